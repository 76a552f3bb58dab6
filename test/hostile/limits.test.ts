/**
 * Bounds on what the helper reads and keeps: `page --file` stops at the fetch byte cap (a
 * /dev/zero ends at once with a clear error), a notice keeps a 64 KB excerpt of its text, and
 * URLs over MAX_URL_LENGTH are neither stored nor printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as page } from '../../helper/commands/page.ts';
import { noticeLine } from '../../helper/crawl/output.ts';
import type { Io } from '../../helper/io.ts';
import { MAX_BODY_BYTES } from '../../lib/dedup/ingest.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { MAX_URL_LENGTH } from '../../lib/url/resolve.ts';
import { crawlLocal } from '../crawl/support.ts';
import { startServer, type TestServer } from './server.ts';

function captureIo(): Io & { logs: string[]; written: string[] } {
  const logs: string[] = [];
  const written: string[] = [];
  return { args: [], logs, written, out: (t) => written.push(t), outLine: (v) => written.push(JSON.stringify(v)), log: (t) => logs.push(t), close: async () => {} };
}

describe('page --file', () => {
  it('/dev/zero: stops at the byte cap with a clear error', async () => {
    const io = captureIo();
    const started = Date.now();
    expect(await page(['--file', '/dev/zero', '--url', 'http://www.x.edu.cn/'], io)).toBe(1);
    expect(io.logs.join('\n')).toMatch(/cannot read \/dev\/zero: more than 5000000 bytes/);
    expect(io.written).toEqual([]);
    expect(Date.now() - started).toBeLessThan(30_000); // it ends (a hang would time the test out)
  });
});

const LONG = `/info/${'x'.repeat(MAX_URL_LENGTH)}.htm`;
const TITLES = ['关于图书馆中央空调维修项目的公开招标公告', '关于学生公寓家具采购项目的竞争性磋商公告', '关于实验楼供配电改造工程的招标公告'];
const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url ?? '/';
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (path === '/robots.txt') return send(200, 'User-agent: *\nDisallow:\n');
    if (path === '/') return send(200, html('首页-示例大学', '<ul><li><a href="/zbgg.htm">招标公告</a></li></ul>'));
    if (path === '/zbgg.htm') {
      const rows = TITLES.map((t, i) => `<li><a href="${i === 2 ? LONG : `/info/${i + 1}.htm`}">${t}</a><span>2026-11-1${i}</span></li>`);
      return send(200, html('招标公告', `<ul>${rows.join('')}</ul>`));
    }
    const i = path === LONG ? 3 : Number(/^\/info\/(\d)\.htm$/.exec(path)?.[1] ?? 0);
    const title = TITLES[i - 1];
    if (!title) return send(404, 'not found');
    const attachments = `<a href="/files/a.pdf">招标文件.pdf</a><a href="/files/${'y'.repeat(MAX_URL_LENGTH)}.pdf">附件.pdf</a>`;
    return send(200, html(title, `<h1>${title}</h1><div class="content"><p>项目编号：SL-2026-00${i}</p>${'<p>本项目采购内容包括设备供货、安装调试及售后服务。</p>'.repeat(4000)}${attachments}</div>`));
  });
  port = server.port;
});
afterAll(() => server?.close());

describe('stored notices', () => {
  it('keep a bounded excerpt of their text and no URL over the cap', async () => {
    const store = new MemoryStore();
    const report = await crawlLocal(port, ['http://www.limits.edu.cn/'], store);
    const notices = await store.getAll('notices');
    expect(notices.map((n) => n.title).sort()).toEqual(TITLES.slice(0, 2).sort());
    for (const notice of notices) {
      expect(new TextEncoder().encode(notice.body).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
      expect(notice.body!.length).toBeGreaterThan(10_000); // an excerpt, not nothing
      expect(notice.attachments.map((a) => a.url)).toEqual(['http://www.limits.edu.cn/files/a.pdf']);
    }
    expect(report.newNotices.every((n) => n.url.length <= MAX_URL_LENGTH)).toBe(true);
  }, 60_000);

  it('are printed without URLs over the cap, even from an older state', () => {
    const old: Notice = {
      url: 'http://www.x.edu.cn/info/1.htm',
      title: '招标公告',
      site: 'x.edu.cn',
      listUrl: `http://www.x.edu.cn/${'l'.repeat(MAX_URL_LENGTH)}`,
      type: '招标',
      attachments: [{ name: 'long', url: `http://www.x.edu.cn/${'a'.repeat(MAX_URL_LENGTH)}` }],
      firstSeenAt: '2026-11-20T08:00:00.000Z',
    };
    const line = noticeLine(old);
    expect(line.listUrl).toBeUndefined();
    expect(line.attachments).toEqual([]);
    expect(JSON.stringify(line).length).toBeLessThan(MAX_URL_LENGTH);
  });
});
