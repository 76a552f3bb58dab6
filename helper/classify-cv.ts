/**
 * The product model's training and its honest measure. Nearly every real notice of the weak CSV
 * is a dev-set title, so a model that learns from real notices must learn from the dev set; its
 * dev figure is then k-fold cross-validation: every dev title predicted by a model that never saw
 * it, nor any near-copy of it (folds split by a key without digits, letters or punctuation).
 */
import { composeTitles, DIRECTORY_NAMES } from './classify-templates.ts';
import { predictLogistic, trainLogistic, type LogisticModel } from '../lib/classify/logistic.ts';
import type { CvFigures, DevCounts } from '../lib/classify/product.ts';
import { titleFeatures } from '../lib/classify/title-features.ts';
import { titleKey, type LabelledTitle } from './classify-corpus.ts';

/** Number of folds of the cross-validation. */
export const FOLDS = 5;

/** Titles that differ only by a date, a number, a code or punctuation share this key. */
export function nearCopyKey(text: string): string {
  return titleKey(text).replace(/[\p{N}\p{P}\p{S}A-Za-z〇零一二三四五六七八九十]/gu, '');
}

/** The fold (0 … k-1) of a title: FNV-1a hash of its near-copy key, stable across runs and machines. */
export function foldOf(text: string, k = FOLDS): number {
  let h = 0x811c9dc5;
  for (const ch of nearCopyKey(text)) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % k;
}

/**
 * The corpus university's name stands in both classes; in training it becomes one of many real
 * names (picked by the title's hash, so training is reproducible), else its bigrams mean "Fuzhou".
 */
export function withAnyUniversity<T extends LabelledTitle>(t: T): T {
  let h = 7;
  for (const ch of t.text) h = (Math.imul(h, 31) + ch.codePointAt(0)!) >>> 0;
  return { ...t, text: t.text.replace(/福州大学/g, DIRECTORY_NAMES[h % DIRECTORY_NAMES.length]!) };
}

/** Composed titles in other universities' wordings (classify-templates.ts), labelled. */
export function composedTitles(): LabelledTitle[] {
  return composeTitles(8000).map((t) => ({ text: t.text, label: t.notice ? 'notice' : 'other' }));
}

/** The product's logistic regression over character bigrams + concepts + structure flags. */
export function trainProduct(titles: readonly LabelledTitle[]): LogisticModel {
  const examples = titles.filter((t) => t.label).map((t) => ({ features: titleFeatures(t.text), notice: t.label === 'notice' }));
  return trainLogistic(examples, { epochs: 12, learningRate: 0.2, l2: 3e-4, prune: 0.02 });
}

/** TP/FP/FN of `model` on the labelled `titles` (≥ 0.5 = notice). */
export function countOn(model: LogisticModel, titles: readonly LabelledTitle[]): DevCounts {
  const counts = { tp: 0, fp: 0, fn: 0 };
  for (const t of titles) {
    if (!t.label) continue;
    const said = predictLogistic(model, titleFeatures(t.text)) >= 0.5;
    if (said && t.label === 'notice') counts.tp++;
    else if (said) counts.fp++;
    else if (t.label === 'notice') counts.fn++;
  }
  return counts;
}

/** Precision, recall and F1 (3 decimals) of summed counts. */
export function figuresOf(counts: readonly DevCounts[]): Omit<CvFigures, 'folds' | 'k'> {
  const tp = counts.reduce((s, c) => s + c.tp, 0);
  const fp = counts.reduce((s, c) => s + c.fp, 0);
  const fn = counts.reduce((s, c) => s + c.fn, 0);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const p = tp / (tp + fp || 1);
  const r = tp / (tp + fn || 1);
  return { precision: round(p), recall: round(r), f1: round((2 * p * r) / (p + r || 1)), tp, fp, fn };
}

/**
 * One fold: trains on `base` (minus near-copies of the held-out titles) + the other folds of
 * `dev`, and counts on the held-out fold.
 */
export function runFold(base: readonly LabelledTitle[], dev: readonly LabelledTitle[], fold: number, k = FOLDS): DevCounts {
  const heldOut = dev.filter((t) => foldOf(t.text, k) === fold);
  const heldKeys = new Set(heldOut.map((t) => nearCopyKey(t.text)));
  const train = [...base.filter((t) => !heldKeys.has(nearCopyKey(t.text))), ...dev.filter((t) => foldOf(t.text, k) !== fold)];
  return countOn(trainProduct(train), heldOut);
}

/** k-fold cross-validation of the product on `dev`, with `base` always in training. */
export function crossValidate(base: readonly LabelledTitle[], dev: readonly LabelledTitle[], k = FOLDS): CvFigures {
  const folds = Array.from({ length: k }, (_, fold) => runFold(base, dev, fold, k));
  return { k, ...figuresOf(folds), folds };
}

/**
 * The shipped product's training titles (scripts/train-classifier.ts): the weak titles without the
 * dev set's, the composed titles, and the dev titles when the shipped model learned from them.
 */
export function shippedTrainingTitles(weak: readonly LabelledTitle[], dev: readonly LabelledTitle[], devSeen: boolean): LabelledTitle[] {
  const devKeys = new Set(dev.map((t) => titleKey(t.text)));
  const train = weak.filter((t) => t.label && !devKeys.has(titleKey(t.text))).map(withAnyUniversity);
  return [...train, ...composedTitles(), ...(devSeen ? dev.map(withAnyUniversity) : [])];
}
