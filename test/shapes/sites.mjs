// test/shapes's sites: four small made-up universities, one list shape each, that the static crawl
// used to miss (issue #9 "Reach"). Written from public descriptions of the CMSs, not from real pages.
// Served by server.ts (the test-web kit); `truth()` is what they show, `respond` a site's answer.
import { createHash } from 'node:crypto';
import { json, madeUpNotices, pages, shell, siteName } from './serve.mjs';


/** Deterministic notices of one site: title, id, date (newest first). */
const notices = (site, count, salt) => madeUpNotices({ site, count, salt, base: 3000, tag: '' });

const detail = (n, extra = '') => shell(n.title, `<div class="article"><h1>${n.title}</h1><p>发布时间：${n.date}</p>
<p>项目编号：ZB${n.id}</p><p>预算金额：${(n.id % 90) + 10} 万元</p><p>投标截止时间：2026-12-10 09:30</p><p>采购人：本校国有资产管理处，联系人：王老师 0000-12345678</p>${extra}</div>`);
const rowsHtml = (rows, href) => rows.map((n) => `<li><a href="${href(n)}" title="${n.title}">${n.title}</a><span class="date">${n.date}</span></li>`).join('\n');

// ── ASP.NET WebForms: a GridView-like list paged by __doPostBack, state in __VIEWSTATE ──
const PBK = { host: 'www.pbk.edu.cn', per: 15 };
PBK.rows = notices('pbk', 58, 'a');
PBK.view = (k) => Buffer.from(`/wEPDwUK${k}|pager|${createHash('md5').update(`pbk${k}`).digest('hex')}`).toString('base64');
function pbkList(k) {
  const all = pages(PBK.rows, PBK.per);
  const pager = all.map((_, j) => (j === k ? `<span>${j + 1}</span>` : `<a href="javascript:__doPostBack('ctl00$ContentPlaceHolder1$AspNetPager1','${j + 1}')">${j + 1}</a>`)).join(' ');
  const next = k + 1 < all.length ? `<a href="javascript:__doPostBack('ctl00$ContentPlaceHolder1$AspNetPager1','${k + 2}')">下一页</a>` : '';
  return shell('招标公告 - 平北科技大学采购与招标', `<form name="aspnetForm" method="post" action="./List.aspx?cid=4" id="aspnetForm">
<div><input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" /><input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${PBK.view(k)}" /></div>
<script type="text/javascript">
//<![CDATA[
var theForm = document.forms['aspnetForm'];
if (!theForm) { theForm = document.aspnetForm; }
function __doPostBack(eventTarget, eventArgument) {
    if (!theForm.onsubmit || (theForm.onsubmit() != false)) {
        theForm.__EVENTTARGET.value = eventTarget;
        theForm.__EVENTARGUMENT.value = eventArgument;
        theForm.submit();
    }
}
//]]>
</script>
<div class="position">当前位置：首页 &gt; 招标公告</div>
<input name="ctl00$ContentPlaceHolder1$txtKey" type="text" id="txtKey" /> <input type="submit" name="ctl00$ContentPlaceHolder1$btnSearch" value="搜索" />
<ul class="list">${rowsHtml(all[k], (n) => `Detail.aspx?id=${n.id}`)}</ul>
<div id="ctl00_ContentPlaceHolder1_AspNetPager1" class="pager">共${PBK.rows.length}条记录 第${k + 1}/${all.length}页 ${pager} ${next}</div>
<div><input type="hidden" name="__VIEWSTATEGENERATOR" value="C2EE9ABB" /><input type="hidden" name="__EVENTVALIDATION" value="${PBK.view(k).slice(0, 20)}EV" /></div>
</form>`);
}
function pbk(req, path, query, form) {
  if (path === '/') return shell('平北科技大学', '<ul><li><a href="/zbcg/List.aspx?cid=4">招标公告</a></li><li><a href="/news.html">新闻</a></li></ul>');
  if (path === '/zbcg/List.aspx' && query.get('cid') === '4') {
    if (req.method === 'GET') return { list: true, body: pbkList(0) };
    const k = PBK.rows && [...Array(4).keys()].find((j) => PBK.view(j) === form.get('__VIEWSTATE'));
    if (k === undefined || !form.get('__EVENTVALIDATION')) return { status: 500, body: '验证视图状态 MAC 失败' };
    if (form.get('__EVENTTARGET') !== 'ctl00$ContentPlaceHolder1$AspNetPager1') return { list: true, body: pbkList(k) };
    const n = Number(form.get('__EVENTARGUMENT'));
    return n >= 1 && n <= 4 ? { list: true, body: pbkList(n - 1) } : { status: 500, body: 'bad page' };
  }
  const id = Number(query.get('id'));
  const n = path === '/zbcg/Detail.aspx' && PBK.rows.find((r) => r.id === id);
  return n ? { body: detail(n) } : undefined;
}

// ── Lists only in embedded JSON: Next.js __NEXT_DATA__, window.__INITIAL_STATE__, __NUXT__ ──
const NJS = { host: 'www.njs.edu.cn' };
NJS.next = notices('njs', 20, 'next');
NJS.state = notices('njs', 18, 'state').map((n) => ({ ...n, id: n.id + 1000 }));
NJS.nuxt = notices('njs', 16, 'nuxt').map((n) => ({ ...n, id: n.id + 2000 }));
function njs(req, path) {
  if (path === '/') return shell('南江师范大学', '<ul><li><a href="/tzgg/">招标公告</a></li><li><a href="/cgyx/">采购信息</a></li><li><a href="/jggg/">结果公告</a></li></ul>');
  if (path === '/tzgg/') {
    const data = { props: { pageProps: { column: { name: '招标公告' }, total: 20, list: NJS.next.map((n) => ({ id: n.id, title: n.title, publishDate: n.date, href: `/tzgg/${n.id}.html`, views: n.id % 97 })) } }, page: '/tzgg', query: {}, buildId: 'b1x' };
    return { list: true, body: shell('招标公告', '<div id="__next"></div><script src="/_next/static/chunks/main-3f2a.js" defer></script>', `<script id="__NEXT_DATA__" type="application/json">${json(data)}</script>`) };
  }
  if (path === '/cgyx/') {
    const state = { user: null, menu: [{ name: '首页', path: '/' }], article: { list: { records: NJS.state.map((n) => ({ articleId: n.id, articleTitle: n.title, createTime: `${n.date} 10:00:00`, linkUrl: `/cgyx/detail/${n.id}.html` })), total: 18 } } };
    return { list: true, body: shell('采购信息', `<div id="app"></div><script>window.__INITIAL_STATE__ = ${json(state)};</script><script src="/js/app.71c.js"></script>`) };
  }
  if (path === '/jggg/') {
    const data = { layout: 'default', data: [{ column: '结果公告', items: NJS.nuxt.map((n) => ({ title: n.title, date: n.date, url: `http://${NJS.host}/jggg/${n.id}.html` })) }], state: {} };
    return { list: true, body: shell('结果公告', `<div id="__nuxt"></div><script>window.__NUXT__=${json(data)};</script>`) };
  }
  const m = /^\/(tzgg|cgyx\/detail|jggg)\/(\d+)\.html$/.exec(path);
  const all = m && { tzgg: NJS.next, 'cgyx/detail': NJS.state, jggg: NJS.nuxt }[m[1]];
  const n = all && all.find((r) => r.id === Number(m[2]));
  return n ? { body: detail(n) } : undefined;
}

// ── DedeCMS / PHPCMS-style script pagers: the pager drawn by an external script from a page count ──
const DEDE = { host: 'www.dede.edu.cn', per: 12 };
DEDE.a = notices('dede', 50, 'a'); // /a/zbgg/list_12_N.html, createPage(…)
DEDE.b = notices('dede', 40, 'b'); // /xxgk/cggg/index.html, index_N.html, setPage(…)
DEDE.c = notices('dede', 30, 'c'); // /list.php?catid=7, &page=N, goPage(…)
const ext = (name) => `<script src="/js/${name}.js"></script>`;
function dedeList(title, all, k, call, href) {
  return { list: true, body: shell(title, `<div class="place">当前位置：首页 &gt; ${title}</div><ul class="list">${rowsHtml(all[k], href)}</ul><div id="pager" class="pagelist"></div>
${ext('page')}<script type="text/javascript">${call}</script>`) };
}
function dede(req, path, query) {
  if (path === '/') return shell('东德工业大学', '<ul><li><a href="/a/zbgg/list_12_1.html">招标公告</a></li><li><a href="/xxgk/cggg/index.html">采购公告</a></li><li><a href="/list.php?catid=7">成交公告</a></li></ul>');
  let m = /^\/a\/zbgg\/list_12_(\d+)\.html$/.exec(path);
  const a = pages(DEDE.a, DEDE.per);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= a.length) {
    const k = Number(m[1]) - 1;
    return dedeList('招标公告', a, k, `var totalPage = ${a.length}; var curPage = ${k + 1};\ncreatePage(curPage, totalPage, "pager");`, (n) => `/a/zbgg/${n.id}.html`);
  }
  const b = pages(DEDE.b, DEDE.per);
  m = /^\/xxgk\/cggg\/index(?:_(\d+))?\.html$/.exec(path);
  if (m && (!m[1] || (Number(m[1]) >= 1 && Number(m[1]) < b.length))) {
    const k = Number(m[1] ?? 0);
    return dedeList('采购公告', b, k, `var countPage = ${b.length};//共多少页\nvar currentPage = ${k};//当前页\nsetPage(countPage, currentPage, "index", "html");`, (n) => `./${n.id}.html`);
  }
  const c = pages(DEDE.c, DEDE.per);
  if (path === '/list.php' && query.get('catid') === '7') {
    const k = Number(query.get('page') ?? 1) - 1;
    if (k < 0 || k >= c.length) return undefined;
    return dedeList('成交公告', c, k, `var pages = ${c.length}, page = ${k + 1};\ndocument.getElementById("pager").innerHTML = goPage(page, pages);`, (n) => `/show.php?id=${n.id}`);
  }
  m = /^\/(?:a\/zbgg|xxgk\/cggg)\/(\d+)\.html$/.exec(path);
  const id = m ? Number(m[1]) : path === '/show.php' ? Number(query.get('id')) : NaN;
  const n = [...DEDE.a, ...DEDE.b, ...DEDE.c].find((r) => r.id === id && (path === '/show.php' ? DEDE.c.includes(r) : path.startsWith('/a/') ? DEDE.a.includes(r) : DEDE.b.includes(r)));
  return n ? { body: detail(n) } : undefined;
}
DEDE.b = DEDE.b.map((n) => ({ ...n, id: n.id + 500 }));
DEDE.c = DEDE.c.map((n) => ({ ...n, id: n.id + 1000 }));

// ── 帝国CMS-style lists whose every link carries a changing ?r= (cache-busting) ──
const EMP = { host: 'www.emp.edu.cn', per: 15 };
EMP.rows = notices('emp', 55, 'a');
let counter = 0;
const rnd = () => (++counter % 2 ? String(1000 + ((counter * 7919) % 9000)) : ((counter * 2654435761) >>> 0).toString(36).slice(0, 6));
function emp(req, path) {
  const r = () => `?r=${rnd()}`;
  const nav = `<div class="nav"><a href="/${r()}">首页</a> <a href="/zbgg/index.html${r()}">招标公告</a> <a href="/xwzx/index.html${r()}">新闻中心</a></div>`;
  if (path === '/') return shell('东江大学', `${nav}<ul><li><a href="/zbgg/index.html${r()}">招标公告</a></li></ul>`);
  const m = /^\/zbgg\/index(?:_(\d+))?\.html$/.exec(path);
  const all = pages(EMP.rows, EMP.per);
  if (m && (!m[1] || (Number(m[1]) >= 2 && Number(m[1]) <= all.length))) {
    const k = m[1] ? Number(m[1]) - 1 : 0;
    const at = (j) => `/zbgg/index${j === 0 ? '' : `_${j + 1}`}.html${r()}`;
    const pager = `<div class="page">${k > 0 ? `<a href="${at(0)}">首页</a> <a href="${at(k - 1)}">上一页</a>` : ''} ${all.map((_, j) => (j === k ? `<b>${j + 1}</b>` : `<a href="${at(j)}">${j + 1}</a>`)).join(' ')} ${k + 1 < all.length ? `<a href="${at(k + 1)}">下一页</a> <a href="${at(all.length - 1)}">尾页</a>` : ''}</div>`;
    return { list: true, body: shell('招标公告', `${nav}<ul class="news-list">${rowsHtml(all[k], (n) => `/zbgg/${n.date.replace(/-/g, '')}/${n.id}.html${r()}`)}</ul>${pager}`) };
  }
  const d = /^\/zbgg\/\d{8}\/(\d+)\.html$/.exec(path);
  const n = d && EMP.rows.find((x) => x.id === Number(d[1]));
  return n ? { body: detail(n, nav) } : undefined;
}

export const SITES = [
  { ...PBK, shape: 'aspnet-postback', handle: pbk, truth: () => PBK.rows.map((n) => `/zbcg/Detail.aspx?id=${n.id}`), listPages: 4 },
  { ...NJS, shape: 'embedded-json', handle: njs, truth: () => [...NJS.next.map((n) => `/tzgg/${n.id}.html`), ...NJS.state.map((n) => `/cgyx/detail/${n.id}.html`), ...NJS.nuxt.map((n) => `/jggg/${n.id}.html`)], listPages: 3 },
  { ...DEDE, shape: 'script-pager', handle: dede, truth: () => [...DEDE.a.map((n) => `/a/zbgg/${n.id}.html`), ...DEDE.b.map((n) => `/xxgk/cggg/${n.id}.html`), ...DEDE.c.map((n) => `/show.php?id=${n.id}`)], listPages: 5 + 4 + 3 },
  { ...EMP, shape: 'cache-busting-r', handle: emp, truth: () => EMP.rows.map((n) => `/zbgg/${n.date.replace(/-/g, '')}/${n.id}.html`), listPages: 4 },
];
const rowOf = (site) => new Map([...(site.rows ?? []), ...(site.next ?? []), ...(site.state ?? []), ...(site.nuxt ?? []), ...(site.a ?? []), ...(site.b ?? []), ...(site.c ?? [])].map((n) => [n.id, n]));

export function truth() {
  const notices = [];
  for (const s of SITES) {
    const rows = rowOf(s);
    for (const p of s.truth()) {
      const n = rows.get(Number(/(\d+)(?:\.html)?$/.exec(p)[1]));
      notices.push({ url: `http://${s.host}${p}`, title: n.title, date: n.date, site: siteName(s), shape: s.shape });
    }
  }
  return { seeds: SITES.map((s) => `http://${s.host}/`), notices, lists: Object.fromEntries(SITES.map((s) => [siteName(s), s.listPages])) };
}

/** The cache-busting `r` is not part of a notice's identity. */
export const VOLATILE = ['r'];

/** A site's answer: the ASP.NET site reads its postback form from the body. */
export const respond = (site, req, url, host, body) => site.handle(req, url.pathname, url.searchParams, new URLSearchParams(req.method === 'POST' ? body.toString('latin1') : ''));
