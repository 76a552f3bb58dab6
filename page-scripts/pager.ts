/**
 * The in-page half of following a script-only pager (lib/pager/walk/click-pager.ts decides which
 * element is "next"): functions sent as source into the page, by the helper's playwright
 * `page.evaluate` and by the extension's `scripting.executeScript`. Each is self-contained: no
 * outside names, no named inner functions (their source is all the page gets).
 */
import type { PagerCandidate, PagerDom } from '../lib/pager/walk/click-pager.ts';
import { readPageDom } from './snapshot.ts';

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
    if (!/^(?:\d{1,4}|.{0,2}下一?页.{0,2}|.?下页.?|.?后一?页.?|.?next.*|[>›»＞]{1,2}|(?:点击)?(?:加载|查看|显示)更多.{0,2}|(?:load|show|view)more)$/i.test(text) && !/下一?页|next/i.test(label)) continue;
    if (element.getClientRects().length === 0) continue; // hidden
    // A 加载更多 that is a link to another page is that page, not more of this list.
    if (/更多|more/i.test(text) && /^(?!\s*(?:#|javascript:))./i.test(element.getAttribute('href') ?? '')) continue;
    const tag = element.tagName.toLowerCase();
    // An inner <span> of a link stands for the link: the outer element is the one marked.
    if (element.parentElement?.closest('a, button, [onclick]') && tag !== 'a' && tag !== 'button') continue;
    const classes = `${element.className || ''} ${element.parentElement?.className || ''}`;
    // An element carrying its page number (`data-page="3"`) is turned by a listener on an ancestor.
    const pageAttr = element.getAttributeNames().some((a) => /^data-(?:page|pageno|page-?num|page-?index|p)$/i.test(a));
    const clickable = tag === 'a' || tag === 'button' || tag === 'input' || pageAttr || element.hasAttribute('onclick') || element.querySelector('a, button, [onclick]') !== null || element.getAttribute('role') === 'button' || getComputedStyle(element).cursor === 'pointer';
    const disabled = (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true' || /\bdisabled?\b/i.test(classes);
    const current = element.getAttribute('aria-current') !== null || /\b(?:active|current|cur|curr|selected|now|on)\b/i.test(String(element.className || '')) || (/^\d+$/.test(text) && !clickable);
    const mark = found.length;
    element.setAttribute('data-tr-pager', String(mark));
    found.push({ mark, tag, text, label, disabled, current, clickable });
  }
  // A jump <select> whose options are page numbers and whose change runs the pager: each option a candidate.
  for (const select of Array.from(document.querySelectorAll('select'))) {
    const options = Array.from(select.options);
    if (options.length < 2 || !options.every((o) => /^\d{1,4}$/.test(o.value.trim()) && /^第?\s*\d{1,4}\s*页?$/.test(o.text.trim()))) continue;
    for (const option of options) {
      if (found.length >= limit) break;
      const mark = found.length;
      option.setAttribute('data-tr-pager', String(mark));
      found.push({ mark, tag: 'option', text: option.value.trim(), label: '', disabled: option.disabled, current: option.selected, clickable: true });
    }
  }
  // A page-number box with a GO button (第2/5页 跳转到 [2] 页 GO): the button, as the number after the one in the box.
  for (const button of Array.from(document.querySelectorAll<HTMLElement>('button, input[type=button], input[type=submit]'))) {
    if (found.length >= limit) break;
    const label = (button instanceof HTMLInputElement ? button.value : (button.textContent ?? '')).trim();
    const box = button.parentElement?.querySelector<HTMLInputElement>('input[type=text], input[type=number], input:not([type])');
    if (!/^(?:go|跳转|跳转到|转到|确定|确认)$/i.test(label) || !box || !/^\d{1,4}$/.test(box.value.trim())) continue;
    const count = /(?:共|\/)\s*(\d{1,4})\s*页/.exec(button.parentElement?.textContent ?? '');
    const next = Number(box.value.trim()) + 1;
    if (count && next > Number(count[1])) continue;
    const mark = found.length;
    button.setAttribute('data-tr-pager', String(mark));
    found.push({ mark, tag: 'go', text: String(next), label: '', disabled: false, current: false, clickable: true });
  }
  return found;
}

/** Clicks the marked element (a link's `javascript:` href, an onclick, a form's submit). */
export function clickPagerMark(mark: number): boolean {
  const element = document.querySelector<HTMLElement>(`[data-tr-pager="${mark}"]`);
  if (!element) return false;
  // An option of a jump <select>: choose it as a person would, which fires the select's change.
  if (element instanceof HTMLOptionElement && element.parentElement) {
    const select = element.closest('select');
    if (!select) return false;
    select.value = element.value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  // A GO button: the page number goes in its box first.
  const box = element.matches('button, input[type=button], input[type=submit]') ? element.parentElement?.querySelector<HTMLInputElement>('input[type=text], input[type=number], input:not([type])') : null;
  if (box && /^\d{1,4}$/.test(box.value.trim())) {
    box.value = String(Number(box.value.trim()) + 1);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
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

/** The page's DOM, open shadow roots in, without our marks (snapshot.ts). */
export const readPagerDom: () => PagerDom = readPageDom;
