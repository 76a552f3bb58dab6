/**
 * The link classifier: is this link (title, url, context) a procurement notice, and of which kind?
 * The product scorer decides; the other scorers of the method's papers are exported to be
 * compared side by side (helper eval).
 */
import type { LinkInput, LinkVerdict, Tokenizer } from '../types.ts';
import shipped from './model.json' with { type: 'json' };
import naiveBayes from './naive-bayes.json' with { type: 'json' };
import { createKeywordScorer } from './keyword.ts';
import { createNaiveBayesScorer, type NaiveBayesModel } from './naive-bayes.ts';
import { noticeType } from './notice-type.ts';
import { createProductScorer, type ShippedModel } from './product.ts';
import type { Scorer } from './scorer.ts';
import { createTagBlockScorer } from './tagblock.ts';
import { createVsmScorer } from './vsm.ts';

export type { Scorer } from './scorer.ts';
export { noticeType } from './notice-type.ts';
export { normalizeText } from '../text/normalize.ts';
export { FEATURE_LIBRARY, conceptsIn, conceptText } from './features.ts';
export { SYNONYMS } from './synonyms.ts';
export { commonTerms, expansionCandidates, type ExpansionCandidate, type WeightedTerm } from './common-terms.ts';

/** The model shipped in lib/classify/model.json. */
export const SHIPPED_MODEL = shipped as ShippedModel;

/** Classifies links: label by the product scorer (≥ 0.5 = notice), type by noticeType. */
export interface Classifier {
  classify(input: LinkInput): LinkVerdict;
}

/** The product classifier over `tokenizer`, with the shipped model unless another is given. */
export function createClassifier({ tokenizer, model = SHIPPED_MODEL }: { tokenizer: Tokenizer; model?: ShippedModel }): Classifier {
  const scorer = createProductScorer(tokenizer, model);
  return {
    classify(input) {
      const score = scorer.score(input);
      const notice = score >= 0.5;
      return { label: notice ? 'notice' : 'other', score, type: notice ? noticeType(input.text) : null };
    },
  };
}

/** Every scorer, each usable alone: keyword, vsm, tagblock, naive-bayes, product. */
export function createScorers(tokenizer: Tokenizer, model: ShippedModel = SHIPPED_MODEL): Scorer[] {
  return [
    createKeywordScorer(),
    createVsmScorer({ tokenizer, topic: model.topic, threshold: model.thresholds.vsm }),
    createTagBlockScorer({ threshold: model.thresholds.tagblock }),
    createNaiveBayesScorer(tokenizer, naiveBayes as unknown as NaiveBayesModel),
    createProductScorer(tokenizer, model),
  ];
}
