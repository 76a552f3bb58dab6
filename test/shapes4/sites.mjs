// test/shapes4's sites: four more made-up universities (issue #9 "Reach"), OTHER variants than test/shapes,
// shapes2 and shapes3, and a day 2. DedeCMS lists whose titles `cn_substr`/`titlelen` cut silently
// (no "…"; the full title only in a title= attribute on some rows, or on the detail page), 头条/加粗
// flags (<font color='red'>, <b>), [field:typename/] column tags, infolen descriptions, a pager that
// is only a jump <select> + 共N页M条, a 栏目封面 of arclist blocks, /plus/list.php whose page 1 shows
// only 下一页 (TotalResult in its URL), /plus/view.php?aid= and static rows mixed; a GBK DedeCMS site
// (<meta charset=gb2312>, an HTTP header matching or without a charset); PHPCMS v9 lists
// (<div id="pages">, index.php?m=content&c=index&a=lists, /html/<dir>/N.html, list-12-N.html, dates
// before the title, 11-20 or [2026-11-20]). Tenders are mixed with ordinary news.
// Day 2 (`/__day?set=2`) puts new notices on top of some lists and pushes older rows to later pages.
// Written from public descriptions of the CMSs, never copied from a real site.
// Served by server.ts (the test-web kit); `truth(day)` is what the sites show, `respond` a site's answer.
import { createHash } from 'node:crypto';
import { DEPTS, ITEMS } from '../shapes/words.mjs';

const KINDS = ['招标公告', '竞争性磋商公告', '询价公告', '中标结果公告', '成交公告', '竞争性谈判公告', '单一来源采购公示', '公开招标公告'];
const NEWS = ['关于2027年元旦放假安排的通知', '学校召开冬季安全工作会议', '举办青年教师教学竞赛', '关于开展教职工年度体检的通知', '关于调整冬季作息时间的通知',
  '我校学子在全国数学建模竞赛中获佳绩', '关于做好秋季学期期末考试工作的通知', '学校举行教职工趣味运动会', '关于举办第十届校园文化艺术节的通知', '召开党支部组织生活会',
  '关于2027届毕业生供需见面会的通知', '学校领导走访慰问离退休老同志', '关于申报2027年度校级科研项目的通知', '举行新进教职工入职培训', '关于公布优秀学生干部名单的通知'];

/** The day-1 newest date; day 2's notices are newer. */
const DAY1 = Date.UTC(2026, 10, 20);

/**
 * Deterministic rows of one list: `count` on day 1 and `more` new on day 2, newest first, each
 * { id, title, date, no, day, tender }. One row in `newsEvery` is ordinary news (0: none).
 */
function rows(site, salt, base, count, more = 0, newsEvery = 0) {
  const out = [];
  for (let i = 0; i < count + more; i++) {
    const h = createHash('sha1').update(`${site}:${salt}:${i}`).digest();
    const day = i < more ? 2 : 1;
    const age = day === 2 ? -(more - i) * 0.8 : (i - more) * 0.7;
    const date = new Date(DAY1 - Math.round(age) * 86400000).toISOString().slice(0, 10);
    const id = base + count + more - i;
    const tender = !(newsEvery && h[3] % newsEvery === 0);
    const dept = DEPTS[h[1] % DEPTS.length];
    const no = `${salt.toUpperCase()}${id}`;
    const title = tender ? `${dept}${ITEMS[(i + h[0]) % ITEMS.length]}项目${KINDS[h[2] % KINDS.length]}（${no}）` : `${dept}${NEWS[(i + h[0]) % NEWS.length]}`;
    out.push({ id, title, date, no, day, tender });
  }
  return out;
}
/** A list's rows on a day, newest first. */
const on = (list, day) => list.filter((r) => r.day <= day);
const pages = (all, per) => Array.from({ length: Math.max(1, Math.ceil(all.length / per)) }, (_, k) => all.slice(k * per, (k + 1) * per));
const inRange = (k, list) => Number.isInteger(k) && k >= 1 && k <= list.length;
/** DedeCMS cn_substr: cut at `len` bytes of width (a CJK character is 2), silently. */
const cnSubstr = (s, len) => {
  let w = 0;
  let out = '';
  for (const ch of s) {
    w += ch.charCodeAt(0) > 0x7f ? 2 : 1;
    if (w > len) break;
    out += ch;
  }
  return out;
};

const shell = (title, body, head = '<meta charset="utf-8">') => `<!DOCTYPE html><html><head>${head}<title>${title}</title></head><body>
<div class="header"><a href="/">首页</a> <a href="/about/">学校概况</a> <a href="/jyjx/">教育教学</a></div>
${body}
<div class="footer">版权所有 地址：某省某市大学路1号 邮编 100000</div></body></html>`;
const detail = (n, site, head) => shell(`${n.title}_${site}`, `<div class="article"><h1>${n.title}</h1><p>发布时间：${n.date} 来源：${site}</p>
${n.tender ? `<p>项目编号：${n.no}</p><p>预算金额：${(n.id % 90) + 10} 万元</p><p>投标截止时间：2026-12-${String(10 + (n.id % 15)).padStart(2, '0')} 09:30</p><p>采购人：本校国有资产管理处，联系人：王老师 0000-12345678</p>`
    : `<p>各学院、各部门：</p><p>现将有关事项通知如下，请遵照执行。</p><p>${site}办公室</p>`}</div>`, head);

// ── 织梦大学 (DedeCMS, utf-8): cut titles, flags, typename tags, a jump-<select>-only pager ──
const ZMD = { host: 'www.zmd.edu.cn', name: '织梦大学' };
ZMD.a = rows('zmd', 'a', 1000, 57, 6, 9); // /a/zbgg/ + list_5_N.html: titlelen=36, title= on every other row, flags
ZMD.b = rows('zmd', 'b', 2000, 46, 5, 3); // /a/tzgg/ + list_7_N.html: [typename] tags, only <select name='sldd'> + 共N页M条
const zmdPath = (dir) => (n) => `/a/${dir}/${n.date.slice(0, 4)}/${n.date.slice(5, 7)}${n.date.slice(8)}/${n.id}.html`;
const flagged = (n, text) => (n.id % 7 === 0 ? `<font color='red'>${text}</font>` : n.id % 5 === 0 ? `<b>${text}</b>` : text);
const dedePagelist = (k, total, count, at) => `<div class="dede_pages"><ul class="pagelist"><li><a href='${at(1)}'>首页</a></li>${k > 1 ? `<li><a href='${at(k - 1)}'>上一页</a></li>` : ''}${Array.from({ length: total }, (_, j) => (j + 1 === k ? `<li class="thisclass"><a>${j + 1}</a></li>` : `<li><a href='${at(j + 1)}'>${j + 1}</a></li>`)).join('')}${k < total ? `<li><a href='${at(k + 1)}'>下一页</a></li>` : ''}<li><a href='${at(total)}'>末页</a></li><li><span class="pageinfo">共 <strong>${total}</strong>页<strong>${count}</strong>条</span></li></ul></div>`;
const selectPager = (k, total, count, at) => `<div class="pages">转到 <select name='sldd' style='width:36px' onchange='location.href=this.options[this.selectedIndex].value;'>${Array.from({ length: total }, (_, j) => `<option value='${at(j + 1)}'${j + 1 === k ? ' selected' : ''}>${j + 1}</option>`).join('')}</select> <span class="pageinfo">共${total}页${count}条</span></div>`;
/** A DedeCMS static column: `/a/<dir>/` (page 1, also list_<tid>_1.html) and list_<tid>_N.html. */
function dedeColumn(path, dir, tid, list, per, render) {
  const m = new RegExp(`^${dir}(?:list_${tid}_(\\d+)\\.html|index\\.html)?$`).exec(path);
  if (!m) return undefined;
  const all = pages(list, per);
  const k = Number(m[1] ?? 1);
  if (!inRange(k, all)) return undefined;
  return render(all[k - 1], k, all.length, (j) => `list_${tid}_${j}.html`);
}
function zmd(path, query, day) {
  if (path === '/') return shell(ZMD.name, '<ul class="menu"><li><a href="/a/zbgg/">招标公告</a></li><li><a href="/a/tzgg/">通知公告</a></li><li><a href="/a/xwzx/">新闻中心</a></li></ul>');
  const a = on(ZMD.a, day);
  const b = on(ZMD.b, day);
  const out = dedeColumn(path, '/a/zbgg/', 5, a, 10, (rs, k, total, at) => shell(`招标公告_${ZMD.name}`, `<div class="place">当前位置: <a href='/'>主页</a> > <a href='/a/zbgg/'>招标公告</a> ></div>
<div class="listbox"><ul class="e2">${rs.map((n) => `<li><a href="${zmdPath('zbgg')(n)}"${n.id % 2 ? ` title="${n.title}"` : ''} target="_blank">${flagged(n, cnSubstr(n.title, 36))}</a><span class="date">${n.date}</span></li>`).join('\n')}</ul></div>${dedePagelist(k, total, a.length, at)}`))
    ?? dedeColumn(path, '/a/tzgg/', 7, b, 10, (rs, k, total, at) => shell(`通知公告_${ZMD.name}`, `<div class="place">当前位置: <a href='/'>主页</a> > <a href='/a/tzgg/'>通知公告</a> ></div>
<div class="listbox"><ul class="e2">${rs.map((n) => `<li><a href="/a/${n.tender ? 'zbgg' : 'xwzx'}/" class="typename">[${n.tender ? '招标公告' : ['学院新闻', '通知', '校园动态'][n.id % 3]}]</a> <a href="${zmdPath('tzgg')(n)}" title="${n.title}">${flagged(n, n.title)}</a> <span class="date">${n.date.slice(5)}</span></li>`).join('\n')}</ul></div>${selectPager(k, total, b.length, at)}`));
  if (out) return { list: true, body: out };
  const m = /^\/a\/(zbgg|tzgg)\/\d{4}\/\d{4}\/\d+\.html$/.exec(path);
  const n = m && (m[1] === 'zbgg' ? a : b).find((r) => zmdPath(m[1])(r) === path);
  return n ? { body: detail(n, ZMD.name) } : undefined;
}

// ── 中梦理工大学 (DedeCMS, utf-8): /plus/list.php with only 下一页 on page 1, infolen, a 栏目封面 of arclist blocks ──
const ZML = { host: 'www.zml.edu.cn', name: '中梦理工大学' };
ZML.a = rows('zml', 'a', 3000, 52, 5, 8); // /plus/list.php?tid=8 (+ &TotalResult=N&PageNo=K): rows view.php?aid= and static mixed, descriptions
ZML.b = rows('zml', 'b', 4000, 27, 4, 0); // /a/xxgk/cgyx/ + list_11_N.html (child of the 栏目封面 /a/xxgk/)
ZML.c = rows('zml', 'c', 5000, 33, 0, 0); // /a/xxgk/zbjg/ + list_12_N.html
ZML.d = rows('zml', 'd', 6000, 18, 2, 1); // /a/xxgk/xydt/ + list_13_N.html: news only
const zmlPath = (n) => (n.id % 3 === 0 ? `/plus/view.php?aid=${n.id}` : `/a/zbgg/${n.date.slice(0, 4)}/${n.date.slice(5, 7)}${n.date.slice(8)}/${n.id}.html`);
const zmlChild = (dir) => (n) => `/a/xxgk/${dir}/${n.date.slice(0, 4)}/${n.date.slice(5, 7)}${n.date.slice(8)}/${n.id}.html`;
const ZML_CHILDREN = [['cgyx', 11, '采购意向', 'b'], ['zbjg', 12, '中标结果', 'c'], ['xydt', 13, '校园动态', 'd']];
const infolen = (n) => (n.tender ? `本项目已具备采购条件，现对${n.title.replace(/（.*$/, '')}进行公开采购，欢迎符合资格条件的供应商参加。` : `近日，${n.title}。学校有关部门负责同志参加，会议强调要提高认识、压实责任。`).slice(0, 40);
function zml(path, query, day) {
  if (path === '/') return shell(ZML.name, '<ul class="menu"><li><a href="/plus/list.php?tid=8">招标采购</a></li><li><a href="/a/xxgk/">信息公开</a></li></ul>');
  if (path === '/plus/list.php' && query.get('tid') === '8') {
    const a = on(ZML.a, day);
    const all = pages(a, 12);
    const k = Number(query.get('PageNo') ?? 1);
    if (!inRange(k, all)) return { list: true, body: shell('招标采购', '<div class="listbox"></div>') };
    const at = (j) => `list.php?tid=8&TotalResult=${a.length}&PageNo=${j}`;
    const pager = `<div class="dede_pages"><ul class="pagelist">${k > 1 ? `<li><a href='${at(k - 1)}'>上一页</a></li>` : ''}${k < all.length ? `<li><a href='${at(k + 1)}'>下一页</a></li>` : ''}</ul></div>`;
    const list = all[k - 1].map((n) => `<li><h3><a href="${zmlPath(n)}">${n.title}</a></h3><span class="info">日期：${n.date}</span><p class="intro">${infolen(n)}</p></li>`).join('\n');
    return { list: true, body: shell(`招标采购_${ZML.name}`, `<div class="place">当前位置: <a href='/'>主页</a> > 招标采购</div><div class="listbox"><ul class="e2">${list}</ul></div>${pager}`) };
  }
  if (path === '/a/xxgk/' || path === '/a/xxgk/index.html') {
    const blocks = ZML_CHILDREN.map(([dir, , name, key]) => `<div class="tbox"><dl class="tbox"><dt><strong><a href="/a/xxgk/${dir}/">${name}</a></strong></dt><dd><a href="/a/xxgk/${dir}/" class="more">更多>></a></dd></dl>
<ul class="d1">${on(ZML[key], day).slice(0, 8).map((n) => `<li><a href="${zmlChild(dir)(n)}">${cnSubstr(n.title, 30)}</a><span>${n.date.slice(5)}</span></li>`).join('')}</ul></div>`).join('\n');
    return shell(`信息公开_${ZML.name}`, `<div class="place">当前位置: <a href='/'>主页</a> > 信息公开</div>${blocks}`);
  }
  for (const [dir, tid, name, key] of ZML_CHILDREN) {
    const list = on(ZML[key], day);
    const out = dedeColumn(path, `/a/xxgk/${dir}/`, tid, list, 10, (rs, k, total, at) => shell(`${name}_${ZML.name}`, `<div class="place">当前位置: <a href='/'>主页</a> > <a href='/a/xxgk/'>信息公开</a> > <a href='/a/xxgk/${dir}/'>${name}</a> ></div>
<div class="listbox"><ul class="e2">${rs.map((n) => `<li><a href="${zmlChild(dir)(n)}" title="${n.title}">${n.title}</a><span class="date">${n.date}</span></li>`).join('\n')}</ul></div>${dedePagelist(k, total, list.length, at)}`));
    if (out) return { list: true, body: out };
    const n = list.find((r) => zmlChild(dir)(r) === path);
    if (n) return { body: detail(n, ZML.name) };
  }
  const a = on(ZML.a, day);
  const n = a.find((r) => zmlPath(r) === (path === '/plus/view.php' ? `${path}?aid=${query.get('aid')}` : path));
  return n ? { body: detail(n, ZML.name) } : undefined;
}

// ── 广远科技大学 (DedeCMS in GBK): titles cut by GBK bytes, <meta charset=gb2312>, header with or without charset ──
const GYK = { host: 'www.gyk.edu.cn', name: '广远科技大学' };
GYK.a = rows('gyk', 'a', 7000, 48, 4, 10); // /html/zbgg/ + list_3_N.html: titlelen=40, no title=, <b> flags; header without charset
GYK.b = rows('gyk', 'b', 8000, 29, 0, 3); // /html/tzgg/ + list_4_N.html: news and tenders, [typename] tags; header charset=gb2312
const gykPath = (dir) => (n) => `/html/${dir}/${n.date.slice(0, 7).replace('-', '')}/${n.id}.html`;
const GBK_META = ['<meta charset=gb2312>', '<meta http-equiv="Content-Type" content="text/html; charset=gb2312" />'];
function gyk(path, query, day) {
  if (path === '/') return { body: shell(GYK.name, '<ul class="menu"><li><a href="/html/zbgg/">招标公告</a></li><li><a href="/html/tzgg/">通知公告</a></li></ul>', GBK_META[0]), gbk: 'header' };
  const a = on(GYK.a, day);
  const b = on(GYK.b, day);
  let out = dedeColumn(path, '/html/zbgg/', 3, a, 10, (rs, k, total, at) => shell(`招标公告_${GYK.name}`, `<div class="listbox"><ul class="e2">${rs.map((n) => `<li><span class="date">${n.date}</span><a href="${gykPath('zbgg')(n)}">${n.id % 4 === 0 ? `<b>${cnSubstr(n.title, 40)}</b>` : cnSubstr(n.title, 40)}</a></li>`).join('\n')}</ul></div>${dedePagelist(k, total, a.length, at)}`, GBK_META[0]));
  if (out) return { list: true, body: out, gbk: 'none' };
  out = dedeColumn(path, '/html/tzgg/', 4, b, 12, (rs, k, total, at) => shell(`通知公告_${GYK.name}`, `<div class="listbox"><ul class="e2">${rs.map((n) => `<li>[${n.tender ? '招标公告' : '通知'}] <a href="${gykPath('tzgg')(n)}" title="${n.title}">${n.title}</a> <span class="date">${n.date}</span></li>`).join('\n')}</ul></div>${dedePagelist(k, total, b.length, at)}`, GBK_META[1]));
  if (out) return { list: true, body: out, gbk: 'header' };
  const m = /^\/html\/(zbgg|tzgg)\/\d{6}\/\d+\.html$/.exec(path);
  const n = m && (m[1] === 'zbgg' ? a : b).find((r) => gykPath(m[1])(r) === path);
  return n ? { body: detail(n, GYK.name, GBK_META[n.id % 2]), gbk: n.id % 3 ? 'header' : 'none' } : undefined;
}

// ── 鹏程医科大学 (PHPCMS v9): <div id="pages">, dynamic, /html/<dir>/N.html and list-12-N.html lists ──
const PCM = { host: 'www.pcm.edu.cn', name: '鹏程医科大学' };
PCM.a = rows('pcm', 'a', 9000, 80, 8, 12); // index.php?m=content&c=index&a=lists&catid=9(&page=K): <span class="rt">date</span>·<a title>
PCM.b = rows('pcm', 'b', 10000, 64, 0, 0); // /html/cgxx/ + /html/cgxx/N.html: rows ·<a>…</a><span>[2026-11-20]</span>
PCM.c = rows('pcm', 'c', 11000, 51, 6, 2); // /list-12-1.html + list-12-N.html: news and tenders, dates 11-20 only
const pcmShow = (n) => `/index.php?m=content&c=index&a=show&catid=9&id=${n.id}`;
const pcmStatic = (n) => `/html/${n.date.slice(0, 4)}/cgxx_${n.date.slice(5, 7)}${n.date.slice(8)}/${n.id}.html`;
const pcmPseudo = (n) => `/show-12-${n.id}-1.html`;
/** PHPCMS v9 pages(): 条数, 上一页, a window of 5 around the current page, "...", the last, 下一页. */
const pcmPages = (k, total, count, at) => {
  const lo = Math.max(1, Math.min(k - 2, total - 4));
  const hi = Math.min(total, lo + 4);
  const nums = [];
  if (lo > 1) nums.push(`<a href="${at(1)}">1</a>`, lo > 2 ? '...' : '');
  for (let j = lo; j <= hi; j++) nums.push(j === k ? `<span>${j}</span>` : `<a href="${at(j)}">${j}</a>`);
  if (hi < total) nums.push(hi < total - 1 ? '...' : '', `<a href="${at(total)}">${total}</a>`);
  return `<div id="pages" class="text-c"><a class="a1">${count}条</a> ${k > 1 ? `<a href="${at(k - 1)}" class="a1">上一页</a>` : '<a class="a1">上一页</a>'} ${nums.filter(Boolean).join(' ')} ${k < total ? `<a href="${at(k + 1)}" class="a1">下一页</a>` : '<a class="a1">下一页</a>'}</div>`;
};
function pcm(path, query, day) {
  if (path === '/') return shell(PCM.name, '<ul class="menu"><li><a href="/index.php?m=content&c=index&a=lists&catid=9">招标公告</a></li><li><a href="/html/cgxx/">采购信息</a></li><li><a href="/list-12-1.html">通知公告</a></li></ul>');
  if (path === '/index.php' && query.get('m') === 'content' && query.get('c') === 'index') {
    const a = on(PCM.a, day);
    if (query.get('a') === 'lists' && query.get('catid') === '9') {
      const all = pages(a, 10);
      const k = Number(query.get('page') ?? 1);
      if (!inRange(k, all)) return undefined;
      const at = (j) => `index.php?m=content&c=index&a=lists&catid=9&page=${j}`;
      const list = all[k - 1].map((n) => `<li><span class="rt">${n.date}</span>·<a href="${pcmShow(n)}" title="${n.title}" target="_blank">${n.title}</a></li>`).join('\n');
      return { list: true, body: shell(`招标公告 - ${PCM.name}`, `<div class="crumbs"><a href="/">首页</a><span> &gt; </span><a href="${at(1)}">招标公告</a></div><div class="col-left"><ul class="list lh24 f14">${list}</ul><div class="bk20 hr"><hr /></div>${pcmPages(k, all.length, a.length, at)}</div>`) };
    }
    if (query.get('a') === 'show' && query.get('catid') === '9') {
      const n = a.find((r) => r.id === Number(query.get('id')));
      return n ? { body: detail(n, PCM.name) } : undefined;
    }
    return undefined;
  }
  let m = /^\/html\/cgxx\/(?:(\d+)\.html|index\.html)?$/.exec(path);
  if (m) {
    const all = pages(PCM.b, 12);
    const k = Number(m[1] ?? 1);
    if (!inRange(k, all) || m[1] === '1') return undefined;
    const at = (j) => (j === 1 ? '/html/cgxx/index.html' : `/html/cgxx/${j}.html`);
    const list = all[k - 1].map((n) => `<li>·<a href="${pcmStatic(n)}" target="_blank">${n.title}</a><span class="date">[${n.date}]</span></li>`).join('\n');
    return { list: true, body: shell(`采购信息 - ${PCM.name}`, `<div class="col-left"><ul class="list lh24 f14">${list}</ul>${pcmPages(k, all.length, PCM.b.length, at)}</div>`) };
  }
  m = /^\/list-12-(\d+)\.html$/.exec(path);
  if (m) {
    const c = on(PCM.c, day);
    const all = pages(c, 12);
    const k = Number(m[1]);
    if (!inRange(k, all)) return undefined;
    const at = (j) => `list-12-${j}.html`;
    const list = all[k - 1].map((n) => `<li><span class="rt">${n.date.slice(5)}</span>·<a href="${pcmPseudo(n)}" title="${n.title}">${n.title}</a></li>`).join('\n');
    return { list: true, body: shell(`通知公告 - ${PCM.name}`, `<div class="col-left"><ul class="list lh24 f14">${list}</ul>${pcmPages(k, all.length, c.length, at)}</div>`) };
  }
  const n = on(PCM.b, day).find((r) => pcmStatic(r) === path) ?? on(PCM.c, day).find((r) => pcmPseudo(r) === path);
  return n ? { body: detail(n, PCM.name) } : undefined;
}

export const SITES = [
  { ...ZMD, shape: 'dede-cut', handle: zmd, lists: [[ZMD.a, zmdPath('zbgg'), 10], [ZMD.b, zmdPath('tzgg'), 10]] },
  { ...ZML, shape: 'dede-plus', handle: zml, lists: [[ZML.a, zmlPath, 12], [ZML.b, zmlChild('cgyx'), 10], [ZML.c, zmlChild('zbjg'), 10], [ZML.d, zmlChild('xydt'), 10]] },
  { ...GYK, shape: 'dede-gbk', handle: gyk, lists: [[GYK.a, gykPath('zbgg'), 10], [GYK.b, gykPath('tzgg'), 12]] },
  { ...PCM, shape: 'phpcms', handle: pcm, lists: [[PCM.a, pcmShow, 10], [PCM.b, pcmStatic, 12], [PCM.c, pcmPseudo, 12]] },
];
/** Query parameters that are cache-busters on this web (none), as the other shape webs export. */
export const VOLATILE = [];

/** The tender notices shown on `day` (ordinary news is no notice), each with the day it appeared. */
export function truth(day = 1) {
  const notices = [];
  for (const s of SITES) {
    for (const [list, path] of s.lists) {
      for (const n of on(list, day)) if (n.tender) notices.push({ url: `http://${s.host}${path(n)}`, urls: [`http://${s.host}${path(n)}`], title: n.title, date: n.date, site: s.host.replace(/^www\./, ''), shape: s.shape, day: n.day });
    }
  }
  const site = (s) => s.host.replace(/^www\./, '');
  return {
    day,
    seeds: SITES.map((s) => `http://${s.host}/`),
    notices,
    lists: Object.fromEntries(SITES.map((s) => [site(s), s.lists.reduce((sum, [list, , per]) => sum + Math.ceil(on(list, day).length / per), 0)])),
    listCount: Object.fromEntries(SITES.map((s) => [site(s), s.lists.length])),
  };
}

// GBK bytes for the GBK site: the encoder is the decoder's table read backwards.
let gbkTable;
function gbkBytes(text) {
  if (!gbkTable) {
    gbkTable = new Map();
    const dec = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const ch = dec.decode(new Uint8Array([lead, trail]));
        if (ch.length === 1 && ch !== '\ufffd' && !gbkTable.has(ch)) gbkTable.set(ch, [lead, trail]);
      }
    }
  }
  const out = [];
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (code < 0x80) out.push(code);
    else out.push(...(gbkTable.get(ch) ?? [0x3f]));
  }
  return Buffer.from(out);
}

/** A site's answer on `today`: the GBK site's pages as GBK bytes, with or without the charset in the header. */
export const respond = (site, req, url, host, body, today) => {
  const out = site.handle(url.pathname, url.searchParams, today);
  return out?.gbk ? { ...out, body: gbkBytes(out.body), type: out.gbk === 'header' ? 'text/html; charset=gb2312' : 'text/html' } : out;
};
