/**
 * test/shapes9 (issue #9 "Reach"): list pagers that are script only, their function in an external
 * same-host script (javascript:goPage(N), onclick toPage(N) / turnPage('next')), a <select> of page
 * numbers calling it, <span>/<li data-page> elements turned by one delegated listener, a page box
 * with a GO button; and the same functions inline as a control. Crawled on day 1 and on day 2 (more
 * new tenders than a page holds), on one state. Without a browser the functions are read from the
 * fetched external script (or inline) and those lists read whole; the rest (a delegated listener, a
 * GO box) never stop silently at page 1 but are reported `needs-browser` (js-pager); with Chromium
 * every list is read whole, each tender once, no news. Checked against the web's truth.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { captureIo, crawlLocal, localCrawlArgs } from './support.ts';
// @ts-expect-error: a plain .mjs test web without types
import { startServer, truth } from '../shapes9/server.mjs';

const CHROMIUM = '/usr/bin/chromium';
type Truth = { seeds: string[]; notices: Array<{ url: string; site: string; shape: string; day: number }>; lists: Record<string, number> };
type Line = { url: string; aliases?: string[] };
const web = truth(1) as Truth;
const shapes = [...new Set(web.notices.map((n) => n.shape))];
const siteOf = (shape: string) => web.notices.find((n) => n.shape === shape)!.site;
/** Read without a browser: the page function is inline or in the site's own external script, which is fetched and read. */
const STATIC = ['external-fn', 'external-select', 'inline-fn'];
/** Turned only by running script (a delegated listener, a GO box): a browser is needed. */
const BROWSER_ONLY = ['delegated-click', 'input-go'];

let server: Server;
let port: number;
const local = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);

/** One day's crawl against that day's truth, per shape: tenders new that day found, wrong or repeated lines, list fetches. */
async function day(n: 1 | 2, crawlOnce: () => Promise<Line[]>) {
  await local(`/__day?set=${n}`);
  await local('/__reset');
  const lines = await crawlOnce();
  const dayTruth = (await (await local(`/__truth?day=${n}`)).json()) as Truth;
  const stats = (await (await local('/__stats')).json()) as Record<string, { listFetches: number; scriptFetches: number }>;
  const byUrl = new Map(dayTruth.notices.map((x) => [x.url, x]));
  return Object.fromEntries(shapes.map((shape) => {
    const site = siteOf(shape);
    const got = new Set<string>();
    const wrong: string[] = [];
    for (const line of lines.filter((l) => new URL(l.url).hostname.endsWith(`.${site}`))) {
      const hit = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
      if (!hit || hit.day !== n || got.has(hit.url)) wrong.push(line.url);
      else got.add(hit.url);
    }
    const want = dayTruth.notices.filter((x) => x.shape === shape && x.day === n).length;
    return [shape, { got: got.size, want, wrong, listFetches: stats[site]?.listFetches ?? 0, scriptFetches: stats[site]?.scriptFetches ?? 0 }];
  }));
}

beforeAll(async () => {
  server = await startServer({ port: 0 });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('test/shapes9 without a browser', () => {
  const reports: CrawlReport[] = [];
  const scores: Awaited<ReturnType<typeof day>>[] = [];
  beforeAll(async () => {
    const store = new MemoryStore();
    for (const n of [1, 2] as const) {
      scores.push(await day(n, async () => {
        const report = await crawlLocal(port, web.seeds, store);
        reports.push(report);
        return report.newNotices.map((x) => ({ url: x.url, aliases: x.aliases }));
      }));
    }
  }, 120_000);

  it.each(STATIC)('%s: every tender of day 1 and every new one of day 2, statically, each list page fetched once', (shape) => {
    for (const s of [scores[0]!, scores[1]!]) {
      expect(s[shape]!.wrong, shape).toEqual([]);
      expect(s[shape]!.got, shape).toBe(s[shape]!.want);
    }
    expect(scores[0]![shape]!.listFetches).toBe(web.lists[siteOf(shape)]);
    expect(reports[0]!.sites.find((x) => x.site === siteOf(shape))!.needsBrowser, shape).toBeUndefined();
  });

  it('fetches a site\'s external pager script once a run, and only where the pager needs it', () => {
    for (const shape of ['external-fn', 'external-select', ...BROWSER_ONLY]) expect(scores[0]![shape]!.scriptFetches, shape).toBe(1);
    expect(scores[0]!['inline-fn']!.scriptFetches).toBe(0);
  });

  it('never stops silently at page 1: a pager only a browser can turn is reported needs-browser (js-pager)', () => {
    for (const shape of BROWSER_ONLY) {
      const summary = reports[0]!.sites.find((s) => s.site === siteOf(shape))!;
      expect(scores[0]![shape]!.got, shape).toBeLessThan(scores[0]![shape]!.want);
      expect(scores[0]![shape]!.wrong, shape).toEqual([]);
      expect(summary.needsBrowser?.map((x) => x.reason), shape).toEqual(['js-pager', 'js-pager']);
    }
  });
});

describe.skipIf(!existsSync(CHROMIUM))('test/shapes9 with --browser /usr/bin/chromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shapes9-'));
  const scores: Awaited<ReturnType<typeof day>>[] = [];
  beforeAll(async () => {
    for (const n of [1, 2] as const) {
      scores.push(await day(n, async () => {
        const io = captureIo();
        const args = localCrawlArgs(web.seeds, join(dir, 'state'), port, ['--browser', CHROMIUM, '--browser-timeout', '30']);
        expect(await run(args, io)).toBe(0);
        return io.lines as Line[];
      }));
    }
  }, 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(shapes)('%s: every tender of day 1 and every new one of day 2 (past an all-new page 1), once, no news', (shape) => {
    for (const s of [scores[0]!, scores[1]!]) {
      expect(s[shape]!.wrong, shape).toEqual([]);
      expect(s[shape]!.got, shape).toBe(s[shape]!.want);
    }
  });
});
