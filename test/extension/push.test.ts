/**
 * The extension's push to one group (lib/extension/push.ts) as the background wires it
 * (index.ts's afterRun): each run's notices are kept for the announcement (keepForAnnouncement),
 * announced once (announceKept) into the pusher's outbox, then pushed with the service worker's
 * own capabilities (push-caps.ts: fetch and WebCrypto, run here in Node) to local receivers on
 * 127.0.0.1 that check each platform's signature by its documented formula. The target is set
 * through the background's message handlers; the options panel asks for exactly its host.
 */
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announceKept, keepForAnnouncement } from '../../entrypoints/background/crawl-runner.ts';
import { browserPushCaps } from '../../entrypoints/background/push-caps.ts';
import { TEST_PUSH_TITLE } from '../../entrypoints/background/handlers/push.ts';
import { translateFrom } from '../../components/i18n.ts';
import { PushPanel } from '../../components/options/PushPanel.tsx';
import { importBackup } from '../../lib/export/backup.ts';
import { BACKUP_SCHEMA } from '../../lib/extension/backup-checks.ts';
import { createPusher, PUSH_OUTBOX, type PushSetting, type Pusher } from '../../lib/extension/push.ts';
import { SETTINGS } from '../../lib/extension/records.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { startReceivers, type Receivers } from '../notify/receivers.ts';
import { fromExtensionPage, testHandlers } from './handlers.ts';

const SECRETS = { dingtalk: 'SECd1ngta1k-test-secret', feishu: 'fe1shu-test-secret' };
const logs: string[] = [];
const caps = browserPushCaps((text) => void logs.push(text));

let receivers: Receivers;
beforeEach(async () => {
  receivers = await startReceivers(SECRETS);
});
afterEach(async () => {
  await receivers.close();
});

function notice(i: number, over: Partial<Notice> = {}): Notice {
  const url = `https://zbb.example.edu.cn/info/1021/${1000 + i}.htm`;
  return {
    url,
    title: i % 2 ? `实验室设备采购项目（第${i}包）公开招标公告` : `食堂物业服务采购项目（第${i}包）竞争性磋商公告`,
    site: 'example.edu.cn',
    listUrl: 'https://zbb.example.edu.cn/cgxx.htm',
    type: '招标',
    attachments: [],
    firstSeenAt: `2026-11-2${i % 10}T08:00:00.000Z`,
    deadline: '2099-12-01T09:30',
    budget: 1_200_000 + i,
    ...over,
  };
}

/** The background after a run: the notices stored and kept as the crawl delivers them, then announced into the outbox and pushed. */
async function run(store: MemoryStore, pusher: Pusher, fresh: Notice[]) {
  await store.write(fresh.map((n) => ({ type: 'put' as const, collection: 'notices' as const, key: n.url, value: n })));
  await keepForAnnouncement(store, fresh);
  await announceKept(store, [], (all) => pusher.take(all));
  return pusher.push();
}

async function setup(push: PushSetting) {
  const store = new MemoryStore();
  const send = fromExtensionPage(testHandlers({ store, pushCaps: caps }));
  await send('setPush', { push });
  const pusher = createPusher(store, caps, async () => ({ university: (site) => (site === 'example.edu.cn' ? '示例大学' : undefined), match: {} }));
  return { store, send, pusher };
}

/** The notice URLs a received message links, in order. */
const linked = (text: string) => [...text.matchAll(/https:\/\/zbb\.example\.edu\.cn\/info\/1021\/\d+\.htm/g)].map((m) => m[0]);

describe('the extension pushes each run to the group', () => {
  it('signs 钉钉 as documented, and pushes each notice once across two runs', async () => {
    const { store, pusher } = await setup({ type: 'dingtalk', url: receivers.url('dingtalk'), secret: SECRETS.dingtalk, only: 'all' });
    const day1 = [notice(1), notice(2), notice(3)];
    expect(await run(store, pusher, day1)).toMatchObject({ sent: 3, left: 0 });
    // The same notices delivered again (a worker stopped before the crawl marked them) and one new.
    expect(await run(store, pusher, [...day1, notice(4)])).toMatchObject({ sent: 1, left: 0 });
    const got = receivers.of('dingtalk');
    expect(got).toHaveLength(2);
    for (const r of got) {
      expect(r.signed).toBe(true);
      expect(r.query.get('access_token')).toBe('test-token');
      expect(r.json.msgtype).toBe('markdown');
    }
    expect(got[0]!.json.markdown.title).toContain('高校标讯');
    expect(linked(got[0]!.json.markdown.text)).toEqual(day1.map((n) => n.url));
    expect(got[0]!.json.markdown.text).toContain('示例大学');
    expect(linked(got[1]!.json.markdown.text)).toEqual([notice(4).url]);
  });

  it('signs 飞书 as documented in the body', async () => {
    const { store, pusher } = await setup({ type: 'feishu', url: receivers.url('feishu'), secret: SECRETS.feishu, only: 'all' });
    await run(store, pusher, [notice(1), notice(2)]);
    const [r] = receivers.of('feishu');
    expect(r!.signed).toBe(true);
    expect(r!.json.msg_type).toBeDefined();
    expect(linked(r!.body)).toEqual([notice(1).url, notice(2).url]);
  });

  it('sends 企业微信 markdown with page text inert, only the profile\'s matches with "for me"', async () => {
    const { store, send, pusher } = await setup({ type: 'wecom', url: receivers.url('wecom'), only: 'for-me' });
    await send('setProfile', { profile: { groups: [{ name: '实验室', query: '实验室' }], types: [], universities: [], provinces: [], countMatchesOnly: false, reminderDays: 3 } });
    const hostile = notice(5, { title: '实验室<script>alert(1)</script>[点我](http://evil.example/x) 采购' });
    await run(store, pusher, [notice(1), notice(2), hostile]);
    const [r] = receivers.of('wecom');
    expect(r!.query.get('key')).toBe('test-key');
    expect(r!.json.msgtype).toBe('markdown');
    const content: string = r!.json.markdown.content;
    // notice(2) is 食堂物业, not 实验室: left out.
    expect(linked(content)).toEqual([notice(1).url, hostile.url]);
    expect(content).not.toContain('<script>');
    expect(content).not.toContain('](http://evil.example');
    expect(receivers.of('wecom')).toHaveLength(1);
  });

  it('keeps a failed push for the next run, and sends it then, once', async () => {
    const { store, send, pusher } = await setup({ type: 'wecom', url: receivers.url('wecom'), only: 'all' });
    receivers.script('wecom', { status: 502, body: 'bad gateway' });
    const failed = await run(store, pusher, [notice(1), notice(2)]);
    expect(failed).toMatchObject({ sent: 0, left: 2 });
    expect(failed!.error).toContain('502');
    expect(await send('getPush', undefined)).toMatchObject({ pending: 2, lastError: expect.stringContaining('502') });
    // The next run (a new worker: a new pusher over the same store) sends both, with its own new one.
    const next = createPusher(store, caps, async () => ({ university: () => undefined, match: {} }));
    expect(await run(store, next, [notice(3)])).toMatchObject({ sent: 3, left: 0 });
    const got = receivers.of('wecom');
    expect(got).toHaveLength(2);
    expect(linked(got[1]!.json.markdown.content)).toEqual([notice(1).url, notice(2).url, notice(3).url]);
    expect(await send('getPush', undefined)).toEqual({ setting: expect.objectContaining({ type: 'wecom' }), pending: 0 });
    expect(await run(store, next, [])).toBeUndefined();
    expect(receivers.of('wecom')).toHaveLength(2);
  });

  it('sends a batch a stopped worker left in flight again (fetch cannot tell it left)', async () => {
    const { store, pusher } = await setup({ type: 'webhook', url: receivers.url('webhook'), only: 'all' });
    const held = receivers.hold('webhook');
    const pushing = run(store, pusher, [notice(1)]);
    await held; // the request arrived; the worker "stops" before the answer: its outbox has the batch as sending
    const stored = (await store.get(SETTINGS, PUSH_OUTBOX))!;
    expect(Object.values(stored.channels)[0]!.inflight?.state).toBe('sending');
    // The store as the stopped worker left it, opened by the next worker.
    const snapshot = new MemoryStore();
    await snapshot.write([
      { type: 'put', collection: SETTINGS, key: 'push', value: (await store.get(SETTINGS, 'push'))! },
      { type: 'put', collection: SETTINGS, key: PUSH_OUTBOX, value: structuredClone(stored) },
    ]);
    const again = createPusher(snapshot, caps, async () => ({ university: () => undefined, match: {} }));
    expect(await again.push()).toMatchObject({ sent: 1, left: 0 });
    const [first, second] = receivers.of('webhook');
    expect(second!.json.notices.map((n: { url: string }) => n.url)).toEqual(first!.json.notices.map((n: { url: string }) => n.url));
    receivers.release();
    // The original worker, let go on, counts its batch sent: nothing is left to push.
    await pushing;
    expect(await createPusher(store, caps, async () => ({ university: () => undefined, match: {} })).push()).toBeUndefined();
  });

  it('checks the target: http(s) only, one of the four types, a bounded secret; removing it drops its outbox', async () => {
    const store = new MemoryStore();
    const send = fromExtensionPage(testHandlers({ store, pushCaps: caps }));
    await expect(send('setPush', { push: { type: 'wecom', url: 'javascript:alert(1)', only: 'all' } })).rejects.toThrow(/web address/);
    await expect(send('setPush', { push: { type: 'slack' as 'wecom', url: 'https://hooks.example/x', only: 'all' } })).rejects.toThrow();
    await expect(send('setPush', { push: { type: 'feishu', url: 'https://open.feishu.cn/x', secret: 'x'.repeat(201), only: 'all' } })).rejects.toThrow();
    await send('setPush', { push: { type: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc', secret: ' s3cret ', only: 'all' } });
    expect(await send('getPush', undefined)).toEqual({ setting: { type: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc', secret: 's3cret', only: 'all' }, pending: 0 });
    await store.write([{ type: 'put', collection: SETTINGS, key: PUSH_OUTBOX, value: { format: 'tender-radar-outbox', version: 1, items: {}, feed: [], channels: {} } }]);
    await send('setPush', { push: null });
    expect(await send('getPush', undefined)).toEqual({ pending: 0 });
    expect(await store.get(SETTINGS, PUSH_OUTBOX)).toBeUndefined();
  });

  it('a backup restores a valid target and refuses a crafted one', async () => {
    const backup = (push: unknown) => JSON.stringify({ format: 'tender-radar-backup', version: 1, exportedAt: '2026-11-28T00:00:00Z', collections: { settings: { push } } });
    const store = new MemoryStore();
    await importBackup(store, backup({ type: 'dingtalk', url: 'https://oapi.dingtalk.com/robot/send?access_token=t', secret: 'SEC1', only: 'for-me' }), BACKUP_SCHEMA);
    expect(await store.get(SETTINGS, 'push')).toMatchObject({ type: 'dingtalk', only: 'for-me' });
    await expect(importBackup(store, backup({ type: 'dingtalk', url: 'file:///etc/passwd', only: 'all' }), BACKUP_SCHEMA)).rejects.toThrow();
    await expect(importBackup(store, backup({ type: 'dingtalk', url: 'https://x.example/', secret: 'x'.repeat(201), only: 'all' }), BACKUP_SCHEMA)).rejects.toThrow();
  });

  it('sends a test message to the saved target', async () => {
    const { send } = await setup({ type: 'dingtalk', url: receivers.url('dingtalk'), secret: SECRETS.dingtalk, only: 'all' });
    await send('testPush', undefined);
    const [r] = receivers.of('dingtalk');
    expect(r!.signed).toBe(true);
    expect(r!.json.markdown.text).toContain('推送测试');
    receivers.script('dingtalk', { body: { errcode: 310000, errmsg: 'sign not match' } });
    await expect(send('testPush', undefined)).rejects.toThrow(/310000/);
    expect(TEST_PUSH_TITLE).toContain('Tender Radar');
  });
});

describe('the options page', () => {
  const t = translateFrom(JSON.parse(readFileSync('public/_locales/zh_CN/messages.json', 'utf8')));

  it('asks for exactly the push address\'s host at Save, then stores the target', async () => {
    const { document, window } = parseHTML('<!doctype html><html><body><div id="app"></div></body></html>');
    Object.assign(globalThis, { document, window, Event: window.Event });
    const root = document.getElementById('app') as unknown as HTMLElement;
    const calls: string[] = [];
    const asked: string[][] = [];
    let saved: PushSetting | null | undefined;
    const actions = {
      requestHosts: (origins: string[]) => {
        calls.push('request');
        asked.push(origins);
        return Promise.resolve(true);
      },
      getPush: () => Promise.resolve({ pending: 0 }),
      setPush: (push: PushSetting | null) => {
        calls.push('set');
        saved = push;
        return Promise.resolve();
      },
      testPush: () => Promise.resolve(),
    };
    await act(async () => render(h(PushPanel, { actions, t }), root));
    const form = root.querySelector('section.push form')!;
    const input = (name: string) => form.querySelector(`input[name=${name}]`) as unknown as HTMLInputElement;
    // 企业微信 is the default type; it has no secret.
    expect(form.querySelector('input[name=secret]')).toBeNull();
    input('url').value = 'https://qyapi.weixin.qq.com:443/cgi-bin/webhook/send?key=abc';
    await act(async () => void input('url').dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event));
    await act(async () => void form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked).toEqual([['https://qyapi.weixin.qq.com/*']]);
    expect(calls).toEqual(['request', 'set']);
    expect(saved).toEqual({ type: 'wecom', url: 'https://qyapi.weixin.qq.com:443/cgi-bin/webhook/send?key=abc', only: 'for-me' });
    expect(root.querySelector('.message')!.textContent).toBe('已保存');
  });

  it('stores nothing when the host is refused, and shows an error as text', async () => {
    const { document, window } = parseHTML('<!doctype html><html><body><div id="app"></div></body></html>');
    Object.assign(globalThis, { document, window, Event: window.Event });
    const root = document.getElementById('app') as unknown as HTMLElement;
    let set = 0;
    const actions = {
      requestHosts: () => Promise.resolve(false),
      getPush: () => Promise.resolve({ setting: { type: 'wecom' as const, url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', only: 'all' as const }, pending: 3, lastError: '<img src=x onerror=alert(1)>' }),
      setPush: () => (set++, Promise.resolve()),
      testPush: () => Promise.resolve(),
    };
    await act(async () => render(h(PushPanel, { actions, t }), root));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // getPush's answer drawn
    expect((root.querySelector('input[name=url]') as unknown as HTMLInputElement).value).toBe('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k');
    expect(root.querySelector('.pending')!.textContent).toContain('3');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.error')!.textContent).toContain('<img src=x onerror=alert(1)>');
    const form = root.querySelector('section.push form')!;
    await act(async () => void form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(set).toBe(0);
    expect(root.querySelector('.message')!.textContent).toBe(t('permissionDenied'));
  });
});
