/**
 * Made-up university lists whose later pages exist only behind a script, on one 127.0.0.1 port
 * (by Host header):
 * - `www.postback-test.edu.cn`: an ASP.NET-style GridView. `/List.aspx` is a `<form method="post">`
 *   with a hidden `__VIEWSTATE`; the pager is page numbers `javascript:__doPostBack('GridView1','Page$N')`
 *   (the current one a bare `<span>`), posted back to the same URL; a POST without the view state
 *   the page issued gets a 500.
 * - `www.loadmore-test.edu.cn`: a Vue-style app. `/zbgg/` is an empty mount point; its script
 *   fetches `/api/list?page=N` (JSON) and draws the rows and a `<button>` pager (上一页 / 下一页,
 *   下一页 disabled on the last page).
 * - `www.gated-test.edu.cn`: a 412 gateway whose script sets a cookie and reloads, robots.txt
 *   included; behind it, a static list whose last rows link drafts under `/admin/`, which the
 *   robots.txt (only a browser reads it) disallows.
 * Each list has `PAGE_ROWS` rows a page, newest first. `addNew(n)` puts n new notices on top
 * (day 2). `truth()` lists every notice's URL per host.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const POSTBACK_HOST = 'www.postback-test.edu.cn';
export const LOADMORE_HOST = 'www.loadmore-test.edu.cn';
export const GATED_HOST = 'www.gated-test.edu.cn';
export const PAGER_HOSTS = [POSTBACK_HOST, LOADMORE_HOST] as const;
export const PAGE_ROWS = 5;

const SUBJECTS = ['图书馆密集书架', '学生公寓空调维修服务', '实验室通风系统改造工程', '校园网核心交换机', '食堂食材配送服务', '体育馆照明改造工程',
  '高性能计算平台扩容', '档案馆数字化加工服务', '教学楼消防设施维保服务', '化学试剂及耗材', '校医院医疗设备', '学生宿舍家具',
  '校园绿化养护服务', '运动场塑胶跑道改造工程', '多媒体教室设备', '物业管理服务', '公务用车定点维修', '实验动物饲料', '网络安全设备', '图书馆古籍修复服务'];
const KINDS = ['公开招标公告', '竞争性磋商公告', '询价公告', '竞争性谈判公告'];

interface Row {
  id: number;
  title: string;
  date: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const html = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>` +
  `<div class="nav"><a href="/">首页</a> <a href="/news.html">新闻动态</a></div>${body}</body></html>`;
const detail = (row: Row) =>
  html(escape(row.title), `<h1>${escape(row.title)}</h1><p>发布日期：${row.date}</p><p>项目编号：PB-2026-${String(row.id).padStart(3, '0')}。` +
    `采购人：测试大学。预算金额：${row.id * 10}万元。投标截止时间：2026年12月${(row.id % 28) + 1}日 09:30。欢迎符合条件的供应商参加。</p>`);

/** `count` notices of one site, newest first, ids from `first` up. */
function makeRows(prefix: string, first: number, count: number): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const id = first + i;
    return { id, title: `${prefix}${SUBJECTS[id % SUBJECTS.length]}采购项目${KINDS[id % KINDS.length]}（第${id}号）`, date: `2026-${10 + Math.floor((id % 100) / 28)}-${String(1 + ((id % 100) % 28)).padStart(2, '0')}` };
  });
}

// ASP.NET WebForms' own pager function, as GridView pages carry it.
const DO_POSTBACK = `<script type="text/javascript">var theForm = document.forms['form1'];
function __doPostBack(eventTarget, eventArgument) { if (!theForm.onsubmit || (theForm.onsubmit() != false)) {
  theForm.__EVENTTARGET.value = eventTarget; theForm.__EVENTARGUMENT.value = eventArgument; theForm.submit(); } }</script>`;

function postbackPage(rows: Row[], page: number, pages: number, state: string): string {
  const table = rows.map((r) => `<tr><td><a href="Detail.aspx?id=${r.id}" title="${escape(r.title)}">${escape(r.title)}</a></td><td>${r.date}</td></tr>`).join('');
  const pager = Array.from({ length: pages }, (_, i) => i + 1)
    .map((n) => (n === page ? `<td><span>${n}</span></td>` : `<td><a href="javascript:__doPostBack('GridView1','Page$${n}')">${n}</a></td>`))
    .join('');
  return html('招标公告', `<form method="post" action="./List.aspx" id="form1"><input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="">` +
    `<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value=""><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${state}">${DO_POSTBACK}` +
    `<h2>招标公告</h2><table id="GridView1"><tr><th>标题</th><th>发布日期</th></tr>${table}<tr class="pager"><td colspan="2"><table><tr>${pager}</tr></table></td></tr></table></form>`);
}

// The app's bundle: rows and a button pager drawn from the JSON API.
const APP_JS = `var page = 1;
function draw(data) {
  var app = document.getElementById('app'); app.textContent = '';
  var h = document.createElement('h2'); h.textContent = '招标公告'; app.append(h);
  var ul = document.createElement('ul'); ul.className = 'list';
  data.rows.forEach(function (row) { var li = document.createElement('li'), a = document.createElement('a'), s = document.createElement('span');
    a.href = '/detail/' + row.id + '.html'; a.textContent = row.title; s.textContent = row.date; li.append(a, s); ul.append(li); });
  app.append(ul);
  var pager = document.createElement('div'); pager.className = 'el-pagination';
  var prev = document.createElement('button'); prev.className = 'btn-prev'; prev.textContent = '上一页'; prev.disabled = data.page <= 1;
  prev.onclick = function () { load(data.page - 1); };
  var next = document.createElement('button'); next.className = 'btn-next'; next.textContent = '下一页'; next.disabled = data.page >= data.pages;
  next.onclick = function () { load(data.page + 1); };
  var info = document.createElement('span'); info.textContent = '共 ' + data.pages + ' 页';
  pager.append(prev, info, next); app.append(pager);
}
function load(n) { page = n; fetch('/api/list?page=' + n).then(function (r) { return r.json(); }).then(draw); }
load(1);`;

/** The gateway's cookie: what its script computes. */
const GATE_TOKEN = (7919 * 104729).toString(36);
const CHALLENGE = `<html><head><meta charset="utf-8"><script>document.cookie = "gw=" + (7919 * 104729).toString(36) + "; path=/"; location.reload();</script></head><body></body></html>`;
const GATED_ROWS = makeRows('', 300, 6);

type Answer = { status: number; type: string; body: string };
const page = (body: string, status = 200): Answer => ({ status, type: 'text/html; charset=utf-8', body });

export interface PagerSites {
  port: number;
  resolveRule: string;
  seeds: string[];
  truth(): Record<(typeof PAGER_HOSTS)[number], string[]>;
  /** The gated list's notices robots.txt allows, and the drafts it disallows. */
  gated: { allowed: string[]; disallowed: string[] };
  /** Day 2: `count` new notices on top of each list. */
  addNew(count: number): void;
  /** Requests in order: "GET www.x.edu.cn/path?query" or "POST … Page$N". */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the sites on a free 127.0.0.1 port, `count` notices a list. */
export async function startPagerSites(count = 13): Promise<PagerSites> {
  const lists: Record<string, Row[]> = {
    [POSTBACK_HOST]: makeRows('', 100, count).reverse(),
    [LOADMORE_HOST]: makeRows('', 200, count).reverse(),
  };
  let next = { [POSTBACK_HOST]: 100 + count, [LOADMORE_HOST]: 200 + count };
  const pagesOf = (host: string) => Math.ceil(lists[host]!.length / PAGE_ROWS);
  const slice = (host: string, n: number) => lists[host]!.slice((n - 1) * PAGE_ROWS, n * PAGE_ROWS);
  const find = (host: string, id: number) => lists[host]!.find((r) => r.id === id);
  const requests: string[] = [];

  function gated(url: URL, cookie: string): Answer | undefined {
    if (!cookie.split(/;\s*/).includes(`gw=${GATE_TOKEN}`)) return page(CHALLENGE, 412);
    if (url.pathname === '/robots.txt') return { status: 200, type: 'text/plain', body: 'User-agent: *\nDisallow: /admin/\n' };
    if (url.pathname === '/') return page(html('测试大学招标中心', '<p><a href="/zbgg.html">招标公告</a></p>'));
    const rows = GATED_ROWS;
    if (url.pathname === '/zbgg.html') {
      const links = rows.map((r, i) => `<li><a href="/${i < rows.length - 2 ? 'info' : 'admin'}/${r.id}.html">${escape(r.title)}</a><span>${r.date}</span></li>`);
      return page(html('招标公告', `<h2>招标公告</h2><ul class="list">${links.join('')}</ul>`));
    }
    const row = rows.find((r) => url.pathname === `/info/${r.id}.html` || url.pathname === `/admin/${r.id}.html`);
    return row && page(detail(row));
  }

  function route(host: string, method: string, url: URL, form: URLSearchParams, cookie: string): Answer | undefined {
    if (host === GATED_HOST) return gated(url, cookie);
    if (url.pathname === '/') return page(html('测试大学', `<p>欢迎访问测试大学。</p><p><a href="${host === POSTBACK_HOST ? '/ZBGG/List.aspx' : '/zbgg/'}">招标公告</a></p>`));
    if (url.pathname === '/news.html') return page(html('新闻动态', '<p>学校新闻。</p>'));
    if (host === POSTBACK_HOST) {
      const state = `vs-${pagesOf(host)}`;
      if (url.pathname === '/ZBGG/List.aspx') {
        if (method === 'GET') return page(postbackPage(slice(host, 1), 1, pagesOf(host), state));
        if (form.get('__VIEWSTATE') !== state) return page('<h1>验证视图状态 MAC 失败。</h1>', 500);
        const n = Number(/^Page\$(\d+)$/.exec(form.get('__EVENTARGUMENT') ?? '')?.[1] ?? '1');
        return page(postbackPage(slice(host, n), n, pagesOf(host), state));
      }
      const row = url.pathname === '/ZBGG/Detail.aspx' ? find(host, Number(url.searchParams.get('id'))) : undefined;
      return row && page(detail(row));
    }
    if (host === LOADMORE_HOST) {
      if (url.pathname === '/zbgg/') return page(html('招标公告', '<div id="app"></div><script src="/static/js/app.js"></script>'));
      if (url.pathname === '/static/js/app.js') return { status: 200, type: 'application/javascript', body: APP_JS };
      if (url.pathname === '/api/list') {
        const n = Number(url.searchParams.get('page') ?? '1');
        return { status: 200, type: 'application/json', body: JSON.stringify({ page: n, pages: pagesOf(host), rows: slice(host, n) }) };
      }
      const id = /^\/detail\/(\d+)\.html$/.exec(url.pathname)?.[1];
      const row = id ? find(host, Number(id)) : undefined;
      return row && page(detail(row));
    }
    return undefined;
  }

  const server: Server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = new URL(req.url ?? '/', 'http://x');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(req.method === 'POST' ? body : '');
      requests.push(`${req.method} ${host}${url.pathname}${url.search}${req.method === 'POST' ? ` ${form.get('__EVENTARGUMENT') ?? ''}` : ''}`);
      const answer = route(host, req.method ?? 'GET', url, form, req.headers.cookie ?? '');
      if (!answer) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    resolveRule: `*.edu.cn=127.0.0.1:${port}`,
    seeds: [...PAGER_HOSTS, GATED_HOST].map((h) => `http://${h}/`),
    truth: () => ({
      [POSTBACK_HOST]: lists[POSTBACK_HOST]!.map((r) => `http://${POSTBACK_HOST}/ZBGG/Detail.aspx?id=${r.id}`),
      [LOADMORE_HOST]: lists[LOADMORE_HOST]!.map((r) => `http://${LOADMORE_HOST}/detail/${r.id}.html`),
    }),
    gated: {
      allowed: GATED_ROWS.slice(0, -2).map((r) => `http://${GATED_HOST}/info/${r.id}.html`),
      disallowed: GATED_ROWS.slice(-2).map((r) => `http://${GATED_HOST}/admin/${r.id}.html`),
    },
    addNew(n) {
      for (const host of PAGER_HOSTS) {
        lists[host]!.unshift(...makeRows('', next[host], n).reverse());
        next = { ...next, [host]: next[host] + n };
      }
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
