/**
 * One notice = one record, and no more: a university on 127.0.0.1 whose 通知公告 stream and
 * procurement sub-site carry (i) a tender and its re-post （第二次） with a new date and deadline,
 * (ii) notices with one title months apart (校内商铺招租公告, 政府采购意向公开, no project
 * number), (iii) the same tender under two URLs (stream and sub-site). Only (iii) may merge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameNotice } from '../../lib/dedup/same-notice.ts';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlLocal } from './support.ts';
import { startServer, type TestServer } from '../fetch/server.ts';

interface Row {
  path: string;
  title: string;
  date: string;
  projectNo?: string;
  deadline?: string;
}

const TENDER = '关于实验楼中央空调采购项目的公开招标公告';
const STREAM: Row[] = [
  { path: '/info/11.htm', title: `${TENDER}（第二次）`, date: '2026-11-18', projectNo: 'DX-2026-011', deadline: '2026年12月8日9:30' },
  { path: '/info/10.htm', title: '校内商铺招租公告', date: '2026-11-14' },
  { path: '/info/9.htm', title: '关于图书馆屋面防水维修工程的竞争性磋商公告', date: '2026-11-12', projectNo: 'DX-2026-009', deadline: '2026年11月25日14:00' },
  { path: '/info/8.htm', title: TENDER, date: '2026-11-10', projectNo: 'DX-2026-011', deadline: '2026年11月30日9:30' },
  { path: '/info/7.htm', title: '政府采购意向公开', date: '2026-11-05' },
  { path: '/info/6.htm', title: '关于学生宿舍家具采购项目的询价公告', date: '2026-11-03', projectNo: 'DX-2026-006', deadline: '2026年11月13日10:00' },
  { path: '/info/5.htm', title: '政府采购意向公开', date: '2026-10-08' },
  { path: '/info/4.htm', title: '关于体育馆照明改造工程的招标公告', date: '2026-10-02', projectNo: 'DX-2026-004', deadline: '2026年10月20日9:00' },
  { path: '/info/3.htm', title: '校内商铺招租公告', date: '2025-11-16' },
];
const OFFICE: Row[] = [
  { path: '/zbgg/23.htm', title: '关于校园监控系统升级项目的公开招标公告', date: '2026-11-16', projectNo: 'DX-2026-013', deadline: '2026年12月1日9:30' },
  { path: '/zbgg/21.htm', title: TENDER, date: '2026-11-10', projectNo: 'DX-2026-011', deadline: '2026年11月30日9:30' },
  { path: '/zbgg/20.htm', title: '关于实验室通风系统改造工程的招标公告', date: '2026-11-06', projectNo: 'DX-2026-010', deadline: '2026年11月26日9:30' },
  { path: '/zbgg/19.htm', title: '关于多媒体教室设备采购项目的竞争性磋商公告', date: '2026-10-28', projectNo: 'DX-2026-008', deadline: '2026年11月10日9:30' },
];
const MAIN = 'www.dedup.edu.cn';
const PROC = 'zbb.dedup.edu.cn';

const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const list = (name: string, rows: Row[]) =>
  html(name, `<h2>${name}</h2><div class="list"><ul>${rows.map((r) => `<li><a href="${r.path}" title="${r.title}">${r.title}</a><span>${r.date}</span></li>`).join('\n')}</ul></div>`);
const detail = (r: Row) =>
  html(
    r.title,
    `<h1>${r.title}</h1><div class="info">发布日期：${r.date}</div><div class="content">
<p>${r.projectNo ? `项目编号：${r.projectNo}` : '为盘活学校资产，现就下列事项公告如下，欢迎符合条件的单位和个人参加。'}</p>
<p>采购人：示例大学资产管理处。本项目面向全社会公开，凡具备相应资质、信誉良好的单位均可参加。</p>
${r.deadline ? `<p>投标截止时间：${r.deadline}，逾期送达的文件恕不接受。</p>` : '<p>详情请见附件，联系电话：010-12345678。</p>'}
</div>`,
  );

function serve(host: string, path: string): { status: number; body: string } {
  if (path === '/robots.txt') return { status: 200, body: 'User-agent: *\nDisallow:\n' };
  if (host === MAIN && path === '/')
    return { status: 200, body: html('示例大学', `<ul class="nav"><li><a href="/tzgg.htm">通知公告</a></li><li><a href="http://${PROC}/zbgg.htm">招标公告</a></li></ul>`) };
  if (host === MAIN && path === '/tzgg.htm') return { status: 200, body: list('通知公告', STREAM) };
  if (host === PROC && path === '/') return { status: 200, body: html('招标采购', `<a href="/zbgg.htm">招标公告</a>`) };
  if (host === PROC && path === '/zbgg.htm') return { status: 200, body: list('招标公告', OFFICE) };
  const row = (host === MAIN ? STREAM : OFFICE).find((r) => r.path === path);
  return row ? { status: 200, body: detail(row) } : { status: 404, body: 'not found' };
}

let server: TestServer;
let report: CrawlReport;
const url = (host: string, r: Row) => `http://${host}${r.path}`;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const { status, body } = serve(req.headers.host ?? '', req.url ?? '/');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  report = await crawlLocal(server.port, [`http://${MAIN}/`], new MemoryStore());
}, 60_000);
afterAll(() => server?.close());

describe('one notice, one record — and no fewer', () => {
  const found = () => new Set(report.newNotices.map((n) => n.url));

  it('(i) a re-post （第二次） with a new date and deadline is a new notice, with its own deadline', () => {
    const [repost, original] = [STREAM[0]!, STREAM[3]!];
    expect(found().has(url(MAIN, repost))).toBe(true);
    expect([url(MAIN, original), url(PROC, OFFICE[1]!)].some((u) => found().has(u))).toBe(true);
    const deadlines = report.newNotices.filter((n) => n.title.startsWith(TENDER)).map((n) => n.deadline).sort();
    expect(deadlines).toEqual(['2026-11-30T09:30', '2026-12-08T09:30']);
  });

  it('(ii) notices with one title months apart stay apart', () => {
    for (const title of ['校内商铺招租公告', '政府采购意向公开']) {
      const rows = STREAM.filter((r) => r.title === title);
      for (const r of rows) expect(found().has(url(MAIN, r)), `${title} ${r.date}`).toBe(true);
    }
  });

  it('(iii) the same notice in the stream and on the procurement sub-site is one record', () => {
    const copies = [url(MAIN, STREAM[3]!), url(PROC, OFFICE[1]!)].filter((u) => found().has(u));
    expect(copies).toHaveLength(1);
    const expected = STREAM.length + OFFICE.length - 1;
    expect(report.newNotices).toHaveLength(expected);
  });
});

describe('sameNotice', () => {
  const base = { fingerprint: '0123456789abcdef', projectNo: 'DX-2026-011', publishedAt: '2026-11-10', deadline: '2026-11-30T09:30' };
  it('is the same notice within two days, or with unknown dates and one deadline', () => {
    expect(sameNotice(base, { ...base, publishedAt: '2026-11-12' })).toBe(true);
    expect(sameNotice(base, { ...base, publishedAt: undefined })).toBe(true);
    expect(sameNotice({ fingerprint: base.fingerprint }, { fingerprint: base.fingerprint })).toBe(true);
  });
  it('is the same notice dated days later when it names the same project number and deadline (a copy posted when reposted)', () => {
    expect(sameNotice(base, { ...base, publishedAt: '2026-11-13' })).toBe(true);
    expect(sameNotice(base, { ...base, publishedAt: '2026-12-20' })).toBe(true);
  });

  it('is another notice with another fingerprint, project number, date or (dates unknown) deadline', () => {
    expect(sameNotice(base, { ...base, fingerprint: '0123456789abcdee' })).toBe(false);
    expect(sameNotice(base, { ...base, projectNo: 'DX-2026-012' })).toBe(false);
    expect(sameNotice(base, { ...base, publishedAt: '2026-11-13', deadline: '2026-12-03T09:30' })).toBe(false);
    // Dated later with the same deadline but no project number on one side: nothing ties them.
    expect(sameNotice(base, { ...base, publishedAt: '2026-11-13', projectNo: undefined })).toBe(false);
    expect(sameNotice({ ...base, publishedAt: undefined }, { ...base, deadline: '2026-12-08T09:30' })).toBe(false);
  });
});
