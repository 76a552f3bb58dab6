/**
 * Notices stream out as each list page is read, not when a site or the run is done, and every
 * delivered notice is marked only after its delivery resolved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { crawlTestWeb, urlsOf } from './support.ts';

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb({ sites: 4, seed: 3 });
});
afterAll(() => web.close());

describe('streamed delivery', () => {
  it('delivers each list page’s notices as it is read, before its site is done', async () => {
    const store = new MemoryStore();
    const events: string[] = [];
    const batches: Notice[][] = [];
    const report = await crawlTestWeb(web, store, {
      log: (e) => {
        if (e.type === 'site-done') events.push(`done ${e.summary.site}`);
      },
      deliver: async (notices) => {
        batches.push(notices);
        events.push(`deliver ${notices[0]!.site}`);
      },
    });
    const sites = new Set(report.sites.map((s) => s.site));
    // Several batches per site: one per list page with new notices.
    expect(batches.length).toBeGreaterThan(sites.size * 2);
    for (const site of sites) {
      const first = events.indexOf(`deliver ${site}`);
      expect(first, site).toBeGreaterThanOrEqual(0);
      expect(first, site).toBeLessThan(events.indexOf(`done ${site}`));
    }
    // Every batch is one site's; the report holds exactly what was delivered, each once.
    for (const batch of batches) expect(new Set(batch.map((n) => n.site)).size).toBe(1);
    const delivered = batches.flat().map((n) => n.url);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(urlsOf(report.newNotices).sort()).toEqual([...delivered].sort());
    expect((await store.getAll('delivered')).length).toBe(delivered.length);
  });

  it('leaves a batch whose delivery failed unmarked, and delivers it again before the run ends', async () => {
    const store = new MemoryStore();
    let calls = 0;
    const failed: string[] = [];
    const delivered: string[] = [];
    const report = await crawlTestWeb(web, store, {
      deliver: async (notices) => {
        if (++calls === 2) {
          failed.push(...urlsOf(notices));
          throw new Error('the reader went away');
        }
        delivered.push(...urlsOf(notices));
      },
    });
    expect(failed.length).toBeGreaterThan(0);
    for (const url of failed) expect(delivered).toContain(url);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(urlsOf(report.newNotices).sort()).toEqual([...delivered].sort());
    expect((await store.getAll('delivered')).length).toBe(delivered.length);
    // The next run (which finishes the site the failure stopped) delivers none of them twice.
    const again: string[] = [];
    await crawlTestWeb(web, store, { deliver: async (notices) => void again.push(...urlsOf(notices)) });
    const before = new Set(delivered);
    expect(again.filter((url) => before.has(url))).toEqual([]);
  });
});
