/**
 * Every scorer of the method, side by side: keyword (paper 1), VSM (papers 1–2), tag blocks
 * (paper 4), naive Bayes (paper 5) and the product. Apart from index.ts so that the extension,
 * which needs only the product, does not bundle the naive Bayes counts.
 */
import type { Tokenizer } from '../types/capabilities.ts';
import { SHIPPED_MODEL } from './index.ts';
import naiveBayes from './naive-bayes.json' with { type: 'json' };
import { createKeywordScorer } from './keyword.ts';
import { createNaiveBayesScorer, type NaiveBayesModel } from './naive-bayes.ts';
import { createProductScorer, type ShippedModel } from './product.ts';
import type { Scorer } from './scorer.ts';
import { createTagBlockScorer } from './tagblock.ts';
import { createVsmScorer } from './vsm.ts';

/** Every scorer, each usable alone: keyword, vsm, tagblock, naive-bayes, product. */
export function createScorers(tokenizer: Tokenizer, model: ShippedModel = SHIPPED_MODEL): Scorer[] {
  return [
    createKeywordScorer(),
    createVsmScorer({ tokenizer, topic: model.topic, threshold: model.thresholds.vsm }),
    createTagBlockScorer({ threshold: model.thresholds.tagblock }),
    createNaiveBayesScorer(tokenizer, shippedCounts()),
    createProductScorer(tokenizer, model),
  ];
}

/** naive-bayes.json as the model it is: JSON types its count pairs as plain arrays, so they are checked once here. */
function shippedCounts(): NaiveBayesModel {
  if (!isNaiveBayesModel(naiveBayes)) throw new Error('lib/classify/naive-bayes.json: every count must be a pair [notice, other]');
  return naiveBayes;
}

function isNaiveBayesModel(json: { classCounts: number[]; featureCounts: Record<string, number[]> }): json is NaiveBayesModel {
  return json.classCounts.length === 2 && Object.values(json.featureCounts).every((counts) => counts.length === 2);
}
