/**
 * The crawl as the service worker runs it: lib/crawl with the browser's fetch, the shipped
 * classifier and jieba, built once per worker start (jieba's dictionary is the slow part).
 */
import { createClassifier, type Classifier } from '../../lib/classify/index.ts';
import { crawl } from '../../lib/crawl/index.ts';
import { createFetcher } from '../../lib/fetch/index.ts';
import type { Notice, Store, Tokenizer } from '../../lib/types.ts';
import { termChoices } from './features.ts';
import { keepForAnnouncement, type CrawlFn } from './crawl-runner.ts';
import { workerTokenizer } from './jieba.ts';
import { SETTINGS } from '../../lib/extension/records.ts';
import { createTabRenderer } from './tab-renderer.ts';

/** What the worker needs from jieba: a classifier for links, and the crawl itself. */
export interface WorkerServices {
  tokenizer: Tokenizer;
  classifier: Classifier;
  crawl: CrawlFn;
}

let services: Promise<WorkerServices> | undefined;
let onNotice: (() => void) | undefined;

/** Called for each notice the running crawl stores, so the badge follows the crawl (the caller throttles). */
export function followNotices(listener: () => void): void {
  onNotice = listener;
}

/** Builds (once) the classifier and the crawl over `store`. */
export function workerServices(store: Store): Promise<WorkerServices> {
  const userTerms = async () => (await termChoices(store)).accepted;
  services ??= workerTokenizer(userTerms).then((tokenizer) => {
    const classifier = createClassifier({ tokenizer });
    const run: CrawlFn = async (seeds) => {
      // A fetcher per run, so a changed politeness setting applies at the next run.
      const hostDelayMs = await store.get<number>(SETTINGS, 'hostDelayMs');
      const fetcher = createFetcher({ fetch: (input, init) => fetch(input, init), hostDelayMs });
      // Pages that need a browser open in background tabs of the user's own browser, a few per run.
      const render = createTabRenderer();
      const log = (event: { type: string }) => void (event.type === 'notice' && onNotice?.());
      // `deliver` keeps each site's new notices for the run's announcement before they are marked delivered.
      const deliver = (fresh: Notice[]) => keepForAnnouncement(store, fresh);
      return crawl({ fetcher, store, classifier, tokenizer, clock: Date.now, render, log, deliver }, { seeds });
    };
    return { tokenizer, classifier, crawl: run };
  });
  return services;
}
