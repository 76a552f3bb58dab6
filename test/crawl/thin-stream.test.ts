/**
 * A mixed 通知公告 stream on 127.0.0.1 whose page 1 shows one tender among nine ordinary notices
 * and whose later pages show many, with a pager that says nothing about page 1 (only 下一页, and
 * a `seq=` parameter no CMS rule knows). The stream is a list of notices: it must be stored as
 * page 1 (reached through page 1's pager) and every tender found, page 1's too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { startServer, type TestServer } from '../fetch/server.ts';
import { crawlLocal } from './support.ts';

const HOST = 'www.thin.edu.cn';
const FIRST = `http://${HOST}/gg/list.php?cat=3`;
const pageUrl = (n: number) => (n === 1 ? '/gg/list.php?cat=3' : `/gg/list.php?cat=3&seq=${n}`);

const OTHERS = [
  '关于2027年元旦放假安排的通知',
  '关于开展秋季学期期中教学检查的通知',
  '图书馆寒假开放时间的通知',
  '关于举办人工智能前沿学术讲座的通知',
  '关于做好冬季校园安全工作的通知',
  '关于组织教职工体检的通知',
  '关于评选优秀共青团员的通知',
  '关于开展校园文化艺术节活动的通知',
  '关于调整校园班车时刻的通知',
];
const TENDERS = [
  '关于实验楼中央空调采购项目的公开招标公告',
  '关于图书馆屋面防水维修工程的竞争性磋商公告',
  '关于学生宿舍家具采购项目的询价公告',
  '关于体育馆照明改造工程的招标公告',
  '关于校园监控系统升级项目的公开招标公告',
  '关于实验室通风系统改造工程的招标公告',
  '关于多媒体教室设备采购项目的竞争性磋商公告',
  '关于食堂厨房设备更新项目的公开招标公告',
  '关于校园网核心交换机采购项目的询价公告',
  '关于教学楼外墙维修工程的竞争性谈判公告',
  '关于实验动物中心笼具采购项目的招标公告',
  '关于学生公寓热水系统改造工程的招标公告',
];
interface Row {
  id: number;
  title: string;
  tender: boolean;
}
// Page 1: one tender, nine notices; page 2: six tenders, four notices; page 3: five tenders.
const PAGES: Row[][] = [
  [{ title: TENDERS[0]!, tender: true }, ...OTHERS.map((title) => ({ title, tender: false }))],
  [...TENDERS.slice(1, 7).map((title) => ({ title, tender: true })), ...OTHERS.slice(0, 4).map((title) => ({ title: title.replace('通知', '补充通知'), tender: false }))],
  TENDERS.slice(7).map((title) => ({ title, tender: true })),
].map((rows, p) => rows.map((row, i) => ({ ...row, id: 100 - p * 10 - i })));

const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

function serve(path: string): { status: number; body: string } {
  if (path === '/robots.txt') return { status: 200, body: 'User-agent: *\nDisallow:\n' };
  if (path === '/') return { status: 200, body: html('示例大学', `<ul class="nav"><li><a href="${pageUrl(1)}">通知公告</a></li><li><a href="/about.htm">学校概况</a></li></ul>`) };
  const n = PAGES.findIndex((_, i) => pageUrl(i + 1) === path);
  if (n >= 0) {
    const rows = PAGES[n]!.map((r) => `<li><a href="/gg/show.php?id=${r.id}">${r.title}</a><span>2026-11-${String(20 - n * 5 - (r.id % 5)).padStart(2, '0')}</span></li>`);
    const next = n + 1 < PAGES.length ? `<div class="pager"><a href="${pageUrl(n + 2)}">下一页</a></div>` : '';
    return { status: 200, body: html('通知公告', `<h2>通知公告</h2><div class="list"><ul>${rows.join('\n')}</ul></div>${next}`) };
  }
  const id = Number(/^\/gg\/show\.php\?id=(\d+)$/.exec(path)?.[1]);
  const row = PAGES.flat().find((r) => r.id === id);
  if (row) return { status: 200, body: html(row.title, `<h1>${row.title}</h1><div class="content"><p>各有关单位：${row.title}，详见附件。</p><p>示例大学</p></div>`) };
  return { status: 404, body: 'not found' };
}

let server: TestServer;
let report: CrawlReport;
const lists: string[] = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    const { status, body } = serve(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  report = await crawlLocal(server.port, [`http://${HOST}/`], new MemoryStore(), { log: (e) => e.type === 'list-page' && lists.push(e.url) });
}, 60_000);
afterAll(() => server?.close());

describe('a thin stream found through the pager of its page 1', () => {
  it('is stored as its first page, not as the later page that looked like a list', () => {
    expect(lists).toEqual([FIRST]);
  });

  it('finds every tender, the one on page 1 too, and no ordinary notice', () => {
    const found = new Set(report.newNotices.map((n) => n.url));
    const tenders = PAGES.flat().filter((r) => r.tender);
    for (const r of tenders) expect(found.has(`http://${HOST}/gg/show.php?id=${r.id}`), r.title).toBe(true);
    expect(report.newNotices).toHaveLength(tenders.length);
  });
});
