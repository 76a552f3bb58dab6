/**
 * test/shapes12 (issue #9 "Reach": recall ≥ 0.97 on sites never seen; the worst miss is a silent one, a
 * procurement column never found): seven university sites whose navigation hides the procurement
 * columns — a menu written by an external script's document.write (the columns otherwise only on a
 * 网站地图 page), a menu built by an inline script from a JSON array of column ids, a CSS drop-down
 * sub-menu plus a 快速通道 <select>, <li onclick="window.location.href=…"> and
 * <a href="javascript:void(0)" onclick="openCol(12)">, image-only banner tiles and a 栏目封面 whose
 * sub-columns hang on 更多 images, a procurement host reached only through a 友情链接 redirect page, and a
 * column four levels deep under 机构设置 → 资产管理处 → 通知公告 — with real titles from ../shared/corpus
 * and big news columns around them. Crawled on day 1 and day 2 on one state, without and with a browser.
 * What the issue asks: every tender of both days, nothing else, each once, list fetches no more than the
 * real list pages plus a small margin. A menu only a script writes may, without a browser, be read
 * statically or reported `needs-browser` (never silently empty); with Chromium every tender is required.
 * Written as first contact: cases the crawler misses today fail (see test/shapes12/README.md).
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
import { startServer, truth } from '../shapes12/server.mjs';
// @ts-expect-error: a plain .mjs module without types
import { corpusPresent, CORPUS_TITLES } from '../shapes12/titles.mjs';

const CHROMIUM = '/usr/bin/chromium';
/** List fetches allowed past the real list pages on day 1 (page 1 under a second URL: `index.htm`, `&page=1`). */
/** Shapes whose menu only a script writes: without a browser, read statically or reported needs-browser. */
const SCRIPT_MENUS = ['script-nav', 'json-menu'];
const MARGIN = 2;
type Truth = { seeds: string[]; notices: Array<{ url: string; urls: string[]; site: string; shape: string; day: number }>; lists: Record<string, number> };
type Line = { url: string; aliases?: string[] };
type Stats = Record<string, { listFetches: number; fileGets: number }>;
const web = (corpusPresent ? truth(1) : { seeds: [], notices: [], lists: {} }) as Truth;
const shapes = [...new Set(web.notices.map((n) => n.shape))];
const siteOf = (shape: string) => web.notices.find((n) => n.shape === shape)!.site;
if (!corpusPresent) console.warn(`test/shapes12 skipped: the reviewed titles are not at ${CORPUS_TITLES as string} (../shared/corpus absent)`);

let server: Server;
let port: number;
const local = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);

/** One day's crawl against that day's truth, per shape: tenders new that day found, wrong or repeated lines, list fetches. */
async function day(n: 1 | 2, crawlOnce: () => Promise<Line[]>) {
  await local(`/__day?set=${n}`);
  await local('/__reset');
  const lines = await crawlOnce();
  const dayTruth = (await (await local(`/__truth?day=${n}`)).json()) as Truth;
  const stats = (await (await local('/__stats')).json()) as Stats;
  const byUrl = new Map(dayTruth.notices.flatMap((x) => x.urls.map((u) => [u, x] as const)));
  return Object.fromEntries(shapes.map((shape) => {
    const site = siteOf(shape);
    const got = new Set<string>();
    const wrong: string[] = [];
    for (const line of lines.filter((l) => new URL(l.url).hostname.endsWith(`.${site}`))) {
      const hit = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(u)).find(Boolean);
      if (!hit || hit.day !== n || got.has(hit.url)) wrong.push(line.url);
      else got.add(hit.url);
    }
    const want = dayTruth.notices.filter((x) => x.shape === shape && x.day === n);
    return [shape, { got: got.size, want: want.length, missed: want.filter((x) => !got.has(x.url)).map((x) => x.url), wrong, listFetches: stats[site]?.listFetches ?? 0, realLists: dayTruth.lists[site]! }];
  }));
}
type Scores = Awaited<ReturnType<typeof day>>;

/** What the issue requires of one shape over both days. */
function meetsTheIssue(scores: Scores[], shape: string) {
  for (const s of scores) {
    expect(s[shape]!.wrong, `${shape}: news or a repeat delivered`).toEqual([]);
    expect(s[shape]!.missed, `${shape}: tenders missed`).toEqual([]);
  }
  expect(scores[0]![shape]!.listFetches, `${shape}: day-1 list fetches`).toBeLessThanOrEqual(scores[0]![shape]!.realLists + MARGIN);
}

describe.skipIf(!corpusPresent)('test/shapes12', () => {
  beforeAll(async () => {
    server = await startServer({ port: 0 });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  describe('without a browser', () => {
    const scores: Scores[] = [];
    const reports: CrawlReport[] = [];
    beforeAll(async () => {
      const store = new MemoryStore();
      for (const n of [1, 2] as const) {
        scores.push(await day(n, async () => {
          const report = await crawlLocal(port, web.seeds, store);
          reports.push(report);
          return report.newNotices.map((x) => ({ url: x.url, aliases: x.aliases }));
        }));
      }
    }, 180_000);

    it.each(shapes.filter((s) => !SCRIPT_MENUS.includes(s)))('%s: every tender of day 1 and every new one of day 2, once, no news, list fetches within the real pages', (shape) => {
      meetsTheIssue(scores, shape);
    });

    it.each(shapes.filter((s) => SCRIPT_MENUS.includes(s)))('%s: a menu only a script writes is read statically or reported needs-browser, never silently empty', (shape) => {
      for (const [i, s] of scores.entries()) {
        expect(s[shape]!.wrong, `${shape}: news or a repeat delivered`).toEqual([]);
        if (s[shape]!.missed.length === 0) continue;
        const summary = reports[i]!.sites.find((x) => x.site === siteOf(shape));
        expect(summary?.needsBrowser?.length ?? 0, `${shape} day ${i + 1}: ${s[shape]!.missed.length} tenders missed and no needs-browser`).toBeGreaterThan(0);
      }
      expect(scores[0]![shape]!.listFetches, `${shape}: day-1 list fetches`).toBeLessThanOrEqual(scores[0]![shape]!.realLists + MARGIN);
    });
  });

  describe.skipIf(!existsSync(CHROMIUM))('with --browser /usr/bin/chromium', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shapes12-'));
    const scores: Scores[] = [];
    beforeAll(async () => {
      for (const n of [1, 2] as const) {
        scores.push(await day(n, async () => {
          const io = captureIo();
          expect(await run(localCrawlArgs(web.seeds, join(dir, 'state'), port, ['--browser', CHROMIUM, '--browser-timeout', '10']), io)).toBe(0);
          return io.lines as Line[];
        }));
      }
    }, 600_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each(shapes)('%s: every tender of both days, once, no news, list fetches within the real pages', (shape) => {
      meetsTheIssue(scores, shape);
    });
  });
});
