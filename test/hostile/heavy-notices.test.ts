/**
 * 130 notices of 4.7 MB each (the tester's site): the crawl command finishes in bounded memory,
 * the state on disk stays a few MB (a notice keeps a 64 KB excerpt, never the page), and a second
 * run over that state works and prints nothing new. Peak memory is measured by /usr/bin/time.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../lib/dedup/ingest.ts';
import { runCrawl, urlsOfLines } from './helper-process.ts';
import { startHeavySite, type HeavySite } from './heavy-site.ts';
import { freshDir } from './tmpfs.ts';

const NOTICES = 130;
const PAGE_BYTES = 4_700_000;

let site: HeavySite;
beforeAll(async () => {
  site = await startHeavySite(NOTICES, PAGE_BYTES);
});
afterAll(() => site?.close());

const dirBytes = (dir: string) => readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);

describe('a site of 130 notices of 4.7 MB each', () => {
  it('is crawled in bounded memory into a small state, and crawled again', async () => {
    const state = freshDir('heavy-');
    const first = await runCrawl({ state, seeds: [site.seed], resolveRule: site.resolveRule, measureMemory: true });
    expect(first.code, first.stderr).toBe(0);
    const printed = urlsOfLines(first.lines);
    expect(printed).toHaveLength(NOTICES);
    const stateBytes = dirBytes(state);
    console.log(`heavy site: peak RSS ${Math.round(first.maxRssKiB! / 1024)} MiB, state ${(stateBytes / 1e6).toFixed(1)} MB for ${NOTICES} × ${PAGE_BYTES / 1e6} MB pages`);
    // The raw pages alone are 611 MB. 351 MiB when written; 741 MiB once a list's new notices
    // waited together for delivery, each keeping its 5 MB page alive through V8 string slices
    // (title, fields, excerpt); 328 MiB since ingest copies a notice whole (2026-11-24).
    expect(first.maxRssKiB).toBeLessThan(450 * 1024);
    expect(stateBytes).toBeLessThan(NOTICES * (MAX_BODY_BYTES + 4096) + 1_000_000);
    const second = await runCrawl({ state, seeds: [site.seed], resolveRule: site.resolveRule, measureMemory: true });
    expect(second.code, second.stderr).toBe(0);
    expect(second.lines).toEqual([]);
  }, 600_000);
});
