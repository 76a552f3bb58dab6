// test/shapes15: lists that change in ways other than "new rows on top" (issue #9 "Reach"). Six
// made-up universities, written from public knowledge of how Chinese university 招标采购 columns
// behave from day to day (never copied from a real site, never with the crawler's code in view):
// a list sorted oldest first (new notices on the last page, the page count grows), lists sorted by
// deadline or by project number (new notices land in the middle of page 1 or on page 2), pinned
// rows (置顶) above the new ones and a row unpinned, a batch of 45 after a holiday behind a 5-row
// homepage box, notices edited in place / deleted / reposted under a new URL, and list URLs that
// change daily (`;jsessionid=`, `?v=YYYYMMDD`) or move in a redesign (old URL 301 → new).
// Titles are real ones from ../shared/corpus (see titles.mjs). Three days: /__day?set=1|2|3.
// The sites and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { take } from './titles.mjs';

const DAY1 = Date.UTC(2026, 10, 20);
const DAYMS = 86400000;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const compact = (d) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const dayDate = (day) => new Date(DAY1 + (day - 1) * DAYMS);
const pagesOf = (rows, per) => Array.from({ length: Math.max(1, Math.ceil(rows.length / per)) }, (_, k) => rows.slice(k * per, (k + 1) * per));

let nextId = 5000;
/**
 * `n` notices of `kind` appearing on `day`; day-1 ones dated from 2026-11-20 back (0.6 days apart),
 * later ones dated on their day. `title(d)` is the title shown on day d (an edit may change it).
 */
function notices(kind, n, day, school, col) {
  return take(kind, n, school).map((t, i) => {
    const date = day === 1 ? new Date(DAY1 - Math.round(i * 0.6) * DAYMS) : dayDate(day);
    return { id: nextId++, base: t, title: () => t, date, day, tender: kind === 'tenders', col, deadline: () => new Date(date.getTime() + (12 + (i % 9)) * DAYMS) };
  });
}
/** Day-1 rows newest first, then each later day's rows on top. */
const newestFirst = (byDay) => (day) => byDay.filter((_, d) => d < day).reverse().flat();

function body(r, day) {
  if (!r.tender) return '<p>各学院、各部门：</p><p>现将有关事项通知如下，请认真组织落实。</p><p>特此通知。</p>';
  if (/中标|成交|候选人|结果/.test(r.title(day))) return `<p>一、项目编号：${r.no ?? `CG-2026-${r.id}`}</p><p>二、中标（成交）供应商：某某科技有限公司</p><p>三、中标金额：${(r.id % 90) + 10}.${r.id % 10}万元</p>`;
  const dl = r.deadline(day);
  return `<p>一、项目编号：${r.no ?? `CG-2026-${r.id}`}</p><p>二、预算金额：${(r.id % 90) + 10} 万元</p><p>三、投标截止时间：${ymd(dl)} 09:30（北京时间）</p><p>四、联系人：李老师 0571-8${String(r.id).padStart(6, '0')}</p>`;
}
function page(site, title, main) {
  const nav = site.cols.map((c) => `<li><a href="${esc(c.href(1, site.day))}">${c.name}</a></li>`).join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}-${site.school}</title></head><body>
<div class="header"><a href="/">${site.school}</a><ul class="nav"><li><a href="/">首页</a></li>${nav}</ul></div>
<div class="main">${main}</div><div class="footer">版权所有 © ${site.school} 地址：某某路1号</div></body></html>`;
}
/** 首页 上一页 1 2 … 下一页 尾页 共N页 (the current page plain). */
function pager(k, total, href, count) {
  const a = (j, t) => `<a href="${esc(href(j))}">${t}</a>`;
  const parts = [k > 1 ? a(1, '首页') : '<span>首页</span>', k > 1 ? a(k - 1, '上一页') : '<span>上一页</span>'];
  for (let j = 1; j <= total; j++) parts.push(j === k ? `<span class="cur">${j}</span>` : a(j, j));
  parts.push(k < total ? a(k + 1, '下一页') : '<span>下一页</span>', k < total ? a(total, '尾页') : '<span>尾页</span>', `<span>共${count}条 ${k}/${total}页</span>`);
  return `<div class="pages">${parts.join(' ')}</div>`;
}
function listPage(site, c, k, day) {
  const rows = c.rows(day);
  const pages = pagesOf(rows, c.per);
  if (k < 1 || k > pages.length) return null;
  const cells = pages[k - 1].map((r) => {
    const link = `<a href="${esc(c.detail(r, day))}" title="${esc(r.title(day))}" target="_blank">${esc(r.title(day))}</a>`;
    const top = c.pinned?.(r, day) ? '<span class="zd">[置顶]</span>' : '';
    if (c.table) return `<tr${top ? ' class="top"' : ''}><td>${esc(r.no ?? '')}</td><td>${top}${link}</td><td>${ymd(r.deadline(day))}</td><td>${ymd(r.date)}</td></tr>`;
    return `<li${top ? ' class="top"' : ''}>${top}${link}<span class="date">${ymd(r.date)}</span></li>`;
  }).join('\n');
  const list = c.table
    ? `<table class="list"><tr><th>项目编号</th><th>项目名称</th><th>投标截止时间</th><th>发布日期</th></tr>\n${cells}\n</table>`
    : `<ul class="list">\n${cells}\n</ul>`;
  return page(site, c.name, `<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${c.name}</div><h2>${c.name}</h2>${c.note ?? ''}${list}${pager(k, pages.length, (j) => c.href(j, day), rows.length)}`);
}
function home(site, day) {
  const boxes = site.cols.filter((c) => c.box).map((c) => `<div class="box"><h3>${c.name}<a class="more" href="${esc(c.href(1, day))}">更多&gt;&gt;</a></h3><ul>${c.rows(day).slice(0, c.box).map((r) => `<li><a href="${esc(c.detail(r, day))}">${esc(r.title(day))}</a><span>${ymd(r.date).slice(5)}</span></li>`).join('')}</ul></div>`);
  return page(site, '首页', `<div class="banner">欢迎访问${site.school}</div>${boxes.join('\n')}`);
}

// ── sites ── each: host, school, shape, cols [{ key, name, kind, per, rows(day), href(k, day), match(path, q, day) → k, detail(r, day), urls(r) }], detailId(path, q)
const plainDetail = (dir) => ({ detail: (r) => `${dir}${r.id}.htm`, urls: (r) => [`${dir}${r.id}.htm`] });
const idFrom = (re) => (path) => Number(path.match(re)?.[1]) || null;

/** A: 招标公告 sorted oldest first (new rows on the last page, the page count grows). */
function oldestFirst() {
  const school = '林溪大学';
  const by = [notices('tenders', 38, 1, school), notices('tenders', 8, 2, school), notices('tenders', 6, 3, school)];
  const yx = [notices('tenders', 14, 1, school), notices('tenders', 2, 2, school), notices('tenders', 2, 3, school)];
  const news = [notices('news', 24, 1, school), notices('news', 3, 2, school), notices('news', 3, 3, school)];
  const seq = (dir) => ({ href: (k) => (k === 1 ? `/${dir}.htm` : `/${dir}/${k}.htm`), match: (p) => (p === `/${dir}.htm` ? 1 : Number(p.match(new RegExp(`^/${dir}/(\\d+)\\.htm$`))?.[1]) || null) });
  return {
    host: 'www.lxa.edu.cn', school, shape: 'oldest-first', detailId: idFrom(/^\/info\/\d+\/(\d+)\.htm$/),
    cols: [
      { key: 'zbgg', name: '招标公告', kind: 'tenders', per: 10, rows: (d) => by.slice(0, d).flatMap((x) => [...x].reverse()), ...seq('zbgg'), detail: (r) => `/info/1011/${r.id}.htm`, note: '<p class="tip">（按发布时间先后排列）</p>' },
      { key: 'cgyx', name: '采购意向', kind: 'tenders', per: 10, box: 5, rows: newestFirst(yx), ...seq('cgyx'), detail: (r) => `/info/1012/${r.id}.htm` },
      { key: 'xwdt', name: '新闻动态', kind: 'news', per: 12, box: 5, rows: newestFirst(news), ...seq('xwdt'), detail: (r) => `/info/1001/${r.id}.htm` },
    ],
  };
}

/** B: 招标公告 sorted by 投标截止时间 (latest first) and 采购项目 by 项目编号 (highest first): new rows land mid-page-1 or on page 2. */
function sortedMiddle() {
  const school = '静竹大学';
  const zb1 = notices('tenders', 42, 1, school);
  zb1.forEach((r, i) => { const dl = new Date(DAY1 + (60 - 2 * i) * DAYMS); r.deadline = () => dl; });
  // Day-2 rows get deadlines one day before day-1 row p's (landing right after it), day-3 rows half a day before.
  const between = (rows, list, positions, offset) => rows.forEach((r, i) => { const dl = new Date(list[positions[i]].deadline().getTime() - offset); r.deadline = () => dl; });
  const zb2 = notices('tenders', 5, 2, school); between(zb2, zb1, [2, 6, 11, 17, 21], DAYMS);
  const zb3 = notices('tenders', 4, 3, school); between(zb3, zb1, [1, 14, 23, 29], DAYMS / 2);
  const byDeadline = (d) => [zb1, zb2, zb3].slice(0, d).flat().sort((a, b) => b.deadline() - a.deadline());
  const xm1 = notices('tenders', 40, 1, school);
  xm1.forEach((r, i) => { r.no = `JZB-2026-${String(400 - 3 * i).padStart(4, '0')}`; });
  // 项目编号 given at 立项, long before the notice: new notices carry older numbers than day 1's newest.
  const numbered = (rows, list, positions) => rows.forEach((r, i) => { const n = Number(list[positions[i]].no.slice(-4)) - 1; r.no = `JZB-2026-${String(n).padStart(4, '0')}`; });
  const xm2 = notices('tenders', 3, 2, school); numbered(xm2, xm1, [14, 16, 21]);
  const xm3 = notices('tenders', 2, 3, school); numbered(xm3, xm1, [7, 30]);
  const byNo = (d) => [xm1, xm2, xm3].slice(0, d).flat().sort((a, b) => (a.no < b.no ? 1 : -1));
  const news = [notices('news', 20, 1, school), notices('news', 2, 2, school), notices('news', 2, 3, school)];
  const idx = (dir) => ({ href: (k) => (k === 1 ? `/${dir}/index.html` : `/${dir}/index_${k}.html`), match: (p) => (p === `/${dir}/` || p === `/${dir}/index.html` ? 1 : Number(p.match(new RegExp(`^/${dir}/index_(\\d+)\\.html$`))?.[1]) || null) });
  return {
    host: 'www.jzb.edu.cn', school, shape: 'sorted-middle', detailId: idFrom(/^\/(?:cg|xwzx)\/\w+\/\d{8}\/t\d{8}_(\d+)\.html$/),
    cols: [
      { key: 'zbgg', name: '招标公告', kind: 'tenders', per: 15, table: true, rows: byDeadline, ...idx('cg/zbgg'), detail: (r) => `/cg/zbgg/${compact(r.date)}/t${compact(r.date)}_${r.id}.html`, note: '<p class="tip">按投标截止时间排序</p>' },
      { key: 'cgxm', name: '采购项目', kind: 'tenders', per: 15, table: true, rows: byNo, ...idx('cg/cgxm'), detail: (r) => `/cg/cgxm/${compact(r.date)}/t${compact(r.date)}_${r.id}.html`, note: '<p class="tip">按项目编号排序</p>' },
      { key: 'xwzx', name: '新闻中心', kind: 'news', per: 12, box: 6, rows: newestFirst(news), ...idx('xwzx'), detail: (r) => `/xwzx/xw/${compact(r.date)}/t${compact(r.date)}_${r.id}.html` },
    ],
  };
}

/** C: 置顶 rows that stay on top of page 1 (a new one pinned on day 2, one unpinned on day 3), new rows under them. */
function pinned() {
  const school = '筑岛大学';
  const old = notices('tenders', 40, 1, school);
  const pins = notices('tenders', 3, 1, school);
  pins.forEach((r, i) => { r.date = new Date(Date.UTC(2026, 8, 1 + 9 * i)); });
  const d2 = notices('tenders', 6, 2, school);
  const d3 = notices('tenders', 4, 3, school);
  // pinned on a day: the three old pins (pins[1] unpinned on day 3) and d2[0], pinned on arrival.
  const isPinned = (r, day) => (r === pins[1] ? day < 3 : pins.includes(r) || r === d2[0]);
  const ordered = (d) => { const rows = [old, pins, ...(d >= 2 ? [d2] : []), ...(d >= 3 ? [d3] : [])].flat(); return rows.sort((a, b) => (isPinned(b, d) - isPinned(a, d)) || (b.date - a.date) || (b.id - a.id)); };
  const zb = [notices('tenders', 18, 1, school), notices('tenders', 2, 2, school), notices('tenders', 2, 3, school)];
  const zbPin = zb[0][17];
  zbPin.date = new Date(Date.UTC(2026, 7, 30));
  const news = [notices('news', 22, 1, school), notices('news', 2, 2, school), notices('news', 2, 3, school)];
  const q = (dir) => ({ href: (k) => (k === 1 ? `/${dir}/index.htm` : `/${dir}/index_${k}.htm`), match: (p) => (p === `/${dir}/index.htm` ? 1 : Number(p.match(new RegExp(`^/${dir}/index_(\\d+)\\.htm$`))?.[1]) || null) });
  return {
    host: 'www.zdb.edu.cn', school, shape: 'pinned', detailId: idFrom(/^\/\w+\/content_(\d+)\.htm$/),
    cols: [
      { key: 'zbxx', name: '招标信息', kind: 'tenders', per: 12, box: 5, rows: ordered, pinned: isPinned, ...q('zbxx'), detail: (r) => `/zbxx/content_${r.id}.htm` },
      { key: 'zbjg', name: '中标结果', kind: 'tenders', per: 12, rows: (d) => { const rows = newestFirst(zb)(d); return [zbPin, ...rows.filter((r) => r !== zbPin)]; }, pinned: (r) => r === zbPin, ...q('zbjg'), detail: (r) => `/zbjg/content_${r.id}.htm` },
      { key: 'xwgg', name: '新闻公告', kind: 'news', per: 12, box: 5, rows: newestFirst(news), ...q('xwgg'), detail: (r) => `/xwgg/content_${r.id}.htm` },
    ],
  };
}

/** D: a 5-row homepage box over a column of 20 a page; day 2 a batch of 45 after a holiday. */
function batch() {
  const school = '鹤见大学';
  const zb = [notices('tenders', 70, 1, school), notices('tenders', 45, 2, school), notices('tenders', 3, 3, school)];
  const jg = [notices('tenders', 30, 1, school), notices('tenders', 2, 2, school), notices('tenders', 2, 3, school)];
  const news = [notices('news', 30, 1, school), notices('news', 4, 2, school), notices('news', 2, 3, school)];
  const jsp = (cat) => ({ href: (k) => `/cms/list.jsp?catid=${cat}&page=${k}`, match: (p, q) => (p === '/cms/list.jsp' && q.get('catid') === String(cat) ? Number(q.get('page') ?? 1) || null : null) });
  return {
    host: 'www.hjc.edu.cn', school, shape: 'batch-45', detailId: (p, q) => (p === '/cms/detail.jsp' ? Number(q.get('id')) || null : null),
    cols: [
      { key: 'zbgg', name: '招标公告', kind: 'tenders', per: 20, box: 5, rows: newestFirst(zb), ...jsp(31), detail: (r) => `/cms/detail.jsp?catid=31&id=${r.id}` },
      { key: 'jggg', name: '结果公告', kind: 'tenders', per: 20, box: 5, rows: newestFirst(jg), ...jsp(32), detail: (r) => `/cms/detail.jsp?catid=32&id=${r.id}` },
      { key: 'xwzx', name: '学校要闻', kind: 'news', per: 20, box: 5, rows: newestFirst(news), ...jsp(10), detail: (r) => `/cms/detail.jsp?catid=10&id=${r.id}` },
    ],
  };
}

/** E: a notice edited in place (（更正） added; a body deadline changed), one deleted, one reposted under a new URL; one edited and moved to the top. */
function edits() {
  const school = '广溪大学';
  const d1 = notices('tenders', 35, 1, school);
  const d2 = notices('tenders', 3, 2, school);
  const d3 = notices('tenders', 3, 3, school);
  const [e1, e2, del, e3, rep] = [d1[4], d1[7], d1[2], d1[15], d1[11]];
  e1.title = (day) => (day >= 2 ? `${e1.base}（更正）` : e1.base);
  const dl = e2.deadline(1);
  e2.deadline = (day) => (day >= 2 ? new Date(dl.getTime() + 7 * DAYMS) : dl);
  const e3date = e3.date;
  e3.title = (day) => (day >= 3 ? `${e3.base}（更正）` : e3.base);
  // e3's edit updates its 更新时间, so it moves to the top on day 3 (the list still shows its first 发布日期, the detail page the new date).
  const repost = { ...rep, id: nextId++, day: 3, date: dayDate(3), repostOf: rep };
  const rows = (day) => [
    ...(day >= 3 ? [...d3, repost, e3] : []),
    ...(day >= 2 ? d2 : []),
    ...d1.filter((r) => !(day >= 2 && r === del) && !(day >= 3 && (r === rep || r === e3))),
  ];
  e3.dateOn = (day) => (day >= 3 ? dayDate(3) : e3date);
  const news = [notices('news', 24, 1, school), notices('news', 2, 2, school), notices('news', 2, 3, school)];
  const sh = (dir) => ({ href: (k) => (k === 1 ? `/${dir}/list.shtml` : `/${dir}/list_${k}.shtml`), match: (p) => (p === `/${dir}/list.shtml` ? 1 : Number(p.match(new RegExp(`^/${dir}/list_(\\d+)\\.shtml$`))?.[1]) || null) });
  return {
    host: 'www.gxd.edu.cn', school, shape: 'edited', detailId: idFrom(/^\/\w+\/\d+\/(\d+)\.shtml$/), deleted: (r, day) => (r === del && day >= 2),
    changed: [{ r: e1, day: 2, kind: 'title', expect: 'report' }, { r: e2, day: 2, kind: 'deadline', expect: 'allowed' }, { r: e3, day: 3, kind: 'title+moved', expect: 'report' }],
    reposts: [{ r: repost, of: rep }],
    cols: [
      { key: 'zbgg', name: '招标公告', kind: 'tenders', per: 10, box: 5, rows, ...sh('zbgg'), detail: (r) => `/zbgg/${compact(r.repostOf ? r.date : (r.dateOn?.(1) ?? r.date))}/${r.id}.shtml` },
      { key: 'xwzx', name: '新闻资讯', kind: 'news', per: 12, box: 5, rows: newestFirst(news), ...sh('xwzx'), detail: (r) => `/xwzx/${compact(r.date)}/${r.id}.shtml` },
    ],
  };
}

/** F: a session id in every link (a new one each day), a `?v=YYYYMMDD` list parameter changing daily, and a list moved in a redesign on day 3 (old URL 301 → new). */
function movingUrls() {
  const school = '松禾大学';
  const sid = (day) => `A${(0x5e3a91c7 * day).toString(16).toUpperCase()}D${day}F0`;
  const zb = [notices('tenders', 30, 1, school), notices('tenders', 12, 2, school), notices('tenders', 3, 3, school)];
  const jg = [notices('tenders', 28, 1, school), notices('tenders', 3, 2, school), notices('tenders', 4, 3, school)];
  const news = [notices('news', 22, 1, school), notices('news', 2, 2, school), notices('news', 2, 3, school)];
  const v = (day) => compact(dayDate(day));
  return {
    host: 'www.shq.edu.cn', school, shape: 'moving-urls', detailId: (p, q) => (/^\/cgzx\/view\.jsp(;jsessionid=\w+)?$/.test(p) || p === '/xxgk/view.htm' || p === '/news/show.jsp' ? Number(q.get('id')) || null : null),
    cols: [
      {
        key: 'zbgg', name: '招标公告', kind: 'tenders', per: 10, box: 5, rows: newestFirst(zb),
        href: (k, day) => `/cgzx/list.jsp;jsessionid=${sid(day)}?catId=5&pageNo=${k}`,
        match: (p, q) => (/^\/cgzx\/list\.jsp(;jsessionid=\w+)?$/.test(p) && q.get('catId') === '5' ? Number(q.get('pageNo') ?? 1) || null : null),
        detail: (r, day) => `/cgzx/view.jsp;jsessionid=${sid(day)}?id=${r.id}`,
        urls: (r) => [`/cgzx/view.jsp?id=${r.id}`, ...[1, 2, 3].map((d) => `/cgzx/view.jsp;jsessionid=${sid(d)}?id=${r.id}`)],
      },
      {
        key: 'cgjg', name: '采购结果', kind: 'tenders', per: 10, box: 5, rows: newestFirst(jg),
        href: (k, day) => (day >= 3 ? (k === 1 ? '/xxgk/cgjg/index.htm' : `/xxgk/cgjg/index_${k}.htm`) : `/cgzx/cgjg.htm?v=${v(day)}${k > 1 ? `&page=${k}` : ''}`),
        match: (p, q, day) => {
          if (p === '/cgzx/cgjg.htm') return day >= 3 ? { redirect: `/xxgk/cgjg/index${Number(q.get('page') ?? 1) > 1 ? `_${q.get('page')}` : ''}.htm` } : Number(q.get('page') ?? 1) || null;
          if (day < 3) return null;
          return p === '/xxgk/cgjg/index.htm' ? 1 : Number(p.match(/^\/xxgk\/cgjg\/index_(\d+)\.htm$/)?.[1]) || null;
        },
        detail: (r) => `/xxgk/view.htm?id=${r.id}`,
      },
      { key: 'xwdt', name: '新闻动态', kind: 'news', per: 12, box: 5, rows: newestFirst(news), href: (k) => `/news/list.jsp?pageNo=${k}`, match: (p, q) => (p === '/news/list.jsp' ? Number(q.get('pageNo') ?? 1) || null : null), detail: (r) => `/news/show.jsp?id=${r.id}` },
    ],
  };
}

let model;
/** The six sites, made once. */
export function web() {
  model ??= [oldestFirst(), sortedMiddle(), pinned(), batch(), edits(), movingUrls()];
  return model;
}
export const siteName = (s) => s.host.replace(/^www\./, '');
const abs = (s, path) => `http://${s.host}${path}`;
const urlsOf = (s, c, r) => (c.urls ? c.urls(r) : [c.detail(r, 1)]).map((u) => abs(s, u));

/**
 * What each day holds: every tender shown that day (with the day it first appeared; a repost keeps
 * its original's day and URLs as aliases), the edits that day (`changed`: `expect` 'report' = a
 * line with the same URL must come that day; 'allowed' = may come, is not a duplicate), real list pages.
 */
export function truth(day = 1) {
  const sites = web();
  const notices = [];
  const changed = [];
  for (const s of sites) {
    for (const c of s.cols) {
      if (c.kind !== 'tenders') continue;
      for (const r of c.rows(day)) {
        if (r.repostOf) {
          const orig = notices.find((n) => n.id === r.repostOf.id && n.site === siteName(s));
          if (orig) orig.urls.push(...urlsOf(s, c, r));
          else notices.push({ id: r.repostOf.id, url: abs(s, c.detail(r.repostOf, 1)), urls: [abs(s, c.detail(r.repostOf, 1)), ...urlsOf(s, c, r)], title: r.title(day), site: siteName(s), shape: s.shape, column: c.name, day: r.repostOf.day, date: ymd(r.repostOf.date) });
          continue;
        }
        const urls = urlsOf(s, c, r);
        notices.push({ id: r.id, url: urls[0], urls, title: r.title(day), site: siteName(s), shape: s.shape, column: c.name, day: r.day, date: ymd(r.date) });
      }
    }
    for (const ch of s.changed ?? []) if (ch.day <= day) changed.push({ url: abs(s, s.cols[0].detail(ch.r, 1)), title: ch.r.title(day), site: siteName(s), shape: s.shape, day: ch.day, kind: ch.kind, expect: ch.expect });
  }
  // Each column's pages that day, keyed `column:k` as a list answer names them.
  const lists = (s) => {
    const pages = s.cols.flatMap((c) => pagesOf(c.rows(day), c.per).map((_, i) => ({ page: `${c.key}:${i + 1}`, tenders: c.kind === 'tenders', url: abs(s, c.href(i + 1, day)) })));
    return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages };
  };
  return {
    day,
    seeds: sites.map((s) => `http://${s.host}/`),
    notices,
    changed,
    lists: Object.fromEntries(sites.map((s) => [siteName(s), lists(s)])),
  };
}

/** A site's answer to `path` and query `q` on `day`: a page, a list page, a 301, or null (404). */
export function handle(site, path, q, day) {
  site.day = day;
  if (path === '/' || path === '/index.htm' || path === '/index.html') return home(site, day);
  for (const c of site.cols) {
    const k = c.match(path, q, day);
    if (k?.redirect) return { status: 301, headers: { location: k.redirect }, body: '', count: 'redirects' };
    if (k) { const body = listPage(site, c, k, day); return body ? { body, list: `${c.key}:${k}`, tenders: c.kind === 'tenders' } : null; }
  }
  const id = site.detailId(path, q);
  if (!id) return null;
  for (const c of site.cols) {
    const r = c.rows(day).find((x) => x.id === id) ?? (site.cols.indexOf(c) === 0 ? [...(site.reposts ?? []).map((x) => x.of)].find((x) => x.id === id) : undefined);
    if (!r || site.deleted?.(r, day)) continue;
    const date = r.dateOn?.(day) ?? r.date;
    return { body: page(site, r.title(day), `<div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="${esc(c.href(1, day))}">${c.name}</a></div><h1 class="title">${esc(r.title(day))}</h1><div class="info">发布时间：${ymd(date)} 来源：${r.tender ? '采购与招标管理中心' : '党委宣传部'}</div><div class="content">${body(r, day)}</div>`) };
  }
  return null;
}

/** The counters of /__stats: 301s of a moved list, 404s. */
export const COUNTERS = ['redirects', 'notFound'];
