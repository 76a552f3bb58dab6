// test/shapes13's sites and truth: five made-up universities whose tender lists are ordinary (1–2 procurement columns
// of 3–6 pages, a news column) but whose ROWS are not a plain `<li><a>title</a><span>date</span></li>`
// (issue #9 "Reach"). Written from public knowledge of DedeCMS / PHPCMS v9 / 帝国CMS list templates
// and of the hand-made templates universities' 采购中心 sites use, never copied from a real site nor
// from this project's crawler code. Several row shapes are mixed in one list, as real templates do:
// pinned rows on top of every page (top.gif, [置顶], 置顶 badges, a pinned row that is also in the
// flow), decorations inside the title link (new.gif, <font>, <b>, HOT, 【招标公告】/[中标] prefixes),
// a type badge before the title, the title as plain text with only a 查看/详情/>> button, rows
// clickable by onclick only, card links wrapping title + summary + date, <dl> rows, table rows with
// a header row, <div class="item"> grids with the date split in two spans, titles cut silently with
// the full one in title= only, and rows with no date (date on the detail page only).
// Titles are real ones from ../shared/corpus (see titles.mjs).
// Served by server.ts with the test-web kit (test/kit); `answer` is a site's reply in the kit's terms.
import { createHash } from 'node:crypto';
import { take } from './titles.mjs';

const DAY1 = Date.UTC(2026, 10, 20);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const slash = (d) => `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
const mdc = (d) => `${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const compact = (d) => `${d.getUTCFullYear()}${mdc(d)}`;
const hm = (r) => `${pad(8 + (r.id % 9))}:${pad((r.id * 7) % 60)}:00`;
const nums = (n) => Array.from({ length: n }, (_, i) => i + 1);
const cut = (t, n, tail = '') => (t.length > n ? t.slice(0, n) + tail : t);
const hash = (...p) => createHash('sha1').update(p.join(':')).digest()[0];

/**
 * One column's rows, newest first: `more` day-2 rows (2026-11-21) on top of `count` day-1 rows (from
 * 2026-11-20 back, 0.7 days apart); each row takes its row shape from `forms` in turn (mixed as a
 * template's flags mix them). `pinned` old notices sit on top of every page (from 2026-09-02 back).
 */
function column(site, c, school) {
  const titles = take(c.kind, c.count + c.more + (c.pinned ?? 0), school);
  const rows = titles.slice(0, c.count + c.more).map((title, i) => {
    const day = i < c.more ? 2 : 1;
    const date = new Date(day === 2 ? DAY1 + 86400000 : DAY1 - Math.round((i - c.more) * 0.7) * 86400000);
    const forms = c.forms ?? ['plain'];
    return { id: c.base + c.count + c.more - i, title, date, day, seq: i, tender: c.kind === 'tenders', form: forms[(hash(site, c.key, i) + i) % forms.length] };
  });
  const pins = titles.slice(c.count + c.more).map((title, j) => ({ id: c.base - 10 - j, title, date: new Date(Date.UTC(2026, 8, 2) - j * 9 * 86400000), day: 1, seq: -1, tender: true, form: c.pinForm, pin: true }));
  return { ...c, rows, pins };
}
const on = (rows, day) => rows.filter((r) => r.day <= day);
const pagesOf = (rows, per) => Array.from({ length: Math.max(1, Math.ceil(rows.length / per)) }, (_, k) => rows.slice(k * per, (k + 1) * per));
/** A pinned row shown on top of every page: the column's old pinned notices, and on one list a recent notice pinned while it also sits in the flow. */
const pinsOf = (c, day) => [...c.pins, ...(c.pinFlow !== undefined ? [{ ...on(c.rows, day).find((r) => r.day === 1 && r.seq >= c.more + c.pinFlow), pin: true }] : [])];

/** The body of a notice's detail page. */
function noticeBody(r, tag) {
  if (!r.tender) return '<p>各学院、各部门：</p><p>现将有关事项通知如下，请认真组织落实。</p><p>特此通知。</p>';
  const no = `${tag}-2026-${String(r.id).slice(-4)}`;
  if (/中标|成交|候选人|结果/.test(r.title)) return `<p>一、项目编号：${no}</p><p>二、中标（成交）供应商：某某科技有限公司</p><p>三、中标（成交）金额：${(r.id % 90) + 10}.${r.id % 10}万元</p><p>四、公示期：自发布之日起1个工作日。</p>`;
  return `<p>一、项目编号：${no}</p><p>二、预算金额：${(r.id % 90) + 10} 万元</p><p>三、投标截止时间：2026-12-${pad(5 + (r.id % 20))} 09:30（北京时间）</p><p>四、采购人：本校国有资产与实验室管理处</p><p>五、联系人：李老师 0571-8${String(r.id).padStart(6, '0').slice(-6)}</p>`;
}
const summary = (r) => `${cut(r.title, 12)}……现将有关事项公告如下，欢迎符合条件的供应商参加。`;
const way = (r) => ['公开招标', '竞争性磋商', '询价', '单一来源', '竞争性谈判'][r.id % 5];
const deadline = (r) => `2026-12-${pad(5 + (r.id % 20))}`;

/** A generic pager: 首页 上一页 numbers 下一页 尾页 共N条 (the current page without a link). */
function plainPager(href, k, total, count) {
  const a = (j, t) => `<a href="${href(j)}">${t}</a>`;
  return `<div class="page">共${count}条 ${k > 1 ? `${a(1, '首页')} ${a(k - 1, '上一页')}` : '<span>首页</span> <span>上一页</span>'} ${nums(total).map((j) => (j === k ? `<span class="cur">${j}</span>` : a(j, j))).join(' ')} ${k < total ? `${a(k + 1, '下一页')} ${a(total, '尾页')}` : '<span>下一页</span> <span>尾页</span>'}</div>`;
}

// ─────────────── DedeCMS: date-first rows, flags inside the link, a top.gif pinned pair, <dl> rows ───────────────
function dedeSite() {
  const host = 'www.dmr.edu.cn';
  const school = '德明大学';
  const cols = [
    { key: 'zbgg', tid: 5, dir: '/a/zbgg/', name: '招标公告', kind: 'tenders', count: 42, more: 13, per: 12, base: 1500, pinned: 2, pinForm: 'pinned-top-gif', forms: ['date-first', 'date-first', 'bold-font', 'new-gif'] },
    { key: 'zbjg', tid: 6, dir: '/a/zbjg/', name: '中标公告', kind: 'tenders', count: 30, more: 3, per: 10, base: 1600, forms: ['dl', 'dl', 'dl-prefix'] },
    { key: 'xwzx', tid: 3, dir: '/a/xwzx/', name: '新闻中心', kind: 'news', count: 26, more: 3, per: 12, base: 300 },
  ].map((c) => column('dmr', c, school));
  const detail = (c, r) => `${c.dir}${r.date.getUTCFullYear()}/${mdc(r.date)}/${r.id}.html`;
  const page = (title, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link href="/templets/default/style/dedecms.css" rel="stylesheet" type="text/css" /></head><body>
<div class="header"><div class="top"><a href='/'>${school}</a></div><ul id="navmenu"><li><a href='/'><span>主页</span></a></li><li><a href='/a/xwzx/'><span>新闻中心</span></a></li><li><a href='/a/zbgg/'><span>招标公告</span></a></li><li><a href='/a/zbjg/'><span>中标公告</span></a></li></ul></div>
${body}
<div class="footer w960 center mt1 clear"><p>Copyright &copy; 2026 ${school} 版权所有</p><p>Powered by <strong>DedeCMS_V57_UTF8_SP2</strong></p></div></body></html>`;
  const pagelist = (c, k, total, count) => {
    const href = (j) => `list_${c.tid}_${j}.html`;
    const li = [k === 1 ? '<li><a>首页</a></li>' : `<li><a href='${href(1)}'>首页</a></li>`];
    if (k > 1) li.push(`<li><a href='${href(k - 1)}'>上一页</a></li>`);
    for (const j of nums(total)) li.push(j === k ? `<li class="thisclass"><a>${j}</a></li>` : `<li><a href='${href(j)}'>${j}</a></li>`);
    if (k < total) li.push(`<li><a href='${href(k + 1)}'>下一页</a></li>`);
    li.push(k === total ? '<li><a>末页</a></li>' : `<li><a href='${href(total)}'>末页</a></li>`);
    li.push(`<li><span class="pageinfo">共 <strong>${total}</strong>页<strong>${count}</strong>条</span></li>`);
    return `<div class="dede_pages"><ul class="pagelist">${li.join('\n')}</ul></div>`;
  };
  // {dede:list}<li><span>[field:pubdate function="MyDate('Y-m-d',@me)"/]</span><a href="[field:arcurl/]">[field:title/]</a></li>: the date first; flags h/b/c put <b>/<font>/new.gif inside the link.
  const row = (c, r) => {
    const u = detail(c, r);
    const d = ymd(r.date);
    if (r.form === 'pinned-top-gif') return `<li class="top"><span>${d}</span><img src="/templets/default/images/top.gif" alt="置顶" border="0" /> <a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></li>`;
    if (r.form === 'bold-font') return `<li><span>${d}</span><a href="${u}" target="_blank"><b><font color='#FF0000'>${esc(r.title)}</font></b></a></li>`;
    if (r.form === 'new-gif') return `<li><span>${d}</span><a href="${u}" target="_blank">${esc(r.title)}<img src="/templets/default/images/new.gif" border="0" /></a></li>`;
    if (r.form === 'dl') return `<dl class="list_dl"><dt><a href="${u}" target="_blank">${esc(r.title)}</a></dt><dd>${d}</dd></dl>`;
    if (r.form === 'dl-prefix') return `<dl class="list_dl"><dt><a href="${u}" target="_blank">[中标]${esc(r.title)}</a></dt><dd>${d}</dd></dl>`;
    return `<li><span>${d}</span><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></li>`;
  };
  return {
    host, school, shape: 'dede-rows', cols, tag: 'DMR', detail,
    listUrl: (c, k) => `http://${host}${k === 1 ? c.dir : `${c.dir}list_${c.tid}_${k}.html`}`,
    home: (day) => page(school, `<div class="w960 center"><div class="tbox"><dl class="tbox_title"><dt><a href='/a/xwzx/'>新闻中心</a></dt><dd><a href='/a/xwzx/'>更多&gt;&gt;</a></dd></dl><ul class="d1">${on(cols[2].rows, day).slice(0, 6).map((r) => `<li><a href="${detail(cols[2], r)}">${esc(r.title)}</a></li>`).join('')}</ul></div></div>`),
    listOf(path) {
      for (const c of cols) {
        if (path === c.dir || path === `${c.dir}index.html`) return [c, 1];
        const m = path.startsWith(c.dir) && new RegExp(`^list_${c.tid}_(\\d+)\\.html$`).exec(path.slice(c.dir.length));
        if (m) return [c, Number(m[1])];
      }
      return undefined;
    },
    list: (c, k, rows, pins, total, count) => page(`${c.name}_${school}`, `<div class="w960 center"><div class="place"><strong>当前位置:</strong> <a href='/'>主页</a> &gt; <a href='${c.dir}'>${c.name}</a> &gt;</div>
<div class="listbox"><ul class="e2">
${[...pins, ...rows].map((r) => row(c, r)).join('\n')}
</ul></div>
${pagelist(c, k, total, count)}</div>`),
    detailPage: (c, r) => page(`${r.title}_${school}`, `<div class="w960 center"><div class="viewbox"><div class="title"><h2>${esc(r.title)}</h2></div><div class="info"><small>时间:</small>${ymd(r.date)} ${hm(r)}<small>来源:</small>采购中心</div><div class="content">${noticeBody(r, 'DMR')}</div></div></div>`),
  };
}

// ─────────────── PHPCMS v9: rt dates before the link, 【】 prefixes, a tag badge, HOT, [置顶]; a 查看-only table ───────────────
function phpcmsSite() {
  const host = 'www.pcr.edu.cn';
  const school = '鹏程大学';
  const H = `http://${host}`;
  const cols = [
    { key: 'zbgg', catid: 7, name: '招标公告', kind: 'tenders', count: 50, more: 4, per: 15, base: 7000, pinned: 1, pinForm: 'pinned-font', pinFlow: 2, forms: ['rt-date', 'rt-date', 'bracket-prefix', 'tag-badge', 'hot'] },
    { key: 'cggg', catid: 8, name: '采购公告', kind: 'tenders', count: 40, more: 12, per: 10, base: 8000, forms: ['table-view', 'table-view', 'table-link'] },
    { key: 'xwzx', catid: 9, name: '新闻中心', kind: 'news', count: 26, more: 2, per: 15, base: 9000 },
  ].map((c) => column('pcr', c, school));
  const detail = (c, r) => `/show-${c.catid}-${r.id}-1.html`;
  const listHref = (c, k) => (c.catid === 8 ? `${H}/index.php?m=content&c=index&a=lists&catid=8&page=${k}` : `${H}/list-${c.catid}-${k}.html`);
  const page = (title, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link href="${H}/statics/css/reset.css" rel="stylesheet" type="text/css" /><link href="${H}/statics/css/default_blue.css" rel="stylesheet" type="text/css" /></head><body>
<div class="header"><div class="logo"><a href="${H}/">${school}</a></div></div>
<div class="nav-bar"><ul class="nav-site"><li><a href="${H}/"><span>首页</span></a></li><li class="line">|</li><li><a href="${H}/list-9-1.html"><span>新闻中心</span></a></li><li class="line">|</li><li><a href="${H}/list-7-1.html"><span>招标公告</span></a></li><li class="line">|</li><li><a href="${listHref(cols[1], 1)}"><span>采购公告</span></a></li></ul></div>
<div class="main">${body}</div>
<div class="footer"><p class="info">Copyright &copy; 2026 ${school} All Rights Reserved. Powered by PHPCMS v9</p></div></body></html>`;
  // pages(): <a class="a1">N条</a> 上一页 numbers (current in <span>) 下一页
  const pages = (c, k, total, count) => `<div id="pages" class="text-c"><a class="a1">${count}条</a> <a href="${listHref(c, Math.max(1, k - 1))}" class="a1">上一页</a> ${nums(total).map((j) => (j === k ? `<span>${j}</span>` : `<a href="${listHref(c, j)}">${j}</a>`)).join(' ')} <a href="${listHref(c, Math.min(total, k + 1))}" class="a1">下一页</a></div>`;
  const TAGS = ['询价', '竞价', '磋商', '招标'];
  const row = (c, r, i, k) => {
    const u = `${H}${detail(c, r)}`;
    const rt = `<span class="rt">${ymd(r.date)}</span>`;
    if (r.pin) return `<li>${rt}<font color=red>[置顶]</font> <a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></li>`;
    if (r.form === 'bracket-prefix') return `<li>${rt}·<a href="${u}" target="_blank">【${c.name}】${esc(r.title)}</a></li>`;
    if (r.form === 'tag-badge') return `<li>${rt}<em class="tag">${TAGS[r.id % 4]}</em><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></li>`;
    if (r.form === 'hot') return `<li>${rt}·<a href="${u}" target="_blank">${esc(r.title)}<span class="hot">HOT</span></a></li>`;
    const n = (k - 1) * c.per + i + 1;
    if (r.form === 'table-view') return `<tr><td class="xh">${n}</td><td class="tit">${esc(r.title)}</td><td>${way(r)}</td><td>${ymd(r.date)}</td><td>${deadline(r)}</td><td><a href="${u}" class="btn" target="_blank">查看</a></td></tr>`;
    if (r.form === 'table-link') return `<tr><td class="xh">${n}</td><td class="tit"><a href="${u}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a></td><td>${way(r)}</td><td>${ymd(r.date)}</td><td>${deadline(r)}</td><td><a href="${u}" class="btn" target="_blank">查看</a></td></tr>`;
    return `<li>${rt}·<a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></li>`;
  };
  return {
    host, school, shape: 'phpcms-rows', cols, tag: 'PCR', detail, listUrl: listHref,
    home: (day) => page(school, `<div class="box"><h5 class="title-2">新闻中心<a href="${H}/list-9-1.html" class="more">更多&gt;&gt;</a></h5><ul class="list">${on(cols[2].rows, day).slice(0, 6).map((r) => `<li>·<a href="${H}${detail(cols[2], r)}">${esc(r.title)}</a></li>`).join('')}</ul></div>`),
    listOf(path, q) {
      const m = /^\/list-(\d+)-(\d+)\.html$/.exec(path);
      if (m) { const c = cols.find((x) => x.catid === Number(m[1]) && x.catid !== 8); return c && [c, Number(m[2])]; }
      if (path === '/index.php' && q.get('a') === 'lists' && q.get('catid') === '8') return [cols[1], Number(q.get('page') ?? 1)];
      return undefined;
    },
    list: (c, k, rows, pins, total, count) => page(`${c.name} - ${school}`, `<div class="crumbs"><a href="${H}/">首页</a><span> &gt; </span><a href="${listHref(c, 1)}">${c.name}</a> &gt;  列表</div>
<div class="col-left"><div class="box"><h5 class="title-2">${c.name}</h5>
${c.catid === 8
    ? `<table class="tb-list" width="100%"><tr class="th"><th>序号</th><th>项目名称</th><th>采购方式</th><th>发布日期</th><th>截止日期</th><th>操作</th></tr>\n${rows.map((r, i) => row(c, r, i, k)).join('\n')}\n</table>`
    : `<ul class="list lh24 f14">\n${[...pins, ...rows].map((r, i) => row(c, r, i, k)).join('\n')}\n</ul>`}
${pages(c, k, total, count)}</div></div>`),
    detailPage: (c, r) => page(`${r.title} - ${c.name} - ${school}`, `<div class="crumbs"><a href="${H}/">首页</a><span> &gt; </span><a href="${listHref(c, 1)}">${c.name}</a> &gt;  正文</div><div id="Article"><h1>${esc(r.title)}<br /><span>${ymd(r.date)} ${hm(r)}&nbsp;&nbsp;&nbsp;来源：采购与招标中心</span></h1><div class="content">${noticeBody(r, 'PCR')}</div></div>`),
  };
}

// ─────────────── 帝国CMS: [!--oldtitle--] rows cut silently, 2026/11/20, HOT and new.gif inside, a 置顶 badge; an item grid with split dates ───────────────
function empireSite() {
  const host = 'www.edr.edu.cn';
  const school = '恩德大学';
  const cols = [
    { key: 'zbgg', dir: '/zbgg/', name: '招标公告', kind: 'tenders', count: 48, more: 3, per: 15, base: 3000, pinned: 1, pinForm: 'pinned-badge', forms: ['oldtitle-cut', 'oldtitle-cut', 'slash-date', 'new-img'] },
    { key: 'zbjg', dir: '/zbjg/', name: '中标公示', kind: 'tenders', count: 30, more: 13, per: 12, base: 4000, forms: ['item-split-date'] },
    { key: 'xwzx', dir: '/xwzx/', name: '新闻中心', kind: 'news', count: 24, more: 2, per: 15, base: 100 },
  ].map((c) => column('edr', c, school));
  const detail = (c, r) => `${c.dir}${ymd(r.date)}/${r.id}.html`;
  const page = (title, body) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link href="/skin/default/css/style.css" rel="stylesheet" type="text/css" /></head><body>
<div id="header"><h1><a href="/">${school}</a></h1><ul class="nav"><li><a href="/">网站首页</a></li><li><a href="/xwzx/">新闻中心</a></li><li><a href="/zbgg/">招标公告</a></li><li><a href="/zbjg/">中标公示</a></li></ul></div>
<div id="main">${body}</div>
<div id="footer">Copyright &copy; 2026 ${school} 技术支持：帝国CMS</div></body></html>`;
  const href = (j) => (j === 1 ? 'index.html' : `index_${j}.html`);
  const showPage = (count, k, total) => {
    const parts = [`<a title="Total record">&nbsp;<b>${count}</b> </a>&nbsp;&nbsp;`];
    if (k > 1) parts.push(`<a href="${href(1)}">首页</a>&nbsp;<a href="${href(k - 1)}">上一页</a>&nbsp;`);
    for (const j of nums(total)) parts.push(j === k ? `<b>${j}</b>&nbsp;` : `<a href="${href(j)}">${j}</a>&nbsp;`);
    if (k < total) parts.push(`<a href="${href(k + 1)}">下一页</a>&nbsp;<a href="${href(total)}">尾页</a>`);
    return `<div class="epages">${parts.join('')}</div>`;
  };
  // 列表内容模板: <li><a href="[!--titleurl--]" title="[!--oldtitle--]">[!--title--]</a><span>[!--newstime--]</span></li>, title cut by 截取字数 (no …)
  const row = (c, r) => {
    const u = detail(c, r);
    const d = slash(r.date);
    if (r.pin) return `<li class="istop"><span class="top">置顶</span><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(cut(r.title, 24))}</a><span class="date">${d}</span></li>`;
    if (r.form === 'oldtitle-cut') return `<li><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(cut(r.title, 16))}</a><span class="date">${d}</span></li>`;
    if (r.form === 'new-img') return `<li><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(cut(r.title, 24))}<img src="/skin/default/images/new.gif" border="0" /><span class="hot">HOT</span></a><span class="date">${d}</span></li>`;
    if (r.form === 'item-split-date') return `<div class="item"><div class="date"><span class="d">${pad(r.date.getUTCDate())}</span><span class="ym">${r.date.getUTCFullYear()}-${pad(r.date.getUTCMonth() + 1)}</span></div><div class="txt"><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a><p>${esc(summary(r))}</p></div></div>`;
    return `<li><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a><span class="date">${d}</span></li>`;
  };
  return {
    host, school, shape: 'empire-rows', cols, tag: 'EDR', detail,
    listUrl: (c, k) => `http://${host}${c.dir}${k === 1 ? '' : `index_${k}.html`}`,
    home: (day) => page(school, `<div class="box"><h3><span><a href="/xwzx/">更多&gt;&gt;</a></span>新闻中心</h3><ul>${on(cols[2].rows, day).slice(0, 6).map((r) => `<li><a href="${detail(cols[2], r)}">${esc(r.title)}</a></li>`).join('')}</ul></div>`),
    listOf(path) {
      for (const c of cols) {
        if (path === c.dir || path === `${c.dir}index.html`) return [c, 1];
        const m = path.startsWith(c.dir) && /^index_(\d+)\.html$/.exec(path.slice(c.dir.length));
        if (m && Number(m[1]) > 1) return [c, Number(m[1])];
      }
      return undefined;
    },
    list: (c, k, rows, pins, total, count) => page(`${c.name} - ${school}`, `<div class="position">现在的位置：<a href="/">首页</a>&nbsp;&gt;&nbsp;<a href="${c.dir}">${c.name}</a></div>
<div class="listbox">${c.key === 'zbjg' ? `<div class="grid">\n${rows.map((r) => row(c, r)).join('\n')}\n</div>` : `<ul class="news_list">\n${[...pins, ...rows].map((r) => row(c, r)).join('\n')}\n</ul>`}</div>
${showPage(count, k, total)}`),
    detailPage: (c, r) => page(`${r.title} - ${school}`, `<div class="position">现在的位置：<a href="/">首页</a>&nbsp;&gt;&nbsp;<a href="${c.dir}">${c.name}</a></div><h1 class="title">${esc(r.title)}</h1><div class="info">发布时间：${ymd(r.date)} ${hm(r)}&nbsp;&nbsp;点击：<script src="/e/public/ViewClick/?classid=2&id=${r.id}&addclick=1"></script></div><div class="content">${noticeBody(r, 'EDR')}</div>`),
  };
}

// ─────────────── JSP 采购中心: rows clickable by onclick only, 详情 / >> buttons, 发布时间：… 09:30:00 ───────────────
function clickSite() {
  const host = 'www.ckr.edu.cn';
  const school = '承康大学';
  const cols = [
    { key: 'zbgg', cid: 11, name: '招标公告', kind: 'tenders', count: 45, more: 16, per: 15, base: 20000, pinned: 1, pinForm: 'pinned-tr', forms: ['tr-onclick', 'tr-onclick', 'tr-button'] },
    { key: 'jggg', cid: 12, name: '结果公告', kind: 'tenders', count: 36, more: 3, per: 12, base: 21000, forms: ['li-open', 'li-open', 'gt-button'] },
    { key: 'xwdt', cid: 2, name: '中心动态', kind: 'news', count: 24, more: 2, per: 12, base: 22000 },
  ].map((c) => column('ckr', c, school));
  const detail = (c, r) => `/cgzx/detail.jsp?id=${r.id}`;
  const listHref = (c, k) => `/cgzx/list.jsp?cid=${c.cid}&page=${k}`;
  const page = (title, body) => `<!DOCTYPE html><html><head><meta charset="utf-8" /><title>${esc(title)}</title><link rel="stylesheet" href="/cgzx/css/main.css" /></head><body>
<div class="head"><div class="logo">${school}采购与招标管理中心</div><ul class="menu"><li><a href="/cgzx/index.jsp">首页</a></li><li><a href="${listHref(cols[0], 1)}">招标公告</a></li><li><a href="${listHref(cols[1], 1)}">结果公告</a></li><li><a href="${listHref(cols[2], 1)}">中心动态</a></li></ul></div>
<div class="container">${body}</div>
<div class="foot">版权所有 &copy; ${school}采购与招标管理中心</div></body></html>`;
  const row = (c, r, i, k) => {
    const u = detail(c, r);
    const n = (k - 1) * c.per + i + 1;
    if (r.pin) return `<tr class="top" onclick="location.href='${u}'" style="cursor:pointer"><td><img src="/cgzx/images/top.gif" alt="置顶" /></td><td class="tl">${esc(r.title)}</td><td>${way(r)}</td><td>${ymd(r.date)}</td><td>${deadline(r)}</td></tr>`;
    if (r.form === 'tr-onclick') return `<tr onclick="location.href='${u}'" style="cursor:pointer"><td>${n}</td><td class="tl">${esc(r.title)}</td><td>${way(r)}</td><td>${ymd(r.date)}</td><td>${deadline(r)}</td></tr>`;
    if (r.form === 'tr-button') return `<tr><td>${n}</td><td class="tl">${esc(r.title)}</td><td>${way(r)}</td><td>${ymd(r.date)}</td><td>${deadline(r)} <a href="${u}" class="btn-detail">详情</a></td></tr>`;
    if (r.form === 'li-open') return `<li onclick="window.open('${u}')"><p class="tit">${esc(r.title)}</p><span class="time">发布时间：${ymd(r.date)} ${hm(r)}</span></li>`;
    if (r.form === 'gt-button') return `<li><p class="tit">${esc(r.title)}</p><span class="time">发布时间：${ymd(r.date)} ${hm(r)}</span><a href="${u}" class="more" target="_blank">&gt;&gt;</a></li>`;
    return `<li><a href="${u}" target="_blank">${esc(r.title)}</a><span class="time">${ymd(r.date)}</span></li>`;
  };
  return {
    host, school, shape: 'click-rows', cols, tag: 'CKR', detail, homeAlias: '/cgzx/index.jsp',
    listUrl: (c, k) => `http://${host}${listHref(c, k)}`,
    home: (day) => page(school, `<div class="box"><h3>中心动态 <a href="${listHref(cols[2], 1)}" class="more">more</a></h3><ul>${on(cols[2].rows, day).slice(0, 6).map((r) => `<li><a href="${detail(cols[2], r)}">${esc(r.title)}</a></li>`).join('')}</ul></div>`),
    listOf(path, q) {
      if (path !== '/cgzx/list.jsp') return undefined;
      const c = cols.find((x) => x.cid === Number(q.get('cid')));
      return c && [c, Number(q.get('page') ?? 1)];
    },
    list: (c, k, rows, pins, total, count) => page(`${c.name}`, `<div class="pos">当前位置：<a href="/cgzx/index.jsp">首页</a> &gt; ${c.name}</div>
${c.cid === 11
    ? `<table class="list-table" width="100%"><thead><tr><th>序号</th><th>标题</th><th>采购方式</th><th>发布日期</th><th>截止日期</th></tr></thead><tbody>\n${[...pins.map((r) => row(c, r, 0, k)), ...rows.map((r, i) => row(c, r, i, k))].join('\n')}\n</tbody></table>`
    : `<ul class="list-ul">\n${rows.map((r, i) => row(c, r, i, k)).join('\n')}\n</ul>`}
${plainPager((j) => listHref(c, j), k, total, count)}`),
    detailPage: (c, r) => page(r.title, `<div class="pos">当前位置：<a href="/cgzx/index.jsp">首页</a> &gt; <a href="${listHref(c, 1)}">${c.name}</a></div><div class="detail"><h2>${esc(r.title)}</h2><div class="meta">发布时间：${ymd(r.date)} ${hm(r)}</div><div class="text">${noticeBody(r, 'CKR')}</div></div>`),
  };
}

// ─────────────── a responsive template: card links wrapping title + summary + date, split dates; rows with no date at all ───────────────
function cardSite() {
  const host = 'www.kdr.edu.cn';
  const school = '凯达大学';
  const cols = [
    { key: 'zbgg', dir: '/list/zbgg/', name: '招标公告', kind: 'tenders', count: 34, more: 3, per: 10, base: 60000, forms: ['card', 'card', 'card-split-date'] },
    { key: 'xjgg', dir: '/list/xjgg/', name: '询价公告', kind: 'tenders', count: 28, more: 12, per: 10, base: 61000, forms: ['no-date', 'no-date', 'tag-no-date'] },
    { key: 'xwdt', dir: '/list/xwdt/', name: '新闻动态', kind: 'news', count: 24, more: 2, per: 12, base: 62000, forms: ['card'] },
  ].map((c) => column('kdr', c, school));
  const detail = (c, r) => `/info/${c.key}/${compact(r.date)}/${r.id}.html`;
  const listHref = (c, k) => `${c.dir}${k === 1 ? '' : `${k}.html`}`;
  const page = (title, body) => `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${esc(title)}</title><link rel="stylesheet" href="/static/css/style.css" /></head><body>
<header class="hd"><div class="wrap"><a class="logo" href="/">${school}招标采购网</a><nav><a href="/">首页</a><a href="/list/zbgg/">招标公告</a><a href="/list/xjgg/">询价公告</a><a href="/list/xwdt/">新闻动态</a></nav></div></header>
<main class="wrap">${body}</main>
<footer class="ft"><p>&copy; 2026 ${school} 国有资产与实验室管理处</p></footer></body></html>`;
  const row = (c, r) => {
    const u = detail(c, r);
    if (r.form === 'card') return `<li><a href="${u}" target="_blank"><h3>${esc(r.title)}</h3><p>${esc(summary(r))}</p><span class="time">${ymd(r.date)}</span></a></li>`;
    if (r.form === 'card-split-date') return `<li><a class="item" href="${u}" target="_blank"><div class="date"><b>${pad(r.date.getUTCDate())}</b><i>${r.date.getUTCFullYear()}-${pad(r.date.getUTCMonth() + 1)}</i></div><div class="txt"><h4>${esc(r.title)}</h4><p>${esc(summary(r))}</p></div></a></li>`;
    if (r.form === 'tag-no-date') return `<li><em class="tag">询价</em><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></li>`;
    return `<li><a href="${u}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a></li>`;
  };
  return {
    host, school, shape: 'card-rows', cols, tag: 'KDR', detail,
    listUrl: (c, k) => `http://${host}${listHref(c, k)}`,
    home: (day) => page(school, `<section class="news"><h2>新闻动态<a class="more" href="/list/xwdt/">更多 &gt;</a></h2><ul>${on(cols[2].rows, day).slice(0, 4).map((r) => row(cols[2], r)).join('')}</ul></section>`),
    listOf(path) {
      for (const c of cols) {
        if (path === c.dir || path === `${c.dir}index.html`) return [c, 1];
        const m = path.startsWith(c.dir) && /^(\d+)\.html$/.exec(path.slice(c.dir.length));
        if (m && Number(m[1]) > 1) return [c, Number(m[1])];
      }
      return undefined;
    },
    list: (c, k, rows, pins, total, count) => page(`${c.name} - ${school}`, `<div class="crumb">首页 / ${c.name}</div><ul class="${c.key === 'xjgg' ? 'list-simple' : 'card-list'}">\n${rows.map((r) => row(c, r)).join('\n')}\n</ul>
${plainPager((j) => listHref(c, j), k, total, count)}`),
    detailPage: (c, r) => page(`${r.title} - ${school}`, `<div class="crumb"><a href="/">首页</a> / <a href="${c.dir}">${c.name}</a></div><article><h1>${esc(r.title)}</h1><div class="meta">发布日期：${ymd(r.date)}　来源：国有资产与实验室管理处</div><div class="body">${noticeBody(r, 'KDR')}</div></article>`),
  };
}

let model;
/** The web, built once (titles are taken from the corpus in a fixed order). */
function web() {
  model ??= [dedeSite(), phpcmsSite(), empireSite(), clickSite(), cardSite()];
  return model;
}
const siteName = (s) => s.host.replace(/^www\./, '');
const seedOf = (s) => `http://${s.host}/`;

/** The tender notices shown on `day` (a pinned row is one notice, counted once), each site's real list pages. */
export function truth(day = 1) {
  const sites = web();
  const notices = [];
  for (const s of sites) {
    for (const c of s.cols) {
      if (c.kind !== 'tenders') continue;
      const shown = new Map();
      for (const r of [...on(c.rows, day), ...pinsOf(c, day)]) {
        const url = `http://${s.host}${s.detail(c, r)}`;
        const prev = shown.get(url);
        if (prev) { prev.row += `+${r.pin ? c.pinForm : r.form}`; continue; }
        shown.set(url, { url, urls: [url], title: r.title, site: siteName(s), shape: s.shape, row: r.pin ? c.pinForm : r.form, column: c.name, day: r.day, date: ymd(r.date) });
      }
      notices.push(...shown.values());
    }
  }
  const tenderPages = (s) => s.cols.filter((c) => c.kind === 'tenders').flatMap((c) => pagesOf(on(c.rows, day), c.per).map((_, j) => ({ page: `${c.name}:${j + 1}`, tenders: true, url: s.listUrl(c, j + 1) })));
  const count = (s, kinds) => s.cols.filter((c) => kinds.includes(c.kind)).reduce((sum, c) => sum + pagesOf(on(c.rows, day), c.per).length, 0);
  return {
    day,
    seeds: sites.map(seedOf),
    notices,
    lists: Object.fromEntries(sites.map((s) => [siteName(s), { real: count(s, ['tenders']), news: count(s, ['news']), pages: tenderPages(s) }])),
  };
}

/** The web's own counter: 404s. */
export const COUNTERS = ['notFound'];

/** The sites: each serves its `host`; `site` is its stats key. */
export const sitesOf = () => web().map((s) => Object.assign(s, { site: siteName(s) }));

const NOT_FOUND = { status: 404, body: '<html><body><h1>404 Not Found</h1></body></html>', count: 'notFound' };
/**
 * A site's answer on `day` in the kit's terms: robots.txt, the homepage (and its alias), a list page
 * (`column:k`, a tender or a news column; a page past the end a 404), a notice's page by its path
 * and the query it names, else a 404.
 */
export function answer(site, req, day) {
  const path = req.url.pathname;
  if (path === '/robots.txt') return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };
  if (path === '/' || path === '/index.html' || path === site.homeAlias) return { body: site.home(day) };
  const hit = site.listOf(path, req.url.searchParams);
  if (hit) {
    const [c, k] = hit;
    const rows = on(c.rows, day);
    const all = pagesOf(rows, c.per);
    if (!(Number.isInteger(k) && k >= 1 && k <= all.length)) return NOT_FOUND;
    return { list: `${c.name}:${k}`, tenders: c.kind === 'tenders', body: site.list(c, k, all[k - 1], pinsOf(c, day), all.length, rows.length) };
  }
  for (const c of site.cols) {
    for (const r of [...on(c.rows, day), ...c.pins]) {
      const [p, q] = site.detail(c, r).split('?');
      if (p === path && (!q || [...new URLSearchParams(q)].every(([k, v]) => req.url.searchParams.get(k) === v))) return { body: site.detailPage(c, r) };
    }
  }
  return NOT_FOUND;
}
