/**
 * Trains the classifiers and writes lib/classify/model.json (product + VSM topic + thresholds) and
 * lib/classify/naive-bayes.json. Training data: the weak-labelled titles of
 * ../shared/corpus/titles/fzu-titles-weak.csv WITHOUT the dev set's titles (matched by normalised
 * text), plus composed titles (classify-templates.ts). The product may also learn from the dev
 * set (its real notices): it ships that model only when its 5-fold CV F1 on dev is at least the
 * dev F1 of the model trained without dev (precision ≥ 0.98), and it does no worse on the other
 * universities' fixtures (helper/classify-cv.ts). Run: `npx tsx scripts/train-classifier.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDir, readDevSet, readLabelledJsonl, readWeakTitles, titleKey, type LabelledTitle } from '../helper/classify-corpus.ts';
import { composedTitles, countOn, crossValidate, figuresOf, trainProduct, withAnyUniversity } from '../helper/classify-cv.ts';
import { loadNodeTokenizer } from '../helper/jieba-node.ts';
import { commonTerms } from '../lib/classify/common-terms.ts';
import { conceptText } from '../lib/classify/features.ts';
import { linkFeatures, trainNaiveBayes } from '../lib/classify/naive-bayes.ts';
import type { ShippedModel } from '../lib/classify/product.ts';
import type { Scorer } from '../lib/classify/scorer.ts';
import { createTagBlockScorer } from '../lib/classify/tagblock.ts';
import { createVsmScorer } from '../lib/classify/vsm.ts';
import { composeTitles, ORGS } from '../helper/classify-templates.ts';

const ATTRIBUTION =
  'Learned from titles of Fuzhou University list pages (fzu-titles-weak.csv, AGPL-3.0 source; see ' +
  '../shared/corpus/titles/fzu-titles-weak.SOURCE.txt), from their human labels in fzu-dev-reviewed.jsonl ' +
  '(product weights, when model.dev.seen) and from composed titles naming universities of the MIT directory ' +
  'in public/directory (lcandy2). No title is stored.';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'classify');
const dir = corpusDir();
if (!dir) throw new Error('../shared/corpus is absent: cannot train');

const tokenizer = loadNodeTokenizer();
const weak = readWeakTitles(dir);
const dev = readDevSet(dir, weak);
const devKeys = new Set(dev.map((t) => titleKey(t.text)));
const train = weak.filter((t) => t.label && !devKeys.has(titleKey(t.text))).map(withAnyUniversity);
console.error(`training titles: ${train.length} (dev titles left out: ${weak.length - train.length})`);
const isNotice = (t: LabelledTitle) => t.label === 'notice';

// Composed titles in other universities' wordings (the real notices are nearly all dev titles).
// Each gets paper 5's context as in a mixed notice stream: a composed notice sits beside another
// notice and a real title; a composed look-alike between two real titles. (Contexts of composed
// titles only would teach naive Bayes that real words in a context mean "other".)
let seed = 5;
const realTitle = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return train[(seed >>> 8) % train.length]!.text;
};
const composed: LabelledTitle[] = composedTitles().map((t, i, all) => ({
  ...t,
  context: isNotice(t) ? `${all[i - 2]?.text ?? ''} ${realTitle()}` : `${realTitle()} ${realTitle()}`,
}));
const everything = [...train, ...composed];

// Paper 1: each procurement list is one text; TF/IDF favours what the lists share. The weak CSV's
// procurement lists are (all but a handful of titles) dev-set titles, so the lists here are
// composed: one per invented university, in which its own name is what TF/IDF must sink.
const lists = ORGS.map((org, i) =>
  composeTitles(150, 100 + i, org)
    .filter((t) => t.notice)
    .flatMap((t) => tokenizer.cut(conceptText(t.text))),
);
const topic = commonTerms(lists, 150);

// The η of a similarity scorer: best F1 on the training titles, real and composed (scores at η = 0.5 are the raw similarity).
function bestThreshold(scorer: Scorer): number {
  const scored = everything.map((t) => [scorer.score(t), isNotice(t)] as const);
  let best = { f1: -1, eta: 0.5 };
  for (let eta = 0.05; eta < 0.96; eta += 0.01) {
    let tp = 0, fp = 0, fn = 0;
    for (const [s, y] of scored) {
      if (s >= eta && y) tp++;
      else if (s >= eta) fp++;
      else if (y) fn++;
    }
    const f1 = (2 * tp) / (2 * tp + fp + fn);
    if (f1 > best.f1) best = { f1, eta: Math.round(eta * 100) / 100 };
  }
  return best.eta;
}
const thresholds = {
  vsm: bestThreshold(createVsmScorer({ tokenizer, topic, threshold: 0.5 })),
  tagblock: bestThreshold(createTagBlockScorer({ threshold: 0.5 })),
};

const naiveBayes = trainNaiveBayes(everything.map((t) => ({ features: linkFeatures(tokenizer, t), notice: isNotice(t) })), 3);

// The product: character bigrams without jieba words (the same dev F1, three times the speed).
// Candidate 1 never sees a dev title; candidate 2 also learns from all of them, measured by CV.
const fixtures = join(out, '..', '..', 'test', 'fixtures', 'classify');
const blind = readLabelledJsonl(join(fixtures, 'blind-universities.jsonl'));
const others = readLabelledJsonl(join(fixtures, 'other-universities.jsonl'));
const withoutDev = trainProduct(everything);
const withDev = trainProduct([...everything, ...dev.map(withAnyUniversity)]);
const cv = crossValidate(everything, dev);
const measure = (m: typeof withoutDev) => ({ blind: figuresOf([countOn(m, blind)]), others: figuresOf([countOn(m, others)]) });
const [before, after] = [measure(withoutDev), measure(withDev)];
const devBefore = figuresOf([countOn(withoutDev, dev)]);
const row = (f: { precision: number; recall: number; f1: number; tp: number; fp: number; fn: number }) =>
  `P ${f.precision.toFixed(3)} R ${f.recall.toFixed(3)} F1 ${f.f1.toFixed(3)} (TP ${f.tp} FP ${f.fp} FN ${f.fn})`;
console.error(`                 trained without dev                      | trained with dev`);
console.error(`dev              ${row(devBefore)} | ${cv.k}-fold CV: ${row(cv)}`);
console.error(`blind            ${row(before.blind)} | ${row(after.blind)}`);
console.error(`other univ.      ${row(before.others)} | ${row(after.others)}`);
const noWorse = (a: { precision: number; f1: number }, b: { precision: number; f1: number }) => a.f1 >= b.f1 && a.precision >= b.precision;
// The dev figure is F1 (the goal), with precision held at the 0.98 target; on the other
// universities' titles neither F1 nor precision may drop.
const ship = cv.f1 >= devBefore.f1 && cv.precision >= 0.98 && noWorse(after.blind, before.blind) && noWorse(after.others, before.others);
console.error(ship ? 'shipping the model trained with dev (its dev figure: CV)' : 'keeping the model trained without dev');
const product = ship ? withDev : withoutDev;
const WORDS = false;

const model: ShippedModel = { version: 1, attribution: ATTRIBUTION, words: WORDS, ...product, topic, thresholds, dev: { seen: ship, cv } };
writeFileSync(join(out, 'model.json'), `${JSON.stringify(model)}\n`);
writeFileSync(join(out, 'naive-bayes.json'), `${JSON.stringify({ attribution: ATTRIBUTION, ...naiveBayes })}\n`);
console.error(`product weights: ${Object.keys(product.weights).length}; thresholds ${JSON.stringify(thresholds)}`);
console.error(`naive Bayes features: ${Object.keys(naiveBayes.featureCounts).length}`);
