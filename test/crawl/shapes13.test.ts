/**
 * test/shapes13 (issue #9 "Reach": recall ≥ 0.97 on sites never seen): five 招标采购 sites whose lists
 * are ordinary but whose rows are not a plain `<li><a>title</a><span>date</span></li>`: pinned rows on
 * every page (top.gif, [置顶], a 置顶 badge, an onclick <tr>), decorations inside the title link
 * (new.gif, <b><font>, HOT, 【】/[中标] prefixes), a type badge before it, the title as plain text with
 * only a 查看/详情/>> link, rows clickable by onclick only, card links wrapping title + summary + date,
 * <dl> rows, split dates, titles cut silently with the full one in title=, rows with no date — on
 * DedeCMS, PHPCMS v9, 帝国CMS, a JSP 采购中心 and a responsive template, with news columns beside them.
 * Crawled on day 1 and on day 2 (new tenders on top; on one list of each site more than a page's
 * worth), on one state, without and with a browser. What the issue asks: every tender of both days,
 * nothing else, each once (a pinned row is one notice), and list fetches no more than the real list
 * pages plus a small margin. Written as first contact: cases the crawler misses today fail (see
 * test/shapes13/README.md).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { captureIo, crawlLocal, localCrawlArgs } from './support.ts';
// @ts-expect-error: a plain .mjs test web without types
import { startServer, truth } from '../shapes13/server.mjs';
// @ts-expect-error: a plain .mjs module without types
import { corpusPresent, CORPUS_TITLES } from '../shapes13/titles.mjs';

const CHROMIUM = '/usr/bin/chromium';
/** List fetches allowed past the real list pages on day 1 (page 1 under a second URL: `list_5_1.html`, `index.html`). */
const MARGIN = 2;
type Truth = { seeds: string[]; notices: Array<{ url: string; urls: string[]; site: string; shape: string; day: number }>; lists: Record<string, number> };
type Line = { url: string; aliases?: string[] };
type Stats = Record<string, { listFetches: number }>;
const web = (corpusPresent ? truth(1) : { seeds: [], notices: [], lists: {} }) as Truth;
const shapes = [...new Set(web.notices.map((n) => n.shape))];
const siteOf = (shape: string) => web.notices.find((n) => n.shape === shape)!.site;
if (!corpusPresent) console.warn(`test/shapes13 skipped: the reviewed titles are not at ${CORPUS_TITLES as string} (../shared/corpus absent)`);

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
    expect(s[shape]!.wrong, `${shape}: news or a repeat (a pinned row twice, a day-1 notice again) delivered`).toEqual([]);
    expect(s[shape]!.missed, `${shape}: tenders missed`).toEqual([]);
  }
  expect(scores[0]![shape]!.listFetches, `${shape}: day-1 list fetches`).toBeLessThanOrEqual(scores[0]![shape]!.realLists + MARGIN);
}

describe.skipIf(!corpusPresent)('test/shapes13', () => {
  beforeAll(async () => {
    server = await startServer({ port: 0 });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  describe('without a browser', () => {
    const scores: Scores[] = [];
    beforeAll(async () => {
      const store = new MemoryStore();
      for (const n of [1, 2] as const) {
        scores.push(await day(n, async () => (await crawlLocal(port, web.seeds, store)).newNotices.map((x) => ({ url: x.url, aliases: x.aliases }))));
      }
    }, 180_000);

    it.each(shapes)('%s: every tender of day 1 and every new one of day 2, once, no news, list fetches within the real pages', (shape) => {
      meetsTheIssue(scores, shape);
    });
  });

  describe.skipIf(!existsSync(CHROMIUM))('with --browser /usr/bin/chromium', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shapes13-'));
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
