/**
 * One page under several addresses in one run: `/zbgg/` and `/ZBGG/index.html`, a list linked with
 * `?from=home` or a cache-buster that changes on every answer (`&_=jqjkau`). A page read again
 * under another URL shows the same title, link texts and text: it is a twin, neither taken as
 * another list nor explored again. When twins' URLs differ in one query parameter whose values
 * look like noise (not a page number, not a small id), twice on a host, that parameter is learned
 * volatile (volatile.ts), so the next such link is known without being fetched. Twins of one path
 * under different decorations (`?from=home`, `?wbtreeid=1021`) make any mix of those decorations
 * that page too (`?from=home&wbtreeid=1021`). A list's folder is one page whatever the letter case
 * of its path (`/ZBGG/` is `/zbgg/`): a site serving two lists that differ only so is not met in
 * practice. A parameter whose value is a date (`?v=20261121`, the day's stamp on every link) names
 * no other page when only that date changes: a site listing by day does it under a calendar name
 * (`?date=`), a trap never read (traps.ts). Only pages as served count (list.ts): a page a browser drew is never called a twin.
 */
import type { ExtractedPage } from '../types/page.ts';
import { isHashRoute, isSiteRoot } from '../url/canonical.ts';
import { parseUrl } from '../url/resolve.ts';
import { POSTBACK_PARAM } from '../pager/read/postback.ts';
import type { SiteRun } from './site-run.ts';
import { siteUrl, withVolatile } from './volatile.ts';
import { isPageParam, rawQuery, withoutIndexFile, withoutPageOne } from '../pager/walk/first-page.ts';
import { fnv1a } from '../dedup/simhash.ts';

/** What a run remembers of the pages it read: their content keys and the URLs read. */
export interface PagesRead {
  byKey: Map<string, string>;
  urls: Set<string>;
  /** Other URLs of pages read, named by their pager (its 首页 `list1.htm` on `list.htm`). */
  aliases?: Set<string>;
  /** Lists read, by their folder form (folderPage): `/zbgg/index.html` for `/zbgg/`. */
  lists?: Set<string>;
  /** Twin pairs seen per `host name` whose only difference was that parameter. */
  evidence: Map<string, number>;
  /** URLs read, with every date-valued parameter's value blanked (stamped). */
  stamped?: Set<string>;
  /** Query forms of one path read as one page, by content key and path (see decorations). */
  decorations?: Map<string, Decorations>;
}

/** The `name=value` pairs of a path's twins: each form's, every one, those all share, those a form only added. */
interface Decorations {
  path: string;
  forms: string[][];
  seen: Set<string>;
  shared: Set<string>;
  added: Set<string>;
}

/** Pages with less than this (links, text) are too bare to tell apart: never called twins. */
const MIN_LINKS = 3;
const MIN_TEXT = 100;
/** Twin pairs on a host that must show one parameter changing before it is learned volatile. */
const MIN_EVIDENCE = 2;
/** A small whole number names something (an id, a column, a tab): never learned from twins. */
const SMALL_NUMBER = /^\d{1,6}$/;

/** The page's content key: its title, every link's text and its text, hashed. */
export function pageKey(page: ExtractedPage): string | undefined {
  const texts = page.links.map((l) => l.text.trim());
  const body = page.body.trim();
  if (texts.length < MIN_LINKS && body.length < MIN_TEXT) return undefined;
  const text = `${page.title}\n${texts.join('\n')}\n${body}`;
  // Two independent 32-bit halves: enough to tell a site's pages apart.
  return `${texts.length}:${fnv1a(text, 0x811c9dc5).toString(36)}${fnv1a(text, 0x050c5d1f).toString(36)}`;
}

/**
 * The URL this run read the same page under before (the page is noted either way), or undefined.
 * A twin whose URL differs from its first reading in one noisy parameter is evidence for it.
 */
export function noteRead(run: SiteRun, url: string, page: ExtractedPage): string | undefined {
  const read = pagesRead(run);
  const plain = siteUrl(run.volatile, url) ?? url;
  read.urls.add(plain);
  const stamp = stamped(plain);
  if (stamp !== plain) (read.stamped ??= new Set()).add(stamp);
  const key = isHashRoute(parseUrl(url)?.hash ?? '') ? undefined : pageKey(page);
  if (!key) return undefined;
  const first = read.byKey.get(key);
  if (first === undefined) {
    read.byKey.set(key, plain);
    return undefined;
  }
  if (first === plain) return undefined;
  noteDecorations(read, key, first, plain);
  const name = noisyDifference(first, plain);
  if (name) {
    const host = `${parseUrl(plain)?.host} ${name}`;
    const seen = (read.evidence.get(host) ?? 0) + 1;
    read.evidence.set(host, seen);
    if (seen >= MIN_EVIDENCE) run.volatile = withVolatile(run.volatile, plain, name);
  }
  return first;
}

/**
 * Another URL of a page read this run, known without fetching it: a pager's link to page 1 seen
 * while walking from page 1 (the 首页 `list1.htm` of `list.htm`, first-page.ts pageOneLinks).
 */
export function noteAlias(run: SiteRun, alias: string): void {
  (pagesRead(run).aliases ??= new Set()).add(siteUrl(run.volatile, alias) ?? alias);
}

/**
 * A detail page's link back to its list (返回列表 `list.htm?back=1` for `list.htm`): when it only adds
 * query parameters to the address of a page read this run, changing none, it is that page, noted so
 * (never fetched for itself). `list.jsp?catId=6` is not `list.jsp?catId=5`.
 */
export function noteBackLink(run: SiteRun, url: string): boolean {
  const read = run.pagesRead;
  const path = url.split(/[?#]/, 1)[0]!;
  if (!read || path === url || isSiteRoot(url)) return false;
  const mine = new Map((rawQuery(url) ?? []).map(([name, value]) => [name, value]));
  for (const seen of read.urls) {
    if (seen.split(/[?#]/, 1)[0] !== path || seen === url) continue;
    if (!(rawQuery(seen) ?? []).every(([name, value]) => mine.get(name) === value)) continue;
    noteAlias(run, url);
    return true;
  }
  return false;
}

/**
 * A page read as a list: its folder's other forms name the same page (`/zbgg`, `/zbgg/index.html`,
 * `/zbgg/index.htm?page=1` for `/zbgg/`), as a web server serves a folder by its index file.
 */
export function noteListRead(run: SiteRun, url: string): void {
  if (!isSiteRoot(url)) (pagesRead(run).lists ??= new Set()).add(listForm(url));
}

/** True when this run read `url` already (under the site's volatile parameters, or as a list's folder form). */
export function readThisRun(run: SiteRun, url: string): boolean {
  const read = run.pagesRead;
  const plain = siteUrl(run.volatile, url) ?? url;
  return !!read && (readAs(read, plain) || decoratedTwin(read, plain));
}

/**
 * A folder's page under one name: either scheme, no index file, a slash after a last segment with
 * no extension, no page=1. Callers leave a site's front page out: its `/index.htm` may be a splash
 * before `/main.htm`.
 */
export function folderPage(url: string): string {
  const plain = withoutIndexFile(withoutPageOne(url) ?? url).replace(/^https?:/, '');
  return plain.replace(/^(\/\/[^/?#]+(?:\/[^/?#.]+)+)(?=[?#]|$)/, '$1/');
}

// A list's folder form with its path in lower case: the key lists are known by.
function listForm(url: string): string {
  const form = folderPage(url);
  const at = form.search(/[?#]/);
  return at < 0 ? form.toLowerCase() : form.slice(0, at).toLowerCase() + form.slice(at);
}

// A pair whose value is a small number names something (an id, a column): no decoration.
const namesSomething = (pair: string) => SMALL_NUMBER.test(pair.slice(pair.indexOf('=') + 1));
const pairs = (url: string) => (rawQuery(url) ?? []).map(([name, value]) => `${name}=${value}`);
const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!;
const within = (some: Iterable<string>, all: { has(pair: string): boolean }) => [...some].every((pair) => all.has(pair));

// Two URLs of one path read as one page: their query pairs are forms of it.
function noteDecorations(read: PagesRead, key: string, first: string, again: string): void {
  const path = pathOf(first);
  if (pathOf(again) !== path || first.includes('#') || again.includes('#')) return;
  const known = (read.decorations ??= new Map());
  const entry = known.get(`${key} ${path}`) ?? { path, forms: [pairs(first)], seen: new Set(pairs(first)), shared: new Set(pairs(first)), added: new Set<string>() };
  const mine = pairs(again);
  const seen = new Set([...entry.seen, ...mine]);
  // A parameter with two values on one page (two empty columns alike) is no decoration.
  const names = [...seen].map((pair) => pair.split('=', 1)[0]);
  if (new Set(names).size < names.length) return;
  entry.seen = seen;
  for (const pair of entry.shared) if (!mine.includes(pair)) entry.shared.delete(pair);
  // A form that only adds pairs to another adds decorations: `from=home` on `?wbtreeid=1021`.
  // Never a pair that names something: `&sub=2` on an empty column looks like the column.
  for (const form of entry.forms) {
    const [fewer, more] = form.length < mine.length ? [form, mine] : [mine, form];
    if (!within(fewer, new Set(more))) continue;
    for (const pair of more) if (!fewer.includes(pair) && !namesSomething(pair)) entry.added.add(pair);
  }
  entry.forms.push(mine);
  known.set(`${key} ${path}`, entry);
}

// A URL of a path with twins, known unfetched: its pairs all seen on them, holding those they all
// share and every one that names something (`?from=home&wbtreeid=1021` after `?from=home` and
// `?wbtreeid=1021`; never the bare path when every twin had `?cat=5`, nor after two empty columns
// `?type=news` and `?cat=9`), or, without the pairs learned as added, a URL read already
// (`?from=home` once `from=home` was added to a form and the pager named the bare path).
function decoratedTwin(read: PagesRead, url: string): boolean {
  if (!read.decorations || url.includes('#')) return false;
  const path = pathOf(url);
  for (const entry of read.decorations.values()) {
    if (entry.path !== path) continue;
    const mine = pairs(url);
    const held = new Set(mine);
    if (within(mine, entry.seen) && within(entry.shared, held) && [...entry.seen].every((pair) => held.has(pair) || !namesSomething(pair))) return true;
    const plain = mine.filter((pair) => !entry.added.has(pair));
    if (plain.length < mine.length && readAs(read, plain.length ? `${path}?${plain.join('&')}` : path)) return true;
  }
  return false;
}

/** A query value that is a day: `20261121`, `2026-11-21`. */
const DATE_VALUE = /^20\d\d(-?)(?:0[1-9]|1[0-2])\1(?:0[1-9]|[12]\d|3[01])$/;

// The URL with the value of every date-valued parameter blanked: `cgjg.htm?v=` for `cgjg.htm?v=20261121`.
function stamped(url: string): string {
  if (!url.includes('?') || url.includes('#')) return url;
  const query = rawQuery(url) ?? [];
  if (!query.some(([, value]) => DATE_VALUE.test(value))) return url;
  return `${pathOf(url)}?${query.map(([name, value, raw]) => (DATE_VALUE.test(value) ? `${name}=` : raw)).join('&')}`;
}

// Read this run under this very URL (or its date stamp changed), as an alias or as a list's folder.
function readAs(read: PagesRead, plain: string): boolean {
  return read.urls.has(plain) || (!!read.stamped && read.stamped.has(stamped(plain))) || !!read.aliases?.has(plain) || (!!read.lists && !isSiteRoot(plain) && read.lists.has(listForm(plain)));
}

function pagesRead(run: SiteRun): PagesRead {
  return (run.pagesRead ??= { byKey: new Map(), urls: new Set(), evidence: new Map() });
}

// The one query parameter two URLs of one path differ in (set on one side only, or to another
// value), when its values look like noise; undefined otherwise.
function noisyDifference(a: string, b: string): string | undefined {
  if (a.split('?', 1)[0] !== b.split('?', 1)[0]) return undefined;
  const params = (url: string) => new Map((rawQuery(url) ?? []).map(([name, value]) => [name, value]));
  const pa = params(a);
  const pb = params(b);
  const differing = [...new Set([...pa.keys(), ...pb.keys()])].filter((name) => pa.get(name) !== pb.get(name));
  if (differing.length !== 1) return undefined;
  const name = differing[0]!;
  // `list.jsp` and `list.jsp?page=1` are twins, and a page number is no noise.
  if (isPageParam(name) || name === POSTBACK_PARAM) return undefined;
  const values = [pa.get(name), pb.get(name)].filter((v): v is string => v !== undefined);
  return values.every((v) => v !== '' && !SMALL_NUMBER.test(v)) ? name : undefined;
}
