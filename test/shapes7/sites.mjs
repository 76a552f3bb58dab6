// test/shapes7's sites: five made-up universities (issue #9 "Reach") on CMS families and page habits no
// other test web has: WordPress category lists (`/category/zbgg/page/N/`, <article> rows, <time
// datetime>, paginate_links with `…` gaps; an older/newer-posts-only pager), a Discuz! portal list
// (portal.php?mod=list&catid=N&page=K, <dl class="bbda"> rows, the multi() pager whose 上一页 is an
// empty-text link and whose ends read `1 ...` / `... 9`), a 金智/正方-style portal of nested <table>s
// (`·` bullet cells, <td> dates `[2026/11/20]` or `20261120`, separator rows, list.jsp?pagenum=K&totalpage=T
// whose totalpage moves on day 2), card lists (<div class="item"><h3><a>, the day and the month
// split: <span>20</span><em>2026-11</em>; `11月20日` without a year; ?page=K pagers with `…` gaps and
// no 下一页), TRS WCM (index_K.shtml from createPageHTML(countPage, currentPage, "index", "shtml")
// with variables, ./202611/t20261120_1234.shtml rows, a list whose link text is written by an inline
// document.write). Tenders are mixed with ordinary news (precision). Day 2 (`/__day?set=2`) adds
// notices on top; on two lists more than page 1 holds, so refresh must walk past an all-new page 1.
// Written from public descriptions of the CMSs, never copied from a real site.
// Served by server.ts (the test-web kit); `truth(day)` is what the sites show, `respond` a site's answer.
import { createHash } from 'node:crypto';
import { DEPTS, ITEMS } from '../shapes/words.mjs';

const KINDS = ['招标公告', '竞争性磋商公告', '询价公告', '中标结果公告', '成交结果公告', '竞争性谈判公告', '单一来源采购公示', '公开招标公告', '采购意向公开'];
const NEWS = ['关于2027年元旦放假安排的通知', '学校召开冬季安全工作会议', '举办青年教师教学竞赛', '关于开展教职工年度体检的通知', '关于调整冬季作息时间的通知',
  '我校学子在全国数学建模竞赛中获佳绩', '关于做好秋季学期期末考试工作的通知', '学校举行教职工趣味运动会', '关于举办第十届校园文化艺术节的通知', '召开党支部组织生活会',
  '关于2027届毕业生供需见面会的通知', '学校领导走访慰问离退休老同志', '关于申报2027年度校级科研项目的通知', '举行新进教职工入职培训', '关于公布优秀学生干部名单的通知'];

const DAY1 = Date.UTC(2026, 10, 20);

/**
 * Deterministic rows of one list: `count` on day 1 and `more` new on day 2, newest first, each
 * { id, title, date (YYYY-MM-DD), time (HH:MM), no, day, tender }. One row in `newsEvery` is news (0: none).
 */
function rows(site, salt, base, count, more = 0, newsEvery = 0) {
  const out = [];
  for (let i = 0; i < count + more; i++) {
    const h = createHash('sha1').update(`${site}:${salt}:${i}`).digest();
    const day = i < more ? 2 : 1;
    const age = day === 2 ? -(more - i) * 0.5 : (i - more) * 0.7;
    const date = new Date(DAY1 - Math.round(age) * 86400000).toISOString().slice(0, 10);
    const id = base + count + more - i;
    const tender = !(newsEvery && h[3] % newsEvery === 0);
    const dept = DEPTS[h[1] % DEPTS.length];
    const no = `${salt.toUpperCase()}-2026-${id}`;
    const title = tender ? `${dept}${ITEMS[(i + h[0]) % ITEMS.length]}项目${KINDS[h[2] % KINDS.length]}（${no}）` : `${dept}${NEWS[(i + h[0]) % NEWS.length]}`;
    out.push({ id, title, date, time: `${String(8 + (h[4] % 10)).padStart(2, '0')}:${String(h[5] % 60).padStart(2, '0')}`, no, day, tender });
  }
  return out;
}
const on = (list, day) => list.filter((r) => r.day <= day);
const pages = (all, per) => Array.from({ length: Math.max(1, Math.ceil(all.length / per)) }, (_, k) => all.slice(k * per, (k + 1) * per));
const inRange = (k, all) => Number.isInteger(k) && k >= 1 && k <= all.length;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const summary = (n) => (n.tender ? `本项目已具备采购条件，现对${n.title.replace(/（.*$/, '')}进行公开采购，欢迎符合资格条件的供应商参加。` : `近日，${n.title}。学校有关部门负责同志参加。`).slice(0, 46);
/** Numbers to show in a windowed pager: 1, k-w..k+w, the last; 0 stands for a gap. */
function windowed(k, total, w) {
  const out = [];
  for (let j = 1; j <= total; j++) {
    if (j === 1 || j === total || Math.abs(j - k) <= w) out.push(j);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

const shell = (title, body, head = '') => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>
<div class="header"><a href="/">首页</a> <a href="/about/">学校概况</a> <a href="/jyjx/">教育教学</a></div>
${body}
<div class="footer">版权所有 地址：某省某市大学路1号 邮编 100000</div></body></html>`;
const detail = (n, site) => shell(`${n.title}_${site}`, `<div class="article"><h1>${n.title}</h1><p class="info">发布时间：${n.date} ${n.time} 来源：${site}</p>
${n.tender ? `<p>项目编号：${n.no}</p><p>预算金额：${(n.id % 90) + 10} 万元</p><p>投标截止时间：2026-12-${String(10 + (n.id % 15)).padStart(2, '0')} 09:30</p><p>采购人：本校国有资产管理处，联系人：王老师 0000-12345678</p>`
    : `<p>各学院、各部门：</p><p>现将有关事项通知如下，请遵照执行。</p><p>${site}办公室</p>`}</div>`);

// ── 沃德大学 (WordPress): /category/<slug>/page/N/, <article> rows, <time datetime>, paginate_links ──
const WPU = { host: 'www.wpu.edu.cn', name: '沃德大学' };
WPU.a = rows('wpu', 'wz', 1000, 53, 13, 8); // 招标公告: 10 a page, paginate_links (end 1, mid 2, dots); day 2: 13 new (> a page)
WPU.b = rows('wpu', 'wt', 2000, 44, 4, 2); // 通知公告: news and tenders, only 较早的文章 / 较新的文章
const wpPath = (n) => `/${n.date.slice(0, 4)}/${n.date.slice(5, 7)}/${n.date.slice(8)}/post-${n.id}/`;
const wpArticle = (n) => `<article id="post-${n.id}" class="post-${n.id} post type-post status-publish format-standard hentry">
<header class="entry-header"><h2 class="entry-title"><a href="http://www.wpu.edu.cn${wpPath(n)}" rel="bookmark">${n.title}</a></h2>
<div class="entry-meta"><span class="posted-on">发布于 <a href="http://www.wpu.edu.cn${wpPath(n)}" rel="bookmark"><time class="entry-date published" datetime="${n.date}T${n.time}:00+08:00">${Number(n.date.slice(0, 4))}年${Number(n.date.slice(5, 7))}月${Number(n.date.slice(8))}日</time></a></span><span class="byline"> 作者 <span class="author vcard"><a class="url fn n" href="http://www.wpu.edu.cn/author/admin/">admin</a></span></span></div></header>
<div class="entry-summary"><p>${summary(n)}&hellip; <a href="http://www.wpu.edu.cn${wpPath(n)}" class="more-link">继续阅读<span class="screen-reader-text">“${n.title}”</span></a></p></div>
<footer class="entry-footer"><span class="cat-links">分类 <a href="http://www.wpu.edu.cn/category/${n.tender ? 'zbgg' : 'tzgg'}/" rel="category tag">${n.tender ? '招标公告' : '通知公告'}</a></span></footer></article>`;
function wpu(path, query, day) {
  if (path === '/') return shell(WPU.name, '<nav id="site-navigation"><ul id="primary-menu" class="menu"><li><a href="http://www.wpu.edu.cn/category/zbgg/">招标公告</a></li><li><a href="http://www.wpu.edu.cn/category/tzgg/">通知公告</a></li><li><a href="http://www.wpu.edu.cn/category/xwdt/">新闻动态</a></li></ul></nav>');
  const m = /^\/category\/(zbgg|tzgg)\/(?:page\/(\d+)\/)?$/.exec(path);
  if (m) {
    const all = pages(on(m[1] === 'zbgg' ? WPU.a : WPU.b, day), 10);
    const k = Number(m[2] ?? 1);
    if (!inRange(k, all) || m[2] === '1') return undefined; // WordPress redirects /page/1/; none is linked
    const at = (j) => `http://www.wpu.edu.cn/category/${m[1]}/${j === 1 ? '' : `page/${j}/`}`;
    const nav = m[1] === 'zbgg'
      ? `<nav class="navigation pagination" aria-label="文章"><h2 class="screen-reader-text">文章导航</h2><div class="nav-links">${k > 1 ? `<a class="prev page-numbers" href="${at(k - 1)}">上一页</a>` : ''}${windowed(k, all.length, 2).map((j) => (j === 0 ? '<span class="page-numbers dots">&hellip;</span>' : j === k ? `<span aria-current="page" class="page-numbers current"><span class="meta-nav screen-reader-text">页 </span>${j}</span>` : `<a class="page-numbers" href="${at(j)}"><span class="meta-nav screen-reader-text">页 </span>${j}</a>`)).join('\n')}${k < all.length ? `<a class="next page-numbers" href="${at(k + 1)}">下一页</a>` : ''}</div></nav>`
      : `<nav class="navigation posts-navigation" aria-label="文章"><h2 class="screen-reader-text">文章导航</h2><div class="nav-links">${k < all.length ? `<div class="nav-previous"><a href="${at(k + 1)}">较早的文章</a></div>` : ''}${k > 1 ? `<div class="nav-next"><a href="${at(k - 1)}">较新的文章</a></div>` : ''}</div></nav>`;
    return { list: true, body: shell(`${m[1] === 'zbgg' ? '招标公告' : '通知公告'} – ${WPU.name}`, `<div id="primary" class="content-area"><main id="main" class="site-main"><header class="page-header"><h1 class="page-title">分类：<span>${m[1] === 'zbgg' ? '招标公告' : '通知公告'}</span></h1></header>
${all[k - 1].map(wpArticle).join('\n')}
${nav}</main></div><aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">近期文章</h2><ul><li><a href="http://www.wpu.edu.cn/about/">学校简介</a></li></ul></section></aside>`) };
  }
  const n = [...on(WPU.a, day), ...on(WPU.b, day)].find((r) => wpPath(r) === path);
  return n ? { body: detail(n, WPU.name) } : undefined;
}

// ── 迪科大学 (Discuz! X portal): portal.php?mod=list&catid=3&page=K, <dl class="bbda"> rows, multi() ──
const DZX = { host: 'www.dzx.edu.cn', name: '迪科大学' };
DZX.a = rows('dzx', 'dz', 3000, 84, 6, 3); // catid=3: 10 a page, 9 pages (10 on day 2? no: 90 rows, 9 pages)
const dzxPath = (n) => `/article-${n.id}-1.html`;
const dzxAt = (j) => `portal.php?mod=list&amp;catid=3&amp;page=${j}`;
function dzxPager(k, total) {
  const from = Math.max(1, Math.min(k - 2, total - 4));
  const to = Math.min(total, from + 4);
  let out = '<div class="pg">';
  if (from > 1) out += `<a href="${dzxAt(1)}" class="first">1 ...</a>`;
  if (k > 1) out += `<a href="${dzxAt(k - 1)}" class="prev">&nbsp;&nbsp;</a>`;
  for (let j = from; j <= to; j++) out += j === k ? `<strong>${j}</strong>` : `<a href="${dzxAt(j)}">${j}</a>`;
  if (to < total) out += `<a href="${dzxAt(total)}" class="last">... ${total}</a>`;
  out += `<label><input type="text" name="custompage" class="px" size="2" title="输入页码，按回车快速跳转" value="${k}" onkeydown="if(event.keyCode==13) {window.location='portal.php?mod=list&amp;catid=3&amp;page='+this.value;; doane(event);}" /><span title="共 ${total} 页"> / ${total} 页</span></label>`;
  if (k < total) out += `<a href="${dzxAt(k + 1)}" class="nxt">下一页</a>`;
  return `${out}</div>`;
}
function dzx(path, query, day) {
  if (path === '/' || path === '/portal.php' && !query.get('mod')) return shell(DZX.name, '<div id="nv"><ul><li><a href="portal.php">门户</a></li><li><a href="portal.php?mod=list&amp;catid=3">招标采购</a></li><li><a href="forum.php">论坛</a></li></ul></div>');
  if (path === '/portal.php' && query.get('mod') === 'list' && query.get('catid') === '3') {
    const all = pages(on(DZX.a, day), 10);
    const k = Number(query.get('page') ?? 1);
    if (!inRange(k, all)) return { list: true, body: shell('招标采购', '<div class="bm_c xld"></div>') };
    return { list: true, body: shell(`招标采购 - ${DZX.name} - Powered by Discuz!`, `<div id="pt" class="bm cl"><div class="z"><a href="./" class="nvhm">${DZX.name}</a> <em>&rsaquo;</em> <a href="portal.php">门户</a> <em>&rsaquo;</em> 招标采购</div></div>
<div class="bm"><div class="bm_h cl"><h1 class="xs2">招标采购</h1></div><div class="bm_c xld">
${all[k - 1].map((n) => `<dl class="bbda cl"><dt class="xs2"><a href="${dzxPath(n).slice(1)}" target="_blank" class="xi2">${n.title}</a></dt><dd class="xs2 cl">${summary(n)}...</dd><dd><label>分类: <a href="portal.php?mod=list&amp;catid=3" class="xi2">招标采购</a></label>&nbsp;&nbsp;<span class="xg1"> ${n.date.replace(/-0?/g, '-')} ${n.time}</span></dd></dl>`).join('\n')}
</div></div>${dzxPager(k, all.length)}`) };
  }
  const n = on(DZX.a, day).find((r) => dzxPath(r) === path);
  return n ? { body: detail(n, DZX.name) } : undefined;
}

// ── 金智大学 (金智/正方-style portal): nested <table>s, `·` cells, <td> dates, list.jsp?cid=N&pagenum=K&totalpage=T ──
const JZU = { host: 'www.jzu.edu.cn', name: '金智大学' };
JZU.a = rows('jzu', 'jz', 4000, 86, 12, 9); // cid=12 招标公告: `[2026/11/20]`, 10 a page; day 2: 12 new (> a page), totalpage 9 → 10
JZU.b = rows('jzu', 'jt', 5000, 47, 3, 2); // cid=13 通知公告: `20261120`, news and tenders, 10 a page, last page shorter
const jzuPath = (n) => `/info.jsp?id=${n.id}`;
const jzuAt = (cid, j, total) => `list.jsp?cid=${cid}&amp;pagenum=${j}&amp;totalpage=${total}`;
function jzu(path, query, day) {
  if (path === '/') return shell(JZU.name, '<table width="980" align="center"><tr><td><a href="list.jsp?cid=12">招标公告</a></td><td><a href="list.jsp?cid=13">通知公告</a></td><td><a href="list.jsp?cid=14">学校新闻</a></td></tr></table>');
  if (path === '/list.jsp' && (query.get('cid') === '12' || query.get('cid') === '13')) {
    const cid = Number(query.get('cid'));
    const list = on(cid === 12 ? JZU.a : JZU.b, day);
    const all = pages(list, 10);
    const k = Number(query.get('pagenum') ?? 1);
    if (!inRange(k, all)) return { list: true, body: shell('', '<table></table>') };
    const when = (n) => (cid === 12 ? `[${n.date.replace(/-/g, '/')}]` : n.date.replace(/-/g, ''));
    const rowsHtml = all[k - 1].map((n) => `<tr><td width="14" align="center" class="bullet">·</td><td height="26" align="left"><a href="${jzuPath(n).slice(1)}" target="_blank" class="c1280" title="${esc(n.title)}">${n.title}</a></td><td width="90" align="right" class="timestyle1280">${when(n)}</td></tr>
<tr><td colspan="3" height="1" background="/images/dot_line.gif"></td></tr>`).join('\n');
    const t = all.length;
    const pager = `<table width="100%"><tr><td align="right" class="pagestyle">共${list.length}条记录&nbsp;每页10条&nbsp;第${k}/${t}页&nbsp;${k > 1 ? `<a href="${jzuAt(cid, 1, t)}">首页</a>&nbsp;<a href="${jzuAt(cid, k - 1, t)}">上一页</a>` : '首页&nbsp;上一页'}&nbsp;${k < t ? `<a href="${jzuAt(cid, k + 1, t)}">下一页</a>&nbsp;<a href="${jzuAt(cid, t, t)}">尾页</a>` : '下一页&nbsp;尾页'}&nbsp;转到<input type="text" id="pagenum" size="2" value="${k}">页<input type="button" value="GO" onclick="location.href='list.jsp?cid=${cid}&amp;totalpage=${t}&amp;pagenum='+document.getElementById('pagenum').value"></td></tr></table>`;
    return { list: true, body: shell(`${cid === 12 ? '招标公告' : '通知公告'}-${JZU.name}`, `<table width="980" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td width="220" valign="top"><table width="100%"><tr><td class="lm">${cid === 12 ? '招标公告' : '通知公告'}</td></tr><tr><td><a href="list.jsp?cid=12">招标公告</a></td></tr><tr><td><a href="list.jsp?cid=13">通知公告</a></td></tr></table></td>
<td valign="top"><table width="100%"><tr><td class="weizhi">当前位置：<a href="/">首页</a> &gt;&gt; ${cid === 12 ? '招标公告' : '通知公告'}</td></tr><tr><td><table width="100%" border="0" cellspacing="0" cellpadding="0">
${rowsHtml}
</table></td></tr><tr><td>${pager}</td></tr></table></td></tr></table>`) };
  }
  const id = path === '/info.jsp' ? Number(query.get('id')) : NaN;
  const n = [...on(JZU.a, day), ...on(JZU.b, day)].find((r) => r.id === id);
  return n ? { body: detail(n, JZU.name) } : undefined;
}

// ── 卡片大学 (card lists): <div class="item"><h3><a>, split dates, ?page=K pagers with gaps, no 下一页 ──
const KPU = { host: 'www.kpu.edu.cn', name: '卡片大学' };
KPU.a = rows('kpu', 'kz', 6000, 71, 5, 6); // /zbgg/: cards, <span>20</span><em>2026-11</em>, 9 a page, 8 pages; day 2: 5 new
KPU.b = rows('kpu', 'kt', 7000, 38, 3, 2); // /tzgg/: cards, `11月20日` (no year), news and tenders, 8 a page
const kpuPath = (dir) => (n) => `/${dir}/detail/${n.id}`;
const kpuPager = (k, total) => `<div class="pagination">${windowed(k, total, 1).map((j) => (j === 0 ? '<span class="ellipsis">…</span>' : j === k ? `<a class="active" href="?page=${j}">${j}</a>` : `<a href="?page=${j}">${j}</a>`)).join('')}</div>`;
function kpu(path, query, day) {
  if (path === '/') return shell(KPU.name, '<div class="nav"><a href="/zbgg/">招标信息</a><a href="/tzgg/">通知公告</a></div>');
  if (path === '/zbgg/' || path === '/tzgg/') {
    const a = path === '/zbgg/';
    const all = pages(on(a ? KPU.a : KPU.b, day), a ? 9 : 8);
    const k = Number(query.get('page') ?? 1);
    if (!inRange(k, all)) return { list: true, body: shell('', '<div class="list"></div>') };
    const card = (n) => (a
      ? `<div class="item"><div class="date"><span>${n.date.slice(8)}</span><em>${n.date.slice(0, 7)}</em></div><div class="txt"><h3><a href="${kpuPath('zbgg')(n)}">${n.title}</a></h3><p>${summary(n)}</p></div></div>`
      : `<div class="item"><h3><a href="${kpuPath('tzgg')(n)}" target="_blank">${n.title}</a></h3><p>${summary(n)}</p><div class="time">${Number(n.date.slice(5, 7))}月${Number(n.date.slice(8))}日</div></div>`);
    return { list: true, body: shell(`${a ? '招标信息' : '通知公告'} | ${KPU.name}`, `<div class="main"><div class="title"><h2>${a ? '招标信息' : '通知公告'}</h2></div><div class="list">
${all[k - 1].map(card).join('\n')}
</div>${kpuPager(k, all.length)}</div>`) };
  }
  const m = /^\/(zbgg|tzgg)\/detail\/(\d+)$/.exec(path);
  const n = m && on(m[1] === 'zbgg' ? KPU.a : KPU.b, day).find((r) => r.id === Number(m[2]));
  return n ? { body: detail(n, KPU.name) } : undefined;
}

// ── 拓尔大学 (TRS WCM): index.shtml + index_K.shtml from createPageHTML(countPage, currentPage, …) ──
const TRS = { host: 'www.trs.edu.cn', name: '拓尔大学' };
TRS.a = rows('trs', 'tz', 8000, 62, 4, 10); // /zbgg/: 15 a page, 5 pages, rows ./202611/t20261120_8062.shtml
TRS.b = rows('trs', 'tt', 9000, 58, 3, 3); // /tzgg/: 12 a page, link text written by document.write, dates 2026/11/20
const trsPath = (dir) => (n) => `/${dir}/${n.date.slice(0, 4)}${n.date.slice(5, 7)}/t${n.date.replace(/-/g, '')}_${n.id}.shtml`;
const TRS_PAGER = `<script type="text/javascript">
function createPageHTML(_nPageCount, _nCurrIndex, _sPageName, _sPageExt){
  if(_nPageCount == null || _nPageCount<=1){ return; }
  var nCurrIndex = _nCurrIndex || 0;
  if(nCurrIndex == 0) document.write("首页&nbsp;|&nbsp;上一页&nbsp;|&nbsp;");
  else { document.write("<a href=\\""+_sPageName+"."+_sPageExt+"\\">首页</a>&nbsp;|&nbsp;");
    if(nCurrIndex == 1) document.write("<a href=\\""+_sPageName+"."+_sPageExt+"\\">上一页</a>&nbsp;|&nbsp;");
    else document.write("<a href=\\""+_sPageName+"_" + (nCurrIndex-1) + "."+_sPageExt+"\\">上一页</a>&nbsp;|&nbsp;"); }
  if(nCurrIndex == (_nPageCount-1)) document.write("下一页&nbsp;|&nbsp;尾页");
  else { document.write("<a href=\\""+_sPageName+"_" + (nCurrIndex+1) + "."+_sPageExt+"\\">下一页</a>&nbsp;|&nbsp;");
    document.write("<a href=\\""+_sPageName+"_" + (_nPageCount-1) + "."+_sPageExt+"\\">尾页</a>"); }
}
</script>`;
function trs(path, query, day) {
  if (path === '/' || path === '/index.shtml') return shell(TRS.name, '<div class="nav"><a href="./zbgg/">招标公告</a> <a href="./tzgg/">通知公告</a></div>');
  const m = /^\/(zbgg|tzgg)\/(?:index(?:_(\d+))?\.shtml)?$/.exec(path);
  if (m) {
    const a = m[1] === 'zbgg';
    const all = pages(on(a ? TRS.a : TRS.b, day), a ? 15 : 12);
    const i = Number(m[2] ?? 0);
    if (!inRange(i + 1, all) || m[2] === '0') return undefined;
    const rel = (n) => `.${trsPath(m[1])(n).slice(m[1].length + 1)}`;
    const li = (n) => (a
      ? `<li><span class="date">${n.date}</span><a href="${rel(n)}" target="_blank" title="${esc(n.title)}">${n.title}</a></li>`
      : `<li><a href="${rel(n)}" target="_blank"><script>var s="${n.title}";if(s.length>22){s=s.substring(0,22)+"...";}document.write(s);</script></a><span>${n.date.replace(/-/g, '/')}</span></li>`);
    return { list: true, body: shell(`${a ? '招标公告' : '通知公告'}`, `<div class="list"><ul>
${all[i].map(li).join('\n')}
</ul><div class="page"><script language="JavaScript">
var currentPage = ${i};//所在页从0开始
var countPage = ${all.length}//共多少页
createPageHTML(countPage, currentPage, "index", "shtml");
</script></div></div>`, TRS_PAGER) };
  }
  const n = on(TRS.a, day).find((r) => trsPath('zbgg')(r) === path) ?? on(TRS.b, day).find((r) => trsPath('tzgg')(r) === path);
  return n ? { body: detail(n, TRS.name) } : undefined;
}

// ── 泽博大学 (Z-Blog PHP + a Discuz! forum): /category-2_N.html with ‹‹ ›› pagebar; forumdisplay thread tables ──
const ZBL = { host: 'www.zbl.edu.cn', name: '泽博大学' };
ZBL.a = rows('zbl', 'zb', 10000, 57, 4, 7); // Z-Blog /category-2.html + /category-2_N.html: 10 a page, 6 pages, `发布时间：2026-11-20 09:30` in the row's meta
ZBL.b = rows('zbl', 'zf', 11000, 64, 17, 4); // Discuz! forumdisplay fid=2: 15 a page, 5 pages; day 2: 17 new (> a page); thread links carry &extra=page%3DK
const zblPost = (n) => `/post/${n.id}.html`;
const zblThread = (n) => `/forum.php?mod=viewthread&tid=${n.id}`;
const zblPagebar = (k, total) => {
  const at = (j) => (j === 1 ? '/category-2.html' : `/category-2_${j}.html`);
  const from = Math.max(1, k - 2);
  const to = Math.min(total, from + 4);
  let out = `<div class="pagebar"><a href="${at(1)}"><span class="page">‹‹</span></a>`;
  for (let j = from; j <= to; j++) out += j === k ? `<span class="page now-page">${j}</span>` : `<a href="${at(j)}"><span class="page">${j}</span></a>`;
  return `${out}<a href="${at(total)}"><span class="page">››</span></a></div>`;
};
function zbl(path, query, day) {
  if (path === '/') return shell(ZBL.name, '<ul id="divNavBar"><li><a href="/category-2.html">招标公告</a></li><li><a href="/forum.php?mod=forumdisplay&amp;fid=2">采购交流</a></li><li><a href="/category-3.html">校园新闻</a></li></ul>');
  let m = /^\/category-2(?:_(\d+))?\.html$/.exec(path);
  if (m) {
    const all = pages(on(ZBL.a, day), 10);
    const k = Number(m[1] ?? 1);
    if (!inRange(k, all) || m[1] === '1') return undefined;
    return { list: true, body: shell(`招标公告-${ZBL.name}`, `<div id="divMain">
${all[k - 1].map((n) => `<div class="post cate2 auth1"><h2 class="post-title"><a href="${zblPost(n)}">${n.title}</a></h2><div class="post-meta">发布时间：${n.date} ${n.time} | 分类：<a href="/category-2.html">招标公告</a> | 作者：<a href="/author-1.html">admin</a> | 浏览：${n.id % 300}</div><div class="post-intro">${summary(n)}</div></div>`).join('\n')}
${zblPagebar(k, all.length)}</div><div id="divSidebar"><dl class="function"><dt>最新留言</dt><dd><a href="/guestbook.html">留言本</a></dd></dl></div>`) };
  }
  if (path === '/forum.php' && query.get('mod') === 'forumdisplay' && query.get('fid') === '2') {
    const list = on(ZBL.b, day);
    const all = pages(list, 15);
    const k = Number(query.get('page') ?? 1);
    if (!inRange(k, all)) return { list: true, body: shell('', '<table></table>') };
    const t = all.length;
    const at = (j) => `forum.php?mod=forumdisplay&amp;fid=2&amp;page=${j}`;
    const tbody = (n) => `<tbody id="normalthread_${n.id}"><tr><td class="icn"><a href="forum.php?mod=viewthread&amp;tid=${n.id}&amp;extra=page%3D${k}" title="新窗口打开" target="_blank"><img src="static/image/common/folder_common.gif" /></a></td>
<th class="common"><a href="forum.php?mod=viewthread&amp;tid=${n.id}&amp;extra=page%3D${k}" onclick="atarget(this)" class="s xst">${n.title}</a></th>
<td class="by"><cite><a href="home.php?mod=space&amp;uid=1" c="1">cgzx</a></cite><em><span>${n.date}</span></em></td>
<td class="num"><a href="forum.php?mod=viewthread&amp;tid=${n.id}&amp;extra=page%3D${k}" class="xi2">0</a><em>${n.id % 97}</em></td>
<td class="by"><cite><a href="home.php?mod=space&amp;username=cgzx" c="1">cgzx</a></cite><em><a href="forum.php?mod=redirect&amp;tid=${n.id}&amp;goto=lastpost#lastpost">${n.date} ${n.time}</a></em></td></tr></tbody>`;
    const pg = `<div class="pg">${k > 1 ? `<a href="${at(k - 1)}" class="prev">&nbsp;&nbsp;</a>` : ''}${Array.from({ length: t }, (_, j) => (j + 1 === k ? `<strong>${j + 1}</strong>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join('')}<label><input type="text" name="custompage" class="px" size="2" value="${k}" /><span title="共 ${t} 页"> / ${t} 页</span></label>${k < t ? `<a href="${at(k + 1)}" class="nxt">下一页</a>` : ''}</div>`;
    return { list: true, body: shell(`采购交流 - ${ZBL.name}`, `<div id="pt" class="bm cl"><a href="./">${ZBL.name}</a> <em>›</em> <a href="forum.php">论坛</a> <em>›</em> 采购交流</div>
<div id="threadlist" class="tl bm bmw"><div class="bm_c"><form method="post" name="moderate" id="moderate" action="forum.php?mod=topicadmin&amp;action=moderate&amp;fid=2&amp;infloat=yes&amp;nopost=yes"><table summary="forum_2" cellspacing="0" cellpadding="0" id="threadlisttableid">
${all[k - 1].map(tbody).join('\n')}
</table></form></div></div>${pg}`) };
  }
  if (path === '/forum.php' && query.get('mod') === 'viewthread') {
    const n = on(ZBL.b, day).find((r) => r.id === Number(query.get('tid')));
    return n ? { body: detail(n, ZBL.name) } : undefined;
  }
  const n = on(ZBL.a, day).find((r) => zblPost(r) === path);
  return n ? { body: detail(n, ZBL.name) } : undefined;
}

export const SITES = [
  { ...WPU, shape: 'wordpress', handle: wpu, lists: [[WPU.a, wpPath, 10], [WPU.b, wpPath, 10]] },
  { ...DZX, shape: 'discuz-portal', handle: dzx, lists: [[DZX.a, dzxPath, 10]] },
  { ...JZU, shape: 'table-portal', handle: jzu, lists: [[JZU.a, jzuPath, 10], [JZU.b, jzuPath, 10]] },
  { ...KPU, shape: 'cards', handle: kpu, lists: [[KPU.a, kpuPath('zbgg'), 9], [KPU.b, kpuPath('tzgg'), 8]] },
  { ...TRS, shape: 'trs-shtml', handle: trs, lists: [[TRS.a, trsPath('zbgg'), 15], [TRS.b, trsPath('tzgg'), 12]] },
  { ...ZBL, shape: 'zblog-forum', handle: zbl, lists: [[ZBL.a, zblPost, 10], [ZBL.b, zblThread, 15]], urls: (n, path) => (path === zblThread ? Array.from({ length: 8 }, (_, k) => `${path(n)}&extra=page%3D${k + 1}`) : []) },
];
/** Query parameters that are cache-busters on this web (none). */
export const VOLATILE = [];

/** The tender notices shown on `day` (ordinary news is no notice), each with the day it appeared. */
export function truth(day = 1) {
  const notices = [];
  const site = (s) => s.host.replace(/^www\./, '');
  for (const s of SITES) {
    for (const [list, path] of s.lists) {
      for (const n of on(list, day)) if (n.tender) notices.push({ url: `http://${s.host}${path(n)}`, urls: [path(n), ...(s.urls?.(n, path) ?? [])].map((u) => `http://${s.host}${u}`), title: n.title, date: n.date, site: site(s), shape: s.shape, day: n.day });
    }
  }
  return {
    day,
    seeds: SITES.map((s) => `http://${s.host}/`),
    notices,
    lists: Object.fromEntries(SITES.map((s) => [site(s), s.lists.reduce((sum, [list, , per]) => sum + Math.ceil(on(list, day).length / per), 0)])),
    listCount: Object.fromEntries(SITES.map((s) => [site(s), s.lists.length])),
  };
}

/** A site's answer on `today`. */
export const respond = (site, req, url, host, body, today) => site.handle(url.pathname, url.searchParams, today);
