/**
 * Discovery (papers 1, 2, 5): a best-first crawl of one university's sites from its seeds, in
 * scope of its registrable domain, to find its aggregation pages (list pages of notices). Links
 * are ordered by the classifier's score for anchor + context, blended with the two-step score of
 * the page they are on; lists found are read through their pagination and their notices collected.
 * Every page is one checkpoint: frontier, seen set, budget and lists are saved together.
 */
import { canonicalUrl, isSiteRoot } from '../url/canonical.ts';
import { verdictOf } from '../classify/rows.ts';
import { onlyDifference, rowSample, rowSignature, siteUrl, withVolatile } from './volatile.ts';
import type { ExtractedPage, PageLink } from '../types/page.ts';
import type { WriteOp } from '../store/store.ts';
import { collectNotices } from './collect.ts';
import { Frontier, type FrontierEntry } from './frontier.ts';
import { readAgainAsList, readDrawn, readList, walkPagination, type ListRead } from './list.ts';
import { renderCounted } from '../browser/render.ts';
import { whyBrowser, whySeedsBrowser } from '../browser/why-browser.ts';
import type { ListView } from './crawl-pipeline.ts';
import { pagerLinks } from '../pager/read/links.ts';
import { streamNextPages } from '../pager/walk/next-pages.ts';
import { firstPageOf, pageOneLinks, showsPageOne, withoutPageOne } from '../pager/walk/first-page.ts';
import { budgetLeft, checkAbort, type SiteRun } from './site-run.ts';
import { del, frontierCollection, put, seenCollection, type DiscoveryRecord, type SiteRecord } from './state.ts';
import { calendarSeries, MAX_PERIODS, trapReason } from './traps.ts';
import { sitemapLists } from './sitemap.ts';
import { newestFirst } from './refresh.ts';
import { folderPage, noteAlias, noteBackLink, readThisRun } from './twins.ts';
import { columnOf, isProcurementPage, type Column, type ListReason } from './columns.ts';
import { newestDate, pageName, readAsColumn, rememberColumns } from './column-lists.ts';

export { isSiteRoot };

/** Paper 2's weight of a page's own relevance against its children's; 0.7 worked best there. */
export const ALPHA = 0.7;
/** Out-links judged per page: enough for any real navigation, list or site map's first part. */
export const MAX_LINKS_PER_PAGE = 1000;
/** A child link at or above this score counts as relevant (paper 2's noise filter). */
const RELEVANT = 0.5;
/**
 * Discovery stops early once the site has lists, the last one was found this many pages ago,
 * and no waiting link scores above LOW_SCORE: what is left is unlikely to lead to a list, and
 * each page costs the site a request (and the user a host delay). On the test webs every list
 * came within 15 pages of the one before once notice streams were asked early (NOTICE_COLUMN).
 */
export const PATIENCE = 30;
export const LOW_SCORE = 0.25;

/**
 * One site's discovery in progress: what its steps read and change. Each page is one step, and
 * the step's writes (`ops`) are committed together with the counters and the frontier's order.
 */
interface Discovery {
  run: SiteRun;
  /** The site's record: its lists and learned parameters are written back through it. */
  record: SiteRecord;
  /** The stored counters: pages fetched (the budget), pages since the last list, front-page lists. */
  progress: DiscoveryRecord;
  frontier: Frontier;
  /** URLs ever queued or fetched (stored as `seen/<site>`). */
  seen: Set<string>;
  /** Lists of the site, found now or kept from before. */
  lists: Set<string>;
  /**
   * Pages read as pages of a list: pagination does not read them twice. A page fetched before as
   * no list (a thin page of a stream) is read again by its list's walk, or its rows would be lost.
   */
  walked: Set<string>;
  /** Lists kept from an earlier discovery: a rediscovery still reads them for their links. */
  storedBefore: Set<string>;
  /** The last page read as no list but with a pager (a stream tried from page 1): its list may begin there. */
  thin?: ListRead;
  /** The current step's writes. */
  ops: WriteOp[];
}

/** Runs (or resumes) discovery for a site; returns true when it finished, false when out of budget time. */
export async function discover(run: SiteRun, record: SiteRecord): Promise<boolean> {
  const d = await openDiscovery(run, record);
  do {
    const settled = await explore(d);
    // Out of requests or time: resume next run (a page popped but not fetched is still in the stored frontier).
    if (run.spent || (!settled && d.frontier.size > 0 && d.progress.pages < run.limits.maxPages)) return false;
  } while (await drawSeeds(d));
  await finish(d);
  return true;
}

// Best-first over the frontier; true when it stopped because little promising was left.
async function explore(d: Discovery): Promise<boolean> {
  const { run } = d;
  while (d.progress.pages < run.limits.maxPages && budgetLeft(run)) {
    checkAbort(run);
    if (littleLeft(d)) return true;
    const entry = d.frontier.pop();
    if (!entry) break;
    if (readAlready(d, entry.url)) {
      await run.state.commit([del(frontierCollection(run.site), entry.url)]);
      continue;
    }
    if (!(await visit(d, entry))) break; // not requested: the page stays in the stored frontier
  }
  return false;
}

/**
 * A site that showed no list at all may hide its columns in a menu only scripts draw (links built
 * from ids, written by an external script). Its seeds are read once as the browser draws them and
 * their new links explored; with no browser the site is reported (`script-menu`), not silently
 * empty. True when there is more to explore.
 */
async function drawSeeds(d: Discovery): Promise<boolean> {
  const { run, record, progress } = d;
  if (!whySeedsBrowser({ lists: d.lists.size + (progress.rootLists?.length ?? 0), seedsDrawn: progress.seedsDrawn }, run.summary)) return false;
  progress.seedsDrawn = true;
  for (const seed of record.seeds) {
    d.ops = [];
    const drawn = await renderCounted(run, seed, 'discover', 'script-menu');
    const read = drawn && readDrawn(run, drawn);
    if (read?.page && read.view) await readPage(d, { url: seed, score: 1, depth: 0, order: 0 }, read);
    await run.state.commit([...d.ops, put('discovery', run.site, { ...progress, nextOrder: d.frontier.order } satisfies DiscoveryRecord)]);
  }
  return d.frontier.size > 0;
}

// The stored state of a discovery under way, or a new one from the seeds.
async function openDiscovery(run: SiteRun, record: SiteRecord): Promise<Discovery> {
  const { state, site } = run;
  run.volatile = record.volatileParams;
  const progress = (await state.discovery(site)) ?? (await startDiscovery(run, record));
  const entries = await state.frontier(site);
  const lists = new Set(record.listUrls);
  return {
    run,
    record,
    progress,
    frontier: Frontier.fromJSON({ entries, nextOrder: progress.nextOrder }),
    seen: new Set(await state.seen(site)),
    lists,
    walked: new Set<string>(lists),
    storedBefore: new Set(record.listUrls),
    ops: [],
  };
}

// The site has lists, the last was found PATIENCE pages ago, and nothing waiting looks promising.
function littleLeft(d: Discovery): boolean {
  return d.lists.size > 0 && (d.progress.sinceList ?? 0) >= PATIENCE && d.frontier.bestScore() < LOW_SCORE;
}

// A page a list's walk has read already (queued under a parameter since learned volatile, or
// linked without it): its rows are collected and its pages walked.
function readAlready(d: Discovery, url: string): boolean {
  const volatile = d.run.volatile;
  const plain = volatile ? (siteUrl(volatile, url) ?? url) : url;
  return (d.walked.has(plain) && !d.storedBefore.has(plain)) || (plain !== url && knownList(d.lists, plain)) || readThisRun(d.run, url);
}

// One discovery page, fetched and read, committed as one step; false when it was not requested.
async function visit(d: Discovery, entry: FrontierEntry): Promise<boolean> {
  const { run, record, progress } = d;
  progress.pages++;
  const listsBefore = d.lists.size;
  d.ops = [del(frontierCollection(run.site), entry.url)];
  const read = await readList(run, entry.url, 'discover', undefined, false, false, entry.from);
  if (!read && run.spent) return false;
  if (read?.page && read.view) await readPage(d, entry, read);
  if (run.volatile !== record.volatileParams) {
    // A parameter learned volatile while walking a list's pages (list.ts): kept with the site.
    record.volatileParams = run.volatile;
    d.ops.push(put('sites', run.site, { ...record, listUrls: [...d.lists] } satisfies SiteRecord));
  }
  progress.sinceList = d.lists.size > listsBefore ? 0 : (progress.sinceList ?? 0) + 1;
  d.ops.push(put('discovery', run.site, { ...progress, nextOrder: d.frontier.order } satisfies DiscoveryRecord));
  await run.state.commit(d.ops);
  return true;
}

// A page read: taken as a list when it is one, and its links and frames queued.
async function readPage(d: Discovery, entry: FrontierEntry, read: ListRead): Promise<void> {
  const { run, lists, record } = d;
  const page = read.page!;
  const view = read.view!;
  // A list is known by where it ends up: `/old/tzgg.htm` → 301 → `/tzgg.htm` is one list.
  // So is every URL of a redirect chain (301 → 302 → 200): none is fetched again.
  const url = siteUrl(run.volatile, read.fetched.url) ?? entry.url;
  for (const hop of new Set([url, ...read.fetched.redirects.flatMap((r) => canonicalUrl(r) ?? [])])) {
    if (hop !== entry.url) markFetched(d, hop);
  }
  // The same page read under another URL this run (twins.ts): its list and links are known already.
  if (read.twinOf) return;
  // A page the browser gave: its host's static requests meet a gateway, sitemaps included.
  if (!read.fetched.via) await readSitemaps(d, url, entry);
  if (view.isList && isSiteRoot(url)) {
    // A homepage's 最新公告 box mixes lists: keep it only if the site turns out to have no real list.
    d.progress.rootLists = [...new Set([...(d.progress.rootLists ?? []), url])];
  } else if (view.isList && lists.size < run.limits.maxListPages && !knownList(lists, url) && !record.unwatched?.includes(url)) {
    const list = await fromFirstPage(d, url, read, entry.pagerOf);
    if (!knownList(lists, list.url) && !record.unwatched?.includes(list.url)) {
      // The page that led here (a later page) is walked past: its rows are collected now.
      if (list.url !== url) await collectNotices(run, view, list.url);
      d.walked.add(url).add(list.url);
      await takeList(d, list.url, list.read, namedColumn(d, entry.url, url), 'notices');
      d.ops.push(put('sites', run.site, { ...record, listUrls: [...lists] } satisfies SiteRecord));
    }
  } else if (!view.isList && lists.size < run.limits.maxListPages && !knownList(lists, url) && !isSiteRoot(url) && !record.unwatched?.includes(url)) {
    // A column the site names (更正公告, 中标结果) holding few rows, or none yet: watched all the same.
    const column = namedColumn(d, entry.url, url);
    const asColumn = column && readAsColumn(run, read);
    if (column && asColumn) {
      d.walked.add(url);
      await takeList(d, url, asColumn, column, 'named-column');
      d.ops.push(put('sites', run.site, { ...record, listUrls: [...lists] } satisfies SiteRecord));
    }
  }
  // A page of a stream's pager whose page 1 was read: the 首页 / "1" it links is that page 1.
  if (entry.pagerOf && d.thin?.page && canonicalUrl(d.thin.fetched.url) === canonicalUrl(entry.pagerOf) && showsPageOne(d.thin.page)) {
    for (const alias of pageOneLinks(page)) noteAlias(run, alias);
  }
  if (!view.isList && pagerLinks(page).length > 0) d.thin = read;
  if (entry.depth < run.limits.depth) enqueueLinks(d, page, view, entry);
  // A page's frames are part of it: fetched next, even past the link depth (two frames deep at most).
  if (entry.depth < run.limits.depth + MAX_FRAME_DEPTH) {
    enqueueFrames(d, page, entry);
    // A frame a script sets past reading: the browser's DOM has its src (else the page is reported).
    if (whyBrowser(read.fetched, page, undefined, ['script-frame'])) {
      const drawn = await renderCounted(run, read.fetched.url, 'discover', 'script-frame');
      const again = drawn && readDrawn(run, drawn);
      if (again?.page) enqueueFrames(d, again.page, entry);
    }
  }
}

// The first page of a host: the column pages its sitemaps name are queued with their boost
// (/sitemap.xml asked only on a seed's host, whose robots.txt named none).
async function readSitemaps(d: Discovery, url: string, entry: FrontierEntry): Promise<void> {
  const origin = new URL(url).origin;
  if (d.progress.sitemapOrigins?.includes(origin)) return;
  d.progress.sitemapOrigins = [...(d.progress.sitemapOrigins ?? []), origin];
  const found = await sitemapLists(d.run, origin, entry.depth === 0);
  d.progress.pages += found.fetched;
  for (const list of found.lists) {
    if ((d.seen.has(list.url) && !d.frontier.has(list.url)) || d.run.notices.isKnown(list.url) || trapReason(list.url)) continue;
    enqueue(d, list.url, list.score, entry.depth + 1);
  }
}

// The end of discovery: its stored state cleared, the site's lists kept (front-page lists when it has no other).
async function finish(d: Discovery): Promise<void> {
  const { run, record, lists } = d;
  const fallback: WriteOp[] = [];
  if (lists.size === 0) {
    // Refresh will read them in full on the next run (no validators yet).
    for (const url of d.progress.rootLists ?? []) {
      lists.add(url);
      fallback.push(put('lists', url, { url, site: run.site, validators: {}, missedRuns: 0, why: 'front-page' }));
    }
  }
  const columns = rememberColumns(record.columns, Object.keys(d.progress.named ?? {}));
  const finished: SiteRecord = { ...record, listUrls: [...lists], rediscover: false, discoveredAt: new Date(run.deps.clock()).toISOString(), columns };
  await run.state.commit([...(await run.state.clearDiscoveryOps(run.site)), ...fallback, put('sites', run.site, finished)]);
  Object.assign(record, finished);
}

async function startDiscovery(run: SiteRun, record: SiteRecord): Promise<DiscoveryRecord> {
  const progress: DiscoveryRecord = { site: run.site, pages: 0, nextOrder: 0 };
  const frontier = new Frontier();
  for (const seed of record.seeds) frontier.offer(seed, 1, 0);
  const entries = frontier.toJSON().entries;
  progress.nextOrder = entries.length;
  // A rediscovery starts from a clean seen set; the old lists stay until replaced.
  await run.state.commit([
    ...(await run.state.clearDiscoveryOps(run.site)),
    ...entries.map((e) => put(frontierCollection(run.site), e.url, e)),
    ...entries.map((e) => put(seenCollection(run.site), e.url, 1)),
    put('discovery', run.site, progress),
  ]);
  return progress;
}

// A URL fetched some other way (a redirect's hop, a list's first page): out of the frontier, seen.
function markFetched(d: Discovery, url: string): void {
  const site = d.run.site;
  if (d.frontier.has(url)) d.ops.push(del(frontierCollection(site), url));
  d.frontier.remove(url);
  if (!d.seen.has(url)) d.ops.push(put(seenCollection(site), url, 1));
  d.seen.add(url);
}

// A URL queued (or its score raised), and seen.
function enqueue(d: Discovery, url: string, priority: number, depth: number, pagerOf?: string, from?: string): void {
  d.frontier.offer(url, priority, depth, pagerOf, from);
  d.seen.add(url);
  d.ops.push(...offeredOps(d.run.site, d.frontier, url));
}

// An aggregation page: collect its notices, walk its pagination, and keep it for refresh.
async function takeList(d: Discovery, url: string, read: ListRead, column: Column | undefined, why: ListReason): Promise<void> {
  const { run } = d;
  const view = read.view!;
  d.lists.add(url);
  run.deps.log?.({ type: 'list-page', site: run.site, url });
  await collectNotices(run, view, url);
  const pages = await walkPagination(run, view, url, () => true, d.walked);
  d.progress.pages += pages.length;
  for (const page of pages) {
    d.frontier.remove(page);
    d.ops.push(del(frontierCollection(run.site), page), put(seenCollection(run.site), page, 1));
  }
  const order = newestFirst(view.noticeLinks) ? {} : { unordered: true as const };
  const drawn = view.via === 'browser' ? { drawn: true as const } : {};
  const named = column ? { column } : { name: pageName(read.page?.title ?? '') };
  d.ops.push(put('lists', url, { url, site: run.site, validators: read.fetched.validators, missedRuns: 0, rows: rowSample(view.noticeLinks), ...order, ...drawn, ...named, why, checkedAt: new Date(run.deps.clock()).toISOString(), ...newestDate(view.noticeLinks) }));
}

/**
 * A list found on a later page (index_2.htm) is stored, refreshed and walked from its first page,
 * where new notices appear: that page is read as a known list (a mixed stream's page 1 may hold
 * a single tender). The later page stays the list when no first page can be told or read.
 */
async function fromFirstPage(d: Discovery, url: string, read: ListRead, pagerOf: string | undefined): Promise<{ url: string; read: ListRead }> {
  const { run } = d;
  // Its own pager or URL says which page is first; else the thin stream page whose pager led here.
  const first = firstPageOf(read.page!) ?? (pagerOf !== url ? pagerOf : undefined);
  if (!first || isSiteRoot(first)) return { url, read }; // a homepage box is no list's page 1
  const firstRead = again(d, first) ?? (d.progress.pages++, await readList(run, first, 'list', undefined, true));
  if (!firstRead?.page || !firstRead.view) return { url, read };
  // The pager's "1" showed this very page under another value of a parameter that changes on
  // every fetch: the page is page 1, known without that parameter.
  const rows = rowSignature(read.view!.noticeLinks);
  const name = rows !== undefined && rows === rowSignature(firstRead.view.noticeLinks) ? onlyDifference(url, first) : undefined;
  if (name) {
    run.volatile = withVolatile(run.volatile, url, name);
    return { url: siteUrl(run.volatile, url) ?? url, read };
  }
  // The later page's pager too: the walk skips that page, and a pager without numbers (下页 / 尾页) leads past it only from it.
  const pagination = [...new Set([...firstRead.view.pagination, ...pagerLinks(firstRead.page), ...read.view!.pagination])];
  // A first page shows its list's rows or at least its pager; anything else was not page 1.
  if (firstRead.view.noticeLinks.length === 0 && pagination.length === 0) return { url, read };
  const firstUrl = canonicalUrl(firstRead.fetched.url) ?? first;
  for (const page of new Set([first, firstUrl])) markFetched(d, page);
  return { url: firstUrl, read: { ...firstRead, view: { ...firstRead.view, isList: true, pagination } } };
}

// The stream page read a moment ago as no list, when it is `first` (or a pager named `first` as
// another URL of it, or another form of its folder's page: `/tzdt/index.html` for `/tzdt/`): read
// again as its list's page 1 without asking the site again.
function again(d: Discovery, first: string): ListRead | undefined {
  const thin = d.thin;
  if (!thin?.page) return undefined;
  const key = (url: string) => {
    const plain = siteUrl(d.run.volatile, url) ?? url;
    return isSiteRoot(plain) ? plain : folderPage(plain);
  };
  const named = showsPageOne(thin.page) ? pageOneLinks(thin.page).map(key) : [];
  const at = key(thin.fetched.url);
  return at === key(first) || named.includes(key(first)) ? readAgainAsList(d.run, thin.fetched) : undefined;
}

/** A detail page's link back to the list it was reached from. */
const BACK_TO_LIST = /^返回(?:列表|栏目|上一?级)?$/;

/** Frames inside frames followed past the link depth. */
const MAX_FRAME_DEPTH = 2;

/** The ops that save a URL just offered to the frontier, and mark it seen. */
function offeredOps(site: string, frontier: Frontier, url: string): WriteOp[] {
  const entry = frontier.get(url);
  return [...(entry ? [put(frontierCollection(site), url, entry)] : []), put(seenCollection(site), url, 1)];
}

/**
 * The page's iframes and frames (in scope, not the page itself): a list inside one is the page's
 * list, stored under the frame's own URL, which is what refresh fetches.
 */
function enqueueFrames(d: Discovery, page: ExtractedPage, entry: FrontierEntry): void {
  const here = canonicalUrl(page.url);
  for (const frame of page.frames ?? []) {
    const url = canonicalUrl(frame);
    if (!url || url === here || url === entry.url || d.seen.has(url) || trapReason(url)) continue;
    enqueue(d, url, 1, entry.depth + 1);
  }
}

/**
 * A link named as a notice column (通知公告, 公示公告, 公告): a university's notice stream, where
 * tenders are posted among ordinary notices. The tender classifier scores such a name low (it
 * names no procurement), so without help the stream is found last, after most of the site.
 */
const NOTICE_COLUMN = /^(?:通知公告|公告通知|公示公告|公告公示|通知公示|公告|公示|通知|最新公告|通知与公告|公告栏|信息公告)$/;
const NOTICE_COLUMN_SCORE = 0.3;
const isNoticeColumn = (title: string) => NOTICE_COLUMN.test(title.replace(/\s+/g, ''));

/**
 * A link the site names as a procurement column (columns.ts) is asked before discovery may stop
 * (its stop needs the best waiting score below LOW_SCORE): a list's sibling columns (中标公告 beside
 * 招标公告, a sparse 更正公告) are read, whatever the classifier makes of their short names.
 */
const NAMED_COLUMN_SCORE = 0.6;

/** Named columns remembered per discovery: enough for any procurement site's menus. */
const MAX_NAMED = 300;

// The column a link named, kept with the discovery's progress (saved with the step).
function nameColumn(d: Discovery, url: string, column: Column): void {
  const named = (d.progress.named ??= {});
  if (named[url] !== undefined || Object.keys(named).length >= MAX_NAMED) return;
  named[url] = column.name;
}

// The column a page was reached as (by the URL it was queued under, or where it ended up).
function namedColumn(d: Discovery, queued: string, url: string): Column | undefined {
  const name = d.progress.named?.[queued] ?? d.progress.named?.[url];
  return name === undefined ? undefined : columnOf(name, true);
}

/** Column names (招标公告, 采购信息) are short; a notice's title names a project. */
const MIN_TITLE_CHARS = 12;

// A row of a list (dated, or with a title too long for a column name): a notice's detail page.
function isNoticeRow(page: ExtractedPage, link: PageLink): boolean {
  if (link.date) return true;
  const region = link.listIndex === undefined ? undefined : page.listRegions[link.listIndex];
  return region !== undefined && (region.dateShare >= 0.5 || [...link.title].length >= MIN_TITLE_CHARS);
}

// Paper 2's two-step score of the page: its own relevance, and its children's when any is relevant.
function pageScore(view: ListView, childScores: number[]): number {
  const relevant = childScores.filter((s) => s >= RELEVANT);
  if (relevant.length === 0) return view.score;
  return ALPHA * view.score + (1 - ALPHA) * (relevant.reduce((a, b) => a + b, 0) / relevant.length);
}

// Out-links in scope, not traps, not a list's own notices or pagination (handled above), queued by score.
function enqueueLinks(d: Discovery, page: ExtractedPage, view: ListView, entry: FrontierEntry): void {
  const { run } = d;
  const handled = new Set<string>();
  // Detail pages (notices and cut titles), even on a homepage.
  if (view.isList) for (const link of [...view.noticeLinks, ...(view.cutLinks ?? [])]) handled.add(canonicalUrl(link.url) ?? link.url);
  if (view.isList && !isSiteRoot(page.url)) for (const href of [...view.noticeLinks.map((l) => l.url), ...view.pagination]) handled.add(canonicalUrl(href) ?? href);
  const candidates: { url: string; score: number }[] = [];
  const here = canonicalUrl(page.url) ?? page.url;
  const procurement = isProcurementPage(page.title) || d.progress.named?.[here] !== undefined;
  let judged = 0;
  for (const link of page.links) {
    if (!link.inScope || link.skip) continue;
    if (++judged > MAX_LINKS_PER_PAGE) break; // a site map of 20,000 links would cost seconds to judge
    const url = siteUrl(run.volatile, link.url);
    if (!url || handled.has(url) || run.notices.isKnown(url)) continue; // known notices: never again
    const column = columnOf(link.text || link.title, procurement);
    if (isTrap(d, url, column !== undefined || (procurement && (namesPeriod(link.text) || calendarSeries(url) === calendarSeries(here))))) continue;
    if (BACK_TO_LIST.test(link.text.replace(/\s+/g, '')) && noteBackLink(run, url)) continue;
    const verdict = verdictOf(run.deps.classifier, page, link);
    // A dated row judged a notice is a detail page: collected from its list, never a way to one.
    if (verdict.label === 'notice' && isNoticeRow(page, link)) continue;
    if (column) nameColumn(d, url, column);
    const floor = column ? NAMED_COLUMN_SCORE : isNoticeColumn(link.title) ? NOTICE_COLUMN_SCORE : 0;
    candidates.push({ url, score: Math.max(verdict.score, floor) });
  }
  const parent = pageScore(view, candidates.map((c) => c.score));
  // A thin stream is tried once, from its first page: its next page comes first, and if that is a
  // list the stream is one (from page 1), whatever the classifier makes of the word 下一页. The
  // rest of its pager keeps the links' own scores, and a page reached through a pager that is no
  // list either ends the try: a portal's news columns (dozens of pages each) are not walked ahead
  // of its other columns.
  const trying = !view.isList && !entry.pagerOf;
  const key = (href: string) => siteUrl(run.volatile, href) ?? href;
  const pagerPages = new Set(trying ? [...view.pagination, ...pagerLinks(page)].map(key) : []);
  const streamPages = new Set(streamNextPages(page, pagerPages, key));
  const streamFirst = pagerPages.size > 0 ? (firstPageOf(page) ?? canonicalUrl(page.url) ?? page.url) : undefined;
  for (const { url, score } of candidates) {
    if (d.seen.has(url) && !d.frontier.has(url)) continue; // fetched already
    const own = ALPHA * score + (1 - ALPHA) * parent;
    enqueue(d, url, streamPages.has(url) ? 1 : own, entry.depth + 1, pagerPages.has(url) ? streamFirst : undefined, canonicalUrl(page.url) ?? page.url);
  }
}

/** A tab named by a year: 2025年, 2025年度, 2025. */
const namesPeriod = (text: string) => /^(?:19|20)\d\d(?:年度?)?$/.test(text.replace(/\s+/g, ''));

// A trap, but for the first MAX_PERIODS pages of a calendar series (counted as queued) that a
// procurement column opens (招标公告 → `list.jsp?year=2026`) or a procurement page shows as tabs
// (2025年, or more of its own series): a column's year archive, never a 活动日历 in the menu.
function isTrap(d: Discovery, url: string, yearTabs: boolean): boolean {
  const reason = trapReason(url);
  if (reason !== 'calendar' || !yearTabs) return reason !== undefined;
  const series = calendarSeries(url);
  if (!series || d.seen.has(url)) return !series;
  const periods = (d.progress.periods ??= {});
  if ((periods[series] ?? 0) >= MAX_PERIODS) return true;
  periods[series] = (periods[series] ?? 0) + 1;
  return false;
}

// A list is known under its URL or, reached through a pager's "1", under the URL without page=1.
function knownList(lists: Set<string>, url: string): boolean {
  const pageOne = withoutPageOne(url);
  return lists.has(url) || (pageOne !== undefined && lists.has(pageOne));
}
