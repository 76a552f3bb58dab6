/**
 * test/shapes4 (issue #9 "Reach"), crawled on day 1 and again on day 2 without a browser, on the
 * test-web kit: DedeCMS lists whose titles `titlelen` cut silently (no "…"), 头条/加粗 flags,
 * [typename] tags before the title, a pager that is only a jump <select>, /plus/list.php with only
 * 下一页 on page 1, a 栏目封面 of arclist blocks; a GBK DedeCMS site; PHPCMS v9 lists. Tenders are
 * mixed with news that must not be delivered. Checked against the web's truth for each day
 * (test/shapes4/score.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcess, runDays } from '../kit/runner.ts';
import { scoreRuns, type Row } from '../shapes4/score.ts';
import { startServer, truth } from '../shapes4/server.ts';

const days = [truth(1), truth(2)];
let rows: Row[] = [];
beforeAll(async () => {
  ({ scored: rows } = await runDays({ start: () => startServer({ port: 0 }), seeds: days[0]!.seeds, crawler: inProcess(), score: scoreRuns }));
}, 120_000);
const SHAPES = ['dede-cut', 'dede-plus', 'dede-gbk', 'phpcms'];

/** One day's row of a shape: notices new that day found, wrong ones, repeats (again, or of an earlier day), titles not whole. */
const found = (run: 0 | 1, shape: string) => {
  const r = rows.find((x) => x.day === run + 1 && x.shape === shape)!;
  return { want: r.want, got: r.found, wrong: r.wrong, twice: [...r.dupLines, ...r.lateLines], cut: r.notWhole, site: r.site, listFetches: r.listFetches, requests: r.requests };
};

describe('test/shapes4 without a browser, day 1 (discovery)', () => {
  it.each(SHAPES)('%s: every tender, no news, no repeat, whole titles', (shape) => {
    const r = found(0, shape);
    expect(r.wrong).toEqual([]);
    expect(r.twice).toEqual([]);
    expect(r.got).toBe(r.want);
    // A title cut silently at a fixed width is completed by its title attribute or its own page.
    expect(r.cut).toEqual([]);
  });

  it('fetches each real list page once: a pager\'s 首页 / "1" (list_5_1.html, index.html, &page=1) is the page 1 read already', () => {
    for (const shape of ['dede-cut', 'dede-gbk', 'phpcms']) {
      const { site, listFetches } = found(0, shape);
      expect(listFetches, shape).toBe(days[0]!.lists[site]!.real);
    }
    // dede-plus: the news-only child column (no list to the crawl) is met on its page 2 and then
    // asked for its 首页 list_13_1.html, the page its column link showed: one fetch more.
    const { site, listFetches } = found(0, 'dede-plus');
    expect(listFetches).toBeLessThanOrEqual(days[0]!.lists[site]!.real + 1);
  });
});

describe('test/shapes4 without a browser, day 2 (refresh after new notices)', () => {
  it.each(SHAPES)('%s: the day-2 tenders only, none delivered again, whole titles', (shape) => {
    const r = found(1, shape);
    expect(r.want).toBeGreaterThan(0);
    expect(r.wrong).toEqual([]);
    expect(r.twice).toEqual([]);
    expect(r.got).toBe(r.want);
    expect(r.cut).toEqual([]);
  });

  it.each(SHAPES)('%s: reads each list from its page 1 and fetches no known notice', (shape) => {
    const r = found(1, shape);
    expect(r.listFetches).toBeGreaterThan(0);
    expect(r.listFetches).toBeLessThanOrEqual(days[1]!.listCount[r.site]!);
    // Lists, robots.txt, the new notices and at most a couple of news rows asked by their cut titles.
    expect(r.requests).toBeLessThanOrEqual(r.listFetches + 1 + r.want + 2);
  });
});
