/**
 * The schedule over a store (lib/schedule/watched.ts): a new site is due for discovery; its lists
 * start their history at the crawl that found them; a site whose discovery found nothing is asked
 * again a day later, one whose discovery a budget cut within the hour; a list the crawl dropped
 * loses its history; a new notice is kept against the list that showed it.
 */
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import { planWatch, recordWatch, RHYTHM } from '../../lib/schedule/watched.ts';
import { HOUR_MS, DAY_MS } from '../../lib/schedule/china-time.ts';
import type { Notice } from '../../lib/types/notice.ts';
import type { WriteOp } from '../../lib/store/store.ts';

const T0 = Date.parse('2026-11-03T10:00:00+08:00');
const site = (name: string, listUrls: string[]): WriteOp => ({ type: 'put', collection: 'sites', key: name, value: { site: name, seeds: [`http://www.${name}/`], listUrls } });
const notice = (url: string, listUrl: string): Notice => ({ url, title: '某设备采购项目招标公告', site: 'a.edu.cn', listUrl, firstSeenAt: new Date(T0).toISOString(), publishedAt: '2026-11-03', attachments: [] }) as unknown as Notice;

describe('planWatch and recordWatch', () => {
  it('discovers a new site, then follows its lists', async () => {
    const store = new MemoryStore();
    const first = await planWatch(store, ['a.edu.cn', 'b.edu.cn'], T0);
    expect(first.discover).toEqual(['a.edu.cn', 'b.edu.cn']);
    expect(first.listsFor('a.edu.cn')).toBeUndefined(); // discovery: the crawl decides
    // The crawl found two lists on a, none on b.
    await store.write([site('a.edu.cn', ['http://zbb.a.edu.cn/zbgg/', 'http://zbb.a.edu.cn/cggg/'])]);
    await recordWatch(store, first, T0, [notice('http://zbb.a.edu.cn/info/1.htm', 'http://zbb.a.edu.cn/zbgg/')]);
    const lists = await store.getAll(RHYTHM);
    expect(lists.map((r) => r.url).sort()).toEqual(['http://zbb.a.edu.cn/cggg/', 'http://zbb.a.edu.cn/zbgg/', 'site:a.edu.cn', 'site:b.edu.cn']);
    // Backlog at the first check: no arrival.
    expect(lists.every((r) => r.arrivals.length === 0)).toBe(true);

    const soon = await planWatch(store, ['a.edu.cn', 'b.edu.cn'], T0 + 10 * 60_000);
    expect(soon.sites).toEqual([]);
    expect(soon.bySite.get('b.edu.cn')!.at).toBe(T0 + DAY_MS);
    expect(soon.bySite.get('b.edu.cn')!.reason).toMatch(/^no list found yet: looked for again Wed 10:00/);

    // Hours later a's lists are due; one of them gains a notice.
    const later = T0 + 6 * HOUR_MS;
    const plan = await planWatch(store, ['a.edu.cn', 'b.edu.cn'], later);
    expect(plan.listsFor('a.edu.cn')!.sort()).toEqual(['http://zbb.a.edu.cn/cggg/', 'http://zbb.a.edu.cn/zbgg/']);
    expect(plan.sites).toEqual(['a.edu.cn']);
    await recordWatch(store, plan, later, [notice('http://zbb.a.edu.cn/info/2.htm', 'http://zbb.a.edu.cn/cggg/')]);
    const cggg = await store.get(RHYTHM, 'http://zbb.a.edu.cn/cggg/');
    expect(cggg!.arrivals).toEqual([{ from: T0, to: later, n: 1 }]);
    expect(cggg!.lastNewAt).toBe(later);
    expect((await store.get(RHYTHM, 'http://zbb.a.edu.cn/zbgg/'))!.lastNewAt).toBeUndefined();
  });

  it('resumes a discovery cut by its budget within the hour', async () => {
    const store = new MemoryStore();
    const first = await planWatch(store, ['a.edu.cn'], T0);
    await store.write([site('a.edu.cn', ['http://zbb.a.edu.cn/zbgg/']), { type: 'put', collection: 'discovery', key: 'a.edu.cn', value: { site: 'a.edu.cn', pages: 300, nextOrder: 1 } }]);
    await recordWatch(store, first, T0, []);
    const plan = await planWatch(store, ['a.edu.cn'], T0 + 10 * 60_000);
    expect(plan.bySite.get('a.edu.cn')!.at).toBe(T0 + HOUR_MS);
    expect((await planWatch(store, ['a.edu.cn'], T0 + HOUR_MS)).discover).toEqual(['a.edu.cn']);
  });

  it('drops the history of a list the crawl gave up', async () => {
    const store = new MemoryStore();
    await store.write([site('a.edu.cn', ['http://zbb.a.edu.cn/zbgg/', 'http://zbb.a.edu.cn/old/'])]);
    const plan = await planWatch(store, ['a.edu.cn'], T0);
    expect(plan.due.length).toBe(2);
    await recordWatch(store, plan, T0, []);
    expect((await store.keys(RHYTHM)).length).toBe(2);
    // Later the crawl gives /old/ up (three missed runs).
    const next = await planWatch(store, ['a.edu.cn'], T0 + DAY_MS);
    await store.write([site('a.edu.cn', ['http://zbb.a.edu.cn/zbgg/'])]);
    await recordWatch(store, next, T0 + DAY_MS, []);
    expect(await store.keys(RHYTHM)).toEqual(['http://zbb.a.edu.cn/zbgg/']);
  });

  it('counts the requests crawls made today against the budgets', async () => {
    const store = new MemoryStore();
    await store.write([site('a.edu.cn', ['http://zbb.a.edu.cn/zbgg/']), site('b.edu.cn', ['http://zbb.b.edu.cn/zbgg/'])]);
    const budget = { perSiteDay: 100, perDay: 1000 };
    const plan = await planWatch(store, ['a.edu.cn', 'b.edu.cn'], T0, budget);
    // a's lists paged on and fetched notices: 100 requests; b's one check a 304.
    await recordWatch(store, plan, T0, [], [{ site: 'a.edu.cn', requests: 100 }, { site: 'b.edu.cn', requests: 1 }]);
    const later = await planWatch(store, ['a.edu.cn', 'b.edu.cn'], T0 + 12 * HOUR_MS, budget);
    expect(later.due.map((p) => p.site)).toEqual(['b.edu.cn']);
    const a = later.lists.find((p) => p.site === 'a.edu.cn')!;
    expect(a.kind).toBe('budget');
    expect(a.reason).toMatch(/^a\.edu\.cn's 100 requests for today are spent: next Wed 00:00/);
    // A new China day: the count starts again.
    const tomorrow = await planWatch(store, ['a.edu.cn', 'b.edu.cn'], T0 + 15 * HOUR_MS, budget);
    expect(tomorrow.due.map((p) => p.site).sort()).toEqual(['a.edu.cn', 'b.edu.cn']);
    await recordWatch(store, tomorrow, T0 + 15 * HOUR_MS, [], [{ site: 'a.edu.cn', requests: 3 }]);
    expect(await store.get('requestsToday', 'today')).toEqual({ day: '2026-11-04', bySite: { 'a.edu.cn': 3 } });
  });
});
