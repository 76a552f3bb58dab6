/**
 * A web page cannot drive the extension: messages from a content script, through the real
 * messenger and the background's real handlers, are refused unless they come from a watched site
 * (or any site after the user's opt-in), are about the sender tab's own page, and fit the bounds.
 * A refused message stores nothing and adds no seed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { SETTINGS, WATCH } from '../../lib/extension/records.ts';
import { onMessage, type Runtime, type Sender } from '../../lib/messages/messenger.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { isPublicHttpUrl } from '../../lib/url/private-hosts.ts';
import { testHandlers } from '../extension/handlers.ts';

const ID = 'test-extension-id';
const WATCHED = 'https://zbb.fzu.edu.cn/cgxx.htm';

let store: MemoryStore;
let crawls: (string | undefined)[];

/** A content script in a tab showing `tabUrl` sends one message; the reply as the messenger gives it. */
async function fromPage(tabUrl: string, type: string, data: unknown): Promise<{ ok: boolean; value?: unknown; error?: string }> {
  const sender: Sender = { id: ID, url: tabUrl, tab: { id: 7, url: tabUrl } };
  const replies = await fakeBrowser.runtime.onMessage.trigger({ protocol: 'tender-radar', type, data }, sender as never);
  return (await replies.find(Boolean)) as unknown as { ok: boolean; value?: unknown; error?: string };
}

const notice = (n: number, host = 'zbb.fzu.edu.cn') => ({ url: `https://${host}/info/1021/${n}.htm`, title: `实验室设备采购项目招标公告${n}`, date: '2026-11-20', type: '招标' });
const stored = async () => ({ notices: await store.keys('notices'), watch: await store.getAll(WATCH) });

beforeEach(async () => {
  fakeBrowser.reset();
  store = new MemoryStore();
  crawls = [];
  await store.write([{ type: 'put', collection: WATCH, key: 'fzu.edu.cn', value: { site: 'fzu.edu.cn', seeds: ['https://www.fzu.edu.cn/'], paused: false, addedAt: '2026-11-01T00:00:00Z' } }]);
  const handlers = testHandlers({ store, startCrawl: (site) => void crawls.push(site) });
  onMessage(fakeBrowser.runtime as unknown as Runtime, handlers);
});

describe('messages from a web page', () => {
  it('stores the notices of a watched site’s page it runs on (the control)', async () => {
    expect(await fromPage(WATCHED, 'reportPageNotices', { pageUrl: WATCHED, notices: [notice(1), notice(2)] })).toEqual({ ok: true, value: { added: 2 } });
    expect((await stored()).notices).toHaveLength(2);
  });

  it('refuses an unwatched site, a paused one, and a tab without a web page', async () => {
    const evil = 'https://www.evil-example.com/list.htm';
    const before = await stored();
    expect(await fromPage(evil, 'reportPageNotices', { pageUrl: evil, notices: [notice(1, 'www.evil-example.com')] })).toEqual({ ok: false, error: 'not a watched site' });
    expect(await fromPage(evil, 'classifyLinks', { pageUrl: evil, links: [{ url: `${evil}#a`, text: '采购公告' }] })).toMatchObject({ ok: false });
    expect(await fromPage(evil, 'addSeed', { url: evil })).toEqual({ ok: false, error: 'not a watched site' });
    await store.write([{ type: 'put', collection: WATCH, key: 'fzu.edu.cn', value: { ...before.watch[0]!, paused: true } }]);
    expect(await fromPage(WATCHED, 'reportPageNotices', { pageUrl: WATCHED, notices: [notice(1)] })).toEqual({ ok: false, error: 'not a watched site' });
    expect((await stored()).notices).toEqual([]);
    expect(crawls).toEqual([]);
  });

  it('after the "mark on every site" opt-in, hears any site, still about its own page only', async () => {
    const other = 'https://www.other-example.com/news.htm';
    await store.write([{ type: 'put', collection: SETTINGS, key: 'markEverywhere', value: true }]);
    expect(await fromPage(other, 'reportPageNotices', { pageUrl: other, notices: [notice(1, 'www.other-example.com')] })).toEqual({ ok: true, value: { added: 1 } });
    expect(await fromPage(other, 'reportPageNotices', { pageUrl: WATCHED, notices: [notice(2)] })).toMatchObject({ ok: false, error: expect.stringMatching(/not about the page/) });
  });

  it('refuses notices for a page other than the sender tab’s, and another site’s URLs among them', async () => {
    const reply = await fromPage(WATCHED, 'reportPageNotices', { pageUrl: 'https://zbb.fzu.edu.cn/other.htm', notices: [notice(1)] });
    expect(reply).toEqual({ ok: false, error: 'request: not about the page the script runs on' });
    const mixed = await fromPage(WATCHED, 'reportPageNotices', { pageUrl: `${WATCHED}#top`, notices: [notice(3, 'www.evil-example.com'), notice(4)] });
    expect(mixed).toEqual({ ok: true, value: { added: 1 } });
    expect((await stored()).notices).toEqual(['https://zbb.fzu.edu.cn/info/1021/4.htm']);
  });

  it('refuses 2,000 notices, over-long titles and links, and odd shapes whole', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => notice(i));
    expect(await fromPage(WATCHED, 'reportPageNotices', { pageUrl: WATCHED, notices: many })).toEqual({ ok: false, error: 'request.notices: more than 200 items' });
    const long = { ...notice(1), title: '采'.repeat(301) };
    expect(await fromPage(WATCHED, 'reportPageNotices', { pageUrl: WATCHED, notices: [long] })).toEqual({ ok: false, error: 'request.notices[0].title: longer than 300 characters' });
    const links = Array.from({ length: 2000 }, (_, i) => ({ url: `https://zbb.fzu.edu.cn/${i}`, text: '采购公告' }));
    expect(await fromPage(WATCHED, 'classifyLinks', { pageUrl: WATCHED, links })).toMatchObject({ ok: false, error: 'request.links: more than 200 items' });
    expect(await fromPage(WATCHED, 'reportPageNotices', { pageUrl: WATCHED, notices: [{ ...notice(1), title: { toString: 1 } }] })).toMatchObject({ ok: false });
    expect(await fromPage(WATCHED, 'reportPageNotices', { pageUrl: WATCHED, notices: [{ ...notice(1), type: '<script>' }] })).toMatchObject({ ok: false });
    expect(await fromPage(WATCHED, 'reportPageNotices', null)).toMatchObject({ ok: false, error: 'request: expected an object' });
    expect((await stored()).notices).toEqual([]);
  });

  it('adds as a seed only the page itself, on a public host; never a private address', async () => {
    const before = await stored();
    for (const url of ['http://192.168.1.1/', 'http://127.0.0.1:8080/', 'http://localhost/', 'http://[::1]/', 'http://10.0.0.8/admin', 'https://zbb.fzu.edu.cn/other.htm']) {
      expect(await fromPage(WATCHED, 'addSeed', { url }), url).toMatchObject({ ok: false });
    }
    // A page on a private address may not even offer itself.
    await store.write([{ type: 'put', collection: SETTINGS, key: 'markEverywhere', value: true }]);
    expect(await fromPage('http://192.168.1.1/list.htm', 'addSeed', { url: 'http://192.168.1.1/list.htm' })).toEqual({ ok: false, error: 'addSeed: not a public web address' });
    expect(await stored()).toEqual(before);
    expect(crawls).toEqual([]);
    // The control: the page itself (the bar's trusted click).
    expect(await fromPage(WATCHED, 'addSeed', { url: WATCHED })).toMatchObject({ ok: true, value: { site: 'fzu.edu.cn' } });
    expect(crawls).toEqual(['fzu.edu.cn']);
  });

  it('never lets a page send what only the extension’s own pages may', async () => {
    for (const type of ['importData', 'removeSite', 'setMarkEverywhere', 'markRead', 'exportData', 'setSchedule', 'checkNow']) {
      expect(await fromPage(WATCHED, type, {}), type).toEqual({ ok: false, error: `${type}: sender not allowed` });
    }
  });

  it('tells public hosts from private ones', () => {
    expect(['https://www.fzu.edu.cn/', 'http://8.8.8.8/'].map(isPublicHttpUrl)).toEqual([true, true]);
    const refused = ['http://192.168.0.1/', 'http://172.20.1.1/', 'http://169.254.169.254/latest', 'http://2130706433/', 'http://0x7f.1/', 'http://[::ffff:10.0.0.1]/',
      'http://[fd00::1]/', 'http://printer.local/', 'http://intranet/', 'ftp://x.edu.cn/', 'http://user:pw@x.edu.cn/', 'javascript:alert(1)'];
    expect(refused.filter(isPublicHttpUrl)).toEqual([]);
  });
});
