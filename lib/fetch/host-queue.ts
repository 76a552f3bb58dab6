/** Politeness: one request at a time per host, a pause between them; different hosts run in parallel. */
import type { Clock, Sleep } from '../types/capabilities.ts';

/** Runs tasks for a host one after another, `delayMs` (or more) after the previous one ended. */
export interface HostQueue {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
  /** Makes the pause for `host` at least `delayMs` (robots.txt Crawl-delay). */
  slowDown(host: string, delayMs: number): void;
  /** Starts no request to `host` before `ms` from now (Retry-After, backoff); a longer pause already set stays. */
  pauseHost(host: string, ms: number): void;
}

/** A HostQueue over an injected clock and sleep, so tests need not wait. */
export function createHostQueue(options: { delayMs: number; clock: Clock; sleep: Sleep }): HostQueue {
  const tails = new Map<string, Promise<unknown>>();
  const lastEnd = new Map<string, number>();
  const delays = new Map<string, number>();
  const notBefore = new Map<string, number>();

  return {
    run(host, task) {
      const previous = tails.get(host) ?? Promise.resolve();
      const result = previous.then(async () => {
        const ended = lastEnd.get(host);
        const spaced = ended === undefined ? 0 : ended + (delays.get(host) ?? options.delayMs);
        const wait = Math.max(spaced, notBefore.get(host) ?? 0) - options.clock();
        if (wait > 0) await options.sleep(wait);
        try {
          return await task();
        } finally {
          lastEnd.set(host, options.clock());
        }
      });
      const tail = result.catch(() => undefined);
      tails.set(host, tail);
      void tail.then(() => {
        if (tails.get(host) === tail) tails.delete(host); // idle: forget the chain, keep lastEnd
      });
      return result;
    },
    slowDown(host, delayMs) {
      delays.set(host, Math.max(options.delayMs, delayMs));
    },
    pauseHost(host, ms) {
      notBefore.set(host, Math.max(notBefore.get(host) ?? 0, options.clock() + ms));
    },
  };
}
