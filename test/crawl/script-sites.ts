/**
 * Made-up university sites that only a browser reads, on one 127.0.0.1 port (by Host header):
 * - `www.apilist-test.edu.cn`: a Vue-like page whose rows a script fetches from a JSON API, with a
 *   script-only pager; its detail pages are shells a script fills from the API too.
 * - `www.gate-test.edu.cn`: a 412 gateway whose script sets a cookie and reloads; behind it, a
 *   static list of two pages, and a `/private/` its robots.txt (let through) disallows.
 * - `www.poll-test.edu.cn`: a script-written list whose page never settles (it polls forever and
 *   keeps changing the DOM).
 * - `www.busy-test.edu.cn`: a list whose script loops forever (the page never finishes).
 * - `www.wall-test.edu.cn`: a gateway that never lets anyone through.
 * `truth` says which notices each site shows on its first pages.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const API_HOST = 'www.apilist-test.edu.cn';
export const GATE_HOST = 'www.gate-test.edu.cn';
export const POLL_HOST = 'www.poll-test.edu.cn';
export const BUSY_HOST = 'www.busy-test.edu.cn';
export const WALL_HOST = 'www.wall-test.edu.cn';
export const SCRIPT_HOSTS = [API_HOST, GATE_HOST, POLL_HOST, BUSY_HOST, WALL_HOST] as const;

const TITLES = [
  '图书馆密集书架采购项目公开招标公告',
  '学生公寓空调维修服务竞争性磋商公告',
  '实验室通风系统改造工程招标公告',
  '校园网核心交换机采购项目询价公告',
  '食堂食材配送服务项目公开招标公告',
  '体育馆照明改造工程竞争性谈判公告',
  '高性能计算平台扩容采购项目招标公告',
  '档案馆数字化加工服务采购公告',
  '教学楼消防设施维保服务招标公告',
  '化学试剂及耗材供应商遴选公告',
  '校医院医疗设备采购项目公开招标公告',
  '学生宿舍家具采购项目竞争性磋商公告',
];

interface Row {
  title: string;
  date: string;
  id: number;
}

const rows = (from: number, count: number): Row[] =>
  TITLES.slice(from, from + count).map((title, i) => ({ title, id: from + i + 1, date: `2026-11-${String(20 - from - i).padStart(2, '0')}` }));

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const html = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>` +
  `<div class="nav"><a href="/">首页</a> <a href="/zbgg.html">招标公告</a> <a href="/news.html">新闻动态</a></div>${body}</body></html>`;
const detailBody = (row: Row) =>
  `<h1>${escape(row.title)}</h1><p>发布日期：${row.date}</p><p>项目编号：SC-2026-${String(row.id).padStart(3, '0')}。` +
  `采购人：测试大学。预算金额：${row.id * 10}万元。投标截止时间：2026年12月${row.id}日 09:30。欢迎符合条件的供应商参加。</p>`;

// The list a script writes: rows from the API into the empty <ul>; the pager buttons are scripts.
const RENDER_ROWS = `function render(data) {
  var ul = document.querySelector('.news-list'); ul.textContent = '';
  data.rows.forEach(function (row) {
    var li = document.createElement('li'), a = document.createElement('a'), s = document.createElement('span');
    a.href = row.url; a.textContent = row.title; a.title = row.title; s.textContent = row.date;
    li.append(a, s); ul.append(li);
  });
}`;
const scriptList = (extra = '') =>
  html(
    '招标公告',
    `<div id="app"><h2>招标公告</h2><ul class="news-list"><li v-for="row in rows"><a :href="row.url">{{ row.title }}</a><span>{{ row.date }}</span></li></ul>` +
      `<div class="pager"><a href="javascript:void(0)" onclick="load(page - 1)">上一页</a> <a href="javascript:void(0)" onclick="load(page + 1)">下一页</a></div></div>` +
      `<script>var page = 1;\n${RENDER_ROWS}\nfunction load(n) { if (n < 1) return; page = n; fetch('/api/list?page=' + n).then(function (r) { return r.json(); }).then(render); }\nload(1);${extra}</script>`,
  );
const staticList = (list: Row[], next?: string) =>
  html(
    '招标公告',
    `<h2>招标公告</h2><ul class="list">${list.map((r) => `<li><a href="/info/${r.id}.html" title="${escape(r.title)}">${escape(r.title)}</a><span>${r.date}</span></li>`).join('')}</ul>` +
      (next ? `<div class="pager"><a href="${next}">下一页</a></div>` : ''),
  );

/** The gateway's cookie: what its script computes (a client without JavaScript never has it). */
const GATE_TOKEN = (7919 * 104729).toString(36);
const challenge = (token: string) =>
  `<html><head><meta charset="utf-8"><script>var t = (7919 * 104729).toString(36); document.cookie = "gw=" + ${token} + "; path=/"; location.reload();</script></head><body></body></html>`;

type Answer = { status: number; type: string; body: string };
const page = (body: string, status = 200): Answer => ({ status, type: 'text/html; charset=utf-8', body });
const json = (value: unknown): Answer => ({ status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(value) });

function apiSite(path: string, query: URLSearchParams): Answer | undefined {
  if (path === '/zbgg.html') return page(scriptList());
  if (path === '/api/list') {
    const n = Number(query.get('page') ?? '1');
    return json({ page: n, rows: rows((n - 1) * 6, 6).map((r) => ({ ...r, url: `/detail.html?id=${r.id}` })) });
  }
  if (path === '/detail.html') {
    // A shell: the notice's text comes from the API.
    return page(
      html('公告详情', `<div id="content"></div><script>fetch('/api/detail' + location.search).then(function (r) { return r.json(); }).then(function (d) {` +
        `document.title = d.title; document.getElementById('content').innerHTML = d.html; });</script>`),
    );
  }
  if (path === '/api/detail') {
    const row = rows(0, 12).find((r) => r.id === Number(query.get('id')));
    return row && json({ title: row.title, html: detailBody(row) });
  }
  return undefined;
}

function staticSite(path: string): Answer | undefined {
  if (path === '/zbgg.html') return page(staticList(rows(0, 6), '/zbgg_2.html'));
  if (path === '/zbgg_2.html') return page(staticList(rows(6, 6)));
  const row = /^\/info\/(\d+)\.html$/.exec(path) && rows(0, 12).find((r) => `/info/${r.id}.html` === path);
  return row ? page(html(escape(row.title), detailBody(row))) : undefined;
}

function route(host: string, path: string, query: URLSearchParams, cookie: string): Answer | undefined {
  // The gateway lets robots.txt through (as some do); its rules hold for pages the browser loads too.
  if (path === '/robots.txt') return host === GATE_HOST ? { status: 200, type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' } : undefined;
  if (host === WALL_HOST) return page(challenge('Math.random()'), 412);
  if (host === GATE_HOST && !cookie.split(/;\s*/).includes(`gw=${GATE_TOKEN}`)) return page(challenge('t'), 412);
  // 联系我们 is a dead link (404), behind the gateway too: a missing page, not one a browser could read.
  if (path === '/') return page(html('测试大学', '<p>欢迎访问测试大学。</p><p><a href="/private/zbgg.html">内部招标公告</a></p><p><a href="/lxwm.html">联系我们</a></p>'));
  if (path === '/news.html') return page(html('新闻动态', '<p>学校新闻。</p>'));
  if (host === API_HOST) return apiSite(path, query);
  if (host === GATE_HOST) return staticSite(path);
  if (host === POLL_HOST) {
    // Rows once, then a poll and a DOM change every 300 ms, forever: the page never settles.
    const forever = `\nsetInterval(function () { fetch('/api/ping'); var p = document.querySelector('.ticker') || document.body.appendChild(document.createElement('p')); p.className = 'ticker'; p.textContent += '.'; }, 300);`;
    if (path === '/zbgg.html') return page(scriptList(forever));
    if (path === '/api/list') return json({ rows: rows(0, 4).map((r) => ({ ...r, url: `/info/${r.id}.html` })) });
    if (path === '/api/ping') return json({ ok: true });
    return staticSite(path);
  }
  if (host === BUSY_HOST && path === '/zbgg.html') {
    return page(html('招标公告', `<ul class="news-list"></ul><script>fetch('/api/list').then(function (r) { return r.json(); });\nfor (;;) {}</script>`));
  }
  return undefined;
}

export interface ScriptSites {
  port: number;
  /** `--resolve` rule and host-resolver rule sending every test host here. */
  resolveRule: string;
  seeds: string[];
  /** The notice URLs a reader should find on each host (the first page of each list, both pages behind the gateway). */
  truth: Record<(typeof SCRIPT_HOSTS)[number], string[]>;
  /** The JSON-API list's notices on both its pages (the second behind a script-only 下一页). */
  apiPages: string[];
  /** Requests in order: "static www.x.edu.cn/path" (the crawl's fetcher) or "browser …". */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the sites on a free 127.0.0.1 port. */
export async function startScriptSites(): Promise<ScriptSites> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = new URL(req.url ?? '/', 'http://x');
    const client = /TenderRadar/.test(req.headers['user-agent'] ?? '') ? 'static' : 'browser';
    requests.push(`${client} ${host}${url.pathname}${url.search}`);
    const answer = route(host, url.pathname, url.searchParams, req.headers.cookie ?? '');
    if (!answer) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = (host: string) => `http://${host}`;
  return {
    port,
    resolveRule: `*.edu.cn=127.0.0.1:${port}`,
    seeds: SCRIPT_HOSTS.map((h) => `${base(h)}/`),
    truth: {
      [API_HOST]: rows(0, 6).map((r) => `${base(API_HOST)}/detail.html?id=${r.id}`),
      [GATE_HOST]: rows(0, 12).map((r) => `${base(GATE_HOST)}/info/${r.id}.html`),
      [POLL_HOST]: rows(0, 4).map((r) => `${base(POLL_HOST)}/info/${r.id}.html`),
      [BUSY_HOST]: [],
      [WALL_HOST]: [],
    },
    apiPages: rows(0, 12).map((r) => `${base(API_HOST)}/detail.html?id=${r.id}`),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
