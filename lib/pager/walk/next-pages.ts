/**
 * The next pages of a list's walk: its pagination's links not visited yet, each marked visited as
 * it is queued so none is fetched twice. A pager's "1" / 首页 is page 1 (read already: first-page.ts),
 * a cache-buster on some of its links but not all (帝国CMS `?t=` on 下一页 only) is no new page,
 * and a list's pages are never the site's front page. A thin stream (a page that may be a list)
 * is tried by its next page alone (`streamNextPages`).
 */
import { canonicalUrl, isCacheBustName, isSiteRoot, withoutParams } from '../../url/canonical.ts';
import type { ListView } from '../../crawl/crawl-pipeline.ts';
import { siteUrl, type VolatileParams } from '../../crawl/volatile.ts';
import type { ExtractedPage } from '../../types/page.ts';
import { NEXT_SIGN, NEXT_WORD } from '../words.ts';
import { pagerFirstNumber, withoutIndexFile, withoutPageOne } from './first-page.ts';

/** Pages already fetched (pagination must not fetch them again). */
export interface VisitedSet {
  has(url: string): boolean;
  add(url: string): unknown;
}

// Pagination links not visited yet, marked visited as they are queued so none is fetched twice.
// A pager's 首页 may be the homepage: a list's pages are never a site's front page.
export function nextPages(view: Pick<ListView, 'pagination' | 'fromZero'>, visited: VisitedSet, volatile: VolatileParams | undefined): string[] {
  const next: string[] = [];
  const decor = decorations(view.pagination);
  const one = view.fromZero ? '0' : pagerFirstNumber(view.pagination);
  for (const href of view.pagination) {
    const url = siteUrl(volatile, href);
    // A pager's "1" (`list.jsp?page=1`, or page=0 counted from 0) is the list's first page, read already.
    const found = url && withoutPageOne(url, one);
    // Counted from 0 (帝国CMS `/e/action/ListInfo/index.php?page=0&classid=5`), page 0 is the
    // folder's own `?classid=5`; a pager counted from 1 keeps its path (its page=1 may be page 2).
    const pageOne = found && one === '0' ? withoutIndexFile(found) : found;
    const plain = url && withoutDecorations(url, decor);
    if (!url || !plain || visited.has(url) || visited.has(plain) || (pageOne && visited.has(pageOne)) || isSiteRoot(url)) continue;
    visited.add(url);
    visited.add(plain);
    next.push(url);
  }
  return next;
}

// Cache-buster names (t, r, rnd …) on some of a pager's links but not on all: 帝国CMS templates
// put `?t=29655` on 下一页 only, beside the plain `index_2.html` of the 2 link. Such a parameter
// decorates a link; one on every link may be a tab (`t=3`) and is kept.
function decorations(pagination: readonly string[]): Set<string> {
  const count = new Map<string, number>();
  for (const href of pagination) {
    const at = href.indexOf('?');
    if (at < 0) continue;
    const names = new Set(href.slice(at + 1).split('#')[0]!.split('&').map((pair) => pair.split('=')[0]!));
    for (const name of names) if (isCacheBustName(name)) count.set(name, (count.get(name) ?? 0) + 1);
  }
  return new Set([...count].filter(([, n]) => n < pagination.length).map(([name]) => name));
}

function withoutDecorations(url: string, decor: Set<string>): string | undefined {
  const at = url.indexOf('?');
  if (decor.size === 0 || at < 0) return url;
  return canonicalUrl(url.slice(0, at) + withoutParams(url.slice(at), (name) => decor.has(name)));
}

/**
 * The pages a thin stream's first page leads to next: its pager's 下一页 (or "2"), else its first
 * pager link. One page, not the whole pager bar: that page tells whether the stream is a list.
 */
export function streamNextPages(page: Pick<ExtractedPage, 'links'>, pager: ReadonlySet<string>, key: (href: string) => string): string[] {
  if (pager.size === 0) return [];
  const next = page.links.filter((l) => isNextPage(l.text.trim())).map((l) => key(l.url)).filter((u) => pager.has(u));
  return next.length > 0 ? [...new Set(next)] : [...pager].slice(0, 1);
}

// The pager's link to the page after this one: 下一页 (>>), a lone arrow, or "2".
const isNextPage = (text: string) => NEXT_WORD.test(text) || NEXT_SIGN.test(text) || text === '2';
