/**
 * test/shapes8 (issue #9 "Reach": budget; one notice, one record), crawled on its day 1 and again
 * on its day 2 without a browser, each university seeded only by its main host: two big portals
 * (16 news columns of 20–40 list pages, a 信息公开 → 招标采购 column, a mixed 通知公告 stream, one
 * with a procurement sub-site linked only from its footer) must have every tender list page
 * reached within a bounded number of requests; a main-host stream reposting its sub-site's notices
 * (extra query, redirect, frame, a copy dated later under a cut or 【采购】 title) must deliver each
 * notice once, day-1 reposts on day 2 not again, and true near-duplicates apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../lib/types/notice.ts';
import { inProcess, runDays } from '../kit/runner.ts';
import { startServer, truth } from '../shapes8/server.ts';
import { scoreRuns, type Row8 } from '../shapes8/score.ts';

const day1 = truth(1);
const day2 = truth(2);
let rows: Row8[] = [];
/** Each day's new notices, as the crawl in process delivered them. */
const delivered: Notice[][] = [];
beforeAll(async () => {
  const { scored, runs } = await runDays({ start: () => startServer({ port: 0 }), seeds: day1.seeds, crawler: inProcess(), score: scoreRuns });
  rows = scored;
  delivered.push(...runs.map((r) => r.lines as unknown as Notice[]));
}, 120_000);
/**
 * A row with what the old scorer called "delivered twice" (a notice again in the run, or on day 2
 * one of day 1: late) and the tender list fetches by their old names (`tenderListFetches`; every
 * list fetch, news columns too, `allListFetches`).
 */
const scored = (day: 1 | 2) => rows.filter((r) => r.day === day).map((r) => ({ ...r, twiceTitles: [...r.dupLines, ...r.lateLines], tenderListFetches: r.listFetches, allListFetches: r.listFetches + r.newsListFetches }));
const shape = (day: 1 | 2, name: string) => scored(day).find((r) => r.shape === name)!;
const whole = (fraction: string) => fraction.split('/')[0] === fraction.split('/')[1];

/** Requests a portal may take on day 1: its tender lists and notices, and a bounded walk besides. */
const PORTAL_REQUESTS = 400;

describe('test/shapes8 without a browser', () => {
  for (const name of ['portal-webplus', 'portal-dede']) {
    it(`day 1 ${name}: every tender list page reached from the main host, every tender once, within a bounded number of requests`, () => {
      const r = shape(1, name);
      expect(r.missed, name).toEqual([]);
      expect(r.wrong, name).toEqual([]);
      expect(r.twiceTitles, name).toEqual([]);
      expect(whole(r.recall), r.recall).toBe(true);
      expect(r.tenderListFetches).toBe(r.realListPages);
      // The news columns (hundreds of list pages) are not walked: a few pages each at most.
      expect(r.allListFetches - r.tenderListFetches).toBeLessThan(60);
      expect(r.requests).toBeLessThan(PORTAL_REQUESTS);
    });
  }

  it('day 1: the procurement sub-site linked only from the footer is found', () => {
    const zbb = day1.notices.filter((n) => n.url.startsWith('http://zbb.hcd.edu.cn/'));
    const found = new Set(delivered[0]!.map((n) => n.url));
    expect(zbb.length).toBeGreaterThan(80);
    expect(zbb.filter((n) => !found.has(n.url)).map((n) => n.url)).toEqual([]);
  });

  it('day 1: reposts in the main-host stream (extra query, redirect, frame, a later-dated copy) are one notice each; 第二次/更正/包2/结果 stay apart', () => {
    const r = shape(1, 'repost-stream');
    expect(r.twiceTitles).toEqual([]);
    expect(r.wrong).toEqual([]);
    expect(whole(r.recall), r.recall).toBe(true);
    const reposted = delivered[0]!.filter((n) => n.site === 'xsd.edu.cn' && (n.aliases ?? []).length > 0);
    expect(reposted.length).toBeGreaterThan(15);
  });

  it('day 2: only the new notices, a day-1 notice reposted in the stream not again', () => {
    for (const r of scored(2)) {
      expect(r.twiceTitles, r.shape).toEqual([]);
      expect(r.wrong, r.shape).toEqual([]);
      expect(r.missed, r.shape).toEqual([]);
    }
    expect(delivered[1]!.length).toBe(day2.notices.filter((n) => n.day === 2).length);
  });
});
