/**
 * The health checks a first-contact web's test makes of the web itself (shapes23 … shapes26, and the
 * day check for shapes22). `checkTruth(one, two)`: six sites of six shapes, URLs and titles unique,
 * columns of at most 4 tender pages and one of 2 or more, day 1 kept on day 2, 2–6 new notices a
 * site dated 2026-11-25 and a news page; `rowsPerPage`: a column's rows fill its pages, 10–15 a page.
 * `checkDay(port, t, day)`: every notice answers 200 under each of its URLs (`everyUrl: false`: its
 * `url` only, where its other forms redirect) with its <h1> title and 发布时间 date; every list page
 * answers and is counted under its key in /__stats; a site's tender pages show exactly its notices
 * (links read with the page's <base>), a news page none; `perPage`: 10–15 a tender page, 1–15 on the
 * column's last. `checkReachable(port, t)`: every list page and notice is reached from the seeds
 * (browse.ts `reachable`). `siteOfShape(t, shape)`: the site of that shape, its notices and list pages.
 */
import { expect } from 'vitest';
import { ask, baseOf, reachable, readPage, resolve } from './browse.ts';
import { normUrl } from './score.ts';
import type { ListPage, Truth, TruthNotice, WebStats } from './types.ts';

type ColumnNotice = TruthNotice & { column: string };
type NamedPage = ListPage & { name: string };

/** The truth of both days is consistent (see the header). */
export function checkTruth(one: Truth<ColumnNotice, NamedPage>, two: Truth<ColumnNotice, NamedPage>, { rowsPerPage = false } = {}): void {
  expect(Object.keys(one.lists)).toHaveLength(6);
  expect(new Set(Object.values(one.shapes ?? {})).size).toBe(6);
  for (const t of [one, two]) {
    expect(new Set(t.notices.flatMap((n) => n.urls.map(normUrl))).size).toBe(t.notices.flatMap((n) => n.urls).length);
    expect(new Set(t.notices.map((n) => n.title)).size).toBe(t.notices.length);
    for (const [site, lists] of Object.entries(t.lists)) {
      const byColumn = new Map<string, number>();
      for (const p of lists.pages.filter((x) => x.tenders)) byColumn.set(p.page.split(':')[0]!, (byColumn.get(p.page.split(':')[0]!) ?? 0) + 1);
      expect(Math.max(...byColumn.values()), site).toBeGreaterThanOrEqual(2);
      for (const [column, pages] of byColumn) {
        expect(pages, `${site} ${column}`).toBeLessThanOrEqual(4);
        if (!rowsPerPage) continue;
        const rows = t.notices.filter((n) => n.site === site && lists.pages.find((p) => p.page === `${column}:1`)?.name === n.column).length;
        expect(rows / pages, `${site} ${column}`).toBeLessThanOrEqual(15);
        if (pages > 1) expect(rows / (pages - 1), `${site} ${column}`).toBeGreaterThan(10);
      }
    }
  }
  expect(two.notices.filter((n) => n.day === 1).map((n) => n.url)).toEqual(one.notices.map((n) => n.url));
  for (const site of Object.keys(one.lists)) {
    const added = two.notices.filter((n) => n.site === site && n.day === 2);
    expect(added.length, site).toBeGreaterThanOrEqual(2);
    expect(added.length, site).toBeLessThanOrEqual(6);
    expect(added.every((n) => n.date === '2026-11-25')).toBe(true);
    expect(two.lists[site]!.news, site).toBeGreaterThanOrEqual(1);
  }
}

/** Day `day`'s notices and list pages as the web serves them (see the header); `t` is that day's truth. */
export async function checkDay(port: number, t: Truth, day: number, { perPage = false, everyUrl = true } = {}): Promise<void> {
  const byUrl = new Map(t.notices.flatMap((n) => n.urls.map((u) => [normUrl(u), n] as const)));
  for (const n of t.notices) {
    for (const u of everyUrl ? n.urls : [n.url]) {
      const a = await ask(port, u);
      expect(a.status, u).toBe(200);
      const page = readPage(a.html);
      expect(page.h1.trim(), u).toBe(n.title);
      expect(page.text, u).toContain(`发布时间：${n.date}`);
    }
  }
  for (const [site, lists] of Object.entries(t.lists)) {
    const shown = new Set<string>();
    for (const p of lists.pages) {
      const a = await ask(port, p.url);
      expect(a.status, p.url).toBe(200);
      const page = readPage(a.html);
      const here = page.links.map((h) => resolve(h, baseOf(page, p.url))).flatMap((u) => (u ? [byUrl.get(normUrl(u))] : [])).filter((n) => n !== undefined);
      if (!p.tenders) {
        expect(here.map((n) => n.url), p.url).toEqual([]);
        continue;
      }
      for (const n of here) shown.add(n.url);
      if (!perPage) continue;
      // 10–15 notices a page; the last page of its column may hold fewer.
      const [column, k] = p.page.split(':');
      const last = !lists.pages.some((q) => q.page === `${column}:${Number(k) + 1}`);
      const count = new Set(here.map((n) => n.url)).size;
      expect(count, p.url).toBeLessThanOrEqual(15);
      expect(count, p.url).toBeGreaterThanOrEqual(last ? 1 : 10);
    }
    expect([...shown].sort(), site).toEqual(t.notices.filter((n) => n.site === site).map((n) => n.url).sort());
  }
  const stats = (await (await fetch(`http://127.0.0.1:${port}/__stats`)).json()) as WebStats;
  for (const [site, lists] of Object.entries(t.lists)) {
    const pages = stats[day]?.[site]?.pages ?? {};
    for (const p of lists.pages) expect(pages[p.page]?.tenders, `${site} ${p.page}`).toBe(p.tenders);
  }
}

/** Every list page and notice of `t` is reached from its seeds as a browser follows them (browse.ts `reachable`). */
export async function checkReachable(port: number, t: Truth): Promise<void> {
  const seen = await reachable(port, t.seeds, Object.keys(t.lists));
  const missed = [...t.notices.map((n) => n.url), ...Object.values(t.lists).flatMap((l) => l.pages.map((p) => p.url))].filter((u) => !seen.has(normUrl(u)));
  expect(missed).toEqual([]);
}

/** The site of `shape` in `t`, its notices and its list pages (`tendersOnly`: its tender list pages). */
export function siteOfShape<N extends TruthNotice, P extends ListPage>(t: Truth<N, P>, shape: string, { tendersOnly = false } = {}): { site: string; notices: N[]; pages: P[] } {
  const site = Object.entries(t.shapes ?? {}).find(([, s]) => s === shape)![0];
  const pages = t.lists[site]!.pages;
  return { site, notices: t.notices.filter((n) => n.site === site), pages: tendersOnly ? pages.filter((p) => p.tenders) : pages };
}
