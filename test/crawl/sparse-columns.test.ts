/**
 * A procurement site's columns as it names them: a full 招标公告 list beside a 更正公告 column with
 * one old notice, a 中标公告 column with two, an empty 询价公告 column (暂无信息) and a 采购制度
 * column of rules. Day 2 posts two 更正 and the first 询价; day 3 opens a 采购意向 column in the
 * menu. Every notice of every day is found; the rules are not; each column is watched with its kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { ListRecord } from '../../lib/crawl/state.ts';
import { startServer, type TestServer } from '../fetch/server.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchedSites } from '../../lib/crawl/watched.ts';
import { run as helperCrawl } from '../../helper/commands/crawl.ts';
import { run as helperSites } from '../../helper/commands/sites.ts';
import { captureIo, crawlLocal, localCrawlArgs } from './support.ts';

const HOST = 'zbb.sparse.edu.cn';
interface Row { id: number; title: string; date: string; day: number }
interface Col { path: string; name: string; rows: Row[]; opens?: number; notices: boolean }

let id = 5000;
const row = (title: string, date: string, day = 1): Row => ({ id: id++, title, date, day });
const CALLS = ['实验楼中央空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目公开招标公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告', '实验室通风系统改造工程招标公告', '多媒体教室设备采购项目竞争性磋商公告', '食堂厨房设备采购项目招标公告', '校园网核心交换机采购项目招标公告', '教学楼外墙维修工程招标公告', '档案馆密集架采购项目公开招标公告', '分析测试中心质谱仪采购项目招标公告', '田径场塑胶跑道翻新工程招标公告', '学生公寓热水系统改造项目招标公告'];
const columns: Col[] = [
  { path: '/zbgg/', name: '招标公告', notices: true, rows: CALLS.map((t, i) => row(t, `2026-11-${String(20 - i).padStart(2, '0')}`)) },
  { path: '/gzgg/', name: '更正公告', notices: true, rows: [row('物理实验中心仪器设备采购项目更正公告', '2026-10-30'), row('实验楼中央空调采购项目延期公告', '2026-11-22', 2), row('学生宿舍家具采购项目预算调整更正公告', '2026-11-22', 2)] },
  { path: '/zbjg/', name: '中标公告', notices: true, rows: [row('体育馆照明改造工程中标结果公告', '2026-11-12'), row('化学楼实验台采购项目成交结果公告', '2026-11-02')] },
  { path: '/xjgg/', name: '询价公告', notices: true, rows: [row('办公用打印纸采购项目询价公告', '2026-11-22', 2)] },
  { path: '/cgzd/', name: '采购制度', notices: false, rows: [row('示例大学货物与服务采购管理办法', '2026-03-01'), row('示例大学工程建设项目招标管理规定', '2025-09-01'), row('示例大学政府采购实施细则', '2025-04-01')] },
  { path: '/cgyx/', name: '采购意向', notices: true, opens: 3, rows: [row('示例大学2026年12月政府采购意向公开', '2026-11-23', 3), row('示例大学2027年1月政府采购意向公开', '2026-11-23', 3)] },
];

let day = 1;
const PAGE_ROWS = 10;
const shown = (col: Col) => col.rows.filter((r) => r.day <= day).sort((a, b) => (a.date < b.date ? 1 : -1));
const open = (col: Col) => (col.opens ?? 1) <= day;
const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const nav = () => `<ul class="menu"><li><a href="/">首页</a></li>${columns.filter(open).map((c) => `<li><a href="${c.path}">${c.name}</a></li>`).join('')}<li><a href="/news/">学校新闻</a></li></ul>`;

function serve(path: string): { status: number; body: string } {
  if (path === '/robots.txt') return { status: 200, body: 'User-agent: *\nDisallow:\n' };
  if (path === '/') {
    const latest = shown(columns[0]!).slice(0, 6).map((r) => `<li><a href="/info/${r.id}.htm">${r.title}</a></li>`).join('');
    return { status: 200, body: html('示例大学招标采购中心', `${nav()}<div class="box"><h3>招标公告</h3><ul>${latest}</ul><a href="/zbgg/">更多</a></div>`) };
  }
  for (const col of columns.filter(open)) {
    const rows = shown(col);
    const pages = Math.max(1, Math.ceil(rows.length / PAGE_ROWS));
    for (let n = 1; n <= pages; n++) {
      if (path !== (n === 1 ? col.path : `${col.path}index_${n}.htm`)) continue;
      const items = rows.slice((n - 1) * PAGE_ROWS, n * PAGE_ROWS).map((r) => `<li><a href="/info/${r.id}.htm">${r.title}</a><span>${r.date}</span></li>`);
      const pager = pages > 1 ? `<div class="pager">${Array.from({ length: pages }, (_, i) => `<a href="${i === 0 ? col.path : `${col.path}index_${i + 1}.htm`}">${i + 1}</a>`).join(' ')}</div>` : '';
      const list = items.length > 0 ? `<ul class="list">${items.join('\n')}</ul>${pager}` : '<p class="empty">暂无信息</p>';
      return { status: 200, body: html(`${col.name}-示例大学招标采购中心`, `${nav()}<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${col.name}</div><h2>${col.name}</h2>${list}`) };
    }
  }
  if (path === '/news/') return { status: 200, body: html('学校新闻', `${nav()}<ul><li><a href="/news/1.htm">我校举办秋季运动会</a><span>2026-11-10</span></li></ul>`) };
  const r = columns.flatMap((c) => c.rows.filter((x) => x.day <= day)).find((x) => path === `/info/${x.id}.htm`);
  if (r) return { status: 200, body: html(r.title, `${nav()}<h1>${r.title}</h1><div class="content"><p>发布时间：${r.date}</p><p>项目编号：SL-${r.id}</p><p>${r.title}，详见附件。</p></div>`) };
  return { status: 404, body: 'not found' };
}

let server: TestServer;
const store = new MemoryStore();
const reports: CrawlReport[] = [];
const requests: string[][] = [[], [], []];
const noticesOf = (d: number) => columns.filter((c) => c.notices).flatMap((c) => c.rows.filter((r) => r.day === d)).map((r) => `http://${HOST}/info/${r.id}.htm`).sort();

beforeAll(async () => {
  server = await startServer((req, res) => {
    requests[day - 1]!.push(req.url ?? '/');
    const { status, body } = serve(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  for (day = 1; day <= 3; day++) reports.push(await crawlLocal(server.port, [`http://${HOST}/`], store));
  day = 3;
}, 180_000);
afterAll(() => server?.close());

describe('named procurement columns, sparse or empty, watched', () => {
  it('finds every notice of day 1, the lone 更正 and the two results among them, and no rule', () => {
    expect(reports[0]!.newNotices.map((n) => n.url).sort()).toEqual(noticesOf(1));
  });

  it('finds day 2’s 更正 and first 询价 in columns that were sparse or empty on day 1', () => {
    expect(reports[1]!.newNotices.map((n) => n.url).sort()).toEqual(noticesOf(2));
  });

  it('finds the column the site opened on day 3 and its notices', () => {
    expect(reports[2]!.newNotices.map((n) => n.url).sort()).toEqual(noticesOf(3));
  });

  it('watches each named column with its kind, and not the rules', async () => {
    const lists = (await store.getAll('lists')) as ListRecord[];
    const kinds = Object.fromEntries(lists.map((l) => [new URL(l.url).pathname, l.column?.kind ?? l.why]));
    expect(kinds).toMatchObject({ '/gzgg/': 'change', '/zbjg/': 'result', '/xjgg/': 'call', '/cgyx/': 'intention' });
    expect(Object.keys(kinds)).not.toContain('/cgzd/');
  });

  it('asks each list page at most once a run, and only the lists, their new pages and notices on day 2', () => {
    for (const day of requests) {
      const lists = day.filter((p) => /^\/(?:zbgg|gzgg|zbjg|xjgg|cgyx)\/(?:index_\d+\.htm)?$/.test(p));
      expect(new Set(lists).size).toBe(lists.length);
    }
    expect(requests[1]!.filter((p) => p.startsWith('/info/')).sort()).toEqual(noticesOf(2).map((u) => new URL(u).pathname));
  });
});

describe('the map the user sees and corrects (helper sites)', () => {
  let dir: string;
  let map: Record<string, unknown>[];
  let dropped: string[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sites-'));
    const state = join(dir, 'state');
    const crawlOnce = async () => expect(await helperCrawl(localCrawlArgs([`http://${HOST}/`], state, server.port), captureIo())).toBe(0);
    await crawlOnce();
    const io = captureIo();
    expect(await helperSites(['--state', state, '--json'], io)).toBe(0);
    map = io.lines;
    const drop = captureIo();
    expect(await helperSites(['--state', state, '--drop', `http://${HOST}/gzgg/`, '--json'], drop), drop.logs.join('\n')).toBe(0);
    const before = requests[2]!.length;
    await crawlOnce();
    dropped = requests[2]!.slice(before);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists every watched column of the university with its kind and why it is kept', () => {
    expect(map).toHaveLength(1);
    const lists = (map[0]!.lists as Array<{ url: string; kind?: string; why: string; name?: string }>).map((l) => [new URL(l.url).pathname, l.kind, l.why]);
    expect(lists).toEqual(expect.arrayContaining([['/gzgg/', 'change', expect.any(String)], ['/zbjg/', 'result', expect.any(String)], ['/xjgg/', 'call', expect.any(String)], ['/cgyx/', 'intention', expect.any(String)]]));
    expect(lists.map(([path]) => path)).not.toContain('/cgzd/');
  });

  it('stops watching a dropped column: the next refresh does not ask it', () => {
    expect(dropped).not.toContain('/gzgg/');
    expect(dropped).toContain('/zbjg/');
  });

  it('shows the same map to the extension (watchedSites over its store)', async () => {
    const sites = await watchedSites(store);
    expect(sites.map((s) => s.site)).toEqual(['sparse.edu.cn']);
    expect(sites[0]!.lists.find((l) => l.url.endsWith('/gzgg/'))).toMatchObject({ kind: 'change', why: 'named-column', newest: '2026-11-22' });
  });
});
