/**
 * Each platform's message as its documentation gives it, posted to a local receiver that checks
 * the shape and recomputes the signature: 企业微信 markdown within 4096 bytes, 钉钉 signed in the
 * query, 飞书 signed in the body within 20 KB, the webhook's JSON; long batches split; rate-limit
 * answers waited for and retried; other error codes kept for the next run; hostile titles inert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DINGTALK_TEXT_BYTES, emailMessages, emptyOutbox, FEISHU_BODY_BYTES, Outbox, pushAll, WECOM_CONTENT_BYTES, type ChannelConfig, type Mail, type NotifyCaps, type NotifyItem } from '../../lib/notify/index.ts';
import { nodeHmac, nodePost } from '../../helper/notify/node-caps.ts';
import { HOSTILE_TITLE, items, makeItem } from './fixtures.ts';
import { startReceivers, type Receivers } from './receivers.ts';

const SECRETS = { dingtalk: 'SECtest-dingtalk-secret', feishu: 'feishu-secret-123' };
let rx: Receivers;
beforeAll(async () => {
  rx = await startReceivers(SECRETS);
});
afterAll(() => rx.close());

function caps(sleeps: number[] = [], mails: Mail[] = []): NotifyCaps {
  return {
    post: nodePost,
    hmacSha256Base64: nodeHmac,
    now: Date.now,
    sleep: async (ms) => void sleeps.push(ms), // the waits are recorded, not spent
    sendMail: async (_channel, mail) => void mails.push(mail),
  };
}

async function push(channel: ChannelConfig, batch: NotifyItem[], c: NotifyCaps = caps()) {
  const outbox = new Outbox(emptyOutbox(), () => {}, Date.now);
  const { channelKey, channelLabel } = await import('../../lib/notify/index.ts');
  await outbox.enqueue(batch, new Map([[channelKey(channel), channelLabel(channel)]]));
  const [report] = await pushAll(outbox, [channel], c);
  return { report: report!, outbox, key: channelKey(channel) };
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const start = () => rx.received.length;
const since = (from: number, path: string) => rx.received.slice(from).filter((r) => r.path === path);

describe('企业微信 group robot', () => {
  it('posts {"msgtype":"markdown","markdown":{"content"}} with the linked title, university, type, deadline, budget and the change old → new', async () => {
    const from = start();
    const changed = makeItem(1, { title: '实验室设备采购项目更正公告', type: '更正变更', changes: [{ field: 'deadline', from: '2026-12-01T09:30', to: '2026-12-08T09:30' }] });
    const { report } = await push({ type: 'wecom', url: rx.url('wecom') }, [makeItem(0), changed]);
    expect(report).toMatchObject({ sent: 2, messages: 1, left: 0 });
    const [got] = since(from, 'wecom');
    expect(got!.query.get('key')).toBe('test-key');
    expect(Object.keys(got!.json)).toEqual(['msgtype', 'markdown']);
    expect(got!.json.msgtype).toBe('markdown');
    const content = got!.json.markdown.content as string;
    expect(content).toContain(`[实验室设备采购项目（第0包）公开招标公告](${makeItem(0).url})`);
    expect(content).toContain('示例大学0 · 招标 · 截止 2099-12-01 09:30 · 预算 120 万元');
    expect(content).toContain('变更: 截止 2026-12-01 09:30 → 2026-12-08 09:30');
    expect(content).toContain('1 条新公告, 1 条变更');
  });

  it('splits a long batch into messages of at most 4096 bytes, every notice once, numbered', async () => {
    const from = start();
    const batch = items(60).map((i) => ({ ...i, title: `${i.title}${'（含安装调试及三年维保服务）'.repeat(3)}` }));
    const { report } = await push({ type: 'wecom', url: rx.url('wecom') }, batch);
    const got = since(from, 'wecom');
    expect(got.length).toBeGreaterThan(1);
    expect(report).toMatchObject({ sent: 60, messages: got.length, left: 0 });
    for (const r of got) expect(bytes(r.json.markdown.content)).toBeLessThanOrEqual(WECOM_CONTENT_BYTES);
    const all = got.map((r) => r.json.markdown.content as string).join('\n');
    for (const i of batch) expect(all.split(`](${i.url})`).length - 1, i.url).toBe(1);
    expect(got[0]!.json.markdown.content).toContain(`(1/${got.length})`);
  });

  it('waits and retries on errcode 45009, and keeps the notices for the next run on any other errcode', async () => {
    const sleeps: number[] = [];
    const from = start();
    rx.script('wecom', { body: { errcode: 45009, errmsg: 'api freq out of limit' } });
    const ok = await push({ type: 'wecom', url: rx.url('wecom') }, items(2), caps(sleeps));
    expect(sleeps).toEqual([60_000]);
    expect(ok.report).toMatchObject({ sent: 2, left: 0 });
    expect(since(from, 'wecom')).toHaveLength(2); // the refused one and the retry

    rx.script('wecom', { body: { errcode: 93000, errmsg: 'invalid webhook url' } });
    const failed = await push({ type: 'wecom', url: rx.url('wecom') }, items(2), caps());
    expect(failed.report).toMatchObject({ sent: 0, left: 2 });
    expect(failed.report.error).toContain('errcode 93000');
    expect(failed.outbox.state.channels[failed.key]!.lastError).toContain('93000');
  });

  it('gives up for this run after three rate-limit answers, the notices kept in order', async () => {
    const sleeps: number[] = [];
    rx.script('wecom', ...Array.from({ length: 3 }, () => ({ body: { errcode: 45009, errmsg: 'api freq out of limit' } })));
    const { report, outbox, key } = await push({ type: 'wecom', url: rx.url('wecom') }, items(3), caps(sleeps));
    expect(sleeps).toEqual([60_000, 60_000]);
    expect(report).toMatchObject({ sent: 0, left: 3 });
    expect(outbox.state.channels[key]!.pending).toEqual(items(3).map((i) => i.id));
  });

  it('paces itself to 20 messages a minute', async () => {
    const sleeps: number[] = [];
    let clock = 1_800_000_000_000;
    const c = { ...caps(), now: () => clock, sleep: async (ms: number) => void (sleeps.push(ms), (clock += ms)) };
    // 21 messages: each notice alone fills most of a message.
    const batch = items(21).map((i) => ({ ...i, title: '采'.repeat(1000) }));
    const { report } = await push({ type: 'wecom', url: rx.url('wecom') }, batch, c);
    expect(report.messages).toBe(21);
    expect(sleeps).toEqual([60_000]);
  });
});

describe('钉钉 custom robot', () => {
  it('signs timestamp and sign in the query as documented, and posts {"msgtype":"markdown","markdown":{"title","text"}}', async () => {
    const from = start();
    const { report } = await push({ type: 'dingtalk', url: rx.url('dingtalk'), secret: SECRETS.dingtalk }, items(3));
    expect(report).toMatchObject({ sent: 3, messages: 1 });
    const [got] = since(from, 'dingtalk');
    expect(got!.query.get('access_token')).toBe('test-token');
    expect(got!.signed).toBe(true);
    expect(got!.json.msgtype).toBe('markdown');
    expect(got!.json.markdown.title).toBe('高校标讯: 3 条新公告');
    expect(got!.json.markdown.text).toContain(`](${makeItem(2).url})`);
  });

  it('a wrong secret gives a signature the receiver rejects', async () => {
    const from = start();
    await push({ type: 'dingtalk', url: rx.url('dingtalk'), secret: 'SECwrong' }, items(1));
    expect(since(from, 'dingtalk')[0]!.signed).toBe(false);
  });

  it('waits on errcode 130101 (limited for 10 minutes) and splits within its text limit', async () => {
    const sleeps: number[] = [];
    const from = start();
    rx.script('dingtalk', { body: { errcode: 130101, errmsg: 'send too fast, exceed 20 times per minute' } });
    const batch = items(40).map((i) => ({ ...i, title: '采'.repeat(300) }));
    const { report } = await push({ type: 'dingtalk', url: rx.url('dingtalk'), secret: SECRETS.dingtalk }, batch, caps(sleeps));
    expect(sleeps).toEqual([600_000]);
    expect(report).toMatchObject({ sent: 40, left: 0 });
    const got = since(from, 'dingtalk').slice(1);
    expect(got.length).toBeGreaterThan(1);
    for (const r of got) expect(bytes(r.json.markdown.text)).toBeLessThanOrEqual(DINGTALK_TEXT_BYTES);
  });
});

describe('飞书 custom bot', () => {
  it('signs timestamp (seconds) and sign in the body as documented, and posts a rich-text post', async () => {
    const from = start();
    const changed = makeItem(5, { changes: [{ field: 'budget', from: 1_000_000, to: 1_200_000 }] });
    const { report } = await push({ type: 'feishu', url: rx.url('feishu'), secret: SECRETS.feishu }, [makeItem(4), changed]);
    expect(report).toMatchObject({ sent: 2, messages: 1 });
    const [got] = since(from, 'feishu');
    expect(got!.signed).toBe(true);
    expect(got!.json.msg_type).toBe('post');
    const post = got!.json.content.post.zh_cn;
    expect(post.title).toBe('高校标讯: 1 条新公告, 1 条变更');
    expect(post.content[0]).toEqual([{ tag: 'a', text: makeItem(4).title, href: makeItem(4).url }]);
    expect(post.content.flat().map((e: { text: string }) => e.text)).toContain('变更: 预算 100 万元 → 120 万元');
  });

  it('keeps each body within 20 KB and waits on code 11232', async () => {
    const sleeps: number[] = [];
    const from = start();
    rx.script('feishu', { body: { code: 11232, msg: 'frequency limited' } });
    const batch = items(80).map((i) => ({ ...i, title: '设'.repeat(200) }));
    const { report } = await push({ type: 'feishu', url: rx.url('feishu'), secret: SECRETS.feishu }, batch, caps(sleeps));
    expect(sleeps).toEqual([60_000]);
    expect(report).toMatchObject({ sent: 80, left: 0 });
    const got = since(from, 'feishu');
    expect(got.length).toBeGreaterThan(2);
    for (const r of got) expect(bytes(r.body)).toBeLessThanOrEqual(20 * 1024);
    expect(FEISHU_BODY_BYTES).toBeLessThan(20 * 1024);
  });
});

describe('generic webhook', () => {
  it('posts the notices as JSON with a batch id, also as Idempotency-Key', async () => {
    const from = start();
    const { report } = await push({ type: 'webhook', url: rx.url('webhook') }, items(3));
    expect(report).toMatchObject({ sent: 3, messages: 1 });
    const [got] = since(from, 'webhook');
    expect(got!.json).toMatchObject({ format: 'tender-radar-notices', version: 1, part: 1, parts: 1 });
    expect(got!.json.notices.map((n: NotifyItem) => n.url)).toEqual(items(3).map((i) => i.url));
    expect(got!.headers['idempotency-key']).toBe(`${got!.json.batch}-1`);
  });

  it('honours 429 with Retry-After', async () => {
    const sleeps: number[] = [];
    rx.script('webhook', { status: 429, body: 'slow down', headers: { 'retry-after': '7' } });
    const { report } = await push({ type: 'webhook', url: rx.url('webhook') }, items(1), caps(sleeps));
    expect(sleeps).toEqual([7_000]);
    expect(report.sent).toBe(1);
  });
});

describe('hostile titles', () => {
  const hostile = makeItem(9, { title: HOSTILE_TITLE, url: 'https://zbb.example0.edu.cn/a(b)<c>.htm' });

  it('are inert in markdown: no tag, no link, no emphasis but our own', async () => {
    const from = start();
    await push({ type: 'wecom', url: rx.url('wecom') }, [hostile]);
    const content = since(from, 'wecom')[0]!.json.markdown.content as string;
    expect(content).not.toMatch(/<script|<font|<@|\]\(http:\/\/evil/);
    expect(content).toContain('＜script＞alert（1）＜/script＞［点我领奖］（http://evil.example/x）');
    // Our one link, to the notice's own URL with its brackets encoded.
    expect(content.match(/\]\(/g)).toHaveLength(1);
    expect(content).toContain('](https://zbb.example0.edu.cn/a%28b%29%3Cc%3E.htm)');
  });

  it('are text in 飞书 elements and escaped in email HTML', async () => {
    const from = start();
    await push({ type: 'feishu', url: rx.url('feishu') }, [hostile]);
    expect(since(from, 'feishu')[0]!.json.content.post.zh_cn.content[0][0].text).toBe(HOSTILE_TITLE);
    const { mail } = emailMessages({ type: 'email', smtp: 'smtp://127.0.0.1:2525', from: 'radar@example.com', to: ['team@example.com'] }, [hostile])[0]!;
    expect(mail.html).not.toMatch(/<script|<font|<@all/);
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.text).toContain(HOSTILE_TITLE);
  });

  it('a javascript: link is never linked', async () => {
    const from = start();
    await push({ type: 'wecom', url: rx.url('wecom') }, [makeItem(8, { url: 'javascript:alert(1)' })]);
    expect(since(from, 'wecom')[0]!.json.markdown.content).not.toContain('javascript:');
  });
});

describe('email', () => {
  it('sends one HTML + text mail per batch through the transport', async () => {
    const mails: Mail[] = [];
    const channel: ChannelConfig = { type: 'email', smtp: 'smtp://u:p@127.0.0.1:2525', from: 'radar@example.com', to: ['a@example.com', 'b@example.com'] };
    const { report } = await push(channel, items(150), caps([], mails));
    expect(report).toMatchObject({ sent: 150, messages: 2 });
    expect(mails.map((m) => m.subject)).toEqual(['高校标讯: 100 条新公告 (1/2)', '高校标讯: 50 条新公告 (2/2)']);
    expect(mails[0]!.to).toEqual(['a@example.com', 'b@example.com']);
    expect(mails[0]!.html).toContain(`<a href="${makeItem(0).url}">`);
    expect(mails[1]!.text).toContain(makeItem(149).url);
  });
});
