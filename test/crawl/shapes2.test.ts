/**
 * test/shapes2 (issue #9 "Reach"), crawled twice without a browser: other variants of the list
 * shapes in test/shapes (DedeCMS windowed and document.write pagers, cache-busters under other
 * names, Next.js lists paged through their state, Nuxt 2/3 payloads). Checked against the web's truth.
 */
import { describe, expect, it } from 'vitest';
import { crawledTwice, withoutBusters } from './shape-web.ts';
// @ts-expect-error: a plain .mjs test web without types
import { startServer, truth, VOLATILE } from '../shapes2/server.mjs';

type Truth = { seeds: string[]; notices: Array<{ url: string; site: string; shape: string }>; lists: Record<string, number> };
const web = truth() as Truth;
const { delivered, stats } = crawledTwice(startServer, web.seeds);
const norm = withoutBusters(VOLATILE as string[]);

const found = (shape: string) => {
  const want = new Set(web.notices.filter((n) => n.shape === shape).map((n) => n.url));
  const site = web.notices.find((n) => n.shape === shape)!.site;
  const mine = delivered[0]!.filter((n) => new URL(n.url).hostname === `www.${site}`);
  return { want: want.size, got: new Set(mine.map((n) => norm(n.url)).filter((u) => want.has(u))).size, wrong: mine.filter((n) => !want.has(norm(n.url))), site };
};

describe('test/shapes2 without a browser', () => {
  it('follows DedeCMS pagers: a window of numbers with 末页, plus/list.php with only a window, one written by document.write', () => {
    const { want, got, wrong, site } = found('dede-pagers');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    // `?tid=8` and `…&TotalResult=64&PageNo=1` are one page, fetched once.
    expect(stats[0]![site]!.listFetches).toBe(web.lists[site]);
  });

  it('reads lists whose links carry ?t=, ?_= (some rows) or ?rnd= (from the second visit): each list page once', () => {
    const { want, got, wrong, site } = found('cache-busters');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    expect(stats[0]![site]!.listFetches).toBe(web.lists[site]);
  });

  it('pages a Next.js list through its state: the page with ?page=k, a list API the props name', () => {
    const { want, got, wrong, site } = found('next-paged');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    expect(stats[0]![site]!.listFetches).toBe(web.lists[site]);
    expect(stats[0]![site]!.lists.filter((l) => l.includes('/api/notices?'))).toHaveLength(2);
  });

  it('reads Nuxt 2 function payloads and Nuxt 3 __NUXT_DATA__', () => {
    const { want, got, wrong } = found('nuxt-payloads');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
  });

  it('refresh delivers nothing again and fetches no known notice (cache-busters changed since run 1)', () => {
    expect(delivered[1]).toEqual([]);
    for (const [site, s] of Object.entries(stats[1]!)) expect(s.requests, site).toBeLessThanOrEqual(s.listFetches + 1);
  });
});
