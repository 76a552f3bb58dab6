/**
 * Search terms for Chinese titles without spaces: overlapping character pairs (bigrams) for
 * runs of Chinese, lower-cased words for Latin letters and digits. A typo or a missing
 * character spoils only the one or two pairs around it, so most of a query's pairs still match
 * (the idea behind paper 3's wildcard patterns, without a pattern per edit position).
 */
import { normalizeText } from '../text/normalize.ts';

const HAN_RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const HAN = /^\p{Script=Han}/u;

/** Splits text into search terms: Chinese bigrams (a lone character stays whole), other words lower-cased. */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [run] of normalizeText(text).matchAll(HAN_RUN)) {
    if (!HAN.test(run)) {
      terms.push(run.toLowerCase());
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) terms.push(run);
    for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i]! + chars[i + 1]!);
  }
  return terms;
}
