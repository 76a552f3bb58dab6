/** A crawl test's usual frame: small made-up sites (`startSites`) crawled once before the file's tests. */
import { afterAll, beforeAll } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { TestServer } from '../fetch/server.ts';
import { crawlLocal, startSites } from './support.ts';

/**
 * `startSites(route)` crawled once from `seeds` on a fresh store before the file's tests, the
 * server closed after them: `crawled.report` is that crawl's report.
 */
export function crawledOnce(route: Parameters<typeof startSites>[0], seeds: string[]): { report: CrawlReport } {
  const crawled = {} as { report: CrawlReport };
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = (await startSites(route)).server;
    crawled.report = await crawlLocal(server.port, seeds, new MemoryStore());
  }, 60_000);
  afterAll(() => server?.close());
  return crawled;
}
