/**
 * One IndexedDB transaction for many Store calls. Chromium runs the transactions of one object
 * store one after another, so forty sites crawling side by side, each committing a step at a
 * time, queue behind each other: measured 0.5–0.75 s per get or write, most of a site's time.
 * Here the calls that arrive while a transaction runs go together into the next one, in arrival
 * order (reads see every earlier write, as with a transaction each), and each call resolves once
 * its transaction committed. When a merged transaction fails, its calls run again one by one, so
 * one bad batch fails alone and every other call keeps its own all-or-nothing write.
 */
import type { IDBPDatabase, IDBPObjectStore } from 'idb';
import type { UntypedOp } from './store.ts';
import type { TenderRadarDb } from './idb.ts';

type Records = IDBPObjectStore<TenderRadarDb, ['records'], 'records', 'readwrite' | 'readonly'>;

/** One Store call: its requests issued in a transaction, its result read after the commit. */
interface Call {
  writes: boolean;
  issue(store: Records): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Calls merged into one transaction at most (a bound on the work one failure makes run again). */
const MAX_CALLS = 200;

export class IdbBatcher {
  private queue: Call[] = [];
  private running = false;

  constructor(private readonly open: () => Promise<IDBPDatabase<TenderRadarDb>>) {}

  get(collection: string, key: string): Promise<unknown> {
    return this.enqueue(false, async (store) => (await store.get([collection, key]))?.value);
  }

  getAll(collection: string): Promise<unknown[]> {
    return this.enqueue(false, async (store) => (await store.index('byCollection').getAll(collection)).map((row) => row.value));
  }

  keys(collection: string): Promise<string[]> {
    return this.enqueue(false, async (store) => (await store.index('byCollection').getAllKeys(collection)).map(([, key]) => key));
  }

  write(ops: UntypedOp[]): Promise<void> {
    return this.enqueue(true, async (store) => {
      const requests: Promise<unknown>[] = [];
      try {
        for (const op of ops) {
          requests.push(op.type === 'put' ? store.put!({ collection: op.collection, key: op.key, value: op.value }) : store.delete!([op.collection, op.key]));
        }
      } catch (error) {
        // A value that cannot be cloned throws here: the caller aborts the transaction, failing the requests made.
        void Promise.allSettled(requests);
        throw error;
      }
      await Promise.all(requests);
    });
  }

  private enqueue<T>(writes: boolean, issue: (store: Records) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ writes, issue, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const calls = this.queue.splice(0, MAX_CALLS);
        if (calls.length === 1 || !(await this.runTogether(calls))) {
          // One by one: each call's own transaction, its own outcome.
          for (const call of calls) await this.runTogether([call], true);
        }
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * Runs `calls` in one transaction. Settles them and returns true when it committed; on a
   * failure returns false with the calls unsettled (to run again alone), unless `settleFailure`.
   */
  private async runTogether(calls: Call[], settleFailure = false): Promise<boolean> {
    const results: unknown[] = [];
    try {
      const db = await this.open();
      const tx = db.transaction('records', calls.some((c) => c.writes) ? 'readwrite' : 'readonly');
      const store = tx.objectStore('records') as Records;
      const pending: Promise<unknown>[] = [];
      try {
        calls.forEach((call, i) => pending.push(call.issue(store).then((value) => (results[i] = value))));
      } catch (error) {
        tx.abort();
        await Promise.allSettled([...pending, tx.done]);
        throw error;
      }
      const settled = await Promise.allSettled(pending);
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) {
        // A failed request aborts the transaction already; abort by hand if it is still open.
        try {
          tx.abort();
        } catch {
          // already finished
        }
        await tx.done.catch(() => {});
        throw failed.reason;
      }
      await tx.done;
    } catch (error) {
      if (!settleFailure) return false;
      for (const call of calls) call.reject(error);
      return true;
    }
    calls.forEach((call, i) => call.resolve(results[i]));
    return true;
  }
}
