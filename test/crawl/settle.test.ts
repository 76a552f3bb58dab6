/**
 * When a rendered page is taken (lib/crawl/settle.ts), over the moments the browsers see: an app
 * that clears its list and waits for a slow API, a page that polls, a ticker, a page whose
 * requests cannot be seen.
 */
import { describe, expect, it } from 'vitest';
import { isSettled, QUIET_MS, STABLE_MS } from '../../lib/crawl/settle.ts';

describe('isSettled', () => {
  it('takes a page whose DOM has been still a moment and whose requests are done', () => {
    expect(isSettled(QUIET_MS, 0, { inflight: 0, idleMs: QUIET_MS })).toBe(true);
    expect(isSettled(QUIET_MS - 1, 0, { inflight: 0, idleMs: 10_000 })).toBe(false);
    // An answer that just came may not be drawn yet.
    expect(isSettled(2 * QUIET_MS, 0, { inflight: 0, idleMs: QUIET_MS - 1 })).toBe(false);
  });

  it('waits for a slow API while the list it clears stays empty, however long its DOM is still', () => {
    for (const stillMs of [QUIET_MS, STABLE_MS, 9_000]) expect(isSettled(stillMs, stillMs, { inflight: 1, idleMs: stillMs })).toBe(false);
  });

  it('takes a page that polls (requests come and go) once its DOM has been still a while', () => {
    expect(isSettled(STABLE_MS - 1, 0, { inflight: 1, idleMs: 100 })).toBe(false);
    expect(isSettled(STABLE_MS, 0, { inflight: 1, idleMs: 100 })).toBe(true);
  });

  it('takes a page that never stops changing (a ticker) a while after it began to change, when asked to', () => {
    expect(isSettled(200, STABLE_MS, { inflight: 0, idleMs: 10_000 })).toBe(true);
    expect(isSettled(200, STABLE_MS - 1, { inflight: 0, idleMs: 10_000 })).toBe(false);
    expect(isSettled(200, 0, undefined)).toBe(false);
  });

  it('goes by the DOM alone when the page\'s requests cannot be seen', () => {
    expect(isSettled(QUIET_MS, 0, undefined)).toBe(true);
    expect(isSettled(QUIET_MS - 1, 0, undefined)).toBe(false);
  });
});
