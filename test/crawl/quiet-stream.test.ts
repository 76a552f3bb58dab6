/**
 * A 通知公告 stream where tenders are few: on day 1 its page 2 holds no tender at all (a pager of
 * 上一页/下一页 only, so page 3 is reached through it), and for three days after, ordinary notices
 * push every tender off page 1. The stream stays a watched list all that time (no "miss", no
 * rediscovery), and the tender posted on day 5 is found by the refresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { startServer, type TestServer } from '../fetch/server.ts';
import { crawlLocal } from './support.ts';

const HOST = 'www.quiet.edu.cn';
const SITE = 'quiet.edu.cn';
const LIST = `http://${HOST}/tzgg/index.htm`;
const PAGE_ROWS = 10;
const pagePath = (n: number) => (n === 1 ? '/tzgg/index.htm' : `/tzgg/index_${n}.htm`);

const NEWS = ['关于2027年元旦放假安排的通知', '关于开展秋季学期期中教学检查的通知', '图书馆寒假开放时间的通知', '关于举办人工智能前沿学术讲座的通知', '关于做好冬季校园安全工作的通知', '关于组织教职工体检的通知', '关于评选优秀共青团员的通知', '关于开展校园文化艺术节活动的通知', '关于调整校园班车时刻的通知', '关于开展消防安全演练的通知'];
const TENDERS = ['实验楼中央空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目询价公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告', '实验室通风系统改造工程招标公告', '多媒体教室设备采购项目竞争性磋商公告'];

interface Row { id: number; title: string; tender: boolean; date: string }
let nextId = 1000;
const row = (title: string, tender: boolean, date: string): Row => ({ id: nextId--, title, tender, date });
// Newest first. Day 1: page 1 four tenders and six notices, page 2 only notices, page 3 two tenders.
const day1: Row[] = [
  ...TENDERS.slice(0, 4).map((t) => row(t, true, '2026-11-20')),
  ...NEWS.slice(0, 6).map((t) => row(t, false, '2026-11-19')),
  ...NEWS.map((t) => row(`${t}（二）`, false, '2026-11-12')),
  ...TENDERS.slice(4, 6).map((t) => row(t, true, '2026-11-05')),
  ...NEWS.slice(0, 5).map((t) => row(`${t}（三）`, false, '2026-11-01')),
];
let rows = day1;
/** Day 2–4: a page of ordinary notices on top each day; day 5: one tender on top. */
function nextDay(day: number): void {
  rows = day === 5 ? [row(TENDERS[6]!, true, '2026-11-25'), ...rows] : [...NEWS.map((t) => row(`${t}（第${day}天）`, false, `2026-11-2${day}`)), ...rows];
}

const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
function serve(path: string): { status: number; body: string } {
  if (path === '/robots.txt') return { status: 200, body: 'User-agent: *\nDisallow:\n' };
  if (path === '/') return { status: 200, body: html('示例大学', `<ul class="nav"><li><a href="/tzgg/index.htm">通知公告</a></li><li><a href="/about.htm">学校概况</a></li></ul>`) };
  const pages = Math.ceil(rows.length / PAGE_ROWS);
  const n = Array.from({ length: pages }, (_, i) => i + 1).find((i) => pagePath(i) === path);
  if (n) {
    const items = rows.slice((n - 1) * PAGE_ROWS, n * PAGE_ROWS).map((r) => `<li><a href="/info/${r.id}.htm">${r.title}</a><span>${r.date}</span></li>`);
    const pager = `<div class="pager">${n > 1 ? `<a href="${pagePath(n - 1)}">上一页</a>` : ''} 第${n}页/共${pages}页 ${n < pages ? `<a href="${pagePath(n + 1)}">下一页</a>` : ''}</div>`;
    return { status: 200, body: html('通知公告-示例大学', `<h2>通知公告</h2><div class="list"><ul>${items.join('\n')}</ul></div>${pager}`) };
  }
  const r = rows.find((x) => path === `/info/${x.id}.htm`);
  if (r) return { status: 200, body: html(r.title, `<h1>${r.title}</h1><div class="content"><p>发布日期：${r.date}</p><p>各有关单位：${r.title}，详见附件。</p></div>`) };
  return { status: 404, body: 'not found' };
}

let server: TestServer;
const store = new MemoryStore();
const days: CrawlReport[] = [];
const tenderUrls = (from: Row[]) => from.filter((r) => r.tender).map((r) => `http://${HOST}/info/${r.id}.htm`);

beforeAll(async () => {
  server = await startServer((req, res) => {
    const { status, body } = serve(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  for (let day = 1; day <= 5; day++) {
    if (day > 1) nextDay(day);
    days.push(await crawlLocal(server.port, [`http://${HOST}/`], store));
  }
}, 120_000);
afterAll(() => server?.close());

describe('a quiet stream (few tenders, pages of ordinary notices)', () => {
  it('is walked past its page of no tender on day 1: every tender, no notice', () => {
    expect(days[0]!.newNotices.map((n) => n.url).sort()).toEqual(tenderUrls(day1).sort());
  });

  it('stays watched while its page 1 shows no tender, and its day-5 tender is found by a refresh', async () => {
    for (const report of days.slice(1, 4)) {
      expect(report.sites[0]).toMatchObject({ site: SITE, mode: 'refresh' });
      expect(report.newNotices).toEqual([]);
    }
    expect(await store.get('lists', LIST)).toMatchObject({ missedRuns: 0 });
    expect(days[4]!.sites[0]!.mode).toBe('refresh');
    expect(days[4]!.newNotices.map((n) => n.title)).toEqual([TENDERS[6]]);
  });
});
