/**
 * Paper 5: Naive Bayes on a link's own evidence — the words of its anchor, the words of its
 * context (neighbouring anchors), and whether each contains a domain-dictionary term — with
 * Laplace smoothing P(F | C) = (Count(F, C) + 1) / (Count_C + 2). Trained on link titles, not pages.
 */
import type { LinkInput } from '../types/notice.ts';
import type { Tokenizer } from '../types/capabilities.ts';
import { DOMAIN_WORDS } from '../tokenize/dictionary.ts';
import { conceptText } from './features.ts';
import { sigmoid, type Scorer } from './scorer.ts';

/** Counts learned from labelled links: [notice, other] per feature and per class. */
export interface NaiveBayesModel {
  classCounts: [number, number];
  featureCounts: Record<string, [number, number]>;
}

const DICTIONARY = new RegExp(DOMAIN_WORDS.join('|'));

/** Paper 5's features of a link: a:word, c:word, and the dictionary flags da / dc. */
export function linkFeatures(tokenizer: Tokenizer, input: LinkInput): string[] {
  const anchor = conceptText(input.text);
  const features = new Set(tokenizer.cut(anchor).map((w) => `a:${w}`));
  if (DICTIONARY.test(anchor)) features.add('da');
  if (input.context) {
    const context = conceptText(input.context);
    for (const w of tokenizer.cut(context)) features.add(`c:${w}`);
    if (DICTIONARY.test(context)) features.add('dc');
  }
  return [...features];
}

/** Counts features per class; features seen fewer than `minCount` times are dropped (model size). */
export function trainNaiveBayes(examples: readonly { features: readonly string[]; notice: boolean }[], minCount = 2): NaiveBayesModel {
  const classCounts: [number, number] = [0, 0];
  const counts = new Map<string, [number, number]>();
  for (const { features, notice } of examples) {
    const c = notice ? 0 : 1;
    classCounts[c]++;
    for (const f of features) {
      const pair = counts.get(f) ?? [0, 0];
      pair[c]++;
      counts.set(f, pair);
    }
  }
  const featureCounts: Record<string, [number, number]> = {};
  for (const [f, pair] of counts) if (pair[0] + pair[1] >= minCount) featureCounts[f] = pair;
  return { classCounts, featureCounts };
}

/**
 * P(notice | features) as a scorer. Bernoulli: an absent feature is evidence too (otherwise rare
 * words would favour the smaller class), so the sum over absent features is computed once and
 * corrected for the present ones. Features unseen in training are ignored.
 */
export function createNaiveBayesScorer(tokenizer: Tokenizer, model: NaiveBayesModel): Scorer {
  const [np, nn] = model.classCounts;
  const present = new Map<string, number>();
  let absentAll = Math.log(np / nn);
  for (const [f, [cp, cn]] of Object.entries(model.featureCounts)) {
    const pp = (cp + 1) / (np + 2);
    const pn = (cn + 1) / (nn + 2);
    const absent = Math.log((1 - pp) / (1 - pn));
    absentAll += absent;
    present.set(f, Math.log(pp / pn) - absent);
  }
  return {
    name: 'naive-bayes',
    score(input) {
      let logOdds = absentAll;
      for (const f of linkFeatures(tokenizer, input)) logOdds += present.get(f) ?? 0;
      return sigmoid(logOdds);
    },
  };
}
