/**
 * Generalisation figures (helper/classify-groups.ts, helper/classify-generalisation.ts): a title's
 * university is found from the row or its text; grouped folds never train on a held-out
 * university's titles; every title is scored once; the per-type and calibration tables count what
 * they say. Real fixture titles (test/fixtures/classify), so this runs without ../shared/corpus.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLabelledJsonl, type LabelledTitle } from '../../helper/classify-corpus.ts';
import { trainProduct } from '../../helper/classify-cv.ts';
import { groupFold, institutionIn, universityOf } from '../../helper/classify-groups.ts';
import { calibrationTable, groupedScores, groupedTable, outOfFoldScores, perTypeTable, type Scored } from '../../helper/classify-generalisation.ts';
import { fixedSets, generalisationSections, isSealed } from '../../helper/commands/eval-generalisation.ts';
import { SHIPPED_MODEL } from '../../lib/classify/index.ts';
import { createProductScorer } from '../../lib/classify/product.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'classify');
const blind = readLabelledJsonl(join(fixtures, 'blind-universities.jsonl'));
const others = readLabelledJsonl(join(fixtures, 'other-universities.jsonl'));

describe('the university of a title', () => {
  it('is the institution its text names, the whole name and not a shorter one inside it', () => {
    expect(institutionIn('四川大学华西校区动物房改造工程施工招标公告')).toBe('四川大学');
    expect(institutionIn('华中科技大学同济医学院实验室净化工程竞争性磋商采购公告')).toMatch(/^华中科技大学/);
    expect(institutionIn('关于江城理工大学南区食堂改造工程的招标公告')).toBe('江城理工大学');
  });

  it('is none for a title that names no institution, nor for a unit of any university', () => {
    expect(institutionIn('[货物]电子显微镜配件采购项目成交公告')).toBeUndefined();
    expect(institutionIn('关于本校学院网站改版的通知')).toBeUndefined();
  });

  it("comes from the row's own field first, else from the text, else the title's near-copy key", () => {
    expect(universityOf({ text: '物业服务项目中标公告', label: 'notice', university: '厦门大学' })).toBe('厦门大学');
    expect(universityOf({ text: '厦门大学翔安校区物业服务项目中标公告', label: 'notice' })).toBe('厦门大学');
    const a = universityOf({ text: '2025年物业服务项目中标公告', label: 'notice' });
    expect(a).toBe(universityOf({ text: '2026年物业服务项目中标公告(2)', label: 'notice' }));
    expect(a.startsWith('title:')).toBe(true);
  });

  it('gives each group one stable fold within 0 … k-1', () => {
    const folds = blind.map((t) => groupFold(universityOf(t), 5));
    expect(folds.every((f) => f >= 0 && f < 5)).toBe(true);
    expect(new Set(folds).size).toBe(5);
    expect(blind.map((t) => groupFold(universityOf(t), 5))).toEqual(folds);
  });
});

describe('grouped folds', () => {
  it("never train a fold's model on a title of a university held out in that fold", () => {
    // Two titles per university: the second must never teach the model that scores the first.
    const twice: LabelledTitle[] = blind.flatMap((t) => [t, { ...t, text: `${t.text}（第二次）` }]);
    const seenBy: LabelledTitle[][] = [];
    const train = (titles: readonly LabelledTitle[]) => (seenBy.push([...titles]), trainProduct(titles));
    const { scored } = groupedScores(others, twice, 3, train);
    expect(seenBy).toHaveLength(3);
    for (const { title } of scored) {
      const fold = groupFold(universityOf(title), 3);
      expect(seenBy[fold]!.some((t) => universityOf(t) === universityOf(title))).toBe(false);
    }
  });

  it('score every labelled title exactly once, and the folds add up to the whole', () => {
    const { scored, folds } = groupedScores(others, blind, 3);
    expect(scored.map((s) => s.title.text).sort()).toEqual(blind.map((t) => t.text).sort());
    const sum = folds.reduce((s, c) => ({ tp: s.tp + c.tp, fp: s.fp + c.fp, fn: s.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });
    const tp = scored.filter((s) => s.score >= 0.5 && s.title.label === 'notice').length;
    const fp = scored.filter((s) => s.score >= 0.5 && s.title.label === 'other').length;
    expect(sum).toEqual({ tp, fp, fn: blind.filter((t) => t.label === 'notice').length - tp });
  });

  it('leave near-copies of a held-out title out of training, from the base too', () => {
    const seenBy: LabelledTitle[][] = [];
    const train = (titles: readonly LabelledTitle[]) => (seenBy.push([...titles]), trainProduct(titles));
    const copy = { ...blind[0]!, text: blind[0]!.text.replace(/\d+/g, '') + '2027' };
    outOfFoldScores([copy, ...others], blind, (t) => (t.text === blind[0]!.text ? 0 : 1), 2, train);
    expect(seenBy[0]!.some((t) => t.text === copy.text)).toBe(false);
    expect(seenBy[1]!.some((t) => t.text === copy.text)).toBe(true);
  });
});

describe('tables', () => {
  const notice = (text: string, type?: LabelledTitle['type']): LabelledTitle => ({ text, label: 'notice', type });
  const other = (text: string): LabelledTitle => ({ text, label: 'other' });
  const scored: Scored[] = [
    { title: notice('某大学图书馆家具采购项目流标公告', '废标流标终止'), score: 0.2 },
    { title: notice('某大学实验楼改造工程终止公告', '废标流标终止'), score: 0.95 },
    { title: notice('某大学物业服务项目中标结果公告', '中标结果'), score: 1 },
    { title: other('我校召开招标文件讨论会'), score: 0.55 },
    { title: other('关于2025年寒假放假的通知'), score: 0 },
  ];

  it('recall by type counts the notices of each type found at 0.5, and whether noticeType agrees', () => {
    const table = perTypeTable('t', scored);
    expect(table.rows).toEqual([
      ['废标流标终止', 2, 1, 0.5, 1],
      ['中标结果', 1, 1, 1, 1],
    ]);
  });

  it('calibration puts each score in its tenth (1.0 in the last) with the share that are notices', () => {
    const table = calibrationTable('t', scored);
    expect(table.rows).toHaveLength(10);
    expect(table.rows[0]).toEqual(['0.0–0.1', 1, 0, 0, 0]);
    expect(table.rows[2]).toEqual(['0.2–0.3', 1, 1, 1, 0.2]);
    expect(table.rows[5]).toEqual(['0.5–0.6', 1, 0, 0, 0.55]);
    expect(table.rows[9]).toEqual(['0.9–1.0', 2, 2, 1, 0.975]);
    expect(table.rows.reduce((n, r) => n + Number(r[1]), 0)).toBe(scored.length);
  });

  it('the grouped table shows the shipped model beside the retrained one, with P, R, F1 and counts', () => {
    const table = groupedTable('t', scored, { scored, folds: [{ tp: 2, fp: 1, fn: 1 }] }, 5);
    expect(table.columns).toEqual(['model', 'precision', 'recall', 'F1', 'TP', 'FP', 'FN']);
    expect(table.rows[0]).toEqual(['product as shipped (never trained on this set)', 0.667, 0.667, 0.667, 2, 1, 1]);
    expect(String(table.rows[1]![0])).toMatch(/retrained.*grouped by university/);
    expect(table.title).toMatch(/5 titles, 0 universities named, 5 folds/);
  });

  it('gives no worst-fold F1 when no fold holds a notice (only false alarms to count)', () => {
    const others = scored.filter((s) => s.title.label === 'other');
    const table = groupedTable('t', others, { scored: others, folds: [{ tp: 0, fp: 1, fn: 0 }, { tp: 0, fp: 0, fn: 0 }] }, 2);
    expect(table.rows[2]).toEqual(['worst fold F1 (retrained)', '', '', '-', '', '', '']);
    expect(table.rows[0]!.slice(4)).toEqual([0, 1, 0]);
  });
});

describe('eval sections without the corpus', () => {
  it('give recall by type and calibration from the shipped model, and no retrained figure (nothing to train on)', () => {
    const product = createProductScorer(undefined, SHIPPED_MODEL);
    const tables = generalisationSections({ product, model: SHIPPED_MODEL, weak: [], dev: [], sets: [{ name: 'blind', titles: blind }] });
    expect(tables.map((t) => t.title)).toEqual(['blind: recall by notice type', 'blind: calibration (score bins vs share that are notices)']);
    expect(tables[1]!.rows.reduce((n, r) => n + Number(r[1]), 0)).toBe(blind.length);
  });
});

describe('the fixed sets', () => {
  it('are the real titles and the written fixtures, less the folder of a --data file', () => {
    expect(fixedSets().map((s) => s.name.split(' (')[0])).toEqual(['real titles', 'written titles, development sets']);
    expect(fixedSets('test/fixtures/classify/blind-300.jsonl').map((s) => s.name.split(' (')[0])).toEqual(['real titles']);
  });
});

describe('the sealed set', () => {
  it('is known by its folder, and gets no generalisation table (no training on it, no reading of its errors)', () => {
    expect(isSealed('test/fixtures/sealed/titles-320.jsonl')).toBe(true);
    expect(isSealed('test/fixtures/classify/blind-300.jsonl')).toBe(false);
    const product = createProductScorer(undefined, SHIPPED_MODEL);
    expect(generalisationSections({ product, model: SHIPPED_MODEL, weak: [], dev: [], sets: [{ name: 'sealed', titles: blind, sealed: true }] })).toEqual([]);
  });
});
