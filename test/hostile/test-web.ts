/**
 * The test web a hostile test file runs the real `crawl` command against: started before the
 * file's tests, closed after. What the delivery, state and kill tests share.
 */
import { afterAll, beforeAll } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import { startTestWeb, type TestWeb, type TestWebOptions } from '../../testweb/index.ts';
import { crawlTestWeb, urlsOf } from '../crawl/support.ts';
import type { CrawlRunOptions } from './helper-process.ts';

/** Registers the file's test web; read `.web` inside tests (it is set when they run). */
export function testWebForFile(options: TestWebOptions): { readonly web: TestWeb } {
  let web: TestWeb | undefined;
  beforeAll(async () => {
    web = await startTestWeb(options);
  });
  afterAll(() => web?.close());
  return {
    get web() {
      if (!web) throw new Error('the test web is started in beforeAll: read .web inside a test');
      return web;
    },
  };
}

export interface CrawledTestWeb {
  readonly web: TestWeb;
  /** URLs of the notices an in-process crawl of day 1 finds, sorted: what a run of the command must print. */
  readonly day1: string[];
  /** runCrawl options for a crawl of the web's seeds with state in `state`. */
  crawlArgs(state: string, args?: string[]): CrawlRunOptions;
}

/** The file's test web and its day-1 notices, to compare what the command printed against. */
export function crawledTestWeb(options: TestWebOptions): CrawledTestWeb {
  const file = testWebForFile(options);
  let day1: string[] | undefined;
  beforeAll(async () => {
    day1 = urlsOf((await crawlTestWeb(file.web, new MemoryStore())).newNotices).sort();
  });
  return {
    get web() {
      return file.web;
    },
    get day1() {
      if (!day1) throw new Error('day 1 is crawled in beforeAll: read .day1 inside a test');
      return day1;
    },
    crawlArgs: (state, args = []) => ({ state, seeds: file.web.seeds, resolveRule: file.web.resolveRule, args }),
  };
}
