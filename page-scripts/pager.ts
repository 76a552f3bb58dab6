/**
 * The in-page half of following a script-only pager (lib/crawl/click-pager.ts decides which
 * element is "next"): functions sent as source into the page, by the helper's playwright
 * `page.evaluate` and by the extension's `scripting.executeScript`. Each is self-contained: no
 * outside names, no named inner functions (their source is all the page gets).
 */
import type { PagerCandidate, PagerDom } from '../lib/crawl/click-pager.ts';

/** How many candidates a page may give. */
export const MAX_CANDIDATES = 200;

/** Marks the short clickable elements that may belong to a pager (at most `limit`) and describes them. */
export function markPagerCandidates(limit: number): PagerCandidate[] {
  const found: PagerCandidate[] = [];
  for (const old of Array.from(document.querySelectorAll('[data-tr-pager]'))) old.removeAttribute('data-tr-pager');
  const elements = Array.from(document.querySelectorAll<HTMLElement>('a, button, input[type=button], input[type=submit], [onclick], li, span, font, strong, b, em, i'));
  for (const element of elements) {
    if (found.length >= limit) break;
    const value = element instanceof HTMLInputElement ? element.value : element.textContent ?? '';
    const text = value.replace(/\s+/g, '').slice(0, 21);
    const label = (element.getAttribute('title') ?? element.getAttribute('aria-label') ?? '').replace(/\s+/g, '');
    if (text.length === 0 && label.length === 0) continue;
    if (text.length > 20 || !/^(?:\d{1,4}|[^\d]{1,8})$/.test(text)) continue;
    if (!/^(?:\d{1,4}|.{0,2}下一?页.{0,2}|.?下页.?|.?后一?页.?|.?next.*|[>›»＞]{1,2}|(?:点击)?(?:加载|显示)更多.{0,2}|(?:load|show)more)$/i.test(text) && !/下一?页|next/i.test(label)) continue;
    if (element.getClientRects().length === 0) continue; // hidden
    // A 加载更多 that is a link to another page is that page, not more of this list.
    if (/更多|more/i.test(text) && /^(?!\s*(?:#|javascript:))./i.test(element.getAttribute('href') ?? '')) continue;
    const tag = element.tagName.toLowerCase();
    // An inner <span> of a link stands for the link: the outer element is the one marked.
    if (element.parentElement?.closest('a, button, [onclick]') && tag !== 'a' && tag !== 'button') continue;
    const classes = `${element.className || ''} ${element.parentElement?.className || ''}`;
    const clickable = tag === 'a' || tag === 'button' || tag === 'input' || element.hasAttribute('onclick') || element.querySelector('a, button, [onclick]') !== null || element.getAttribute('role') === 'button' || getComputedStyle(element).cursor === 'pointer';
    const disabled = (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true' || /\bdisabled?\b/i.test(classes);
    const current = element.getAttribute('aria-current') !== null || /\b(?:active|current|cur|curr|selected|now|on)\b/i.test(String(element.className || '')) || (/^\d+$/.test(text) && !clickable);
    const mark = found.length;
    element.setAttribute('data-tr-pager', String(mark));
    found.push({ mark, tag, text, label, disabled, current, clickable });
  }
  return found;
}

/** Clicks the marked element (a link's `javascript:` href, an onclick, a form's submit). */
export function clickPagerMark(mark: number): boolean {
  const element = document.querySelector<HTMLElement>(`[data-tr-pager="${mark}"]`);
  if (!element) return false;
  // A wrapper (<li onclick> around nothing clickable, or around a link): click what acts.
  const target = element.matches('a, button, input, [onclick]') ? element : (element.querySelector<HTMLElement>('a, button, [onclick]') ?? element);
  target.click();
  return true;
}

/** Scrolls the page to its end (an infinite-scroll list loads more); false when it is already there. */
export function scrollToEnd(): boolean {
  const end = document.documentElement.scrollHeight - window.innerHeight;
  if (window.scrollY >= end - 2) return false;
  window.scrollTo(0, end);
  return true;
}

/** The page's DOM, without our marks. */
export function readPagerDom(): PagerDom {
  const clone = document.documentElement.cloneNode(true) as HTMLElement;
  for (const marked of Array.from(clone.querySelectorAll('[data-tr-pager]'))) marked.removeAttribute('data-tr-pager');
  return { html: clone.outerHTML, charset: document.characterSet, url: location.href };
}
