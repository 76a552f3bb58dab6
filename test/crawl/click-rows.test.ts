/**
 * Rows that open only by a click the server resolves (lib/crawl/row-links.ts clickEach,
 * lib/extract rowsOpenedByUnknownCall): `<li onclick="viewNotice(N)">` whose function (an external
 * script) POSTs the id and goes where the JSON answer says, a key no page shows. With the browser
 * every row is clicked, its navigation held, and the address taken as its link: every notice of both
 * list pages, page 2 asked of the browser only, no notice page loaded by the clicks. Without one, the list is
 * reported `click-rows` with the --browser hint, and nothing is made up.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import { captureIo, localCrawlArgs } from './support.ts';

const CHROMIUM = '/usr/bin/chromium';
const HOST = 'www.clk-test.edu.cn';
const SUBJECTS = ['实验室设备', '学生公寓空调', '图书馆家具', '校园监控系统', '食堂厨具', '体育馆照明', '教学楼电梯', '网络交换机', '医学院试剂', '档案数字化', '校医院药品', '物业服务', '绿化养护', '保安服务', '印刷服务', '车辆租赁', '办公电脑', '实验动物'];
/** The notices: id, title, date (newest first), and the secret key of each address. */
const NOTICES = SUBJECTS.map((subject, i) => ({ id: 500 + SUBJECTS.length - i, title: `清控学院${subject}采购项目招标公告`, date: `2026-11-${String(28 - i).padStart(2, '0')}`, key: ((i + 7) * 2654435761 >>> 0).toString(16) }));
const PAGE_SIZE = 12;

const layout = (title: string, body: string, head = '') => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${title}-清控学院</title>${head}</head>
<body><ul class="menu"><li><a href="/">首页</a></li><li><a href="/zbgg/list.html">招标公告</a></li></ul>${body}<div id="foot">版权所有 清控学院</div></body></html>`;
const listPage = (k: number) => {
  const rows = NOTICES.slice((k - 1) * PAGE_SIZE, k * PAGE_SIZE).map((n) => `<li class="item" onclick="viewNotice(${n.id})" style="cursor:pointer"><span class="tit">${n.title}</span><span class="time">${n.date}</span></li>`).join('\n');
  const pager = k === 1 ? '<strong>1</strong> <a href="list_2.html">2</a> <a href="list_2.html">下一页</a>' : '<a href="list.html">1</a> <strong>2</strong>';
  return layout('招标公告', `<div class="crumb">当前位置：<a href="/">首页</a> &gt; 招标公告</div><h2>招标公告</h2><ul class="news-list">\n${rows}\n</ul><div class="pages">${pager} <span>第${k}/2页</span></div>`, '<script src="/js/notice.js"></script>');
};
const NOTICE_JS = `function viewNotice(id) {
  var x = new XMLHttpRequest();
  x.open('POST', '/api/notice/url.do', true);
  x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
  x.onload = function () { var j = JSON.parse(x.responseText); if (j.code === 0) window.location.href = j.url; };
  x.send('id=' + encodeURIComponent(id));
}`;

let server: Server;
let port = 0;
const requests: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'click-rows-'));

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    const client = /HeadlessChrome|Chrome\//.test(req.headers['user-agent'] ?? '') ? 'browser' : 'fetch';
    requests.push(`${client} ${req.method} ${path}`);
    const html = (body: string, status = 200) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (path === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow:\n');
    if (path === '/') return html(layout('首页', '<div class="box"><a href="/zbgg/list.html">招标公告</a> <a href="/zbgg/list.html">更多</a></div>'));
    if (path === '/zbgg/list.html') return html(listPage(1));
    if (path === '/zbgg/list_2.html') return html(listPage(2));
    if (path === '/js/notice.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(NOTICE_JS);
    if (path === '/api/notice/url.do') {
      if (req.method !== 'POST') return void res.writeHead(405).end();
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const notice = NOTICES.find((n) => `id=${n.id}` === body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(notice ? { code: 0, url: `/zbgg/c/${notice.key}.html` } : { code: 1, msg: '不存在' }));
      });
      return;
    }
    const notice = NOTICES.find((n) => path === `/zbgg/c/${n.key}.html`);
    if (notice) return html(layout(notice.title, `<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/zbgg/list.html">招标公告</a></div><h1>${notice.title}</h1><div class="info">发布时间：${notice.date}</div><div class="content"><p>项目编号：QK-${notice.id}</p><p>预算金额：120000元</p><p>投标截止时间：2026-12-10 09:30</p><p>欢迎符合条件的供应商参加投标。本项目采用公开招标方式，供应商应在截止时间前递交投标文件。</p></div>`));
    html('not found', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const addresses = NOTICES.map((n) => `http://${HOST}/zbgg/c/${n.key}.html`).sort();

describe('rows that open only by a click the server resolves', () => {
  it('without a browser: nothing made up, the list reported click-rows with the --browser hint', async () => {
    const io = captureIo();
    expect(await run(localCrawlArgs([`http://${HOST}/`], join(dir, 'static'), port), io)).toBe(0);
    expect(io.lines).toEqual([]);
    expect(io.logs.join('\n')).toMatch(/needs-browser: clk-test\.edu\.cn: rows that open only on a click a browser follows \(unread\): http:\/\/www\.clk-test\.edu\.cn\/zbgg\/list\.html.*\(run with --browser PATH to read it\)/);
  }, 120_000);

  it.skipIf(!existsSync(CHROMIUM))('with the browser: each row clicked, its address taken, every notice of both pages, no notice page loaded by a click', async () => {
    requests.length = 0;
    const io = captureIo();
    expect(await run(localCrawlArgs([`http://${HOST}/`], join(dir, 'browser'), port, ['--browser', CHROMIUM]), io)).toBe(0);
    expect(io.lines.map((l) => l.url).sort()).toEqual(addresses);
    for (const line of io.lines) expect(line).toMatchObject({ title: NOTICES.find((n) => line.url === `http://${HOST}/zbgg/c/${n.key}.html`)!.title, via: 'browser' });
    // Every row's POST was answered; no notice page was loaded by a click (the navigations were held).
    expect(requests.filter((r) => r === 'browser POST /api/notice/url.do')).toHaveLength(NOTICES.length);
    expect(requests.filter((r) => r.startsWith('browser GET /zbgg/c/'))).toEqual([]);
    // Page 1 asked once, as served: the browser is shown that answer (lib/browser/shown.ts); it was
    // asked again by the browser before. Page 2, a page of a list the browser drew, in the browser only.
    expect(requests.filter((r) => r.endsWith(' GET /zbgg/list.html'))).toEqual(['fetch GET /zbgg/list.html']);
    expect(requests.filter((r) => r.endsWith(' GET /zbgg/list_2.html'))).toEqual(['browser GET /zbgg/list_2.html']);
    expect(io.logs.join('\n')).not.toMatch(/needs-browser/);
  }, 240_000);
});
