/**
 * The eval report's generalisation tables, for each labelled set: recall by notice type and a
 * calibration table from scores no model trained on (the dev set's are 5-fold CV scores when the
 * shipped model learned from it), and for sets that name many universities, grouped k-fold by
 * university: the shipped product beside the product retrained with the set's other universities.
 * The fixed sets are the written fixtures of test/fixtures/classify (development sets: seen) and the
 * real titles of test/fixtures/real-titles when present; the sealed set is never trained on here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FOLDS, foldOf, shippedTrainingTitles, trainProduct } from '../classify-cv.ts';
import { readLabelledJsonl, titleKey, type LabelledTitle } from '../classify-corpus.ts';
import { calibrationTable, groupedScores, groupedTable, outOfFoldScores, perTypeTable, type Scored, type Table } from '../classify-generalisation.ts';
import type { Scorer } from '../../lib/classify/scorer.ts';
import type { ShippedModel } from '../../lib/classify/product.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A named labelled set. */
export interface NamedSet {
  name: string;
  titles: LabelledTitle[];
  /**
   * A sealed set is never trained on, not even in grouped folds, and its errors are not read: it
   * gets none of these tables (its P/R/F1 stays the plain eval row).
   */
  sealed?: boolean;
}

/** Whether a data file is the sealed set (test/fixtures/sealed): its rules forbid training on it. */
export function isSealed(file: string): boolean {
  return /(^|[\\/])sealed[\\/]/.test(resolve(file));
}

/** Every *.jsonl of a folder as one set, or null when the folder has none. */
export function folderSet(name: string, dir: string): NamedSet | null {
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
  if (!files.length) return null;
  return { name: `${name} (${files.join(', ')})`, titles: files.flatMap((f) => readLabelledJsonl(join(dir, f))) };
}

/** The fixed sets measured on every eval run; a folder holding `dataFile` is left to the --data set's tables. */
export function fixedSets(dataFile?: string): NamedSet[] {
  const folders: [string, string][] = [
    ['real titles (test/fixtures/real-titles)', join(ROOT, 'test', 'fixtures', 'real-titles')],
    ['written titles, development sets (test/fixtures/classify)', join(ROOT, 'test', 'fixtures', 'classify')],
  ];
  const given = dataFile ? dirname(resolve(dataFile)) : undefined;
  return folders
    .filter(([, dir]) => resolve(dir) !== given)
    .map(([name, dir]) => folderSet(name, dir))
    .filter((s): s is NamedSet => s !== null);
}

/** What the generalisation tables need. */
export interface GeneralisationInput {
  product: Scorer;
  model: ShippedModel;
  /** Weak corpus titles and the dev set; empty when ../shared/corpus is absent (no training then). */
  weak: LabelledTitle[];
  dev: LabelledTitle[];
  /** Sets to measure: the --data file and the fixed sets. */
  sets: NamedSet[];
  folds?: number;
}

/** The tables, in the order the report prints them. */
export function generalisationSections({ product, model, weak, dev, sets, folds = 5 }: GeneralisationInput): Table[] {
  const tables: Table[] = [];
  const seen = Boolean(model.dev?.seen);
  const shippedScores = (titles: readonly LabelledTitle[]): Scored[] => titles.filter((t) => t.label).map((title) => ({ title, score: product.score(title) }));
  if (dev.length) {
    // The shipped model trained on dev: its dev scores come from the CV folds, never from the model itself.
    const name = seen ? `dev set (${FOLDS}-fold CV scores)` : 'dev set (shipped model, never trained on it)';
    const scored = seen ? outOfFoldScores(shippedTrainingTitles(weak, dev, false), dev, (t) => foldOf(t.text), FOLDS, trainProduct).scored : shippedScores(dev);
    tables.push(perTypeTable(name, scored), calibrationTable(name, scored));
  }
  const base = weak.length ? shippedTrainingTitles(weak, dev, seen) : [];
  const trained = new Set(seen ? dev.map((t) => titleKey(t.text)) : []);
  for (const set of sets.filter((s) => !s.sealed)) {
    // A title the shipped model trained on (a dev title) would measure memory: left out here.
    const titles = set.titles.filter((t) => t.label && !trained.has(titleKey(t.text)));
    const shipped = shippedScores(titles);
    tables.push(perTypeTable(set.name, shipped), calibrationTable(set.name, shipped));
    if (base.length) tables.push(groupedTable(set.name, shipped, groupedScores(base, titles, folds), folds));
  }
  return tables;
}
