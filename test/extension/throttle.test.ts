import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../entrypoints/background/throttle.ts';

describe('throttle (the worker\'s badge and progress refresh)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A task taking `costMs` of (fake) time, recording when each run started and ended. */
  function recorder(costMs: () => number) {
    const runs: { start: number; end: number }[] = [];
    const task = async () => {
      const start = Date.now();
      await new Promise((r) => setTimeout(r, costMs()));
      runs.push({ start, end: Date.now() });
    };
    return { runs, task };
  }

  it('folds calls into one trailing run and always applies the last one', async () => {
    const { runs, task } = recorder(() => 10);
    const call = throttle(task, 2000, () => {});
    call();
    await vi.advanceTimersByTimeAsync(50);
    for (let i = 0; i < 5; i++) call();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toHaveLength(2);
    expect(runs[1]!.start - runs[0]!.start).toBeGreaterThanOrEqual(2000);
  });

  it('never starts a run while one is going, and pauses longer after a costly run', async () => {
    const { runs, task } = recorder(() => 3000);
    const call = throttle(task, 2000, () => {}, 4);
    call();
    await vi.advanceTimersByTimeAsync(100);
    call(); // during the first run
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(2);
    // 3 s of work → at least 4 × 3 s idle before the next run.
    expect(runs[1]!.start - runs[0]!.end).toBeGreaterThanOrEqual(12_000);
  });

  it('keeps going after a failing run', async () => {
    const errors: unknown[] = [];
    let fail = true;
    let ran = 0;
    const call = throttle(
      async () => {
        ran++;
        if (fail) throw new Error('store closed');
      },
      100,
      (e) => errors.push(e),
    );
    call();
    await vi.advanceTimersByTimeAsync(10);
    fail = false;
    call();
    await vi.advanceTimersByTimeAsync(500);
    expect(errors).toHaveLength(1);
    expect(ran).toBe(2);
  });
});
