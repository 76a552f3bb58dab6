/**
 * Pager links: the anchors and clickable elements a pager shows, told by their words (words.ts).
 * A link with a URL is followed as it is; an element that calls a page function is followed when
 * its function was read (templates.ts); a script-only link to a later page that none of the
 * readers could turn says a browser is needed.
 */
import type { Element } from 'domhandler';
import { visibleText } from '../../extract/text.ts';
import type { ExtractedPage, PageLink } from '../../types/page.ts';
import { CLICKER_PAGE_WORD, LATER_PAGE_WORD, LOAD_MORE, PAGER_LINK_TEXT } from '../words.ts';
import { callTarget, type Templates } from './templates.ts';

/**
 * Pager links anywhere on the page, on the page's own host: list regions do not always hold
 * the pager (a `下页`/`尾页` bar under a table), and a list read without its pages misses notices.
 * With the pages the readers built (`page.pagerUrls`: a script, a jump form, a datastore …).
 */
export function pagerLinks(page: ExtractedPage): string[] {
  let host: string;
  try {
    host = new URL(page.url).host;
  } catch {
    return [];
  }
  const linked = page.links.filter((l) => !l.skip && PAGER_LINK_TEXT.test(l.text.trim()) && l.url !== page.url && safeHost(l.url) === host).map((l) => l.url);
  return [...linked, ...(page.pagerUrls ?? [])];
}

/** The pages elements calling a read page function lead to (`<span onclick="goPage(3)">3</span>`), unresolved. */
export function clickerPages(clickers: Array<{ element: Element; code: string }>, templates: Templates): string[] {
  const hrefs: string[] = [];
  for (const { element, code } of clickers) {
    const href = callTarget(code, templates);
    if (href && CLICKER_PAGE_WORD.test(visibleText(element).replace(/[\s<>«»\[\]]/g, ''))) hrefs.push(href);
  }
  return hrefs;
}

/** Links that only run script (no URL) to a later page (2…, 下一页, 尾页), or a 加载更多 link that appends the next rows. */
export function scriptOnlyPagerLinks(links: PageLink[]): PageLink[] {
  return links.filter(
    (l) =>
      (l.skip === 'javascript' || l.skip === 'fragment' || l.skip === 'empty') &&
      (LATER_PAGE_WORD.test(l.text.replace(/[\s<>«»\[\]]/g, '')) || LOAD_MORE.test(l.text.replace(/\s+/g, '').replace(/[.…。>»]+$/, ''))),
  );
}

/** Has the page any ordinary pager link (a list region's pagination)? */
export function hasPager(page: Pick<ExtractedPage, 'listRegions'>): boolean {
  return page.listRegions.some((r) => r.pagination.length > 0);
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
