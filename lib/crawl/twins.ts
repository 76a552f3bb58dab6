/**
 * One page under several addresses in one run: `/zbgg/` and `/ZBGG/index.html`, a list linked with
 * `?from=home` or a cache-buster that changes on every answer (`&_=jqjkau`). A page read again
 * under another URL shows the same title, link texts and text: it is a twin, neither taken as
 * another list nor explored again. When twins' URLs differ in one query parameter whose values
 * look like noise (not a page number, not a small id), twice on a host, that parameter is learned
 * volatile (volatile.ts), so the next such link is known without being fetched. Only pages as
 * served count (list.ts): a page a browser drew is never called a twin.
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
  const key = isHashRoute(parseUrl(url)?.hash ?? '') ? undefined : pageKey(page);
  if (!key) return undefined;
  const first = read.byKey.get(key);
  if (first === undefined) {
    read.byKey.set(key, plain);
    return undefined;
  }
  if (first === plain) return undefined;
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
  if (!isSiteRoot(url)) (pagesRead(run).lists ??= new Set()).add(folderPage(url));
}

/** True when this run read `url` already (under the site's volatile parameters, or as a list's folder form). */
export function readThisRun(run: SiteRun, url: string): boolean {
  const read = run.pagesRead;
  const plain = siteUrl(run.volatile, url) ?? url;
  return !!read && (read.urls.has(plain) || !!read.aliases?.has(plain) || (!!read.lists && !isSiteRoot(plain) && read.lists.has(folderPage(plain))));
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
