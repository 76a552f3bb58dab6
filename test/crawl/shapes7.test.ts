/**
 * test/shapes7 (issue #9 "Reach"), crawled on day 1 and again on day 2 without a browser, on the
 * test-web kit (rows: test/shapes7/score.ts):
 * WordPress category lists (<article> rows linking their notice three times, paginate_links with
 * gaps, an older/newer-posts pager), a Discuz! portal list, a 金智/正方-style portal of nested
 * tables, card lists with split dates, TRS WCM (createPageHTML with its counts in variables, link
 * text written by document.write), Z-Blog category pages and a Discuz! forum thread table
 * (one <tbody> a thread, links carrying &extra=page%3DK). Tenders are mixed with news that must not be delivered. On
 * day 2 three lists gain more notices than their page 1 holds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcess, runDays } from '../kit/runner.ts';
import { scoreRuns, type Row } from '../shapes7/score.ts';
import { startServer, truth } from '../shapes7/server.ts';

const days = [truth(1), truth(2)];
let rows: Row[] = [];
beforeAll(async () => {
  ({ scored: rows } = await runDays({ start: () => startServer({ port: 0 }), seeds: days[0]!.seeds, crawler: inProcess(), score: scoreRuns }));
}, 120_000);
const SHAPES = ['wordpress', 'discuz-portal', 'table-portal', 'cards', 'trs-shtml', 'zblog-forum'];

/** One day's row of a shape: notices new that day found, wrong ones, repeats (again, or of an earlier day), titles not whole, each list fetch. */
const found = (run: 0 | 1, shape: string) => {
  const r = rows.find((x) => x.day === run + 1 && x.shape === shape)!;
  return { want: r.want, got: r.found, wrong: r.wrong, twice: [...r.dupLines, ...r.lateLines], cut: r.notWhole, site: r.site, listFetches: r.listFetches, lists: r.lists, requests: r.requests };
};

describe('test/shapes7 without a browser, day 1 (discovery)', () => {
  it.each(SHAPES)('%s: every tender, no news, no repeat, whole titles', (shape) => {
    const r = found(0, shape);
    expect(r.wrong).toEqual([]);
    expect(r.twice).toEqual([]);
    expect(r.got).toBe(r.want);
    // TRS titles written by document.write and cut to 22 characters are read whole from the script.
    expect(r.cut).toEqual([]);
  });

  it.each(SHAPES)('%s: fetches each real list page once (page 1 not again as /page/1/, &page=1, pagenum=1, index.shtml)', (shape) => {
    const { site, listFetches } = found(0, shape);
    expect(listFetches).toBe(days[0]!.lists[site]!.real);
  });
});

describe('test/shapes7 without a browser, day 2 (refresh after new notices)', () => {
  it.each(SHAPES)('%s: the day-2 tenders only, none delivered again, whole titles', (shape) => {
    const r = found(1, shape);
    expect(r.want).toBeGreaterThan(0);
    expect(r.wrong).toEqual([]);
    expect(r.twice).toEqual([]);
    expect(r.got).toBe(r.want);
    expect(r.cut).toEqual([]);
  });

  it.each(SHAPES)('%s: reads each list from its page 1, on only past an all-new page, and fetches no known notice', (shape) => {
    const r = found(1, shape);
    expect(r.listFetches).toBeGreaterThanOrEqual(days[1]!.listCount[r.site]!);
    expect(r.listFetches).toBeLessThanOrEqual(days[1]!.listCount[r.site]! + 1);
    expect(r.requests).toBeLessThanOrEqual(r.listFetches + 1 + r.want + 3);
  });

  it('walks past an all-new page 1 (13 new on a WordPress list of 10 a page, 12 on a 金智 list whose totalpage moved)', () => {
    expect(found(1, 'wordpress').lists).toContain('GET /category/zbgg/page/2/');
    expect(found(1, 'table-portal').lists).toContain('GET /list.jsp?cid=12&pagenum=2&totalpage=10');
  });

  it('learns a parameter naming the page a row is shown on (Discuz! &extra=page%3D2) from day-1 rows met on page 2, and stops there', () => {
    const r = found(1, 'zblog-forum');
    expect(r.lists).toContain('GET /forum.php?mod=forumdisplay&fid=2&page=2');
    expect(r.lists).not.toContain('GET /forum.php?mod=forumdisplay&fid=2&page=3');
  });
});
