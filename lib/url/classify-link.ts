/**
 * Whether a link is a page to crawl or something else: a file (an attachment when a document or
 * an archive), another scheme, a fragment, or (given a scope) a host of another site, also behind
 * the site's own redirect script.
 */
import type { LinkSkipReason } from '../types/page.ts';
import { isHashRoute } from './canonical.ts';
import { registrableDomain } from './domain.ts';
import { MAX_URL_LENGTH, parseUrl } from './resolve.ts';

/** How a link should be treated: skipped (and why), and whether it is a notice's attachment. */
export interface LinkClass {
  skip?: LinkSkipReason;
  attachment: boolean;
}

const EXTENSION_KIND: Record<string, LinkSkipReason> = {};
function kind(reason: LinkSkipReason, extensions: string): void {
  for (const ext of extensions.split(' ')) EXTENSION_KIND[ext] = reason;
}
kind('image', 'jpg jpeg png gif bmp webp svg ico tif tiff heic');
kind('document', 'pdf doc docx xls xlsx ppt pptx wps et dps txt rtf odt ods odp csv ofd ceb caj');
kind('archive', 'zip rar 7z tar gz tgz bz2 xz');
kind('media', 'mp3 mp4 avi wmv flv mov mkv wav m4a wma swf rm rmvb mpg mpeg webm');

/** 'document' or 'archive' for a file extension ("PDF", "docx", "rar"), else undefined. */
export function fileKindOf(extension: string): 'document' | 'archive' | undefined {
  const kind = EXTENSION_KIND[extension.toLowerCase()];
  return kind === 'document' || kind === 'archive' ? kind : undefined;
}

/** Attachment downloads on Chinese CMSs whose URL carries no file extension. */
const DOWNLOAD_SHAPES = [
  /\/system\/_content\/download\.jsp/i, // WebPlus
  /DownloadAttachUrl/i, // WebPlus news attachments
  /\/(?:down(?:load)?(?:file)?|attach(?:ment)?|getfile)\.(?:jsp|asp|aspx|php|do|ashx)$/i,
  // The same as a servlet or a route, with no extension: /DownloadAttach?id=12, /downloadFile?fid=3.
  /\/(?:down(?:load)?(?:file)?|download_?attach(?:ment)?|attach(?:ment)?_?download|getfile|getattach(?:ment)?)$/i,
];

/**
 * The lower-case extension of the file a URL points at ("pdf", "docx"): its path's, else a query
 * value naming a file (`download.jsp?filename=招标文件.docx`); undefined for a page.
 */
export function fileExtension(url: string): string | undefined {
  const parsed = parseUrl(url);
  if (!parsed) return undefined;
  const byPath = extensionOf(parsed.pathname);
  if (byPath && EXTENSION_KIND[byPath]) return byPath;
  for (const [name, value] of parsed.search === '' ? [] : parsed.searchParams.entries()) {
    const text = safeDecode(value).trim();
    const byQuery = extensionOf(text) ?? (TYPE_PARAM.test(name) ? text.toLowerCase().replace(/^\./, '') : undefined);
    if (byQuery && EXTENSION_KIND[byQuery]) return byQuery;
  }
  return undefined;
}

/** A download script's parameter that names the file's type by itself: `attach/get?fid=12&type=pdf`. */
const TYPE_NAMES = 'type|ext|suffix|filetype|file_type|fileext|format';
const TYPE_PARAM = new RegExp(`^(?:${TYPE_NAMES})$`, 'i');
const TYPE_QUERY = new RegExp(`[?&](?:${TYPE_NAMES})=\\.?([a-z0-9]{2,5})(?=&|#|$)`, 'i');

function extensionOf(text: string): string | undefined {
  const match = /\.([a-z0-9]{1,5})$/i.exec(text);
  return match?.[1]?.toLowerCase();
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const QUERY_DOT = /\.|%2e|%252e/i;

// The file kind a URL points at: by the path's extension, else a query value naming a file
// (`download.jsp?filename=招标文件.docx`), else a known download-script shape.
function fileKind(url: URL): LinkSkipReason | undefined {
  const byPath = EXTENSION_KIND[extensionOf(url.pathname) ?? ''];
  if (byPath) return byPath;
  // A value ends in `.ext` only if the query holds a dot, `%2E` or `%252E` (values are decoded
  // twice): most queries hold none, and searchParams costs a parse of its own.
  for (const value of url.search === '' || !QUERY_DOT.test(url.search) ? [] : url.searchParams.values()) {
    const byQuery = EXTENSION_KIND[extensionOf(safeDecode(value).trim()) ?? ''];
    if (byQuery === 'document' || byQuery === 'archive') return byQuery;
  }
  const typed = TYPE_QUERY.exec(url.search)?.[1];
  const byType = typed ? EXTENSION_KIND[typed.toLowerCase()] : undefined;
  if (byType === 'document' || byType === 'archive') return byType;
  if (DOWNLOAD_SHAPES.some((shape) => shape.test(url.pathname) || shape.test(url.search))) return 'document';
  return undefined;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Classifies a link (an absolute URL, or a raw href such as `#`, `javascript:…`, `mailto:…`):
 * images, documents, archives, media, other schemes and (with `scope`, a registrable domain or a
 * URL in it) out-of-scope hosts are skipped; documents and archives are attachments.
 */
export function classifyLink(url: string, scope?: string): LinkClass {
  return classify(url, scope === undefined ? undefined : (host) => registrableDomain(host) === registrableDomain(scope));
}

/**
 * classifyLink for the many links of one page against one `scope`: the scope's registrable
 * domain and each host's are looked up once (the public-suffix lookup is the costly part).
 */
export function createLinkClassifier(scope?: string): (url: string) => LinkClass {
  if (scope === undefined) return (url) => classify(url, undefined);
  const scopeDomain = registrableDomain(scope);
  const inScope = new Map<string, boolean>();
  return (url) =>
    classify(url, (host) => {
      let known = inScope.get(host);
      if (known === undefined) {
        known = registrableDomain(host) === scopeDomain;
        inScope.set(host, known);
      }
      return known;
    });
}

function classify(url: string, inScope: ((host: string) => boolean) | undefined): LinkClass {
  const href = url.trim();
  if (href === '') return { skip: 'empty', attachment: false };
  if (href.length > MAX_URL_LENGTH) return { skip: 'bad-url', attachment: false };
  if (href.startsWith('#') && !isHashRoute(href)) return { skip: 'fragment', attachment: false };
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return { skip: 'mailto', attachment: false };
  if (scheme === 'javascript') return { skip: 'javascript', attachment: false };
  if (scheme === 'tel') return { skip: 'tel', attachment: false };
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { skip: 'other-scheme', attachment: false };
  const parsed = parseUrl(href);
  if (!parsed) return { skip: 'bad-url', attachment: false };
  const file = fileKind(parsed);
  if (file) return { skip: file, attachment: file === 'document' || file === 'archive' };
  if (inScope !== undefined && !inScope(parsed.hostname)) {
    return { skip: 'out-of-scope', attachment: false };
  }
  // The site's redirect script to another site (`/redirect.jsp?url=http%3A%2F%2Fwww.ccgp-…`): where it leads counts.
  if (inScope !== undefined && REDIRECT_PATH.test(parsed.pathname) && redirectTargets(parsed).some((host) => !inScope(host))) {
    return { skip: 'out-of-scope', attachment: false };
  }
  return { attachment: false };
}

/** A redirect script's path: `/redirect.jsp`, `/go.php`, `/link.aspx`, `/out`. */
const REDIRECT_PATH = /\/(?:redirect|go|goto|jump|link|out|url|visit|tourl|outlink)(?:\.(?:jsp|php|aspx?|do|action|cgi|ashx))?$/i;

/** Hosts of the absolute URLs a redirect's query names. */
function redirectTargets(url: URL): string[] {
  const hosts: string[] = [];
  for (const value of url.search === '' ? [] : url.searchParams.values()) {
    const target = /^https?:\/\//i.test(value.trim()) ? parseUrl(value.trim()) : undefined;
    if (target) hosts.push(target.hostname);
  }
  return hosts;
}
