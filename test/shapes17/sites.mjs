// test/shapes17: FETCH ECONOMY. Five made-up universities whose list pages are reachable under many
// addresses, or whose links change on every answer, so a crawler that keys pages by their URL asks
// the same list page again and again. Written from public knowledge of how Chinese university sites
// publish (CMS pagers with cache-busting parameters, jsessionid in paths, ?wbtreeid / ?spm / ?from
// decorations, 302s to the canonical column URL, 通知公告 streams), never from this project's crawler.
// Every request is tied to the list page it asks for (site, column, page number), so the scorer can
// count how many times each real list page was asked in one run, whatever address was used.
// The sites and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { createHash } from 'node:crypto';
import { take } from './titles.mjs';

const DAY1 = Date.UTC(2026, 10, 20);
const PER = 12;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hex = (...parts) => createHash('sha1').update(parts.join(':')).digest('hex');
const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const cn = (d) => `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
const nums = (n) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * One column's rows, newest first. `kinds1` (day 1) and `kinds2` (added on top on day 2) are strings
 * of 'T' (a tender) and 'N' (an ordinary notice), newest first.
 */
function column(school, kinds1, kinds2, base) {
  const kinds = [...kinds2, ...kinds1];
  const tenders = take('tenders', kinds.filter((k) => k === 'T').length, school);
  const news = take('news', kinds.filter((k) => k === 'N').length, school);
  return kinds.map((k, i) => {
    const day = i < kinds2.length ? 2 : 1;
    const date = new Date(day === 2 ? DAY1 + 86400000 : DAY1 - Math.round((i - kinds2.length) * 0.7) * 86400000);
    return { id: base + kinds.length - i, title: k === 'T' ? tenders.shift() : news.shift(), date, day, tender: k === 'T' };
  });
}
const on = (rows, day) => rows.filter((r) => r.day <= day);
const pagesOf = (rows) => Array.from({ length: Math.max(1, Math.ceil(rows.length / PER)) }, (_, k) => rows.slice(k * PER, (k + 1) * PER));
const T = (n) => 'T'.repeat(n);
const N = (n) => 'N'.repeat(n);

const articleBody = (r) => (r.tender
  ? `<p>一、项目编号：ZB-2026-${String(r.id).slice(-4)}</p><p>二、预算金额：${(r.id % 90) + 10} 万元</p><p>三、投标截止时间：2026-12-${pad(5 + (r.id % 20))} 09:30（北京时间）</p>`
  : '<p>各学院、各部门：</p><p>现将有关事项通知如下，请认真组织落实。</p><p>特此通知。</p>');

const htmlPage = (title, school, nav, body) => `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link rel="stylesheet" href="/css/style.css" /></head><body>
<div class="header"><div class="logo"><a href="/"><img src="/images/logo.png" alt="${esc(school)}" /></a></div><ul class="nav">${nav}</ul></div>
<div class="main">${body}</div>
<div class="footer">Copyright &copy; 2026 ${esc(school)} 版权所有</div></body></html>`;

/** A pager; `url(j, role)` gives the link of page j for a role: 'first', 'prev', 'num', 'next', 'last'. */
const pager = (count, k, total, url) => `<div class="pagination">共${count}条 ${k > 1 ? `<a href="${esc(url(1, 'first'))}">首页</a> <a href="${esc(url(k - 1, 'prev'))}">上一页</a>` : '<span>首页</span> <span>上一页</span>'} ${nums(total).map((j) => (j === k ? `<span class="current">${j}</span>` : `<a href="${esc(url(j, 'num'))}">${j}</a>`)).join(' ')} ${k < total ? `<a href="${esc(url(k + 1, 'next'))}">下一页</a> <a href="${esc(url(total, 'last'))}">尾页</a>` : '<span>下一页</span> <span>尾页</span>'} 第${k}/${total}页</div>`;

/**
 * A site. The spec says how the site links page k of a column from a place (`link(col, k, where, rnd)`;
 * where: 'home', 'nav', 'more', 'crumb', 'back', 'first', 'prev', 'num', 'next', 'last'), how it
 * reads a request (`parse(url)` → { list: [col, k] } | { redirect: path } | { detail: [col, id] }),
 * where a row links (`rowHref`) and what else its homepage links (`homeExtra`).
 */
function makeSite(spec) {
  const { host, school, shape, site, cols, dateFmt } = spec;
  const fmt = dateFmt === 'cn' ? cn : ymd;
  const tenderCols = cols.filter((c) => c.tenders);
  const nav = (rnd) => `<li><a href="/">首页</a></li>${cols.map((c) => `<li><a href="${esc(spec.link(c.key, 1, 'nav', rnd))}">${esc(c.name)}</a></li>`).join('')}`;
  const page = (rnd, title, body) => htmlPage(title, school, nav(rnd), body);
  const col = (key) => cols.find((c) => c.key === key);
  const detailPath = spec.detailPath;
  const rowHref = spec.rowHref ?? detailPath;
  const row = (c, r) => `<li><a href="${esc(rowHref(c.key, r))}" title="${esc(r.title)}">${esc(r.title)}</a><span class="date">${fmt(r.date)}</span></li>`;
  return {
    host, school, shape, site, cols,
    /** The tender rows of `day` with their URLs (a row's href and, through a redirect, where it lands). */
    notices: (day) => tenderCols.flatMap((c) => on(c.rows, day).filter((r) => r.tender).map((r) => {
      const urls = [...new Set([rowHref(c.key, r), detailPath(c.key, r)].map((p) => `http://${host}${p}`))];
      return { url: urls[0], urls, title: r.title, date: ymd(r.date), site, shape, day: r.day };
    })),
    /** Real list pages of `day`: the tender columns' (and streams') pages, and the news columns'. */
    lists: (day) => ({
      real: tenderCols.reduce((n, c) => n + pagesOf(on(c.rows, day)).length, 0),
      news: cols.filter((c) => !c.tenders).reduce((n, c) => n + pagesOf(on(c.rows, day)).length, 0),
      pages: cols.flatMap((c) => nums(pagesOf(on(c.rows, day)).length).map((k) => ({ page: `${c.key}:${k}`, tenders: !!c.tenders, url: `http://${host}${spec.link(c.key, k, 'canonical', () => 0)}` }))),
    }),
    handle(url, day, rnd) {
      if (url.pathname === '/' || url.pathname === '/index.html' || url.pathname === '/index.htm') {
        const boxes = cols.map((c) => `<div class="box"><h3>${esc(c.name)}<a class="more" href="${esc(spec.link(c.key, 1, 'more', rnd))}">更多&gt;&gt;</a></h3><ul>${on(c.rows, day).slice(0, 6).map((r) => row(c, r)).join('')}</ul></div>`).join('\n');
        const extra = (spec.homeExtra?.(rnd) ?? []).map(([text, href]) => `<li><a href="${esc(href)}">${esc(text)}</a></li>`).join('');
        return { body: page(rnd, school, `${boxes}\n<div class="quick"><h3>快速通道</h3><ul>${extra}</ul></div>`) };
      }
      const got = spec.parse(url);
      if (!got) return undefined;
      if (got.redirect) return got;
      if (got.page) return { body: page(rnd, got.page.title, got.page.body(rnd)) };
      if (got.list) {
        const [key, k] = got.list;
        const c = col(key);
        const rows = on(c.rows, day);
        const all = pagesOf(rows);
        if (!(k >= 1 && k <= all.length)) return undefined;
        const crumb = `<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="${esc(spec.link(key, 1, 'crumb', rnd))}">${esc(c.name)}</a></div>`;
        return { list: `${key}:${k}`, tenders: !!c.tenders, body: page(rnd, `${c.name}-${school}`, `${crumb}
<ul class="list">\n${all[k - 1].map((r) => row(c, r)).join('\n')}\n</ul>
${pager(rows.length, k, all.length, (j, role) => spec.link(key, j, role, rnd))}`) };
      }
      if (got.detail) {
        const [key, id] = got.detail;
        const c = col(key);
        const r = c && on(c.rows, day).find((y) => y.id === id);
        if (!r) return undefined;
        return { body: page(rnd, `${r.title}-${school}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="${esc(spec.link(key, 1, 'crumb', rnd))}">${esc(c.name)}</a> &gt; 正文</div>
<div class="article"><h1>${esc(r.title)}</h1><div class="info">发布时间：${fmt(r.date)}　来源：${esc(school)}</div><div class="content">${articleBody(r)}</div>
<div class="back"><a href="${esc(spec.link(key, 1, 'back', rnd))}">返回列表</a></div></div>`) };
      }
      return undefined;
    },
  };
}

const int = (s) => (s && /^\d+$/.test(s) ? Number(s) : undefined);

// 1. Page 1 of the tender list linked under many forms at once; the pager's 首页 and "1" under yet another.
const manyForms = () => makeSite({
  host: 'www.dxa.edu.cn', school: '东溪大学', shape: 'many-forms', site: 'dxa.edu.cn', dateFmt: 'iso',
  cols: [
    { key: 'zbgg', name: '招标公告', tenders: true, rows: column('东溪大学', T(38), T(5), 6100) },
    { key: 'xwdt', name: '新闻动态', rows: column('东溪大学', N(20), N(2), 6000) },
  ],
  link(key, k, where) {
    if (key === 'xwdt') return k === 1 ? '/xwdt/index.html' : `/xwdt/list_${k}.html`;
    if (k > 1) return `/zbgg/list_${k}.html`;
    return { nav: '/zbgg/', more: '/zbgg/index.html', crumb: '/zbgg/index.htm?page=1', back: '../zbgg/index.html?back=1', first: '/zbgg/index_1.html', prev: '/zbgg/index_1.html', num: '/zbgg/index_1.html' }[where] ?? '/zbgg/';
  },
  homeExtra: () => [['招标公告', '/ZBGG/'], ['招标信息', 'https://www.dxa.edu.cn/zbgg/'], ['采购招标', 'http://www.dxa.edu.cn/zbgg'], ['招标公告列表', '/zbgg/list_1.html'], ['招标采购', '/zbgg/index.htm?page=1']],
  parse(url) {
    const p = url.pathname.toLowerCase();
    const z = p.match(/^\/zbgg(?:\/|\/index\.html?|\/(?:index|list)_(\d+)\.html)?$/);
    if (z) return { list: ['zbgg', int(z[1]) ?? int(url.searchParams.get('page')) ?? 1] };
    const x = p.match(/^\/xwdt\/(?:index\.html|list_(\d+)\.html)$/);
    if (x) return { list: ['xwdt', int(x[1]) ?? 1] };
    const d = p.match(/^\/info\/(1021|1011)\/(\d+)\.htm$/);
    if (d) return { detail: [d[1] === '1021' ? 'zbgg' : 'xwdt', Number(d[2])] };
    return undefined;
  },
  detailPath: (key, r) => `/info/${key === 'zbgg' ? 1021 : 1011}/${r.id}.htm`,
});

// 2. Every link to a list page carries a parameter that changes on every answer (r=, t=, _=, jsessionid).
const volatileParams = () => {
  const noise = (rnd, i) => {
    const v = rnd(i);
    switch (v % 4) {
      case 0: return { path: '', q: `&r=0.${String(v).padStart(10, '0').slice(0, 10)}` };
      case 1: return { path: '', q: `&t=${1795600000000 + (v % 1e8)}` };
      case 2: return { path: '', q: `&_=${v.toString(36)}` };
      default: return { path: `;jsessionid=${hex('js', v).slice(0, 32).toUpperCase()}`, q: '' };
    }
  };
  let i = 0;
  return makeSite({
    host: 'www.ljb.edu.cn', school: '澜江大学', shape: 'volatile-params', site: 'ljb.edu.cn', dateFmt: 'cn',
    cols: [
      { key: 'cgxx', name: '采购信息', tenders: true, rows: column('澜江大学', T(45), T(4), 7100) },
      { key: 'xwzx', name: '学校要闻', rows: column('澜江大学', N(18), N(2), 7000) },
    ],
    link(key, k, where, rnd) {
      if (where === 'canonical') return `/${key}/list.jsp?page=${k}`;
      const n = noise(rnd, i++);
      return `/${key}/list.jsp${n.path}?page=${k}${n.q}`;
    },
    parse(url) {
      const p = url.pathname.replace(/;jsessionid=[^/?]*$/i, '');
      const l = p.match(/^\/(cgxx|xwzx)\/list\.jsp$/);
      if (l) return { list: [l[1], int(url.searchParams.get('page')) ?? 1] };
      const d = p.match(/^\/(cgxx|xwzx)\/detail\.jsp$/);
      if (d && int(url.searchParams.get('id'))) return { detail: [d[1], int(url.searchParams.get('id'))] };
      return undefined;
    },
    detailPath: (key, r) => `/${key}/detail.jsp?id=${r.id}`,
  });
};

// 3. The list reached from the homepage, a sub-site's nav and breadcrumbs, each with its own decoration.
const decoratedEntries = () => makeSite({
  host: 'www.mqc.edu.cn', school: '明泉大学', shape: 'decorated-entries', site: 'mqc.edu.cn', dateFmt: 'iso',
  cols: [
    { key: 'cggg', name: '采购公告', tenders: true, rows: column('明泉大学', T(30), T(6), 8100) },
    { key: 'xwzx', name: '新闻中心', rows: column('明泉大学', N(16), N(2), 8000) },
  ],
  link(key, k, where, rnd) {
    if (key === 'xwzx') return k === 1 ? '/xwzx/xw.htm' : `/xwzx/xw/${k}.htm`;
    if (k > 1) return `/cgzx/cggg/${k}.htm`;
    const spm = `a${rnd(0) % 900 + 100}.b${rnd(1) % 90 + 10}.${where}.0`;
    return { nav: '/cgzx/cggg.htm?wbtreeid=1021', more: '/cgzx/cggg.htm?from=home', crumb: `/cgzx/cggg.htm?wbtreeid=1021&spm=${spm}`, back: `/cgzx/cggg.htm?spm=${spm}`, first: '/cgzx/cggg.htm' }[where] ?? '/cgzx/cggg.htm';
  },
  homeExtra: () => [['招标与采购中心', '/cgzx/'], ['采购公告', '/cgzx/cggg.htm?from=home&wbtreeid=1021']],
  parse(url) {
    const p = url.pathname;
    if (p === '/cgzx/' || p === '/cgzx/index.htm') {
      return { page: { title: '明泉大学招标与采购中心', body: (rnd) => `<div class="subnav"><a href="/cgzx/">中心首页</a> <a href="/cgzx/cggg.htm?wbtreeid=1021">采购公告</a> <a href="/cgzx/cggg.htm?wbtreeid=1021&amp;spm=sub.nav.${rnd(2) % 100}">公告公示</a></div>
<div class="box"><h3>采购公告<a class="more" href="/cgzx/cggg.htm?spm=c1.more.0">更多&gt;&gt;</a></h3><p>本中心负责学校货物、工程和服务的集中采购。</p></div>` } };
    }
    if (p === '/cgzx/cggg.htm') return { list: ['cggg', 1] };
    const c = p.match(/^\/cgzx\/cggg\/(\d+)\.htm$/);
    if (c) return { list: ['cggg', Number(c[1])] };
    if (p === '/xwzx/xw.htm') return { list: ['xwzx', 1] };
    const x = p.match(/^\/xwzx\/xw\/(\d+)\.htm$/);
    if (x) return { list: ['xwzx', Number(x[1])] };
    const d = p.match(/^\/(cgzx|xwzx)\/info\/(\d+)\.htm$/);
    if (d) return { detail: [d[1] === 'cgzx' ? 'cggg' : 'xwzx', Number(d[2])] };
    return undefined;
  },
  detailPath: (key, r) => `/${key === 'cggg' ? 'cgzx' : 'xwzx'}/info/${r.id}.htm`,
});

// 4. List addresses that 302 to the canonical one; rows that pass through a redirect on the same host.
const redirectLists = () => makeSite({
  host: 'www.nyd.edu.cn', school: '南屿大学', shape: 'redirect-lists', site: 'nyd.edu.cn', dateFmt: 'cn',
  cols: [
    { key: 'zbgg', name: '招标信息', tenders: true, rows: column('南屿大学', T(26), T(3), 9100) },
    { key: 'xwzx', name: '南屿要闻', rows: column('南屿大学', N(14), N(2), 9000) },
  ],
  link(key, k, where) {
    if (key === 'xwzx') return k === 1 ? '/xwzx/' : `/xwzx/index_${k}.htm`;
    if (where === 'canonical' || where === 'num') return k === 1 ? '/zbgg/' : `/zbgg/index_${k}.htm`;
    if (where === 'more') return '/zbgg';
    if (where === 'back') return '/zbgg/index.jsp?col=5&back=1';
    return k === 1 && where !== 'first' ? '/zbgg/index.jsp?col=5' : `/zbgg/index.jsp?col=5&page=${k}`;
  },
  parse(url) {
    const p = url.pathname;
    if (p === '/zbgg') return { redirect: '/zbgg/' };
    if (p === '/zbgg/index.jsp') { const k = int(url.searchParams.get('page')) ?? 1; return { redirect: k === 1 ? '/zbgg/' : `/zbgg/index_${k}.htm` }; }
    if (p === '/zbgg/') return { list: ['zbgg', 1] };
    const z = p.match(/^\/zbgg\/index_(\d+)\.htm$/);
    if (z) return { list: ['zbgg', Number(z[1])] };
    if (p === '/go.jsp' && int(url.searchParams.get('id'))) return { redirect: `/zbgg/info/${url.searchParams.get('id')}.htm` };
    const d = p.match(/^\/(zbgg|xwzx)\/info\/(\d+)\.htm$/);
    if (d) return { detail: [d[1], Number(d[2])] };
    if (p === '/xwzx/') return { list: ['xwzx', 1] };
    const x = p.match(/^\/xwzx\/index_(\d+)\.htm$/);
    if (x) return { list: ['xwzx', Number(x[1])] };
    return undefined;
  },
  detailPath: (key, r) => `/${key}/info/${r.id}.htm`,
  rowHref: (key, r) => (key === 'zbgg' ? `/go.jsp?id=${r.id}` : `/xwzx/info/${r.id}.htm`),
});

// 5. A 通知公告 stream whose first tender is on page 2; page 1 is list.htm, its alias list1.htm is the pager's 首页.
const streamPage2 = () => makeSite({
  host: 'www.pqe.edu.cn', school: '蒲桥大学', shape: 'stream-page2', site: 'pqe.edu.cn', dateFmt: 'iso',
  cols: [
    { key: 'tzgg', name: '通知公告', tenders: true, rows: column('蒲桥大学', `${N(12)}TNTTNTNTTNNTTNTNTTNT${N(2)}TT`, 'TNTT', 5100) },
    { key: 'xwdt', name: '蒲桥新闻', rows: column('蒲桥大学', N(15), N(1), 5000) },
  ],
  link(key, k, where) {
    if (where === 'back') return `../${key}/list.htm?back=1`;
    if (k === 1) return where === 'first' || where === 'prev' || where === 'num' ? `/${key}/list1.htm` : `/${key}/list.htm`;
    return `/${key}/list${k}.htm`;
  },
  parse(url) {
    const l = url.pathname.match(/^\/(tzgg|xwdt)\/list(\d*)\.htm$/);
    if (l) return { list: [l[1], int(l[2]) ?? 1] };
    const d = url.pathname.match(/^\/info\/(\d+)\.htm$/);
    if (d) { const id = Number(d[1]); return { detail: [id >= 5100 ? 'tzgg' : 'xwdt', id] }; }
    return undefined;
  },
  detailPath: (key, r) => `/info/${r.id}.htm`,
});

let model;
/** The five sites, made once. */
export function web() {
  model ??= [manyForms(), volatileParams(), decoratedEntries(), redirectLists(), streamPage2()];
  return model;
}

/** The tender notices the web shows on `day` (each with the day it appeared), and each site's list pages. */
export function truth(day = 1) {
  const sites = web();
  return {
    day,
    seeds: sites.map((s) => `http://${s.host}/`),
    notices: sites.flatMap((s) => s.notices(day)),
    lists: Object.fromEntries(sites.map((s) => [s.site, s.lists(day)])),
  };
}

/**
 * The seeded draws of request `n` (counted over the web since it started or was reset) to `site`:
 * answers differ from one request to the next, and the same run twice is the same web.
 */
export const drawsOf = (site, n) => (i) => parseInt(hex('shapes17', site, n, i).slice(0, 8), 16);

/** The counters of /__stats: 302s answered, 404s. */
export const COUNTERS = ['redirects', 'notFound'];
