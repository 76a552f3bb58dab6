/**
 * A shape web with its own harness (test/shapes5, test/shapes8: flat per-site stats, reset per run)
 * served on 127.0.0.1 and crawled twice on one store. The webs on the test-web kit use test/kit's
 * runDays instead; this goes when no web uses it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { crawlLocal } from './support.ts';

export type ShapeStats = Record<string, { requests: number; listFetches: number; lists: string[] }>;

/**
 * Registers the two crawls (discovery, then refresh); the arrays fill before the tests run.
 * `nextDay`: a path of the web asked before the second crawl (`/__day?set=2`: the web's day 2).
 */
export function crawledTwice(startServer: (options: { port: number }) => Promise<Server>, seeds: string[], options: { nextDay?: string } = {}): { delivered: Notice[][]; stats: ShapeStats[] } {
  const runs = { delivered: [[], []] as Notice[][], stats: [] as ShapeStats[] };
  let server: Server | undefined;
  beforeAll(async () => {
    server = await startServer({ port: 0 });
    const port = (server.address() as AddressInfo).port;
    const local = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    const store = new MemoryStore();
    for (const run of [0, 1]) {
      if (run === 1 && options.nextDay) await local(options.nextDay);
      await local('/__reset');
      runs.delivered[run] = (await crawlLocal(port, seeds, store)).newNotices;
      runs.stats[run] = (await (await local('/__stats')).json()) as ShapeStats;
    }
  }, 120_000);
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return runs;
}
