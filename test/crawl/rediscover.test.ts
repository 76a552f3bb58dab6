/**
 * Lists that stop working: a stored list that fails 3 runs in a row is dropped and the site is
 * discovered again, finding its lists anew without delivering or fetching known notices again.
 * A university that cannot be reached is reported, and the others are crawled all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { crawlTestWeb, urlsOf } from './support.ts';

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb({ sites: 2, seed: 9 });
});
afterAll(() => web?.close());

describe('rediscovery and failing sites', () => {
  it('drops a list that fails 3 runs in a row and rediscovers the site', async () => {
    const store = new MemoryStore();
    const first = await crawlTestWeb(web, store);
    const site = first.sites[0]!.site;
    const record = (await store.get('sites', site))!;
    const [moved, ...kept] = record.listUrls;
    // The list "moves": the stored URL now answers 404.
    const gone = new URL('/moved-away/list.htm', moved).href;
    await store.write([
      { type: 'put', collection: 'sites', key: site, value: { ...record, listUrls: [gone, ...kept] } },
      { type: 'put', collection: 'lists', key: gone, value: { url: gone, site, validators: {}, missedRuns: 0 } },
      { type: 'delete', collection: 'lists', key: moved! },
    ]);
    const known = new Set(urlsOf(first.newNotices));
    for (let run = 1; run <= 3; run++) {
      const report = await crawlTestWeb(web, store);
      expect(report.sites.find((s) => s.site === site)).toMatchObject({ mode: 'refresh', newNotices: 0 });
      expect(report.sites.find((s) => s.site === site)!.errors.http).toBe(1);
    }
    expect((await store.get('sites', site))!).toMatchObject({ rediscover: true });
    web.clearLog();
    const again = await crawlTestWeb(web, store);
    expect(again.sites.find((s) => s.site === site)!.mode).toBe('discover');
    expect(again.newNotices).toEqual([]);
    const after = (await store.get('sites', site))!;
    expect(after.rediscover).toBe(false);
    expect(after.listUrls).toContain(moved);
    expect(after.listUrls).not.toContain(gone);
    const refetched = web.requests.map((r) => `http://${r.host}${r.path}`).filter((u) => known.has(u));
    expect(refetched).toEqual([]);
  });

  it('reports a university it cannot reach and crawls the others', async () => {
    const store = new MemoryStore();
    const report = await crawlTestWeb(web, store, { seeds: ['http://www.nowhere-at-all.edu.cn/', ...web.seeds] });
    const lost = report.sites.find((s) => s.site === 'nowhere-at-all.edu.cn')!;
    expect(lost.listPages).toBe(0);
    expect(lost.lastError).toMatch(/http|404/);
    const others = report.sites.filter((s) => s !== lost);
    expect(others).toHaveLength(2);
    for (const s of others) expect(s.newNotices).toBeGreaterThan(10);
  });
});
