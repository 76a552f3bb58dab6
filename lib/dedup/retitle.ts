/**
 * A notice edited in place: its list row shows, under the same URL, a title that names another
 * notice than the one stored — "X招标公告" became "X招标公告（更正）", or the project's name or
 * number changed. A bidder must hear of it. A row that only shows the stored title otherwise is
 * no edit: cut short ("X招标…", or silently at a width), completed (the stored title was the cut
 * one), or written as another column writes it (【招标公告】X, 某某大学关于X的通知: title-key.ts).
 * A title the notice carried before an edit is no edit either, so two lists that show one notice
 * under two titles report it once, not on every run.
 */
import { normalizeText } from '../text/normalize.ts';
import { sameTitle, titleIdentity } from './title-key.ts';

/** Titles kept from before a notice's edits in place (the oldest dropped first). */
export const MAX_FORMER_TITLES = 5;

/** How a whole notice title ends (a cut one stops mid-word): what follows it is an edit. */
const COMPLETE = /(?:公告|公示|通知|结果|意向|文件|邀请函|需求|[)）\]】])$/u;

/** The title as compared for cuts: letters, digits and Han only. */
function squash(title: string): string {
  return normalizeText(title).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** True when the row's title is one of `known` (the notice's title and former titles) in any of the ways above. */
function showsKnown(known: string, row: string): boolean {
  const k = squash(known);
  const r = squash(row);
  if (!r || k === r) return true;
  if (k.startsWith(r)) return true; // the row cut the title short
  if (r.startsWith(k) && !COMPLETE.test(normalizeText(known))) return true; // the stored title was the cut one
  const a = titleIdentity(known);
  const b = titleIdentity(row);
  if (a.marks !== b.marks) return false; // （更正）, （第二次）, 结果 … added or taken away
  return sameTitle(a, b); // another column's wording
}

/** True when a list row now shows `rowTitle` for a notice stored under `titles` (current first, then former ones): an edit in place. */
export function isRetitled(titles: readonly string[], rowTitle: string): boolean {
  return titles.length > 0 && !titles.some((known) => showsKnown(known, rowTitle));
}
