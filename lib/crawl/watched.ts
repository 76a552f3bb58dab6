/**
 * What the crawler watches, as the user sees it: per university, each list it asks on every run
 * (its name, the column kind the site gives it, why it is kept, rows when last read, the newest
 * notice date, when it was last checked). The options page and `helper sites` both show this, so
 * no column is watched that the user cannot see, stop or add to.
 */
import type { Store } from '../store/store.ts';
import { canonicalUrl } from '../url/canonical.ts';
import { registrableDomain } from '../url/domain.ts';
import type { ColumnKind, ListReason } from './columns.ts';
import type { ListRecord, SiteRecord } from './state.ts';

export interface WatchedList {
  url: string;
  name?: string;
  kind?: ColumnKind;
  why: ListReason;
  /** Rows read last time (a sample: at most 30). */
  rows: number;
  newest?: string;
  checkedAt?: string;
  /** Runs in a row it failed or showed nothing; 3 and it is dropped. */
  missedRuns: number;
}

export interface WatchedSite {
  site: string;
  seeds: string[];
  discoveredAt?: string;
  /** A discovery is under way or due: the map is still being read. */
  mapping: boolean;
  lists: WatchedList[];
}

/** Every university's watched lists, sites and lists in name order. */
export async function watchedSites(store: Store): Promise<WatchedSite[]> {
  const [sites, lists, discoveries] = await Promise.all([store.getAll('sites'), store.getAll('lists'), store.keys('discovery')]);
  const byUrl = new Map(lists.map((list) => [list.url, list]));
  const underWay = new Set(discoveries);
  return sites
    .map((site: SiteRecord) => ({
      site: site.site,
      seeds: site.seeds,
      ...(site.discoveredAt ? { discoveredAt: site.discoveredAt } : {}),
      mapping: underWay.has(site.site) || site.rediscover === true || site.listUrls.length === 0,
      lists: site.listUrls.map((url) => watchedList(url, byUrl.get(url))),
    }))
    .sort((a, b) => a.site.localeCompare(b.site));
}

function watchedList(url: string, list: ListRecord | undefined): WatchedList {
  return {
    url,
    ...(list?.column?.name ?? list?.name ? { name: list?.column?.name ?? list?.name } : {}),
    ...(list?.column ? { kind: list.column.kind } : {}),
    why: list?.why ?? 'notices',
    rows: list?.rows?.length ?? 0,
    ...(list?.newest ? { newest: list.newest } : {}),
    ...(list?.checkedAt ? { checkedAt: list.checkedAt } : {}),
    missedRuns: list?.missedRuns ?? 0,
  };
}

/**
 * Watches `url` as a list of its university (the site record of its registrable domain, made with
 * the URL as its seed when the university is new): the user's own column, kept whatever it shows.
 */
export async function watchList(store: Store, url: string, now: string): Promise<WatchedSite['site']> {
  const canonical = canonicalUrl(url);
  const site = canonical && /^https?:/.test(canonical) ? registrableDomain(canonical) : undefined;
  if (!canonical || !site) throw new Error(`not an http(s) URL: ${url}`);
  const record: SiteRecord = (await store.get('sites', site)) ?? { site, seeds: [canonical], listUrls: [] };
  const { unwatched: before = [], ...rest } = record;
  const unwatched = before.filter((u) => u !== canonical);
  const listUrls = record.listUrls.includes(canonical) ? record.listUrls : [...record.listUrls, canonical];
  const list: ListRecord = (await store.get('lists', canonical)) ?? { url: canonical, site, validators: {}, missedRuns: 0, checkedAt: now };
  await store.write([
    { type: 'put', collection: 'lists', key: canonical, value: { ...list, why: 'user' } },
    { type: 'put', collection: 'sites', key: site, value: { ...rest, listUrls, ...(unwatched.length > 0 ? { unwatched } : {}) } },
  ]);
  return site;
}

/** Stops watching `url`: out of its university's lists, and never taken as a list again (discovery and refresh skip it). */
export async function unwatchList(store: Store, url: string): Promise<boolean> {
  const canonical = canonicalUrl(url) ?? url;
  const site = registrableDomain(canonical);
  const record = site ? await store.get('sites', site) : undefined;
  if (!site || !record || !record.listUrls.includes(canonical)) return false;
  const unwatched = [...new Set([...(record.unwatched ?? []), canonical])];
  await store.write([
    { type: 'delete', collection: 'lists', key: canonical },
    { type: 'put', collection: 'sites', key: site, value: { ...record, listUrls: record.listUrls.filter((u) => u !== canonical), unwatched } },
  ]);
  return true;
}
