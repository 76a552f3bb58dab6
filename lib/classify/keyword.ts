/**
 * Paper 1's baseline: a link is a notice when its anchor matches the tender vocabulary. No
 * negatives, no context: the admitted weakness the other scorers cure.
 */
import type { Scorer } from './scorer.ts';
import { normalizeText } from '../text/normalize.ts';

/** The vocabulary of paper 1 ("采购公告", "招标公告", "中标公示" …) and its close kin. */
export const TENDER_VOCABULARY: readonly string[] = [
  '招标', '采购', '中标', '成交', '询价', '磋商', '谈判', '单一来源', '比选', '竞价', '招租',
  '流标', '废标',
];

const VOCABULARY = new RegExp(TENDER_VOCABULARY.join('|'));

/** 1 when the anchor text contains a tender word, else 0. */
export function createKeywordScorer(): Scorer {
  return { name: 'keyword', score: (input) => (VOCABULARY.test(normalizeText(input.text)) ? 1 : 0) };
}
