/**
 * The helper's --watch round on the test web with a clock the test sets (helper/crawl/watch.ts
 * over lib/schedule and the real crawl): the first round discovers every site; right after, none
 * is due and nothing is asked; the next day every list is asked (304s); then day 2's new notices
 * make their lists due sooner, and a round an hour later asks only those lists, no other list
 * and no other site. The loop itself sleeps until the next due list and ends on its signal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassifier } from '../../lib/classify/index.ts';
import { crawl, type CrawlEvent } from '../../lib/crawl/index.ts';
import { createFetcher, withCookies } from '../../lib/fetch/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { HOUR_MS, DAY_MS } from '../../lib/schedule/china-time.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { watch, watchRound, type WatchDeps } from '../../helper/crawl/watch.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { localFetch } from '../crawl/support.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });
/** Monday 2026-11-02 10:00 China time. */
const T0 = Date.parse('2026-11-02T10:00:00+08:00');

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb({ sites: 3, seed: 4 });
});
afterAll(() => web.close());

describe('crawl --watch rounds', () => {
  const store = new MemoryStore();
  let now = T0;
  const listFetches: string[] = [];
  const calls: { seeds: string[] }[] = [];
  const deps: WatchDeps = {
    store,
    seeds: [],
    clock: () => now,
    sleep: async () => {},
    log: () => {},
    crawlOnce: (seeds, lists) => {
      calls.push({ seeds });
      const fetcher = createFetcher({ fetch: withCookies(localFetch(web.port)), hostDelayMs: 0 });
      const log = (e: CrawlEvent) => {
        if (e.type === 'fetch' && e.purpose === 'list') listFetches.push(e.url);
      };
      return crawl({ fetcher, store, classifier, tokenizer, clock: () => now, log }, { seeds, lists });
    },
  };

  it('discovers every site first', async () => {
    deps.seeds = web.seeds;
    const { plan, report } = await watchRound(deps);
    expect(plan.discover.length).toBe(3);
    expect(report!.sites.every((s) => s.mode === 'discover' && s.listPages > 0)).toBe(true);
    expect((await store.keys('rhythm')).length).toBeGreaterThan(3);
  });

  it('asks nothing right after', async () => {
    now = T0 + 10 * 60_000;
    const before = calls.length;
    const { plan, report } = await watchRound(deps);
    expect(report).toBeUndefined();
    expect(calls.length).toBe(before);
    expect(plan.wakeAt! - now).toBeGreaterThanOrEqual(50 * 60_000);
    for (const p of plan.bySite.values()) expect(p.reason).toMatch(/rhythm still being learnt/);
  });

  it('asks every list after a day away, then only the lists that gained a notice', async () => {
    web.setDay(2);
    now = T0 + DAY_MS;
    listFetches.length = 0;
    const all = await watchRound(deps);
    const lists = (await store.getAll('sites')).flatMap((s) => s.listUrls);
    expect(all.plan.due.length).toBe(lists.length);
    const gained = new Set(all.report!.newNotices.map((n) => n.listUrl));
    expect(gained.size).toBeGreaterThan(0);
    expect(gained.size).toBeLessThan(lists.length);

    // An hour and a bit later: the lists that gained a notice are due, the calm ones not yet.
    now = T0 + DAY_MS + 70 * 60_000;
    listFetches.length = 0;
    const seedsBefore = calls.length;
    const { plan } = await watchRound(deps);
    const due = new Set(plan.due.map((p) => p.url));
    expect([...due].sort()).toEqual([...gained].filter((u) => lists.includes(u)).sort());
    for (const p of plan.lists.filter((l) => due.has(l.url))) expect(p.reason).toMatch(/^(gained a notice|a project changed) Tue 10:00: asked again sooner/);
    // Only those lists were asked (their pages, when unchanged, answer 304), and only their sites.
    const asked = new Set(listFetches.map((u) => u.replace(/^https?:\/\//, '')));
    for (const url of lists.filter((u) => !due.has(u))) expect(asked.has(url.replace(/^https?:\/\//, ''))).toBe(false);
    expect(listFetches.length).toBeGreaterThan(0);
    const sitesDue = new Set(plan.due.map((p) => p.site));
    expect(new Set(calls[seedsBefore]!.seeds.map((s) => new URL(s).hostname.split('.').slice(-3).join('.'))).size).toBe(sitesDue.size);
  });

  it('the loop sleeps until the next due list and ends on its signal', async () => {
    const stop = new AbortController();
    const sleeps: number[] = [];
    const loopDeps: WatchDeps = {
      ...deps,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
        if (sleeps.length === 3) stop.abort();
      },
    };
    const rounds: number[] = [];
    await watch(loopDeps, stop.signal, (r) => rounds.push(r.sites.length));
    expect(stop.signal.aborted).toBe(true);
    expect(sleeps.length).toBe(3);
    for (const ms of sleeps) expect(ms).toBeLessThanOrEqual(30 * 60_000);
    expect(rounds.length).toBeGreaterThan(0);
    expect(Math.max(...sleeps)).toBeGreaterThan(0);
    expect(now - (T0 + DAY_MS)).toBeLessThan(2 * HOUR_MS + 90 * 60_000 + 3 * 30 * 60_000);
  });
});
