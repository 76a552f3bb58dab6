/**
 * test/shapes3 (issue #9 "Reach"), crawled twice without a browser: DedeCMS columns (prev/next-only
 * pagers, <dl>/<table> rows, a column page of child columns, plus/view.php), 帝国CMS lists (Page
 * pagers, /e/action/ListInfo/ from page 0) and one notice reposted across columns and a cg. sub-site
 * under other titles, beside near-duplicates that must stay apart. Checked against the web's truth.
 */
import { describe, expect, it } from 'vitest';
import { crawledTwice, withoutBusters } from './shape-web.ts';
// @ts-expect-error: a plain .mjs test web without types
import { startServer, truth, VOLATILE } from '../shapes3/server.mjs';

type Truth = { seeds: string[]; notices: Array<{ url: string; urls: string[]; site: string; shape: string }>; lists: Record<string, number> };
const web = truth() as Truth;
const { delivered, stats } = crawledTwice(startServer, web.seeds);
const norm = withoutBusters(VOLATILE as string[]);

/** Per shape: notices found (any of their URLs or aliases), deliveries of no notice, and deliveries of one already delivered. */
const found = (shape: string) => {
  const want = web.notices.filter((n) => n.shape === shape);
  const byUrl = new Map(want.flatMap((n) => n.urls.map((u) => [u, n.url] as const)));
  const site = want[0]!.site;
  const mine = delivered[0]!.filter((n) => new URL(n.url).hostname.endsWith(`.${site}`));
  const got = new Set<string>();
  const wrong: string[] = [];
  const twice: string[] = [];
  for (const n of mine) {
    const id = [n.url, ...(n.aliases ?? [])].map((u) => byUrl.get(norm(u))).find(Boolean);
    if (!id) wrong.push(n.url);
    else if (got.has(id)) twice.push(n.title);
    else got.add(id);
  }
  return { want: want.length, got: got.size, wrong, twice, site };
};

describe('test/shapes3 without a browser', () => {
  it('reads DedeCMS columns: only 上一页/下一页, <dl>/<table> rows, child columns of a column page, plus/view.php', () => {
    const { want, got, wrong, twice, site } = found('dede-columns');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    expect(twice).toEqual([]);
    expect(stats[0]![site]!.listFetches).toBe(web.lists[site]);
  });

  it('reads 帝国CMS lists: a Page pager with a jump <select>, /e/action/ListInfo/ counted from page 0, ?t=/?r= on some links', () => {
    const { want, got, wrong, twice, site } = found('empire-lists');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    expect(twice).toEqual([]);
    // 下一页's `index_2.html?t=29655` and the plain `index_2.html` are one page, fetched once.
    // …and `index.php?page=0&classid=5&totalnum=47` is `/e/action/ListInfo/?classid=5`: every list page once.
    expect(stats[0]![site]!.listFetches).toBe(web.lists[site]);
  });

  it('delivers a notice reposted in 通知公告, 招标公告 and cg. once (label, site name, date, width, spaces), and keeps 第二次/更正/包2 apart', () => {
    const { want, got, wrong, twice } = found('reposts');
    expect(twice).toEqual([]);
    expect(wrong).toEqual([]);
    expect(got).toBe(want);
    const reposted = delivered[0]!.filter((n) => n.url.includes('rpo.edu.cn') && (n.aliases ?? []).length > 0);
    expect(reposted.length).toBeGreaterThan(20);
  });

  it('refresh delivers nothing again and fetches no known notice', () => {
    expect(delivered[1]).toEqual([]);
    // Per seed host: its lists and one more request (robots.txt).
    for (const [site, s] of Object.entries(stats[1]!)) expect(s.requests, site).toBeLessThanOrEqual(s.listFetches + web.seeds.filter((u) => new URL(u).hostname.endsWith(`.${site}`)).length);
  });
});
