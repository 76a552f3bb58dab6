/**
 * The popup's search on the way Chinese is typed: pinyin slips, traditional forms, missing and
 * extra characters, field filters, highlighting, and bounded work on hostile queries. The
 * labelled slip queries (fixtures/slip-queries-dev.json, see its `source`) are the dev set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNoticeSearch, highlight } from '../../lib/search/notice-search.ts';
import { parseQuery } from '../../lib/search/query.ts';
import type { Notice } from '../../lib/types/notice.ts';

const notice = (url: string, title: string, more: Partial<Notice> = {}): Notice =>
  ({ url, title, site: 'fzu.edu.cn', listUrl: '', attachments: [], firstSeenAt: '', ...more }) as Notice;

const notices = [
  notice('a', '实验室通风系统改造工程公开招标公告', { type: '招标', budget: 1_500_000, purchaser: '福州大学' }),
  notice('b', '图书馆照明改造项目询价公告', { type: '询价', budget: 300_000 }),
  notice('c', '校园网络设备采购项目中标结果公告', { type: '中标结果', site: 'xmu.edu.cn' }),
  notice('d', '食堂厨房设备维修服务竞争性磋商公告', { type: '招标', budget: 2_000_000, site: 'xmu.edu.cn' }),
];
const names: Record<string, string> = { 'fzu.edu.cn': '福州大学', 'xmu.edu.cn': '厦门大学' };
const index = createNoticeSearch(notices, { siteName: (site) => names[site] });

describe('notice search', () => {
  it('finds 改造 typed as 改照 (a pinyin keyboard slip), the exact match first', () => {
    expect(index.search('改照')).toEqual(expect.arrayContaining(['a', 'b']));
    expect(index.search('照明改照')[0]).toBe('b');
    expect(index.search('通风系统改照')[0]).toBe('a');
  });

  it('finds traditional forms, and missing or extra characters', () => {
    expect(index.search('實驗室通風')[0]).toBe('a');
    expect(index.search('校園網絡設備')[0]).toBe('c');
    expect(index.search('实验通风系统')[0]).toBe('a');
    expect(index.search('食堂的厨房设备')[0]).toBe('d');
  });

  it('filters by school, type and budget, with or without text', () => {
    expect(index.search('学校:厦门 设备').sort()).toEqual(['c', 'd']);
    expect(index.search('类型:招标').sort()).toEqual(['a', 'd']);
    expect(index.search('预算>100万').sort()).toEqual(['a', 'd']);
    expect(index.search('预算＜50万 改造')).toEqual(['b']);
    expect(index.search('学校:福州大学 类型:招标 预算>=150万')).toEqual(['a']);
    expect(parseQuery('预算>1.5亿 type:招标 x')).toEqual({ text: 'x', type: '招标', budgetMin: 150_000_000 });
  });

  it('matches nothing for unrelated text, punctuation, or an empty query', () => {
    expect(index.search('量子计算机超导芯片')).toEqual([]);
    expect(index.search('，。！？、；：'.repeat(200))).toEqual([]);
    expect(index.search('   ')).toEqual([]);
  });

  it('looks at a bounded part of a 1,000-character query', () => {
    const paste = '实验室通风系统改造工程'.repeat(100).slice(0, 1000);
    expect(index.search(paste)[0]).toBe('a');
    expect(index.search('改'.repeat(1000))).toEqual([]);
  });

  it('highlights the matched characters, slips included, in the original text', () => {
    const title = '圖書館照明改造项目';
    const marked = highlight(title, '照明改照').map(([s, e]) => title.slice(s, e));
    expect(marked).toEqual(['照明改造']);
    expect(highlight('实验室设备', '實驗室').map(([s, e]) => '实验室设备'.slice(s, e))).toEqual(['实验室']);
    expect(highlight('任何标题', '')).toEqual([]);
  });

  it('follows additions and removals', () => {
    const live = createNoticeSearch([notices[0]!]);
    live.add(notices[1]!);
    expect(live.search('照明改造')).toContain('b');
    live.remove('b');
    expect(live.search('照明改造')).not.toContain('b');
    expect(live.size).toBe(1);
  });
});

describe('labelled slip queries (dev set)', () => {
  const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'slip-queries-dev.json'), 'utf8')) as {
    notices: string[];
    queries: { query: string; slip: string; relevant: number[] }[];
  };
  const all = createNoticeSearch(fixture.notices.map((title, i) => notice(`u${i}`, title)));

  it('has at least 100 queries with slips of every kind', () => {
    expect(fixture.queries.length).toBeGreaterThanOrEqual(100);
    expect(new Set(fixture.queries.map((q) => q.slip))).toEqual(new Set(['homophone', 'missing', 'extra', 'traditional', 'exact']));
  });

  it('puts a relevant title in the top 10 for at least 95% of them', () => {
    const found = fixture.queries.filter(({ query, relevant }) => {
      const top = all.search(query).slice(0, 10);
      return relevant.some((i) => top.includes(`u${i}`));
    });
    expect(found.length / fixture.queries.length).toBeGreaterThanOrEqual(0.95);
  });
});
