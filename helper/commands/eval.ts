/**
 * `helper eval [--data FILE] [--json]`: precision, recall and F1 of every scorer side by side on
 * the dev set (and on any labelled JSONL given), type accuracy of noticeType, then the sections of
 * every helper/eval/*.ts module.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusDir, readDevSet, readLabelledJsonl, readWeakTitles, type LabelledTitle } from '../classify-corpus.ts';
import { loadNodeTokenizer } from '../jieba-node.ts';
import { noticeType } from '../../lib/classify/index.ts';
import { createScorers } from '../../lib/classify/scorers.ts';
import type { Scorer } from '../../lib/classify/scorer.ts';
import type { Io } from '../io.ts';

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
  if (dir) sections.push(scoreTable('dev set: fzu-dev-reviewed.jsonl', readDevSet(dir, weak), scorers));
  else io.log('../shared/corpus is absent: no dev-set figures');
  if (dataFile) sections.push(scoreTable(dataFile, readLabelledJsonl(dataFile, weak), scorers));
  sections.push(...(await extraSections()));
  if (json) io.outLine(sections);
  else for (const s of sections) io.out(render(s));
  return 0;
}
