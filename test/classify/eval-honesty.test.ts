/**
 * The eval table never shows the product scored on titles it trained on: when the model learned
 * from the dev set, its dev row is the recorded cross-validation figure (real fixture titles here,
 * so this runs without ../shared/corpus).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLabelledJsonl } from '../../helper/classify-corpus.ts';
import { honestDevSection, scoreTable } from '../../helper/commands/eval.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { SHIPPED_MODEL } from '../../lib/classify/index.ts';
import { createScorers } from '../../lib/classify/scorers.ts';

const titles = readLabelledJsonl(join(import.meta.dirname, '..', 'fixtures', 'classify', 'other-universities.jsonl'));
const table = scoreTable('dev', titles, createScorers(loadNodeTokenizer()));
const cv = { k: 5, precision: 0.9, recall: 0.8, f1: 0.847, tp: 8, fp: 1, fn: 2, folds: [] };

describe('honestDevSection', () => {
  it('keeps the table as it is when the model never saw the dev titles', () => {
    expect(honestDevSection(table, { ...SHIPPED_MODEL, dev: { seen: false, cv } })).toEqual(table);
  });

  it('replaces only the product row by the CV figure, and says so in the title', () => {
    const honest = honestDevSection(table, { ...SHIPPED_MODEL, dev: { seen: true, cv } });
    expect(honest.title).toMatch(/learned from these titles.*cross-validation/);
    expect(honest.rows.find((r) => r[0] === 'product')).toBeUndefined();
    expect(honest.rows.find((r) => r[0] === 'product (5-fold CV)')).toEqual(['product (5-fold CV)', 0.9, 0.8, 0.847, 8, 1, 2]);
    expect(honest.rows.filter((r) => !String(r[0]).startsWith('product'))).toEqual(table.rows.filter((r) => r[0] !== 'product'));
    expect(honest.columns).toEqual(table.columns);
  });

  it('shows no product figure at all for a model trained on dev without a CV record', () => {
    const honest = honestDevSection(table, { ...SHIPPED_MODEL, dev: { seen: true } });
    expect(honest.rows.find((r) => String(r[0]).startsWith('product'))!.slice(1, 4)).toEqual(['-', '-', '-']);
  });
});
