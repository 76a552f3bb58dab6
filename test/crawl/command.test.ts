/** The crawl command's arguments and output format (the crawl itself is tested in-process and by kill.test.ts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCrawlArgs } from '../../helper/crawl/args.ts';
import { run } from '../../helper/commands/crawl.ts';
import type { Io } from '../../helper/io.ts';
import { noticeLine, summaryTable } from '../../helper/crawl/output.ts';
import { clip, displayWidth } from '../../helper/crawl/table.ts';
import type { Notice } from '../../lib/types/notice.ts';

const dir = mkdtempSync(join(tmpdir(), 'crawl-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('crawl arguments', () => {
  it('reads seeds from flags and a file, with defaults', () => {
    const file = join(dir, 'seeds.txt');
    writeFileSync(file, '# universities\nhttp://www.fzu.edu.cn/\n\n福州大学,https://www.fzu.edu.cn/zbgg.htm\n');
    const args = parseCrawlArgs(['--seed', 'http://www.x.edu.cn/', '--seeds', file, '--state', dir, '--resolve', '*.edu.cn=127.0.0.1:1', '--depth', '2']);
    expect(args).toEqual({
      seeds: ['http://www.x.edu.cn/', 'http://www.fzu.edu.cn/', 'https://www.fzu.edu.cn/zbgg.htm'],
      state: dir,
      resolve: ['*.edu.cn=127.0.0.1:1'],
      depth: 2,
      maxPages: undefined,
      delayMs: 1000,
    });
  });

  it.each([
    [['--state', 'x'], /--seed/],
    [['--seed', 'http://www.x.edu.cn/'], /--state/],
    [['--seed', 'ftp://x.edu.cn/', '--state', 'x'], /not an http/],
    [['--seed', 'http://www.x.edu.cn/', '--state', 'x', '--depth', '-1'], /--depth/],
    [['--seed', 'http://www.x.edu.cn/', '--state', 'x', '--bogus'], /bogus/],
    [['--seed', 'http://www.x.edu.cn/', '--state', 'x', '--browser', '/no/such/chromium'], /--browser \/no\/such\/chromium: no such file/],
    [['--seed', 'http://www.x.edu.cn/', '--state', 'x', '--browser-timeout', '5'], /needs --browser/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCrawlArgs(argv)).toThrow(message);
  });
});

/** An Io that keeps what the command writes. */
function captureIo(): Io & { logs: string[]; lines: unknown[] } {
  const logs: string[] = [];
  const lines: unknown[] = [];
  return { args: [], logs, lines, out: () => {}, outLine: (v) => lines.push(v), log: (t) => logs.push(t), close: async () => {} };
}

describe('crawl command exit codes', () => {
  it('exits 2 with the usage on bad arguments, before touching anything', async () => {
    const io = captureIo();
    expect(await run(['--state', join(dir, 'never')], io)).toBe(2);
    expect(io.logs.join('\n')).toMatch(/--seed[\s\S]*usage/);
  });

  it('exits 1 when the state directory cannot be used', async () => {
    const file = join(dir, 'not-a-dir');
    writeFileSync(file, 'x');
    const io = captureIo();
    expect(await run(['--seed', 'http://www.x.edu.cn/', '--state', join(file, 'state')], io)).toBe(1);
    expect(io.logs.join('\n')).toMatch(/cannot use the state directory/);
    expect(io.lines).toEqual([]);
  });
});

describe('crawl output', () => {
  const notice: Notice = {
    url: 'http://zbb.x.edu.cn/info/1.htm',
    title: '实验室改造工程招标公告',
    site: 'x.edu.cn',
    listUrl: 'http://zbb.x.edu.cn/zbgg.htm',
    type: '招标',
    attachments: [{ name: '招标文件.pdf', url: 'http://zbb.x.edu.cn/a.pdf' }],
    firstSeenAt: '2026-11-20T08:00:00.000Z',
    budget: 1_200_000,
    fingerprint: 'abc',
    body: 'long text',
  };

  it('prints the documented fields only, absent ones left out', () => {
    expect(noticeLine(notice)).toEqual({
      url: notice.url,
      title: notice.title,
      site: 'x.edu.cn',
      listUrl: notice.listUrl,
      type: '招标',
      budget: 1_200_000,
      attachments: notice.attachments,
      aliases: [],
      firstSeenAt: notice.firstSeenAt,
    });
    expect(noticeLine({ ...notice, aliases: ['http://www.x.edu.cn/info/9.htm'] }).aliases).toEqual(['http://www.x.edu.cn/info/9.htm']);
  });

  it('summarises sites and names the failed ones', () => {
    const table = summaryTable([
      { site: 'x.edu.cn', mode: 'discover', listPages: 3, notices: 10, newNotices: 10, requests: 40, errors: {} },
      { site: 'y.edu.cn', mode: 'discover', listPages: 0, notices: 0, newNotices: 0, requests: 1, errors: { dns: 1 }, lastError: 'dns: ENOTFOUND' },
    ]);
    expect(table).toMatch(/^site\s+mode\s+lists/);
    expect(table).toContain('dns×1');
    expect(table).toContain('2 sites, 1 failed: y.edu.cn (dns: ENOTFOUND)');
  });

  it('measures and clips CJK text by terminal columns', () => {
    expect(displayWidth('招标ab')).toBe(6);
    expect(displayWidth(clip('关于实验室改造工程的招标公告', 10))).toBeLessThanOrEqual(10);
    expect(clip('短', 10)).toBe('短');
  });
});
