/** The shipped classifier on titles in other universities' wordings (test/fixtures/classify, see SOURCE.txt). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLabelledJsonl } from '../../helper/classify-corpus.ts';
import { scoreTable } from '../../helper/commands/eval.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createScorers } from '../../lib/classify/scorers.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'classify');
const scorers = createScorers(loadNodeTokenizer());
const titles = readLabelledJsonl(join(fixtures, 'other-universities.jsonl'));
const table = scoreTable('other universities', titles, scorers);
const row = (name: string) => table.rows.find((r) => r[0] === name)!;

describe('titles of other universities', () => {
  it('has 60 notices and 40 look-alikes', () => {
    expect(titles.filter((t) => t.label === 'notice')).toHaveLength(60);
    expect(titles.filter((t) => t.label === 'other')).toHaveLength(40);
  });

  it('product F1 ≥ 0.95, ahead of the keyword baseline', () => {
    expect(row('product')[3]).toBeGreaterThanOrEqual(0.95);
    expect(row('product')[3]).toBeGreaterThan(row('keyword')[3] as number);
  });

  it('types at least 90% of the notices by the dev set conventions', () => {
    expect(row('noticeType accuracy')[1]).toBeGreaterThanOrEqual(0.9);
  });
});

describe('titles naming 30 other universities (measured blind once)', () => {
  const blind = readLabelledJsonl(join(fixtures, 'blind-universities.jsonl'));
  const blindTable = scoreTable('blind', blind, scorers);
  const blindRow = (name: string) => blindTable.rows.find((r) => r[0] === name)!;

  it('product precision ≥ 0.95 and F1 ≥ 0.95', () => {
    expect(blind).toHaveLength(60);
    expect(blindRow('product')[1]).toBeGreaterThanOrEqual(0.95);
    expect(blindRow('product')[3]).toBeGreaterThanOrEqual(0.95);
  });
});

describe('titles written without sight of the classifier (wordings-400, then blind-300 measured blind once)', () => {
  for (const [file, size] of [['wordings-400.jsonl', 400], ['blind-300.jsonl', 300]] as const) {
    const set = readLabelledJsonl(join(fixtures, file));
    const setTable = scoreTable(file, set, scorers);
    const setRow = (name: string) => setTable.rows.find((r) => r[0] === name)!;

    it(`${file}: product precision and F1 ≥ 0.95, ahead of the keyword baseline`, () => {
      expect(set).toHaveLength(size);
      expect(setRow('product')[1]).toBeGreaterThanOrEqual(0.95);
      expect(setRow('product')[3]).toBeGreaterThanOrEqual(0.95);
      expect(setRow('product')[3]).toBeGreaterThan(setRow('keyword')[3] as number);
    });
  }
});
