/**
 * The crawl on test/web2, a second test web written by a session that never saw the crawler or
 * testweb/: six universities in the corpus README's CMS shapes with their own markup, filled
 * with the project's written titles. Day 1 and day 2 against its own truth, its robots.txt, its
 * attachments, and what day 2 fetches again. Served and scored with test/kit: both days in process
 * on one store (runDays + inProcess), every request of a day from the kit's `/__stats` paths.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebStats } from '../kit/types.ts';
import { inProcess, runDays, type DayRun } from '../kit/runner.ts';
import { askedOn, startServer, truth, type Truth2 } from '../web2/server.ts';
import { dayTotals, scoreRuns, type Row2 } from '../web2/score.ts';

let truth1: Truth2;
let truth2: Truth2;
let rows: Row2[];
let runs: DayRun[];
let asked1: string[];
let asked2: string[];

beforeAll(async () => {
  truth1 = truth(1);
  truth2 = truth(2);
  let stats: WebStats = {};
  ({ scored: rows, runs } = await runDays({
    start: () => startServer({ port: 0, seed: 1 }), seeds: truth1.seeds, crawler: inProcess(),
    score: async (base, days) => {
      stats = (await (await fetch(`${base}/__stats`)).json()) as WebStats;
      return scoreRuns(base, days);
    },
  }));
  asked1 = askedOn(stats, 1);
  asked2 = askedOn(stats, 2);
}, 240_000);

describe('the crawl on a test web written apart (test/web2)', () => {
  // Every notice, nothing else: its one recruitment-worded tender (招聘考试服务机构遴选, score 0.01) and
  // its two research "中标" news items (score 0.55) are told by their pages' bodies (notice-body.ts).
  it('day 1: precision and recall 1 against its truth', () => {
    const { precision, recall, want } = dayTotals(rows, 1);
    expect(truth1.notices.length).toBeGreaterThan(500);
    expect(want).toBe(truth1.notices.length);
    expect(precision).toBe(1);
    expect(recall).toBe(1);
  });

  it('day 2: precision and recall 1 on the new notices, and no day-1 notice fetched again', () => {
    const { precision, recall, want } = dayTotals(rows, 2);
    expect(truth2.newOnDay2.length).toBeGreaterThan(20);
    expect(want).toBe(truth2.newOnDay2.length);
    expect(precision).toBe(1);
    expect(recall).toBe(1);
    const old = new Set(runs[0]!.lines.map((l) => l.url));
    expect(asked2.filter((url) => old.has(url))).toEqual([]);
  });

  it('asks nothing robots.txt forbids and downloads no attachment', () => {
    expect(asked1.length).toBeGreaterThan(500);
    for (const url of [...asked1, ...asked2]) {
      expect(truth1.disallowed.some((prefix) => url.startsWith(prefix)), url).toBe(false);
      expect(/\.(?:pdf|docx?|xlsx?|zip|rar)(?:$|\?)/i.test(url), url).toBe(false);
    }
  });
});
