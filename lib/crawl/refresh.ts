/**
 * Refresh (paper 1, step 2): fetch only the site's stored aggregation pages, conditionally (an
 * unchanged page costs one 304), and collect the notices on them never seen before. A list whose
 * first page is all new may have more new ones behind it: its pagination is followed until a
 * page brings nothing new. A list that fails or shows no notices for 3 runs in a row is dropped
 * and the site is marked for rediscovery. A list stored as a later page of another (index_2.htm)
 * gives way to its first page, where new notices appear.
 */
import { isSiteRoot } from '../url/canonical.ts';
import type { ListRecord, SiteRecord } from './state.ts';
import { del, put } from './state.ts';
import { collectNotices } from './collect.ts';
import { readList, walkPagination } from './list.ts';
import type { ListView } from './crawl-pipeline.ts';
import type { ExtractedPage, PageLink } from '../types/page.ts';
import type { Column } from './columns.ts';
import { adoptNewColumns, namedColumns, newestDate } from './column-lists.ts';
import { budgetLeft, checkAbort, hostLeft, type SiteRun } from './site-run.ts';
import { firstPageOf } from '../pager/walk/first-page.ts';
import { learnVolatile, rowSample, siteUrl } from './volatile.ts';

/** Runs after this many failed or empty runs in a row, a list is given up. */
export const MAX_MISSED_RUNS = 3;

/** Refreshes every stored list of the site (or those of `only`), one checkpoint per list. */
export async function refresh(run: SiteRun, record: SiteRecord, only?: string[]): Promise<void> {
  run.volatile = record.volatileParams;
  await renameVolatileLists(run, record);
  const wanted = only && new Set(only.map((url) => siteUrl(run.volatile, url) ?? url)); // as renamed just now
  // Procurement columns the lists' own navigation names: a column opened since is read (column-lists.ts).
  const named = new Map<string, Column>();
  for (const url of [...record.listUrls]) {
    if (wanted && !wanted.has(url)) continue;
    checkAbort(run);
    if (!budgetLeft(run)) return; // the lists not read wait for the next run
    const list: ListRecord = (await run.state.list(url)) ?? { url, site: run.site, validators: {}, missedRuns: 0 };
    const { ok, firstPage, twinOf, page } = await refreshList(run, list, record);
    if (page) for (const [link, column] of namedColumns(run, page, list)) named.set(link, column);
    if (twinOf && twinOf !== url && record.listUrls.includes(twinOf)) {
      record.listUrls = record.listUrls.filter((u) => u !== url);
      record.volatileParams = run.volatile;
      await run.state.commit([del('lists', url), put('sites', run.site, record)]);
      continue;
    }
    if (run.volatile !== record.volatileParams) {
      record.volatileParams = run.volatile;
      await run.state.commit([put('sites', run.site, record)]);
    }
    if (!ok && run.spent) return; // not read for want of budget: no missed run
    if (!ok && hostLeft(run, url)) continue; // its host was left for this run (stalling): asked again next run, no miss
    if (firstPage) {
      await moveToFirstPage(run, record, url, firstPage);
      continue;
    }
    const missedRuns = ok ? 0 : list.missedRuns + 1;
    if (missedRuns < MAX_MISSED_RUNS) {
      await run.state.commit([put('lists', url, { ...list, missedRuns })]);
      continue;
    }
    record.listUrls = record.listUrls.filter((u) => u !== url);
    record.rediscover = true;
    await run.state.commit([del('lists', url), put('sites', run.site, record)]);
  }
  if (!wanted) await adoptNewColumns(run, record, named);
}

// `ok`: the list answered with notices (or unchanged); validators are updated in `list`.
// `firstPage`: the list is a later page of another (stored so by an older version): watch that one.
async function refreshList(run: SiteRun, list: ListRecord, record: SiteRecord): Promise<{ ok: boolean; firstPage?: string; twinOf?: string; page?: ExtractedPage }> {
  // A list not kept newest first may change below an unchanged page 1: no 304 for it.
  const read = await readList(run, list.url, 'list', list.unordered ? undefined : list.validators, true, list.drawn === true);
  if (!read) return { ok: false };
  list.checkedAt = new Date(run.deps.clock()).toISOString();
  if (read.fetched.notModified) return { ok: true };
  if (read.view?.via === 'browser') list.drawn = true;
  else if (read.view) delete list.drawn;
  // Another stored list under another URL (stored so before twins were told apart): read already.
  if (read.twinOf) return { ok: true, twinOf: read.twinOf };
  const view = read.view;
  // Rows seen again under another value of one parameter: that parameter is volatile (volatile.ts).
  const lastRows = list.rows ?? [];
  const learnFrom = async (page: ListView) => {
    const learned = learnVolatile(lastRows, rowSample(page.noticeLinks), record.volatileParams);
    if (!learned) return;
    record.volatileParams = run.volatile = learned;
    await run.state.commit([put('sites', run.site, record)]);
  };
  // A stream whose page 1 shows only ordinary notices today is still the list: no miss, and its
  // rows of last time are kept (a list moved to the homepage is no list).
  if (view?.quiet && !isSiteRoot(read.fetched.url)) return { ok: true, page: read.page };
  if (view) {
    await learnFrom(view);
    list.rows = rowSample(view.noticeLinks);
    Object.assign(list, newestDate(view.noticeLinks));
  }
  const first = read.page && firstPageOf(read.page);
  if (first && view && view.noticeLinks.length > 0) {
    await collectNotices(run, view, first);
    return { ok: true, firstPage: first };
  }
  // A named column with no notice today (an empty 更正 column) is still the column: no miss.
  if (!view || view.noticeLinks.length === 0) return { ok: view !== undefined && list.column !== undefined, page: read.page };
  // New rows down to the bottom of page 1 (under pinned old rows, or all of it): more may follow on
  // page 2. Past it, last run's page-1 rows show up on later pages: a parameter that names where a
  // row is shown (Discuz! `&extra=page%3D2`) is learned there, before they are fetched again.
  // A list not kept newest first (oldest first, by deadline, by project number) may show a new
  // notice on any page: it is read whole (its known notices are not fetched again).
  const ordered = newestFirst(view.noticeLinks);
  if (ordered) delete list.unordered;
  else list.unordered = true;
  if ((await collectNotices(run, view, list.url)).newToBottom || !ordered) {
    await walkPagination(run, view, list.url, (page) => !ordered || page.newToBottom, undefined, learnFrom);
  }
  list.validators = read.fetched.validators;
  return { ok: true, page: read.page };
}

/** Rows on top a list may pin (older rows above the newest), left out of its order. */
const PINNED_ROWS = 5;

/**
 * True unless the rows' dates, below any pinned ones, ever go up: a list kept newest first,
 * whose new notices come on top of page 1. Too few dated rows to tell: taken as newest first.
 */
export function newestFirst(rows: ReadonlyArray<Pick<PageLink, 'date'>>): boolean {
  const dates = rows.slice(PINNED_ROWS).flatMap((row) => (row.date ? [row.date] : []));
  return !dates.some((date, i) => i > 0 && date > dates[i - 1]!);
}

// The stored later page gives way to its first page, which is read at once (in full: no validators).
async function moveToFirstPage(run: SiteRun, record: SiteRecord, later: string, first: string): Promise<void> {
  const known = record.listUrls.includes(first);
  record.listUrls = known ? record.listUrls.filter((u) => u !== later) : record.listUrls.map((u) => (u === later ? first : u));
  const list: ListRecord = { url: first, site: run.site, validators: {}, missedRuns: 0 };
  await run.state.commit([del('lists', later), ...(known ? [] : [put('lists', first, list)]), put('sites', run.site, record)]);
  if (known) return; // refreshed in its own turn
  const { ok } = await refreshList(run, list, record);
  await run.state.commit([put('lists', first, { ...list, missedRuns: ok ? 0 : 1 })]);
}

// Lists stored under a URL with a parameter since learned volatile are known without it.
async function renameVolatileLists(run: SiteRun, record: SiteRecord): Promise<void> {
  if (!run.volatile) return;
  const ops = [];
  const urls: string[] = [];
  for (const url of record.listUrls) {
    const plain = siteUrl(run.volatile, url) ?? url;
    if (plain !== url) {
      const list = await run.state.list(url);
      ops.push(del('lists', url), ...(list && !record.listUrls.includes(plain) ? [put('lists', plain, { ...list, url: plain })] : []));
    }
    if (!urls.includes(plain)) urls.push(plain);
  }
  if (ops.length === 0) return;
  record.listUrls = urls;
  await run.state.commit([...ops, put('sites', run.site, record)]);
}
