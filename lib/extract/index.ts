/**
 * extractPage: what a crawler needs from one parsed page: its links (with title, context, date,
 * scope), attachments, typed tag blocks, list regions, main body, title and publish date.
 */
import type { Document } from 'domhandler';
import type { Attachment, ExtractedPage, PageLink } from '../types/page.ts';
import { fileExtension } from '../url/classify-link.ts';
import { resolveUrl } from '../url/resolve.ts';
import { typeBlocks } from './blocks.ts';
import { rowLabel } from './row-labels.ts';
import { searchFormLinks } from './search-forms.ts';
import { extractBody } from './body.ts';
import { linkContexts } from './context.ts';
import { bestTitle, completeDates, createLinkResolver, followingDate, rowDate, rowOf, taggedRowDate, type LinkTarget } from './links.ts';
import { fileRowFacts } from './file-rows.ts';
import { actionRow, fileRow, isActionLink, isFileNameLink, rowTitle } from './row-titles.ts';
import { callTarget, directTarget, scriptTemplates, type Templates } from '../pager/read/templates.ts';
import { unwrapDatastores } from '../pager/read/hanweb.ts';
import { readPager } from '../pager/read-pager.ts';
import { scriptFrameSources } from './script-frames.ts';
import { unwrapEmbeddedJson, unwrapJsonDocument, type Embedded } from './embedded-json.ts';
import { visibleText } from './text.ts';
import { findListRegions, linksUnder } from './lists.ts';
import { pageTitle, publishedDate } from './title.ts';
import { walkPage, type PageModel } from './walk.ts';
import { scriptLinks } from './script-links.ts';

export { findDate } from './row-dates.ts';

/** Options: `scope` is the seed's registrable domain (or a URL in it); links outside it are not in scope. */
export interface ExtractOptions {
  scope?: string;
  /** The crawl's date (ISO `YYYY-MM-DD`): a row's month-day with no year anywhere near takes the nearest past year. */
  today?: string;
  /** Code of the page's external scripts its pager may call (fetched by the crawl): read for page-building functions. */
  pagerScripts?: string[];
  /** The page's charset (FetchedPage.charset): a link's raw query characters are sent in it, as browsers do. */
  charset?: string;
}

/** Extracts links, attachments, blocks, list regions, body, title and publish date from a parsed page at `url`. */
export function extractPage(doc: Document, url: string, options: ExtractOptions = {}): ExtractedPage {
  let model = walkPage(doc);
  // Rows kept as XML in a script (Hanweb's datastore) are put in the page, then it is read again.
  const datastore = model.datastores.length > 0 ? unwrapDatastores(model.datastores) : undefined;
  // Rows kept only in an app's embedded JSON state are put in the page too.
  // A JSON answer (a list API) is read the same way.
  const embedded = model.states.length > 0 ? unwrapEmbeddedJson(model.states, url) : model.links.length === 0 ? unwrapJsonDocument(doc, url) : undefined;
  if (datastore || (embedded && embedded.rows > 0)) model = walkPage(doc);
  const base = (model.base && resolveUrl(model.base, url)) || url;
  const linkElements = model.links.map((l) => l.element);
  const under = linksUnder(linkElements);
  const contexts = linkContexts(model.pieces, model.links.map((l) => l.text));
  const rows = model.links.map((link, i) => (isActionLink(link) ? actionRow(i, model.links, under) : (isFileNameLink(link) && fileRow(link)) || rowOf(link, under)));
  const dates = completeDates(model.links.map((link, i) => rowDate(link, rows[i]!) ?? taggedRowDate(i, model.links, under) ?? followingDate(link)), { year: pageYear(model), today: options.today });
  const target = createLinkResolver(base, options.scope, options.charset);
  // Script templates are read only when something calls script (most pages: nothing).
  const callsScript = model.clickers.length > 0 || model.links.some((l) => l.onclick !== undefined || /^\s*javascript:/i.test(l.href));
  const templates = callsScript || model.pagerControls.length > 0 ? scriptTemplates([...model.scripts, ...(options.pagerScripts ?? [])]) : (new Map() as Templates);
  const hrefs = model.links.map((raw) => scriptedHref(raw.href, raw.onclick, templates) ?? raw.href);
  const clickRows = callsScript ? rowsOpenedByUnknownCall(model, hrefs, templates) : 0;
  const unreadCalls = clickRows > 0 || (callsScript && rowsCallUnknown(model.links, hrefs, templates));
  const attachments: Attachment[] = [];
  const attached = new Set<string>();
  const labelOf = (i: number) => {
    const label = rowLabel(model.links[i]!, rows[i]!);
    return label ? { label } : {};
  };
  const links: PageLink[] = model.links.map((raw, i) => {
    const resolved = target(hrefs[i]!);
    let { inScope, skip, attachment } = resolved;
    const linkUrl = resolved.url;
    const named = bestTitle(raw.text, raw.titleAttr);
    // A 查看 / 详情 button's row, a click row or a card: the title is the row's own text.
    const own = rowTitle(raw, rows[i]!);
    let title = own ?? named;
    // A row can show that its link is a file (a file name, an icon) and what its title is ([下载]).
    const file = inScope || attachment ? fileRowFacts(raw, rows[i]!, linkUrl, skip, attachment ? fileExtension(linkUrl) : undefined) : undefined;
    if (file?.kind) [skip, inScope, attachment] = [file.kind, false, true];
    if (file?.title && !own) title = file.title;
    if (attachment && !attached.has(linkUrl)) {
      attached.add(linkUrl);
      // An attachment keeps the name it is shown under (招标文件.pdf), or its row's title beside "[下载]".
      const name = file?.title && !/\.[a-z0-9]{2,5}$/i.test(named) ? file.title : named;
      attachments.push({ name: name || linkUrl.split('/').pop() || linkUrl, url: linkUrl });
    }
    return {
      url: linkUrl,
      text: raw.text,
      ...(raw.titleAttr ? { titleAttr: raw.titleAttr } : {}),
      title,
      context: contexts[i]!,
      ...(dates[i] ? { date: dates[i] } : {}),
      ...labelOf(i),
      inScope,
      ...(skip ? { skip } : {}),
      ...(attachment && file?.fileType ? { fileType: file.fileType } : {}),
      blockIndex: Math.max(0, raw.block),
    };
  });
  const listRegions = findListRegions(links, linkElements, under);
  listRegions.forEach((region, r) => {
    for (const i of region.linkIndexes) links[i]!.listIndex = r;
  });
  // Pages only a script names (a tab box's 更多 set on click): links of the page, after its own.
  // And the pages a search form's notice-type select leads to (search-forms.ts).
  for (const { href, text } of [...scriptLinks(model.scripts), ...searchFormLinks(model.forms, url)]) {
    const resolved = target(href);
    if (links.some((l) => l.url === resolved.url)) continue;
    links.push({ url: resolved.url, text, title: text, context: '', inScope: resolved.inScope, ...(resolved.skip ? { skip: resolved.skip } : {}), blockIndex: 0 });
  }
  const body = extractBody(model.blocks);
  const title = pageTitle(model);
  // A list page (no body) has no publish date of its own: the dates on it belong to its rows.
  const publishedAt = body.blocks.length > 0 ? publishedDate(model, body.blocks, title) : undefined;
  const page: ExtractedPage = {
    url,
    title,
    links,
    attachments,
    blocks: typeBlocks(model, new Set(body.blocks), title),
    listRegions,
    body: body.text,
    ...(publishedAt ? { publishedAt } : {}),
  };
  readPagerAndFrames(page, model, templates, target, datastore, embedded, options.pagerScripts ?? [], unreadCalls);
  if (clickRows > 0) page.clickRows = clickRows;
  return page;
}

/** Rows of one function's calls, at least, before its script is worth reading. */
const MIN_UNREAD_CALLS = 3;

/**
 * True when rows call one function no script read so far defines (`showDetail('8812')`, defined in
 * the page's /js/common.js): the page's own scripts may say where the rows lead.
 */
function rowsCallUnknown(links: PageModel['links'], hrefs: string[], templates: Templates): boolean {
  const calls = new Map<string, number>();
  links.forEach((link, i) => {
    if (hrefs[i] !== link.href) return; // read already
    const code = /^\s*javascript:/i.test(link.href) && !/^\s*javascript:\s*(?:void\s*\(\s*0?\s*\)|;)?\s*;?\s*$/i.test(link.href) ? link.href : link.onclick;
    const name = code && /([A-Za-z_$][\w$]*)\s*\(\s*['"\d]/.exec(code.replace(/^\s*javascript:/i, ''))?.[1];
    if (name && !templates.has(name)) calls.set(name, (calls.get(name) ?? 0) + 1);
  });
  return [...calls.values()].some((count) => count >= MIN_UNREAD_CALLS);
}

/** A row's call of a page function with its id: `viewNotice(2140)`, `show('a8f3')`. */
const ROW_CALL = /([A-Za-z_$][\w$]*)\s*\(\s*(?:\d+|'[^'\n]{1,80}'|"[^"\n]{1,80}")\s*(?:,[^()]{0,80})?\)/;

/**
 * Rows that open only through a call of a function we cannot read (`<li onclick="viewNotice(2140)">`,
 * `<a href="javascript:show('8812')">`): the notice's address is known only once the script ran (a
 * POST that answers it, a computed key). The largest group calling one function, 3 rows at least;
 * 0 when none. A row's text is a title's length (6–300 characters); pager links are not rows.
 */
function rowsOpenedByUnknownCall(model: PageModel, hrefs: string[], templates: Templates): number {
  const calls = new Map<string, number>();
  const seen = new Set<unknown>();
  const count = (element: unknown, code: string | undefined, text: string) => {
    if (seen.has(element)) return; // a click row is a link of the model and a clicker both
    seen.add(element);
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!code || trimmed.length < 6 || trimmed.length > 300 || callTarget(code, templates) !== undefined) return;
    const name = ROW_CALL.exec(code.replace(/^\s*javascript:/i, ''))?.[1];
    if (name && !templates.has(name)) calls.set(name, (calls.get(name) ?? 0) + 1);
  };
  model.links.forEach((link, i) => {
    if (hrefs[i] !== link.href) return; // read already
    const script = /^\s*javascript:/i.test(link.href) && !/^\s*javascript:\s*(?:void\s*\(\s*0?\s*\)|;)?\s*;?\s*$/i.test(link.href);
    if (script || /^\s*(?:#.*)?$/.test(link.href)) count(link.element, script ? link.href : link.onclick, link.text);
  });
  for (const clicker of model.clickers) if (clicker.element.name !== 'a') count(clicker.element, clicker.code, visibleText(clicker.element));
  return Math.max(0, ...[...calls.values()].filter((n) => n >= MIN_UNREAD_CALLS));
}

/** The page's pager (lib/pager readPager) and its frames, put on the page. */
function readPagerAndFrames(
  page: ExtractedPage,
  model: PageModel,
  templates: Templates,
  target: (href: string) => LinkTarget,
  datastore: { code: string; shown: number } | undefined,
  embedded: Embedded | undefined,
  pagerScripts: string[],
  unreadCalls: boolean,
): void {
  const pager = readPager({ page, model, templates, target, pagerScripts, datastore, statePages: embedded?.pages, unreadCalls });
  if (pager.posts.length > 0) page.postbacks = pager.posts;
  if (pager.read) page.scriptPagerRead = true;
  if (pager.pages.length > 0) page.pagerUrls = pager.pages;
  // An empty frame whose address an inline script sets is a frame of that address (read from the script).
  const here = page.url;
  const crawlable = (href: string): string | undefined => {
    const t = target(href);
    return t.skip === undefined && t.url !== here ? t.url : undefined;
  };
  const scriptFrames = scriptFrameSources(model.scripts, model.emptyFrames);
  const frames = [...new Set([...model.frames, ...scriptFrames.read].flatMap((src) => crawlable(src) ?? []))];
  if (frames.length > 0) page.frames = frames;
  if (scriptFrames.unread) page.scriptFrame = true;
  if (pager.needsBrowser) page.needsBrowser = 'js-pager';
  if (pager.scripts.length > 0) page.pagerScripts = pager.scripts;
}

/** The URL a scripted anchor leads to: `javascript:goPage(3)`, or `#` with `onclick="goPage(3)"`. */
function scriptedHref(href: string, onclick: string | undefined, templates: Templates): string | undefined {
  const trimmed = href.trim();
  const script = /^javascript:/i.test(trimmed);
  if (!script && !(onclick && (trimmed === '' || trimmed.startsWith('#')))) return undefined;
  for (const code of script ? [trimmed, onclick] : [onclick]) {
    if (!code) continue;
    const url = callTarget(code, templates) ?? directTarget(code);
    if (url) return url;
  }
  return undefined;
}

/** A year the page names in a heading or its title (`2024年招标公告`): the year of its month-day rows. */
function pageYear(model: PageModel): number | undefined {
  for (const text of [...model.headings.map((h) => h.text), model.docTitle]) {
    const m = /(?<!\d)((?:19|20)\d{2})\s*年(?!\s*\d{1,2}\s*月\s*\d)/.exec(text);
    if (m) return Number(m[1]);
  }
  return undefined;
}
