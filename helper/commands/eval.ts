/**
 * `helper eval [--data FILE] [--json]`: precision, recall and F1 of every scorer side by side on
 * the dev set (and on any labelled JSONL given), type accuracy of noticeType, then the sections of
 * every helper/eval/*.ts module, then the generalisation tables (eval-generalisation.ts: grouped
 * folds by university, recall by type, calibration). When the shipped product model learned from the dev set, its dev
 * row is the cross-validation figure recorded by scripts/train-classifier.ts, never a figure on
 * titles it trained on.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusDir, readDevSet, readLabelledJsonl, readWeakTitles, titleKey, type LabelledTitle } from '../classify-corpus.ts';
import { loadNodeTokenizer } from '../jieba-node.ts';
import { noticeType, SHIPPED_MODEL } from '../../lib/classify/index.ts';
import type { ShippedModel } from '../../lib/classify/product.ts';
import { createScorers } from '../../lib/classify/scorers.ts';
import type { Scorer } from '../../lib/classify/scorer.ts';
import type { Io } from '../io.ts';
import { fixedSets, generalisationSections, isSealed } from './eval-generalisation.ts';

/** One table of the report. */
export interface Section {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Precision, recall, F1 of each scorer (≥ 0.5 = notice) and type accuracy over the notices. */
export function scoreTable(title: string, data: LabelledTitle[], scorers: Scorer[]): Section {
  const labelled = data.filter((t) => t.label);
  const rows = scorers.map((scorer) => {
    let tp = 0, fp = 0, fn = 0;
    for (const t of labelled) {
      const said = scorer.score(t) >= 0.5;
      if (said && t.label === 'notice') tp++;
      else if (said) fp++;
      else if (t.label === 'notice') fn++;
    }
    const p = tp / (tp + fp || 1);
    const r = tp / (tp + fn || 1);
    return [scorer.name, round(p), round(r), round((2 * p * r) / (p + r || 1)), tp, fp, fn];
  });
  const typed = labelled.filter((t) => t.label === 'notice' && t.type);
  const right = typed.filter((t) => noticeType(t.text) === t.type).length;
  rows.push(['noticeType accuracy', typed.length ? round(right / typed.length) : '-', `${right}/${typed.length}`, '', '', '', '']);
  return { title: `${title} (${labelled.length} titles)`, columns: ['scorer', 'precision', 'recall', 'F1', 'TP', 'FP', 'FN'], rows };
}

/**
 * The dev section as it may be shown: when `model` learned from the dev titles, the product row
 * becomes its k-fold CV figure (or says it has none) and the title says so.
 */
export function honestDevSection(section: Section, model: ShippedModel = SHIPPED_MODEL): Section {
  if (!model.dev?.seen) return section;
  const cv = model.dev.cv;
  const rows = section.rows.map((r) => {
    if (r[0] !== 'product') return r;
    return cv ? [`product (${cv.k}-fold CV)`, cv.precision, cv.recall, cv.f1, cv.tp, cv.fp, cv.fn] : ['product (trained on these titles: no figure)', '-', '-', '-', '', '', ''];
  });
  const note = 'the shipped product model learned from these titles; its row is cross-validation (scripts/train-classifier.ts)';
  return { ...section, title: `${section.title}; ${note}`, rows };
}

/** A labelled set's section, its product row marked when the shipped model trained on some of its titles. */
function markSeen(section: Section, data: LabelledTitle[], dev: LabelledTitle[], model: ShippedModel = SHIPPED_MODEL): Section {
  if (!model.dev?.seen) return section;
  const devKeys = new Set(dev.map((t) => titleKey(t.text)));
  const seen = data.filter((t) => devKeys.has(titleKey(t.text))).length;
  if (!seen) return section;
  return { ...section, rows: section.rows.map((r) => (r[0] === 'product' ? [`product (trained on ${seen} of these titles)`, ...r.slice(1)] : r)) };
}

function render(section: Section): string {
  const table = [section.columns, ...section.rows.map((r) => r.map(String))];
  const widths = section.columns.map((_, i) => Math.max(...table.map((r) => [...(r[i] ?? '')].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]! + 1)).join(' ').trimEnd();
  return `\n## ${section.title}\n${table.map(line).join('\n')}\n`;
}

async function extraSections(): Promise<Section[]> {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'eval');
  if (!existsSync(dir)) return [];
  const sections: Section[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')).sort()) {
    const mod = (await import(pathToFileURL(join(dir, name)).href)) as { evaluate?: () => Promise<Section | null> };
    const section = await mod.evaluate?.();
    if (section) sections.push(section);
  }
  return sections;
}

/** Runs the evaluation and prints the tables (or one JSON document with --json). */
export async function run(args: string[], io: Io): Promise<number> {
  const json = args.includes('--json');
  const dataIndex = args.indexOf('--data');
  const dataFile = dataIndex >= 0 ? args[dataIndex + 1] : undefined;
  if (dataIndex >= 0 && !dataFile) {
    io.log('--data needs a JSONL file');
    return 2;
  }
  const scorers = createScorers(loadNodeTokenizer());
  const sections: Section[] = [];
  const dir = corpusDir();
  const weak = dir ? readWeakTitles(dir) : [];
  const dev = dir ? readDevSet(dir, weak) : [];
  if (dir) sections.push(honestDevSection(scoreTable('dev set: fzu-dev-reviewed.jsonl (its types are what the noticeType rules were written against)', dev, scorers)));
  else io.log('../shared/corpus is absent: no dev-set figures');
  const data = dataFile ? readLabelledJsonl(dataFile, weak) : [];
  if (dataFile) sections.push(markSeen(scoreTable(dataFile, data, scorers), data, dev));
  sections.push(...(await extraSections()));
  // Generalisation tables come last, so the sections before them keep their places in --json.
  const product = scorers.find((s) => s.name === 'product')!;
  if (!dir) io.log('../shared/corpus is absent: no grouped (retrained) figures');
  const sets = [...(dataFile ? [{ name: dataFile, titles: data, sealed: isSealed(dataFile) }] : []), ...fixedSets(dataFile)];
  sections.push(...generalisationSections({ product, model: SHIPPED_MODEL, weak, dev, sets }));
  if (json) io.outLine(sections);
  else for (const s of sections) io.out(render(s));
  return 0;
}
