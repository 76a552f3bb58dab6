/**
 * The helper's `crawl --notify FILE` over two days of the test web: every channel (企业微信, 钉钉
 * signed, 飞书 signed, a webhook) receives every matching notice exactly once (day 1's, then only
 * day 2's new ones and changes), the signatures verify, and the Atom feed and calendar parse.
 * Then a real SIGKILL of the helper while a receiver holds a request open: the next run loses
 * and repeats nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import { OUTBOX_FILE } from '../../helper/notify/notifier.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { captureIo } from '../crawl/support.ts';
import { parseAtom, parseIcs } from './feeds.ts';
import { startReceivers, type Receivers, type Received } from './receivers.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECRETS = { dingtalk: 'SEC0123456789abcdef', feishu: 'feishu-secret-abc' };
/** The profile's wanted types: calls for bids and their changes, no results. */
const WANTED = ['招标', '采购', '询价', '磋商', '谈判', '单一来源', '更正变更'];

type Line = { url: string; type?: string; changes?: { field: string; from: unknown; to: unknown }[] };

let web: TestWeb;
let rx: Receivers;
const dir = mkdtempSync(join(tmpdir(), 'notify-'));

beforeAll(async () => {
  web = await startTestWeb({ sites: 2, seed: 5 });
  rx = await startReceivers(SECRETS);
});
afterAll(async () => {
  await web?.close();
  await rx?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A notify file and profile in `folder`: every channel, for-me by type, the feed and calendar beside it. */
function notifyFile(folder: string): string {
  writeFileSync(join(folder, 'profile.json'), JSON.stringify({ format: 'tender-radar-profile', version: 1, profile: { groups: [], types: WANTED, universities: [], provinces: [], countMatchesOnly: false, reminderDays: 2 } }));
  const file = join(folder, 'notify.json');
  writeFileSync(file, JSON.stringify({
    channels: [
      { type: 'wecom', url: rx.url('wecom') },
      { type: 'dingtalk', url: rx.url('dingtalk'), secret: SECRETS.dingtalk },
      { type: 'feishu', url: rx.url('feishu'), secret: SECRETS.feishu },
      { type: 'webhook', url: rx.url('webhook') },
    ],
    only: 'for-me',
    profile: 'profile.json',
    atom: 'radar.atom',
    ics: 'deadlines.ics',
  }));
  return file;
}

const crawlArgs = (state: string, notify: string) => [...web.seeds.flatMap((s) => ['--seed', s]), '--state', state, '--resolve', web.resolveRule, '--delay', '0', '--notify', notify];

/** The notice URLs one received message carries, read the way its platform shows them. */
function urlsIn(r: Received): string[] {
  if (r.path === 'webhook') return (r.json.notices as { url: string }[]).map((n) => n.url);
  if (r.path === 'feishu') return (r.json.content.post.zh_cn.content as { tag: string; href?: string }[][]).flat().filter((e) => e.tag === 'a').map((e) => e.href!);
  const text = (r.path === 'wecom' ? r.json.markdown.content : r.json.markdown.text) as string;
  return [...text.matchAll(/\]\((http[^)]+)\)/g)].map((m) => m[1]!);
}

const CHANNELS = ['wecom', 'dingtalk', 'feishu', 'webhook'] as const;
const byChannel = (from: number) => Object.fromEntries(CHANNELS.map((c) => [c, rx.received.slice(from).filter((r) => r.path === c)])) as Record<(typeof CHANNELS)[number], Received[]>;

describe('crawl --notify over two days', () => {
  const folder = mkdtempSync(join(dir, 'two-days-'));
  const state = join(folder, 'state');
  const days: { lines: Line[]; got: ReturnType<typeof byChannel>; logs: string }[] = [];

  beforeAll(async () => {
    const notify = notifyFile(folder);
    for (const day of [1, 2] as const) {
      web.setDay(day);
      const from = rx.received.length;
      const io = captureIo();
      const code = await run(crawlArgs(state, notify), io);
      if (code !== 0) throw new Error(`day ${day} exited ${code}: ${io.logs.join('\n')}`);
      days.push({ lines: io.lines as Line[], got: byChannel(from), logs: io.logs.join('\n') });
    }
  }, 240_000);

  it('day 1 and day 2 each deliver notices, some wanted and some not, and day 2 carries a change', () => {
    for (const d of days) {
      expect(d.lines.filter((l) => WANTED.includes(l.type ?? '')).length).toBeGreaterThan(0);
    }
    expect(days[0]!.lines.some((l) => !WANTED.includes(l.type ?? ''))).toBe(true);
    expect(days[1]!.lines.some((l) => l.changes?.length)).toBe(true);
  });

  it.each(CHANNELS)('%s receives each matching notice of the day exactly once, and nothing else', (channel) => {
    for (const [i, d] of days.entries()) {
      const want = d.lines.filter((l) => WANTED.includes(l.type ?? '')).map((l) => l.url).sort();
      const got = d.got[channel].flatMap(urlsIn).sort();
      expect(got, `day ${i + 1}`).toEqual(want);
    }
  });

  it('the signed channels verify by the documented formulas', () => {
    const signed = days.flatMap((d) => [...d.got.dingtalk, ...d.got.feishu]);
    expect(signed.length).toBeGreaterThan(1);
    expect(signed.every((r) => r.signed === true)).toBe(true);
  });

  it("day 2's change shows old → new", () => {
    const changed = days[1]!.lines.find((l) => l.changes?.length && WANTED.includes(l.type ?? ''))!;
    expect(changed).toBeDefined();
    const { field, from, to } = changed.changes![0]!;
    const words = { deadline: '截止', openingAt: '开标', budget: '预算', title: '标题' }[field]!;
    const text = days[1]!.got.wecom.map((r) => r.json.markdown.content as string).join('\n');
    const line = text.split('\n').find((l) => l.startsWith(`> 变更: ${words} `));
    expect(line, text).toBeDefined();
    expect(line).toContain(' → ');
    if (field === 'deadline') expect(line).toBe(`> 变更: 截止 ${String(from).replace('T', ' ').slice(0, 16)} → ${String(to).replace('T', ' ').slice(0, 16)}`);
  });

  it('the Atom feed parses and lists the matching notices of both days, newest first', async () => {
    const feed = await parseAtom(readFileSync(join(folder, 'radar.atom'), 'utf8'));
    const want = days.flatMap((d) => d.lines.filter((l) => WANTED.includes(l.type ?? '')).map((l) => l.url));
    expect(feed.entries.map((e) => e.href).sort()).toEqual(want.slice(-100).sort());
    const day2 = new Set(days[1]!.lines.map((l) => l.url));
    expect(day2.has(feed.entries[0]!.href!)).toBe(true);
  });

  it('the calendar parses: the upcoming deadlines as VEVENTs with alarms 2 days before and on the day', () => {
    const events = parseIcs(readFileSync(join(folder, 'deadlines.ics'), 'utf8'));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.alarms.map((a) => a.get('TRIGGER'))).toContain('-P2D');
  });

  it('a third run with nothing new pushes nothing', async () => {
    const from = rx.received.length;
    const io = captureIo();
    expect(await run(crawlArgs(state, join(folder, 'notify.json')), io)).toBe(0);
    expect(io.lines).toEqual([]);
    expect(rx.received.length).toBe(from);
  }, 120_000);
});

describe('crawl --notify killed with SIGKILL while a receiver holds a request open', () => {
  it('the next run loses and repeats nothing: every matching notice reaches every channel once', async () => {
    web.setDay(1);
    const folder = mkdtempSync(join(dir, 'kill-'));
    const state = join(folder, 'state');
    const notify = notifyFile(folder);
    const from = rx.received.length;
    const held = rx.hold('wecom');
    const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'helper/cli.ts'), 'crawl', ...crawlArgs(state, notify)], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.resume();
    const closed = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
    await held; // the first wecom message has arrived whole and is held unanswered
    // The kill lands after the helper recorded the batch as written (its rule's line), read from the outbox file.
    const outbox = join(state, OUTBOX_FILE);
    await new Promise<void>((resolve) => {
      const look = () => (existsSync(outbox) && readFileSync(outbox, 'utf8').includes('"state":"written"') ? resolve() : setTimeout(look, 10));
      look();
    });
    child.kill('SIGKILL');
    expect(await closed).toBe('SIGKILL');
    const lines = out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);
    expect(rx.received.slice(from).filter((r) => r.path !== 'wecom')).toEqual([]); // the kill came before the other channels

    const io = captureIo();
    expect(await run(crawlArgs(state, notify), io)).toBe(0);
    expect(io.logs.join('\n')).toContain('counted as sent');
    const want = [...lines, ...(io.lines as Line[])].filter((l) => WANTED.includes(l.type ?? '')).map((l) => l.url).sort();
    expect(want.length).toBeGreaterThan(25); // more than one 企业微信 message: some were still to go after the kill
    const got = byChannel(from);
    expect(got.wecom.length).toBeGreaterThan(1);
    for (const channel of CHANNELS) expect(got[channel].flatMap(urlsIn).sort(), channel).toEqual(want);
  }, 240_000);
});
