/**
 * Paper 5's link context: when other links sit within a window around a link, their anchor
 * texts (previous and next); otherwise the nearby non-link text.
 */
import type { Piece } from './walk.ts';
import { charCount, collapse } from './text.ts';

/** Characters of plain text between two links within which they count as neighbours. */
export const CONTEXT_WINDOW = 30;

/** Context string for every link, in link order. */
export function linkContexts(pieces: Piece[], linkTexts: string[]): string[] {
  const gaps = gapsBetweenLinks(pieces, linkTexts.length);
  const gapChars = gaps.map(charCount); // each gap sits between two links: count it once
  return linkTexts.map((_, i) => {
    const before = gaps[i]!;
    const after = gaps[i + 1]!;
    const prev = i > 0 && gapChars[i]! <= CONTEXT_WINDOW ? linkTexts[i - 1]! : tail(before);
    const next = i + 1 < linkTexts.length && gapChars[i + 1]! <= CONTEXT_WINDOW ? linkTexts[i + 1]! : head(after);
    return collapse(`${prev} ${next}`);
  });
}

/** gaps[i] = the plain text just before link i; gaps[n] = the text after the last link. */
function gapsBetweenLinks(pieces: Piece[], linkCount: number): string[] {
  // Each gap's pieces joined by a space as they come (undefined: no piece yet).
  const gaps: Array<string | undefined> = new Array<string | undefined>(linkCount + 1).fill(undefined);
  let next = 0; // index of the next link not yet reached
  for (const piece of pieces) {
    if (piece.link >= 0) next = Math.max(next, piece.link + 1);
    else {
      const at = Math.min(next, linkCount);
      const gap = gaps[at];
      gaps[at] = gap === undefined ? piece.text : `${gap} ${piece.text}`;
    }
  }
  return gaps.map((gap) => (gap === undefined ? '' : collapse(gap)));
}

function head(text: string): string {
  return text.slice(0, CONTEXT_WINDOW);
}

function tail(text: string): string {
  return text.slice(Math.max(0, text.length - CONTEXT_WINDOW));
}
