import { describe, expect, it } from 'vitest';
import { paced } from '../../lib/extension/paced.ts';

describe('paced (the popup and options page following a crawl)', () => {
  it('skips ticks while a refresh runs and for 4× its cost after it', async () => {
    let now = 0;
    let runs = 0;
    let finish: () => void = () => {};
    const refresh = paced(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          finish = () => {
            now += 1000; // the refresh took 1 s
            resolve();
          };
        }),
      () => now,
    );
    const first = refresh();
    await refresh(); // still running: skipped
    expect(runs).toBe(1);
    finish();
    await first;
    now += 3999;
    await refresh(); // 4 × 1 s not yet over
    expect(runs).toBe(1);
    now += 1;
    void refresh();
    expect(runs).toBe(2);
  });

  it('runs again after a refresh that failed', async () => {
    let runs = 0;
    const refresh = paced(async () => {
      runs++;
      throw new Error('store closed');
    }, () => 0);
    await expect(refresh()).rejects.toThrow('store closed');
    await expect(refresh()).rejects.toThrow('store closed');
    expect(runs).toBe(2);
  });
});
