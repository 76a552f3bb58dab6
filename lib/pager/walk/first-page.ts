/**
 * A list is known by its FIRST page: new notices appear on top of page 1, so a list found through
 * its page 2 or 3 must be stored, refreshed and walked from page 1. This file tells, for a page
 * judged a list, which page is its first: the pager's 首页 / 第一页 / "1" link, or else the URL
 * with its page number taken out (index_2.htm, list2.htm, /<col>/3.htm, &page=2 …).
 */
import { canonicalUrl, isSiteRoot } from '../../url/canonical.ts';
import { parseUrl } from '../../url/resolve.ts';
import type { ExtractedPage } from '../../types/page.ts';
import { BACK_TEXT, FIRST_PAGE_TEXT, NEXT_WORD } from '../words.ts';

/** Query parameters that number a list's pages (WebPlus PAGENUM + totalpage, ASP page …). */
const PAGE_PARAM = /^(?:page|pageno|pagenum|pageindex|pn|p|curpage|currentpage|totalpage|start)$/i;

/** True when a query parameter numbers a list's pages (`page`, `PageNo`, `start` …). */
export const isPageParam = (name: string): boolean => PAGE_PARAM.test(name);

/**
 * The first page of the list `page` is a later page of, or undefined when `page` is the first
 * page itself (or no first page can be told). Candidates must sit beside the page (same host,
 * same folder or the page's stem): a breadcrumb's 首页 (the homepage) is not the list's page 1.
 */
export function firstPageOf(page: ExtractedPage): string | undefined {
  const here = canonicalUrl(page.url) ?? page.url;
  if (showsPageOne(page)) return undefined;
  for (const link of page.links) {
    if (link.skip || !FIRST_PAGE_TEXT.test(link.text)) continue;
    const url = canonicalUrl(link.url);
    if (url && url !== here && withoutPageOne(url) !== here && isPageOfSameList(url, here)) return url;
  }
  return firstPageByUrl(here);
}

/**
 * The page's links to its own list's page 1 (首页 / 第一页 / "1" beside it: DedeCMS `list_5_1.html`
 * for the column's `/a/zbgg/`, PHPCMS `index.html` or `&page=1`): read already, as a list is walked
 * from its first page, so never fetched again under that other URL.
 */
export function pageOneLinks(page: ExtractedPage): string[] {
  const here = canonicalUrl(page.url) ?? page.url;
  const out: string[] = [];
  for (const link of page.links) {
    if (link.skip || !FIRST_PAGE_TEXT.test(link.text)) continue;
    const url = canonicalUrl(link.url);
    if (url && url !== here && isPageOfSameList(url, here)) out.push(url);
  }
  const series = seriesPageOne(page);
  if (series && series !== here && !out.includes(series) && isPageOfSameList(series, here)) out.push(series);
  return out;
}

/**
 * Links to this very page with a page number 1 added (an old ASP list's 刷新 `list.asp?ftype=X&page=1`,
 * the 1 of a pager with one page): this page under another URL, read already.
 */
export function selfPageOneLinks(page: ExtractedPage): string[] {
  const here = canonicalUrl(page.url) ?? page.url;
  const out = new Set<string>();
  for (const link of page.links) {
    const url = link.skip ? undefined : canonicalUrl(link.url);
    if (url && url !== here && withoutPageOne(url) === here) out.add(url);
  }
  return [...out];
}

/**
 * Page 1 under the name a pager's numbered links give their pages (`list_2.html`, `list_3.html` →
 * `list_1.html`; SUDY `list2.htm` → `list1.htm`), linked elsewhere as the column (a homepage's quick
 * link). Two numbered links must carry their own number in the same place of the path: a pager
 * that counts down (WebPlus `/tzgg/15.htm` for page 2) or from 0 names no page 1.
 */
function seriesPageOne(page: ExtractedPage): string | undefined {
  const fits = new Map<string, number>();
  for (const link of page.links) {
    const text = link.text.trim();
    const parsed = link.skip || text === '1' || !/^\d{1,4}$/.test(text) ? undefined : parseUrl(link.url);
    if (!parsed) continue;
    const path = parsed.pathname;
    for (const m of path.matchAll(/\d+/g)) {
      if (m[0] !== text) continue;
      const template = `${parsed.origin}${path.slice(0, m.index)}\u0000${path.slice(m.index + m[0].length)}${parsed.search}`;
      fits.set(template, (fits.get(template) ?? 0) + 1);
    }
  }
  const agreed = [...fits].filter(([, n]) => n >= 2);
  if (agreed.length !== 1) return undefined;
  const one = canonicalUrl(agreed[0]![0].replace('\u0000', '1'));
  // A link numbered otherwise to that URL (a window `… 1.htm` labelled 3) proves it another page.
  return one && !page.links.some((l) => !l.skip && l.text.trim() !== '1' && /^\d{1,4}$/.test(l.text.trim()) && canonicalUrl(l.url) === one) ? one : undefined;
}

/**
 * A pager that goes on but not back (no 1, no 上一页) is on page 1, whatever its 首页 links to
 * (DedeCMS: `list_5_1.html` from the column's `/a/zbgg/`, the same page). "Goes on": its 下一页 is
 * its "2" (a window "2 [3] 4" with no way back is a later page), or 下一页 with no numbers.
 */
export function showsPageOne(page: ExtractedPage): boolean {
  let next: string | undefined;
  let two: string | undefined;
  let numbers = false;
  for (const link of page.links) {
    if (link.skip) continue;
    const text = link.text.trim();
    if (BACK_TEXT.test(text)) return false;
    if (NEXT_WORD.test(text)) next ??= link.url;
    else if (/^\d{1,4}$/.test(text)) {
      numbers = true;
      if (text === '2') two ??= link.url;
    }
  }
  return two !== undefined ? next === undefined || next === two : next !== undefined && !numbers;
}

/**
 * Does the page's pager number its pages from 0? Its "2" links `page=1`, or, on a page with no
 * page number of its own, its 下一页 does (帝国CMS `/e/action/ListInfo/?classid=14&page=1`):
 * then page=1 is the second page, not another URL of the first.
 */
export function pagerCountsFromZero(page: ExtractedPage): boolean {
  const numbered = (url: string) => (rawQuery(url) ?? []).find(([key]) => PAGE_PARAM.test(key))?.[1];
  const onFirst = numbered(page.url) === undefined;
  return page.links.some((link) => !link.skip && numbered(link.url) === '1' && (link.text.trim() === '2' || (onFirst && NEXT_WORD.test(link.text))));
}

/** A list's row count a pager carries along (DedeCMS `plus/list.php?tid=8&TotalResult=64&PageNo=2`, 帝国CMS `&totalnum=47`). */
const TOTAL_PARAM = /^(?:totalresult|totalcount|totalrecords?|recordcount|totalnum)$/i;

// `list.asp?ftype=x&page=1` is `list.asp?ftype=x`: the same page, whichever a pager links to
// (a row count it carries, `&TotalResult=64&PageNo=1`, goes with the page number). In a pager
// counted from 0 (`one` = '0', see pagerFirstNumber) page=1 is the second page.
export function withoutPageOne(url: string, one: '0' | '1' = '1'): string | undefined {
  const pairs = rawQuery(url);
  if (!pairs || !pairs.some(([key, value]) => PAGE_PARAM.test(key) && value === one)) return undefined;
  return withQuery(url, pairs.filter(([key, value]) => !(PAGE_PARAM.test(key) && value === one) && !TOTAL_PARAM.test(key)));
}

/** '0' when a pager links a page numbered 0 (帝国CMS `/e/action/ListInfo/index.php?page=0&classid=5`): it counts from 0. */
export function pagerFirstNumber(pagination: readonly string[]): '0' | '1' {
  return pagination.some((href) => (rawQuery(href) ?? []).some(([key, value]) => PAGE_PARAM.test(key) && value === '0')) ? '0' : '1';
}

/** The URL with a folder's index file taken out (`/e/action/ListInfo/index.php?x` → `/e/action/ListInfo/?x`): one page. */
export function withoutIndexFile(url: string): string {
  return url.replace(/^([^?#]*\/)(?:index|default)\.(?:php|html?|shtml|aspx?|jsp)(?=[?#]|$)/i, '$1');
}

// The query as raw key/value pairs. URLSearchParams is not used: writing it back would turn a GBK
// query (`ftype=%D5%D0%B1%EA%B9%AB%B8%E6`) into UTF-8 replacement characters.
export function rawQuery(url: string): Array<[key: string, value: string, raw: string]> | undefined {
  const at = url.indexOf('?');
  if (at < 0) return undefined;
  const query = url.slice(at + 1).split('#')[0]!;
  return query.split('&').filter(Boolean).map((raw) => {
    const eq = raw.indexOf('=');
    return [eq < 0 ? raw : raw.slice(0, eq), eq < 0 ? '' : raw.slice(eq + 1), raw];
  });
}

function withQuery(url: string, pairs: Array<[string, string, string]>): string | undefined {
  const base = url.slice(0, url.indexOf('?'));
  return canonicalUrl(pairs.length ? `${base}?${pairs.map(([, , raw]) => raw).join('&')}` : base);
}

/** The URL with its page number taken out, when it has one: `…/index_2.htm` → `…/index.htm`. */
export function firstPageByUrl(url: string): string | undefined {
  const parsed = parseUrl(url);
  if (!parsed) return undefined;
  const pairs = rawQuery(url) ?? [];
  const paged = pairs.filter(([key]) => PAGE_PARAM.test(key));
  if (paged.length > 0 && paged.some(([, value]) => /^\d+$/.test(value))) {
    if (paged.every(([, value]) => /^[01]?$/.test(value))) return undefined; // page=1 is page 1
    const first = withQuery(url, pairs.filter(([key]) => !PAGE_PARAM.test(key)));
    return first !== canonicalUrl(url) ? first : undefined;
  } else {
    const path = parsed.pathname
      .replace(/\/([a-z]+)_\d{1,4}(\.[a-z]{2,5})$/i, '/$1$2') // index_2.htm, list_3.shtml, index_2.chtml
      .replace(/\/(index|list|more|default)\d{1,4}(\.[a-z]{2,5})$/i, '/$1$2') // SUDY list2.htm
      .replace(/^(\/(?:[^/]+\/)*[a-z][\w-]*)\/\d{1,4}\.html?$/i, '$1.htm') // WebPlus /tzgg/3.htm → /tzgg.htm
      .replace(/^(\/(?:[^/]+\/)*)page\/\d{1,4}\/?$/i, '$1'); // WordPress /category/zbgg/page/2/ → /category/zbgg/
    if (path === parsed.pathname) return undefined;
    parsed.pathname = path;
  }
  const first = canonicalUrl(parsed.href);
  return first && first !== canonicalUrl(url) ? first : undefined;
}

// Same host, not the homepage, and in the page's folder or named by its stem (/tzgg.htm for /tzgg/2.htm).
function isPageOfSameList(candidate: string, here: string): boolean {
  if (isSiteRoot(candidate)) return false;
  try {
    const a = new URL(candidate);
    const b = new URL(here);
    if (a.host !== b.host) return false;
    const folder = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
    const stem = a.pathname.replace(/\.[a-z]{2,5}$/i, '');
    return folder(a.pathname) === folder(b.pathname) || b.pathname.startsWith(`${stem}/`);
  } catch {
    return false;
  }
}
