/**
 * Query parameters a site changes on every fetch (`sig=8f3a…`, `k=…` on every link), learned per
 * host: when a list shows the same row (same title) under a URL that differs from last run's only
 * in one parameter's value, that parameter says nothing about the page. Learned parameters are
 * dropped from the site's URLs (as `canonicalUrl` drops the cache-busters it knows by name), so
 * one page is not taken for endless new ones. Kept in the site's record.
 */
import { canonicalUrl, withoutParams } from '../url/canonical.ts';
import { parseUrl } from '../url/resolve.ts';
import type { PageLink } from '../types/page.ts';
import { POSTBACK_PARAM } from '../pager/read/postback.ts';

/** Learned parameter names per host. */
export type VolatileParams = Record<string, string[]>;

/** Rows remembered per list to learn from: enough to meet a row again, small enough to store. */
const SAMPLE_ROWS = 30;

/** A list's rows as (title, URL) pairs, to compare with the next fetch. */
export function rowSample(links: PageLink[]): Array<[title: string, url: string]> {
  return links.slice(0, SAMPLE_ROWS).map((l) => [l.title, l.url]);
}

/** The canonical URL without the parameters learned volatile for its host. */
export function siteUrl(volatile: VolatileParams | undefined, href: string): string | undefined {
  const url = canonicalUrl(href);
  if (!url || !volatile || !url.includes('?')) return url;
  const parsed = parseUrl(url);
  if (!parsed) return url;
  const names = volatile[parsed.host];
  if (!names || names.length === 0) return url;
  const at = url.indexOf('?');
  return url.slice(0, at) + withoutParams(url.slice(at), (name) => names.includes(name));
}

/** Rows that must show the same change before a parameter is called volatile. */
const MIN_EVIDENCE = 2;

/**
 * Parameters volatile by the evidence of two reads of one list: rows with the same title (a title
 * the list shows once) whose URLs differ only in one parameter's value, at least two of them, and
 * no such row keeping its value. A re-post under the same title with a new id changes one row, not
 * every row. Returns `known` with the new ones merged in, or undefined when nothing new was learned.
 */
export function learnVolatile(before: Array<[string, string]>, after: Array<[string, string]>, known: VolatileParams = {}): VolatileParams | undefined {
  const oldUrl = uniqueTitles(before);
  const changed = new Map<string, number>();
  const kept = new Set<string>();
  for (const [title, url] of uniqueTitles(after)) {
    const old = oldUrl.get(title);
    if (!old) continue;
    const host = new URL(url).host;
    if (old === url) {
      for (const name of paramNames(url)) kept.add(`${host} ${name}`);
      continue;
    }
    const name = onlyDifference(old, url);
    if (name !== undefined) changed.set(`${host} ${name}`, (changed.get(`${host} ${name}`) ?? 0) + 1);
  }
  let learned: VolatileParams | undefined;
  for (const [key, count] of changed) {
    if (count < MIN_EVIDENCE || kept.has(key)) continue;
    const [host, name] = key.split(' ') as [string, string];
    const names = (learned ?? known)[host] ?? [];
    if (!names.includes(name)) learned = { ...(learned ?? known), [host]: [...names, name] };
  }
  return learned;
}

// Title → URL for the titles shown once.
function uniqueTitles(rows: Array<[string, string]>): Map<string, string> {
  const count = new Map<string, number>();
  for (const [title] of rows) count.set(title, (count.get(title) ?? 0) + 1);
  return new Map(rows.filter(([title]) => count.get(title) === 1));
}

function paramNames(url: string): string[] {
  const query = url.split('?', 2)[1] ?? '';
  return query.split('&').filter(Boolean).map((pair) => pair.split('=', 1)[0]!);
}

// The one query parameter whose value differs between two URLs of the same page, else undefined.
export function onlyDifference(a: string, b: string): string | undefined {
  const [baseA, queryA = ''] = a.split('?', 2);
  const [baseB, queryB = ''] = b.split('?', 2);
  if (baseA !== baseB) return undefined;
  const pairsA = queryA.split('&');
  const pairsB = queryB.split('&');
  if (pairsA.length !== pairsB.length) return undefined;
  let differing: string | undefined;
  for (let i = 0; i < pairsA.length; i++) {
    if (pairsA[i] === pairsB[i]) continue;
    const [nameA] = pairsA[i]!.split('=', 1);
    const [nameB] = pairsB[i]!.split('=', 1);
    if (nameA !== nameB || differing !== undefined) return undefined;
    differing = nameA;
  }
  // A postback key's marker names a page of a WebForms pager, never a cache-buster.
  return differing === POSTBACK_PARAM ? undefined : differing;
}

/**
 * The signature of a list page's rows (their titles): two pages of one list with the same rows
 * are one page under two URLs. Undefined for a page of fewer than two rows (too little to tell).
 */
export function rowSignature(links: PageLink[]): string | undefined {
  return links.length >= 2 ? links.map((l) => l.title).join('\n') : undefined;
}

/** `volatile` with `name` added for `url`'s host (the same object when it was known). */
export function withVolatile(volatile: VolatileParams | undefined, url: string, name: string): VolatileParams {
  const host = new URL(url).host;
  const names = volatile?.[host] ?? [];
  return names.includes(name) ? (volatile ?? {}) : { ...volatile, [host]: [...names, name] };
}

/** Links on one page that must carry a parameter before it can be judged from that page alone. */
const MIN_CARRIERS = 6;
/** Different pages (paths) the parameter must be on: an id names one kind of page, a cache-buster is everywhere. */
const MIN_PATHS = 4;

/**
 * Parameters one page shows to be volatile (`?r=8721` on every link, 帝国CMS-style): on links to
 * at least MIN_PATHS different paths, a different value on every link, and at least one page
 * linked twice under two values with nothing else changed. A list's `col=1` / `col=2` (one path,
 * values repeated in nav and body) or a row's `id=` (one path) is never taken.
 */
export function pageVolatile(urls: string[]): Array<{ host: string; name: string }> {
  const byName = new Map<string, { host: string; values: Set<string>; carriers: number; paths: Set<string>; pages: Map<string, string> ; twice: boolean; repeated: boolean }>();
  for (const url of urls) {
    const at = url.indexOf('?');
    if (at < 0 || !/^https?:/i.test(url)) continue;
    const path = url.slice(0, at);
    const pairs = url.slice(at + 1).split('&');
    for (let i = 0; i < pairs.length; i++) {
      const [name = '', value = ''] = pairs[i]!.split('=', 2);
      if (!name || name === POSTBACK_PARAM) continue;
      let host: string;
      try {
        host = new URL(url).host;
      } catch {
        continue;
      }
      const key = `${host} ${name}`;
      const seen = byName.get(key) ?? { host, values: new Set(), carriers: 0, paths: new Set(), pages: new Map(), twice: false, repeated: false };
      byName.set(key, seen);
      seen.carriers++;
      if (seen.values.has(value)) seen.repeated = true;
      seen.values.add(value);
      seen.paths.add(path);
      // The page it names, with this parameter taken out: met before under another value?
      const page = `${path}?${pairs.filter((_, j) => j !== i).join('&')}`;
      const before = seen.pages.get(page);
      if (before !== undefined && before !== value) seen.twice = true;
      seen.pages.set(page, value);
    }
  }
  return [...byName.entries()]
    .filter(([, s]) => s.carriers >= MIN_CARRIERS && s.paths.size >= MIN_PATHS && !s.repeated && s.twice)
    .map(([key, s]) => ({ host: s.host, name: key.slice(key.indexOf(' ') + 1) }));
}
