/** Each scorer alone, on titles written for this test: the interface holds and each one's idea shows. */
import { describe, expect, it } from 'vitest';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { SHIPPED_MODEL } from '../../lib/classify/index.ts';
import { createScorers } from '../../lib/classify/scorers.ts';
import { createKeywordScorer } from '../../lib/classify/keyword.ts';
import { createNaiveBayesScorer, linkFeatures, trainNaiveBayes } from '../../lib/classify/naive-bayes.ts';
import { createTagBlockScorer } from '../../lib/classify/tagblock.ts';
import { createVsmScorer } from '../../lib/classify/vsm.ts';

const tokenizer = loadNodeTokenizer();
const NOTICE = { text: '图书馆密集书架采购项目公开招标公告', context: '体育馆木地板更换工程中标结果公示 食堂设备采购询价公告' };
const OTHER = { text: '2025年寒假放假安排的通知', context: '关于开展安全检查的通知 学生证补办流程' };

describe('every scorer', () => {
  const scorers = createScorers(tokenizer);

  it('offers the five scorers by name', () => {
    expect(scorers.map((s) => s.name)).toEqual(['keyword', 'vsm', 'tagblock', 'naive-bayes', 'product']);
  });

  it.each(scorers.map((s) => [s.name, s] as const))('%s scores in [0, 1] and ranks a notice above a notice of holidays', (_name, scorer) => {
    const inputs = [NOTICE, OTHER, { text: '' }, { text: '招'.repeat(5000) }, { text: '\u0000<script>', url: 'javascript:1' }];
    for (const input of inputs) {
      const s = scorer.score(input);
      const which = `${scorer.name} on ${JSON.stringify(input).slice(0, 60)}`;
      expect(s, which).toBeGreaterThanOrEqual(0);
      expect(s, which).toBeLessThanOrEqual(1);
    }
    expect(scorer.score(NOTICE)).toBeGreaterThan(scorer.score(OTHER));
  });
});

describe('keyword baseline (paper 1)', () => {
  const keyword = createKeywordScorer();
  it('says notice for any tender word, even in a look-alike (its admitted weakness)', () => {
    expect(keyword.score({ text: '招  标  公  告' })).toBe(1);
    expect(keyword.score({ text: '2025年度教育科学研究课题招标公告' })).toBe(1);
    expect(keyword.score({ text: '关于物业服务项目结果的公告' })).toBe(0);
  });
});

describe('VSM (papers 1–2)', () => {
  const topic = [
    { term: '招标公告', weight: 1 },
    { term: '采购', weight: 0.8 },
    { term: '项目', weight: 0.5 },
  ];
  const vsm = createVsmScorer({ tokenizer, topic, threshold: 0.3 });
  it('weights the anchor above its context', () => {
    const inTitle = vsm.score({ text: '设备采购项目招标公告', context: '放假通知' });
    const inContext = vsm.score({ text: '放假通知', context: '设备采购项目招标公告' });
    expect(inTitle).toBeGreaterThan(0.5);
    expect(inContext).toBeLessThan(inTitle);
  });
});

describe('tag blocks (paper 4)', () => {
  const tagblock = createTagBlockScorer({ threshold: SHIPPED_MODEL.thresholds.tagblock });
  it('matches by concept: a synonym scores like its concept', () => {
    expect(tagblock.score({ text: '安保服务项目中选结果公示' })).toBeCloseTo(tagblock.score({ text: '安保服务项目中标结果公示' }), 6);
  });
  it('lets a procurement URL (the other block) lift a bare title', () => {
    const bare = { text: '公告' };
    expect(tagblock.score({ ...bare, url: 'https://zbb.example.edu.cn/zbgg/1.htm' })).toBeGreaterThan(tagblock.score({ ...bare, url: 'https://www.example.edu.cn/news/1.htm' }));
  });
  it('is pulled down by a negative concept', () => {
    expect(tagblock.score({ text: '辅导员招聘公告' })).toBeLessThan(tagblock.score({ text: '空调维修招标公告' }));
  });
});

describe('naive Bayes (paper 5)', () => {
  const train = [
    { text: '实验室设备采购招标公告', context: '食堂食材采购询价公告', notice: true },
    { text: '物业服务项目中标结果公示', context: '空调维修工程招标公告', notice: true },
    { text: '办公家具采购询价公告', context: '物业服务项目中标结果公示', notice: true },
    { text: '关于期末考试安排的通知', context: '学生证补办流程', notice: false },
    { text: '研究生招生复试名单公示', context: '关于期末考试安排的通知', notice: false },
    { text: '寒假放假安排的通知', context: '研究生招生复试名单公示', notice: false },
  ];
  const model = trainNaiveBayes(train.map((t) => ({ features: linkFeatures(tokenizer, t), notice: t.notice })), 1);
  const nb = createNaiveBayesScorer(tokenizer, model);

  it('uses anchor words, context words and the dictionary flags', () => {
    const features = linkFeatures(tokenizer, { text: '竞争性磋商公告', context: '中标候选人公示' });
    expect(features).toEqual(expect.arrayContaining(['a:竞争性磋商', 'c:中标候选人', 'da', 'dc']));
  });
  it('learns from labelled links', () => {
    expect(nb.score({ text: '图书采购询价公告', context: '设备采购招标公告' })).toBeGreaterThan(0.5);
    expect(nb.score({ text: '关于考试安排的通知', context: '复试名单公示' })).toBeLessThan(0.5);
  });
});
