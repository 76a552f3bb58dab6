/** The background's message handlers over a real IdbStore (fake-indexeddb): seeds, marks, schedule, backup. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { siteOf } from '../../entrypoints/background/handlers/index.ts';
import { MARKS, WATCH } from '../../lib/extension/records.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { corpusMissing, reviewedNotices } from './corpus.ts';
import { fromContentScript, fromExtensionPage, testHandlers } from './handlers.ts';

const NOW = new Date('2024-11-01T09:00:00');
let databases = 0;

function setup() {
  const store = new IdbStore(new IDBFactory(), `bg-${databases++}`);
  const crawls: (string | undefined)[] = [];
  let changes = 0;
  const handlers = testHandlers({ store, now: () => NOW, startCrawl: (site) => void crawls.push(site), changed: async () => void changes++ });
  const call = fromExtensionPage(handlers);
  const callFromPage = fromContentScript(handlers);
  return { store, call, callFromPage, crawls, changes: () => changes };
}

const notice = (n: number, title: string): Notice => ({
  url: `https://zbb.fzu.edu.cn/info/1021/${n}.htm`,
  title,
  site: 'fzu.edu.cn',
  listUrl: 'https://zbb.fzu.edu.cn/cgxx.htm',
  type: '采购',
  attachments: [],
  firstSeenAt: '2024-10-31T08:00:00.000Z',
  publishedAt: '2024-10-31',
});

describe('background handlers', () => {
  it('adds a seed under its university and starts discovery at once', async () => {
    const { store, call, crawls } = setup();
    const status = await call('addSeed', { url: 'https://ZBB.fzu.edu.cn/cgxx.htm#top' });
    expect(status.site).toBe('fzu.edu.cn');
    await call('addSeed', { url: 'https://www.fzu.edu.cn/' });
    await call('addSeed', { url: 'https://www.fzu.edu.cn/' });
    const watched = await store.get(WATCH, 'fzu.edu.cn');
    expect(watched?.seeds).toHaveLength(2);
    expect(crawls).toEqual(['fzu.edu.cn', 'fzu.edu.cn', 'fzu.edu.cn']);
    await expect(call('addSeed', { url: 'javascript:alert(1)' })).rejects.toThrow('not a web page address');
    expect(() => siteOf('ftp://x.edu.cn/')).toThrow();
  });

  it('pauses and removes sites, refusing unknown ones', async () => {
    const { call } = setup();
    await call('addSeed', { url: 'https://www.xmu.edu.cn/' });
    await call('pauseSite', { site: 'xmu.edu.cn', paused: true });
    expect((await call('getSnapshot', undefined)).sites).toMatchObject([{ site: 'xmu.edu.cn', paused: true }]);
    await expect(call('pauseSite', { site: 'nope.edu.cn', paused: true })).rejects.toThrow('not a watched site');
    await call('removeSite', { site: 'xmu.edu.cn' });
    expect((await call('getSnapshot', undefined)).sites).toEqual([]);
  });

  it('counts unread notices and follows read, star and "not a tender"', async () => {
    const { store, call, changes } = setup();
    await store.write([
      { type: 'put', collection: 'notices', key: notice(1, '').url, value: notice(1, '实验室设备采购公告') },
      { type: 'put', collection: 'notices', key: notice(2, '').url, value: notice(2, '图书馆物业服务招标公告') },
      { type: 'put', collection: 'notices', key: notice(3, '').url, value: notice(3, '研究生招生考试报名通知') },
    ]);
    expect((await call('getSnapshot', undefined)).unread).toBe(3);
    await call('markRead', { url: notice(1, '').url, read: true });
    await call('dismiss', { url: notice(3, '').url, dismissed: true });
    await call('star', { url: notice(2, '').url, starred: true });
    const snapshot = await call('getSnapshot', undefined);
    expect(snapshot.unread).toBe(1);
    expect(snapshot.notices.find((n) => n.url === notice(2, '').url)).toMatchObject({ starred: true, read: false });
    expect(snapshot.notices.at(-1)!.url).toBe(notice(3, '').url); // dismissed sinks
    expect(await store.keys(MARKS)).toHaveLength(3);
    expect(changes()).toBe(3);
  });

  it('checks the schedule before saving it', async () => {
    const { call } = setup();
    await call('setSchedule', { time: '07:05', everyHours: 12 });
    expect((await call('getSnapshot', undefined)).schedule).toEqual({ time: '07:05', everyHours: 12 });
    await expect(call('setSchedule', { time: '25:00', everyHours: 12 })).rejects.toThrow('not a time of day');
    await expect(call('setSchedule', { time: '07:00', everyHours: 0 })).rejects.toThrow('1 to 168');
  });

  it('stores notices seen on an opened page, only from that university', async () => {
    const { call, callFromPage } = setup();
    await call('addSeed', { url: 'https://www.fzu.edu.cn/' });
    const result = await callFromPage('https://zbb.fzu.edu.cn/cgxx.htm', 'reportPageNotices', {
      pageUrl: 'https://zbb.fzu.edu.cn/cgxx.htm',
      notices: [
        { url: 'https://zbb.fzu.edu.cn/info/1021/9.htm', title: '<img src=x onerror=alert(1)>', type: '招标', date: '2024-10-30' },
        { url: 'https://evil.example.com/x', title: '采购公告', type: null },
      ],
    });
    expect(result.added).toBe(1);
    const [stored] = (await call('getSnapshot', undefined)).notices.filter((n) => n.url.includes('/info/1021/9.htm'));
    expect(stored).toMatchObject({ title: '<img src=x onerror=alert(1)>', site: 'fzu.edu.cn', publishedAt: '2024-10-30' });
  });

  it('bounds link classification from a page', async () => {
    const { call } = setup();
    const links = Array.from({ length: 5000 }, (_, i) => ({ url: `https://x.edu.cn/${i}`, text: i % 2 ? '福州大学实验室设备采购项目招标公告' : '关于举办学院运动会的通知' }));
    await expect(call('classifyLinks', { pageUrl: 'https://x.edu.cn/', links })).rejects.toThrow('request.links: more than 200 items');
    const verdicts = await call('classifyLinks', { pageUrl: 'https://x.edu.cn/', links: links.slice(0, 200) });
    expect(verdicts).toHaveLength(200);
    expect(verdicts.slice(0, 2).map((v) => v.label)).toEqual(['other', 'notice']);
  });

  it('exports a backup that restores sites, notices and marks into another profile', async () => {
    const a = setup();
    await a.call('addSeed', { url: 'https://www.fzu.edu.cn/' });
    await a.store.write([{ type: 'put', collection: 'notices', key: notice(1, '').url, value: notice(1, '设备采购公告') }]);
    await a.call('star', { url: notice(1, '').url, starred: true });
    // A backup taken while a crawl runs must not leave the restored profile "crawling".
    await a.store.write([{ type: 'put', collection: 'settings', key: 'crawl', value: { startedAt: NOW.toISOString(), seeds: [] } }]);
    const json = await a.call('exportData', undefined);
    const b = setup();
    expect((await b.call('importData', { json })).records).toBe(4); // site, notice, mark, marker
    const [before, after] = [await a.call('getSnapshot', undefined), await b.call('getSnapshot', undefined)];
    expect(after.notices).toEqual(before.notices);
    expect(after.sites).toEqual(before.sites);
    expect(after.crawling).toBe(false);
  });

  it.skipIf(corpusMissing)('proposes feature terms from real notices and remembers the review', async () => {
    const { store, call } = setup();
    const real = reviewedNotices().filter((n) => n.label === 'notice').slice(0, 600);
    await store.write(real.map((n) => ({ type: 'put' as const, collection: 'notices', key: n.url, value: n })));
    const review = await call('getFeatureReview', undefined);
    expect(review.candidates.length).toBeGreaterThan(5);
    const first = review.candidates[0]!;
    const second = review.candidates[1]!;
    expect(first.seeds.length).toBeGreaterThan(0);
    await call('reviewFeatureTerm', { term: first.term, accepted: true });
    await call('reviewFeatureTerm', { term: second.term, accepted: false });
    const after = await call('getFeatureReview', undefined);
    expect(after.userTerms).toEqual([first.term]);
    expect(after.candidates.map((c) => c.term)).not.toContain(first.term);
    expect(after.candidates.map((c) => c.term)).not.toContain(second.term);
    await expect(call('reviewFeatureTerm', { term: '  ', accepted: true })).rejects.toThrow('empty');
  });
});
