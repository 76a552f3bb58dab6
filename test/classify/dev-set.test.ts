/**
 * The shipped classifier on the reviewed dev set (../shared/corpus/titles). The model was trained
 * without these titles (scripts/train-classifier.ts leaves them out by normalised text).
 */
import { describe, expect, it } from 'vitest';
import { corpusDir, readDevSet, readWeakTitles, titleKey } from '../../helper/classify-corpus.ts';
import { scoreTable } from '../../helper/commands/eval.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createScorers } from '../../lib/classify/scorers.ts';

const dir = corpusDir();
if (!dir) console.warn('SKIPPED test/classify/dev-set.test.ts: ../shared/corpus is absent beside the repo');

describe.skipIf(!dir)('dev set (fzu-dev-reviewed.jsonl)', () => {
  const weak = dir ? readWeakTitles(dir) : [];
  const dev = dir ? readDevSet(dir, weak) : [];
  const table = scoreTable('dev', dev, createScorers(loadNodeTokenizer()));
  const row = (name: string) => table.rows.find((r) => r[0] === name)!;

  it('reads all 1,501 reviewed titles, each with its list context', () => {
    expect(dev).toHaveLength(1501);
    expect(dev.every((t) => t.label === 'notice' || t.label === 'other')).toBe(true);
    expect(dev.filter((t) => t.context).length).toBeGreaterThan(1400);
  });

  it('knows every dev title is also in the weak CSV (so training can leave them out)', () => {
    const weakKeys = new Set(weak.map((t) => titleKey(t.text)));
    expect(dev.every((t) => weakKeys.has(titleKey(t.text)))).toBe(true);
  });

  it('product: precision ≥ 0.98 and F1 ≥ 0.98', () => {
    const [, precision, , f1] = row('product');
    expect(precision).toBeGreaterThanOrEqual(0.98);
    expect(f1).toBeGreaterThanOrEqual(0.98);
  });

  it('product is ahead of the keyword baseline', () => {
    expect(row('product')[3]).toBeGreaterThan(row('keyword')[3] as number);
  });

  it('types at least 95% of the notices as the reviewers did', () => {
    expect(row('noticeType accuracy')[1]).toBeGreaterThanOrEqual(0.95);
  });
});
