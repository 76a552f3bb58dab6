// test/shapes2's sites: four more made-up universities (issue #9 "Reach"), OTHER variants of the families in
// test/shapes: DedeCMS windowed / document.write / plus/list.php pagers, 帝国CMS-style cache-busters
// under other names and values (some links only, or only from the second visit), Next.js lists
// whose later pages come from /_next/data or a JSON API, and Nuxt 2 / Nuxt 3 payloads.
// Written from public descriptions of the CMSs, never copied from a real site.
// Served by server.ts (the test-web kit); `truth()` is what the sites show.
import { json, madeUpNotices, pages, shell, siteName } from '../shapes/serve.mjs';


/** Deterministic notices of one list: title, id (unique per site by `base`), date (newest first), its time in ms (09:00 +08:00 later). */
const notices = (site, count, salt, base) => madeUpNotices({ site, count, salt, base, more: (day) => ({ ms: day.getTime() + 9 * 3600000 }) });

const detail = (n, extra = '') => shell(n.title, `<div class="article"><h1>${n.title}</h1><p>发布时间：${n.date}</p>
<p>项目编号：ZB${n.id}</p><p>预算金额：${(n.id % 90) + 10} 万元</p><p>投标截止时间：2026-12-10 09:30</p><p>采购人：本校国有资产管理处，联系人：王老师 0000-12345678</p>${extra}</div>`);
const rowsHtml = (rows, href) => rows.map((n) => `<li><a href="${href(n)}" title="${n.title}" target="_blank">${n.title}</a><span class="date">${n.date}</span></li>`).join('\n');
const dedePath = (n) => `/a/${n.date.slice(0, 4)}/${n.date.slice(5, 7)}${n.date.slice(8)}/${n.id}.html`;

// ── DedeCMS: {dede:pagelist} windows, plus/list.php?tid=&PageNo=, a pager drawn by document.write ──
const DDW = { host: 'www.ddw.edu.cn' };
DDW.a = notices('ddw', 86, 'a', 1000); // /a/zbgg/ + list_5_N.html, window of 5 numbers, 末页, 共N页
DDW.b = notices('ddw', 64, 'b', 2000); // /plus/list.php?tid=8&PageNo=N, window of numbers only, 共N页, no 下一页/末页
DDW.c = notices('ddw', 55, 'c', 3000); // /a/cgjg/list_9_N.html, pager only in document.write calls
/** DedeCMS pagelist output: items in `items`, `size` numbers either side of the current page. */
function pagelist(k, total, count, at, items, size) {
  const li = [];
  if (items.includes('index')) li.push(k > 1 ? `<li><a href='${at(1)}'>首页</a></li>` : `<li><span class="pageinfo">首页</span></li>`);
  if (items.includes('pre') && k > 1) li.push(`<li><a href='${at(k - 1)}'>上一页</a></li>`);
  for (let j = Math.max(1, k - size); j <= Math.min(total, k + size); j++) li.push(j === k ? `<li class="thisclass">${j}</li>` : `<li><a href='${at(j)}'>${j}</a></li>`);
  if (items.includes('next') && k < total) li.push(`<li><a href='${at(k + 1)}'>下一页</a></li>`);
  if (items.includes('end') && k < total) li.push(`<li><a href='${at(total)}'>末页</a></li>`);
  if (items.includes('info')) li.push(`<span class="pageinfo">共 <strong>${total}</strong>页<strong>${count}</strong>条记录</span>`);
  return `<div class="dede_pages"><ul class="pagelist">\n${li.join('\n')}\n</ul></div>`;
}
function ddw(req, path, query) {
  if (path === '/') return shell('德望理工大学', '<ul class="menu"><li><a href="/a/zbgg/">招标公告</a></li><li><a href="/plus/list.php?tid=8">采购公告</a></li><li><a href="/a/cgjg/list_9_1.html">采购结果</a></li><li><a href="/a/xwzx/">新闻中心</a></li></ul>');
  const a = pages(DDW.a, 10);
  let m = /^\/a\/zbgg\/(?:list_5_(\d+)\.html)?$/.exec(path);
  if (m && (!m[1] || (Number(m[1]) >= 2 && Number(m[1]) <= a.length))) {
    const k = Number(m[1] ?? 1);
    const at = (j) => (j === 1 ? '/a/zbgg/' : `list_5_${j}.html`);
    return { list: true, body: shell('招标公告_德望理工大学', `<div class="place">当前位置: <a href='/'>主页</a> > <a href='/a/zbgg/'>招标公告</a> > </div>
<div class="listbox"><ul class="e2">${rowsHtml(a[k - 1], dedePath)}</ul></div>${pagelist(k, a.length, DDW.a.length, at, ['info', 'index', 'end', 'pre', 'next', 'pageno'], 2)}`) };
  }
  const b = pages(DDW.b, 10);
  if (path === '/plus/list.php' && query.get('tid') === '8') {
    const k = Number(query.get('PageNo') ?? 1);
    if (!(k >= 1 && k <= b.length)) return { list: true, body: shell('采购公告', '<div class="listbox"></div>') };
    const at = (j) => `list.php?tid=8&TotalResult=${DDW.b.length}&PageNo=${j}`;
    return { list: true, body: shell('采购公告_德望理工大学', `<div class="listbox"><ul class="e2">${rowsHtml(b[k - 1], dedePath)}</ul></div>${pagelist(k, b.length, DDW.b.length, at, ['info', 'pageno'], 1)}`) };
  }
  const c = pages(DDW.c, 10);
  m = /^\/a\/cgjg\/list_9_(\d+)\.html$/.exec(path);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= c.length) {
    const k = Number(m[1]);
    const script = `<script language="javascript">
var totalpage = ${c.length}, thispage = ${k};
document.write("<div class='pages'>");
if (thispage > 1) document.write("<a href='list_9_" + (thispage - 1) + ".html'>上一页</a>");
for (var i = 1; i <= totalpage; i++) {
  if (i == thispage) document.write("<b>" + i + "</b>");
  else document.write("<a href='list_9_" + i + ".html'>" + i + "</a>");
}
if (thispage < totalpage) document.write("<a href='list_9_" + (thispage + 1) + ".html'>下一页</a>");
document.write("</div>");
</script>`;
    return { list: true, body: shell('采购结果_德望理工大学', `<div class="listbox"><ul class="e2">${rowsHtml(c[k - 1], dedePath)}</ul></div>${script}`) };
  }
  m = /^\/a\/\d{4}\/\d{4}\/(\d+)\.html$/.exec(path);
  const n = m && [...DDW.a, ...DDW.b, ...DDW.c].find((r) => r.id === Number(m[1]) && dedePath(r) === path);
  return n ? { body: detail(n) } : undefined;
}

// ── 帝国CMS-style cache-busters under other names: ?t=<ms>, ?_=<hex> on some rows, ?rnd=<float> from the 2nd visit ──
const ECM = { host: 'www.ecm.edu.cn' };
ECM.a = notices('ecm', 66, 'a', 1000); // /zbgg/index.html, index_N.html?t=<ms>; rows ?_=<hex> on every other row
ECM.b = notices('ecm', 45, 'b', 2000); // /cggs/index.html; every link gets ?rnd=0.xxxx once the page was served before
ECM.c = notices('ecm', 40, 'c', 3000); // /jggs/index.html: a name no list knows, ?xc=<float> on the pager and on two rows in three
let tick = 0;
const stamp = () => String(1763600000000 + ++tick * 7331);
const hex = () => ((++tick * 2654435761) >>> 0).toString(16).padStart(8, '0');
const float = () => `0.${String((++tick * 48271) % 2147483647).padStart(10, '0').slice(0, 10)}`;
const seen = new Set();
const ecmRow = (n, dir) => `/${dir}/${n.date}/${n.id}.html`;
function ecm(req, path) {
  const again = seen.has(path);
  seen.add(path);
  const rnd = (u) => (again ? `${u}?rnd=${float()}` : u);
  if (path === '/') return shell('鄂城民族大学', `<ul class="menu"><li><a href="/zbgg/index.html?t=${stamp()}">招标公告</a></li><li><a href="${rnd('/cggs/index.html')}">采购公示</a></li><li><a href="/jggs/index.html?xc=${float()}">结果公示</a></li><li><a href="/xwzx/index.html">新闻中心</a></li></ul>`);
  const a = pages(ECM.a, 15);
  let m = /^\/zbgg\/index(?:_(\d+))?\.html$/.exec(path);
  if (m && (!m[1] || (Number(m[1]) >= 2 && Number(m[1]) <= a.length))) {
    const k = Number(m[1] ?? 1);
    const at = (j) => `/zbgg/index${j === 1 ? '' : `_${j}`}.html?t=${stamp()}`;
    const pager = `<div class="epages"><a title="Total record">&nbsp;<b>${ECM.a.length}</b> </a>&nbsp;&nbsp;${k > 1 ? `<a href="${at(1)}">首页</a>&nbsp;<a href="${at(k - 1)}">上一页</a>&nbsp;` : ''}${a.map((_, j) => (j + 1 === k ? `<b>${j + 1}</b>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join('&nbsp;')}${k < a.length ? `&nbsp;<a href="${at(k + 1)}">下一页</a>&nbsp;<a href="${at(a.length)}">尾页</a>` : ''}</div>`;
    const rows = a[k - 1].map((n, i) => `<li><span>[${n.date}]</span><a href="${ecmRow(n, 'zbgg')}${i % 2 ? `?_=${hex()}` : ''}" target="_blank">${n.title}</a></li>`).join('\n');
    return { list: true, body: shell('招标公告', `<div class="list"><ul>${rows}</ul></div>${pager}`) };
  }
  const b = pages(ECM.b, 15);
  m = /^\/cggs\/index(?:_(\d+))?\.html$/.exec(path);
  if (m && (!m[1] || (Number(m[1]) >= 2 && Number(m[1]) <= b.length))) {
    const k = Number(m[1] ?? 1);
    const at = (j) => rnd(`/cggs/index${j === 1 ? '' : `_${j}`}.html`);
    const pager = `<div class="epages">${b.map((_, j) => (j + 1 === k ? `<b>${j + 1}</b>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join('&nbsp;')}${k < b.length ? `&nbsp;<a href="${at(k + 1)}">下一页</a>` : ''}</div>`;
    const rows = b[k - 1].map((n) => `<li><a href="${rnd(ecmRow(n, 'cggs'))}">${n.title}</a><span>${n.date}</span></li>`).join('\n');
    return { list: true, body: shell('采购公示', `<div class="list"><ul>${rows}</ul></div>${pager}`) };
  }
  const c = pages(ECM.c, 15);
  m = /^\/jggs\/index(?:_(\d+))?\.html$/.exec(path);
  if (m && (!m[1] || (Number(m[1]) >= 2 && Number(m[1]) <= c.length))) {
    const k = Number(m[1] ?? 1);
    const at = (j) => `/jggs/index${j === 1 ? '' : `_${j}`}.html?xc=${float()}`;
    const pager = `<div class="epages">${k > 1 ? `<a href="${at(1)}">首页</a>&nbsp;<a href="${at(k - 1)}">上一页</a>&nbsp;` : ''}${c.map((_, j) => (j + 1 === k ? `<b>${j + 1}</b>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join('&nbsp;')}${k < c.length ? `&nbsp;<a href="${at(k + 1)}">下一页</a>&nbsp;<a href="${at(c.length)}">尾页</a>` : ''}</div>`;
    const rows = c[k - 1].map((n, i) => `<li><a href="${ecmRow(n, 'jggs')}${i % 3 ? `?xc=${float()}` : ''}">${n.title}</a><span>${n.date}</span></li>`).join('\n');
    return { list: true, body: shell('结果公示', `<div class="list"><ul>${rows}</ul></div>${pager}`) };
  }
  m = /^\/(zbgg|cggs|jggs)\/\d{4}-\d\d-\d\d\/(\d+)\.html$/.exec(path);
  const n = m && { zbgg: ECM.a, cggs: ECM.b, jggs: ECM.c }[m[1]].find((r) => ecmRow(r, m[1]) === path);
  return n ? { body: detail(n) } : undefined;
}

// ── Next.js: page 1 in __NEXT_DATA__, later pages from /_next/data/<buildId>/….json?page=N or a JSON API ──
const NXT = { host: 'www.nxt.edu.cn', buildId: 'Xk3_9aQ2mLr' };
NXT.a = notices('nxt', 47, 'a', 1000); // /zbgg?page=N, /_next/data/<id>/zbgg.json?page=N; rows {id,title,href,publishTime: ms}
NXT.b = notices('nxt', 53, 'b', 2000); // /cgxx, /api/notices?category=cgxx&page=N&size=20; rows {name,url,date: ISO}
const nxtA = (k) => ({ list: pages(NXT.a, 10)[k - 1].map((n) => ({ id: n.id, title: n.title, href: `/zbgg/${n.id}`, publishTime: n.ms, hits: n.id % 83 })), total: NXT.a.length, pageSize: 10, current: k, totalPages: Math.ceil(NXT.a.length / 10) });
const nxtB = (k) => pages(NXT.b, 20)[k - 1].map((n) => ({ name: n.title, url: `/cgxx/detail?id=${n.id}`, date: `${n.date}T09:00:00+08:00`, type: '采购信息' }));
const nextPage = (page, props, query) => shell('南新大学', `<div id="__next"><div class="loading">加载中…</div></div><script src="/_next/static/chunks/pages/_app-8c1d.js" defer></script>`,
  `<script id="__NEXT_DATA__" type="application/json">${json({ props: { pageProps: props, __N_SSP: true }, page, query, buildId: NXT.buildId, isFallback: false, gssp: true, scriptLoader: [] })}</script>`);
function nxt(req, path, query) {
  if (path === '/') return shell('南新大学', '<ul class="menu"><li><a href="/zbgg">招标公告</a></li><li><a href="/cgxx">采购信息</a></li></ul>');
  const k = Number(query.get('page') ?? 1);
  const inA = k >= 1 && k <= Math.ceil(NXT.a.length / 10);
  if (path === '/zbgg' && inA) return { list: true, body: nextPage('/zbgg', { column: { id: 12, name: '招标公告' }, ...nxtA(k) }, query.has('page') ? { page: String(k) } : {}) };
  if (path === `/_next/data/${NXT.buildId}/zbgg.json` && inA) return { list: true, type: 'application/json', body: JSON.stringify({ pageProps: { column: { id: 12, name: '招标公告' }, ...nxtA(k) }, __N_SSP: true }) };
  if (path === '/cgxx') return { list: true, body: nextPage('/cgxx', { category: 'cgxx', listApi: '/api/notices?category=cgxx', pageSize: 20, total: NXT.b.length, records: nxtB(1) }, {}) };
  if (path === '/api/notices' && query.get('category') === 'cgxx') {
    const size = Number(query.get('size') ?? 20);
    if (size !== 20 || !(k >= 1 && k <= Math.ceil(NXT.b.length / 20))) return { type: 'application/json', body: JSON.stringify({ code: 0, data: { records: [], total: NXT.b.length } }) };
    return { list: true, type: 'application/json', body: JSON.stringify({ code: 0, msg: 'ok', data: { records: nxtB(k), total: NXT.b.length, current: k, size } }) };
  }
  const id = path === '/cgxx/detail' ? Number(query.get('id')) : Number((/^\/zbgg\/(\d+)$/.exec(path) ?? [])[1]);
  const n = (path === '/cgxx/detail' ? NXT.b : NXT.a).find((r) => r.id === id);
  return n ? { body: detail(n) } : undefined;
}

// ── Nuxt: Nuxt 2 `window.__NUXT__=(function(a,b,…){return {…}}(…))`, Nuxt 3 `<script id="__NUXT_DATA__">` (devalue array) ──
const NUX = { host: 'www.nux.edu.cn' };
NUX.a = notices('nux', 25, 'a', 1000);
NUX.b = notices('nux', 22, 'b', 2000);
/** Nuxt 2 payload: repeated values (dates, the column) hoisted into the function's arguments. */
function nuxt2(rows) {
  const dates = [...new Set(rows.map((n) => n.date))];
  const names = dates.map((_, i) => (i < 26 ? String.fromCharCode(97 + i) : `a${i}`));
  const items = rows.map((n) => `{id:${n.id},title:"${n.title}",releaseDate:${names[dates.indexOf(n.date)]},path:"\\u002Ftzgg\\u002F${n.id}.html",top:false}`).join(',');
  return `window.__NUXT__=(function(${names.join(',')}){return {layout:"default",data:[{column:"通知公告",list:[${items}],total:${rows.length}}],fetch:{},error:null,state:{menu:[]},serverRendered:true,routePath:"\\u002Ftzgg\\u002F",config:{_app:{basePath:"\\u002F",assetsPath:"\\u002F_nuxt\\u002F"}}}}(${dates.map((d) => `"${d}"`).join(',')}));`;
}
/** Nuxt 3 payload: devalue's flat array, objects hold indexes into it. */
function nuxt3(rows) {
  const arr = [['ShallowReactive', 1], { data: 2, state: 3 + rows.length * 4 + 2, once: 3 + rows.length * 4 + 3 }, ['ShallowReactive', 3], {}];
  const listAt = arr.length;
  arr[3] = { 'cgyx-list': listAt };
  arr.push([]);
  for (const n of rows) {
    const at = arr.length;
    arr[listAt].push(at);
    arr.push({ title: at + 1, link: at + 2, pubDate: at + 3 }, n.title, `/cgyx/${n.id}.html`, n.date);
  }
  arr.push({}, ['Set']);
  arr[1] = { data: 2, state: arr.length - 2, once: arr.length - 1 };
  return arr;
}
function nux(req, path) {
  if (path === '/') return shell('宁西大学', '<ul class="menu"><li><a href="/tzgg/">通知公告</a></li><li><a href="/cgyx/">采购意向</a></li></ul>');
  if (path === '/tzgg/') return { list: true, body: shell('通知公告', `<div id="__nuxt"><div id="__layout"><div class="list"></div></div></div><script>${nuxt2(NUX.a)}</script><script src="/_nuxt/app.4f1e.js" defer></script>`) };
  if (path === '/cgyx/') return { list: true, body: shell('采购意向', `<div id="__nuxt"></div><script type="application/json" id="__NUXT_DATA__" data-ssr="true">${json(nuxt3(NUX.b))}</script><script>window.__NUXT__={};window.__NUXT__.config={public:{},app:{baseURL:"/",buildId:"7c1e",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>`) };
  const m = /^\/(tzgg|cgyx)\/(\d+)\.html$/.exec(path);
  const n = m && (m[1] === 'tzgg' ? NUX.a : NUX.b).find((r) => r.id === Number(m[2]));
  return n ? { body: detail(n) } : undefined;
}

export const SITES = [
  { ...DDW, shape: 'dede-pagers', handle: ddw, rows: [...DDW.a, ...DDW.b, ...DDW.c], truth: () => [...DDW.a, ...DDW.b, ...DDW.c].map(dedePath), listPages: 9 + 7 + 6 },
  { ...ECM, shape: 'cache-busters', handle: ecm, rows: [...ECM.a, ...ECM.b, ...ECM.c], truth: () => [...ECM.a.map((n) => ecmRow(n, 'zbgg')), ...ECM.b.map((n) => ecmRow(n, 'cggs')), ...ECM.c.map((n) => ecmRow(n, 'jggs'))], listPages: 5 + 3 + 3 },
  { ...NXT, shape: 'next-paged', handle: nxt, rows: [...NXT.a, ...NXT.b], truth: () => [...NXT.a.map((n) => `/zbgg/${n.id}`), ...NXT.b.map((n) => `/cgxx/detail?id=${n.id}`)], listPages: 5 + 3 },
  { ...NUX, shape: 'nuxt-payloads', handle: nux, rows: [...NUX.a, ...NUX.b], truth: () => [...NUX.a.map((n) => `/tzgg/${n.id}.html`), ...NUX.b.map((n) => `/cgyx/${n.id}.html`)], listPages: 2 },
];
/** Query parameters that are cache-busters on this web, not part of a notice's identity. */
export const VOLATILE = ['t', '_', 'rnd', 'xc'];

export function truth() {
  const notices = [];
  for (const s of SITES) {
    const byPath = new Map(s.truth().map((p, i) => [p, s.rows[i]]));
    for (const [p, n] of byPath) notices.push({ url: `http://${s.host}${p}`, title: n.title, date: n.date, site: siteName(s), shape: s.shape });
  }
  return { seeds: SITES.map((s) => `http://${s.host}/`), notices, lists: Object.fromEntries(SITES.map((s) => [siteName(s), s.listPages])) };
}
