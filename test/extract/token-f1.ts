/**
 * Token-level F1 of an extracted body against hand-copied ground truth. Tokens are jieba words
 * (the Node build, default HMM on) of the normalised text, punctuation and spaces dropped; the
 * score compares the two bags of words, so order and layout do not count.
 */
import * as jieba from 'jieba-wasm';
import { normalizeText } from '../../lib/text/normalize.ts';

const WORDISH = /[\p{L}\p{N}]/u;

/** jieba words of the normalised text, without punctuation or spaces. */
export function bodyTokens(text: string): string[] {
  return jieba.cut(normalizeText(text), true).filter((t) => WORDISH.test(t));
}

/** Precision, recall and F1 of `got` against `want`, over bags of tokens. */
export function tokenF1(got: string, want: string): { precision: number; recall: number; f1: number } {
  const a = bodyTokens(got);
  const b = bodyTokens(want);
  if (a.length === 0 || b.length === 0) return { precision: 0, recall: 0, f1: a.length === b.length ? 1 : 0 };
  const counts = new Map<string, number>();
  for (const t of b) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of a) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      common++;
      counts.set(t, n - 1);
    }
  }
  const precision = common / a.length;
  const recall = common / b.length;
  return { precision, recall, f1: common === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}
