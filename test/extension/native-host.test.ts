/**
 * Native messaging, as the browser does it: install-native writes the manifest and launcher,
 * the launcher runs native-host, and length-prefixed JSON goes both ways (test web on 127.0.0.1).
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFrame, FrameReader } from '../../helper/commands/native-host.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const ID = 'abcdefghijklmnopabcdefghijklmnop';
const tmp = mkdtempSync(join(tmpdir(), 'tender-radar-native-'));
let web: TestWeb;
let launcher: string;

const helper = (...args: string[]) =>
  execFileSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'helper/cli.ts'), ...args], {
    env: { ...process.env, HOME: tmp },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Starts the host through its launcher and returns a way to ask it things. */
function startHost(...args: string[]) {
  const child: ChildProcessWithoutNullStreams = spawn(launcher, [`chrome-extension://${ID}/`, ...args]);
  const reader = new FrameReader();
  const replies: unknown[] = [];
  const waiters: (() => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    replies.push(...reader.push(chunk));
    waiters.splice(0).forEach((w) => w());
  });
  const next = async (): Promise<Record<string, unknown>> => {
    while (replies.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
    return replies.shift() as Record<string, unknown>;
  };
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, next, exited, send: (m: unknown) => child.stdin.write(encodeFrame(m)) };
}

beforeAll(async () => {
  web = await startTestWeb({ sites: 1, seed: 3 });
  const written = helper('install-native', '--browser', 'chromium', '--extension-id', ID, '--user-data-dir', join(tmp, 'profile'), '--launcher-dir', join(tmp, 'bin'));
  launcher = written.trim().split('\n')[1]!;
});
afterAll(() => web?.close());

describe('install-native', () => {
  it('writes the host manifest in the profile and an executable launcher', () => {
    const manifest = JSON.parse(readFileSync(join(tmp, 'profile', 'NativeMessagingHosts', 'com.tender_radar.helper.json'), 'utf8'));
    expect(manifest).toEqual({
      name: 'com.tender_radar.helper',
      description: 'Tender Radar local helper',
      path: launcher,
      type: 'stdio',
      allowed_origins: [`chrome-extension://${ID}/`],
    });
    expect(statSync(launcher).mode & 0o111).not.toBe(0);
  });

  it('writes a Firefox manifest under HOME with the extension id', () => {
    helper('install-native', '--browser', 'firefox', '--extension-id', 'tender-radar@tender-radar.local', '--launcher-dir', join(tmp, 'bin'));
    const manifest = JSON.parse(readFileSync(join(tmp, '.mozilla', 'native-messaging-hosts', 'com.tender_radar.helper.json'), 'utf8'));
    expect(manifest.allowed_extensions).toEqual(['tender-radar@tender-radar.local']);
  });

  it('refuses a bad id or browser with a usage message', () => {
    expect(() => helper('install-native', '--browser', 'chromium', '--extension-id', 'not-an-id')).toThrow(/not a chromium extension id/);
    expect(() => helper('install-native', '--browser', 'safari', '--extension-id', ID)).toThrow(/usage/);
  });
});

describe('native-host', () => {
  it('answers ping, refuses garbage, and crawls a site of the test web', async () => {
    const host = startHost('--state', join(tmp, 'state'), '--resolve', web.resolveRule, '--delay', '0');
    host.send({ id: 1, type: 'ping' });
    expect(await host.next()).toEqual({ id: 1, type: 'pong', version: '0.1.0' });
    const junk = Buffer.from('{oops', 'utf8');
    const head = Buffer.alloc(4);
    head.writeUInt32LE(junk.length);
    host.child.stdin.write(Buffer.concat([head, junk]));
    expect(await host.next()).toEqual({ type: 'error', error: 'message is not JSON' });
    host.send({ id: 2, type: 'format-disk' });
    expect(await host.next()).toMatchObject({ id: 2, type: 'error' });

    host.send({ id: 3, type: 'crawl', seed: web.seeds[0] });
    const reply = await host.next();
    const truth = web.truth(1).sites[0]!;
    const urls = new Set((reply.notices as { url: string }[]).map((n) => n.url));
    const hits = truth.notices.filter((n) => urls.has(n.url)).length;
    expect(reply).toMatchObject({ id: 3, type: 'crawl', site: truth.domain, truncated: false });
    expect((reply.listPages as string[]).length).toBeGreaterThan(0);
    expect(hits / truth.notices.length).toBeGreaterThanOrEqual(0.9);
    host.child.stdin.end();
    expect(await host.exited).toBe(0);
  });

  it('stops on a frame over 1 MB instead of buffering it', async () => {
    const host = startHost('--state', join(tmp, 'state2'));
    const head = Buffer.alloc(4);
    head.writeUInt32LE(64 * 1024 * 1024);
    host.child.stdin.write(head);
    expect(await host.next()).toMatchObject({ type: 'error', error: expect.stringContaining('over the') });
    expect(await host.exited).toBe(1);
  });
});
