import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { nearPairs } from '../../helper/eval/dedup.ts';
import { readTitleRows } from '../../helper/eval/fzu-titles.ts';
import { noticeFingerprint, noticeTitleKey, SAME_NOTICE_DISTANCE } from '../../lib/dedup/fingerprint.ts';
import { hammingDistance } from '../../lib/dedup/simhash.ts';

const tokenizer = loadNodeTokenizer();
const distance = (a: { title: string; projectNo?: string }, b: { title: string; projectNo?: string }) =>
  hammingDistance(noticeFingerprint(a, tokenizer), noticeFingerprint(b, tokenizer));

describe('noticeTitleKey', () => {
  it.each([
    ['【重发】福州大学实验室设备采购项目招标公告', '福州大学实验室设备采购项目招标公告'],
    ['福州大学实验室设备采购项目招标公告（第二次）', '福州大学实验室设备采购项目招标公告'],
    ['福州大学实验室设备采购项目招标公告(重新招标)', '福州大学实验室设备采购项目招标公告'],
    ['招  标  公  告', '招标公告'],
    ['关于福州大学实验室设备采购项目的招标公告', '福州大学实验室设备采购项目招标公告'],
  ])('%s → %s', (title, key) => {
    expect(noticeTitleKey(title)).toBe(key);
  });

  it('keeps an ordinal that is part of the title', () => {
    expect(noticeTitleKey('学生会第三次校院主席联席会顺利召开')).toContain('第三次');
  });
});

describe('noticeFingerprint', () => {
  const notice = '福州大学旗山校区生活区一期天骄园餐厅及专家餐厅招标项目公开招标公告';

  it.each([
    `【重发】${notice}`,
    `${notice}（第二次）`,
    `${notice}(重新招标)`,
    `福州大学 旗山校区 生活区一期 天骄园餐厅及专家餐厅招标项目 公开招标公告`,
    `${notice}。`,
    `关于${notice.replace('招标公告', '的招标公告')}`,
  ])('a re-post stays within the threshold: %s', (repost) => {
    expect(distance({ title: notice }, { title: repost })).toBeLessThanOrEqual(SAME_NOTICE_DISTANCE);
  });

  it('keeps a re-post with the same project number together', () => {
    expect(
      distance({ title: notice, projectNo: 'FZU-2024-ZB-017' }, { title: `【重发】${notice}`, projectNo: 'FZU2024ZB017' }),
    ).toBeLessThanOrEqual(SAME_NOTICE_DISTANCE);
  });

  it.each([
    ['福州大学2024年图书馆空调维修项目询价公告', '福州大学2024年实验楼空调维修项目询价公告'],
    ['福州大学2023年学生公寓家具采购项目招标公告', '福州大学2024年学生公寓家具采购项目招标公告'],
    ['福州大学2020届未返校毕业生行李快递服务采购项目公告', '福州大学2020届未返校毕业生行李快递服务采购项目结果公示'],
    ['福州大学旗山校区生活区一期天骄园餐厅招标项目公开招标公告', '福州大学旗山校区生活区一期丁香园餐厅招标项目公开招标公告'],
  ])('tells apart two notices of one template: %s / %s', (a, b) => {
    // Well apart, not just past the threshold.
    expect(distance({ title: a }, { title: b })).toBeGreaterThan(SAME_NOTICE_DISTANCE + 3);
  });

  it('tells apart two projects with one title by their project numbers', () => {
    const title = '福州大学实验室耗材采购项目竞争性磋商公告';
    expect(distance({ title, projectNo: 'FJZB-2024-0312' }, { title, projectNo: 'FJZB-2024-0419' })).toBeGreaterThan(
      SAME_NOTICE_DISTANCE + 3,
    );
  });

  it('gives few near-duplicates among the corpus titles (the threshold measurement)', (context) => {
    const rows = readTitleRows();
    if (!rows) return context.skip('corpus absent: ../shared/corpus/titles/fzu-titles-weak.csv not found beside the repo');
    const titles = [...new Set(rows.map((row) => row.title!))];
    const prints = titles.map((title) => noticeFingerprint({ title }, tokenizer));
    const close = nearPairs(prints, SAME_NOTICE_DISTANCE);
    const rate = close.length / titles.length;
    console.log(`near-duplicate pairs within ${SAME_NOTICE_DISTANCE} bits: ${close.length} of ${titles.length} titles (${(rate * 100).toFixed(2)}%)`);
    expect(close.length).toBeGreaterThan(0); // the corpus does hold re-posts and respaced titles
    expect(rate).toBeLessThan(0.01);
  });

  it('is the same for a title and its 【重发】 / (第二次) re-post, whatever the title', () => {
    const han = fc.string({ unit: fc.constantFrom(...'福州大学实验室设备采购项目招标公告工程服务中标结果一二三'.split('')), minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(han, (title) => {
        const print = noticeFingerprint({ title }, tokenizer);
        expect(noticeFingerprint({ title: `【重发】${title}` }, tokenizer)).toBe(print);
        expect(noticeFingerprint({ title: `${title}（第二次）` }, tokenizer)).toBe(print);
      }),
      { numRuns: 100 },
    );
  });

  it('never throws on arbitrary titles and project numbers', () => {
    fc.assert(fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (title, projectNo) => /^[0-9a-f]{16}$/.test(noticeFingerprint({ title, projectNo }, tokenizer))));
  });
});

describe('nearPairs (the banded search behind the threshold measurement)', () => {
  it('finds exactly the pairs a brute-force scan finds', () => {
    const hex = fc.stringMatching(/^[0-9a-f]{16}$/);
    // Near copies: flip a few bits of a few bases, so close pairs exist.
    const prints = fc.array(fc.tuple(hex, fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: 4 })), { minLength: 2, maxLength: 30 }).map((items) =>
      items.flatMap(([base, flips]) => {
        let value = BigInt(`0x${base}`);
        for (const bit of flips) value ^= 1n << BigInt(bit);
        return [base, value.toString(16).padStart(16, '0')];
      }),
    );
    fc.assert(
      fc.property(prints, fc.integer({ min: 0, max: 6 }), (list, d) => {
        const brute: string[] = [];
        for (let a = 0; a < list.length; a++) for (let b = a + 1; b < list.length; b++) if (hammingDistance(list[a]!, list[b]!) <= d) brute.push(`${a}:${b}`);
        const banded = nearPairs(list, d).map((p) => `${Math.min(p.a, p.b)}:${Math.max(p.a, p.b)}`);
        expect(banded.sort()).toEqual(brute.sort());
      }),
      { numRuns: 200 },
    );
  });
});
