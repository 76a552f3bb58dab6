import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../lib/fields/index.ts';
import type { NoticeFields } from '../../lib/types/notice.ts';

interface Case {
  name: string;
  title?: string;
  text: string;
  expected: NoticeFields;
}

const read = (name: string): Case[] => JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/fields', name), 'utf8'));

// notices.json: the development table; heldout.json: written apart, first run 11/16 (see helper/eval/fields.ts).
describe.each(['notices.json', 'heldout.json'])('extractFields on notice texts (test/fixtures/fields/%s)', (file) => {
  it.each(read(file).map((c) => [c.name, c] as const))('%s', (_name, c) => {
    // Whole-object equality: a field that is not written must be absent, not guessed.
    expect(extractFields(c.text, { title: c.title })).toEqual(c.expected);
  });
});

describe('extractFields date forms', () => {
  it.each([
    ['投标截止时间：2024年4月2日 9:30', '2024-04-02T09:30'],
    ['投标截止时间：2024年04月02日上午9时30分', '2024-04-02T09:30'],
    ['投标截止时间：2024-04-02 09:30', '2024-04-02T09:30'],
    ['投标截止时间：2024.4.2', '2024-04-02'],
    ['投标截止时间：2024/4/2 14:00', '2024-04-02T14:00'],
    ['投标截止时间：2024年4月2日下午2:30', '2024-04-02T14:30'],
    ['投标截止时间：2024年4月2日（星期二）下午2点', '2024-04-02T14:00'],
    ['投标截止时间：2024年2月30日', undefined],
  ])('%s → %s', (text, deadline) => {
    expect(extractFields(text).deadline).toBe(deadline);
  });
});

describe('extractFields label forms met after the fixtures', () => {
  it('reads a deadline labelled after its method (磋商响应文件递交截止时间)', () => {
    expect(extractFields('磋商响应文件递交截止时间：2024年5月6日下午14:30').deadline).toBe('2024-05-06T14:30');
  });

  it('reads the opening time only when it is not the deadline (a 更正 may move one of them)', () => {
    const apart = extractFields('投标截止时间：2024年5月6日9:00\n开标时间：2024年5月7日9:30');
    expect(apart).toMatchObject({ deadline: '2024-05-06T09:00', openingAt: '2024-05-07T09:30' });
    expect(extractFields('投标截止时间及开标时间：2024年5月6日9:00').openingAt).toBeUndefined();
    expect(extractFields('开标时间：2024年5月6日9:00')).toMatchObject({ deadline: '2024-05-06T09:00' });
    expect(extractFields('开标时间：2024年5月6日9:00').openingAt).toBeUndefined();
  });

  it('reads a budget in a sentence (本项目预算为380万元), not a department budget', () => {
    expect(extractFields('本项目预算为380万元。').budget).toBe(3_800_000);
    expect(extractFields('学校部门预算执行情况通报').budget).toBeUndefined();
  });

  it('takes the project number over the budget plan number a national template puts first', () => {
    const text = '采购计划编号：2024-01234\n项目编号：GXZC2024-G1-00123-GXGL\n采购单位名称：广西大学';
    expect(extractFields(text)).toEqual({ projectNo: 'GXZC2024-G1-00123-GXGL', purchaser: '广西大学' });
  });
});

describe('extractFields on bad input', () => {
  it('never throws; budget and amount are finite positive yuan when present', () => {
    const noticeish = fc.constantFrom('预算金额：', '中标金额：', '万元', '元', '¥', '壹拾', '投标截止时间：', '2024年', '4月2日', '\n', '：', '（', '）', ' ', '9:30', '下午', '采购人：');
    const text = fc.oneof(fc.string(), fc.array(fc.oneof(noticeish, fc.string({ maxLength: 4 }))).map((parts) => parts.join('')));
    fc.assert(
      fc.property(text, (t) => {
        const fields = extractFields(t, { title: t.slice(0, 20) });
        for (const money of [fields.budget, fields.amount]) {
          if (money !== undefined) expect(Number.isFinite(money) && money > 0).toBe(true);
        }
        if (fields.deadline) expect(fields.deadline).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/);
        if (fields.publishedAt) expect(fields.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a huge one-line page within its bounds', () => {
    const huge = `预算金额：${'9'.repeat(500_000)}${'联系人:'.repeat(100_000)}`;
    const fields = extractFields(huge);
    // Cut at the line bound: the 2,000 nines are a number without a unit, so no budget.
    expect(fields.budget).toBeUndefined();
  });

  it('reads the project number of a 更正公告 in the national template (原公告的采购项目编号)', () => {
    const change = '一、原公告的采购项目编号：MXCG-2026-02119\n二、原公告的采购项目名称：门球场草坪\n四、更正信息：原预算金额：人民币 175.19 万元，现调整为：人民币 157.67 万元';
    expect(extractFields(change).projectNo).toBe('MXCG-2026-02119');
  });

  it('keeps fields found before the bound of a huge page', () => {
    const page = `项目编号：FZU-2024-001\n${'无关文字。'.repeat(100_000)}\n预算金额：50万元`;
    expect(extractFields(page)).toEqual({ projectNo: 'FZU-2024-001' });
  });

  it('survives hostile text: control characters, lone surrogates, nested brackets', () => {
    const hostile = `采购人：\u0000\ud800${'（'.repeat(5_000)}福州大学${'）'.repeat(5_000)}\n预算金额：¥${'1,'.repeat(3_000)}0元`;
    expect(() => extractFields(hostile)).not.toThrow();
  });
});
