/**
 * Where the profile's words are in a title, as plain text pieces: the words are in their
 * normalised form (lib/profile matchForm: half-width, lower case, simplified), so the title is
 * compared one character at a time in that form and the pieces keep the title's own characters.
 */
import { matchForm } from '../../lib/profile/normalize.ts';

export interface Piece {
  text: string;
  hit: boolean;
}

/** The title cut into pieces, the matched words marked (never HTML: the caller renders text). */
export function highlightPieces(title: string, words: readonly string[]): Piece[] {
  const chars = [...title];
  if (!words.length || !chars.length) return [{ text: title, hit: false }];
  // Each character's form, and where it starts in the compared string.
  const forms = chars.map((c) => matchForm(c));
  const starts: number[] = [];
  let compared = '';
  for (const form of forms) {
    starts.push(compared.length);
    compared += form;
  }
  const hit = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    if (!word) continue;
    for (let at = compared.indexOf(word); at >= 0; at = compared.indexOf(word, at + word.length)) {
      const end = at + word.length;
      chars.forEach((_, i) => {
        const from = starts[i]!;
        const to = from + forms[i]!.length;
        if (to > at && from < end) hit[i] = true;
      });
    }
  }
  const pieces: Piece[] = [];
  chars.forEach((c, i) => {
    const last = pieces[pieces.length - 1];
    if (last && last.hit === hit[i]) last.text += c;
    else pieces.push({ text: c, hit: hit[i]! });
  });
  return pieces;
}
