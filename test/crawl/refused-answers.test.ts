/**
 * Answers Node's HTTP parser refuses and a browser reads (lib/crawl/site-run.ts, `transport`): an old
 * JSP server behind a proxy whose every `.jsp` answer carries Content-Length twice (the same value).
 * With the browser, the first refused answer is rendered and the host's later pages go to the browser
 * first (no more refused requests, the host is never left as failing): every notice of both list
 * pages. Without one, the site says so with that reason, never "its menus may be drawn by scripts".
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import { captureIo, localCrawlArgs } from './support.ts';

const CHROMIUM = '/usr/bin/chromium';
const HOST = 'www.twice-test.edu.cn';
const SUBJECTS = ['实验室设备', '学生公寓空调', '图书馆家具', '校园监控系统', '食堂厨具', '体育馆照明', '教学楼电梯', '网络交换机', '医学院试剂', '档案数字化', '校医院药品', '物业服务', '绿化养护', '保安服务', '印刷服务', '办公电脑'];
const NOTICES = SUBJECTS.map((subject, i) => ({ id: 1100 + SUBJECTS.length - i, title: `双长学院${subject}采购项目招标公告`, date: `2026-11-${String(28 - i).padStart(2, '0')}` }));
const PAGE_SIZE = 10;

const layout = (title: string, body: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}-双长学院</title></head>
<body><ul class="menu"><li><a href="/">首页</a></li><li><a href="/zbxx/list.jsp">招标信息</a></li></ul>${body}<div id="foot">版权所有 双长学院</div></body></html>`;
const listPage = (k: number) => {
  const rows = NOTICES.slice((k - 1) * PAGE_SIZE, k * PAGE_SIZE).map((n) => `<li><a href="view.jsp?id=${n.id}">${n.title}</a><span>${n.date}</span></li>`).join('\n');
  const pager = k === 1 ? '<b>1</b> <a href="list.jsp?page=2">2</a> <a href="list.jsp?page=2">下一页</a>' : '<a href="list.jsp">1</a> <b>2</b>';
  return layout('招标信息', `<div class="crumb">当前位置：<a href="/">首页</a> &gt; 招标信息</div><h2>招标信息</h2><ul class="news-list">\n${rows}\n</ul><div class="pages">${pager}</div>`);
};
const detail = (n: (typeof NOTICES)[number]) => layout(n.title, `<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/zbxx/list.jsp">招标信息</a></div><h1>${n.title}</h1><div class="info">发布时间：${n.date}</div><div class="content"><p>项目编号：SC-${n.id}</p><p>预算金额：90000元</p><p>投标截止时间：2026-12-10 09:30</p><p>欢迎符合条件的供应商参加投标。本项目采用公开招标方式，供应商应在截止时间前递交投标文件。</p></div>`);

/** The proxy's answer: Content-Length twice, written on the socket. */
function twice(req: IncomingMessage, res: ServerResponse, body: string, status = 200): void {
  const bytes = Buffer.from(body);
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${bytes.length}\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`;
  res.socket?.end(req.method === 'HEAD' ? Buffer.from(head) : Buffer.concat([Buffer.from(head), bytes]));
}

let server: Server;
let port = 0;
const requests: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'refused-answers-'));

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(`${/Chrome\//.test(req.headers['user-agent'] ?? '') ? 'browser' : 'fetch'} ${path}`);
    if (path === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow:\n');
    if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(layout('首页', '<div class="box"><a href="/zbxx/list.jsp">招标信息</a></div>'));
    if (path === '/zbxx/list.jsp') return twice(req, res, listPage(1));
    if (path === '/zbxx/list.jsp?page=2') return twice(req, res, listPage(2));
    const notice = NOTICES.find((n) => path === `/zbxx/view.jsp?id=${n.id}`);
    if (notice) return twice(req, res, detail(notice));
    twice(req, res, 'not found', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('answers the HTTP client refuses and a browser reads', () => {
  it('without a browser: reported with that reason, not as a site whose menus scripts draw', async () => {
    const io = captureIo();
    expect(await run(localCrawlArgs([`http://${HOST}/`], join(dir, 'static'), port), io)).toBe(0);
    expect(io.lines).toEqual([]);
    const log = io.logs.join('\n');
    expect(log).toMatch(/needs-browser: twice-test\.edu\.cn: answers the HTTP client refuses and a browser reads/);
    expect(log).not.toMatch(/menus may be drawn by scripts/);
  }, 120_000);

  it.skipIf(!existsSync(CHROMIUM))('with the browser: every notice, the host sent to the browser after its first refused answer', async () => {
    requests.length = 0;
    const io = captureIo();
    expect(await run(localCrawlArgs([`http://${HOST}/`], join(dir, 'browser'), port, ['--browser', CHROMIUM]), io)).toBe(0);
    expect(io.lines.map((l) => l.url).sort()).toEqual(NOTICES.map((n) => `http://${HOST}/zbxx/view.jsp?id=${n.id}`).sort());
    expect(io.lines.every((l) => l.via === 'browser')).toBe(true);
    expect(requests.filter((r) => r.startsWith('fetch /zbxx/'))).toHaveLength(1);
    expect(io.logs.join('\n')).not.toMatch(/host-failing|needs-browser/);
  }, 240_000);
});
