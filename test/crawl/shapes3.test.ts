/**
 * test/shapes3 (issue #9 "Reach"), crawled twice without a browser (day 1 discovery, day 2 the same
 * pages refreshed) on the test-web kit: DedeCMS columns (prev/next-only pagers, <dl>/<table> rows, a
 * column page of child columns, plus/view.php), 帝国CMS lists (Page pagers, /e/action/ListInfo/ from
 * page 0) and one notice reposted across columns and a cg. sub-site under other titles, beside
 * near-duplicates that must stay apart. Checked against the web's truth (test/shapes3/score.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcess, runDays, type DayRun } from '../kit/runner.ts';
import { scoreRuns, type Row } from '../shapes3/score.ts';
import { startServer, truth } from '../shapes3/server.ts';

const web = truth(1);
let rows: Row[] = [];
let runs: DayRun[] = [];
beforeAll(async () => {
  ({ scored: rows, runs } = await runDays({ start: () => startServer({ port: 0 }), seeds: web.seeds, crawler: inProcess(), score: scoreRuns }));
}, 120_000);

/** Day 1, per shape: notices found (any of their URLs or aliases), deliveries of no notice, and deliveries of one already delivered. */
const found = (shape: string) => {
  const r = rows.find((x) => x.day === 1 && x.shape === shape)!;
  return { want: r.want, got: r.found, wrong: r.wrong, twice: r.dupLines, site: r.site, row: r };
};

describe('test/shapes3 without a browser', () => {
  it('reads DedeCMS columns: only 上一页/下一页, <dl>/<table> rows, child columns of a column page, plus/view.php', () => {
    const { want, got, wrong, twice, site, row } = found('dede-columns');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    expect(twice).toEqual([]);
    expect(row.listFetches).toBe(web.lists[site]!.real);
  });

  it('reads 帝国CMS lists: a Page pager with a jump <select>, /e/action/ListInfo/ counted from page 0, ?t=/?r= on some links', () => {
    const { want, got, wrong, twice, site, row } = found('empire-lists');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    expect(twice).toEqual([]);
    // 下一页's `index_2.html?t=29655` and the plain `index_2.html` are one page, fetched once.
    // …and `index.php?page=0&classid=5&totalnum=47` is `/e/action/ListInfo/?classid=5`: every list page once.
    expect(row.listFetches).toBe(web.lists[site]!.real);
  });

  it('delivers a notice reposted in 通知公告, 招标公告 and cg. once (label, site name, date, width, spaces), and keeps 第二次/更正/包2 apart', () => {
    const { want, got, wrong, twice } = found('reposts');
    expect(twice).toEqual([]);
    expect(wrong).toEqual([]);
    expect(got).toBe(want);
    const reposted = runs[0]!.lines.filter((n) => n.url.includes('rpo.edu.cn') && ((n.aliases ?? []) as string[]).length > 0);
    expect(reposted.length).toBeGreaterThan(20);
  });

  it('refresh delivers nothing again and fetches no known notice', () => {
    expect(runs[1]!.lines).toEqual([]);
    // Per seed host: its lists and one more request (robots.txt).
    for (const r of rows.filter((x) => x.day === 2)) expect(r.requests, r.site).toBeLessThanOrEqual(r.listFetches + web.seeds.filter((u) => new URL(u).hostname.endsWith(`.${r.site}`)).length);
  });
});
