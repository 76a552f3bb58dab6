/**
 * Bad input gets a clear error: the --notify file checked field by field (and the crawl stops
 * with exit 2 before crawling); the Atom feed stays well-formed whatever a title holds.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import { atomFeed, parseNotifyConfig } from '../../lib/notify/index.ts';
import { captureIo } from '../crawl/support.ts';
import { parseAtom } from './feeds.ts';
import { HOSTILE_TITLE, makeItem } from './fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'notify-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the --notify file', () => {
  it('takes every channel type, loopback addresses included (the user\'s own targets)', () => {
    const config = parseNotifyConfig({
      channels: [
        { type: 'wecom', url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k' },
        { type: 'dingtalk', url: 'https://oapi.dingtalk.com/robot/send?access_token=t', secret: 'SECx' },
        { type: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/h', secret: 's' },
        { type: 'email', smtp: 'smtp://u:p@127.0.0.1:2525', from: 'Radar <radar@example.com>', to: ['a@example.com'] },
        { type: 'webhook', url: 'http://127.0.0.1:8080/hook' },
      ],
      only: 'for-me',
      profile: 'p.json',
      atom: 'a.atom',
    });
    expect(config.channels.map((c) => c.type)).toEqual(['wecom', 'dingtalk', 'feishu', 'email', 'webhook']);
    expect(config.only).toBe('for-me');
  });

  it.each([
    [{ channels: [{ type: 'slack', url: 'https://x' }] }, 'channels[0].type: one of wecom, dingtalk, feishu, webhook, email'],
    [{ channels: [{ type: 'wecom', url: 'javascript:alert(1)' }] }, 'channels[0].url: not an http(s) URL'],
    [{ channels: [{ type: 'email', smtp: 'smtp://h', from: 'x@y.z', to: [] }] }, 'channels[0].to: at least one address'],
    [{ channels: [{ type: 'email', smtp: 'http://h', from: 'x@y.z', to: ['a@b.c'] }] }, 'channels[0].smtp: not an smtp:// or smtps:// URL'],
    [{ channels: [], only: 'for-me' }, 'only: "for-me" needs "profile"'],
    [{ channels: [] }, 'nothing to do'],
  ])('refuses %j: %s', (value, message) => {
    expect(() => parseNotifyConfig(value)).toThrow(message);
  });

  it('a bad file stops the crawl with exit 2 and says why, before any request', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ channels: [{ type: 'dingtalk', url: 'ftp://x' }] }));
    const io = captureIo();
    expect(await run(['--seed', 'http://www.example.edu.cn/', '--state', join(dir, 'state'), '--notify', file], io)).toBe(2);
    expect(io.logs.join('\n')).toContain('channels[0].url: not an http(s) URL');
    const missing = captureIo();
    expect(await run(['--seed', 'http://www.example.edu.cn/', '--state', join(dir, 'state'), '--notify', join(dir, 'none.json')], missing)).toBe(2);
    expect(missing.logs.join('\n')).toContain('no such file');
  });
});

describe('the Atom feed', () => {
  it('parses strictly and carries a hostile title as text', async () => {
    const hostile = makeItem(1, { title: `${HOSTILE_TITLE}\u0001]]>`, changes: [{ field: 'deadline', from: '2026-12-01T09:30', to: '2026-12-08T09:30' }] });
    const feed = await parseAtom(atomFeed([hostile, makeItem(2)], new Date('2026-11-28T08:00:00Z')));
    expect(feed.entries).toHaveLength(2);
    expect(feed.entries[0]!.title).toBe(`${HOSTILE_TITLE}]]>`);
    expect(feed.entries[0]!.href).toBe(makeItem(1).url);
    expect(feed.entries[0]!.summary).toContain('变更: 截止 2026-12-01 09:30 → 2026-12-08 09:30');
  });
});
