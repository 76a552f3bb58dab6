/**
 * The link classifier: is this link (title, url, context) a procurement notice, and of which kind?
 * The product scorer decides; the method's other scorers are in scorers.ts, to be compared side
 * by side (helper eval) without putting their data in the extension's bundle.
 */
import { simplifyText } from '../search/han.ts';
import type { LinkInput, LinkVerdict } from '../types/notice.ts';
import type { Tokenizer } from '../types/capabilities.ts';
import shipped from './model.json' with { type: 'json' };
import { noticeType } from './notice-type.ts';
import { createProductScorer, type ShippedModel } from './product.ts';

export type { Scorer } from './scorer.ts';
export { noticeType } from './notice-type.ts';
export { normalizeText } from '../text/normalize.ts';
export { FEATURE_LIBRARY, TOPIC_TERMS, conceptsIn, conceptText } from './features.ts';
export { SYNONYMS } from './synonyms.ts';
export { commonTerms, expansionCandidates, type ExpansionCandidate, type WeightedTerm } from './common-terms.ts';

/** The model shipped in lib/classify/model.json. */
export const SHIPPED_MODEL = shipped as ShippedModel;

/** Classifies links: label by the product scorer (≥ 0.5 = notice), type by noticeType. */
export interface Classifier {
  classify(input: LinkInput): LinkVerdict;
}

/**
 * The product classifier, with the shipped model unless another is given. The shipped model reads
 * character bigrams, not words, so `tokenizer` (jieba) is only required by a model with `words`.
 */
export function createClassifier({ tokenizer, model = SHIPPED_MODEL }: { tokenizer?: Tokenizer; model?: ShippedModel }): Classifier {
  if (model.words && !tokenizer) throw new Error('this classifier model reads jieba words: pass a tokenizer');
  const scorer = createProductScorer(tokenizer, model);
  return {
    classify(input) {
      // A title in traditional characters (…採購項目公開招標公告) reads as its simplified form: the
      // model learned simplified titles, and the page decodes right either way.
      const simple = { ...input, text: simplifyText(input.text), ...(input.context !== undefined ? { context: simplifyText(input.context) } : {}) };
      const score = scorer.score(simple);
      const notice = score >= 0.5;
      return { label: notice ? 'notice' : 'other', score, type: notice ? noticeType(simple.text) : null };
    },
  };
}
