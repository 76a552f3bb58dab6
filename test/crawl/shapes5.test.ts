/**
 * test/shapes5 (issue #9 "Reach": one notice, one record), crawled on its day 1 and again on its
 * day 2 without a browser: one article under many URL forms (content.jsp in two parameter orders,
 * https, #fragment, the m. host, the cg. sub-site's folder and index.html), reposts under
 * 关于…的通知 wrappers, an appended project number, full-width, an office's name, beside true
 * near-duplicates (第二次, 更正/变更, 包1/包2, 中标结果, one title a year earlier); and notices that
 * are only a file in their row, never downloaded. Checked against the web's truth of each day.
 */
import { describe, expect, it } from 'vitest';
import { crawledTwice } from './shape-web.ts';
// @ts-expect-error: a plain .mjs test web without types
import { startServer, truth } from '../shapes5/server.mjs';
// @ts-expect-error: a plain .mjs scorer without types
import { score } from '../shapes5/score.mjs';

type Truth = { day: number; seeds: string[]; notices: Array<{ url: string; urls: string[]; shape: string; day: number; fileType?: string }>; lists: Record<string, number> };
type Row = { shape: string; site: string; recall: string; precision: string; twice: number; wrong: string[]; twiceTitles: string[]; fileTypes: string; fileGets: number; fileProbes: number; listFetches: number; realListPages: number };
const day1 = truth(1) as Truth;
const day2 = truth(2) as Truth;
const { delivered, stats } = crawledTwice(startServer, day1.seeds, { nextDay: '/__day?set=2' });
const scored = (day: 1 | 2) => score(day === 1 ? day1 : day2, stats[day - 1], delivered[day - 1]) as Row[];
const shape = (day: 1 | 2, name: string) => scored(day).find((r) => r.shape === name)!;
const whole = (fraction: string) => fraction.split('/')[0] === fraction.split('/')[1];

describe('test/shapes5 without a browser', () => {
  it('day 1: every notice once, the same article under any URL form an alias', () => {
    const r = shape(1, 'url-forms');
    expect(r.twiceTitles).toEqual([]);
    expect(r.wrong).toEqual([]);
    expect(whole(r.recall), r.recall).toBe(true);
    expect(r.listFetches).toBe(r.realListPages);
    const reposted = delivered[0]!.filter((n) => n.site === 'hzd.edu.cn' && (n.aliases ?? []).length > 0);
    expect(reposted.length).toBeGreaterThan(10);
  });

  it('day 1: reposts under 关于…的通知, an appended 项目编号, full-width or an office name are one notice; 第二次/更正/变更/包1/包2/中标结果/last year stay apart', () => {
    const r = shape(1, 'title-wraps');
    expect(r.twiceTitles).toEqual([]);
    expect(r.wrong).toEqual([]);
    // Each near-duplicate is its own notice of the truth: merging any loses recall.
    expect(whole(r.recall), r.recall).toBe(true);
    expect(r.recall).toBe(`${day1.notices.filter((n) => n.shape === 'title-wraps').length}/${day1.notices.filter((n) => n.shape === 'title-wraps').length}`);
  });

  it('day 1: file rows are notices from the row, with their file type, and no file is downloaded', () => {
    const r = shape(1, 'file-rows');
    expect(r.wrong).toEqual([]);
    expect(r.twiceTitles).toEqual([]);
    expect(whole(r.recall), r.recall).toBe(true);
    expect(whole(r.fileTypes), r.fileTypes).toBe(true);
    expect(Number(r.fileTypes.split('/')[1])).toBeGreaterThan(20);
    expect(r.fileGets).toBe(0);
    // The one download servlet nothing on its row tells is asked once; its body is left unread.
    expect(r.fileProbes).toBe(1);
    // The title is the row's: no `.pdf` of a file name, no "[下载]".
    const files = delivered[0]!.filter((n) => n.fileType);
    expect(files.filter((n) => /\.\w{2,4}$|下载/.test(n.title)).map((n) => n.title)).toEqual([]);
  });

  it('day 2: only the new notices; reposts of day-1 notices in other columns are not delivered again', () => {
    for (const r of scored(2)) {
      expect(r.twiceTitles, r.shape).toEqual([]);
      expect(r.wrong, r.shape).toEqual([]);
      expect(whole(r.recall), `${r.shape} ${r.recall}`).toBe(true);
      expect(r.fileGets, r.shape).toBe(0);
      expect(r.fileProbes, r.shape).toBeLessThanOrEqual(1);
    }
    expect(delivered[1]!.length).toBe(day2.notices.filter((n) => n.day === 2).length);
  });

  it('every notice says how it was read', () => {
    expect(delivered.flat().every((n) => n.via === 'static')).toBe(true);
  });
});
