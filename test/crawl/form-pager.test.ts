/**
 * A POST form pager whose page function lives only in an external script of the site
 * (`<script src="/js/pager.js">`, `onclick="toPage(3);return false;"`, the function finding the form
 * and its field by id), served on 127.0.0.1: the crawl fetches the script once, reads the function,
 * and POSTs the form for each later page with its hidden fields (the server answers 400 without
 * them); day 2 (new rows on top) walks by GET of page 1 then POSTs only while pages bring news.
 * The JSP shape of test/shapes18 is test/crawl/shapes18-post-pager.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlLocal } from './support.ts';

const HOST = 'www.formpager-test.edu.cn';
const NO_SCRIPT_HOST = 'www.formpager-noscript.edu.cn';
const PAGE_ROWS = 5;
const SUBJECTS = ['图书馆密集书架', '学生公寓空调维修服务', '实验室通风系统改造工程', '校园网核心交换机', '食堂食材配送服务', '体育馆照明改造工程', '高性能计算平台扩容'];
const KINDS = ['公开招标公告', '竞争性磋商公告', '询价公告', '竞争性谈判公告'];
const title = (id: number) => `测试大学${SUBJECTS[id % SUBJECTS.length]}采购项目${KINDS[id % KINDS.length]}（第${id}号）`;
const dateOf = (id: number) => `2026-${10 + Math.floor(id / 28)}-${String(1 + (id % 28)).padStart(2, '0')}`;
const html = (head: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${head}</title><script src="/js/pager.js"></script></head><body>` +
  `<div class="main"><div class="crumb">当前位置：<a href="/">首页</a> &gt; 招标公告</div>${body}</div></body></html>`;
const PAGER_JS = `function toPage(p) {
  var form = document.getElementById('listForm');
  document.getElementById('curPage').value = p;
  form.submit();
}`;

let ids = Array.from({ length: 23 }, (_, i) => 23 - i); // newest first
const requests: string[] = [];

function listPage(n: number): string {
  const pages = Math.ceil(ids.length / PAGE_ROWS);
  const rows = ids.slice((n - 1) * PAGE_ROWS, n * PAGE_ROWS).map((id) => `<li><a href="show.jsp?id=${id}">${title(id)}</a><span>${dateOf(id)}</span></li>`);
  const link = (k: number, text = String(k)) => `<a href="#" onclick="toPage(${k});return false;">${text}</a>`;
  const numbers = Array.from({ length: pages }, (_, i) => (i + 1 === n ? `<b>${n}</b>` : link(i + 1))).join(' ');
  return html('招标公告', `<h2>招标公告</h2><ul class="list">${rows.join('')}</ul>
    <form id="listForm" method="post" action="/zbgg/list.jsp"><input type="hidden" id="curPage" name="curPage" value="${n}"><input type="hidden" name="catId" value="7">
    <div class="pager">${n > 1 ? link(n - 1, '上一页') : ''} ${numbers} ${n < pages ? `${link(n + 1, '下一页')} ${link(pages, '尾页')}` : ''} 共${pages}页</div></form>`);
}

let server: Server;
let port = 0;
const reports: CrawlReport[] = [];
const store = new MemoryStore();
const lists = () => requests.filter((r) => r.includes('/zbgg/list.jsp'));

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push(`${req.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
      const send = (status: number, text: string, type = 'text/html; charset=utf-8') => res.writeHead(status, { 'content-type': type }).end(text);
      if (url.pathname === '/') return send(200, html('测试大学', '<p>欢迎访问测试大学。</p><p><a href="/zbgg/list.jsp">招标公告</a></p>'));
      // The second host's pager script is gone: its pager can only be clicked through in a browser.
      if (url.pathname === '/js/pager.js') return req.headers.host?.startsWith(NO_SCRIPT_HOST) ? send(404, 'not found') : send(200, PAGER_JS, 'application/javascript');
      if (url.pathname === '/zbgg/list.jsp') {
        if (req.method !== 'POST') return send(200, listPage(1));
        const form = new URLSearchParams(body);
        const n = Number(form.get('curPage'));
        if (form.get('catId') !== '7' || !(n >= 1 && n <= Math.ceil(ids.length / PAGE_ROWS))) return send(400, 'bad form');
        return send(200, listPage(n));
      }
      const id = Number(url.searchParams.get('id'));
      if (url.pathname === '/zbgg/show.jsp' && ids.includes(id)) {
        return send(200, html(title(id), `<h1>${title(id)}</h1><p>发布日期：${dateOf(id)}</p><p>项目编号：FP-2026-${id}。采购人：测试大学。预算金额：${id * 10}万元。投标截止时间：2026年12月${(id % 28) + 1}日 09:30。</p>`));
      }
      send(404, 'not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  reports.push(await crawlLocal(port, [`http://${HOST}/`], store));
}, 60_000);
afterAll(() => server?.close());

describe('a POST form pager whose function is in an external script', () => {
  it('day 1: every notice once; the script fetched once; pages 2–5 POSTed with the hidden fields, each once', () => {
    const urls = reports[0]!.newNotices.map((n) => n.url).sort();
    expect(urls).toEqual(ids.map((id) => `http://${HOST}/zbgg/show.jsp?id=${id}`).sort());
    expect(requests.filter((r) => r.startsWith('GET /js/pager.js'))).toHaveLength(1);
    expect(lists()).toEqual(['GET /zbgg/list.jsp', ...[2, 3, 4, 5].map((n) => `POST /zbgg/list.jsp curPage=${n}&catId=7`)]);
    expect(reports[0]!.sites[0]!.needsBrowser ?? []).toEqual([]);
  });

  it('with its function unreadable, page 1 is read and the list noted as needing a browser (its breadcrumb 首页 is no pager)', async () => {
    const report = await crawlLocal(port, [`http://${NO_SCRIPT_HOST}/`], new MemoryStore());
    expect(report.newNotices).toHaveLength(PAGE_ROWS);
    expect(report.sites[0]!.needsBrowser).toEqual([{ url: `http://${NO_SCRIPT_HOST}/zbgg/list.jsp`, reason: 'js-pager' }]);
  });

  it('day 2: the new rows, by GET of page 1 and a POST of page 2 (where the known rows begin)', async () => {
    requests.length = 0;
    ids = [30, 29, 28, 27, 26, 25, 24, ...ids];
    reports.push(await crawlLocal(port, [`http://${HOST}/`], store));
    expect(reports[1]!.newNotices.map((n) => n.url).sort()).toEqual([24, 25, 26, 27, 28, 29, 30].map((id) => `http://${HOST}/zbgg/show.jsp?id=${id}`).sort());
    expect(lists()).toEqual(['GET /zbgg/list.jsp', 'POST /zbgg/list.jsp curPage=2&catId=7']);
  }, 60_000);
});
