/**
 * A 通知公告 stream on 127.0.0.1 whose template cuts every title to 12 characters + "..." with no
 * title attribute, as old CMS templates do. A cut tender must still be found, and stored with the
 * full title of its own page; a cut title that might be a tender is read once, and when its page
 * shows an ordinary notice it is never fetched again; an ordinary notice is never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { startServer, type TestServer } from '../fetch/server.ts';
import { crawlLocal } from './support.ts';

const HOST = 'www.cut.edu.cn';
const CUT = 12;

const TENDERS = [
  '图书馆屋面防水维修工程竞争性磋商公告',
  '学生宿舍家具采购项目询价公告',
  '实验室通风系统改造工程成交结果公示',
  '体育馆照明改造工程公开招标公告',
  '校园监控系统升级项目中标候选人公示',
  '多媒体教室设备采购项目竞争性磋商公告',
  '食堂厨房设备更新项目公开招标公告',
  '教学楼外墙维修工程竞争性谈判公告',
  '实验动物中心笼具采购项目招标公告',
  '学生公寓热水系统改造工程中标结果公告',
];
const OTHERS = [
  '关于2027年元旦放假安排的通知',
  '关于开展秋季学期期中教学检查的通知',
  '图书馆寒假开放时间调整的通知',
  '关于举办人工智能前沿学术讲座的通知',
  '实验室安全检查工作安排的通知',
  '关于组织教职工年度体检的通知',
  '学生宿舍热水系统停水检修的通知',
  '关于评选优秀共青团员的通知',
];
const ROWS = [...TENDERS, ...OTHERS]
  .map((title, i) => ({ id: 200 + i, title, tender: i < TENDERS.length }))
  .sort((a, b) => (a.id * 7919) % 23 - (b.id * 7919) % 23); // tenders and notices interleaved
const cut = (title: string) => (title.length > CUT ? `${title.slice(0, CUT)}...` : title);
const detail = (id: number) => `/gg/show.asp?id=${id}`;

const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

function serve(path: string): { status: number; body: string } {
  if (path === '/robots.txt') return { status: 200, body: 'User-agent: *\nDisallow:\n' };
  if (path === '/') return { status: 200, body: html('示例大学', `<ul class="nav"><li><a href="/gg/list.asp">通知公告</a></li><li><a href="/about.htm">学校概况</a></li></ul>`) };
  if (path === '/gg/list.asp') {
    const rows = ROWS.map((r, i) => `<tr><td><a href="${detail(r.id)}">${cut(r.title)}</a></td><td>2026-11-${String(20 - Math.floor(i / 2)).padStart(2, '0')}</td></tr>`);
    return { status: 200, body: html('通知公告-示例大学', `<h2>通知公告</h2><table class="list">${rows.join('\n')}</table>`) };
  }
  const id = Number(/^\/gg\/show\.asp\?id=(\d+)$/.exec(path)?.[1]);
  const row = ROWS.find((r) => r.id === id);
  if (row) return { status: 200, body: html(`${row.title}-示例大学`, `<h1>${row.title}</h1><div class="content"><p>各有关单位：${row.title}，详见附件。</p><p>示例大学</p></div>`) };
  return { status: 404, body: 'not found' };
}

let server: TestServer;
let first: CrawlReport;
let again: CrawlReport;
let requestedAgain: string[] = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    const { status, body } = serve(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  const store = new MemoryStore();
  first = await crawlLocal(server.port, [`http://${HOST}/`], store);
  const before = server.paths().length;
  again = await crawlLocal(server.port, [`http://${HOST}/`], store);
  requestedAgain = server.paths().slice(before);
}, 60_000);
afterAll(() => server?.close());

describe('a list that cuts its titles', () => {
  it('finds every tender, stored with the full title of its own page', () => {
    const byUrl = new Map(first.newNotices.map((n) => [n.url, n.title]));
    for (const r of ROWS.filter((r) => r.tender)) expect(byUrl.get(`http://${HOST}${detail(r.id)}`), r.title).toBe(r.title);
  });

  it('stores no ordinary notice', () => {
    expect(first.newNotices).toHaveLength(TENDERS.length);
  });

  it('reads a page at most once: the second run fetches no detail page, tender or not', () => {
    expect(requestedAgain.filter((p) => p.startsWith('/gg/show.asp'))).toEqual([]);
    expect(again.newNotices).toEqual([]);
    const details = server.paths().filter((p) => p.startsWith('/gg/show.asp'));
    expect(new Set(details).size).toBe(details.length);
  });
});
