/**
 * Discovery (papers 1, 2, 5): a best-first crawl of one university's sites from its seeds, in
 * scope of its registrable domain, to find its aggregation pages (list pages of notices). Links
 * are ordered by the classifier's score for anchor + context, blended with the two-step score of
 * the page they are on; lists found are read through their pagination and their notices collected.
 * Every page is one checkpoint: frontier, seen set, budget and lists are saved together.
 */
import { canonicalUrl } from '../url.ts';
import { verdictOf } from '../classify/rows.ts';
import { onlyDifference, rowSample, rowSignature, siteUrl, withVolatile } from './volatile.ts';
import type { ExtractedPage, PageLink, WriteOp } from '../types.ts';
import { collectNotices } from './collect.ts';
import { Frontier, type FrontierEntry } from './frontier.ts';
import { readList, walkPagination, type ListRead } from './list.ts';
import { pagerLinks, type ListView } from './crawl-pipeline.ts';
import { firstPageOf, withoutPageOne } from './first-page.ts';
import { budgetLeft, checkAbort, type SiteRun } from './site-run.ts';
import { del, frontierCollection, put, seenCollection, type DiscoveryRecord, type SiteRecord } from './state.ts';
import { trapReason } from './traps.ts';
import { isSiteRoot } from './site-root.ts';

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
 * each page costs the site a request (and the user a host delay).
 */
export const PATIENCE = 80;
export const LOW_SCORE = 0.1;

/** Runs (or resumes) discovery for a site; returns true when it finished, false when out of budget time. */
export async function discover(run: SiteRun, record: SiteRecord): Promise<boolean> {
  const { state, site, limits } = run;
  run.volatile = record.volatileParams;
  const progress = (await state.discovery(site)) ?? (await startDiscovery(run, record));
  const entries = await state.frontier(site);
  const frontier = Frontier.fromJSON({ entries, nextOrder: progress.nextOrder });
  const seen = new Set(await state.seen(site));
  const lists = new Set(record.listUrls);
  // Pages read as pages of a list: pagination does not read them twice. A page fetched before as
  // no list (a thin page of a stream) is read again by its list's walk, or its rows would be lost.
  const walked = new Set<string>(lists);
  // Lists kept from an earlier discovery: a rediscovery still reads them for their links.
  const storedBefore = new Set(record.listUrls);

  let settled = false;
  while (progress.pages < limits.maxPages && budgetLeft(run)) {
    checkAbort(run);
    if (lists.size > 0 && (progress.sinceList ?? 0) >= PATIENCE && frontier.bestScore() < LOW_SCORE) {
      settled = true;
      break;
    }
    const entry = frontier.pop();
    if (!entry) break;
    // A page a list's walk has read already (queued under a parameter since learned volatile, or
    // linked without it): its rows are collected and its pages walked.
    const plain = run.volatile ? (siteUrl(run.volatile, entry.url) ?? entry.url) : entry.url;
    if ((walked.has(plain) && !storedBefore.has(plain)) || (plain !== entry.url && knownList(lists, plain))) {
      await state.commit([del(frontierCollection(site), entry.url)]);
      continue;
    }
    progress.pages++;
    const listsBefore = lists.size;
    const ops: WriteOp[] = [del(frontierCollection(site), entry.url)];
    const read = await readList(run, entry.url, 'discover');
    if (!read && run.spent) break; // not requested: the page stays in the stored frontier
    if (read?.page && read.view) {
      // A list is known by where it ends up: `/old/tzgg.htm` → 301 → `/tzgg.htm` is one list.
      // So is every URL of a redirect chain (301 → 302 → 200): none is fetched again.
      const url = siteUrl(run.volatile, read.fetched.url) ?? entry.url;
      for (const hop of new Set([url, ...read.fetched.redirects.flatMap((r) => canonicalUrl(r) ?? [])])) {
        if (hop === entry.url) continue;
        if (frontier.has(hop)) ops.push(del(frontierCollection(site), hop));
        frontier.remove(hop);
        if (!seen.has(hop)) ops.push(put(seenCollection(site), hop, 1));
        seen.add(hop);
      }
      if (read.view.isList && isSiteRoot(url)) {
        // A homepage's 最新公告 box mixes lists: keep it only if the site turns out to have no real list.
        progress.rootLists = [...new Set([...(progress.rootLists ?? []), url])];
      } else if (read.view.isList && lists.size < limits.maxListPages && !knownList(lists, url)) {
        const list = await fromFirstPage(run, url, read, entry.pagerOf, frontier, seen, progress, ops);
        if (!knownList(lists, list.url)) {
          // The page that led here (a later page) is walked past: its rows are collected now.
          if (list.url !== url) await collectNotices(run, read.view, list.url);
          walked.add(url).add(list.url);
          ops.push(...(await takeList(run, list.url, list.read, lists, walked, frontier, progress)));
          ops.push(put('sites', site, { ...record, listUrls: [...lists] } satisfies SiteRecord));
        }
      }
      if (entry.depth < limits.depth) ops.push(...enqueueLinks(run, read.page, read.view, entry, frontier, seen));
      // A page's frames are part of it: fetched next, even past the link depth (two frames deep at most).
      if (entry.depth < limits.depth + MAX_FRAME_DEPTH) ops.push(...enqueueFrames(run, read.page, entry, frontier, seen));
    }
    if (run.volatile !== record.volatileParams) {
      // A parameter learned volatile while walking a list's pages (list.ts): kept with the site.
      record.volatileParams = run.volatile;
      ops.push(put('sites', site, { ...record, listUrls: [...lists] } satisfies SiteRecord));
    }
    progress.sinceList = lists.size > listsBefore ? 0 : (progress.sinceList ?? 0) + 1;
    ops.push(put('discovery', site, { ...progress, nextOrder: frontier.order } satisfies DiscoveryRecord));
    await state.commit(ops);
  }
  // Out of requests or time: resume next run (a page popped but not fetched is still in the stored frontier).
  if (run.spent || (!settled && frontier.size > 0 && progress.pages < limits.maxPages)) return false;
  const fallback: WriteOp[] = [];
  if (lists.size === 0) {
    // Refresh will read them in full on the next run (no validators yet).
    for (const url of progress.rootLists ?? []) {
      lists.add(url);
      fallback.push(put('lists', url, { url, site, validators: {}, missedRuns: 0 }));
    }
  }
  const finished: SiteRecord = { ...record, listUrls: [...lists], rediscover: false, discoveredAt: new Date(run.deps.clock()).toISOString() };
  await state.commit([...(await state.clearDiscoveryOps(site)), ...fallback, put('sites', site, finished)]);
  Object.assign(record, finished);
  return true;
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

// An aggregation page: collect its notices, walk its pagination, and keep it for refresh.
async function takeList(
  run: SiteRun,
  url: string,
  read: ListRead,
  lists: Set<string>,
  walked: Set<string>,
  frontier: Frontier,
  progress: DiscoveryRecord,
): Promise<WriteOp[]> {
  const view = read.view!;
  lists.add(url);
  run.deps.log?.({ type: 'list-page', site: run.site, url });
  await collectNotices(run, view, url);
  const pages = await walkPagination(run, view, url, () => true, walked);
  progress.pages += pages.length;
  const ops: WriteOp[] = [];
  for (const page of pages) {
    frontier.remove(page);
    ops.push(del(frontierCollection(run.site), page), put(seenCollection(run.site), page, 1));
  }
  ops.push(put('lists', url, { url, site: run.site, validators: read.fetched.validators, missedRuns: 0, rows: rowSample(view.noticeLinks) }));
  return ops;
}

/**
 * A list found on a later page (index_2.htm) is stored, refreshed and walked from its first page,
 * where new notices appear: that page is read as a known list (a mixed stream's page 1 may hold
 * a single tender). The later page stays the list when no first page can be told or read.
 */
async function fromFirstPage(
  run: SiteRun,
  url: string,
  read: ListRead,
  pagerOf: string | undefined,
  frontier: Frontier,
  seen: Set<string>,
  progress: DiscoveryRecord,
  ops: WriteOp[],
): Promise<{ url: string; read: ListRead }> {
  // Its own pager or URL says which page is first; else the thin stream page whose pager led here.
  const first = firstPageOf(read.page!) ?? (pagerOf !== url ? pagerOf : undefined);
  if (!first || isSiteRoot(first)) return { url, read }; // a homepage box is no list's page 1
  progress.pages++;
  const firstRead = await readList(run, first, 'list', undefined, true);
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
  for (const page of new Set([first, firstUrl])) {
    if (frontier.has(page)) ops.push(del(frontierCollection(run.site), page));
    frontier.remove(page);
    if (!seen.has(page)) ops.push(put(seenCollection(run.site), page, 1));
    seen.add(page);
  }
  return { url: firstUrl, read: { ...firstRead, view: { ...firstRead.view, isList: true, pagination } } };
}

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
function enqueueFrames(run: SiteRun, page: ExtractedPage, entry: FrontierEntry, frontier: Frontier, seen: Set<string>): WriteOp[] {
  const ops: WriteOp[] = [];
  const here = canonicalUrl(page.url);
  for (const frame of page.frames ?? []) {
    const url = canonicalUrl(frame);
    if (!url || url === here || url === entry.url || seen.has(url) || trapReason(url)) continue;
    frontier.offer(url, 1, entry.depth + 1);
    seen.add(url);
    ops.push(...offeredOps(run.site, frontier, url));
  }
  return ops;
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
function enqueueLinks(
  run: SiteRun,
  page: ExtractedPage,
  view: ListView,
  entry: FrontierEntry,
  frontier: Frontier,
  seen: Set<string>,
): WriteOp[] {
  const handled = new Set<string>();
  // Detail pages (notices and cut titles), even on a homepage.
  if (view.isList) for (const link of [...view.noticeLinks, ...(view.cutLinks ?? [])]) handled.add(canonicalUrl(link.url) ?? link.url);
  if (view.isList && !isSiteRoot(page.url)) for (const href of [...view.noticeLinks.map((l) => l.url), ...view.pagination]) handled.add(canonicalUrl(href) ?? href);
  const candidates: { url: string; score: number }[] = [];
  let judged = 0;
  for (const link of page.links) {
    if (!link.inScope || link.skip) continue;
    if (++judged > MAX_LINKS_PER_PAGE) break; // a site map of 20,000 links would cost seconds to judge
    const url = siteUrl(run.volatile, link.url);
    if (!url || handled.has(url) || run.notices.isKnown(url) || trapReason(url)) continue; // known notices: never again
    const verdict = verdictOf(run.deps.classifier, page, link);
    // A dated row judged a notice is a detail page: collected from its list, never a way to one.
    if (verdict.label === 'notice' && isNoticeRow(page, link)) continue;
    candidates.push({ url, score: verdict.score });
  }
  const parent = pageScore(view, candidates.map((c) => c.score));
  // A thin stream's next pages come first: if they are a list, the stream is one (from page 1).
  const streamPages = new Set(view.isList ? [] : view.pagination.map((href) => canonicalUrl(href) ?? href));
  const streamFirst = streamPages.size > 0 ? (firstPageOf(page) ?? canonicalUrl(page.url) ?? page.url) : undefined;
  const ops: WriteOp[] = [];
  for (const { url, score } of candidates) {
    const priority = streamPages.has(url) ? 1 : ALPHA * score + (1 - ALPHA) * parent;
    if (seen.has(url) && !frontier.has(url)) continue; // fetched already
    frontier.offer(url, priority, entry.depth + 1, streamPages.has(url) ? streamFirst : undefined);
    seen.add(url);
    ops.push(...offeredOps(run.site, frontier, url));
  }
  return ops;
}

// A list is known under its URL or, reached through a pager's "1", under the URL without page=1.
function knownList(lists: Set<string>, url: string): boolean {
  const pageOne = withoutPageOne(url);
  return lists.has(url) || (pageOne !== undefined && lists.has(pageOne));
}
