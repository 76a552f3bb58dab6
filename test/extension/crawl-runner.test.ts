/**
 * The extension's crawl runner over the real crawl and the test web: a site added while a crawl
 * runs starts beside it (not after), the marker lists every seed in progress until the last
 * ends, and progress counts sites and streamed notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassifier } from '../../lib/classify/index.ts';
import { crawl } from '../../lib/crawl/index.ts';
import { createFetcher } from '../../lib/fetch/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlProgress, isCrawling, runCrawl, type CrawlFn } from '../../entrypoints/background/crawl-runner.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { localFetch } from '../crawl/support.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb({ sites: 3, seed: 5 });
});
afterAll(() => web.close());

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({});

/** The worker's CrawlFn, wired as worker-crawl.ts does, over Node's fetch to the test web. */
function crawlFn(store: MemoryStore, started: string[]): CrawlFn {
  const fetcher = createFetcher({ fetch: localFetch(web.port), hostDelayMs: 5 });
  return (seeds, hooks) => {
    started.push(...seeds);
    return crawl(
      {
        fetcher,
        store,
        classifier,
        tokenizer,
        clock: Date.now,
        log: (e) => {
          if (e.type === 'site-start') hooks?.siteStarted(e.site);
          if (e.type === 'site-done') hooks?.siteDone(e.summary);
        },
        deliver: async (notices) => hooks?.delivered(notices),
      },
      { seeds },
    );
  };
}

describe('crawl runner', () => {
  it('starts a site added mid-crawl beside the running one and resumes all from one marker', async () => {
    const store = new MemoryStore();
    const started: string[] = [];
    const fn = crawlFn(store, started);
    const now = () => new Date();
    const progressSeen: number[] = [];
    const onProgress = () => void progressSeen.push(crawlProgress()?.newNotices ?? -1);
    const [a, b, c] = web.seeds as [string, string, string];
    const first = runCrawl(store, fn, [a], now, onProgress);
    await new Promise((r) => setTimeout(r, 50));
    const second = runCrawl(store, fn, [b, c], now, onProgress);
    let firstDone = false;
    void first.then(() => (firstDone = true));
    while (started.length < 3 && !firstDone) await new Promise((r) => setTimeout(r, 10));
    // Both runs are going: the second did not wait for the first.
    expect(started).toEqual([a, b, c]);
    expect(firstDone).toBe(false);
    expect(isCrawling()).toBe(true);
    expect((await store.get('settings', 'crawl'))?.seeds.sort()).toEqual([a, b, c].sort());
    expect(Object.keys(crawlProgress()!.sites)).toHaveLength(3);
    // A seed already running joins its run: nothing new starts.
    expect(await runCrawl(store, fn, [a], now, onProgress)).toBeUndefined();
    const [r1, r2] = await Promise.all([first, second]);
    expect(r1!.sites.map((s) => s.site)).toHaveLength(1);
    expect(r2!.sites.map((s) => s.site)).toHaveLength(2);
    expect(isCrawling()).toBe(false);
    expect(await store.get('settings', 'crawl')).toBeUndefined();
    // Progress grew with the streamed notices before the end.
    const total = r1!.newNotices.length + r2!.newNotices.length;
    expect(total).toBeGreaterThan(0);
    expect(progressSeen.some((n) => n > 0 && n < total)).toBe(true);
    expect(Math.max(...progressSeen)).toBe(total);
  });
});
