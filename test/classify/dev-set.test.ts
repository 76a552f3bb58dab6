/**
 * The shipped classifier on the reviewed dev set (../shared/corpus/titles). The product model may
 * have learned from these titles (scripts/train-classifier.ts ships it only when its 5-fold CV
 * beats the model trained without them); its figure here is then the CV one, and one fold is
 * retrained to check that the recorded figure is what the training script really measured.
 */
import { describe, expect, it } from 'vitest';
import { corpusDir, readDevSet, readWeakTitles, titleKey } from '../../helper/classify-corpus.ts';
import { composedTitles, foldOf, FOLDS, nearCopyKey, runFold, withAnyUniversity } from '../../helper/classify-cv.ts';
import { honestDevSection, scoreTable } from '../../helper/commands/eval.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { SHIPPED_MODEL } from '../../lib/classify/index.ts';
import { createScorers } from '../../lib/classify/scorers.ts';

const dir = corpusDir();
if (!dir) console.warn('SKIPPED test/classify/dev-set.test.ts: ../shared/corpus is absent beside the repo');

describe.skipIf(!dir)('dev set (fzu-dev-reviewed.jsonl)', () => {
  const weak = dir ? readWeakTitles(dir) : [];
  const dev = dir ? readDevSet(dir, weak) : [];
  const table = honestDevSection(scoreTable('dev', dev, createScorers(loadNodeTokenizer())));
  const row = (name: string) => table.rows.find((r) => r[0] === name)!;
  const seen = SHIPPED_MODEL.dev?.seen === true;
  const productRow = seen ? `product (${FOLDS}-fold CV)` : 'product';

  it('reads all 1,501 reviewed titles, each with its list context', () => {
    expect(dev).toHaveLength(1501);
    expect(dev.filter((t) => t.label !== 'notice' && t.label !== 'other').map((t) => t.text), 'titles without a label').toEqual([]);
    expect(dev.filter((t) => t.context).length).toBeGreaterThan(1400);
  });

  it('knows every dev title is also in the weak CSV (so training can leave them out)', () => {
    const weakKeys = new Set(weak.map((t) => titleKey(t.text)));
    expect(dev.filter((t) => !weakKeys.has(titleKey(t.text))).map((t) => t.text), 'dev titles missing from the weak CSV').toEqual([]);
  });

  it('never shows the product scored on titles it trained on', () => {
    expect(table.rows.some((r) => r[0] === 'product')).toBe(!seen);
    if (seen) expect(table.title).toMatch(/cross-validation/);
  });

  it('product (CV when trained on dev): precision ≥ 0.98 and F1 ≥ 0.98', () => {
    const [, precision, , f1] = row(productRow);
    expect(precision).toBeGreaterThanOrEqual(0.98);
    expect(f1).toBeGreaterThanOrEqual(0.98);
  });

  it('product is ahead of the keyword baseline', () => {
    expect(row(productRow)[3]).toBeGreaterThan(row('keyword')[3] as number);
  });

  it('splits near-copies (same title but for digits) into the same fold, every fold non-empty', () => {
    expect(nearCopyKey('2025年第3期实验耗材竞价公告')).toBe(nearCopyKey('2026年第12期实验耗材竞价公告'));
    const byKey = new Map<string, number>();
    for (const t of dev) {
      const fold = foldOf(t.text);
      expect(byKey.get(nearCopyKey(t.text)) ?? fold, t.text).toBe(fold);
      byKey.set(nearCopyKey(t.text), fold);
    }
    for (let fold = 0; fold < FOLDS; fold++) expect(dev.some((t) => foldOf(t.text) === fold), `fold ${fold}`).toBe(true);
  });

  it.runIf(seen)('reproduces the recorded CV counts of fold 0 by retraining it', () => {
    const devKeys = new Set(dev.map((t) => titleKey(t.text)));
    const base = [...weak.filter((t) => t.label && !devKeys.has(titleKey(t.text))).map(withAnyUniversity), ...composedTitles()];
    expect(runFold(base, dev, 0)).toEqual(SHIPPED_MODEL.dev!.cv!.folds[0]);
  }, 60_000);

  it('types at least 95% of the notices as the reviewers did', () => {
    expect(row('noticeType accuracy')[1]).toBeGreaterThanOrEqual(0.95);
  });
});
