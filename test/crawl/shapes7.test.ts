/**
 * test/shapes7 (issue #9 "Reach"), crawled on day 1 and again on day 2 without a browser:
 * WordPress category lists (<article> rows linking their notice three times, paginate_links with
 * gaps, an older/newer-posts pager), a Discuz! portal list, a 金智/正方-style portal of nested
 * tables, card lists with split dates, TRS WCM (createPageHTML with its counts in variables, link
 * text written by document.write), Z-Blog category pages and a Discuz! forum thread table
 * (one <tbody> a thread, links carrying &extra=page%3DK). Tenders are mixed with news that must not be delivered. On
 * day 2 three lists gain more notices than their page 1 holds.
 */
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../lib/types/notice.ts';
import { crawledTwice } from './shape-web.ts';
// @ts-expect-error: a plain .mjs test web without types
import { startServer, truth } from '../shapes7/server.mjs';

type Truth = {
  seeds: string[];
  notices: Array<{ url: string; urls: string[]; title: string; site: string; shape: string; day: number }>;
  lists: Record<string, number>;
  listCount: Record<string, number>;
};
const days = [truth(1) as Truth, truth(2) as Truth];
const { delivered, stats } = crawledTwice(startServer, days[0]!.seeds, { nextDay: '/__day?set=2' });
const SHAPES = ['wordpress', 'discuz-portal', 'table-portal', 'cards', 'trs-shtml', 'zblog-forum'];

/** One run's deliveries for a shape: notices new that day found, wrong ones, repeats, titles not whole. */
const found = (run: 0 | 1, shape: string) => {
  const web = days[run]!;
  const all = web.notices.filter((n) => n.shape === shape);
  const byUrl = new Map(all.flatMap((n) => n.urls.map((u) => [u, n] as const)));
  const site = all[0]!.site;
  const mine = delivered[run]!.filter((n: Notice) => new URL(n.url).hostname.endsWith(`.${site}`));
  const got = new Set<string>();
  const wrong: string[] = [];
  const twice: string[] = [];
  const cut: string[] = [];
  for (const n of mine) {
    const hit = [n.url, ...(n.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
    if (!hit) wrong.push(`${n.url} ${n.title}`);
    else if (got.has(hit.url) || hit.day !== run + 1) twice.push(n.title);
    else {
      got.add(hit.url);
      if (n.title !== hit.title) cut.push(`${n.title} ≠ ${hit.title}`);
    }
  }
  const st = stats[run]![site]!;
  return { want: all.filter((n) => n.day === run + 1).length, got: got.size, wrong, twice, cut, site, listFetches: st.listFetches, lists: st.lists, requests: st.requests };
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
    expect(listFetches).toBe(days[0]!.lists[site]);
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
