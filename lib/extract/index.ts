/**
 * extractPage: what a crawler needs from one parsed page: its links (with title, context, date,
 * scope), attachments, typed tag blocks, list regions, main body, title and publish date.
 */
import type { Document } from 'domhandler';
import type { Attachment, ExtractedPage, PageLink } from '../types.ts';
import { fileExtension, resolveUrl } from '../url.ts';
import { typeBlocks } from './blocks.ts';
import { extractBody } from './body.ts';
import { linkContexts } from './context.ts';
import { bestTitle, completeDates, createLinkResolver, followingDate, rowDate, rowOf, taggedRowDate, type LinkTarget } from './links.ts';
import { fileRowFacts } from './file-rows.ts';
import { actionRow, fileRow, isActionLink, isFileNameLink, rowTitle } from './row-titles.ts';
import { callTarget, countedPages, datastorePages, directTarget, formPages, isPostbackPager, jumpPages, scriptFrameSources, scriptTemplates, trsPages, unwrapDatastores } from '../pager/read/templates.ts';
import { postbackPages } from '../pager/read/postback.ts';
import { configPages } from '../pager/read/widget-config.ts';
import { formPagerPages, plainFormPages } from '../pager/read/form-pager.ts';
import { controlPages, hasScriptPagerControls, LOAD_MORE } from '../pager/read/controls.ts';
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
  const templates = callsScript || model.pagerControls.length > 0 ? scriptTemplates([...model.scripts, ...(options.pagerScripts ?? [])]) : new Map<string, never>();
  const hrefs = model.links.map((raw) => scriptedHref(raw.href, raw.onclick, templates) ?? raw.href);
  const clickRows = callsScript ? rowsOpenedByUnknownCall(model, hrefs, templates) : 0;
  const unreadCalls = clickRows > 0 || (callsScript && rowsCallUnknown(model.links, hrefs, templates));
  const attachments: Attachment[] = [];
  const attached = new Set<string>();
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
  for (const { href, text } of scriptLinks(model.scripts)) {
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
  readScripted(page, model, templates, target, datastore, embedded, options.pagerScripts ?? [], unreadCalls);
  if (clickRows > 0) page.clickRows = clickRows;
  return page;
}

// Two readings of a script-drawn pager: the URLs one found, and whether either saw a count of pages.
function mergeCounted(a: { urls: string[]; counted: boolean }, b: { urls: string[]; counted: boolean }): { urls: string[]; counted: boolean } {
  return { urls: a.urls.length > 0 ? a.urls : b.urls, counted: a.counted || b.counted };
}

/** Rows of one function's calls, at least, before its script is worth reading. */
const MIN_UNREAD_CALLS = 3;

/**
 * True when rows call one function no script read so far defines (`showDetail('8812')`, defined in
 * the page's /js/common.js): the page's own scripts may say where the rows lead.
 */
function rowsCallUnknown(links: PageModel['links'], hrefs: string[], templates: ReturnType<typeof scriptTemplates>): boolean {
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
function rowsOpenedByUnknownCall(model: PageModel, hrefs: string[], templates: ReturnType<typeof scriptTemplates>): number {
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

/** Pager URLs no link names, frames, and whether a browser is needed (scripted.ts). */
function readScripted(
  page: ExtractedPage,
  model: PageModel,
  templates: ReturnType<typeof scriptTemplates>,
  target: (href: string) => LinkTarget,
  datastore: { code: string; shown: number } | undefined,
  embedded: Embedded | undefined,
  pagerScripts: string[],
  unreadCalls: boolean,
): void {
  const here = page.url;
  const crawlable = (href: string): string | undefined => {
    const t = target(href);
    return t.skip === undefined && t.url !== here ? t.url : undefined;
  };
  const pagerUrls: string[] = [];
  for (const { element, code } of model.clickers) {
    const href = callTarget(code, templates);
    const url = href && PAGER_WORD.test(visibleText(element).replace(/[\s<>«»\[\]]/g, '')) ? crawlable(href) : undefined;
    if (url) pagerUrls.push(url);
  }
  pagerUrls.push(...formPages(model.forms, here, crawlable).flatMap((u) => crawlable(u) ?? []));
  pagerUrls.push(...trsPages(model.scripts, crawlable));
  pagerUrls.push(...jumpPages(model.jumps).flatMap((href) => crawlable(href) ?? []));
  pagerUrls.push(...controlPages(model.pagerControls, templates).flatMap((href) => crawlable(href) ?? []));
  if (embedded) pagerUrls.push(...embedded.pages.flatMap((href) => crawlable(href) ?? []));
  if (datastore) {
    if (datastore.code) pagerUrls.push(...datastorePages(datastore.code, model.scripts, datastore.shown, crawlable));
  }
  // A WebForms pager: each later page is a POST of the page's form (its key stands in the pager URLs).
  const postbacks = isPostbackPager(model.scripts, model.links.map((l) => l.href + ' ' + (l.onclick ?? '')), model.forms)
    ? postbackPages(model.links, model.forms, here, (href) => target(href).url || undefined).flatMap((p) => {
        const key = crawlable(p.key);
        return key ? [{ ...p, key }] : [];
      })
    : [];
  // A form pager: a page function sets a field of a form to the page and submits it (form-pager.ts).
  const controls = [
    ...model.links.map((l) => ({ element: l.element, code: `${l.href} ${l.onclick ?? ''}`, text: l.text })),
    ...model.clickers.map((c) => ({ element: c.element, code: c.code, text: visibleText(c.element) })),
  ];
  const formPager = postbacks.length === 0 ? formPagerPages(controls, model.forms, [...model.scripts, ...pagerScripts], here, (href) => target(href).url || undefined) : undefined;
  // A POST form that is the pager with no script (a page <select> or box and its button): keyed POSTs too.
  const plainForm = postbacks.length === 0 && !formPager?.read ? plainFormPages(model.forms, here, (href) => target(href).url || undefined) : [];
  if (plainForm.length > 0) page.scriptPagerRead = true;
  for (const p of [...(formPager?.posts ?? []), ...plainForm]) {
    const key = crawlable(p.key);
    if (key) postbacks.push({ ...p, key });
  }
  pagerUrls.push(...(formPager?.gets ?? []).flatMap((u) => crawlable(u) ?? []));
  if (postbacks.length > 0) page.postbacks = postbacks;
  if (formPager?.read) page.scriptPagerRead = true;
  pagerUrls.push(...postbacks.map((p) => p.key));
  // A pager an external script draws from a page count: only for a list with no pager of its own.
  const bare = pagerUrls.length === 0 && page.listRegions.length > 0 && !hasPager(page);
  const byCount = bare ? countedPages(model.scripts, here, crawlable) : undefined;
  // Or a pager widget's settings (layui laypage, jqPaginator …) in an inline script: pager-config.ts.
  const counted = byCount && byCount.urls.length === 0 ? mergeCounted(byCount, configPages(model.scripts, here, crawlable)) : byCount;
  if (counted) pagerUrls.push(...counted.urls);
  if (pagerUrls.length > 0) page.pagerUrls = [...new Set(pagerUrls)];
  // An empty frame whose address an inline script sets is a frame of that address (read from the script).
  const scriptFrames = scriptFrameSources(model.scripts, model.emptyFrames);
  const frames = [...new Set([...model.frames, ...scriptFrames.read].flatMap((src) => crawlable(src) ?? []))];
  if (frames.length > 0) page.frames = frames;
  if (scriptFrames.unread) page.scriptFrame = true;
  // Pager links that only run script we could not read: a browser is needed to turn the pages.
  // A 加载更多 link that runs script (no URL) is such a pager too: it appends the next rows.
  const scriptedPager = page.links.filter((l) => (l.skip === 'javascript' || l.skip === 'fragment' || l.skip === 'empty') && (LATER_PAGE_WORD.test(l.text.replace(/[\s<>«»\[\]]/g, '')) || LOAD_MORE.test(l.text.replace(/\s+/g, '').replace(/[.…。>»]+$/, ''))));
  const hrefs = model.links.map((l) => l.href);
  // A count of pages handed to a function we could not read draws its pager only in a browser.
  const unreadPager = scriptedPager.length >= 1 || hasScriptPagerControls(model.pagerControls) || (counted?.counted === true && counted.urls.length === 0);
  if ((isPostbackPager(model.scripts, hrefs, model.forms) && postbacks.length === 0) || (unreadPager && page.listRegions.length > 0 && !page.pagerUrls && !hasPager(page) && !page.scriptPagerRead)) page.needsBrowser = 'js-pager';
  if (page.needsBrowser || unreadCalls) {
    // Where the pager's or the rows' function may be: the page's own host's external scripts, a few at most.
    const host = new URL(here).host;
    const scripts = model.scriptSources.flatMap((src) => {
      const url = resolveUrl(src, here);
      return url && new URL(url).host === host && /^https?:$/.test(new URL(url).protocol) ? [url] : [];
    });
    if (scripts.length > 0) page.pagerScripts = [...new Set(scripts)].slice(0, MAX_PAGER_SCRIPTS);
  }
}

/** External scripts a page's pager may call that the crawl may read. */
const MAX_PAGER_SCRIPTS = 3;

/** A pager link to a later page: 2…, next, last (not 1 nor 首页, which a one-page list shows too). */
const LATER_PAGE_WORD = /^(?:[2-9]|[1-9]\d{1,3}|下一?页|后页|尾页|末页|最后一页|next|last)$/i;
/** Words of a pager: page numbers, next / previous / last. */
const PAGER_WORD = /^(?:\d{1,4}|下一?页|后页|上一?页|前页|尾页|末页|最后一页|首页|next|last|prev(?:ious)?)$/i;

// Has the page any ordinary pager link (a list region's pagination)?
function hasPager(page: ExtractedPage): boolean {
  return page.listRegions.some((r) => r.pagination.length > 0);
}

/** The URL a scripted anchor leads to: `javascript:goPage(3)`, or `#` with `onclick="goPage(3)"`. */
function scriptedHref(href: string, onclick: string | undefined, templates: ReturnType<typeof scriptTemplates>): string | undefined {
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
