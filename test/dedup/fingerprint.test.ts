import { describe, expect, it } from 'vitest';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
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
    expect(distance({ title: a }, { title: b })).toBeGreaterThan(SAME_NOTICE_DISTANCE);
  });

  it('tells apart two projects with one title by their project numbers', () => {
    const title = '福州大学实验室耗材采购项目竞争性磋商公告';
    expect(distance({ title, projectNo: 'FJZB-2024-0312' }, { title, projectNo: 'FJZB-2024-0419' })).toBeGreaterThan(
      SAME_NOTICE_DISTANCE,
    );
  });

  it('gives few near-duplicates among the corpus titles (the threshold measurement)', (context) => {
    const rows = readTitleRows();
    if (!rows) return context.skip('corpus absent: ../shared/corpus/titles/fzu-titles-weak.csv not found beside the repo');
    const titles = [...new Set(rows.map((row) => row.title!))];
    const prints = titles.map((title) => noticeFingerprint({ title }, tokenizer));
    // Pigeonhole: fingerprints within 3 bits agree exactly on at least one of four 16-bit bands.
    const close = new Set<string>();
    for (let band = 0; band < 4; band++) {
      const buckets = new Map<string, number[]>();
      prints.forEach((print, i) => {
        const key = print.slice(band * 4, band * 4 + 4);
        buckets.set(key, [...(buckets.get(key) ?? []), i]);
      });
      for (const ids of buckets.values()) {
        for (let x = 0; x < ids.length; x++)
          for (let y = x + 1; y < ids.length; y++)
            if (hammingDistance(prints[ids[x]!]!, prints[ids[y]!]!) <= SAME_NOTICE_DISTANCE) close.add(`${ids[x]}:${ids[y]}`);
      }
    }
    const rate = close.size / titles.length;
    console.log(`near-duplicate pairs within ${SAME_NOTICE_DISTANCE} bits: ${close.size} of ${titles.length} titles (${(rate * 100).toFixed(2)}%)`);
    expect(close.size).toBeGreaterThan(0); // the corpus does hold re-posts and respaced titles
    expect(rate).toBeLessThan(0.01);
  });
});
