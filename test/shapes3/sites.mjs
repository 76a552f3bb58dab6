// test/shapes3's sites: three more made-up universities (issue #9 "Reach"), OTHER variants than test/shapes
// and test/shapes2: DedeCMS columns with only 上一页/下一页 + "共 N 页/M 条记录", rows in <dl><dt> or
// <table> with (10-15) or <span class="date">, a 栏目 page that only links child columns,
// /plus/view.php?aid= notices; 帝国CMS `<a title="Page">` pagers and /e/action/ListInfo/ lists
// counted from page 0, ?r=/?t= on some links; and reposts: one notice in a 通知公告 stream, a 招标公告
// column and a procurement sub-site (cg.<host>) under other titles, beside true near-duplicates.
// Written from public descriptions of the CMSs, never copied from a real site.
// Served by server.ts (the test-web kit); `truth()` is what the sites show.
import { madeUpNotices, pages, shell, siteName } from '../shapes/serve.mjs';

const KINDS = ['招标公告', '竞争性磋商公告', '询价公告', '中标结果公告', '成交公告', '竞争性谈判公告', '单一来源采购公示'];

/** Deterministic notices of one list: title, id (unique per site by `base`), date (newest first), project number. */
const notices = (site, count, salt, base) => madeUpNotices({ site, count, salt, base, kinds: KINDS, more: (_day, id) => ({ no: `${salt.toUpperCase()}-2026-${id}` }) });

const detail = (n, title = n.title) => shell(title, `<div class="article"><h1>${title}</h1><p>发布时间：${n.date}</p>
<p>项目编号：${n.no}</p><p>预算金额：${(n.id % 90) + 10} 万元</p><p>投标截止时间：${n.deadline ?? '2026-12-10 09:30'}</p><p>采购人：本校国有资产管理处，联系人：王老师 0000-12345678</p></div>`);
const dedePath = (dir) => (n) => `/${dir}/${n.date.slice(0, 4)}/${n.date.slice(5, 7)}${n.date.slice(8)}/${n.id}.html`;
const inRange = (k, list) => Number.isInteger(k) && k >= 1 && k <= list.length;

// ── DedeCMS: prev/next-only pagers, <dl>/<table> rows, a column page of child columns, plus/view.php ──
const DDS = { host: 'www.dds.edu.cn' };
DDS.a = notices('dds', 57, 'a', 1000); // /zbgg/ + list_5_N.html: only 上一页/下一页 and 共 N 页/M 条记录
DDS.b = notices('dds', 38, 'b', 2000); // /cgxx/ + list_6_N.html: <dl><dt><a>…</a>(10-15)</dt>, 共N页 text only + 下一页
DDS.c = notices('dds', 33, 'c', 3000); // /tzgg/ + list_7_N.html: <table> rows, <span class="date">
DDS.d = notices('dds', 26, 'd', 4000); // /xxgk/ lists only child columns; /xxgk/cgyx/ + list_9_N.html, rows /plus/view.php?aid=
const ddsView = (n) => `/plus/view.php?aid=${n.id}`;
const prevNext = (k, total, count, at) => `<div class="pagelist">${k > 1 ? `<a href="${at(k - 1)}">上一页</a>` : '<span>上一页</span>'} ${k < total ? `<a href="${at(k + 1)}">下一页</a>` : '<span>下一页</span>'} <span class="pageinfo">共 ${total} 页/${count} 条记录</span></div>`;
function dds(req, path, query) {
  if (path === '/') return shell('德顺大学', '<ul class="menu"><li><a href="/zbgg/">招标公告</a></li><li><a href="/cgxx/">采购信息</a></li><li><a href="/tzgg/">通知公告</a></li><li><a href="/xxgk/">信息公开</a></li></ul>');
  const col = (dir, tid, list, per, rows, title) => {
    const all = pages(list, per);
    const m = new RegExp(`^/${dir}/(?:list_${tid}_(\\d+)\\.html)?$`).exec(path);
    if (!m || (m[1] && (Number(m[1]) < 2 || !inRange(Number(m[1]), all)))) return undefined;
    const k = Number(m[1] ?? 1);
    const at = (j) => (j === 1 ? `/${dir}/` : `list_${tid}_${j}.html`);
    return { list: true, body: shell(`${title}_德顺大学`, `<div class="place">当前位置: <a href='/'>主页</a> > <a href='/${dir}/'>${title}</a> ></div>${rows(all[k - 1])}${prevNext(k, all.length, list.length, at)}`) };
  };
  const li = (href) => (rs) => `<div class="listbox"><ul class="e2">${rs.map((n) => `<li><a href="${href(n)}" title="${n.title}">${n.title}</a><span class="date">${n.date}</span></li>`).join('\n')}</ul></div>`;
  const dl = (rs) => `<div class="list">${rs.map((n) => `<dl><dt><a href="${dedePath('cgxx')(n)}">${n.title}</a>(${n.date.slice(5)})</dt></dl>`).join('\n')}</div>`;
  const table = (rs) => `<table class="list" width="100%">${rs.map((n) => `<tr><td class="t"><a href="${dedePath('tzgg')(n)}" target="_blank">${n.title}</a></td><td align="right"><span class="date">${n.date}</span></td></tr>`).join('\n')}</table>`;
  const out = col('zbgg', 5, DDS.a, 10, li(dedePath('zbgg')), '招标公告') ?? col('cgxx', 6, DDS.b, 12, dl, '采购信息') ?? col('tzgg', 7, DDS.c, 15, table, '通知公告') ?? col('xxgk/cgyx', 9, DDS.d, 10, li(ddsView), '采购意向');
  if (out) return out;
  if (path === '/xxgk/') return shell('信息公开_德顺大学', '<div class="place">当前位置: <a href="/">主页</a> > 信息公开</div><div class="sonnav"><dl><dt><a href="/xxgk/cgyx/">采购意向</a></dt><dt><a href="/xxgk/xxgkml/">信息公开目录</a></dt></dl></div>');
  if (path === '/plus/view.php') {
    const n = DDS.d.find((r) => r.id === Number(query.get('aid')));
    return n ? { body: detail(n) } : undefined;
  }
  const m = /^\/(zbgg|cgxx|tzgg)\/\d{4}\/\d{4}\/\d+\.html$/.exec(path);
  const n = m && { zbgg: DDS.a, cgxx: DDS.b, tzgg: DDS.c }[m[1]].find((r) => dedePath(m[1])(r) === path);
  return n ? { body: detail(n) } : undefined;
}

// ── 帝国CMS: <a title="Page"> pagers (next/last + a jump <select>), /e/action/ListInfo/ from page 0, ?r=/?t= ──
const EMP = { host: 'www.emp.edu.cn' };
EMP.a = notices('emp', 62, 'a', 1000); // /zbgg/index.html, index_N.html: `<a title="Page"><b>k</b>/<b>N</b></a>`, 下一页/尾页, <select> jump
EMP.b = notices('emp', 47, 'b', 2000); // /e/action/ListInfo/?classid=5 (page 0), index.php?page=k&classid=5&totalnum=47; rows ?r= on some
let tick = 0;
const rand = () => `0.${String((++tick * 48271) % 2147483647).padStart(10, '0')}`;
const empRow = (dir) => (n) => `/${dir}/${n.date}/${n.id}.html`;
function emp(req, path, query) {
  if (path === '/') return shell('恩平理工大学', `<ul class="menu"><li><a href="/zbgg/index.html">招标公告</a></li><li><a href="/e/action/ListInfo/?classid=5">采购公示</a></li><li><a href="/xwzx/">新闻中心</a></li></ul>`);
  const a = pages(EMP.a, 15);
  let m = /^\/zbgg\/(?:index(?:_(\d+))?\.html)?$/.exec(path);
  if (m && (!m[1] || (Number(m[1]) >= 2 && inRange(Number(m[1]), a)))) {
    const k = Number(m[1] ?? 1);
    const at = (j) => `/zbgg/index${j === 1 ? '' : `_${j}`}.html`;
    const select = `<select name="select" onchange="self.location.href=this.options[this.selectedIndex].value">${a.map((_, j) => `<option value="${at(j + 1)}"${j + 1 === k ? ' selected' : ''}>${j + 1}</option>`).join('')}</select>`;
    const pager = `<div class="epages"><a title="Page">&nbsp;<b>${k}</b>/<b>${a.length}</b>&nbsp;</a>&nbsp;&nbsp;<a title="Total record">&nbsp;<b>${EMP.a.length}</b> </a>&nbsp;&nbsp;${k > 1 ? `<a href="${at(1)}">首页</a>&nbsp;<a href="${at(k - 1)}">上一页</a>&nbsp;` : ''}${k < a.length ? `<a href="${at(k + 1)}?t=${Date.now() % 100000 + tick++}">下一页</a>&nbsp;<a href="${at(a.length)}">尾页</a>` : ''}&nbsp;转到${select}</div>`;
    const rows = a[k - 1].map((n, i) => `<li><span>${n.date}</span><a href="${empRow('zbgg')(n)}${i % 3 === 1 ? `?t=${Date.now() % 100000 + tick++}` : ''}" title="${n.title}">${n.title}</a></li>`).join('\n');
    return { list: true, body: shell('招标公告', `<div class="news_list"><ul>${rows}</ul></div>${pager}`) };
  }
  const b = pages(EMP.b, 10);
  if ((path === '/e/action/ListInfo/' || path === '/e/action/ListInfo/index.php') && query.get('classid') === '5') {
    const k = Number(query.get('page') ?? 0); // 帝国CMS counts dynamic pages from 0
    if (!(Number.isInteger(k) && k >= 0 && k < b.length)) return { list: true, body: shell('采购公示', '<div class="news_list"></div>') };
    const at = (j) => `/e/action/ListInfo/index.php?page=${j}&classid=5&totalnum=${EMP.b.length}`;
    const pager = `<div class="epages"><a title="Total record">&nbsp;<b>${EMP.b.length}</b> </a>&nbsp;&nbsp;${k > 0 ? `<a href="${at(0)}">首页</a>&nbsp;<a href="${at(k - 1)}">上一页</a>&nbsp;` : ''}${b.map((_, j) => (j === k ? `<b>${j + 1}</b>` : `<a href="${at(j)}">${j + 1}</a>`)).join('&nbsp;')}${k < b.length - 1 ? `&nbsp;<a href="${at(k + 1)}">下一页</a>&nbsp;<a href="${at(b.length - 1)}">尾页</a>` : ''}</div>`;
    const rows = b[k].map((n, i) => `<li><a href="${empRow('cggs')(n)}${i % 2 ? `?r=${rand()}` : ''}">${n.title}</a><span class="time">[${n.date}]</span></li>`).join('\n');
    return { list: true, body: shell('采购公示', `<div class="news_list"><ul>${rows}</ul></div>${pager}`) };
  }
  m = /^\/(zbgg|cggs)\/\d{4}-\d\d-\d\d\/\d+\.html$/.exec(path);
  const n = m && (m[1] === 'zbgg' ? EMP.a : EMP.b).find((r) => empRow(m[1])(r) === path);
  return n ? { body: detail(n) } : undefined;
}

// ── Reposts: one notice in the 通知公告 stream, the 招标公告 column and cg.<host>, beside near-duplicates ──
const RPO = { host: 'www.rpo.edu.cn', cg: 'cg.rpo.edu.cn', name: '瑞普大学' };
/** Each notice: its own title and where it is posted, each place with its own title variant. */
RPO.notices = (() => {
  const base = notices('rpo', 30, 'r', 5000).map((n) => ({ ...n, title: n.title.replace(/（R.*）$/, '').replace(/(公告|公示)$/, '') + (n.title.match(/(公告|公示)（/)?.[1] ?? '公告') }));
  const out = [];
  const variants = [
    (t) => `${RPO.name}关于${t}`,
    (t) => `【招标公告】${t}`,
    (t) => `[采购公告]${t}`,
    (t) => `${t}-${RPO.name}`,
    (t) => t.replace(/项目/, ' 项目 '),
    (t, n) => `${t}（${n.date}）`,
    (t) => `${t}_${RPO.name}采购与招标中心`,
  ];
  base.forEach((n, i) => {
    const title = `${n.title.replace(/项目/, `项目（${n.no}）`)}`;
    const places = ['tzgg', 'zbgg', 'cg'].filter((_, j) => j === 0 || (i + j) % 3 !== 0);
    out.push({ ...n, title, posts: places.map((p, j) => ({ place: p, title: j === 0 ? title : variants[(i + j) % variants.length](p === 'cg' ? title.replace(/（/g, '(').replace(/）/g, ')') : title, n) })) });
  });
  // True near-duplicates: each its own notice (a re-post, a correction, another lot).
  const near = (src, k, title, days, extra = {}) => {
    const date = new Date(Date.parse(src.date) - days * 86400000).toISOString().slice(0, 10);
    const n = { ...src, id: 6000 + k, date, title, ...extra };
    out.push({ ...n, posts: [{ place: 'tzgg', title }, { place: 'zbgg', title: `【招标公告】${title}` }] });
  };
  for (let k = 0; k < 4; k++) {
    const s = base[k * 5 + 2];
    const item = s.title.replace(/项目.*$/, '');
    near(s, k * 4 + 1, `${item}项目招标公告（第一次）`, 20, { no: `${s.no}-1`, deadline: '2026-11-30 09:30' });
    near(s, k * 4 + 2, `${item}项目招标公告（第二次）`, 6, { no: `${s.no}-1`, deadline: '2026-12-20 09:30' });
    near(s, k * 4 + 3, `${item}项目更正公告`, 3, { no: `${s.no}-1` });
    near(s, k * 4 + 4, `${item}项目（包2）招标公告`, 1, { no: `${s.no}-2` });
  }
  return out;
})();
const rpoPath = (place, n) => (place === 'cg' ? `/cggg/${n.id}.html` : `/${place}/${n.date.replace(/-/g, '')}/${n.id}${place === 'tzgg' ? '' : '_1'}.html`);
const rpoList = (place) => RPO.notices.flatMap((n) => n.posts.filter((p) => p.place === place).map((p) => ({ n, p }))).sort((x, y) => y.n.date.localeCompare(x.n.date) || y.n.id - x.n.id);
function rpo(req, path, query, host) {
  const cg = host === RPO.cg;
  if (path === '/') return cg ? shell('瑞普大学采购与招标中心', '<ul class="menu"><li><a href="/cggg/">采购公告</a></li></ul>') : shell(RPO.name, `<ul class="menu"><li><a href="/tzgg/">通知公告</a></li><li><a href="/zbgg/">招标公告</a></li><li><a href="http://${RPO.cg}/">采购与招标中心</a></li></ul>`);
  for (const place of cg ? ['cg'] : ['tzgg', 'zbgg']) {
    const dir = place === 'cg' ? 'cggg' : place;
    const all = pages(rpoList(place), 12);
    const m = new RegExp(`^/${dir}/(?:index_(\\d+)\\.html)?$`).exec(path);
    if (m && (!m[1] || (Number(m[1]) >= 2 && inRange(Number(m[1]), all)))) {
      const k = Number(m[1] ?? 1);
      const at = (j) => `/${dir}/${j === 1 ? '' : `index_${j}.html`}`;
      const rows = all[k - 1].map(({ n, p }) => `<li><a href="${rpoPath(place, n)}">${p.title}</a><span>${n.date}</span></li>`).join('\n');
      const pager = `<div class="pages">${all.map((_, j) => (j + 1 === k ? `<b>${j + 1}</b>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join(' ')}${k < all.length ? ` <a href="${at(k + 1)}">下一页</a>` : ''}</div>`;
      return { list: true, body: shell(place === 'tzgg' ? '通知公告' : '招标公告', `<ul class="list">${rows}</ul>${pager}`) };
    }
    for (const n of RPO.notices) for (const p of n.posts) if (p.place === place && rpoPath(place, n) === path) return { body: detail(n, p.title) };
  }
  return undefined;
}

export const SITES = [
  { ...DDS, shape: 'dede-columns', handle: dds, truth: () => [...DDS.a.map((n) => [n, [dedePath('zbgg')(n)]]), ...DDS.b.map((n) => [n, [dedePath('cgxx')(n)]]), ...DDS.c.map((n) => [n, [dedePath('tzgg')(n)]]), ...DDS.d.map((n) => [n, [ddsView(n)]])], listPages: 6 + 4 + 3 + 3 },
  { ...EMP, shape: 'empire-lists', handle: emp, truth: () => [...EMP.a.map((n) => [n, [empRow('zbgg')(n)]]), ...EMP.b.map((n) => [n, [empRow('cggs')(n)]])], listPages: 5 + 5 },
  { ...RPO, shape: 'reposts', handle: rpo, truth: () => RPO.notices.map((n) => [n, n.posts.map((p) => `${p.place === 'cg' ? `http://${RPO.cg}` : ''}${rpoPath(p.place, n)}`)]), listPages: [...new Set(['tzgg', 'zbgg', 'cg'])].reduce((s, p) => s + Math.ceil(rpoList(p).length / 12), 0) },
];
/** Query parameters that are cache-busters on this web, not part of a notice's identity. */
export const VOLATILE = ['t', 'r'];

export function truth() {
  const notices = [];
  for (const s of SITES) {
    for (const [n, paths] of s.truth()) {
      const urls = paths.map((p) => (p.startsWith('http') ? p : `http://${s.host}${p}`));
      notices.push({ url: urls[0], urls, title: n.title, date: n.date, site: siteName(s), shape: s.shape });
    }
  }
  return { seeds: [...SITES.map((s) => `http://${s.host}/`), `http://${RPO.cg}/`], notices, lists: Object.fromEntries(SITES.map((s) => [siteName(s), s.listPages])) };
}
