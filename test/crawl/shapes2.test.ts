/**
 * test/shapes2 (issue #9 "Reach"), crawled twice without a browser (day 1 discovery, day 2 the same
 * pages refreshed) on the test-web kit: other variants of the list shapes in test/shapes (DedeCMS
 * windowed and document.write pagers, cache-busters under other names, Next.js lists paged through
 * their state, Nuxt 2/3 payloads). Checked against the web's truth (test/shapes2/score.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcess, runDays, type DayRun } from '../kit/runner.ts';
import { scoreRuns, type Row } from '../shapes2/score.ts';
import { startServer, truth } from '../shapes2/server.ts';

const web = truth(1);
let rows: Row[] = [];
let runs: DayRun[] = [];
beforeAll(async () => {
  ({ scored: rows, runs } = await runDays({ start: () => startServer({ port: 0 }), seeds: web.seeds, crawler: inProcess(), score: scoreRuns }));
}, 120_000);

/** Day 1's row of a shape: notices found (cache-busters aside) against its notices, lines of its site that are no notice. */
const found = (shape: string) => {
  const r = rows.find((x) => x.day === 1 && x.shape === shape)!;
  return { want: r.want, got: r.found, wrong: r.wrong, site: r.site, row: r };
};

describe('test/shapes2 without a browser', () => {
  it('follows DedeCMS pagers: a window of numbers with 末页, plus/list.php with only a window, one written by document.write', () => {
    const { want, got, wrong, site, row } = found('dede-pagers');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    // `?tid=8` and `…&TotalResult=64&PageNo=1` are one page, fetched once.
    expect(row.listFetches).toBe(web.lists[site]!.real);
  });

  it('reads lists whose links carry ?t=, ?_= (some rows) or ?rnd= (from the second visit): each list page once', () => {
    const { want, got, wrong, site, row } = found('cache-busters');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    expect(row.listFetches).toBe(web.lists[site]!.real);
  });

  it('pages a Next.js list through its state: the page with ?page=k, a list API the props name', () => {
    const { want, got, wrong, site, row } = found('next-paged');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    expect(row.listFetches).toBe(web.lists[site]!.real);
    expect(row.lists.filter((l) => l.includes('/api/notices?'))).toHaveLength(2);
  });

  it('reads Nuxt 2 function payloads and Nuxt 3 __NUXT_DATA__', () => {
    const { want, got, wrong } = found('nuxt-payloads');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
  });

  it('refresh delivers nothing again and fetches no known notice (cache-busters changed since run 1)', () => {
    expect(runs[1]!.lines).toEqual([]);
    for (const r of rows.filter((x) => x.day === 2)) expect(r.requests, r.site).toBeLessThanOrEqual(r.listFetches + 1);
  });
});
