/**
 * List rows whose notice is a file. The URL may not say so (`/DownloadAttach?id=12`,
 * `download.jsp?fileId=7`), but the row does: its link text is a file name (`招标文件.pdf`), or an
 * icon beside it names the type (`<img src="/images/icon/pdf.gif">`). And a row whose link is only
 * "[下载]" beside a plain-text title takes that title. The file itself is never fetched.
 */
import type { Element } from 'domhandler';
import type { LinkSkipReason } from '../types/page.ts';
import { fileKindOf } from '../url/classify-link.ts';
import { isTag, spacedText } from './text.ts';
import type { RawLink } from './walk.ts';

/** What a row says about its link's file. */
export interface FileRowFacts {
  /** Lower-case file type ("pdf", "docx"), when the text, an icon or the URL tells. */
  fileType?: string;
  /** 'document'/'archive' when the row shows the link is a file (or another kind) than its URL alone says. */
  kind?: 'document' | 'archive';
  /** The row's title, when the link text is a file name (extension dropped) or only a download word. */
  title?: string;
}

// A link text that is a file name: "…招标文件.pdf", "…公告.DOCX".
const FILE_NAME = /\.([a-z0-9]{2,5})\s*$/i;
// A link that only says "download": [下载], 点击下载, 附件下载.
const DOWNLOAD_WORD = /^[[【(（]?\s*(?:点击)?(?:下载|下载附件|附件下载|附件|文件下载|download)\s*[\]】)）]?$/i;
// An icon's file name that names a type: pdf.gif, icon_doc.png, ico-xlsx.gif, file_rar.jpg.
const ICON_TYPE = /(?:^|[_\-.])([a-z0-9]{2,4})(?:[_\-]?(?:icon|ico|s|small))?\.(?:gif|png|jpe?g|svg|bmp)$/i;
// A date on the row, left out of a title read from the row.
const ROW_DATE = /[[【(（]?\s*\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?\s*[\]】)）]?/gu;

/**
 * The file facts of a link on its `row` (links.ts rowOf). `url` is the resolved URL, `skip` what
 * its URL alone made of it; `urlType` the type its URL names (lib/url fileExtension), if any.
 */
export function fileRowFacts(link: RawLink, row: Element, url: string, skip: LinkSkipReason | undefined, urlType: string | undefined): FileRowFacts | undefined {
  const text = (link.titleAttr ?? '').trim() || link.text;
  const named = FILE_NAME.exec(text);
  const byName = named && fileKindOf(named[1]!) ? named[1]!.toLowerCase() : undefined;
  const isFile = skip === 'document' || skip === 'archive';
  const facts: FileRowFacts = {};
  if (!isFile) {
    // A page link is a file only by its text's file name, or by an icon when its URL names no
    // page (an extension-less download servlet): an icon beside /info/12.htm marks a page with files.
    if (skip !== undefined) return undefined;
    const type = byName ?? (hasExtension(url) ? undefined : iconType(row));
    if (!type) return undefined;
    facts.kind = fileKindOf(type);
    facts.fileType = type;
  } else {
    const type = urlType ?? byName ?? iconType(row);
    if (type) facts.fileType = type;
    // A download script is taken for a document until its name says it is an archive.
    if (type && fileKindOf(type) !== skip) facts.kind = fileKindOf(type);
  }
  if (byName && named) facts.title = text.slice(0, named.index).trim();
  else if (DOWNLOAD_WORD.test(link.text.trim())) {
    const title = rowTitle(link, row);
    if (title) facts.title = title;
  }
  return facts.fileType || facts.title ? facts : undefined;
}

/** A type named by an icon in the row (its file name or alt text), if exactly one type is named. */
function iconType(row: Element): string | undefined {
  const types = new Set<string>();
  const stack: Element[] = [row];
  for (let seen = 0; stack.length > 0 && seen < 200; seen++) {
    const el = stack.pop()!;
    if (el.name === 'img') {
      const src = (el.attribs.src ?? '').split(/[?#]/)[0]!.split('/').pop() ?? '';
      const byFile = ICON_TYPE.exec(src)?.[1];
      const byAlt = /^\s*([a-z0-9]{2,5})\s*$/i.exec(el.attribs.alt ?? '')?.[1];
      for (const t of [byFile, byAlt]) if (t && fileKindOf(t)) types.add(t.toLowerCase());
    }
    for (const child of el.children) if (isTag(child)) stack.push(child);
  }
  return types.size === 1 ? [...types][0] : undefined;
}

/** True when the URL's last path segment has an extension (`.htm`, `.jsp`) or is a folder: a page, not a servlet. */
function hasExtension(url: string): boolean {
  const path = url.replace(/[?#].*$/s, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  // A folder (`/zbgg/`) or a bare host is a page too.
  return last === '' || /\.[a-z0-9]{1,5}$/i.test(last) || /^[a-z]+:\/\/[^/]*$/i.test(path);
}

/** The row's text without the link's own text and the row's date: a plain-text title beside "[下载]". */
function rowTitle(link: RawLink, row: Element): string | undefined {
  if (row === link.element) return undefined;
  const rest = spacedText(row).replace(link.text, ' ').replace(ROW_DATE, ' ').replace(/\s+/g, ' ').trim();
  return [...rest.matchAll(/\p{Script=Han}/gu)].length >= 4 ? rest : undefined;
}
