/**
 * `helper page`: fetches a page of the test web on 127.0.0.1 (through --resolve) or reads a saved
 * page, and prints the pipeline's view of it as JSON; a fetch error exits 1 with a clear message.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/page.ts';
import type { Io } from '../../helper/io.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer as startShapes19 } from '../shapes19/server.ts';
import { corpusPresent } from '../shapes19/titles.mjs';

function captureIo(): Io & { output: () => string; logs: () => string } {
  let out = '';
  let log = '';
  return {
    args: [],
    out: (text) => (out += text),
    outLine: (value) => (out += `${JSON.stringify(value)}\n`),
    log: (text) => (log += `${text}\n`),
    close: async () => {},
    output: () => out,
    logs: () => log,
  };
}

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb();
});
afterAll(() => web?.close());

describe('helper page', () => {
  it('fetches a list page through --resolve and prints its links, blocks and list region', async () => {
    const site = web.truth().sites.find((s) => s.blockedHosts.length === 0)!;
    const listUrl = site.listPages[0]!;
    const io = captureIo();
    expect(await run([listUrl, '--resolve', web.resolveRule], io)).toBe(0);
    const report = JSON.parse(io.output());
    expect(report.url).toBe(listUrl);
    expect(report.charset).toMatch(/utf-8|gb18030/);
    expect(report.title.length).toBeGreaterThan(0);
    expect(report.listRegions.length).toBeGreaterThan(0);
    const rows = report.listRegions[0].linkIndexes.map((i: number) => report.links[i]);
    const truth = new Set(site.notices.map((n) => n.url));
    expect(rows.some((row: { url: string }) => truth.has(row.url))).toBe(true);
    for (const link of report.links) expect(Object.keys(link)).toEqual(expect.arrayContaining(['url', 'text', 'title', 'context', 'inScope']));
    for (const block of report.blocks) expect(block.text.length).toBeLessThanOrEqual(200);
  });

  it.skipIf(!corpusPresent)('shows a list a JSP site gives only with its session cookie (test/shapes19 session-cookie), not its homepage', async () => {
    const server = (await startShapes19({ port: 0 })) as Server;
    try {
      const io = captureIo();
      const url = 'http://www.jhs.edu.cn/zbxx/list.jsp';
      expect(await run([url, '--resolve', `*.edu.cn=127.0.0.1:${(server.address() as AddressInfo).port}`], io)).toBe(0);
      const report = JSON.parse(io.output());
      expect(report.url).toBe(url);
      expect(report.listRegions.length).toBeGreaterThan(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reads a saved GBK page with --file and decodes it', async () => {
    const file = join(import.meta.dirname, '..', 'fixtures', 'extract', 'cwced', 'original', '0d931936-d510-4904-a714-88bb267b62da.html');
    const io = captureIo();
    expect(await run(['--file', file, '--url', 'http://news.example.com/a.html'], io)).toBe(0);
    const report = JSON.parse(io.output());
    expect(report.charset).toBe('gb18030');
    expect(report.title).toBe('四年前中500万现穷困潦倒 一夜暴富后如何经营');
    expect(report.body).toContain('孙启勤');
    expect(report.body).not.toContain('\ufffd');
  });

  it('exits 1 with the fetch error kind when the page cannot be fetched', async () => {
    const io = captureIo();
    // Port 1 on 127.0.0.1: nothing listens there.
    expect(await run(['http://www.nowhere.edu.cn/', '--resolve', '*.edu.cn=127.0.0.1:1'], io)).toBe(1);
    expect(io.logs()).toMatch(/cannot fetch http:\/\/www\.nowhere\.edu\.cn\/: (network|robots|timeout)/);
    expect(io.output()).toBe('');
  });

  it('exits 1 for a missing file and 2 without a URL', async () => {
    const io = captureIo();
    expect(await run(['--file', '/nonexistent/page.html', '--url', 'http://a.edu.cn/'], io)).toBe(1);
    expect(io.logs()).toContain('cannot read /nonexistent/page.html');
    expect(await run([], captureIo())).toBe(2);
    expect(await run(['not-a-url'], captureIo())).toBe(2);
  });
});
