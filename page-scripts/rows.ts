/**
 * The in-page half of learning where link-less rows lead (lib/crawl/row-links.ts runs the steps,
 * lib/crawl/row-routes.ts decides the route): functions sent as source into the page, by the
 * helper's playwright `page.evaluate` and by the extension's `scripting.executeScript`
 * (`clickRouteRow` and `routeAfterClick` in the page's own world, where its `window.open` is).
 * Each is self-contained: no outside names, no named inner functions.
 */
import type { RouteRow, RowLink } from '../lib/crawl/row-links.ts';

export type { RouteRow, RowLink };

/**
 * Marks the rows of a list that act on a click but hold no link (at most `limit`): the outermost
 * element shown with a pointer cursor (or an onclick), with no `<a href>` in or around it, a
 * text of 6–300 characters, among 3+ siblings of its tag and class.
 */
export function markRouteRows(limit: number): RouteRow[] {
  for (const old of Array.from(document.querySelectorAll('[data-tr-row]'))) old.removeAttribute('data-tr-row');
  const found: RouteRow[] = [];
  // A link that leads somewhere (not `#`, not `javascript:`): such a row is read as it is. No named inner function (see above).
  const real = /^(?!\s*(?:#\s*$|javascript:))./i;
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    if (found.length >= limit) break;
    const parent = element.parentElement;
    if (!parent) continue;
    const acts = element.hasAttribute('onclick') || (getComputedStyle(element).cursor === 'pointer' && getComputedStyle(parent).cursor !== 'pointer');
    if (!acts || element.getClientRects().length === 0) continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length < 6 || text.length > 300) continue;
    const around = element.closest('a[href]');
    if ((around && real.test(around.getAttribute('href') ?? '')) || Array.from(element.querySelectorAll('a[href]')).some((a) => real.test(a.getAttribute('href') ?? ''))) continue;
    const like = Array.from(parent.children).filter((c) => c.tagName === element.tagName && c.className === element.className);
    if (like.length < 3) continue;
    const mark = found.length;
    element.setAttribute('data-tr-row', String(mark));
    found.push({ mark, text });
  }
  return found;
}

/**
 * Clicks a marked row with new windows caught instead of opened (`window.open` records its URL in
 * `window.__trOpened`). False when the row is gone.
 */
export function clickRouteRow(mark: number): boolean {
  const w = window as unknown as { __trOpened?: string[]; open: (url?: string | URL) => Window | null };
  if (!w.__trOpened) {
    w.__trOpened = [];
    w.open = function (url?: string | URL) {
      w.__trOpened!.push(new URL(String(url ?? ''), location.href).href);
      return null;
    };
  }
  const row = document.querySelector<HTMLElement>(`[data-tr-row="${mark}"]`);
  if (!row) return false;
  row.click();
  return true;
}

/** Where the page is now, and the last window a click asked to open. */
export function routeAfterClick(): { href: string; opened?: string } {
  const opened = (window as unknown as { __trOpened?: string[] }).__trOpened;
  return { href: location.href, opened: opened?.[opened.length - 1] };
}

/**
 * Makes each marked row a link to its learned URL: its element holding the title (else the row)
 * gets its children moved into a new `<a href>` (DOM calls only, no HTML parsed). Returns the rows linked.
 */
export function linkRouteRows(links: RowLink[]): number {
  let done = 0;
  for (const { mark, href, title } of links) {
    const row = document.querySelector<HTMLElement>(`[data-tr-row="${mark}"]`);
    if (!row) continue;
    const want = title.replace(/\s+/g, '');
    let holder: HTMLElement = row;
    for (const inner of Array.from(row.querySelectorAll<HTMLElement>('*'))) {
      if ((inner.textContent ?? '').replace(/\s+/g, '') === want) {
        holder = inner;
        break;
      }
    }
    const a = document.createElement('a');
    a.setAttribute('href', href);
    while (holder.firstChild) a.appendChild(holder.firstChild);
    holder.appendChild(a);
    row.removeAttribute('data-tr-row');
    done++;
  }
  return done;
}

/**
 * Clicks a marked row with the navigation it starts held: where the page would go is kept in
 * `window.__trHeld` and the navigation cancelled (the Navigation API's `navigate` event, Chromium
 * 102+), a window it asks for recorded instead of opened, so the list stays on screen and is not
 * asked of the site again. Holding lasts until `heldAfterClick(true)`. False when the row is gone.
 */
export function clickRowHeld(mark: number): boolean {
  const w = window as unknown as { __trHeld?: string[]; __trHolding?: boolean; navigation?: EventTarget; open: (url?: string | URL) => Window | null };
  if (!w.__trHeld) {
    w.__trHeld = [];
    w.navigation?.addEventListener('navigate', (event) => {
      const e = event as Event & { destination?: { url?: string } };
      if (!w.__trHolding || !e.cancelable || !e.destination?.url) return;
      w.__trHeld!.push(e.destination.url);
      e.preventDefault();
    });
    const open = w.open;
    w.open = function (url?: string | URL) {
      if (!w.__trHolding) return open.call(window, url);
      w.__trHeld!.push(new URL(String(url ?? ''), location.href).href);
      return null;
    };
  }
  w.__trHolding = true;
  w.__trHeld.length = 0;
  const row = document.querySelector<HTMLElement>(`[data-tr-row="${mark}"]`);
  if (!row) return false;
  row.click();
  return true;
}

/** Where the last held click would have gone, if anywhere yet; `release`: navigations go through again. */
export function heldAfterClick(release: boolean): string | undefined {
  const w = window as unknown as { __trHeld?: string[]; __trHolding?: boolean };
  if (release) w.__trHolding = false;
  return w.__trHeld?.[w.__trHeld.length - 1];
}
