/**
 * test/shapes18, two of its six shapes (seen set; first contact in test/shapes18/README.md):
 * - date-forms (www.dtf.edu.cn): rows dated 2026/11/20, 2026.11.20, 2026-11-20 09:30,
 *   二〇二六年十一月二十日, [11-20] and year-less 12-28 (last year). First contact: the six rows in
 *   Chinese numerals got the detail's 投标截止 day as their date (44/50, day 2 5/6).
 * - login-details (www.lgn.edu.cn): every tender detail answers 302 to a CAS 统一身份认证 login.
 *   First contact: every notice right from its row, but every detail asked (72 of 103 requests
 *   were the redirects and the login pages; 22 on day 2).
 * Crawled on day 1 and day 2 on one state, without a browser: every dtf notice with its date on
 * both days; every lgn notice from its row (title, date), none under the login URL nor holding the
 * login page, the CAS host asked at most twice on day 1 (two answers make a kind walled,
 * lib/crawl/login-wall.ts) and never on day 2 (the kind is kept on the site record).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { crawlLocal } from './support.ts';
import { startServer, truth, type Truth } from '../shapes18/server.ts';
import { scoreDay } from '../shapes18/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes18/titles.mjs';

type Row = {
  day: number; site: string; shape: string; found: number; want: number; missed: string[]; wrong: string[]; dupLines: string[];
  titleWrong: string[]; dateWrong: string[]; logins: number;
};
type Stats = Record<number, Record<string, { paths: Record<string, number> }>>;
if (!corpusPresent) console.warn(`test/shapes18 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

const SITES = ['dtf.edu.cn', 'lgn.edu.cn'];
const CAS_HOST = '//ids.lgn.edu.cn/';
let server: Server;
const rows: Row[][] = [];
const delivered: Notice[][] = [];
let stats: Stats;

beforeAll(async () => {
  if (!corpusPresent) return;
  server = await startServer({ port: 0 });
  const port = (server.address() as AddressInfo).port;
  const local = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).json() as Promise<Record<string, unknown>>;
  const seeds = truth(1).seeds.filter((seed) => SITES.some((site) => seed.includes(site)));
  expect(seeds).toHaveLength(2);
  const store = new MemoryStore();
  const reports: CrawlReport[] = [];
  reports.push(await crawlLocal(port, seeds, store));
  await local('/__day?set=2');
  reports.push(await crawlLocal(port, seeds, store));
  stats = (await local('/__stats')) as unknown as Stats;
  for (const day of [1, 2] as const) {
    const notices = reports[day - 1]!.newNotices;
    delivered.push(notices);
    const lines = notices.map((n) => ({ url: n.url, title: n.title, aliases: n.aliases ?? [], site: n.site, publishedAt: n.publishedAt }));
    rows.push((scoreDay((await local(`/__truth?day=${day}`)) as unknown as Truth, stats[day], lines) as Row[]).filter((r) => SITES.includes(r.site)));
  }
}, 120_000);
afterAll(() => server?.close());

const rowOf = (day: 1 | 2, shape: string): Row => rows[day - 1]!.find((r) => r.shape === shape)!;
/** Requests to the CAS host that day: its login pages, or everything (its robots.txt too). */
const casRequests = (day: 1 | 2, what: 'login' | 'all'): number =>
  Object.entries(stats[day]?.['lgn.edu.cn']?.paths ?? {})
    .filter(([line]) => line.includes(CAS_HOST) && (what === 'all' || !line.includes('/robots.txt')))
    .reduce((n, [, count]) => n + count, 0);

describe.skipIf(!corpusPresent)('test/shapes18: dates in many forms, details behind a login', () => {
  it('finds every notice of both sites on both days once, and nothing else', () => {
    for (const row of rows.flat()) {
      expect(row.want, `day ${row.day} ${row.shape}`).toBeGreaterThan(0);
      expect(row.missed, `day ${row.day} ${row.shape}: missed`).toEqual([]);
      expect(row.wrong, `day ${row.day} ${row.shape}: not notices`).toEqual([]);
      expect(row.dupLines, `day ${row.day} ${row.shape}: twice`).toEqual([]);
      expect(row.titleWrong, `day ${row.day} ${row.shape}: titles`).toEqual([]);
    }
  });

  it('dates every date-forms notice right, Chinese numerals (二〇二六年十一月十日) and year-less rows too (first contact 44/50, 5/6)', () => {
    for (const day of [1, 2] as const) expect(rowOf(day, 'date-forms').dateWrong, `day ${day}`).toEqual([]);
  });

  it('reads login-details notices from their rows, never from the login page', () => {
    for (const day of [1, 2] as const) {
      expect(rowOf(day, 'login-details').dateWrong, `day ${day}`).toEqual([]);
      for (const notice of delivered[day - 1]!.filter((n) => n.site === 'lgn.edu.cn')) {
        expect([notice.url, ...(notice.aliases ?? [])].some((u) => u.includes('ids.lgn.edu.cn')), notice.url).toBe(false);
        expect(JSON.stringify(notice), notice.url).not.toMatch(/统一身份认证|authserver|请输入密码/);
      }
    }
  });

  it('asks the CAS login at most twice on day 1 and never on day 2 (first contact: 36 and 11 login pages)', () => {
    expect(casRequests(1, 'login')).toBeGreaterThan(0); // the web does send the details there
    expect(casRequests(1, 'login')).toBeLessThanOrEqual(2);
    expect(casRequests(1, 'all')).toBeLessThanOrEqual(3); // and its robots.txt, once
    expect(casRequests(2, 'all')).toBe(0);
    expect(rowOf(1, 'login-details').logins).toBeLessThanOrEqual(4); // 2 redirects + 2 login pages
    expect(rowOf(2, 'login-details').logins).toBe(0);
  });
});
