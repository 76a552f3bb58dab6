/** The product scorer: logistic regression over title features (title-features.ts), model in model.json. */
import type { Tokenizer } from '../types/capabilities.ts';
import type { WeightedTerm } from './common-terms.ts';
import { predictLogistic, type LogisticModel } from './logistic.ts';
import type { Scorer } from './scorer.ts';
import { titleFeatures } from './title-features.ts';

/** What model.json holds: the product's weights plus what the side-by-side scorers need. */
export interface ShippedModel extends LogisticModel {
  version: 1;
  /** Where the training titles came from and under which licence. */
  attribution: string;
  /** Paper 1's TF/IDF common-term set, the VSM topic vector. */
  topic: WeightedTerm[];
  thresholds: { vsm: number; tagblock: number };
  /**
   * Whether the model uses jieba words besides character bigrams. The shipped one does not: on the
   * dev set bigrams alone scored the same F1, and jieba is most of the time per title.
   */
  words: boolean;
  /**
   * Whether the reviewed dev set (fzu-dev-reviewed.jsonl) was in training. When it was, a figure
   * on it would be on seen titles: `cv` is the honest one (k-fold, near-copies kept in one fold).
   */
  dev?: { seen: boolean; cv?: CvFigures };
}

/** True positives, false positives and false negatives of one measure. */
export interface DevCounts {
  tp: number;
  fp: number;
  fn: number;
}

/** A k-fold cross-validation figure on the dev set, with each fold's counts. */
export interface CvFigures extends DevCounts {
  k: number;
  precision: number;
  recall: number;
  f1: number;
  folds: DevCounts[];
}

/** P(notice) from the title alone. */
export function createProductScorer(tokenizer: Tokenizer | undefined, model: LogisticModel & { words: boolean }): Scorer {
  const words = model.words ? tokenizer : undefined;
  return { name: 'product', score: (input) => predictLogistic(model, titleFeatures(input.text, words)) };
}
