/** The shipped model: small, attributed, and holding weights only (no training title inside). */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPED_MODEL } from '../../lib/classify/index.ts';

const dir = join(import.meta.dirname, '..', '..', 'lib', 'classify');

describe('shipped model', () => {
  it('is well under 1 MB', () => {
    expect(statSync(join(dir, 'model.json')).size).toBeLessThan(300_000);
    expect(statSync(join(dir, 'naive-bayes.json')).size).toBeLessThan(1_000_000);
  });

  it('names the source of its training data', () => {
    expect(SHIPPED_MODEL.attribution).toMatch(/AGPL/);
    expect(JSON.parse(readFileSync(join(dir, 'naive-bayes.json'), 'utf8')).attribution).toMatch(/AGPL/);
  });

  it('keeps features, not titles: every key is a bigram, a word, a concept or a structure flag', () => {
    for (const key of Object.keys(SHIPPED_MODEL.weights)) expect(key).toMatch(/^(b:..|w:.{1,12}|k:[a-z-]+|s:[a-z+<-]+)$/u);
  });
});

describe('classifier without jieba', () => {
  it('classifies with the shipped model and no tokenizer (it reads character bigrams)', async () => {
    const { createClassifier } = await import('../../lib/classify/index.ts');
    const classifier = createClassifier({});
    expect(classifier.classify({ text: '学生公寓热水系统改造工程招标公告' })).toMatchObject({ label: 'notice', type: '招标' });
    expect(classifier.classify({ text: '2025年公开招聘辅导员公告' }).label).toBe('other');
  });

  it('refuses a words model without a tokenizer, with a clear error', async () => {
    const { createClassifier } = await import('../../lib/classify/index.ts');
    expect(() => createClassifier({ model: { ...SHIPPED_MODEL, words: true } })).toThrow(/tokenizer/);
  });
});
