/**
 * test/shapes5 (issue #9 "Reach": one notice, one record), crawled on its day 1 and again on its
 * day 2 without a browser: one article under many URL forms (content.jsp in two parameter orders,
 * https, #fragment, the m. host, the cg. sub-site's folder and index.html), reposts under
 * 关于…的通知 wrappers, an appended project number, full-width, an office's name, beside true
 * near-duplicates (第二次, 更正/变更, 包1/包2, 中标结果, one title a year earlier); and notices that
 * are only a file in their row, never downloaded. Checked against the web's truth of each day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../lib/types/notice.ts';
import { inProcess, runDays } from '../kit/runner.ts';
import { startServer, truth } from '../shapes5/server.ts';
import { scoreRuns, type Row5 } from '../shapes5/score.ts';

const day1 = truth(1);
const day2 = truth(2);
let rows: Row5[] = [];
/** Each day's new notices, as the crawl in process delivered them. */
const delivered: Notice[][] = [];
beforeAll(async () => {
  const { scored, runs } = await runDays({ start: () => startServer({ port: 0 }), seeds: day1.seeds, crawler: inProcess(), score: scoreRuns });
  rows = scored;
  delivered.push(...runs.map((r) => r.lines as unknown as Notice[]));
}, 120_000);
/** A row with what the old scorer called "delivered twice": a notice again in the run, or on day 2 one of day 1 (late). */
const scored = (day: 1 | 2) => rows.filter((r) => r.day === day).map((r) => ({ ...r, twiceTitles: [...r.dupLines, ...r.lateLines] }));
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
