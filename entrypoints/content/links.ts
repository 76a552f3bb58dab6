/**
 * The links of the page the user is on, as the background's classifier wants them: text, title
 * attribute, URL and the row around them (paper 5's context). Bounded: a page with 100,000 links
 * costs no more than one with 2,000.
 */
import type { PageLinkInput } from '../../lib/messages/protocol.ts';
import { withoutCutMark } from '../../lib/classify/rows.ts';

/** Links looked at per page. */
export const MAX_LINKS = 2000;
const MAX_TEXT = 300;

/** A link found on the page, with its element so a marker can go beside it. */
export interface FoundLink extends PageLinkInput {
  element: Element;
  /** A date in the same row, ISO `YYYY-MM-DD`. */
  date?: string;
}

const DATE = /(20\d\d)[-/.年](\d{1,2})[-/.月](\d{1,2})/;

/** The nearest row-like ancestor: where the date and the context of a list row are. */
function rowOf(a: Element): Element {
  return a.closest('li, tr, dd, dt, p') ?? a.parentElement ?? a;
}

function isoDate(text: string): string | undefined {
  const m = DATE.exec(text);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : undefined;
}

/** Collects the page's http(s) links with their text, context and row date. */
export function findLinks(doc: Document, base: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const a of doc.querySelectorAll('a[href]')) {
    if (found.length >= MAX_LINKS) break;
    let url: URL;
    try {
      url = new URL(a.getAttribute('href') ?? '', base);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol)) continue;
    url.hash = '';
    const text = (a.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
    const title = a.getAttribute('title')?.trim().slice(0, MAX_TEXT);
    if (!text && !title) continue;
    const row = (rowOf(a).textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
    // The title attribute holds the full title where the text is cut with "…".
    const best = title && title.length > text.length && title.startsWith(withoutCutMark(text)) ? title : text;
    found.push({ element: a, url: url.href, text: best, context: row.replace(text, ' ').trim(), date: isoDate(row) });
  }
  return found;
}

/** True when the notice links sit in one list (≥ 3 rows under one parent): a list page worth watching. */
export function looksLikeList(notices: readonly FoundLink[]): boolean {
  const parents = new Map<Node, number>();
  for (const n of notices) {
    const parent = rowOf(n.element).parentNode;
    if (parent) parents.set(parent, (parents.get(parent) ?? 0) + 1);
  }
  return [...parents.values()].some((count) => count >= 3);
}
