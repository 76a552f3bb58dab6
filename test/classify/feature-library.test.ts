/**
 * The topic feature library and how it is learned: synonyms map to one concept, paper 1's TF/IDF
 * favours what procurement lists share, paper 4's expansion proposes terms without adding them.
 */
import { describe, expect, it } from 'vitest';
import { corpusDir, readWeakTitles } from '../../helper/classify-corpus.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { commonTerms, expansionCandidates } from '../../lib/classify/common-terms.ts';
import { conceptsIn, conceptText, FEATURE_LIBRARY } from '../../lib/classify/features.ts';

const tokenizer = loadNodeTokenizer();

describe('feature library', () => {
  it('has the three kinds of paper 4 and negative cues', () => {
    const kinds = new Set(FEATURE_LIBRARY.map((c) => c.kind));
    for (const kind of ['subject', 'domain', 'judging', 'negative']) expect(kinds).toContain(kind);
  });

  it.each([
    ['中选结果公示', '中标结果公示'],
    ['邀标的公告', '邀请招标的公告'],
    ['密封报价公告', '询价公告'],
    ['店面出租公告', '店面招租公告'],
    ['项目结果的公告', '项目结果公告'],
    ['中标侯选人公示', '中标候选人公示'],
    ['招  投  标', '招标'],
  ])('maps the synonym in %s to its concept', (variant, canonical) => {
    expect(conceptText(variant)).toBe(conceptText(canonical));
  });

  it('keeps 公示 apart from 公告 (people-selection 公示 is the main look-alike)', () => {
    expect(conceptText('拟录用人员公示')).toContain('公示');
  });

  it('finds the concepts of a notice and of a look-alike', () => {
    expect(conceptsIn(conceptText('关于图书馆空调维修项目的竞争性磋商公告'))).toEqual(expect.arrayContaining(['consult', 'object', 'kind']));
    expect(conceptsIn(conceptText('2025年公开招聘辅导员公告'))).toContain('neg-recruit');
  });
});

const dir = corpusDir();
if (!dir) console.warn('SKIPPED learning from real lists: ../shared/corpus is absent beside the repo');

describe.skipIf(!dir)('learning from the real procurement lists (fzu-titles-weak.csv)', () => {
  // Each procurement column of the weak CSV is one list text, as paper 1 takes aggregation pages.
  const lists = new Map<string, string[]>();
  const notices: string[][] = [];
  for (const t of dir ? readWeakTitles(dir) : []) {
    if (t.label !== 'notice') continue;
    const words = tokenizer.cut(conceptText(t.text));
    notices.push(words);
    const key = `${t.source}#${t.column}`;
    lists.set(key, [...(lists.get(key) ?? []), ...words]);
  }
  const texts = [...lists.values()].filter((w) => w.length >= 20);

  it('TF/IDF puts the shared tender vocabulary on top, one list’s own words below', () => {
    const terms = commonTerms(texts, 40).map((t) => t.term);
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect(terms.slice(0, 15)).toEqual(expect.arrayContaining(['公告']));
    expect(terms.some((t) => ['招标公告', '招标', '中标', '项目'].includes(t))).toBe(true);
    const onlyOne = [...new Set(texts.flat())].filter((w) => texts.filter((t) => t.includes(w)).length === 1);
    const rank = new Map(commonTerms(texts, 100_000).map((t, i) => [t.term, i]));
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(onlyOne.map((w) => rank.get(w)!))).toBeGreaterThan(rank.get('公告')! + 100);
  });

  it('proposes expansion terms for review, without touching the library', () => {
    const library = ['竞争性磋商', '询价', '单一来源', '中标'];
    const before = [...library];
    const candidates = expansionCandidates(notices, library, { limit: 20 });
    expect(candidates.length).toBeGreaterThan(5);
    expect(library).toEqual(before);
    for (const c of candidates) {
      expect(library, c.term).not.toContain(c.term);
      expect(c.seeds.length, c.term).toBeGreaterThan(0);
      expect(c.weight, c.term).toBeGreaterThan(0);
    }
  });
});
