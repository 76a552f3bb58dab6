/**
 * Figures that measure generalisation, not memory: grouped k-fold by university (every title of a
 * held-out university is scored by a model that trained on none of its titles, nor on a near-copy
 * of one), recall by notice type, and a calibration table (score bins against the share of titles
 * in them that are notices). The model trained per fold is the product's recipe
 * (classify-cv.ts trainProduct) on the shipped model's training titles plus the set's other groups.
 */
import { predictLogistic, type LogisticModel } from '../lib/classify/logistic.ts';
import { noticeType } from '../lib/classify/notice-type.ts';
import { titleFeatures } from '../lib/classify/title-features.ts';
import type { DevCounts } from '../lib/classify/product.ts';
import { figuresOf, nearCopyKey, trainProduct } from './classify-cv.ts';
import type { LabelledTitle } from './classify-corpus.ts';
import { groupFold, universityOf } from './classify-groups.ts';

/** One table of the eval report (the shape of helper/commands/eval.ts Section). */
export interface Table {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

/** A labelled title with the score a model that never saw it gave it. */
export interface Scored {
  title: LabelledTitle;
  score: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** TP/FP/FN of scored titles at ≥ 0.5. */
export function countScored(scored: readonly Scored[]): DevCounts {
  const c = { tp: 0, fp: 0, fn: 0 };
  for (const { title, score } of scored) {
    if (!title.label) continue;
    const said = score >= 0.5;
    if (said && title.label === 'notice') c.tp++;
    else if (said) c.fp++;
    else if (title.label === 'notice') c.fn++;
  }
  return c;
}

/**
 * Out-of-fold scores: fold f's titles are scored by a model trained on `base` (without near-copies
 * of them) plus the titles of the other folds. `foldOf` says which fold a title is in; `k` folds.
 */
export function outOfFoldScores(
  base: readonly LabelledTitle[],
  data: readonly LabelledTitle[],
  foldOf: (t: LabelledTitle) => number,
  k: number,
  train: (titles: readonly LabelledTitle[]) => LogisticModel = trainProduct,
): { scored: Scored[]; folds: DevCounts[] } {
  const labelled = data.filter((t) => t.label);
  const scored: Scored[] = [];
  const folds: DevCounts[] = [];
  for (let fold = 0; fold < k; fold++) {
    const heldOut = labelled.filter((t) => foldOf(t) === fold);
    if (!heldOut.length) {
      folds.push({ tp: 0, fp: 0, fn: 0 });
      continue;
    }
    const heldKeys = new Set(heldOut.map((t) => nearCopyKey(t.text)));
    const model = train([...base.filter((t) => !heldKeys.has(nearCopyKey(t.text))), ...labelled.filter((t) => foldOf(t) !== fold && !heldKeys.has(nearCopyKey(t.text)))]);
    const here = heldOut.map((title) => ({ title, score: predictLogistic(model, titleFeatures(title.text)) }));
    folds.push(countScored(here));
    scored.push(...here);
  }
  return { scored, folds };
}

/** Grouped k-fold by university: out-of-fold scores where a university's titles share one fold. */
export function groupedScores(base: readonly LabelledTitle[], data: readonly LabelledTitle[], k = 5, train?: (titles: readonly LabelledTitle[]) => LogisticModel) {
  return outOfFoldScores(base, data, (t) => groupFold(universityOf(t), k), k, train);
}

/** The P/R/F1 row of scored titles, named. */
export function figureRow(name: string, scored: readonly Scored[]): (string | number)[] {
  const f = figuresOf([countScored(scored)]);
  return [name, f.precision, f.recall, f.f1, f.tp, f.fp, f.fn];
}

/** The number of distinct universities (groups that name one) among the titles. */
export function universityCount(data: readonly LabelledTitle[]): number {
  return new Set(data.map(universityOf).filter((g) => !g.startsWith('title:'))).size;
}

/**
 * The grouped section: the shipped model's figure on the set beside the retrained model's,
 * each title scored once by a model that never saw its university; the worst fold's F1 shows spread.
 */
export function groupedTable(setName: string, shipped: readonly Scored[], grouped: { scored: Scored[]; folds: DevCounts[] }, k: number): Table {
  const data = grouped.scored.map((s) => s.title);
  // A fold with no notice in it has no F1 (only false alarms to count), nor has a set without notices.
  const foldF1 = grouped.folds.filter((c) => c.tp + c.fn > 0).map((c) => figuresOf([c]).f1);
  const rows = [
    figureRow('product as shipped (never trained on this set)', shipped),
    figureRow(`product retrained + the set's other universities (${k}-fold grouped by university)`, grouped.scored),
    ['worst fold F1 (retrained)', '', '', foldF1.length ? Math.min(...foldF1) : '-', '', '', ''],
  ];
  return {
    title: `${setName}: grouped by university (${data.length} titles, ${universityCount(data)} universities named, ${k} folds)`,
    columns: ['model', 'precision', 'recall', 'F1', 'TP', 'FP', 'FN'],
    rows,
  };
}

/**
 * Recall by gold type: of the notices of each type, how many scored ≥ 0.5, and how many
 * noticeType types as the reader did. A notice without a gold type counts under '(untyped)'.
 */
export function perTypeTable(setName: string, scored: readonly Scored[]): Table {
  const byType = new Map<string, { n: number; found: number; typed: number }>();
  for (const { title, score } of scored) {
    if (title.label !== 'notice') continue;
    const type = title.type ?? '(untyped)';
    const row = byType.get(type) ?? { n: 0, found: 0, typed: 0 };
    row.n++;
    if (score >= 0.5) row.found++;
    if (title.type && noticeType(title.text) === title.type) row.typed++;
    byType.set(type, row);
  }
  const rows = [...byType]
    .sort(([a, x], [b, y]) => y.n - x.n || (a < b ? -1 : 1))
    .map(([type, r]) => [type, r.n, r.found, round(r.found / r.n), type === '(untyped)' ? '-' : round(r.typed / r.n)]);
  return { title: `${setName}: recall by notice type`, columns: ['type', 'notices', 'found', 'recall', 'type accuracy'], rows };
}

/** Calibration: ten score bins, how many titles fall in each and the share of them that are notices. */
export function calibrationTable(setName: string, scored: readonly Scored[], bins = 10): Table {
  const cells = Array.from({ length: bins }, () => ({ n: 0, notices: 0, sum: 0 }));
  for (const { title, score } of scored) {
    if (!title.label) continue;
    const cell = cells[Math.min(bins - 1, Math.max(0, Math.floor(score * bins)))]!;
    cell.n++;
    cell.sum += score;
    if (title.label === 'notice') cell.notices++;
  }
  const rows = cells.map((c, i) => [
    `${(i / bins).toFixed(1)}–${((i + 1) / bins).toFixed(1)}`,
    c.n,
    c.notices,
    c.n ? round(c.notices / c.n) : '-',
    c.n ? round(c.sum / c.n) : '-',
  ]);
  return { title: `${setName}: calibration (score bins vs share that are notices)`, columns: ['score bin', 'titles', 'notices', 'share notices', 'mean score'], rows };
}
