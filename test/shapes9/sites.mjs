// test/shapes9's sites: five made-up universities whose list pagers are script only (issue #9 "Reach":
// "JavaScript pagers whose page URLs can be read from the page", "a JS-only pager"), in variants
// the other shape webs do not hold: the pager function in an EXTERNAL same-host script
// (`/js/page.js`) building `list_5_N.html` / `?page=N` from a template (goPage(n), toPage(n),
// turnPage('next')); a `<select onchange="goPage(this.value)">`; `<span>`/`<li data-page>` pagers
// handled by one delegated click listener in an external script; a page-number `<input>` with a GO
// button; and, as a control, the same function inline. Each site mixes tenders with news (the news
// must not be delivered), lists of 4–6 pages, and a day 2 (`/__day?set=2`) that puts new rows on top.
// Written from public knowledge of how such pagers are built, never copied from a real site.
// Served by server.ts (the test-web kit); `truth(day)` is what the sites show, `respond` a site's answer.
import { createHash } from 'node:crypto';
import { DEPTS, ITEMS, KINDS } from '../shapes/words.mjs';
import { shell, siteName } from '../shapes/serve.mjs';

const NEWS = ['关于2027年元旦放假安排的通知', '学校召开冬季安全工作会议', '举办青年教师教学竞赛', '关于开展教职工年度体检的通知', '关于调整冬季作息时间的通知',
  '我校学子在全国数学建模竞赛中获佳绩', '关于做好秋季学期期末考试工作的通知', '学校举行教职工趣味运动会', '关于举办第十届校园文化艺术节的通知', '召开党支部组织生活会'];
const DAY1 = Date.UTC(2026, 10, 20);
const PER = 10;

/** Deterministic rows of one list, newest first: `count` on day 1, `more` new on day 2; one in `newsEvery` is news (0: none). */
function rows(site, salt, base, count, more, newsEvery) {
  const out = [];
  for (let i = 0; i < count + more; i++) {
    const h = createHash('sha1').update(`${site}:${salt}:${i}`).digest();
    const day = i < more ? 2 : 1;
    const age = day === 2 ? -(more - i) * 0.5 : (i - more) * 0.7;
    const date = new Date(DAY1 - Math.round(age) * 86400000).toISOString().slice(0, 10);
    const id = base + count + more - i;
    const tender = !(newsEvery && h[3] % newsEvery === 0);
    const dept = DEPTS[h[1] % DEPTS.length];
    const title = tender ? `${dept}${ITEMS[(i + h[0]) % ITEMS.length]}项目${KINDS[h[2] % KINDS.length]}（${salt.toUpperCase()}${id}）` : `${dept}${NEWS[(i + h[0]) % NEWS.length]}`;
    out.push({ id, title, date, day, tender });
  }
  return out;
}
const on = (list, day) => list.filter((r) => r.day <= day);
const pagesOf = (all) => Array.from({ length: Math.max(1, Math.ceil(all.length / PER)) }, (_, k) => all.slice(k * PER, (k + 1) * PER));
const nums = (total) => Array.from({ length: total }, (_, j) => j + 1);

// ── The pagers: each returns the pager's HTML for page k of `total`. ──
/** (a) anchors `javascript:goPage(N)` (the function in /js/page.js). */
const jsAnchors = (fn) => (k, total) => `<div class="page">${k > 1 ? `<a href="javascript:${fn}(${k - 1})">上一页</a> ` : ''}${nums(total).map((j) => (j === k ? `<b>${j}</b>` : `<a href="javascript:${fn}(${j})">${j}</a>`)).join(' ')}${k < total ? ` <a href="javascript:${fn}(${k + 1})">下一页</a>` : ''} 共${total}页</div>`;
/** (a) onclick numbers `toPage(N)` and 上一页/下一页 `turnPage('prev'|'next')`, the page in a data attribute. */
const onclickTurn = (k, total) => `<div class="page" id="pager" data-cur="${k}" data-total="${total}">${k > 1 ? `<a href="javascript:;" onclick="turnPage('prev')">上一页</a> ` : ''}${nums(total).map((j) => (j === k ? `<span class="cur">${j}</span>` : `<a href="javascript:void(0)" onclick="toPage(${j})">${j}</a>`)).join(' ')}${k < total ? ` <a href="javascript:;" onclick="turnPage('next')">下一页</a>` : ''}</div>`;
/** (b) a jump <select> whose values are page numbers, handled by `fn(this.value)`. */
const selectPager = (fn) => (k, total) => `<div class="page">第${k}页/共${total}页 转到 <select onchange="${fn}(this.value)">${nums(total).map((j) => `<option value="${j}"${j === k ? ' selected' : ''}>第${j}页</option>`).join('')}</select></div>`;
/** (c) elements with data-page and no href, one delegated listener in /js/list.js. */
const dataPager = (tag, base) => (k, total) => {
  const box = tag === 'li' ? 'ul' : 'div';
  return `<${box} class="pagination" data-base="${base}" data-cur="${k}" data-total="${total}">${k > 1 ? `<${tag} data-page="prev">上一页</${tag}>` : ''}${nums(total).map((j) => `<${tag} data-page="${j}"${j === k ? ' class="active"' : ''}>${j}</${tag}>`).join('')}${k < total ? `<${tag} data-page="next">下一页</${tag}>` : ''}</${box}>`;
};
/** (d) a page-number box and a GO button calling an external function. */
const inputGo = (call) => (k, total) => `<div class="page">第${k}/${total}页 跳转到 <input type="text" id="pageNo" size="3" value="${k}" data-total="${total}"> 页 <button type="button" onclick="${call}">GO</button></div>`;

// The external scripts (same host). Never the inline page's: the point is that the page does not hold the URL.
const PAGE_JS = `// list paging
var PAGE_TPL = 'list_5_{n}.html';
function goPage(n) {
  window.location.href = PAGE_TPL.replace('{n}', n);
}
function toPage(n) {
  location.href = location.pathname + '?page=' + n;
}
function turnPage(dir) {
  var box = document.getElementById('pager');
  var cur = Number(box.getAttribute('data-cur'));
  var n = dir === 'next' ? cur + 1 : cur - 1;
  if (n >= 1 && n <= Number(box.getAttribute('data-total'))) toPage(n);
}
function jumpPage() {
  var box = document.getElementById('pageNo');
  var n = parseInt(box.value, 10);
  if (n >= 1 && n <= Number(box.getAttribute('data-total'))) location.href = location.pathname + '?page=' + n;
}
function jumpTo(prefix, suffix) {
  var box = document.getElementById('pageNo');
  var n = parseInt(box.value, 10);
  if (n >= 1 && n <= Number(box.getAttribute('data-total'))) location.href = prefix + n + suffix;
}
`;
const LIST_JS = `// one listener for every pager on the page
document.addEventListener('click', function (e) {
  var el = e.target.closest('[data-page]');
  if (!el) return;
  var box = el.parentNode;
  var cur = Number(box.getAttribute('data-cur'));
  var p = el.getAttribute('data-page');
  var n = p === 'next' ? cur + 1 : p === 'prev' ? cur - 1 : Number(p);
  if (!(n >= 1 && n <= Number(box.getAttribute('data-total'))) || n === cur) return;
  location.href = box.getAttribute('data-base') === 'index' ? (n === 1 ? 'index.html' : 'index_' + n + '.html') : '?page=' + n;
});
`;
const INLINE_JS = `<script>function goPage(n) { window.location.href = 'list_5_' + n + '.html'; }
function toPage(n) { location.href = location.pathname + '?page=' + n; }</script>`;

/**
 * A list: its directory, how page k is addressed (`kind`: 'dede' list_5_k.html, 'index' index_k.html,
 * 'query' ?page=k, 'list7' list_7_k.html), its rows and its pager.
 */
const list = (dir, kind, name, data, pager) => ({ dir, kind, name, data, pager });
const pageUrl = (l, k) => {
  if (k === 1) return l.dir;
  if (l.kind === 'dede') return `${l.dir}list_5_${k}.html`;
  if (l.kind === 'list7') return `${l.dir}list_7_${k}.html`;
  if (l.kind === 'index') return `${l.dir}index_${k}.html`;
  return `${l.dir}?page=${k}`;
};
/** The page number a request names in list `l`, or undefined. */
function pageNumber(l, path, query) {
  if (!path.startsWith(l.dir)) return undefined;
  const rest = path.slice(l.dir.length);
  if (l.kind === 'query') return rest === '' || rest === 'index.html' ? Number(query.get('page') ?? 1) : undefined;
  if (rest === '' || rest === 'index.html') return 1;
  const m = (l.kind === 'dede' ? /^list_5_(\d+)\.html$/ : l.kind === 'list7' ? /^list_7_(\d+)\.html$/ : /^index_(\d+)\.html$/).exec(rest);
  return m ? Number(m[1]) : undefined;
}
const detailPath = (l, n) => `/info${l.dir}${n.id}.html`;

export const SITES = [
  { host: 'www.epa.edu.cn', name: '易派大学', shape: 'external-fn', script: '/js/page.js', lists: [
    list('/zbgg/', 'dede', '招标公告', rows('epa', 'a', 1000, 48, 12, 0), jsAnchors('goPage')),
    list('/tzgg/', 'query', '通知公告', rows('epa', 'b', 2000, 36, 4, 3), onclickTurn)] },
  { host: 'www.eps.edu.cn', name: '易选大学', shape: 'external-select', script: '/js/page.js', lists: [
    list('/zbgg/', 'dede', '招标公告', rows('eps', 'a', 1000, 44, 12, 0), selectPager('goPage')),
    list('/tzgg/', 'query', '通知公告', rows('eps', 'b', 2000, 38, 4, 3), selectPager('toPage'))] },
  { host: 'www.epd.edu.cn', name: '易点大学', shape: 'delegated-click', script: '/js/list.js', lists: [
    list('/zbgg/', 'index', '招标公告', rows('epd', 'a', 1000, 46, 12, 0), dataPager('span', 'index')),
    list('/tzgg/', 'query', '通知公告', rows('epd', 'b', 2000, 34, 4, 3), dataPager('li', 'query'))] },
  { host: 'www.epi.edu.cn', name: '易输大学', shape: 'input-go', script: '/js/page.js', lists: [
    list('/cgxx/', 'query', '采购信息', rows('epi', 'a', 1000, 45, 12, 0), inputGo('jumpPage()')),
    list('/tzgg/', 'list7', '通知公告', rows('epi', 'b', 2000, 37, 4, 3), inputGo("jumpTo('list_7_', '.html')"))] },
  { host: 'www.inl.edu.cn', name: '因莱大学', shape: 'inline-fn', script: undefined, lists: [
    list('/zbgg/', 'dede', '招标公告', rows('inl', 'a', 1000, 47, 12, 0), jsAnchors('goPage')),
    list('/tzgg/', 'query', '通知公告', rows('inl', 'b', 2000, 35, 4, 3), onclickTurn)] },
];
/** The control's turnPage, inline too. */
const INLINE_TURN = `<script>function turnPage(dir) { var box = document.getElementById('pager'); var cur = Number(box.getAttribute('data-cur')); var n = dir === 'next' ? cur + 1 : cur - 1; if (n >= 1 && n <= Number(box.getAttribute('data-total'))) toPage(n); }</script>`;

function handle(site, path, query, day) {
  if (path === '/') return shell(site.name, `<ul class="menu">${site.lists.map((l) => `<li><a href="${l.dir}">${l.name}</a></li>`).join('')}<li><a href="/xwzx.html">新闻中心</a></li></ul>`);
  if (site.script && path === site.script) return { body: site.script === '/js/list.js' ? LIST_JS : PAGE_JS, type: 'application/javascript', script: true };
  for (const l of site.lists) {
    const k = pageNumber(l, path, query);
    if (k === undefined) continue;
    const all = pagesOf(on(l.data, day));
    if (!(Number.isInteger(k) && k >= 1 && k <= all.length)) return undefined;
    const head = site.script ? `<script src="${site.script}"></script>` : `${INLINE_JS}${INLINE_TURN}`;
    const items = all[k - 1].map((n) => `<li><a href="${detailPath(l, n)}" title="${n.title}" target="_blank">${n.title}</a><span class="date">${n.date}</span></li>`).join('\n');
    return { list: true, body: shell(`${l.name}_${site.name}`, `<div class="place">当前位置：<a href="/">首页</a> &gt; ${l.name}</div>
<div class="list"><ul>${items}</ul></div>
${l.pager(k, all.length)}`, head) };
  }
  for (const l of site.lists) {
    const n = on(l.data, day).find((r) => detailPath(l, r) === path);
    if (n) return shell(`${n.title}_${site.name}`, `<div class="article"><h1>${n.title}</h1><p>发布时间：${n.date}</p>${n.tender ? `<p>预算金额：${(n.id % 90) + 10} 万元</p><p>投标截止时间：2026-12-${String(10 + (n.id % 15)).padStart(2, '0')} 09:30</p><p>采购人：本校国有资产管理处</p>` : '<p>各学院、各部门：现将有关事项通知如下。</p>'}</div>`);
  }
  return undefined;
}

/** The tender notices shown on `day`, each with the day it appeared; each site's real list pages. */
export function truth(day = 1) {
  const notices = [];
  for (const s of SITES) {
    for (const l of s.lists) {
      for (const n of on(l.data, day)) if (n.tender) notices.push({ url: `http://${s.host}${detailPath(l, n)}`, urls: [`http://${s.host}${detailPath(l, n)}`], title: n.title, date: n.date, site: siteName(s), shape: s.shape, day: n.day });
    }
  }
  return {
    day,
    seeds: SITES.map((s) => `http://${s.host}/`),
    notices,
    lists: Object.fromEntries(SITES.map((s) => [siteName(s), s.lists.reduce((sum, l) => sum + pagesOf(on(l.data, day)).length, 0)])),
    listCount: Object.fromEntries(SITES.map((s) => [siteName(s), s.lists.length])),
  };
}

/** A site's answer on `today`: its external pager script counted in `scriptFetches`. */
export const respond = (site, req, url, host, body, today) => {
  const out = handle(site, url.pathname, url.searchParams, today);
  return out?.script ? { ...out, count: 'scriptFetches' } : out;
};
