/**
 * test/shapes18 `post-pager` (www.pfq.edu.cn): a JSP list whose pager is a POST form —
 * `javascript:goPage(N)`, an inline `goPage` that sets the hidden `pageNo` of `pageForm` and submits
 * it; a GET of list.jsp answers page 1 whatever its query. Crawled on day 1 and day 2 on one state,
 * without a browser. First contact (test/shapes18/first-contact.json, main 8066429): day 1 12/44
 * (page 1 only), day 2 12/13 (the 13th new row on POST page 2). Here: every notice of both days once,
 * the later pages asked as POSTs of the form (its hidden fields along, never a GET naming a page), and
 * no more list fetches than the real pages + 1.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlLocal } from './support.ts';
import { startServer, type Truth } from '../shapes18/server.ts';
import { scoreDay } from '../shapes18/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes18/titles.mjs';

type Row = {
  day: number; site: string; found: number; want: number; missed: string[]; wrong: string[]; dupLines: string[]; lateLines: string[];
  listFetches: number; realListPages: number; missedLists: string[]; wrongListAsks: string[];
};
type PageStats = { fetches: number; urls: Record<string, number> };
if (!corpusPresent) console.warn(`test/shapes18 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

const SITE = 'pfq.edu.cn';
let server: Server;
const rows: Row[] = [];
let pages: Record<string, PageStats>[] = [];
const reports: CrawlReport[] = [];

beforeAll(async () => {
  if (!corpusPresent) return;
  server = await startServer({ port: 0 });
  const port = (server.address() as AddressInfo).port;
  const local = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).json() as Promise<Record<string, unknown>>;
  const store = new MemoryStore();
  reports.push(await crawlLocal(port, ['http://www.pfq.edu.cn/'], store));
  await local('/__day?set=2');
  reports.push(await crawlLocal(port, ['http://www.pfq.edu.cn/'], store));
  const stats = (await local('/__stats')) as Record<string, Record<string, { pages: Record<string, PageStats> }>>;
  const earlier = new Set<string>();
  for (const day of [1, 2] as const) {
    const lines = reports[day - 1]!.newNotices.map((n) => ({ url: n.url, title: n.title, aliases: n.aliases ?? [], site: n.site }));
    const row = (scoreDay((await local(`/__truth?day=${day}`)) as unknown as Truth, stats[day], lines, earlier) as Row[]).find((r) => r.site === SITE)!;
    rows.push(row);
    for (const line of lines) earlier.add(line.url);
  }
  pages = [1, 2].map((day) => stats[day]![SITE]!.pages);
}, 120_000);
afterAll(() => server?.close());

describe.skipIf(!corpusPresent)('test/shapes18 post-pager: a list paged by POSTing its form', () => {
  it('finds every notice of both days once, and nothing else', () => {
    for (const row of rows) {
      expect(row.missed, `day ${row.day}: missed`).toEqual([]);
      expect(row.wrong, `day ${row.day}: not notices`).toEqual([]);
      expect(row.dupLines, `day ${row.day}: twice`).toEqual([]);
      expect(row.lateLines, `day ${row.day}: late`).toEqual([]);
      expect(row.found).toBe(row.want);
    }
    expect(rows.map((r) => r.want)).toEqual([44, 13]);
    // A pager read is no pager of scripts only: not even its last page is noted as needing a browser.
    expect(reports.flatMap((r) => r.sites.flatMap((s) => s.needsBrowser ?? []))).toEqual([]);
  });

  it('asks each list page once, later pages as POSTs of the form with its hidden fields, never a GET naming a page', () => {
    for (const row of rows) {
      expect(row.listFetches, `day ${row.day}: list fetches`).toBeLessThanOrEqual(row.realListPages + 1);
      expect(row.wrongListAsks, `day ${row.day}: GETs naming a page`).toEqual([]);
    }
    expect(rows[0]!.missedLists).toEqual([]);
    const day1 = pages[0]!;
    for (const k of [2, 3, 4]) {
      const page = day1[`zbcg:${k}`]!;
      expect(page.fetches, `page ${k}`).toBe(1);
      // The POST carries the form as a browser sends it: the page asked and the hidden page size.
      expect(Object.keys(page.urls).join(' ')).toMatch(new RegExp(`^POST pageNo=${k}&pageSize=12&jumpNo= //www\\.pfq\\.edu\\.cn/zbcg/list\\.jsp$`));
    }
    // Day 2 (refresh): page 1 all new, page 2 holds the 13th new row and then known ones: the walk stops there.
    expect(Object.keys(pages[1]!).filter((p) => p.startsWith('zbcg:')).sort()).toEqual(['zbcg:1', 'zbcg:2']);
  });
});
