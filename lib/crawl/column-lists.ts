/**
 * Named procurement columns as watched lists (columns.ts says what a column is). A page reached as
 * a named column is watched when it shows the column's rows, however few (one old 更正 today), a
 * dated row, or the empty column's own words (暂无信息): never for being named alone, so a menu
 * link that leads to a page of prose stays unwatched.
 *
 * The site map stays alive: each refresh reads the navigation of the list pages it fetches anyway,
 * and a procurement-named link the site did not name before (a 询价 column opened this term) is
 * read once, a few a run, and watched when it is a column.
 */
import { canonicalUrl } from '../url/canonical.ts';
import type { ExtractedPage, PageLink } from '../types/page.ts';
import { collectNotices } from './collect.ts';
import { columnOf, isProcurementPage, type Column } from './columns.ts';
import { readList, walkPagination, type ListRead } from './list.ts';
import { budgetLeft, type SiteRun } from './site-run.ts';
import { put, type ListRecord, type SiteRecord } from './state.ts';
import { siteUrl } from './volatile.ts';
import { readThisRun } from './twins.ts';

/** An empty column says so (暂无信息, 没有相关数据, 无记录). */
const EMPTY_COLUMN = /暂无(?:相关)?(?:信息|数据|内容|记录|公告|文章)|没有(?:找到)?(?:相关|符合条件的)?(?:信息|数据|记录|内容)|无(?:相关)?(?:信息|数据|记录)|no (?:data|records)/i;

/** Column pages remembered per site (the oldest go first): a procurement site's menus are far fewer. */
const MAX_COLUMNS = 500;

/** New columns read per refresh: each costs one request, the rest wait for the next run. */
export const NEW_COLUMNS_PER_RUN = 3;

/** The page read as its column's list, or undefined when it shows no rows and does not say it is empty. */
export function readAsColumn(run: SiteRun, read: ListRead): ListRead | undefined {
  const page = read.page;
  if (!page || read.twinOf) return undefined;
  const view = read.view?.noticeLinks.length ? read.view : run.pipeline.listView(page, { knownList: true });
  const dated = page.links.some((l) => l.date !== undefined && l.inScope && !l.skip);
  const empty = EMPTY_COLUMN.test(page.blocks.map((b) => b.text).join('\n'));
  if (view.noticeLinks.length === 0 && (view.cutLinks?.length ?? 0) === 0 && !dated && !empty) return undefined;
  return { ...read, view: { ...view, isList: true } };
}

/** The site's column pages with `urls` added, newest last, bounded. */
export function rememberColumns(before: readonly string[] | undefined, urls: readonly string[]): string[] {
  const all = [...new Set([...(before ?? []), ...urls])];
  return all.slice(Math.max(0, all.length - MAX_COLUMNS));
}

/** Links a list page names as procurement columns: URL → column. */
export function namedColumns(run: SiteRun, page: ExtractedPage, list: ListRecord): Map<string, Column> {
  const found = new Map<string, Column>();
  const procurement = list.column !== undefined || isProcurementPage(page.title);
  for (const link of page.links) {
    if (!link.inScope || link.skip) continue;
    const column = columnOf(link.text || link.title, procurement);
    const url = column && siteUrl(run.volatile, link.url);
    if (column && url) found.set(url, column);
  }
  return found;
}

/**
 * Reads up to NEW_COLUMNS_PER_RUN named links the site's map does not hold yet and watches those
 * that are columns. A site mapped by an older version (no `columns`) takes today's as its map.
 */
export async function adoptNewColumns(run: SiteRun, record: SiteRecord, named: Map<string, Column>): Promise<void> {
  if (!record.columns) {
    record.columns = rememberColumns([], [...named.keys()]);
    await run.state.commit([put('sites', run.site, record)]);
    return;
  }
  const known = new Set([...record.columns, ...record.listUrls, ...(record.unwatched ?? [])]);
  // A list read this run under its new address (a 301 from its stored one) is no new column.
  const fresh = [...named].filter(([url]) => !known.has(url) && !run.notices.isKnown(url) && !readThisRun(run, url));
  for (const [url, column] of fresh.slice(0, NEW_COLUMNS_PER_RUN)) {
    if (!budgetLeft(run) || record.listUrls.length >= run.limits.maxListPages) return;
    const read = await readList(run, url, 'discover', undefined, true);
    if (!read) continue; // failed: tried again next run
    record.columns = rememberColumns(record.columns, [url]);
    const asColumn = readAsColumn(run, read);
    const listUrl = read.twinOf ? undefined : (canonicalUrl(read.fetched.url) ?? url);
    if (!asColumn?.view || !listUrl || record.listUrls.includes(listUrl)) {
      await run.state.commit([put('sites', run.site, record)]);
      continue;
    }
    run.deps.log?.({ type: 'list-page', site: run.site, url: listUrl });
    record.listUrls = [...record.listUrls, listUrl];
    const view = asColumn.view;
    const list: ListRecord = { url: listUrl, site: run.site, validators: read.fetched.validators, missedRuns: 0, column, why: 'named-column', checkedAt: new Date(run.deps.clock()).toISOString(), ...newestDate(view.noticeLinks) };
    await run.state.commit([put('lists', listUrl, list), put('sites', run.site, record)]);
    await collectNotices(run, view, listUrl);
    await walkPagination(run, view, listUrl, () => true);
  }
}

/** The newest row date a list showed, for the map the user sees ({} when its rows carry none). */
export function newestDate(rows: ReadonlyArray<Pick<PageLink, 'date'>>): { newest?: string } {
  const newest = rows.reduce<string | undefined>((max, row) => (row.date && (!max || row.date > max) ? row.date : max), undefined);
  return newest ? { newest } : {};
}

/** A list page's name: its title's first part (招标公告 of 招标公告-某某大学), at most 40 characters. */
export function pageName(title: string): string {
  return [...(title.split(/\s*[-_—|｜·]\s*/)[0] ?? '').trim()].slice(0, 40).join('');
}
