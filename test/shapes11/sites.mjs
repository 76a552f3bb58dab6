// test/shapes11's sites and truth: six made-up universities' 招标采购 sites, one per CMS family as universities deploy
// them (issue #9 "Reach": sites the crawler has never seen), written from public knowledge of the
// CMSs' list tags, pagers and URL forms, never copied from a real site: DedeCMS (a 栏目封面 holding
// three sub-columns, `{dede:pagelist}` output, cut titles, `m-d` dates, thumbnails), PHPCMS v9
// (absolute pseudo-static URLs, a parent category page, a dynamic child list, notices split over
// `show-N-ID-2.html` pages), 帝国CMS (`index_K.html` with the total-count pager, a 中标公示 list
// reached only as a saved `/e/search/result/?searchid=` with the keyword highlighted in titles),
// 博达 WebPlus (`list.jsp?…wbtreeid=` lists turned only by 下页/尾页 links `?a2t=T&a2p=K&a2c=10…`
// whose page count T changes on day 2, relative `info/…` rows, `content.jsp` rows) and an ASP.NET
// site whose notices are mostly files (direct .pdf/.docx/.wps/.ofd/.xlsx/.zip/.rar links with the
// title as link text; a title in a <td> with a separate 下载 icon to `/DownLoad.aspx?id=` or
// `/attachment.jsp?fileId=` answering with a Content-Disposition filename); a sixth, SUDY WebPlus Pro
// (`/3021/list.htm`, `list2.htm`…, the `wp_paging` pager, rows `/2026/1120/c3021a56789/page.htm`,
// a parent column page of child links only), was added to the first five. Titles are real ones
// from ../shared/corpus (see titles.mjs). News columns sit beside the procurement ones.
// Served by server.ts with the test-web kit (test/kit); `answer` is a site's reply in the kit's terms.
import { createHash } from 'node:crypto';
import { take } from './titles.mjs';

const DAY1 = Date.UTC(2026, 10, 20);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const h = (...parts) => createHash('sha1').update(parts.join(':')).digest();
const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const md = (d) => `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const cn = (d) => `${d.getUTCFullYear()}年${pad(d.getUTCMonth() + 1)}月${pad(d.getUTCDate())}日`;
const slash = (d) => `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
const compact = (d) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const nums = (n) => Array.from({ length: n }, (_, i) => i + 1);
/** A title cut to `n` characters (DedeCMS cn_substr counts a CJK character as 2 bytes: n = titlelen / 2), with `tail` after a cut. */
const cut = (t, n, tail = '') => (t.length > n ? t.slice(0, n) + tail : t);

/**
 * One column's rows, newest first: `more` day-2 rows (dated 2026-11-21) on top of `count` day-1 rows
 * (from 2026-11-20 back, 0.7 days apart), ids counting down from base + count + more.
 */
function column({ site, key, kind, count, more, base, school }) {
  const titles = take(kind, count + more, school);
  return titles.map((title, i) => {
    const day = i < more ? 2 : 1;
    const date = new Date(day === 2 ? DAY1 + 86400000 : DAY1 - Math.round((i - more) * 0.7) * 86400000);
    return { id: base + count + more - i, title, date, day, tender: kind === 'tenders', seq: i, hash: h(site, key, i) };
  });
}
const on = (rows, day) => rows.filter((r) => r.day <= day);
const pagesOf = (rows, per) => Array.from({ length: Math.max(1, Math.ceil(rows.length / per)) }, (_, k) => rows.slice(k * per, (k + 1) * per));

/** The body of a notice's detail page: tender fields where they fit, a plain notice otherwise. */
function noticeBody(r, tag) {
  if (!r.tender) return '<p>各学院、各部门：</p><p>现将有关事项通知如下，请认真组织落实。</p><p>特此通知。</p>';
  const no = `${tag}-2026-${String(r.id).slice(-4)}`;
  if (/中标|成交|候选人|结果/.test(r.title)) return `<p>一、项目编号：${no}</p><p>二、中标（成交）供应商：某某科技有限公司</p><p>三、中标（成交）金额：${(r.id % 90) + 10}.${r.id % 10}万元</p><p>四、公示期：自发布之日起1个工作日。</p>`;
  return `<p>一、项目编号：${no}</p><p>二、预算金额：${(r.id % 90) + 10} 万元</p><p>三、投标截止时间：2026-12-${pad(5 + (r.id % 20))} 09:30（北京时间）</p><p>四、采购人：本校国有资产与实验室管理处</p><p>五、联系人：王老师 0591-8${String(r.id).padStart(6, '0').slice(-6)}</p>`;
}

// ─────────────────────────────── DedeCMS ───────────────────────────────
/** `{dede:pagelist listitem="index,pre,pageno,next,end,info" listsize="3"}` for a static list (page 1 is the column's index). */
function dedePagelist(tid, k, total, count) {
  const href = (j) => `list_${tid}_${j}.html`;
  const li = [];
  li.push(k === 1 ? '<li><a>首页</a></li>' : `<li><a href='${href(1)}'>首页</a></li>`);
  if (k > 1) li.push(`<li><a href='${href(k - 1)}'>上一页</a></li>`);
  for (let j = Math.max(1, k - 3); j <= Math.min(total, k + 3); j++) li.push(j === k ? `<li class="thisclass"><a>${j}</a></li>` : `<li><a href='${href(j)}'>${j}</a></li>`);
  if (k < total) li.push(`<li><a href='${href(k + 1)}'>下一页</a></li>`);
  li.push(k === total ? '<li><a>末页</a></li>' : `<li><a href='${href(total)}'>末页</a></li>`);
  li.push(`<li><span class="pageinfo">共 <strong>${total}</strong>页<strong>${count}</strong>条</span></li>`);
  return `<div class="dede_pages"><ul class="pagelist">\n${li.join('\n')}\n</ul></div>`;
}
function dedeSite() {
  const host = 'www.zmx.edu.cn';
  const school = '泽明大学';
  const site = 'zmx';
  const cols = [
    { tid: 12, dir: '/a/zbcg/zbgg/', name: '招标公告', kind: 'tenders', count: 36, more: 13, base: 1200, row: 'cut' },
    { tid: 13, dir: '/a/zbcg/zbgs/', name: '中标公告', kind: 'tenders', count: 22, more: 3, base: 1300, row: 'thumb' },
    { tid: 14, dir: '/a/zbcg/cgyx/', name: '采购意向', kind: 'tenders', count: 14, more: 2, base: 1400, row: 'silent' },
    { tid: 3, dir: '/a/xwzx/', name: '新闻中心', kind: 'news', count: 24, more: 3, base: 300, row: 'plain' },
  ].map((c) => ({ ...c, per: 10, rows: column({ site, key: c.tid, kind: c.kind, count: c.count, more: c.more, base: c.base, school }) }));
  const detail = (c, r) => `${c.dir}${r.date.getUTCFullYear()}/${md(r.date).replace('-', '')}/${r.id}.html`;
  const nav = `<div class="header"><div class="top"><a href='/'>${school}</a></div><ul id="navmenu"><li><a href='/'><span>主页</span></a></li>
<li><a href='/a/xwzx/'><span>新闻中心</span></a></li>
<li><a href='/a/zbcg/'><span>招标采购</span></a></li>
<li><a href='/a/xxgk/'><span>信息公开</span></a></li>
<li><a href='/a/lxwm/'><span>联系我们</span></a></li></ul></div>`;
  const page = (title, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title>
<link href="/templets/default/style/dedecms.css" rel="stylesheet" media="screen" type="text/css" /></head><body>
${nav}
${body}
<div class="footer w960 center mt1 clear"><p>Copyright &copy; 2026 ${school} 版权所有</p><p>Powered by <a href="http://www.dedecms.com" title="织梦内容管理系统(DedeCMS)" target="_blank"><strong>DedeCMS_V57_UTF8_SP2</strong></a></p></div></body></html>`;
  const row = (c, r) => {
    const url = detail(c, r);
    if (c.row === 'cut') return `<li><a href='/a/zbcg/zbgg/' class='lm'>[${c.name}]</a> <a href="${url}" class="title"${r.seq % 2 ? '' : ` title="${esc(r.title)}"`}>${esc(cut(r.title, 22, '…'))}</a><span class="date">${md(r.date)}</span></li>`;
    if (c.row === 'thumb') return `<li><a href="${url}" class="preview"><img src='/uploads/allimg/${compact(r.date).slice(2)}/1-${r.id}.jpg' alt="" /></a><a href="${url}" class="title">${esc(r.title)}</a><span class="info"><small>日期：</small>${ymd(r.date)} <small>点击：</small>${(r.id * 7) % 500}</span><p class="intro">${esc(r.title)}，详见公告正文及附件...</p></li>`;
    if (c.row === 'silent') return `<li><span class="date">${md(r.date)}</span><a href="${url}" title="${esc(r.title)}">${esc(cut(r.title, 20))}</a></li>`;
    return `<li><a href="${url}">${esc(r.title)}</a><span>${md(r.date)}</span></li>`;
  };
  const block = (c, day) => `<div class="tbox"><dl class="tbox_title"><dt><a href='${c.dir}'>${c.name}</a></dt><dd><a href='${c.dir}'>更多&gt;&gt;</a></dd></dl>
<dd><ul class="d1 ico3">${on(c.rows, day).slice(0, 6).map((r) => `<li><span>${md(r.date)}</span><a href="${detail(c, r)}" title="${esc(r.title)}">${esc(cut(r.title, 18, '...'))}</a></li>`).join('\n')}</ul></dd></div>`;
  const pageNo = (c, path) => {
    if (path === c.dir || path === `${c.dir}index.html`) return 1;
    const m = path.startsWith(c.dir) && new RegExp(`^list_${c.tid}_(\\d+)\\.html$`).exec(path.slice(c.dir.length));
    return m ? Number(m[1]) : undefined;
  };
  return {
    host, school, shape: 'dede-cover', cols, tag: 'ZMX',
    listUrl: (c, k) => `http://${host}${k === 1 ? c.dir : `${c.dir}list_${c.tid}_${k}.html`}`,
    urlOf: (c, r) => `http://${host}${detail(c, r)}`,
    handle(path, query, day) {
      const news = cols[3];
      if (path === '/' || path === '/index.html') return page(`${school}`, `<div class="w960 center"><div class="pleft">${block(news, day)}</div>
<div class="pright"><div class="tbox"><dl class="tbox_title"><dt>通知公告</dt></dl><dd><ul><li><a href="/a/xxgk/">信息公开目录</a></li></ul></dd></div></div></div>`);
      if (path === '/a/zbcg/' || path === '/a/zbcg/index.html') return { count: 'coverFetches', body: page(`招标采购_${school}`, `<div class="w960 center"><div class="place"><strong>当前位置:</strong> <a href='/'>主页</a> &gt; <a href='/a/zbcg/'>招标采购</a> &gt;</div>
${cols.slice(0, 3).map((c) => block(c, day)).join('\n')}</div>`) };
      if (path === '/a/xxgk/' || path === '/a/lxwm/') return page(`${school}`, `<div class="w960 center"><p>${school}地址：某省某市学府路8号。</p></div>`);
      for (const c of cols) {
        const k = pageNo(c, path);
        if (k === undefined) continue;
        const rows = on(c.rows, day);
        const all = pagesOf(rows, c.per);
        if (!(k >= 1 && k <= all.length)) return undefined;
        const place = c.dir.startsWith('/a/zbcg/') ? `<a href='/a/zbcg/'>招标采购</a> &gt; <a href='${c.dir}'>${c.name}</a> &gt;` : `<a href='${c.dir}'>${c.name}</a> &gt;`;
        return { list: `${c.name}:${k}`, body: page(`${c.name}_${school}`, `<div class="w960 center"><div class="place"><strong>当前位置:</strong> <a href='/'>主页</a> &gt; ${place}</div>
<div class="listbox"><ul class="e2">
${all[k - 1].map((r) => row(c, r)).join('\n')}
</ul></div>
${dedePagelist(c.tid, k, all.length, rows.length)}</div>`) };
      }
      for (const c of cols) {
        const r = on(c.rows, day).find((x) => detail(c, x) === path);
        if (r) return page(`${r.title}_${school}`, `<div class="w960 center"><div class="place"><strong>当前位置:</strong> <a href='/'>主页</a> &gt; <a href='${c.dir}'>${c.name}</a> &gt;</div>
<div class="viewbox"><div class="title"><h2>${esc(r.title)}</h2></div><div class="info"><small>时间:</small>${ymd(r.date)} 09:30<small>来源:</small>${school}<small>作者:</small>admin<small>点击:</small>${(r.id * 7) % 500} 次</div>
<div class="content">${noticeBody(r, 'ZMX')}</div></div></div>`);
      }
      return undefined;
    },
  };
}

// ─────────────────────────────── PHPCMS v9 ───────────────────────────────
function phpcmsSite() {
  const host = 'www.pcx.edu.cn';
  const school = '鹏程大学';
  const site = 'pcx';
  const abs = (p) => `http://${host}${p}`;
  const cols = [
    { catid: 7, name: '招标公告', kind: 'tenders', count: 34, more: 4, base: 7000, form: 'static' },
    { catid: 8, name: '中标公示', kind: 'tenders', count: 30, more: 12, base: 8000, form: 'dynamic' },
    { catid: 2, name: '学校新闻', kind: 'news', count: 20, more: 3, base: 2000, form: 'static' },
  ].map((c) => ({ ...c, per: 10, rows: column({ site, key: c.catid, kind: c.kind, count: c.count, more: c.more, base: c.base, school }) }));
  const listUrl = (c, k) => (c.form === 'static' ? abs(`/list-${c.catid}-${k}.html`) : abs(`/index.php?m=content&c=index&a=lists&catid=${c.catid}${k > 1 ? `&page=${k}` : ''}`));
  /** A notice split over two pages (every third tender): its page `p`. */
  const split = (r) => r.tender && r.id % 3 === 0;
  const showUrl = (c, r, p = 1) => (c.form === 'static' ? abs(`/show-${c.catid}-${r.id}-${p}.html`) : abs(`/index.php?m=content&c=index&a=show&catid=${c.catid}&id=${r.id}${p > 1 ? `&page=${p}` : ''}`));
  /** PHPCMS v9 pages(): `<a class="a1">N条</a>`, 上一页, the numbers (current in <span>), 下一页. */
  const pages = (count, k, total, url) => `<div id="pages" class="text-c"><a class="a1">${count}条</a> <a href="${url(Math.max(1, k - 1))}" class="a1">上一页</a> ${nums(total).map((j) => (j === k ? `<span>${j}</span>` : `<a href="${url(j)}">${j}</a>`)).join(' ')} <a href="${url(Math.min(total, k + 1))}" class="a1">下一页</a></div>`;
  const header = `<div class="header"><div class="logo"><a href="${abs('/')}"><img src="${abs('/statics/images/v9/logo.png')}" alt="${school}" /></a></div>
<div class="nav-bar"><map><ul class="nav-site cu-span"><li><a href="${abs('/')}"><span>首页</span></a></li><li class="line">|</li>
<li><a href="${abs('/list-2-1.html')}"><span>学校新闻</span></a></li><li class="line">|</li>
<li><a href="${abs('/list-6-1.html')}"><span>招标采购</span></a></li><li class="line">|</li>
<li><a href="${abs('/index.php?m=content&c=index&a=lists&catid=9')}"><span>联系我们</span></a></li></ul></map></div></div>`;
  const page = (title, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><meta http-equiv="X-UA-Compatible" content="IE=7" />
<title>${esc(title)}</title><link href="${abs('/statics/css/reset.css')}" rel="stylesheet" type="text/css" /><script type="text/javascript" src="${abs('/statics/js/jquery.min.js')}"></script></head><body>
${header}
<div class="main">${body}</div>
<div class="footer"><p class="info">Powered by <strong><a href="http://www.phpcms.cn" target="_blank">PHPCMS</a></strong> <em>V9</em> &copy; 2026 ${school}</p></div></body></html>`;
  const crumbs = (c) => `<div class="crumbs"><a href="${abs('/')}">首页</a><span> &gt; </span>${c.catid === 2 ? '' : `<a href="${abs('/list-6-1.html')}">招标采购</a> &gt; `}<a href="${listUrl(c, 1)}">${c.name}</a> &gt;  列表</div>`;
  const row = (c, r) => (c.form === 'static'
    ? `<li><span class="rt">${ymd(r.date)}</span>·<a href="${showUrl(c, r)}" target="_blank" title="${esc(r.title)}"${r.seq % 5 === 1 ? ' style="color:#FF0000;font-weight:bold;"' : ''}>${esc(r.title)}</a></li>`
    : `<li><span class="rt">[${ymd(r.date)}]</span>·<a href="${showUrl(c, r)}" target="_blank">${esc(r.title)}</a></li>`);
  const matchList = (path, query) => {
    let m = /^\/list-(\d+)-(\d+)\.html$/.exec(path);
    if (m) return { catid: Number(m[1]), k: Number(m[2]), form: 'static' };
    if (path === '/index.php' && query.get('m') === 'content' && query.get('a') === 'lists') return { catid: Number(query.get('catid')), k: Number(query.get('page') ?? 1), form: 'dynamic' };
    return undefined;
  };
  const matchShow = (path, query) => {
    const m = /^\/show-(\d+)-(\d+)-(\d+)\.html$/.exec(path);
    if (m) return { catid: Number(m[1]), id: Number(m[2]), p: Number(m[3]), form: 'static' };
    if (path === '/index.php' && query.get('m') === 'content' && query.get('a') === 'show') return { catid: Number(query.get('catid')), id: Number(query.get('id')), p: Number(query.get('page') ?? 1), form: 'dynamic' };
    return undefined;
  };
  return {
    host, school, shape: 'phpcms-split', cols, tag: 'PCX', listUrl,
    urlOf: (c, r) => showUrl(c, r),
    handle(path, query, day) {
      if (path === '/' || path === '/index.html') return page(school, `<div class="col-left"><h5 class="title-2">学校新闻</h5><ul class="list lh24 f14">${on(cols[2].rows, day).slice(0, 8).map((r) => `<li>·<a href="${showUrl(cols[2], r)}" target="_blank">${esc(r.title)}</a></li>`).join('')}</ul></div>`);
      const l = matchList(path, query);
      if (l && l.catid === 6 && l.form === 'static' && l.k === 1) {
        return { count: 'coverFetches', body: page(`招标采购 - ${school}`, `<div class="crumbs"><a href="${abs('/')}">首页</a><span> &gt; </span><a href="${abs('/list-6-1.html')}">招标采购</a> &gt; </div>
${cols.slice(0, 2).map((c) => `<div class="box cat-area"><h5 class="title-1">${c.name}<a href="${listUrl(c, 1)}" class="more">更多&gt;&gt;</a></h5><div class="content"><ul class="list lh24 f14">${on(c.rows, day).slice(0, 5).map((r) => `<li><span class="rt">${md(r.date)}</span>·<a href="${showUrl(c, r)}" target="_blank" title="${esc(r.title)}">${esc(cut(r.title, 24, '...'))}</a></li>`).join('')}</ul></div></div>`).join('\n')}`) };
      }
      if (l && l.catid === 9 && l.form === 'dynamic') return page(`联系我们 - ${school}`, '<p>地址：某省某市鹏程路1号</p>');
      const c = l && cols.find((x) => x.catid === l.catid && x.form === l.form);
      if (c) {
        const rows = on(c.rows, day);
        const all = pagesOf(rows, c.per);
        if (!(Number.isInteger(l.k) && l.k >= 1 && l.k <= all.length)) return undefined;
        return { list: `${c.name}:${l.k}`, body: page(`${c.name} - ${school}`, `${crumbs(c)}<div class="col-left"><div class="box"><ul class="list lh24 f14">
${all[l.k - 1].map((r) => row(c, r)).join('\n')}
</ul></div>${pages(rows.length, l.k, all.length, (j) => listUrl(c, j))}</div>`) };
      }
      const s = matchShow(path, query);
      const sc = s && cols.find((x) => x.catid === s.catid && x.form === s.form);
      const r = sc && on(sc.rows, day).find((x) => x.id === s.id);
      if (r && (s.p === 1 || (s.p === 2 && split(r)))) {
        const parts = split(r) ? 2 : 1;
        const text = parts === 1 ? noticeBody(r, 'PCX') : s.p === 1 ? `${noticeBody(r, 'PCX')}<p>（续下页）</p>` : '<p>六、投标文件递交：投标人须在截止时间前将密封的投标文件送达采购与招标中心。</p><p>七、其他事项：详见招标文件。</p>';
        const pager = parts === 1 ? '' : `<div id="pages" class="text-c">${s.p === 2 ? `<a class="a1" href="${showUrl(sc, r, 1)}">上一页</a> <a href="${showUrl(sc, r, 1)}">1</a> <span>2</span>` : `<a class="a1">上一页</a> <span>1</span> <a href="${showUrl(sc, r, 2)}">2</a> <a class="a1" href="${showUrl(sc, r, 2)}">下一页</a>`}</div>`;
        return page(`${r.title} - ${school}`, `${crumbs(sc)}<div id="Article"><h1>${esc(r.title)}<br /><span>${ymd(r.date)} 10:12:08&nbsp;&nbsp;&nbsp;来源：采购与招标中心&nbsp;&nbsp;&nbsp;评论：<a href="#comment_iframe" id="comment">0</a></span></h1>
<div class="content">${text}</div>${pager}</div>`);
      }
      return undefined;
    },
  };
}

// ─────────────────────────────── 帝国CMS ───────────────────────────────
function empireSite() {
  const host = 'www.ecx.edu.cn';
  const school = '恩川大学';
  const site = 'ecx';
  const SEARCH = 27;
  const cols = [
    { key: 'zbgg', dir: '/zbgg/', name: '招标公告', kind: 'tenders', count: 46, more: 14, base: 3000, per: 12, form: 'static' },
    { key: 'zbgs', dir: '/zbgs/', name: '中标公示', kind: 'tenders', count: 28, more: 3, base: 5000, per: 10, form: 'search' },
    { key: 'xwzx', dir: '/xwzx/', name: '新闻中心', kind: 'news', count: 22, more: 2, base: 100, per: 12, form: 'static' },
  ].map((c) => ({ ...c, rows: column({ site, key: c.key, kind: c.kind, count: c.count, more: c.more, base: c.base, school }) }));
  const detail = (c, r) => `${c.dir}${ymd(r.date)}/${r.id}.html`;
  const nav = `<div id="header"><h1><a href="/">${school}</a></h1><ul class="nav"><li><a href="/">网站首页</a></li><li><a href="/xwzx/">新闻中心</a></li><li><a href="/zbgg/">招标公告</a></li><li><a href="/xxgk/">信息公开</a></li></ul>
<form action="/e/search/index.php" method="post" name="searchform" id="searchform"><input type="hidden" name="show" value="title" /><input name="keyboard" type="text" size="12" /><input type="submit" name="Submit" value="搜索" /></form></div>`;
  const page = (title, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link href="/skin/default/css/style.css" rel="stylesheet" type="text/css" /></head><body>
${nav}
<div id="main">${body}</div>
<div id="footer">Copyright &copy; 2026 ${school} 技术支持：帝国CMS</div></body></html>`;
  /** 帝国CMS's default [!--show.page--]: the total in <a title="Total record">, the current page in <b>, 首页/上一页 only past page 1. */
  const showPage = (count, k, total, href, amp = false) => {
    const parts = [`<a title="Total record">&nbsp;<b>${count}</b> </a>&nbsp;&nbsp;`];
    if (k > 1) parts.push(`<a href="${href(1)}">首页</a>&nbsp;<a href="${href(k - 1)}">上一页</a>&nbsp;`);
    for (const j of nums(total)) parts.push(j === k ? `<b>${j}</b>&nbsp;` : `<a href="${href(j)}">${j}</a>&nbsp;`);
    if (k < total) parts.push(`<a href="${href(k + 1)}">下一页</a>&nbsp;<a href="${href(total)}">尾页</a>`);
    const html = parts.join('');
    return amp ? html.replace(/&(page|searchid)=/g, '&amp;$1=') : html;
  };
  const searchHref = (j) => `index.php?page=${j - 1}&searchid=${SEARCH}`;
  const highlight = (t) => esc(t).replace(/(公告|公示)/, "<font color='red'>$1</font>");
  return {
    host, school, shape: 'empire-search', cols, tag: 'ECX',
    listUrl: (c, k) => `http://${host}${c.form === 'search' ? `/e/search/result/${k === 1 ? '' : `index.php?page=${k - 1}&`}${k === 1 ? '?' : ''}searchid=${SEARCH}` : `${c.dir}${k === 1 ? '' : `index_${k}.html`}`}`,
    urlOf: (c, r) => `http://${host}${detail(c, r)}`,
    handle(path, query, day) {
      if (path === '/' || path === '/index.html') return page(school, `<div class="box"><h3><span><a href="/xwzx/">更多&gt;&gt;</a></span>新闻中心</h3><ul>${on(cols[2].rows, day).slice(0, 6).map((r) => `<li><a href="${detail(cols[2], r)}" target="_blank">${esc(r.title)}</a></li>`).join('')}</ul></div>
<div class="box"><h3><span><a href="/e/search/result/?searchid=${SEARCH}">更多&gt;&gt;</a></span>中标公示</h3><ul>${on(cols[1].rows, day).slice(0, 6).map((r) => `<li><span>${md(r.date)}</span><a href="${detail(cols[1], r)}" target="_blank" title="${esc(r.title)}">${esc(cut(r.title, 20, '...'))}</a></li>`).join('')}</ul></div>`);
      if (path === '/xxgk/' || path === '/xxgk/index.html') return page(`信息公开 - ${school}`, '<p>信息公开指南、信息公开目录、依申请公开。</p>');
      for (const c of cols.filter((x) => x.form === 'static')) {
        if (!path.startsWith(c.dir)) continue;
        const rest = path.slice(c.dir.length);
        const m = rest === '' || rest === 'index.html' ? ['', '1'] : /^index_(\d+)\.html$/.exec(rest);
        if (!m) continue;
        const k = Number(m[1]);
        const rows = on(c.rows, day);
        const all = pagesOf(rows, c.per);
        if (!(k >= 1 && k <= all.length)) return undefined;
        return { list: `${c.name}:${k}`, body: page(`${c.name} - ${school}`, `<div class="position">现在的位置：<a href="/">首页</a>&nbsp;>&nbsp;<a href="${c.dir}">${c.name}</a></div>
<table width="100%" border="0" cellspacing="0" cellpadding="0" class="list_tab">
${all[k - 1].map((r) => `<tr><td class="title"><a href="${detail(c, r)}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></td><td class="date" width="110">${cn(r.date)}</td></tr>`).join('\n')}
</table>
<div class="list_page">${showPage(rows.length, k, all.length, (j) => `${c.dir}${j === 1 ? 'index.html' : `index_${j}.html`}`)}</div>`) };
      }
      const s = cols[1];
      const searchPage = path === '/e/search/result/' && Number(query.get('searchid')) === SEARCH && !query.has('page') ? 1
        : path === '/e/search/result/index.php' && Number(query.get('searchid')) === SEARCH ? Number(query.get('page') ?? 0) + 1 : undefined;
      if (searchPage !== undefined) {
        const rows = on(s.rows, day);
        const all = pagesOf(rows, s.per);
        if (!(Number.isInteger(searchPage) && searchPage >= 1 && searchPage <= all.length)) return undefined;
        return { list: `${s.name}:${searchPage}`, body: page(`搜索结果 - ${school}`, `<div class="position">现在的位置：<a href="/">首页</a>&nbsp;>&nbsp;搜索结果</div>
<div class="search_info">关键字：公告　共找到 <b>${rows.length}</b> 条记录</div>
<div class="search_list">
${all[searchPage - 1].map((r) => `<dl><dt><a href="${detail(s, r)}" target="_blank">${highlight(r.title)}</a></dt><dd class="smalltext">${esc(r.title)}，现将结果公示如下……</dd><dd class="info">发布时间：${ymd(r.date)} 16:${pad(r.id % 60)}:00　所属栏目：${s.name}</dd></dl>`).join('\n')}
</div>
<div class="list_page">${showPage(rows.length, searchPage, all.length, searchHref, true)}</div>`) };
      }
      for (const c of cols) {
        const r = on(c.rows, day).find((x) => detail(c, x) === path);
        if (r) return page(`${r.title} - ${school}`, `<div class="position">现在的位置：<a href="/">首页</a>&nbsp;>&nbsp;${c.name}</div><div class="article"><h1>${esc(r.title)}</h1>
<div class="info">发布时间：${ymd(r.date)} 16:${pad(r.id % 60)}:00　来源：${school}　点击：<script src="/e/public/ViewClick/?classid=2&id=${r.id}&addclick=1"></script></div><div class="content">${noticeBody(r, 'ECX')}</div></div>`);
      }
      return undefined;
    },
  };
}

// ─────────────────────────────── 博达 WebPlus ───────────────────────────────
function webplusSite() {
  const host = 'www.wbx.edu.cn';
  const school = '博远大学';
  const site = 'wbx';
  const cols = [
    { tree: 1021, name: '招标公告', kind: 'tenders', count: 44, more: 12, base: 56000, form: 'info' },
    { tree: 1022, name: '采购结果', kind: 'tenders', count: 26, more: 3, base: 57000, form: 'content' },
    { tree: 1011, name: '学校新闻', kind: 'news', count: 25, more: 3, base: 41000, form: 'info' },
    { tree: 1023, name: '政策法规', kind: 'news', count: 5, more: 0, base: 42000, form: 'info' },
  ].map((c) => ({ ...c, per: 10, rows: column({ site, key: c.tree, kind: c.kind, count: c.count, more: c.more, base: c.base, school }) }));
  const tree = (id) => `list.jsp?urltype=tree.TreeTempUrl&wbtreeid=${id}`;
  const href = (c, r) => (c.form === 'info' ? `info/${c.tree}/${r.id}.htm` : `content.jsp?urltype=news.NewsContentUrl&wbtreeid=${c.tree}&wbnewsid=${r.id}`);
  /** A page; `up` is how a page under /info/<tree>/ reaches the root with its relative links (WebPlus writes them relative). */
  const page = (title, body, side = '', up = '') => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>${esc(title)}</title><meta name="description" content="${school}"><link type="text/css" href="${up}style.css" rel="stylesheet">
<script language="javascript" src="/system/resource/js/dynclicks.js"></script><script language="javascript" src="/system/resource/js/ajax.js"></script></head><body>
<div class="top"><a href="${up}index.htm"><img src="${up}images/logo.png" alt="${school}"></a></div>
<div class="nav"><ul><li><a href="${up}index.htm">首页</a></li><li><a href="${up}${tree(1011)}">学校新闻</a></li><li><a href="${up}${tree(1020)}">招标采购</a></li><li><a href="${up}${tree(1030)}">联系我们</a></li></ul></div>
<table width="1000" align="center"><tr><td width="220" valign="top" class="side">${side}</td><td valign="top">${body}</td></tr></table>
<div class="foot">版权所有&copy;${school} 地址：某省某市博远路1号</div></body></html>`;
  const side = `<div class="lmmc">招标采购</div><ul class="lmlist">${cols.filter((c) => c.tree > 1020).map((c) => `<li><a href="${tree(c.tree)}">${c.name}</a></li>`).join('')}</ul>`;
  /** WebPlus's dynamic list pager: 共N条 k/T, 首页 上页 下页 尾页 as `?a2t=T&a2p=K&a2c=10&…` (no numbers), a 转到 box run by script. */
  const a2 = (c, count, k, total) => {
    const q = (j) => `?a2t=${total}&a2p=${j}&a2c=${c.per}&urltype=tree.TreeTempUrl&wbtreeid=${c.tree}`;
    const link = (j, text) => `<a href="${q(j)}" class="Next">${text}</a>&nbsp;`;
    return `<table width="100%"><tr><td align="left" width="1%" nowrap>共${count}条&nbsp;&nbsp;${k}/${total}&nbsp;</td><td align="left" nowrap>${k > 1 ? link(1, '首页') + link(k - 1, '上页') : '首页&nbsp;上页&nbsp;'}${k < total ? link(k + 1, '下页') + link(total, '尾页') : '下页&nbsp;尾页&nbsp;'}</td>
<td nowrap align="right">转到第<input type="text" name="a2pg" id="a2pg" size="2" value="${k}">页&nbsp;<a href="javascript:a2_goto()">跳转</a></td></tr></table>
<script>function a2_goto(){var p=parseInt(document.getElementById('a2pg').value,10);if(p>=1&&p<=${total})location.href='?a2t=${total}&a2p='+p+'&a2c=${c.per}&urltype=tree.TreeTempUrl&wbtreeid=${c.tree}';}</script>`;
  };
  const row = (c, r) => (c.form === 'info'
    ? `<tr height="26"><td><a href="${href(c, r)}" class="c${c.tree}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></td><td width="1%" nowrap><span class="timestyle${c.tree}">${slash(r.date)}</span></td></tr>`
    : `<li><a href="${href(c, r)}" target="_blank">${esc(r.title)}</a><span class="date">${cn(r.date)}</span></li>`);
  return {
    host, school, shape: 'webplus-a2', cols, tag: 'WBX',
    listUrl: (c, k) => `http://${host}/${tree(c.tree)}${k === 1 ? '' : `&a2p=${k}`}`,
    urlOf: (c, r) => `http://${host}/${href(c, r)}`,
    handle(path, query, day) {
      if (path === '/' || path === '/index.htm' || path === '/index.html') return page(school, `<div class="news"><h3>学校新闻</h3><ul>${on(cols[0 + 2].rows, day).slice(0, 6).map((r) => `<li><a href="${href(cols[2], r)}">${esc(r.title)}</a></li>`).join('')}</ul><a href="${tree(1011)}">more</a></div>`);
      if (path === '/list.jsp' && query.get('urltype') === 'tree.TreeTempUrl') {
        const id = Number(query.get('wbtreeid'));
        if (id === 1020) return { count: 'coverFetches', body: page(`招标采购-${school}`, '<div class="dqwz">当前位置: <a href="index.htm">首页</a> &gt;&gt; 招标采购</div><p>请从左侧选择栏目。</p>', side) };
        if (id === 1030) return page(`联系我们-${school}`, '<p>采购与招标管理中心 电话：0000-12345678</p>');
        const c = cols.find((x) => x.tree === id);
        if (!c) return undefined;
        const rows = on(c.rows, day);
        const all = pagesOf(rows, c.per);
        const k = Math.min(all.length, Math.max(1, Number(query.get('a2p') ?? 1) || 1));
        const body = c.form === 'info'
          ? `<table class="winstyle${c.tree}" width="100%" cellspacing="0" cellpadding="0">\n${all[k - 1].map((r) => row(c, r)).join('\n')}\n</table>`
          : `<ul class="list${c.tree}">\n${all[k - 1].map((r) => row(c, r)).join('\n')}\n</ul>`;
        return { list: `${c.name}:${k}`, body: page(`${c.name}-${school}`, `<div class="dqwz">当前位置: <a href="index.htm">首页</a> &gt;&gt; ${c.tree > 1020 ? `<a href="${tree(1020)}">招标采购</a> &gt;&gt; ` : ''}<a href="${tree(c.tree)}">${c.name}</a></div>
${body}
<div class="pb_sys_common pb_sys_normal">${a2(c, rows.length, k, all.length)}</div>`, c.tree > 1020 ? side : '') };
      }
      for (const c of cols) {
        const r = on(c.rows, day).find((x) => (c.form === 'info' ? path === `/info/${c.tree}/${x.id}.htm` : path === '/content.jsp' && Number(query.get('wbtreeid')) === c.tree && Number(query.get('wbnewsid')) === x.id));
        if (r) return page(`${r.title}-${school}`, `<form name="_newscontent_fromname"><div align="center"><h1 class="titlestyle${c.tree}">${esc(r.title)}</h1></div><div align="center"><span class="timestyle${c.tree}">${ymd(r.date)}&nbsp;10:30</span>&nbsp;&nbsp;点击：<span id="dynclicks_wbnews_${r.id}_${c.tree}"></span></div>
<div id="vsb_content"><div class="v_news_content">${noticeBody(r, 'WBX')}</div></div></form>`, '', c.form === 'info' ? '../../' : '');
      }
      return undefined;
    },
  };
}

// ─────────────────────────────── ASP.NET, notices as files ───────────────────────────────
const FILE_TYPES = {
  pdf: ['application/pdf', '%PDF-1.4\n%âãÏÓ\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'],
  doc: ['application/msword', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 notice'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK\x03\x04 word/document.xml'],
  xls: ['application/vnd.ms-excel', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 sheet'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK\x03\x04 xl/workbook.xml'],
  zip: ['application/zip', 'PK\x03\x04 zip'],
  rar: ['application/x-rar-compressed', 'Rar!\x1a\x07\x00'],
  wps: ['application/vnd.ms-works', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 wps'],
  ofd: ['application/ofd', 'PK\x03\x04 OFD.xml'],
};
function filesSite() {
  const host = 'www.fjx.edu.cn';
  const school = '富锦大学';
  const site = 'fjx';
  const cols = [
    { cid: 5, dir: '/zbgg/', name: '招标公告', kind: 'tenders', count: 45, more: 16, base: 600, per: 15 },
    { cid: 6, dir: '/zbgg/', name: '结果公示', kind: 'tenders', count: 24, more: 3, base: 900, per: 15 },
    { cid: 2, dir: '/News/', name: '学校新闻', kind: 'news', count: 20, more: 2, base: 200, per: 15 },
  ].map((c) => ({ ...c, rows: column({ site, key: c.cid, kind: c.kind, count: c.count, more: c.more, base: c.base, school }) }));
  /**
   * How a tender row is published, by its place: `direct` a file link with the title as its text
   * (`title.ext` or the bare title), `download` the title in a cell and an icon link to
   * /DownLoad.aspx?id=, `attach` the title in a cell and a 下载 link to /attachment.jsp?fileId=, `html` a page.
   */
  const STYLES = [['direct', 'pdf'], ['download', 'docx'], ['direct', 'wps'], ['attach', 'pdf'], ['html'], ['direct', 'ofd'], ['download', 'xlsx'], ['direct', 'doc'], ['attach', 'zip'], ['direct', 'rar'], ['html'], ['direct', 'xls']];
  const style = (c, r) => (c.kind === 'news' ? ['html'] : c.cid === 6 && r.seq % 2 === 0 ? ['html'] : STYLES[r.seq % STYLES.length]);
  const fileId = (r) => createHash('md5').update(`fjx:${r.id}`).digest('hex');
  const stamp = (r) => `${compact(r.date)}${pad(9 + (r.id % 8))}${pad(r.id % 60)}${String(r.id).padStart(4, '0')}`;
  const urlOf = (c, r) => {
    const [how, ext] = style(c, r);
    if (how === 'direct') return `/UploadFiles/${c.dir.replace(/\//g, '')}/${r.date.getUTCFullYear()}/${pad(r.date.getUTCMonth() + 1)}/${stamp(r)}.${r.seq % 7 === 3 ? ext.toUpperCase() : ext}`;
    if (how === 'download') return `/DownLoad.aspx?id=${r.id}`;
    if (how === 'attach') return `/attachment.jsp?fileId=${fileId(r)}`;
    return `${c.dir}Show.aspx?id=${r.id}`;
  };
  const page = (title, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link href="/css/style.css" rel="stylesheet" type="text/css" /></head><body>
<form name="form1" method="post" action="" id="form1"><div><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKLTk1NjA2NzYxOWRk${createHash('md5').update(title).digest('base64').slice(0, 16)}" /></div>
<div class="top"><img src="/images/banner.jpg" alt="${school}采购与招标管理中心" /></div>
<div class="menu"><a href="/">首页</a> | <a href="/News/List.aspx?cid=2">学校新闻</a> | <a href="/zbgg/List.aspx?cid=5">招标公告</a> | <a href="/zbgg/List.aspx?cid=6">结果公示</a> | <a href="/About.aspx">中心简介</a></div>
<div class="main">${body}</div>
<div class="bottom">${school}采购与招标管理中心 版权所有</div></form></body></html>`;
  const fileName = (c, r) => `${r.title}.${style(c, r)[1]}`;
  const row = (c, r) => {
    const [how, ext] = style(c, r);
    const url = urlOf(c, r);
    const date = `<td class="date" width="100">${ymd(r.date)}</td>`;
    if (how === 'direct') return `<tr><td class="title"><img src="/images/ico_${ext}.gif" /> <a href="${url}" target="_blank">${esc(r.seq % 2 ? `${r.title}.${ext}` : r.title)}</a></td>${date}<td></td></tr>`;
    if (how === 'download') return `<tr><td class="title">${esc(r.title)}</td>${date}<td><a href="${url}" title="下载附件"><img src="/images/down.gif" alt="下载" border="0" /></a></td></tr>`;
    if (how === 'attach') return `<tr><td class="title">${esc(r.title)}</td>${date}<td><a href="${url}" target="_blank">下载</a></td></tr>`;
    return `<tr><td class="title"><a href="${url}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a></td>${date}<td></td></tr>`;
  };
  /** AspNetPager in URL-paging mode: 共N条记录 页次 k/T, disabled 首页/上一页 on page 1, the current number in a red <span>. */
  const pager = (c, count, k, total) => {
    const q = (j) => `List.aspx?cid=${c.cid}&amp;page=${j}`;
    const a = (j, text, on) => (on ? `<a href="${q(j)}" style="margin-right:5px;">${text}</a>` : `<a disabled="disabled" style="margin-right:5px;">${text}</a>`);
    return `<div class="pager" id="AspNetPager1">共${count}条记录 页次 ${k}/${total} ${a(1, '首页', k > 1)}${a(k - 1, '上一页', k > 1)}${nums(total).map((j) => (j === k ? `<span style="margin-right:5px;font-weight:Bold;color:red;">${j}</span>` : a(j, j, true))).join('')}${a(k + 1, '下一页', k < total)}${a(total, '尾页', k < total)}</div>`;
  };
  const file = (c, r, method) => {
    const [, ext] = style(c, r);
    const [type, body] = FILE_TYPES[ext];
    const name = fileName(c, r);
    return { body: Buffer.from(body, 'latin1'), type, headers: { 'content-disposition': `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}` }, count: method === 'HEAD' ? 'fileHeads' : 'fileGets' };
  };
  return {
    host, school, shape: 'file-notices', cols, tag: 'FJX',
    listUrl: (c, k) => `http://${host}${c.dir}List.aspx?cid=${c.cid}${k === 1 ? '' : `&page=${k}`}`,
    urlOf: (c, r) => `http://${host}${urlOf(c, r)}`,
    fileOf: (c, r) => (style(c, r)[0] === 'html' ? undefined : style(c, r)[1]),
    handle(path, query, day, method) {
      if (path === '/' || path === '/Default.aspx') return page(school, `<div class="box"><h3>学校新闻 <a href="/News/List.aspx?cid=2">更多</a></h3><ul>${on(cols[2].rows, day).slice(0, 6).map((r) => `<li><a href="${urlOf(cols[2], r)}">${esc(r.title)}</a></li>`).join('')}</ul></div>`);
      if (path === '/About.aspx') return page(`中心简介 - ${school}`, '<p>采购与招标管理中心负责学校货物、工程和服务的采购组织工作。</p>');
      const c = cols.find((x) => path.toLowerCase() === `${x.dir}list.aspx`.toLowerCase() && Number(query.get('cid')) === x.cid);
      if (c) {
        const rows = on(c.rows, day);
        const all = pagesOf(rows, c.per);
        const k = Number(query.get('page') ?? 1);
        if (!(Number.isInteger(k) && k >= 1 && k <= all.length)) return undefined;
        return { list: `${c.name}:${k}`, body: page(`${c.name} - ${school}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; ${c.name}</div>
<table class="list" width="100%" cellspacing="0"><tr><th>标题</th><th>发布日期</th><th>附件</th></tr>
${all[k - 1].map((r) => row(c, r)).join('\n')}
</table>
${pager(c, rows.length, k, all.length)}`) };
      }
      for (const c of cols) {
        for (const r of on(c.rows, day)) {
          const u = urlOf(c, r);
          const [p, q] = u.split('?');
          const same = p === path && (!q || [...new URLSearchParams(q)].every(([k, v]) => query.get(k) === v));
          if (!same) continue;
          if (style(c, r)[0] !== 'html') return file(c, r, method);
          return page(`${r.title} - ${school}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="${c.dir}List.aspx?cid=${c.cid}">${c.name}</a></div><div class="article"><h2>${esc(r.title)}</h2><div class="info">发布时间：${ymd(r.date)}　浏览次数：${(r.id * 3) % 400}</div>
<div class="content">${noticeBody(r, 'FJX')}</div></div>`);
        }
      }
      return undefined;
    },
  };
}


// ─────────────────────────────── SUDY WebPlus Pro ───────────────────────────────
function sudySite() {
  const host = 'www.sdy.edu.cn';
  const school = '思达大学';
  const site = 'sdy';
  const cols = [
    { dir: '/3021/', id: 3021, name: '招标公告', kind: 'tenders', count: 52, more: 17, base: 56100, per: 15, row: 'news' },
    { dir: '/3022/', id: 3022, name: '中标公示', kind: 'tenders', count: 27, more: 3, base: 57100, per: 15, row: 'table' },
    { dir: '/xwdt/', id: 2011, name: '新闻动态', kind: 'news', count: 24, more: 2, base: 41100, per: 15, row: 'news' },
  ].map((c) => ({ ...c, rows: column({ site, key: c.id, kind: c.kind, count: c.count, more: c.more, base: c.base, school }) }));
  const detail = (c, r) => `/${r.date.getUTCFullYear()}/${md(r.date).replace('-', '')}/c${c.id}a${r.id}/page.htm`;
  const listPath = (c, k) => `${c.dir}list${k === 1 ? '' : k}.htm`;
  const page = (title, body) => `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><meta name="renderer" content="webkit" /><title>${esc(title)}</title>
<link type="text/css" href="/_css/_system/system.css" rel="stylesheet"/><link type="text/css" href="/_upload/site/1/style/1/1.css" rel="stylesheet"/><script language="javascript" src="/_js/jquery.min.js" sudy-wp-context="" sudy-wp-siteId="1"></script><script language="javascript" src="/_js/sudy-jquery-autoload.js" sudy-wp-context="" sudy-wp-siteId="1"></script></head><body class="list">
<div class="wrapper header" id="header"><div class="inner"><div class="sitelogo"><a href="/main.htm"><img border="0" src="/_upload/tpl/00/01/1/template1/images/logo.png" /></a></div>
<div class="nav"><div frag="窗口1" portletmode="simpleSudyNavi"><ul class="wp-menu"><li class="menu-item i1"><a class="menu-link" href="/main.htm" target="_self">首页</a></li><li class="menu-item i2"><a class="menu-link" href="/xwdt/list.htm" target="_self">新闻动态</a></li><li class="menu-item i3"><a class="menu-link" href="/zbcg/list.htm" target="_self">招标采购</a><ul class="sub-menu"><li class="sub-item"><a class="sub-link" href="/3021/list.htm" target="_self">招标公告</a></li><li class="sub-item"><a class="sub-link" href="/3022/list.htm" target="_self">中标公示</a></li></ul></li><li class="menu-item i4"><a class="menu-link" href="/lxwm/list.htm" target="_self">联系我们</a></li></ul></div></div></div></div>
<div class="wrapper" id="d-container"><div class="inner">${body}</div></div>
<div class="wrapper footer" id="footer"><div class="inner"><p class="copyright"><span>版权所有&copy;${school}</span></p></div></div></body></html>`;
  /** SUDY's wp_paging: counts, 第一页/上一页/下一页/尾页 (javascript:void(0) where there is none), 页码 k/N, a jump box run by its script. */
  const paging = (c, count, k, total) => {
    const a = (cls, j, text, on) => `<a class="${cls}" href="${on ? listPath(c, j) : 'javascript:void(0);'}" target="_self"><span>${text}</span></a>`;
    return `<div id="wp_paging_w6"><ul class="wp_paging clearfix"><li class="pages_count"><span class="per_page">每页&nbsp;<em class="per_count">${c.per}</em>&nbsp;记录&nbsp;</span><span class="all_count">总共&nbsp;<em class="all_count">${count}</em>&nbsp;记录&nbsp;</span></li>
<li class="page_nav">${a('first', 1, '第一页', k > 1)}${a('prev', k - 1, '&lt;&lt;上一页', k > 1)}${a('next', k + 1, '下一页&gt;&gt;', k < total)}${a('last', total, '尾页', k < total)}</li>
<li class="page_jump"><span class="pages">页码&nbsp;<em class="curr_page">${k}</em>/<em class="all_pages">${total}</em></span><span><input class="pageNum" type="text" /><input type="hidden" class="currPageURL" value="" /></span><span><a class="pagingJump" href="javascript:void(0);" target="_self"><img src="/_css/_system/system/images/paging_jump.gif" /></a></span></li></ul></div>`;
  };
  const row = (c, r, i) => (c.row === 'news'
    ? `<li class="news n${i + 1} clearfix"><span class="news_title"><a href='${detail(c, r)}' target='_blank' title='${esc(r.title)}'>${esc(r.title)}</a></span><span class="news_meta">${ymd(r.date)}</span></li>`
    : `<tr><td class="Article_Index">${i + 1}</td><td><a href='${detail(c, r)}' target='_blank' title='${esc(r.title)}'><span class="Article_Title">${esc(r.title)}</span></a></td><td><span class="Article_PublishDate">${ymd(r.date)}</span></td></tr>`);
  return {
    host, school, shape: 'sudy-wp', cols, tag: 'SDY',
    listUrl: (c, k) => `http://${host}${c.dir}list${k === 1 ? '' : k}.htm`,
    urlOf: (c, r) => `http://${host}${detail(c, r)}`,
    handle(path, query, day) {
      if (path === '/' || path === '/main.htm') return page(school, `<div class="post post1"><div class="tt"><h3 class="tit"><span class="title">新闻动态</span></h3></div><div class="con"><ul class="news_list">${on(cols[2].rows, day).slice(0, 6).map((r, i) => row(cols[2], r, i)).join('')}</ul></div><div class="more_btn"><a class="w9_more" href="/xwdt/list.htm"><span class="more_text">更多</span></a></div></div>`);
      if (path === '/zbcg/list.htm') return { count: 'coverFetches', body: page(`招标采购`, `<div class="col_menu"><h2 class="col_name">招标采购</h2><ul class="wp_listcolumn"><li class="wp_column column-1"><a title="招标公告" href="/3021/list.htm" class="column-name">招标公告</a></li><li class="wp_column column-2"><a title="中标公示" href="/3022/list.htm" class="column-name">中标公示</a></li></ul></div>`) };
      if (path === '/lxwm/list.htm') return page('联系我们', '<p>地址：某省某市思达路1号</p>');
      for (const c of cols) {
        if (!path.startsWith(c.dir)) continue;
        const m = /^list(\d*)\.htm$/.exec(path.slice(c.dir.length));
        if (!m) continue;
        const k = m[1] === '' ? 1 : Number(m[1]);
        const rows = on(c.rows, day);
        const all = pagesOf(rows, c.per);
        if (!(k >= 1 && k <= all.length)) return undefined;
        const items = all[k - 1].map((r, i) => row(c, r, i)).join('\n');
        return { list: `${c.name}:${k}`, body: page(c.name, `<div class="col_path"><span class="path_name">当前位置：</span><a href="/main.htm">首页</a><span class='possplit'>&nbsp;&nbsp;</span>${c.kind === 'tenders' ? `<a href="/zbcg/list.htm">招标采购</a><span class='possplit'>&nbsp;&nbsp;</span>` : ''}<a href="${c.dir}list.htm">${c.name}</a></div>
<div id="wp_news_w6"><div frag="窗口6" portletmode="simpleList">${c.row === 'news' ? `<ul class="news_list list2">\n${items}\n</ul>` : `<table width="100%" class="wp_article_list_table">\n${items}\n</table>`}</div></div>
${paging(c, rows.length, k, all.length)}`) };
      }
      for (const c of cols) {
        const r = on(c.rows, day).find((x) => detail(c, x) === path);
        if (r) return page(r.title, `<div class="article"><h1 class="arti_title">${esc(r.title)}</h1><p class="arti_metas"><span class="arti_update">发布时间：${ymd(r.date)}</span><span class="arti_views">浏览次数：<span class="WP_VisitCount" url="/_visitcountdisplay?siteId=1&type=3&articleId=${r.id}">${(r.id * 3) % 400}</span></span></p>
<div class="entry"><div class="read"><div class='wp_articlecontent'>${noticeBody(r, 'SDY')}</div></div></div></div>`);
      }
      return undefined;
    },
  };
}

let model;
/** The web, built once (titles are taken from the corpus in a fixed order). */
function web() {
  model ??= [dedeSite(), phpcmsSite(), empireSite(), webplusSite(), filesSite(), sudySite()];
  return model;
}
const siteName = (s) => s.host.replace(/^www\./, '');

/** The tender notices shown on `day` (each with the day it appeared), each site's real list pages (all lists, and the procurement ones). */
export function truth(day = 1) {
  const sites = web();
  const notices = [];
  for (const s of sites) {
    for (const c of s.cols) {
      if (c.kind !== 'tenders') continue;
      for (const r of on(c.rows, day)) {
        const url = s.urlOf(c, r);
        const file = s.fileOf?.(c, r);
        notices.push({ url, urls: [url], title: r.title, date: ymd(r.date), site: siteName(s), shape: s.shape, column: c.name, day: r.day, ...(file ? { file } : {}) });
      }
    }
  }
  const count = (s, kinds) => s.cols.filter((c) => kinds.includes(c.kind)).reduce((sum, c) => sum + pagesOf(on(c.rows, day), c.per).length, 0);
  const pagesOfSite = (s) => s.cols.filter((c) => c.kind === 'tenders').flatMap((c) => pagesOf(on(c.rows, day), c.per).map((_, j) => ({ page: `${c.name}:${j + 1}`, tenders: true, url: s.listUrl(c, j + 1) })));
  return {
    day,
    seeds: sites.map((s) => `http://${s.host}/`),
    notices,
    lists: Object.fromEntries(sites.map((s) => [siteName(s), { real: count(s, ['tenders']), news: count(s, ['news']), pages: pagesOfSite(s) }])),
    listCount: Object.fromEntries(sites.map((s) => [siteName(s), s.cols.length])),
  };
}

/** The web's own counters: 栏目封面 (cover) pages, file GETs and HEADs, 404s. */
export const COUNTERS = ['coverFetches', 'fileGets', 'fileHeads', 'notFound'];

/** The sites: each serves its `host`; `site` is its stats key. */
export const sitesOf = () => web().map((s) => Object.assign(s, { site: siteName(s) }));

const NOT_FOUND = '<html><body><h1>404 Not Found</h1></body></html>';
/** A site's answer on `day` in the kit's terms: robots.txt as every site serves it, a list page named `column:k` (a tender or a news column), nothing a 404. */
export function answer(site, req, day) {
  if (req.url.pathname === '/robots.txt') return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };
  const out = site.handle(req.url.pathname, req.url.searchParams, day, req.method);
  if (!out) return { status: 404, body: NOT_FOUND, count: 'notFound' };
  if (typeof out === 'string') return { body: out };
  const col = out.list && site.cols.find((c) => out.list.startsWith(`${c.name}:`));
  return { body: out.body, type: out.type, headers: out.headers, ...(out.count ? { count: out.count } : {}), ...(out.list ? { list: out.list, tenders: col.kind === 'tenders' } : {}) };
}
