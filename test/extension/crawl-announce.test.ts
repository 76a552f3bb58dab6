/**
 * The background's announcement with the real crawl over the test web: a run is announced once,
 * by the call that started it (a check joining a run announces nothing), and a run whose worker
 * stopped after the crawl marked its notices delivered but before announcing them announces them
 * at the next start; sites checked side by side are both in the marker while they run, so a
 * stopped worker would resume both. test/e2e/sw-kill.test.ts checks the same in Chromium with real stops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceKept, keepForAnnouncement, resumeInterrupted, runCrawl, type CrawlFn, type CrawlResult } from '../../entrypoints/background/crawl-runner.ts';
import { createClassifier } from '../../lib/classify/index.ts';
import { crawl } from '../../lib/crawl/index.ts';
import { SETTINGS } from '../../lib/extension/records.ts';
import { createFetcher } from '../../lib/fetch/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { localFetch } from '../crawl/support.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });
const now = () => new Date();
let web: TestWeb;

beforeAll(async () => {
  web = await startTestWeb({ sites: 2, seed: 5 });
});
afterAll(async () => {
  await web?.close();
});

/** The crawl as worker-crawl.ts binds it: new notices kept for the announcement as they are delivered. */
function workerCrawl(store: MemoryStore): CrawlFn {
  return (seeds) =>
    crawl(
      {
        fetcher: createFetcher({ fetch: localFetch(web.port), hostDelayMs: 0 }),
        store,
        classifier,
        tokenizer,
        clock: Date.now,
        deliver: (fresh) => keepForAnnouncement(store, fresh),
      },
      { seeds },
    );
}

/** What the background does after a call (index.ts's afterRun): the call that started a run announces what was kept. */
async function announced(store: MemoryStore, shown: number[], run: Promise<CrawlResult | undefined>): Promise<CrawlResult | undefined> {
  const result = await run;
  if (result) await announceKept(store, [], async (fresh) => void shown.push(fresh.length));
  return result;
}

describe('crawl runner', () => {
  it('announces a run once, however many checks join it', async () => {
    const store = new MemoryStore();
    const shown: number[] = [];
    const crawlFn = workerCrawl(store);
    const [started, joined] = await Promise.all([
      announced(store, shown, runCrawl(store, crawlFn, web.seeds, now)),
      announced(store, shown, runCrawl(store, crawlFn, web.seeds, now)), // "check now" pressed again, or the alarm
    ]);
    expect(started?.newNotices.length).toBeGreaterThan(10);
    expect(joined).toBeUndefined();
    expect(shown).toEqual([started!.newNotices.length]);
    expect(await store.keys('announce')).toEqual([]);
    expect(await store.get(SETTINGS, 'crawl')).toBeUndefined();
  }, 60_000);

  it('announces at the next start the notices a stopped run had marked delivered', async () => {
    const store = new MemoryStore();
    const shown: number[] = [];
    const crawlFn = workerCrawl(store);
    // The worker stops right after the crawl returned: its notices are marked delivered, not announced.
    const stopped = new Error('worker stopped');
    await expect(
      announced(store, shown, runCrawl(store, async (seeds) => (await crawlFn(seeds), Promise.reject(stopped)), web.seeds, now)),
    ).rejects.toBe(stopped);
    const notices = (await store.keys('notices')).length;
    expect((await store.keys('delivered')).length).toBe(notices);
    expect(shown).toEqual([]);
    // The next worker finds the marker, resumes (nothing new to crawl) and announces them, once.
    // As index.ts starts a worker: resume a marked run, else announce what a stopped run kept.
    const resumed = await announced(store, shown, resumeInterrupted(store, crawlFn, now).then((r) => r ?? { newNotices: [], sites: [] }));
    expect(resumed?.newNotices).toEqual([]);
    expect(shown).toEqual([notices]);
    await announced(store, shown, runCrawl(store, crawlFn, web.seeds, now));
    expect(shown).toEqual([notices]);
  }, 60_000);

  it('runs a site added mid-crawl beside the running one, both in the marker, each notice announced once', async () => {
    const store = new MemoryStore();
    const shown: number[] = [];
    const crawlFn = workerCrawl(store);
    const [a, b] = web.seeds as [string, string];
    const first = announced(store, shown, runCrawl(store, crawlFn, [a], now));
    const second = announced(store, shown, runCrawl(store, crawlFn, [b], now)); // a site added mid-crawl
    // Once the second check is marked, a worker stopped now would resume both sites.
    for (let i = 0; i < 100 && (await store.get(SETTINGS, 'crawl'))?.seeds.length !== 2; i++) await new Promise((r) => setTimeout(r, 5));
    expect((await store.get(SETTINGS, 'crawl'))?.seeds.sort()).toEqual([a, b].sort());
    const [one, two] = await Promise.all([first, second]);
    expect(one?.sites.map((s) => s.site)).toHaveLength(1);
    expect(two?.sites.map((s) => s.site)).toHaveLength(1);
    expect(two?.sites[0]?.site).not.toBe(one?.sites[0]?.site);
    // Each call announces what was kept when its run ended: together every notice, once.
    expect(shown.reduce((a, b) => a + b, 0)).toBe(one!.newNotices.length + two!.newNotices.length);
    expect(await store.keys('announce')).toEqual([]);
    expect(await store.get(SETTINGS, 'crawl')).toBeUndefined();
  }, 60_000);
});
