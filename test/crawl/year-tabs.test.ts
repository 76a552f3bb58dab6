/**
 * A procurement column split by year under a calendar-named parameter (`list.jsp?year=2025`), as
 * many 招标公告 archives are: a few periods of a series linked from a procurement page are read
 * (lib/crawl/traps.ts MAX_PERIODS), so last years' notices come on the first run; the endless
 * 上一年 chain of that series stops at MAX_PERIODS, and a calendar that is not the column's own
 * series (the menu's 活动日历, the column's 按月查看) is never followed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MAX_PERIODS } from '../../lib/crawl/traps.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { startServer, type TestServer } from '../fetch/server.ts';
import { crawlLocal } from './support.ts';

const HOST = 'www.nianfen.edu.cn';
const YEARS = { 2026: 20, 2025: 12, 2024: 8, 2023: 5 } as const;
const PER_PAGE = 12;
const THINGS = ['实验楼中央空调', '图书馆屋面防水维修', '学生宿舍家具', '校园监控系统升级', '多媒体教室设备', '食堂厨房设备', '校园网核心交换机', '教学楼外墙维修', '档案馆密集架', '质谱仪', '塑胶跑道翻新', '学生公寓热水系统', '体育馆照明改造', '实验室通风系统', '物业服务', '绿化养护', '办公家具', '电梯维保', '消防设施维护', '安保服务', '会议系统', '录播教室', '服务器', '存储设备', '显微镜', '离心机', '液相色谱仪', '光谱仪', '防火墙', '无线网络', '校车租赁', '印刷服务', '保洁服务', '空调维保', '配电改造', '给水管网改造', '道路改造', '屋顶光伏', '充电桩', '垃圾分类设施', '标准化考场', '一卡通系统', '门禁系统', '智慧教室', '数据中心'];

interface Row { id: number; title: string; date: string; year: number }
const rows: Row[] = [];
let next = 0;
for (const [year, count] of Object.entries(YEARS)) {
  for (let i = 0; i < count; i++) {
    const day = String(28 - i).padStart(2, '0');
    rows.push({ id: 7000 + next, title: `${THINGS[next]}采购项目公开招标公告`, date: `${year}-11-${day}`, year: Number(year) });
    next++;
  }
}
const urlOf = (row: Row) => `http://${HOST}/zbgg/info/${row.id}.htm`;

const page = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>
<ul class="nav"><li><a href="/">首页</a></li><li><a href="/zbgg/list.jsp?year=2026">招标公告</a></li><li><a href="/news/list.htm">新闻动态</a></li><li><a href="/events.jsp?month=2026-11">活动日历</a></li></ul>
${body}</body></html>`;

function answer(path: string): string | undefined {
  const url = new URL(path, `http://${HOST}`);
  if (url.pathname === '/') return page('年份大学', '<p>欢迎访问年份大学。</p>');
  if (url.pathname === '/news/list.htm') return page('新闻动态', '<ul><li><a href="/news/1.htm">我校举行2026年秋季运动会</a><span>2026-11-20</span></li><li><a href="/news/2.htm">我校学子在数学建模竞赛中获奖</a><span>2026-11-18</span></li><li><a href="/news/3.htm">学校召开教学工作会议</a><span>2026-11-15</span></li></ul>');
  if (/^\/news\/\d\.htm$/.test(url.pathname)) return page('新闻', '<h1>新闻</h1><p>新闻正文。</p>');
  const month = url.searchParams.get('month');
  if (url.pathname === '/events.jsp' && month) return page('活动日历', `<p>${month} 活动</p>${monthLinks('/events.jsp', month)}`);
  if (url.pathname === '/zbgg/list.jsp' && month) return page('招标公告（按月）', `<p>${month} 暂无信息</p>${monthLinks('/zbgg/list.jsp', month)}`);
  const year = Number(url.searchParams.get('year'));
  if (url.pathname === '/zbgg/list.jsp' && year > 1900 && year <= 2026) {
    const mine = rows.filter((r) => r.year === year);
    const pages = Math.max(Math.ceil(mine.length / PER_PAGE), 1);
    const at = Math.min(Math.max(Number(url.searchParams.get('page') ?? 1), 1), pages);
    const tabs = Object.keys(YEARS).reverse().map((y) => `<a href="list.jsp?year=${y}">${y}年</a>`).join(' | ');
    const list = mine.slice((at - 1) * PER_PAGE, at * PER_PAGE).map((r) => `<li><a href="info/${r.id}.htm">${r.title}</a><span>${r.date}</span></li>`).join('\n');
    const pager = Array.from({ length: pages }, (_, i) => `<a href="list.jsp?year=${year}&page=${i + 1}">${i + 1}</a>`).join(' ');
    // 上一年 leads back for ever, past the years that have notices (暂无信息).
    return page(`招标公告 ${year}年`, `<div class="tabs">${tabs}</div><ul class="list">${list || '<li>暂无信息</li>'}</ul><div class="pager">共${pages}页 ${pager}</div><p><a href="list.jsp?year=${year - 1}">上一年</a> <a href="list.jsp?month=2026-11">按月查看</a></p>`);
  }
  const detail = /^\/zbgg\/info\/(\d+)\.htm$/.exec(url.pathname);
  const row = detail && rows.find((r) => r.id === Number(detail[1]));
  if (row) return page(row.title, `<h1>${row.title}</h1><p>发布时间：${row.date}</p><p>项目编号：NF-${row.id}，预算金额：${80 + (row.id % 50)}万元，投标截止时间：${row.year}-12-20 09:30。</p>`);
  return undefined;
}

// A calendar's 上个月 / 下个月, forever.
function monthLinks(path: string, month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const shift = (by: number) => { const d = new Date(Date.UTC(y, m - 1 + by, 1)); return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`; };
  return `<p><a href="${path}?month=${shift(-1)}">上个月</a> <a href="${path}?month=${shift(1)}">下个月</a></p>`;
}

let server: TestServer;
let report: CrawlReport;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const body = answer(req.url ?? '/');
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  report = await crawlLocal(server.port, [`http://${HOST}/`], new MemoryStore());
}, 120_000);
afterAll(() => server?.close());

describe('a column split by year under ?year=', () => {
  it('delivers every year\'s notices on the first run', () => {
    expect(report.newNotices.map((n) => n.url).sort()).toEqual(rows.map(urlOf).sort());
  });

  it('reads at most MAX_PERIODS years of the endless 上一年 chain, and no calendar that is not the column\'s tabs', () => {
    const paths = server.paths();
    const years = new Set(paths.filter((p) => p.startsWith('/zbgg/list.jsp?year=')).map((p) => new URL(p, 'http://x').searchParams.get('year')));
    for (const year of Object.keys(YEARS)) expect(years.has(year), year).toBe(true);
    expect(years.size).toBeLessThanOrEqual(MAX_PERIODS);
    expect(paths.filter((p) => p.startsWith('/events.jsp') || p.includes('month='))).toEqual([]);
  });
});
