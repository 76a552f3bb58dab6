/** Reading one aggregation page and walking its pagination: shared by discovery and refresh. */
import type { ExtractedPage, FetchedPage, Validators } from '../types/page.ts';
import type { ListView } from './crawl-pipeline.ts';
import { candidateCount, collectNotices, type Collected } from './collect.ts';
import { canonicalUrl, isCacheBustName, isSiteRoot, sameResourceKey, withoutParams } from '../url/canonical.ts';
import { pageOneLinks, pagerCountsFromZero, selfPageOneLinks, showsPageOne } from '../pager/walk/first-page.ts';
import { nextPages, type VisitedSet } from '../pager/walk/next-pages.ts';
import { onlyDifference, pageVolatile, rowSignature, siteUrl, withVolatile } from './volatile.ts';
import { budgetLeft, fetchCounted, readCounted, recordError, type SiteRun } from './site-run.ts';
import { noteNeedsBrowser, renderCounted, renderDrawn } from '../browser/render.ts';
import { whyBrowser } from '../browser/why-browser.ts';
import { rememberPostbacks } from '../pager/walk/post-pages.ts';
import { walkScriptPager, wantsClicks } from '../pager/walk/script-pager.ts';
import { pagerScriptCode } from '../pager/walk/pager-scripts.ts';
import { noteAlias, noteListRead, noteRead } from './twins.ts';

export interface ListRead {
  fetched: FetchedPage;
  /** Undefined when the server answered 304 Not Modified. */
  page?: ExtractedPage;
  view?: ListView;
  /** The URL this run read the same page under already (twins.ts): nothing new to take from it. */
  twinOf?: string;
}

/**
 * Fetches and reads a page as a possible list; undefined when the fetch or the reading failed.
 * `drawn`: a page of a list the browser drew, asked of the browser first (lib/browser/render.ts renderDrawn).
 */
export async function readList(
  run: SiteRun,
  url: string,
  purpose: 'discover' | 'list',
  validators?: Validators,
  knownList = false,
  drawn = false,
  from?: string,
): Promise<ListRead | undefined> {
  const straight = drawn ? await renderDrawn(run, url, purpose) : 'declined';
  if (straight === 'failed') return undefined;
  const fetched = straight !== 'declined' ? straight : await fetchCounted(run, url, purpose, validators, from);
  if (!fetched) return undefined;
  if (fetched.notModified) return { fetched };
  let read = readFetched(run, fetched, knownList);
  // A pager or rows whose function is in an external script of the site: read that script, then the page again.
  const scripts = read?.page?.pagerScripts && !fetched.via ? await pagerScriptCode(run, read.page.pagerScripts) : [];
  if (scripts.length > 0) read = readFetched(run, fetched, knownList, scripts) ?? read;
  if (!read?.view || fetched.via) return read && notePager(run, read);
  // Rows that open only by a call we cannot follow (a POST answers the address): each row is
  // clicked in the browser and the address it lands on taken; without one, reported `click-rows`.
  if (whyBrowser(fetched, read.page, read.view, ['click-rows'])) {
    const rendered = await renderCounted(run, fetched.url, purpose, 'click-rows');
    const again = rendered && readFetched(run, rendered, knownList);
    if (again?.view) return notePager(run, again);
  }
  // No rows read, but a script that writes them into an empty container: the browser's DOM has them.
  if (!whyBrowser(fetched, read.page, read.view, ['script-list'])) return notePager(run, read);
  const rendered = await renderCounted(run, fetched.url, purpose, 'script-list');
  const again = rendered && readFetched(run, rendered, knownList);
  return again?.view ? notePager(run, again) : read;
}

/** A page the browser drew (fetched apart), read as a possible list. */
export function readDrawn(run: SiteRun, fetched: FetchedPage): ListRead | undefined {
  return readFetched(run, fetched, false);
}

/** A page fetched before as no list (a stream's thin page 1), read again as a known list without a new request. */
export function readAgainAsList(run: SiteRun, fetched: FetchedPage): ListRead | undefined {
  return readFetched(run, fetched, true);
}

function readFetched(run: SiteRun, fetched: FetchedPage, knownList: boolean, pagerScripts?: string[]): ListRead | undefined {
  const page = readCounted(run, fetched, pagerScripts);
  if (!page) return undefined;
  if (page.postbacks) rememberPostbacks((run.postbacks ??= new Map()), page, fetched.charset);
  // A parameter the page itself shows to change on every link (a cache-buster): learned before its rows are read.
  for (const { host, name } of pageVolatile(page.links.map((l) => l.url))) {
    if (host === new URL(fetched.url).host) run.volatile = withVolatile(run.volatile, fetched.url, name);
  }
  // Twins are told on pages as served: a browser's DOM depends on when it was read and on the app's
  // routing (two routes drawn alike before their rows come), so it proves no two URLs one page.
  const twinOf = fetched.via ? undefined : noteRead(run, fetched.url, page);
  const view: ListView = run.pipeline.listView(page, { knownList });
  if (fetched.via) view.via = fetched.via;
  if (view.isList) noteListRead(run, fetched.url);
  const pageOne = pageOneLinks(page);
  if (pageOne.length > 0 && (view.isList || view.quiet)) view.pageOne = pageOne;
  // On page 1 itself, its pager's 首页 / "1" is another URL of this page.
  if (pageOne.length > 0 && showsPageOne(page)) for (const url of pageOne) noteAlias(run, url);
  // A link to this very page with page=1 added (a 刷新 link) is this page too.
  for (const url of selfPageOneLinks(page)) noteAlias(run, url);
  if ((view.isList || view.quiet) && pagerCountsFromZero(page)) view.fromZero = true;
  if (whyBrowser(fetched, page, view, ['js-pager'])) view.scriptPager = true;
  return { fetched, page, view, ...(twinOf ? { twinOf } : {}) };
}

// A list whose pager is all scripts (no URL to follow, even in the browser's DOM): its later pages stay unread.
function notePager(run: SiteRun, read: ListRead): ListRead {
  const view = read.view;
  if (view?.isList && view.scriptPager && view.pagination.length === 0 && !run.deps.render) noteNeedsBrowser(run, read.fetched.url, 'js-pager');
  return read;
}

/**
 * The walk's visited pages, also known by lib/url's sameResourceKey: a pager may name one page
 * with its query's parameters in another order (PHPCMS `?m=content&c=index&a=lists&catid=21&page=2`
 * on its numbers, `?catid=21&a=lists&c=index&m=content&page=2` on its 下一页).
 */
function sameResources(walked: VisitedSet, listUrl: string): VisitedSet {
  const key = (url: string) => sameResourceKey(url) ?? url;
  const keys = new Set([key(listUrl)]);
  return {
    has: (url) => walked.has(url) || keys.has(key(url)),
    add: (url) => (keys.add(key(url)), walked.add(url)),
  };
}

/**
 * Follows a list's pagination from its first page, collecting notices page by page, up to the
 * pagination limit. `keepGoing` decides after each page whether the next is worth fetching
 * (refresh stops at the first page with nothing new); `beforeCollect` sees each later page
 * before its rows are collected. Returns the page URLs visited.
 */
export async function walkPagination(
  run: SiteRun,
  first: ListView,
  listUrl: string,
  keepGoing: (collected: Collected) => boolean,
  walked: VisitedSet = new Set([listUrl]),
  beforeCollect?: (view: ListView) => Promise<void>,
): Promise<string[]> {
  const visited = sameResources(walked, listUrl);
  // A pager of scripts only: the browser clicks through it (its pages have no URL of their own).
  if (wantsClicks(run, first)) {
    await walkScriptPager(run, first, listUrl, keepGoing);
    return [];
  }
  // The walk starts on page 1: its pager's 首页 / "1" (another URL of it) is read already.
  const known = (view: ListView) => {
    for (const url of view.pageOne ?? []) {
      visited.add(siteUrl(run.volatile, url) ?? url);
      noteAlias(run, url);
    }
  };
  known(first);
  const queue = nextPages(first, visited, run.volatile);
  const pages: string[] = [];
  // Pages by their rows: a page met again under another URL shows a parameter that changes on every fetch.
  const byRows = new Map<string, string>();
  const firstRows = rowSignature(first.noticeLinks);
  if (firstRows) byRows.set(firstRows, listUrl);
  while (queue.length > 0 && pages.length < run.limits.paginationLimit && budgetLeft(run)) {
    const url = queue.shift()!;
    // Later pages of a list the browser drew are drawn too: their static answer is the same shell.
    const read = await readList(run, url, 'list', undefined, true, first.via === 'browser', listUrl);
    pages.push(url);
    if (!read?.view || read.twinOf) continue; // a page read already under another URL: neither its rows nor its pager again
    // A page of the list with no notice on it (a stream's page of ordinary notices): on through its pager.
    if (candidateCount(read.view) === 0) {
      if (read.view.quiet) {
        known(read.view);
        queue.push(...nextPages(read.view, visited, run.volatile));
      }
      continue;
    }
    const rows = rowSignature(read.view.noticeLinks);
    const twin = rows && byRows.get(rows);
    if (twin) {
      const name = onlyDifference(twin, url);
      if (name) {
        run.volatile = withVolatile(run.volatile, url, name);
        // The pages read and queued so far are known without it from now on.
        for (const page of [listUrl, ...pages]) visited.add(siteUrl(run.volatile, page) ?? page);
        const waiting = queue.splice(0).map((page) => siteUrl(run.volatile, page) ?? page);
        for (const page of new Set(waiting)) if (!visited.has(page)) queue.push(page), visited.add(page);
      }
      continue; // read already: neither its rows nor its pager again
    }
    if (rows) byRows.set(rows, url);
    await beforeCollect?.(read.view);
    if (!keepGoing(await collectNotices(run, read.view, listUrl))) break;
    known(read.view);
    queue.push(...nextPages(read.view, visited, run.volatile));
  }
  // Cut at the limit with pages still waiting: said, not silent (the oldest pages stay unread).
  if (queue.length > 0 && pages.length >= run.limits.paginationLimit) {
    recordError(run, listUrl, 'list-limit', new Error(`list-limit: ${listUrl} has more than ${run.limits.paginationLimit} pages; its oldest are not read`));
  }
  return pages;
}
