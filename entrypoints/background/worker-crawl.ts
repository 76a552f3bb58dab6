/**
 * The crawl as the service worker runs it: lib/crawl with the browser's fetch, the shipped
 * classifier and jieba. jieba (a 4 MB wasm, 0.4–1 s to start) is loaded only when a crawl or
 * the feature review needs words; the classifier reads character bigrams and starts without it,
 * so a wake that only serves the popup, a content script or an idle alarm never loads jieba.
 */
import { createClassifier, type Classifier } from '../../lib/classify/index.ts';
import { crawl } from '../../lib/crawl/index.ts';
import { createFetcher, type Fetcher } from '../../lib/fetch/index.ts';
import type { Store } from '../../lib/store/store.ts';
import type { Tokenizer } from '../../lib/types/capabilities.ts';
import { termChoices } from './features.ts';
import { keepForAnnouncement, type CrawlFn } from './crawl-runner.ts';
import { workerTokenizer } from './jieba.ts';
import { SETTINGS } from '../../lib/extension/records.ts';
import { createTabRenderer } from './tab-renderer.ts';

let classifier: Classifier | undefined;

/** The link classifier (character bigrams: no jieba needed by the shipped model). */
export function workerClassifier(): Classifier {
  classifier ??= createClassifier({});
  return classifier;
}

/** jieba with the user's accepted terms; loaded on the first call. */
export function wordTokenizer(store: Store): Promise<Tokenizer> {
  return workerTokenizer(async () => (await termChoices(store)).accepted);
}

/**
 * Requests in flight at once across all sites (a setting may change it). Each host still gets one
 * at a time with its pause; 6 (the helper's default) is below what forty sites ask: 40 hosts at one
 * request per 300 ms pause want ~100 requests a second, 6 slots at ~90 ms a request give ~65.
 */
const WORKER_MAX_CONCURRENT = 16;

/** One fetcher while any crawl runs, so crawls side by side share its host queues and request cap. */
let shared: { fetcher: Promise<Fetcher>; runs: number } | undefined;

async function newFetcher(store: Store): Promise<Fetcher> {
  // Read at the start of a crawl, so a changed setting applies from the next one.
  const [hostDelayMs, maxConcurrent] = await Promise.all([
    store.get(SETTINGS, 'hostDelayMs'),
    store.get(SETTINGS, 'maxConcurrent'),
  ]);
  // The user's own cookies for the sites they chose go with each request (a JSP session, a gateway's
  // pass), and what those sites set is kept by the browser, as when the user visits them. Never on
  // a chain the browser follows by itself (an opaque redirect asked again with `follow`): it may
  // pass through a private address before the fetcher sees where it went (docs/architecture.md).
  const withCookies = (init?: RequestInit): RequestInit => ({ ...init, credentials: init?.redirect === 'follow' ? 'omit' : 'include' });
  return createFetcher({ fetch: (input, init) => fetch(input, withCookies(init)), hostDelayMs, maxConcurrent: maxConcurrent ?? WORKER_MAX_CONCURRENT });
}

/** The crawl over `store`, jieba loaded at its first run. */
export function workerCrawl(store: Store): CrawlFn {
  return async (seeds, hooks, lists) => {
    shared ??= { fetcher: newFetcher(store), runs: 0 };
    const mine = shared;
    mine.runs++;
    // Pages that need a browser open in background tabs of the user's own browser, a few per run.
    const render = createTabRenderer();
    try {
      const [tokenizer, fetcher] = await Promise.all([wordTokenizer(store), mine.fetcher]);
      return await crawl(
        {
          fetcher,
          store,
          classifier: workerClassifier(),
          tokenizer,
          clock: Date.now,
          render,
          log: (event) => {
            if (event.type === 'site-start') hooks?.siteStarted(event.site);
            if (event.type === 'site-done') hooks?.siteDone(event.summary);
          },
          // Kept for the run's announcement before the crawl marks them delivered (crawl-runner.ts).
          deliver: async (notices) => {
            await keepForAnnouncement(store, notices);
            await hooks?.delivered(notices);
          },
        },
        { seeds, lists },
      );
    } finally {
      await render.close();
      if (--mine.runs === 0 && shared === mine) shared = undefined;
    }
  };
}
