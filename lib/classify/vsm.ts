/**
 * Papers 1–2: the cosine of a link's position-weighted term vector with the topic vector K. The
 * anchor text (the link's title) counts fully, its context at a lower weight; the topic vector is
 * the TF/IDF common-term set learned from procurement list pages (common-terms.ts).
 */
import type { Tokenizer } from '../types/capabilities.ts';
import type { WeightedTerm } from './common-terms.ts';
import { addTerms, aroundThreshold, cosine, type SparseVector } from './cosine.ts';
import { conceptText } from './features.ts';
import type { Scorer } from './scorer.ts';

export interface VsmOptions {
  tokenizer: Tokenizer;
  topic: readonly WeightedTerm[];
  /** Similarity at which a link becomes a notice (maps to 0.5). */
  threshold: number;
  titleWeight?: number;
  contextWeight?: number;
}

/** The position-weighted VSM scorer. */
export function createVsmScorer({ tokenizer, topic, threshold, titleWeight = 1, contextWeight = 0.3 }: VsmOptions): Scorer {
  const k: SparseVector = new Map(topic.map((t) => [t.term, t.weight]));
  return {
    name: 'vsm',
    score(input) {
      const d: SparseVector = new Map();
      addTerms(d, tokenizer.cut(conceptText(input.text)), titleWeight);
      if (input.context) addTerms(d, tokenizer.cut(conceptText(input.context)), contextWeight);
      return aroundThreshold(cosine(k, d), threshold);
    },
  };
}
