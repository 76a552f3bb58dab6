/**
 * A crawl cut short anywhere and run again with the same store ends with the same notices as an
 * uninterrupted crawl: none lost, none delivered twice. Cuts come from a store that fails after
 * N writes (a crash mid-checkpoint) and from an AbortSignal fired after N fetches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import { StoreFailure, type CrawlReport } from '../../lib/crawl/index.ts';
import type { Store, WriteOp } from '../../lib/store/store.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { crawlTestWeb, urlsOf } from './support.ts';

/** A store that refuses every write after the first `allowed` (nothing of the refused batch applied). */
class FailingStore implements Store {
  writes = 0;
  constructor(
    private readonly inner: Store,
    private readonly allowed: number,
  ) {}
  get: Store['get'] = (c, k) => this.inner.get(c, k);
  getAll: Store['getAll'] = (c) => this.inner.getAll(c);
  keys: Store['keys'] = (c) => this.inner.keys(c);
  async write(ops: WriteOp[]) {
    if (this.writes >= this.allowed) throw new Error('disk full (test)');
    this.writes++;
    await this.inner.write(ops);
  }
}

// Deterministic "random" cut points, so a failure can be replayed.
function* cutPoints(seed: number, max: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield 1 + (x % max);
  }
}

let web: TestWeb;
let reference: string[];
let referenceWrites: number;
let referenceFetches: number;

beforeAll(async () => {
  web = await startTestWeb({ sites: 2, seed: 3 });
  const counting = new FailingStore(new MemoryStore(), Infinity);
  let fetches = 0;
  const report = await crawlTestWeb(web, counting, { log: (e) => void (e.type === 'fetch' && fetches++) });
  reference = urlsOf(report.newNotices).sort();
  referenceWrites = counting.writes;
  referenceFetches = fetches;
});
afterAll(() => web?.close());

/** Runs the crawl over `store` until a run completes, cutting each earlier run with `cut`; returns every notice delivered. */
async function crawlThroughCuts(store: Store, cuts: ((run: number) => Promise<CrawlReport>)[]): Promise<string[]> {
  const delivered: string[] = [];
  for (const [i, cut] of cuts.entries()) {
    try {
      delivered.push(...urlsOf((await cut(i)).newNotices));
    } catch (error) {
      expect(error instanceof StoreFailure || (error as Error).name === 'AbortError' || String(error).includes('cut')).toBe(true);
    }
  }
  delivered.push(...urlsOf((await crawlTestWeb(web, store)).newNotices));
  return delivered;
}

describe('kill and resume', () => {
  it('the uninterrupted reference run finds notices', () => {
    expect(reference.length).toBeGreaterThan(50);
    expect(referenceWrites).toBeGreaterThan(100);
  });

  it('a store failing after N writes, again and again: same notices, none twice', async () => {
    const points = cutPoints(42, referenceWrites);
    for (let trial = 0; trial < 3; trial++) {
      const inner = new MemoryStore();
      const cuts = [0, 1, 2].map(() => {
        const allowed = points.next().value as number;
        return () => crawlTestWeb(web, new FailingStore(inner, Math.floor(allowed / 3)));
      });
      const delivered = await crawlThroughCuts(inner, cuts);
      expect(new Set(delivered).size, `trial ${trial}: duplicates`).toBe(delivered.length);
      expect(delivered.sort(), `trial ${trial}`).toEqual(reference);
    }
  });

  it('an abort after N fetches, again and again: same notices, none twice', async () => {
    const points = cutPoints(7, referenceFetches);
    for (let trial = 0; trial < 3; trial++) {
      const store = new MemoryStore();
      const cuts = [0, 1, 2].map(() => {
        const after = Math.floor((points.next().value as number) / 3);
        return () => {
          const controller = new AbortController();
          let fetches = 0;
          return crawlTestWeb(web, store, {
            signal: controller.signal,
            log: (e) => {
              if (e.type === 'fetch' && ++fetches >= after) controller.abort(new Error('cut'));
            },
          });
        };
      });
      const delivered = await crawlThroughCuts(store, cuts);
      expect(new Set(delivered).size, `trial ${trial}: duplicates`).toBe(delivered.length);
      expect(delivered.sort(), `trial ${trial}`).toEqual(reference);
    }
  });

  it('a write failing exactly at the delivery marks delivers nothing, and the next run delivers all', async () => {
    const inner = new MemoryStore();
    const delivered = await crawlThroughCuts(inner, [() => crawlTestWeb(web, new FailingStore(inner, referenceWrites - 1))]);
    expect(delivered.sort()).toEqual(reference);
  });
});

describe('a discovery cut one day and finished the next', () => {
  // Day 2 adds notices at the top of lists: a list read on day 1 by a discovery that only ends on
  // day 2 still shows them in the run that ends it, not a run later.
  it('brings the new notices of the lists read before the cut in the run that finishes it', async () => {
    const all = new MemoryStore();
    const day1 = urlsOf((await crawlTestWeb(web, all)).newNotices);
    web.setDay(2);
    const day2 = urlsOf((await crawlTestWeb(web, all)).newNotices);
    web.setDay(1);
    expect(day2.length).toBeGreaterThan(0);
    const points = cutPoints(11, referenceFetches);
    try {
      for (let trial = 0; trial < 3; trial++) {
        const store = new MemoryStore();
        const after = Math.floor(referenceFetches / 3) + Math.floor((points.next().value as number) / 2);
        const controller = new AbortController();
        let fetches = 0;
        const delivered: string[] = [];
        web.setDay(1);
        await crawlTestWeb(web, store, {
          signal: controller.signal,
          deliver: async (notices) => void delivered.push(...urlsOf(notices)),
          log: (e) => {
            if (e.type === 'fetch' && ++fetches >= after) controller.abort(new Error('cut'));
          },
        }).catch((error: unknown) => expect(String(error)).toContain('cut'));
        expect(controller.signal.aborted, `trial ${trial}: cut after ${after} fetches`).toBe(true);
        web.setDay(2);
        delivered.push(...urlsOf((await crawlTestWeb(web, store)).newNotices));
        const later = urlsOf((await crawlTestWeb(web, store)).newNotices);
        expect(later, `trial ${trial}: cut after ${after} fetches`).toEqual([]);
        expect(delivered.sort(), `trial ${trial}`).toEqual([...day1, ...day2].sort());
      }
    } finally {
      web.setDay(1);
    }
  }, 120_000);
});
