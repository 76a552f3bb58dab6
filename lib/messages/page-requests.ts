/**
 * What a content script's requests may hold. A content script runs inside a web page, so what
 * it sends is treated as the page's word: checked for shape and size (a hostile page cannot
 * make the worker spin or fill the store), and about the sender's own tab only (a page cannot
 * report notices of, or add as a seed, another page). Whether the tab's site may talk to us at
 * all (watched, or every site after the user's opt-in) is the background's check.
 */
import { MAX_URL, noticeType } from '../validate/notice.ts';
import type { RequestOf } from './protocol.ts';
import { array, object, optional, str, type Check } from '../validate/checks.ts';
import { canonicalUrl } from '../url/canonical.ts';
import { isPublicHttpUrl } from '../url/private-hosts.ts';

/** Notices or links per message at most (the content script sends batches of 200). */
export const MAX_PAGE_ITEMS = 200;
/** Characters of a title, link text or context. */
export const MAX_PAGE_TEXT = 300;

const url = str({ max: MAX_URL, pattern: /^https?:\/\//i, what: 'a web address' });
const text = str({ max: MAX_PAGE_TEXT });

const classifyLinks = object({
  pageUrl: url,
  links: array(object({ url, text, title: optional(text), context: optional(text) }), { max: MAX_PAGE_ITEMS }),
});

const reportPageNotices = object({
  pageUrl: url,
  notices: array(
    object({ url, title: text, date: optional(str({ max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/, what: 'a date' })), type: noticeType }),
    { max: MAX_PAGE_ITEMS },
  ),
});

const addSeed = object({ url });

/** True when `a` and `b` are one page (canonical forms equal). */
export function samePage(a: string, b: string | undefined): boolean {
  const x = canonicalUrl(a);
  return x !== undefined && b !== undefined && x === canonicalUrl(b);
}

function about<T extends { pageUrl: string }>(check: Check<T>, data: unknown, tabUrl: string | undefined): T {
  const request = check(data, 'request');
  if (!samePage(request.pageUrl, tabUrl)) throw new Error('request: not about the page the script runs on');
  return request;
}

/** The checked classifyLinks request of a content script on `tabUrl` (of an extension page: `tabUrl` null, shape and size only). */
export function pageClassifyLinks(data: unknown, tabUrl: string | undefined | null): RequestOf<'classifyLinks'> {
  return tabUrl === null ? classifyLinks(data, 'request') : about(classifyLinks, data, tabUrl);
}

/** The checked reportPageNotices request of a content script on `tabUrl`. */
export function pageNotices(data: unknown, tabUrl: string | undefined): RequestOf<'reportPageNotices'> {
  return about(reportPageNotices, data, tabUrl);
}

/** The checked addSeed request of a content script on `tabUrl`: that page only, on a public host. */
export function pageSeed(data: unknown, tabUrl: string | undefined): RequestOf<'addSeed'> {
  const request = addSeed(data, 'request');
  if (!samePage(request.url, tabUrl)) throw new Error('addSeed: a page may offer only itself as a seed');
  if (!isPublicHttpUrl(request.url)) throw new Error('addSeed: not a public web address');
  return request;
}
