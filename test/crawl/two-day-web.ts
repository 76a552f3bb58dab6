/**
 * The two-day run of a shape web written apart (test/shapes11, 12, 13): its sites crawled on day 1
 * and day 2 on one state, without a browser (the crawl in process) and with Chromium (the helper's
 * `crawl --browser`), each day scored against the web's own truth and request counts. What issue #9
 * asks of every shape: every tender of both days, nothing else, each once, and day-1 list fetches
 * within the real list pages plus a small margin (page 1 under a second URL: `list_12_1.html`,
 * `index.html`, `&page=1`).
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

const CHROMIUM = '/usr/bin/chromium';
const MARGIN = 2;

type Truth = { seeds: string[]; notices: Array<{ url: string; urls: string[]; site: string; shape: string; day: number }>; lists: Record<string, number> };
type Line = { url: string; aliases?: string[] };
type Stats = Record<string, { listFetches: number }>;
type Scores = Record<string, { missed: string[]; wrong: string[]; listFetches: number; realLists: number }>;

export interface TwoDayWeb {
  /** The web's folder under test/ (`shapes11`). */
  name: string;
  startServer(options: { port: number }): Promise<Server>;
  truth(day: number): Truth;
  corpusPresent: boolean;
  corpusTitles: string;
  /** What a wrong line would be on this web, for the failure message. */
  wrongWhat: string;
  /** Shapes a browser alone reads (a menu only a script writes): without one, read or reported `needs-browser`. */
  browserOnly?: string[];
}

export function describeTwoDayWeb(web: TwoDayWeb): void {
  const truth = (web.corpusPresent ? web.truth(1) : { seeds: [], notices: [], lists: {} }) as Truth;
  const shapes = [...new Set(truth.notices.map((n) => n.shape))];
  const siteOf = (shape: string) => truth.notices.find((n) => n.shape === shape)!.site;
  const browserOnly = web.browserOnly ?? [];
  if (!web.corpusPresent) console.warn(`test/${web.name} skipped: the reviewed titles are not at ${web.corpusTitles} (../shared/corpus absent)`);

  let server: Server;
  let port: number;
  const local = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);

  /** One day's crawl against that day's truth, per shape: tenders new that day missed, wrong or repeated lines, list fetches. */
  async function day(n: 1 | 2, crawlOnce: () => Promise<Line[]>): Promise<Scores> {
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
      return [shape, { missed: want.filter((x) => !got.has(x.url)).map((x) => x.url), wrong, listFetches: stats[site]?.listFetches ?? 0, realLists: dayTruth.lists[site]! }];
    }));
  }

  function meetsTheIssue(scores: Scores[], shape: string, reports?: CrawlReport[]) {
    for (const [i, s] of scores.entries()) {
      expect(s[shape]!.wrong, `${shape} day ${i + 1}: ${web.wrongWhat}`).toEqual([]);
      if (reports && s[shape]!.missed.length > 0) {
        // Read without a browser only in part: then the site says it needs one.
        const summary = reports[i]!.sites.find((x) => x.site === siteOf(shape));
        expect(summary?.needsBrowser?.length ?? 0, `${shape} day ${i + 1}: ${s[shape]!.missed.length} tenders missed and no needs-browser`).toBeGreaterThan(0);
      } else expect(s[shape]!.missed, `${shape} day ${i + 1}: tenders missed`).toEqual([]);
    }
    expect(scores[0]![shape]!.listFetches, `${shape}: day-1 list fetches`).toBeLessThanOrEqual(scores[0]![shape]!.realLists + MARGIN);
  }

  describe.skipIf(!web.corpusPresent)(`test/${web.name}`, () => {
    beforeAll(async () => {
      server = await web.startServer({ port: 0 });
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
            const report = await crawlLocal(port, truth.seeds, store);
            reports.push(report);
            return report.newNotices.map((x) => ({ url: x.url, aliases: x.aliases }));
          }));
        }
      }, 180_000);

      it.each(shapes.filter((s) => !browserOnly.includes(s)))('%s: every tender of day 1 and every new one of day 2, once, no news, list fetches within the real pages', (shape) => {
        meetsTheIssue(scores, shape);
      });
      it.each(browserOnly)('%s: read statically or reported needs-browser, never silently empty', (shape) => {
        meetsTheIssue(scores, shape, reports);
      });
    });

    describe.skipIf(!existsSync(CHROMIUM))('with --browser /usr/bin/chromium', () => {
      const dir = mkdtempSync(join(tmpdir(), `${web.name}-`));
      const scores: Scores[] = [];
      beforeAll(async () => {
        for (const n of [1, 2] as const) {
          scores.push(await day(n, async () => {
            const io = captureIo();
            expect(await run(localCrawlArgs(truth.seeds, join(dir, 'state'), port, ['--browser', CHROMIUM, '--browser-timeout', '30']), io)).toBe(0);
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
}
