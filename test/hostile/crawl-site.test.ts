/**
 * A hostile site on 127.0.0.1: a calendar without end, a path that gets deeper on every page,
 * a page of 20,000 links, broken HTML, a page that never answers, an oversized page. The crawl
 * must stay within its bounds, record the failures, and still find the real list's notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlLocal } from '../crawl/support.ts';
import { page as html, startServer, TITLES, type TestServer } from './server.ts';

const GONE = '关于校园网络核心交换机采购项目的招标公告';

function page(path: string): { status: number; body?: string | Buffer; hang?: boolean } {
  if (path === '/robots.txt') return { status: 200, body: 'User-agent: *\nDisallow:\n' };
  if (path === '/')
    return {
      status: 200,
      body: html(
        '首页-示例大学',
        `<ul class="nav"><li><a href="/zbgg.htm">招标公告</a></li><li><a href="/calendar.php?month=2026-01">活动日历</a></li>
<li><a href="/a/">学院</a></li><li><a href="/many.htm">网站地图</a></li><li><a href="/broken.htm">旧版</a></li>
<li><a href="/slow.htm">年鉴</a></li><li><a href="/huge.htm">档案</a></li></ul>`,
      ),
    };
  if (path === '/zbgg.htm') {
    const rows = TITLES.map((t, i) => `<li><a href="/info/${i + 1}.htm" title="${t}">${t}</a><span>2026-11-${10 + i}</span></li>`);
    rows.push(`<li><a href="/info/99.htm">${GONE}</a><span>2026-11-01</span></li>`); // its page is gone: 404
    return { status: 200, body: html('招标公告', `<div class="list"><ul>${rows.join('\n')}</ul></div>`) };
  }
  const info = /^\/info\/(\d+)\.htm$/.exec(path);
  if (info) {
    const title = TITLES[Number(info[1]) - 1];
    if (!title) return { status: 404, body: 'not found' };
    return { status: 200, body: html(title, `<h1>${title}</h1><div class="content"><p>项目编号：SL-2026-00${info[1]}</p><p>采购人：示例大学</p><p>预算金额：120万元</p></div>`) };
  }
  if (path.startsWith('/calendar.php')) {
    const month = Number(/month=2026-(\d+)/.exec(path)?.[1] ?? 1);
    return { status: 200, body: html('日历', `<a href="/calendar.php?month=2026-${String(month + 1).padStart(2, '0')}">下个月</a>`) };
  }
  if (/^\/(?:a\/)+$/.test(path)) return { status: 200, body: html('学院', '<a href="a/">更多学院</a>') };
  if (path === '/many.htm') {
    const links = Array.from({ length: 20_000 }, (_, i) => `<a href="/m/${i}.htm">栏目${i}</a>`);
    return { status: 200, body: html('网站地图', links.join(' ')) };
  }
  if (/^\/m\/\d+\.htm$/.test(path)) return { status: 200, body: html('栏目', '<p>内容</p>') };
  if (path === '/broken.htm')
    return { status: 200, body: Buffer.concat([Buffer.from('<html><body><div><a href="/zbgg.htm">招标<table><tr><td><a href="/info/'), Buffer.from([0xff, 0xfe, 0x00, 0xc3])]) };
  if (path === '/slow.htm') return { status: 200, hang: true };
  if (path === '/huge.htm') return { status: 200, body: html('档案', `<p>${'档案'.repeat(4_000_000)}</p>`) };
  return { status: 404, body: 'not found' };
}

let server: TestServer;
const requests = () => server.paths();

beforeAll(async () => {
  server = await startServer((req, res) => {
    const answer = page(req.url ?? '/');
    if (answer.hang) return; // never answers: the fetcher's timeout must end it
    res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(answer.body);
  });
});
afterAll(() => server?.close());

const store = new MemoryStore();

describe('crawl on a hostile site', () => {
  it('stays within its bounds, records failures and still finds the notices', async () => {
    const report = await crawlLocal(server.port, ['http://www.hostile.edu.cn/'], store, { maxPages: 60, timeoutMs: 1500 });
    const site = report.sites[0]!;
    expect(report.newNotices.map((n) => n.title).sort()).toEqual([...TITLES].sort());
    expect(report.newNotices.find((n) => n.url.endsWith('/info/1.htm'))).toMatchObject({ projectNo: 'SL-2026-001', budget: 1_200_000 });
    expect(requests().filter((r) => r.startsWith('/calendar.php'))).toEqual([]);
    expect(requests().filter((r) => r.startsWith('/a/')).length).toBeLessThanOrEqual(2);
    expect(requests().filter((r) => r.startsWith('/m/')).length).toBeLessThanOrEqual(60);
    expect(site.errors.timeout).toBe(1);
    expect(site.requests).toBeLessThanOrEqual(60 + TITLES.length + 5);
  });

  it('tries a notice whose page is gone three runs, then never again', async () => {
    for (let run = 0; run < 4; run++) {
      const report = await crawlLocal(server.port, ['http://www.hostile.edu.cn/'], store, { timeoutMs: 1500 });
      expect(report.newNotices).toEqual([]);
      // The first test's 60 requests ended its discovery early: the first run here finishes it.
      if (run > 0) expect(report.sites[0]!.mode).toBe('refresh');
    }
    expect(requests().filter((r) => r === '/info/99.htm')).toHaveLength(3);
  });
});
