// test/shapes12's sites and truth: seven made-up universities whose navigation hides the procurement columns (issue #9
// "Reach": the silent miss, a tender column never found). Written from public knowledge of how
// Chinese university sites build their menus, never copied from a real site nor from this project's
// crawler code: a menu written by an external script's document.write (columns otherwise only on a
// 网站地图 page), a menu built from a JSON array by an inline script, a CSS drop-down sub-menu plus a
// 快速通道 <select>, click handlers on <li>/<a href="javascript:void(0)">, image-only banner tiles
// and a 栏目封面 whose sub-columns hang on 更多 images, a procurement host reached only through a
// 友情链接 redirect page, and a column four levels deep under 机构设置 → 资产管理处 → 通知公告.
// Each site: a homepage seed, news columns of many pages around it, 1–3 procurement columns of 2–5
// pages. Titles are real (../shared/corpus, read in place, see titles.mjs).
// Served by server.ts with the test-web kit (test/kit); `answer` is a site's reply in the kit's terms.
import { take } from './titles.mjs';

const DAY1 = Date.UTC(2026, 10, 20);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const on = (rows, day) => rows.filter((r) => r.day <= day);
const pagesOf = (rows, per) => Array.from({ length: Math.max(1, Math.ceil(rows.length / per)) }, (_, k) => rows.slice(k * per, (k + 1) * per));

/** One column's rows, newest first: `more` day-2 rows (2026-11-21) on top of `count` day-1 rows (from 2026-11-20 back). */
function rowsOf({ kind, count, more, base, school }) {
  return take(kind, count + more, school).map((title, i) => {
    const day = i < more ? 2 : 1;
    const date = new Date(day === 2 ? DAY1 + 86400000 : DAY1 - Math.round((i - more) * 0.8) * 86400000);
    return { id: base + count + more - i, title, date, day, tender: kind === 'tenders' };
  });
}

/** A notice's body: project number, budget and deadline for a tender, a plain notice otherwise. */
function body(r, tag) {
  if (!r.tender) return '<p>各单位：</p><p>现将有关事项通知如下，请认真组织落实。</p><p>特此通知。</p>';
  const no = `${tag}-2026-${String(r.id).slice(-4)}`;
  if (/中标|成交|候选人|结果/.test(r.title)) return `<p>一、项目编号：${no}</p><p>二、中标（成交）供应商：某某科技有限公司</p><p>三、中标（成交）金额：${(r.id % 90) + 10}.${r.id % 10}万元</p>`;
  return `<p>一、项目编号：${no}</p><p>二、预算金额：${(r.id % 90) + 10} 万元</p><p>三、投标截止时间：2026-12-${pad(5 + (r.id % 20))} 09:30</p><p>四、联系人：李老师 0731-8${String(r.id).padStart(6, '0').slice(-6)}</p>`;
}

/** A common static pager: 共N条 第k/T页, 首页 上一页, every number, 下一页 尾页 (no link where there is none). */
function pager(c, k, total, count) {
  const a = (j, text) => `<a href="${esc(c.list(j))}">${text}</a>`;
  const parts = [`<span>共${count}条 第${k}/${total}页</span>`, k > 1 ? a(1, '首页') : '<span>首页</span>', k > 1 ? a(k - 1, '上一页') : '<span>上一页</span>'];
  for (let j = 1; j <= total; j++) parts.push(j === k ? `<b>${j}</b>` : a(j, String(j)));
  parts.push(k < total ? a(k + 1, '下一页') : '<span>下一页</span>', k < total ? a(total, '尾页') : '<span>尾页</span>');
  return `<div class="pages">${parts.join(' ')}</div>`;
}

/**
 * One site: `cols` ({ key, host?, dir, name, kind, count, more, per?, list?, detail? }), a `frame(host, title, body, path)`
 * around every page, the `home` body (per host) and any other `pages` ({ '/path': (day, host) => html | { body, count, … } }).
 * Lists: `dir` (page 1), `dir + 'index.htm'`, `dir + 'index_K.htm'` unless `list(k)` says otherwise; details `dir + 'info/ID.htm'`.
 */
function site({ hosts, school, shape, tag, cols, frame, home, pages = {}, sidebar = () => '' }) {
  let base = 100;
  for (const c of cols) {
    c.host ??= hosts[0];
    c.per ??= 10;
    c.rows = rowsOf({ kind: c.kind, count: c.count, more: c.more, base: (base += 1000), school });
    c.list ??= (k) => (k === 1 ? c.dir : `${c.dir}index_${k}.htm`);
    c.aliases ??= [`${c.dir}index.htm`];
    c.detail ??= (r) => `${c.dir}info/${r.id}.htm`;
  }
  const listPage = (c, k, day) => {
    const rows = on(c.rows, day);
    const all = pagesOf(rows, c.per);
    if (!(k >= 1 && k <= all.length)) return undefined;
    const items = all[k - 1].map((r) => `<li><a href="${esc(c.detail(r))}" title="${esc(r.title)}" target="_blank">${esc(r.title)}</a><span class="time">${ymd(r.date)}</span></li>`).join('\n');
    return { list: `${c.name}:${k}`, tenders: c.kind === 'tenders', body: frame(c.host, c.name, `<div class="main"><div class="left">${sidebar(c)}</div><div class="right"><div class="position">当前位置：<a href="/">首页</a> &gt; <a href="${esc(c.list(1))}">${c.name}</a></div>
<div class="list"><ul class="news-list">\n${items}\n</ul></div>
${pager(c, k, all.length, rows.length)}</div></div>`, c.dir) };
  };
  return {
    hosts, school, shape, tag, cols,
    urlOf: (c, r) => `http://${c.host}${c.detail(r)}`,
    handle(host, target, day) {
      const path = target.split('?')[0];
      if (path === '/' || path === '/index.htm' || path === '/index.html') {
        const h = home(host, day);
        if (h !== undefined) return frame(host, school, h, '/');
      }
      const extra = pages[`${host}${target}`] ?? pages[target] ?? pages[`${host}${path}`];
      if (extra) return extra(day, host, target);
      for (const c of cols) {
        if (c.host !== host) continue;
        if (target === c.list(1) || c.aliases.includes(target)) return listPage(c, 1, day);
        for (let k = 2; k <= 12; k++) if (target === c.list(k)) return listPage(c, k, day);
      }
      for (const c of cols) {
        if (c.host !== host) continue;
        const r = on(c.rows, day).find((x) => c.detail(x) === target);
        if (r) return frame(host, r.title, `<div class="main"><div class="position">当前位置：<a href="/">首页</a> &gt; <a href="${esc(c.list(1))}">${c.name}</a> &gt; 正文</div>
<div class="article"><h1>${esc(r.title)}</h1><div class="info">发布时间：${ymd(r.date)} 来源：${c.name}</div><div class="content">${body(r, tag)}</div></div></div>`, c.dir);
      }
      return undefined;
    },
  };
}

/** A plain page shell: head, a header holding `nav`, the body, a footer. */
const shell = ({ school, head = '', nav, foot = '' }) => (title, main) => `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${esc(title)}${title === school ? '' : `-${school}`}</title>${head}</head><body>
<div class="header"><div class="logo"><img src="/images/logo.png" alt="${school}"></div>${nav}</div>
${main}
<div class="footer">${foot}<p>版权所有 &copy; 2026 ${school} 地址：某省某市大学路1号</p></div></body></html>`;

/** A homepage block of a column's newest rows with a 更多 link (`more` replaces the link). */
const block = (c, day, n = 6, more) => `<div class="block"><div class="block-title"><h3>${c.name}</h3>${more ?? `<a class="more" href="${esc(c.list(1))}">更多&gt;&gt;</a>`}</div>
<ul>${on(c.rows, day).slice(0, n).map((r) => `<li><a href="${esc(c.detail(r))}" title="${esc(r.title)}">${esc(r.title)}</a><span>${ymd(r.date).slice(5)}</span></li>`).join('')}</ul></div>`;

// ── 1. script-nav: the menu is written by /js/nav.js (document.write from an array of [name, dir]); the
// columns are otherwise only on /sitemap.html (网站地图, linked in the footer).
function scriptNavSite() {
  const school = '金石大学';
  const cols = [
    { key: 'xwzx', dir: '/xwzx/', name: '新闻中心', kind: 'news', count: 58, more: 3 },
    { key: 'xsky', dir: '/xsky/', name: '学术科研', kind: 'news', count: 42, more: 2 },
    { key: 'zbgg', dir: '/zbgg/', name: '招标公告', kind: 'tenders', count: 24, more: 12 },
    { key: 'zbgs', dir: '/zbgs/', name: '中标公示', kind: 'tenders', count: 14, more: 3 },
  ];
  const frame0 = shell({ school, nav: '<div class="nav"><ul id="menu"><script type="text/javascript" src="/js/nav.js"></script></ul></div>', foot: '<p><a href="/sitemap.html">网站地图</a> | <a href="/lxwm.htm">联系我们</a></p>' });
  const navJs = `var NAV_BASE = '/';
var NAV = [['首页', ''], ['学校概况', 'xxgk.htm'], ['新闻中心', 'xwzx/'], ['学术科研', 'xsky/'], ['招标公告', 'zbgg/'], ['中标公示', 'zbgs/'], ['联系我们', 'lxwm.htm']];
for (var i = 0; i < NAV.length; i++) {
  document.write('<li class="nav-item"><a href="' + NAV_BASE + NAV[i][1] + '">' + NAV[i][0] + '</a></li>');
}
`;
  return site({
    hosts: ['www.jsn.edu.cn'], school, shape: 'script-nav', tag: 'JSN', cols,
    frame: (host, title, main) => frame0(title, main),
    home: (host, day) => `<div class="main">${block(cols[0], day)}${block(cols[1], day)}</div>`,
    pages: {
      '/js/nav.js': () => ({ body: navJs, type: 'application/javascript; charset=utf-8', count: 'scriptFetches' }),
      '/sitemap.html': () => frame0('网站地图', `<div class="main"><h2>网站地图</h2><dl>${[['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/'], ['学术科研', '/xsky/'], ['招标公告', '/zbgg/'], ['中标公示', '/zbgs/'], ['联系我们', '/lxwm.htm']].map(([n, u]) => `<dd><a href="${u}">${n}</a></dd>`).join('')}</dl></div>`),
      '/xxgk.htm': () => frame0('学校概况', `<div class="main"><p>${school}是一所综合性大学。</p></div>`),
      '/lxwm.htm': () => frame0('联系我们', '<div class="main"><p>电话：0731-88880000</p></div>'),
    },
  });
}

// ── 2. json-menu: the menu is built by an inline script from a JSON array of column ids (no URL in it
// as written); no sitemap. Only a browser (or reading the script) finds 招标信息 and 采购结果.
function jsonMenuSite() {
  const school = '嘉声大学';
  const cols = [
    { key: 'xwdt', dir: '/xwdt/', name: '新闻动态', kind: 'news', count: 55, more: 3 },
    { key: 'tzgg', dir: '/tzgg/', name: '通知公告', kind: 'news', count: 38, more: 2 },
    { key: 'zbxx', dir: '/zbxx/', name: '招标信息', kind: 'tenders', count: 26, more: 12 },
    { key: 'cgjg', dir: '/cgjg/', name: '采购结果', kind: 'tenders', count: 17, more: 2 },
  ];
  for (const c of cols) { c.list = (k) => `${c.dir}list${k === 1 ? '' : k}.htm`; c.aliases = [c.dir]; }
  const menu = { menu: [{ title: '首页', id: '' }, { title: '学校概况', id: 'xxgk' }, { title: '新闻动态', id: 'xwdt' }, { title: '通知公告', id: 'tzgg' }, { title: '信息公开', id: '', sub: [{ title: '招标信息', id: 'zbxx' }, { title: '采购结果', id: 'cgjg' }] }] };
  const nav = `<div class="nav"><ul id="nav"></ul></div>
<script type="text/javascript">
var menuData = ${JSON.stringify(menu)};
(function () {
  var html = '';
  function href(m) { return m.id ? '/' + m.id + '/list.htm' : '/'; }
  for (var i = 0; i < menuData.menu.length; i++) {
    var m = menuData.menu[i];
    html += '<li><a href="' + href(m) + '">' + m.title + '</a>';
    if (m.sub) { html += '<ul class="sub">'; for (var j = 0; j < m.sub.length; j++) html += '<li><a href="' + href(m.sub[j]) + '">' + m.sub[j].title + '</a></li>'; html += '</ul>'; }
    html += '</li>';
  }
  document.getElementById('nav').innerHTML = html;
})();
</script>`;
  const frame0 = shell({ school, nav });
  return site({
    hosts: ['www.jsm.edu.cn'], school, shape: 'json-menu', tag: 'JSM', cols,
    frame: (host, title, main) => frame0(title, main),
    home: (host, day) => `<div class="main">${block(cols[0], day)}${block(cols[1], day)}</div>`,
    pages: { '/xxgk/list.htm': () => frame0('学校概况', `<div class="main"><p>${school}创建于1952年。</p></div>`) },
  });
}

// ── 3. dropdown-select: 招标采购 only in a second-level <ul class="sub"> under 信息公开 (hidden by the
// stylesheet's .nav .sub{display:none}); 采购意向 only as an <option> of a 快速通道 <select onchange="window.open(this.value)">.
function dropdownSite() {
  const school = '湘澜大学';
  const cols = [
    { key: 'xwzx', dir: '/xwzx/', name: '新闻中心', kind: 'news', count: 62, more: 3 },
    { key: 'mtbd', dir: '/mtbd/', name: '媒体报道', kind: 'news', count: 35, more: 2 },
    { key: 'zbcg', dir: '/xxgk/zbcg/', name: '招标采购', kind: 'tenders', count: 33, more: 12 },
    { key: 'cgyx', dir: '/cgyx/', name: '采购意向', kind: 'tenders', count: 16, more: 3 },
  ];
  const nav = `<div class="nav"><ul class="menu">
<li class="m"><a href="/">首页</a></li>
<li class="m"><a href="/xxgk.htm">学校概况</a></li>
<li class="m"><a href="/xwzx/">新闻中心</a><ul class="sub"><li><a href="/xwzx/">学校要闻</a></li><li><a href="/mtbd/">媒体报道</a></li></ul></li>
<li class="m"><a href="/xxgk/">信息公开</a><ul class="sub"><li><a href="/xxgk/">信息公开指南</a></li><li><a href="/xxgk/zbcg/">招标采购</a></li></ul></li>
<li class="m"><a href="/lxwm.htm">联系我们</a></li></ul></div>`;
  const quick = `<div class="quick"><select name="kstd" onchange="if(this.value!='')window.open(this.value)"><option value="" selected>--快速通道--</option><option value="/xxgk/">信息公开</option><option value="/cgyx/">采购意向公开</option><option value="/lxwm.htm">联系我们</option></select></div>`;
  const frame0 = shell({ school, head: '<link rel="stylesheet" type="text/css" href="/css/style.css">', nav, foot: quick });
  const css = '.menu{list-style:none}.menu li.m{float:left;position:relative}.menu .sub{display:none;position:absolute;top:40px}.menu li.m:hover .sub{display:block}\n';
  return site({
    hosts: ['www.xlc.edu.cn'], school, shape: 'dropdown-select', tag: 'XLC', cols,
    frame: (host, title, main) => frame0(title, main),
    home: (host, day) => `<div class="main">${block(cols[0], day)}${block(cols[1], day)}</div>`,
    pages: {
      '/css/style.css': () => ({ body: css, type: 'text/css' }),
      '/xxgk/': () => frame0('信息公开', '<div class="main"><h2>信息公开指南</h2><p>依据《高等学校信息公开办法》，学校主动公开有关信息。</p></div>'),
      '/xxgk.htm': () => frame0('学校概况', `<div class="main"><p>${school}位于某省。</p></div>`),
      '/lxwm.htm': () => frame0('联系我们', '<div class="main"><p>电话：0731-80000000</p></div>'),
    },
  });
}

// ── 4. onclick-nav: menu items are <li onclick="window.location.href='/zbgg/'"> (no <a>); 中标公示 is
// <a href="javascript:void(0)" onclick="openCol(12)"> with openCol inline (→ /list.jsp?cid=12&page=K).
function onclickSite() {
  const school = '鸥川大学';
  const cols = [
    { key: 'xwzx', dir: '/xwzx/', name: '新闻中心', kind: 'news', count: 57, more: 3 },
    { key: 'xsdt', dir: '/xsdt/', name: '学术动态', kind: 'news', count: 40, more: 2 },
    { key: 'zbgg', dir: '/zbgg/', name: '招标公告', kind: 'tenders', count: 22, more: 12 },
    { key: 'zbgs', dir: '/list.jsp', name: '中标公示', kind: 'tenders', count: 21, more: 2 },
  ];
  const cid = cols[3];
  cid.list = (k) => `/list.jsp?cid=12${k === 1 ? '' : `&page=${k}`}`;
  cid.aliases = ['/list.jsp?cid=12&page=1'];
  cid.detail = (r) => `/content.jsp?cid=12&id=${r.id}`;
  const li = (name, to) => `<li class="nav-item" onclick="window.location.href='${to}'" style="cursor:pointer">${name}</li>`;
  const nav = `<div class="nav"><ul>${li('首页', '/')}${li('新闻中心', '/xwzx/')}${li('学术动态', '/xsdt/')}${li('招标公告', '/zbgg/')}<li class="nav-item"><a href="javascript:void(0)" onclick="openCol(12)">中标公示</a></li>${li('联系我们', '/lxwm.htm')}</ul></div>
<script type="text/javascript">function openCol(id) { window.location.href = '/list.jsp?cid=' + id; }</script>`;
  const frame0 = shell({ school, nav });
  return site({
    hosts: ['www.ock.edu.cn'], school, shape: 'onclick-nav', tag: 'OCK', cols,
    frame: (host, title, main) => frame0(title, main),
    home: (host, day) => `<div class="main">${block(cols[0], day)}${block(cols[1], day)}</div>`,
    pages: { '/lxwm.htm': () => frame0('联系我们', '<div class="main"><p>电话：0532-80000000</p></div>') },
  });
}

// ── 5. image-cover: 招标采购 only as a banner tile <a href="/zbcg/"><img src="/images/rk_zbcg.png" alt=""></a>
// (采购意向 a tile with a meaningless alt and a title attribute); /zbcg/ a 栏目封面 whose sub-columns are
// linked only by 更多 images (<img src="/images/more.gif" alt="more">) beside the block headings.
function imageCoverSite() {
  const school = '陶朴大学';
  const cols = [
    { key: 'xwzx', dir: '/xwzx/', name: '新闻中心', kind: 'news', count: 60, more: 3 },
    { key: 'xsky', dir: '/xsky/', name: '学术科研', kind: 'news', count: 33, more: 2 },
    { key: 'zbgg', dir: '/zbcg/zbgg/', name: '招标公告', kind: 'tenders', count: 31, more: 12 },
    { key: 'zbjg', dir: '/zbcg/zbjg/', name: '中标结果', kind: 'tenders', count: 18, more: 3 },
    { key: 'cgyx', dir: '/cgyx/', name: '采购意向', kind: 'tenders', count: 12, more: 2 },
  ];
  const nav = '<div class="nav"><ul><li><a href="/">首页</a></li><li><a href="/xxgk.htm">学校概况</a></li><li><a href="/xwzx/">新闻中心</a></li><li><a href="/xsky/">学术科研</a></li><li><a href="/lxwm.htm">联系我们</a></li></ul></div>';
  const frame0 = shell({ school, nav });
  const tiles = `<div class="rk"><a href="/zbcg/" target="_blank"><img src="/images/rk_zbcg.png" alt=""></a><a href="/cgyx/" target="_blank" title="采购意向公开"><img src="/images/rk_03.jpg" alt="图片"></a><a href="/xxgk.htm" target="_blank"><img src="/images/rk_xxgk.png" alt=""></a></div>`;
  const moreImg = (c) => `<a class="more" href="${c.dir}"><img src="/images/more.gif" alt="more"></a>`;
  return site({
    hosts: ['www.tpk.edu.cn'], school, shape: 'image-cover', tag: 'TPK', cols,
    frame: (host, title, main) => frame0(title, main),
    home: (host, day) => `<div class="banner">${tiles}</div><div class="main">${block(cols[0], day)}${block(cols[1], day)}</div>`,
    pages: {
      '/zbcg/': (day) => ({ count: 'coverFetches', body: frame0('招标采购', `<div class="main cover">${block(cols[2], day, 6, moreImg(cols[2]))}${block(cols[3], day, 6, moreImg(cols[3]))}</div>`) }),
      '/xxgk.htm': () => frame0('学校概况', `<div class="main"><p>${school}是省属重点大学。</p></div>`),
      '/lxwm.htm': () => frame0('联系我们', '<div class="main"><p>电话：0791-80000000</p></div>'),
    },
  });
}

// ── 6. redirect-host: the procurement centre is another host (cgzx.), linked only from the 友情链接 block
// at the foot of www through a redirect page /go.php?url=… (302); only www is seeded.
function redirectHostSite() {
  const school = '云湖大学';
  const www = 'www.yhd.edu.cn';
  const cg = 'cgzx.yhd.edu.cn';
  const cols = [
    { key: 'xwzx', dir: '/xwzx/', name: '新闻中心', kind: 'news', count: 64, more: 3 },
    { key: 'tzgg', dir: '/tzgg/', name: '通知公告', kind: 'news', count: 36, more: 2 },
    { key: 'cggg', host: cg, dir: '/cggg/', name: '采购公告', kind: 'tenders', count: 28, more: 12 },
    { key: 'jggg', host: cg, dir: '/jggg/', name: '结果公告', kind: 'tenders', count: 19, more: 3 },
  ];
  const go = (u) => `/go.php?url=${encodeURIComponent(u)}`;
  const links = `<div class="links"><h4>友情链接</h4><a href="${go(`http://${cg}/`)}" target="_blank">采购与招标管理中心</a> <a href="${go('http://lib.yhd.edu.cn/')}" target="_blank">图书馆</a> <a href="${go('http://jwc.yhd.edu.cn/')}" target="_blank">教务处</a></div>`;
  const wwwFrame = shell({ school, nav: '<div class="nav"><ul><li><a href="/">首页</a></li><li><a href="/xwzx/">新闻中心</a></li><li><a href="/tzgg/">通知公告</a></li><li><a href="/lxwm.htm">联系我们</a></li></ul></div>', foot: links });
  const cgFrame = shell({ school: `${school}采购与招标管理中心`, nav: '<div class="nav"><ul><li><a href="/">首页</a></li><li><a href="/cggg/">采购公告</a></li><li><a href="/jggg/">结果公告</a></li></ul></div>' });
  return site({
    hosts: [www, cg], school, shape: 'redirect-host', tag: 'YHD', cols,
    frame: (host, title, main) => (host === cg ? cgFrame(title, main) : wwwFrame(title, main)),
    home: (host, day) => (host === cg ? `<div class="main">${block(cols[2], day, 8)}${block(cols[3], day, 8)}</div>` : `<div class="main">${block(cols[0], day)}${block(cols[1], day)}</div>`),
    pages: {
      [`${www}/lxwm.htm`]: () => wwwFrame('联系我们', '<div class="main"><p>电话：0871-80000000</p></div>'),
      [`${www}/go.php`]: (day, host, target) => {
        const to = new URL(target, `http://${www}`).searchParams.get('url');
        return to ? { status: 302, headers: { location: to }, body: '' } : undefined;
      },
    },
  });
}

// ── 7. deep-tree: home → 机构设置 /jgsz.htm → 资产管理处 /zcc/ (a sub-site home) → 通知公告 /zcc/tzgg/ → its
// side menu's 招标采购 /zcc/tzgg/zbcg/ (depth 4; a notice at 5), with two big news columns on the home.
function deepTreeSite() {
  const school = '松冈大学';
  const cols = [
    { key: 'xxyw', dir: '/xxyw/', name: '学校要闻', kind: 'news', count: 88, more: 3 },
    { key: 'mtbd', dir: '/mtbd/', name: '媒体报道', kind: 'news', count: 57, more: 2 },
    { key: 'ztgg', dir: '/zcc/tzgg/', name: '通知公告', kind: 'news', count: 26, more: 2 },
    { key: 'zbcg', dir: '/zcc/tzgg/zbcg/', name: '招标采购', kind: 'tenders', count: 29, more: 12 },
  ];
  const units = ['党政办公室', '组织部', '宣传部', '教务处', '科学技术处', '人事处', '财务处', '资产管理处', '学生工作处', '研究生院', '国际交流处', '后勤管理处', '图书馆', '信息中心'];
  const wwwNav = '<div class="nav"><ul><li><a href="/">首页</a></li><li><a href="/xxgk.htm">学校概况</a></li><li><a href="/jgsz.htm">机构设置</a></li><li><a href="/xxyw/">学校要闻</a></li><li><a href="/mtbd/">媒体报道</a></li></ul></div>';
  const zccNav = '<div class="nav"><ul><li><a href="/zcc/">资产管理处首页</a></li><li><a href="/zcc/csjj.htm">处室简介</a></li><li><a href="/zcc/tzgg/">通知公告</a></li><li><a href="/">学校首页</a></li></ul></div>';
  const wwwFrame = shell({ school, nav: wwwNav });
  const zccFrame = shell({ school: `${school}资产管理处`, nav: zccNav });
  const side = (c) => (c.dir.startsWith('/zcc/') ? '<div class="lm"><h3>通知公告</h3><ul><li><a href="/zcc/tzgg/">通知公告</a></li><li><a href="/zcc/tzgg/zbcg/">招标采购</a></li></ul></div>' : '');
  return site({
    hosts: ['www.sgd.edu.cn'], school, shape: 'deep-tree', tag: 'SGD', cols,
    frame: (host, title, main, dir) => (dir?.startsWith('/zcc/') ? zccFrame(title, main) : wwwFrame(title, main)),
    sidebar: side,
    home: (host, day) => `<div class="main">${block(cols[0], day, 8)}${block(cols[1], day, 8)}</div>`,
    pages: {
      '/jgsz.htm': () => wwwFrame('机构设置', `<div class="main"><h2>机构设置</h2><ul class="units">${units.map((u, i) => `<li><a href="${u === '资产管理处' ? '/zcc/' : `/jg/${i + 1}.htm`}" target="_blank">${u}</a></li>`).join('')}</ul></div>`),
      '/xxgk.htm': () => wwwFrame('学校概况', `<div class="main"><p>${school}始建于1958年。</p></div>`),
      ...Object.fromEntries(units.map((u, i) => [`/jg/${i + 1}.htm`, () => wwwFrame(u, `<div class="main"><h2>${u}</h2><p>办公地点：行政楼${i + 1}楼。</p></div>`)])),
      '/zcc/': (day) => zccFrame('资产管理处', `<div class="main">${block(cols[2], day, 6)}<div class="intro"><h3>处室简介</h3><p>资产管理处负责学校国有资产管理工作。</p></div></div>`),
      '/zcc/csjj.htm': () => zccFrame('处室简介', '<div class="main"><p>资产管理处下设综合科、资产科。</p></div>'),
    },
  });
}

let model;
/** The web, built once (titles taken from the corpus in a fixed order). */
function web() {
  model ??= [scriptNavSite(), jsonMenuSite(), dropdownSite(), onclickSite(), imageCoverSite(), redirectHostSite(), deepTreeSite()];
  return model;
}
const siteName = (s) => s.hosts[0].replace(/^www\./, '');

/** The tenders shown on `day` (each with the day it appeared), each site's real list pages (all lists; procurement ones). */
export function truth(day = 1) {
  const sites = web();
  const notices = [];
  for (const s of sites) {
    for (const c of s.cols) {
      if (c.kind !== 'tenders') continue;
      for (const r of on(c.rows, day)) {
        const url = s.urlOf(c, r);
        notices.push({ url, urls: [url], title: r.title, date: ymd(r.date), site: siteName(s), shape: s.shape, column: c.name, day: r.day });
      }
    }
  }
  const tenderPages = (s) => s.cols.filter((c) => c.kind === 'tenders').flatMap((c) => pagesOf(on(c.rows, day), c.per).map((_, j) => ({ page: `${c.name}:${j + 1}`, tenders: true, url: `http://${c.host}${c.list(j + 1)}` })));
  const count = (s, kinds) => s.cols.filter((c) => kinds.includes(c.kind)).reduce((sum, c) => sum + pagesOf(on(c.rows, day), c.per).length, 0);
  return {
    day,
    seeds: sites.map((s) => `http://${s.hosts[0]}/`),
    notices,
    lists: Object.fromEntries(sites.map((s) => [siteName(s), { real: count(s, ['tenders']), news: count(s, ['news']), pages: tenderPages(s) }])),
    listCount: Object.fromEntries(sites.map((s) => [siteName(s), s.cols.length])),
  };
}

/** The web's own counters: 栏目封面 (cover) pages, menu scripts fetched, 404s. */
export const COUNTERS = ['coverFetches', 'scriptFetches', 'notFound'];

/** The sites: each serves its `hosts`; `site` is its stats key. */
export const sitesOf = () => web().map((s) => Object.assign(s, { site: siteName(s) }));

const NOT_FOUND = '<html><body><h1>404 Not Found</h1></body></html>';
/** A site's answer on `day` in the kit's terms: robots.txt as every site serves it, a list page named `column:k` (a tender or a news column), nothing a 404. */
export function answer(site, req, day) {
  if (req.url.pathname === '/robots.txt') return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };
  const out = site.handle(req.host, req.url.pathname + req.url.search, day);
  if (!out) return { status: 404, body: NOT_FOUND, count: 'notFound' };
  if (typeof out === 'string') return { body: out };
  return { status: out.status ?? 200, body: out.body, type: out.type, headers: out.headers, ...(out.count ? { count: out.count } : {}), ...(out.list ? { list: out.list, tenders: out.tenders } : {}) };
}
