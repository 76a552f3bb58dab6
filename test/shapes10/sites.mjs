// test/shapes10's sites: five made-up universities whose lists are LONG and SPARSE, as a real university's
// lists look after years of use (issue #9 "Reach": recall on sites never seen). A 通知公告 stream of
// 25 pages where one row in ten is a tender and whole pages have none (DedeCMS window pager); a
// stream with a prev/next-only pager; a tender column of 28 pages behind an eliding pager
// (`1 2 3 … 28`); a 帝国CMS stream of 15 pages holding four tenders in all, beside a small results
// column; a PHPCMS tender column whose pages past the end answer the last page again (and whose
// last page's 下一页 points at itself), beside a column where some rows are only a file link.
// Written from public knowledge of these CMSes' list pages, never copied from a real site.
// Titles are real: read at start from ../shared/corpus/titles/fzu-dev-reviewed.jsonl (AGPL: read,
// never copied here): tenders from titles reviewed as procurement notices, news from titles reviewed
// as not (no note, no procurement word). 福州大学 in a title becomes the site's own name.
// Served by server.ts (the test-web kit); `truth(day)` is what the sites show, `respond` a site's answer.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shell, siteName } from '../shapes/serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const CORPUS = join(here, '../../../shared/corpus/titles/fzu-dev-reviewed.jsonl');

// ── Titles ──
const TENDER_TYPES = new Set(['招标', '候选人公示', '中标结果', '询价', '更正变更', '废标流标终止', '采购意向', '采购', '成交结果', '谈判']);
const PROCUREMENT_WORD = /招标|采购|中标|成交|询价|磋商|谈判|遴选|竞价|报价|招租|拍卖|处置|投标|入围|流标|废标|比选/;
function loadTitles() {
  if (!existsSync(CORPUS)) throw new Error(`test/shapes10 needs the title corpus at ${CORPUS} (../shared/corpus beside the clone); it is absent`);
  const rows = readFileSync(CORPUS, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const uniq = (xs) => [...new Set(xs.map((x) => x.text.trim()))];
  return {
    tenders: uniq(rows.filter((r) => r.label === 'notice' && TENDER_TYPES.has(r.type) && !(r.note ?? '').startsWith('ambiguous'))),
    news: uniq(rows.filter((r) => r.label === 'other' && !r.note && !PROCUREMENT_WORD.test(r.text))),
  };
}

/** A small deterministic generator (mulberry32), so the web is the same on every start. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const shuffled = (xs, seed) => {
  const r = rng(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

let TITLES;
let tenderCursor = 0;
const DAY1 = Date.UTC(2026, 10, 20);
const DAY = 86400000;

/**
 * One list's rows, newest first: `more` rows new on day 2 (dated after day 1) on top of `count`
 * day-1 rows spread over `spanDays` before 2026-11-20. `isTender(i, r)` says which day-1 row i is a
 * tender; `newTenders` of the day-2 rows are tenders (the first ones). `file(i)` makes a row a file.
 */
function makeRows({ site, salt, base, count, spanDays, isTender = () => true, more = 0, newTenders = more, file = () => undefined }) {
  const news = shuffled(TITLES.news, salt.length * 7919 + base);
  const r = rng(base * 31 + salt.length);
  const out = [];
  for (let i = 0; i < more + count; i++) {
    const day = i < more ? 2 : 1;
    const tender = day === 2 ? i < newTenders : isTender(i - more, r);
    const time = day === 2 ? DAY1 + Math.ceil(((more - i) * 3) / Math.max(1, more)) * DAY : DAY1 - Math.round(((i - more) * spanDays) / count) * DAY;
    let title = tender ? TITLES.tenders[tenderCursor++ % TITLES.tenders.length] : news[(out.length * 13) % news.length];
    title = title.replace(/福州大学/g, site.name);
    const id = base + more + count - i;
    const ext = tender ? file(i) : undefined;
    out.push({ id, title, date: new Date(time), day, tender, ...(ext ? { file: ext } : {}) });
  }
  return out;
}
const on = (rows, day) => rows.filter((x) => x.day <= day);
const pagesOf = (rows, per) => Array.from({ length: Math.max(1, Math.ceil(rows.length / per)) }, (_, k) => rows.slice(k * per, (k + 1) * per));
const ymd = (d) => d.toISOString().slice(0, 10);
const pad = (n) => String(n).padStart(2, '0');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

// ── Date forms in rows ──
const DATE = {
  iso: (d) => `<span class="date">${ymd(d)}</span>`,
  cn: (d) => `<span class="time">${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日</span>`,
  split: (d) => `<div class="news-date"><b>${pad(d.getUTCDate())}</b><i>${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}</i></div>`,
  md: (d) => `<span class="fr">[${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}]</span>`,
  slash: (d) => `<span>${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}</span>`,
  bracket: (d) => `<em>[${ymd(d)}]</em>`,
};

// ── Pagers: (list, k, total, count) → HTML. `l.url(k)` is page k's href. ──
/** DedeCMS: 首页 上一页, five numbers around the current one, 下一页 末页, 共N页M条; hrefs relative (`list_12_3.html`, page 1 as `list_12_1.html`). */
function dedePager(list, k, total, count) {
  const l = { url: list.href };
  const lo = Math.max(1, Math.min(k - 2, total - 4));
  const hi = Math.min(total, lo + 4);
  const li = [];
  li.push(k > 1 ? `<li><a href='${l.url(1)}'>首页</a></li>` : `<li><a>首页</a></li>`);
  if (k > 1) li.push(`<li><a href='${l.url(k - 1)}'>上一页</a></li>`);
  for (let j = lo; j <= hi; j++) li.push(j === k ? `<li class="thisclass">${j}</li>` : `<li><a href='${l.url(j)}'>${j}</a></li>`);
  if (k < total) li.push(`<li><a href='${l.url(k + 1)}'>下一页</a></li>`);
  li.push(k < total ? `<li><a href='${l.url(total)}'>末页</a></li>` : `<li><a>末页</a></li>`);
  li.push(`<li><span class="pageinfo">共 <strong>${total}</strong>页<strong>${count}</strong>条</span></li>`);
  return `<div class="dede_pages"><ul class="pagelist">\n${li.join('\n')}\n</ul></div>`;
}
/** Only 上一页 / 下一页 as links; the page number and count as text. */
function prevNextPager(l, k, total, count) {
  const prev = k > 1 ? `<a href="${l.url(k - 1)}">上一页</a>` : '<span class="disabled">上一页</span>';
  const next = k < total ? `<a href="${l.url(k + 1)}">下一页</a>` : '<span class="disabled">下一页</span>';
  return `<div class="page">共${count}条记录 第${k}页/共${total}页 ${prev} ${next}</div>`;
}
/** First, last and the pages next to the current one; gaps shown as `…`. */
function elidedPager(l, k, total) {
  const show = new Set([1, total, k - 1, k, k + 1]);
  if (k <= 2) [2, 3].forEach((j) => show.add(j));
  if (k >= total - 1) [total - 2, total - 1].forEach((j) => show.add(j));
  const nums = [...show].filter((j) => j >= 1 && j <= total).sort((a, b) => a - b);
  const parts = [];
  nums.forEach((j, i) => {
    if (i > 0 && j > nums[i - 1] + 1) parts.push('<span class="ellipsis">…</span>');
    parts.push(j === k ? `<span class="current">${j}</span>` : `<a href="${l.url(j)}">${j}</a>`);
  });
  const prev = k > 1 ? `<a class="prev" href="${l.url(k - 1)}">上一页</a>` : '<span class="prev">上一页</span>';
  const next = k < total ? `<a class="next" href="${l.url(k + 1)}">下一页</a>` : '<span class="next">下一页</span>';
  return `<div class="pagination"><a href="${l.url(1)}">首页</a> ${prev} ${parts.join(' ')} ${next} <a href="${l.url(total)}">尾页</a></div>`;
}
/** 帝国CMS: the total in a bold, 首页 上一页, a window of ten numbers, 下一页 尾页. */
function empirePager(l, k, total, count) {
  const lo = Math.max(1, Math.min(k - 4, total - 9));
  const hi = Math.min(total, lo + 9);
  const bits = [`<a title="Total record">&nbsp;<b>${count}</b> </a>&nbsp;&nbsp;`];
  if (k > 1) bits.push(`<a href="${l.url(1)}">首页</a>&nbsp;<a href="${l.url(k - 1)}">上一页</a>&nbsp;`);
  for (let j = lo; j <= hi; j++) bits.push(j === k ? `<b>${j}</b>&nbsp;` : `<a href="${l.url(j)}">${j}</a>&nbsp;`);
  if (k < total) bits.push(`<a href="${l.url(k + 1)}">下一页</a>&nbsp;<a href="${l.url(total)}">尾页</a>`);
  return `<div class="epages">${bits.join('')}</div>`;
}
/** PHPCMS v9: the count, 上一页 (page 1 on page 1), numbers, 下一页 (the last page on the last page: it points at itself). */
function phpcmsPager(l, k, total, count) {
  const lo = Math.max(1, Math.min(k - 4, total - 9));
  const hi = Math.min(total, lo + 9);
  const bits = [`<a class="a1">${count}条</a>`, `<a href="${l.url(Math.max(1, k - 1))}" class="a1">上一页</a>`];
  for (let j = lo; j <= hi; j++) bits.push(j === k ? `<span>${j}</span>` : `<a href="${l.url(j)}">${j}</a>`);
  bits.push(`<a href="${l.url(Math.min(total, k + 1))}" class="a1">下一页</a>`);
  return `<div id="pages" class="text-c">${bits.join(' ')}</div>`;
}

/**
 * A list: its name, page URL (`url(k)`), how a request maps to a page (`pageOf(path, query)` →
 * k, or undefined when not this list), rows per page, the row's date form, its pager, its detail
 * path, and `overflow`: pages past the end answer the last page (PHPCMS dynamic lists).
 */
export const SITES = [];
function site(host, name, shape, lists, extraNav = []) {
  const s = { host, name, shape, lists: [], extraNav };
  SITES.push(s);
  for (const make of lists) s.lists.push(make(s));
  return s;
}

function buildSites() {
  TITLES = loadTitles();
  tenderCursor = 0;
  SITES.length = 0;
  // 1. DedeCMS 通知公告 stream: 25 pages of 15, ~1 in 10 a tender, pages 4, 9, 10, 16, 21 without one.
  const dryDede = new Set([3, 8, 9, 15, 20]);
  site('www.ltxy.edu.cn', '龙潭学院', 'dede-sparse', [
    (s) => ({
      name: '通知公告', per: 15, date: DATE.iso, pager: dedePager, nav: '/a/tzgg/', href: (k) => `list_12_${k}.html`,
      url: (k) => (k === 1 ? '/a/tzgg/' : `/a/tzgg/list_12_${k}.html`),
      pageOf: (p) => (p === '/a/tzgg/' || p === '/a/tzgg/index.html' ? 1 : Number(/^\/a\/tzgg\/list_12_(\d+)\.html$/.exec(p)?.[1]) || undefined),
      detail: (n) => `/a/tzgg/${n.date.getUTCFullYear()}/${pad(n.date.getUTCMonth() + 1)}${pad(n.date.getUTCDate())}/${n.id}.html`,
      rows: makeRows({ site: s, salt: 'dede', base: 3000, count: 372, spanDays: 720, more: 6, newTenders: 2, isTender: (i, r) => !dryDede.has(Math.floor(i / 15)) && r() < 0.11 }),
    }),
    (s) => ({
      name: '学术活动', per: 15, date: DATE.iso, pager: dedePager, nav: '/a/xshd/', href: (k) => `list_13_${k}.html`,
      url: (k) => (k === 1 ? '/a/xshd/' : `/a/xshd/list_13_${k}.html`),
      pageOf: (p) => (p === '/a/xshd/' || p === '/a/xshd/index.html' ? 1 : Number(/^\/a\/xshd\/list_13_(\d+)\.html$/.exec(p)?.[1]) || undefined),
      detail: (n) => `/a/xshd/${n.date.getUTCFullYear()}/${pad(n.date.getUTCMonth() + 1)}${pad(n.date.getUTCDate())}/${n.id}.html`,
      rows: makeRows({ site: s, salt: 'xshd', base: 5000, count: 40, spanDays: 200, isTender: () => false }),
    }),
  ]);
  // 2. An old ASP stream with only 上一页 / 下一页: 20 pages of 12, tenders sparse, pages 3, 7, 8, 14 without one.
  const dryAsp = new Set([2, 6, 7, 13]);
  site('www.qsxy.edu.cn', '青石学院', 'prev-next', [
    (s) => ({
      name: '通知公告', per: 12, date: DATE.cn, pager: prevNextPager, nav: '/list.asp?classid=8',
      url: (k) => (k === 1 ? '/list.asp?classid=8' : `/list.asp?classid=8&page=${k}`),
      pageOf: (p, q) => (p === '/list.asp' && q.get('classid') === '8' ? Number(q.get('page') ?? 1) : undefined),
      detail: (n) => `/show.asp?id=${n.id}`,
      rows: makeRows({ site: s, salt: 'asp', base: 7000, count: 236, spanDays: 700, more: 5, newTenders: 2, isTender: (i, r) => !dryAsp.has(Math.floor(i / 12)) && r() < 0.12 }),
    }),
  ]);
  // 3. A SUDY-like tender column of 28 pages of 12, every row a procurement notice, an eliding pager; day 2 adds 15 (more than a page).
  site('www.hyzb.edu.cn', '衡岳大学', 'elided-long', [
    (s) => ({
      name: '招标公告', per: 12, date: DATE.split, pager: elidedPager, nav: '/zbgg/list.htm',
      url: (k) => (k === 1 ? '/zbgg/list.htm' : `/zbgg/list${k}.htm`),
      pageOf: (p) => (p === '/zbgg/list.htm' || p === '/zbgg/list1.htm' ? 1 : Number(/^\/zbgg\/list(\d+)\.htm$/.exec(p)?.[1]) || undefined),
      detail: (n) => `/${n.date.getUTCFullYear()}/${pad(n.date.getUTCMonth() + 1)}${pad(n.date.getUTCDate())}/c1203a${n.id}/page.htm`,
      rows: makeRows({ site: s, salt: 'sudy', base: 90000, count: 333, spanDays: 730, more: 15 }),
    }),
  ]);
  // 4. 帝国CMS: a 新闻动态/通知 stream of 15 pages of 15 holding four tenders, and a short 结果公示 column.
  const empireTenders = new Set([17, 88, 141, 203]);
  site('www.dgxy.edu.cn', '东港学院', 'empire-stream', [
    (s) => ({
      name: '通知动态', per: 15, date: DATE.md, pager: empirePager, nav: '/news/tzdt/',
      url: (k) => (k === 1 ? '/news/tzdt/index.html' : `/news/tzdt/index_${k}.html`),
      pageOf: (p) => (p === '/news/tzdt/' || p === '/news/tzdt/index.html' ? 1 : Number(/^\/news\/tzdt\/index_(\d+)\.html$/.exec(p)?.[1]) || undefined),
      detail: (n) => `/news/tzdt/${ymd(n.date)}/${n.id}.html`,
      rows: makeRows({ site: s, salt: 'empire', base: 1200, count: 221, spanDays: 330, more: 4, newTenders: 1, isTender: (i) => empireTenders.has(i) }),
    }),
    (s) => ({
      name: '结果公示', per: 10, date: DATE.iso, pager: empirePager, nav: '/news/jggs/',
      url: (k) => (k === 1 ? '/news/jggs/index.html' : `/news/jggs/index_${k}.html`),
      pageOf: (p) => (p === '/news/jggs/' || p === '/news/jggs/index.html' ? 1 : Number(/^\/news\/jggs\/index_(\d+)\.html$/.exec(p)?.[1]) || undefined),
      detail: (n) => `/news/jggs/${ymd(n.date)}/${n.id}.html`,
      rows: makeRows({ site: s, salt: 'jggs', base: 2600, count: 17, spanDays: 300, more: 2 }),
    }),
  ]);
  // 5. PHPCMS: a dynamic tender column (catid=5) of 6 pages of 10, the last short, pages past the end the last
  //    again; a static column (list-6-N.html) where one row in three is only a PDF/DOC link.
  const phpList = (k) => `/index.php?m=content&c=index&a=lists&catid=5${k === 1 ? '' : `&page=${k}`}`;
  site('www.jcxy.edu.cn', '锦川学院', 'phpcms', [
    (s) => ({
      name: '招标公告', per: 10, date: DATE.slash, pager: phpcmsPager, nav: phpList(1), overflow: true,
      url: phpList,
      pageOf: (p, q) => (p === '/index.php' && q.get('a') === 'lists' && q.get('catid') === '5' ? Math.max(1, Math.floor(Number(q.get('page') ?? 1)) || 1) : undefined),
      detail: (n) => `/index.php?m=content&c=index&a=show&catid=5&id=${n.id}`,
      rows: makeRows({ site: s, salt: 'phpcms', base: 400, count: 53, spanDays: 420, more: 4 }),
    }),
    (s) => ({
      name: '采购文件', per: 10, date: DATE.bracket, pager: phpcmsPager, nav: '/list-6-1.html',
      url: (k) => `/list-6-${k}.html`,
      pageOf: (p) => Number(/^\/list-6-(\d+)\.html$/.exec(p)?.[1]) || undefined,
      detail: (n) => (n.file ? `/uploadfile/${n.date.getUTCFullYear()}/${pad(n.date.getUTCMonth() + 1)}${pad(n.date.getUTCDate())}/2026${n.id}.${n.file}` : `/index.php?m=content&c=index&a=show&catid=6&id=${n.id}`),
      rows: makeRows({ site: s, salt: 'files', base: 800, count: 36, spanDays: 300, more: 3, file: (i) => (i % 3 === 1 ? (i % 2 ? 'pdf' : 'doc') : undefined) }),
    }),
  ]);
}
// Built at load when the corpus is there; without it truth() is empty and startServer() says why.
if (existsSync(CORPUS)) buildSites();

// ── Pages ──
function homepage(s) {
  const nav = [['/', '首页'], ['/about.html', '学校概况'], ...s.lists.map((l) => [l.nav, l.name]), ...s.extraNav, ['/contact.html', '联系我们']];
  return shell(s.name, `<div class="nav"><ul class="menu">${nav.map(([h, t]) => `<li><a href="${esc(h)}">${t}</a></li>`).join('')}</ul></div>
<div class="banner"><img src="/images/banner.jpg" alt="${s.name}"></div>
<div class="intro"><p>${s.name}是一所多科性大学，欢迎访问。</p></div>`);
}

function listPage(s, l, k, total, all, count) {
  const items = all[k - 1].map((n) => `<li><a href="${esc(l.detail(n))}" title="${esc(n.title)}" target="_blank">${esc(n.title)}</a>${l.date(n.date)}</li>`).join('\n');
  return shell(`${l.name}-${s.name}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="${esc(l.nav)}">${l.name}</a></div>
<div class="main"><div class="sidebar"><h3>${l.name}</h3></div>
<div class="list"><ul class="list-box">
${items}
</ul></div>
${l.pager(l, k, total, count)}</div>`);
}

function detailPage(s, l, n) {
  const body = n.tender
    ? /结果|中标|成交|候选人/.test(n.title)
      ? `<p>项目编号：${s.host.split('.')[1].toUpperCase()}-${n.date.getUTCFullYear()}-${n.id}</p><p>中标（成交）供应商：某某科技有限公司</p><p>中标（成交）金额：${(n.id % 90) + 10}.${n.id % 10}万元</p><p>公示期：自公告发布之日起1个工作日。</p>`
      : `<p>项目编号：${s.host.split('.')[1].toUpperCase()}-${n.date.getUTCFullYear()}-${n.id}</p><p>预算金额：${(n.id % 90) + 10}万元</p><p>投标截止时间：${ymd(new Date(n.date.getTime() + 20 * DAY))} 09:30</p><p>采购人：${s.name}国有资产管理处 联系电话：0000-12345678</p>`
    : '<p>各学院、各部门：</p><p>现将有关事项通知如下，请相互转告。</p><p>特此通知。</p>';
  return shell(`${n.title}-${s.name}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="${esc(l.nav)}">${l.name}</a> &gt; 正文</div>
<div class="article"><h1>${esc(n.title)}</h1><div class="info">发布时间：${ymd(n.date)} 来源：${s.name} 点击：${(n.id * 7) % 900}</div><div class="content">${body}</div></div>`);
}

/** A small file standing for a notice's PDF / DOC attachment. */
const FILES = {
  pdf: { type: 'application/pdf', body: (t) => Buffer.from(`%PDF-1.4\n% ${t}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`) },
  doc: { type: 'application/msword', body: (t) => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from(t)]) },
};

/** The list and page number a request names on site `s` (page past the end kept as asked), or undefined. */
export function listPageOf(s, path, query) {
  for (const l of s.lists) {
    const k = l.pageOf(path, query);
    if (k !== undefined) return { l, k };
  }
  return undefined;
}

function handle(s, path, query, day) {
  if (path === '/' || path === '/index.html') return homepage(s);
  if (path === '/about.html' || path === '/contact.html') return shell(s.name, `<div class="article"><h1>${path === '/about.html' ? '学校概况' : '联系我们'}</h1><p>${s.name}。</p></div>`);
  const hit = listPageOf(s, path, query);
  if (hit) {
    const { l } = hit;
    const rows = on(l.rows, day);
    const all = pagesOf(rows, l.per);
    let k = hit.k;
    if (!Number.isInteger(k) || k < 1) return undefined;
    if (k > all.length) {
      if (!l.overflow) return undefined;
      k = all.length;
    }
    return { list: true, body: listPage(s, l, k, all.length, all, rows.length) };
  }
  const full = path + (query.toString() ? `?${query}` : '');
  for (const l of s.lists) {
    const n = on(l.rows, day).find((x) => l.detail(x) === full);
    if (!n) continue;
    if (n.file) return { body: FILES[n.file].body(n.title), type: FILES[n.file].type, count: 'fileFetches' };
    return detailPage(s, l, n);
  }
  return undefined;
}

/** The tender notices shown on `day`, each with the day it appeared; each site's real list pages. */
export function truth(day = 1) {
  const notices = [];
  for (const s of SITES) {
    for (const l of s.lists) {
      for (const n of on(l.rows, day)) {
        if (!n.tender) continue;
        const url = `http://${s.host}${l.detail(n)}`;
        notices.push({ url, urls: [url], title: n.title, date: ymd(n.date), site: siteName(s), shape: s.shape, day: n.day, ...(n.file ? { file: n.file } : {}) });
      }
    }
  }
  const listPages = Object.fromEntries(SITES.map((s) => [siteName(s), s.lists.flatMap((l) => pagesOf(on(l.rows, day), l.per).map((_, k) => l.url(k + 1)))]));
  return {
    day,
    seeds: SITES.map((s) => `http://${s.host}/`),
    notices,
    lists: Object.fromEntries(Object.entries(listPages).map(([k, v]) => [k, v.length])),
    listPages,
    listCount: Object.fromEntries(SITES.map((s) => [siteName(s), s.lists.length])),
  };
}

/** `site` (a stats name) and a logged request (`GET /path?query`) → the canonical page URL it fetched (a page past the end kept as asked). */
export function canonicalListPage(name, logged) {
  const s = SITES.find((x) => siteName(x) === name);
  const u = new URL(logged.replace(/^\w+ /, ''), 'http://x');
  const hit = s && listPageOf(s, u.pathname, u.searchParams);
  return hit ? hit.l.url(hit.k) : undefined;
}

/** Builds the sites if they are not yet (throws the clear error when the corpus is absent). */
export function ensureSites() {
  if (!SITES.length) buildSites();
}

/** A site's answer on `today`; a notice's file counted in `fileFetches`. */
export const respond = (s, req, url, host, body, today) => handle(s, url.pathname, url.searchParams, today);
