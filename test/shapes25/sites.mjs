// test/shapes25: FIRST CONTACT with six university-site shapes no earlier web has. Six made-up
// universities, one shape each: a procurement platform whose notices show only after its GET search
// form is submitted; a column of this month's notices with 历史归档 month folders; a column behind a
// 投标须知 page whose 我已阅读并同意 link leads to the list; list rows hidden by CSS until 展开更多;
// row and pager links whose href holds spaces, newlines or a double-encoded `&amp;amp;`; a mobile
// site `m.` with its own lists of the desktop's notices (each notice delivered once, under either
// address). Written apart from the crawler, from public knowledge of how Chinese university sites
// are built; never from its code. The sites and the truth only: server.ts serves them with the kit.
import { article, DAYS, esc, html, layout, liRows, listMain, NOT_FOUND, oneTo, rowsOn, truthOf } from '../kit/site-parts.mjs';
import { aboutPage, columnOf, detailPage, linkPager, makeSite, newsBox, newsRoutes, pageRows, pagesOn, TODAY } from '../kit/column-site.mjs';
import { take } from './titles.mjs';

export { DAYS, NOT_FOUND, TODAY };

/** The web's own counters in /__stats. */
export const COUNTERS = ['notFound', 'searches', 'notice', 'mobile'];

// ---------------------------------------------------------------- columns
const column = columnOf(take);

const newsCol = (school, base, abbr) => column({ key: 'xwzx', name: '新闻中心', kind: 'news', per: 12, n1: 16, n2: 2, school, base, abbr });

// ---------------------------------------------------------------- 1. search-form
// 涪溪大学: the nav's 采购平台 is `/cgpt/search.jsp`, a GET form (`<input name="kw">` empty, `<select
// name="type">` 招标公告 zbgg / 中标公告 zbjg, 查询); without a query the page is only the form and
// 请输入查询条件. A query shows its rows, 12 a page, paged by `search.jsp?kw=&type=zbgg&page=K`
// links. Only the empty-keyword result pages are the column's list pages; a keyword narrows them.
function searchForm() {
  const school = '涪溪大学';
  const www = 'www.fxu.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 12, n1: 30, n2: 3, school, base: 71000, abbr: 'FXZB' }),
    column({ key: 'zbjg', name: '中标公告', kind: 'result', per: 12, n1: 20, n2: 2, school, base: 72000, abbr: 'FXZB' }),
  ];
  const xw = newsCol(school, 70000, 'FXXW');
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['采购平台', '/cgpt/search.jsp']];
  const detail = (r) => `/cgpt/detail.jsp?id=${r.id}`;
  const pageUrl = (c, k) => `/cgpt/search.jsp?kw=&type=${c.key}${k > 1 ? `&page=${k}` : ''}`;
  const form = (kw, type) => `<form id="searchForm" method="get" action="/cgpt/search.jsp"><label>关键字：<input type="text" name="kw" value="${esc(kw)}" placeholder="项目名称或编号" /></label>
<label>公告类型：<select name="type">${cols.map((c) => `<option value="${c.key}"${c.key === type ? ' selected' : ''}>${c.name}</option>`).join('')}</select></label><input type="submit" value="查询" /></form>`;
  const page = (main) => html(layout({ school, title: `采购信息查询-${school}`, nav, main: `<div class="crumb">当前位置：<a href="/">首页</a> &gt; 采购平台</div>${main}` }));
  function search(req, day) {
    if (req.url.pathname !== '/cgpt/search.jsp') return undefined;
    const q = req.url.searchParams;
    const c = cols.find((x) => x.key === q.get('type'));
    if (!c) return page(`${form('', 'zbgg')}<p class="tip">请输入查询条件</p>`);
    const kw = q.get('kw') ?? '';
    const rows = rowsOn(c, day).filter((r) => r.title.includes(kw.trim()));
    const total = Math.max(1, Math.ceil(rows.length / c.per));
    const k = Number(q.get('page') ?? 1);
    if (!Number.isInteger(k) || k < 1 || k > total) return page(`${form(kw, c.key)}<p class="tip">没有符合条件的记录</p>`);
    const shown = rows.slice((k - 1) * c.per, k * c.per);
    const table = `<table class="result"><tr><th>序号</th><th>项目名称</th><th>发布日期</th></tr>${shown.map((r, i) => `<tr><td>${(k - 1) * c.per + i + 1}</td><td><a href="${detail(r)}" target="_blank">${esc(r.title)}</a></td><td>${r.date}</td></tr>`).join('\n')}</table>`;
    const answer = page(`${form(kw, c.key)}<p>共找到 ${rows.length} 条${c.name}</p>${table}${linkPager(rows.length, total, k, (j) => `search.jsp?kw=${encodeURIComponent(kw)}&amp;type=${c.key}&amp;page=${j}`)}`);
    return kw ? { ...answer, count: 'searches' } : { ...answer, list: `${c.key}:${k}`, tenders: true };
  }
  return makeSite({
    site: 'fxu.edu.cn', school, shape: 'search-form', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${detail(r)}`,
    listUrl: (c, k) => `http://${www}${pageUrl(c, k)}`,
    extraLists: (day) => oneTo(pagesOn(xw, day)).map((k) => ({ page: `xwzx:${k}`, tenders: false, url: `http://${www}/xwzx/${k > 1 ? `list${k}.htm` : 'list.htm'}`, name: xw.name })),
    fallback: search,
    routes(day) {
      const news = newsRoutes({ school, nav, host: www, c: xw, day });
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, news.row, news.url(1)) }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)], ...news.out];
      for (const c of cols) for (const r of rowsOn(c, day)) out.push([`http://${www}${detail(r)}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="/cgpt/search.jsp">采购平台</a> &gt; ${c.name}`, r })]);
      return out;
    },
  });
}

// ---------------------------------------------------------------- 2. month-archive
// 岚溪大学: 招标公告 `/zbgg/` lists this month's notices only, and a 历史归档 box links the month
// folders `/zbgg/2026/10/`, `/zbgg/2026/09/`, `/zbgg/2026/08/`, each one page of that month's
// notices (no pager anywhere). Details live in their month's folder: `/zbgg/2026/10/c1234.htm`.
function monthArchive() {
  const school = '岚溪大学';
  const www = 'www.lxu.edu.cn';
  const months = ['2026-11', '2026-10', '2026-09', '2026-08'];
  const group = (rows) => months.map((m) => rows.filter((r) => r.date.startsWith(m)));
  const cols = [column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 15, n1: 50, n2: 3, span: 114, school, base: 73000, abbr: 'LXZB', group })];
  const [zb] = cols;
  const xw = newsCol(school, 74000, 'LXXW');
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['招标公告', '/zbgg/']];
  const pageUrl = (k) => (k === 1 ? '/zbgg/' : `/zbgg/${months[k - 1].replace('-', '/')}/`);
  const detail = (r) => `/zbgg/${r.date.slice(0, 7).replace('-', '/')}/c${r.id}.htm`;
  const archive = `<div class="side"><h3>历史归档</h3><ul>${months.slice(1).map((m, i) => `<li><a href="${pageUrl(i + 2)}">${m.replace('-', '年')}月</a></li>`).join('')}</ul></div>`;
  const listPage = (day, k) => () => html(layout({ school, title: `招标公告-${school}`, nav, main: listMain({
    name: k === 1 ? '招标公告（本月）' : `招标公告 ${months[k - 1].replace('-', '年')}月`, crumb: `<a href="/">首页</a> &gt; <a href="/zbgg/">招标公告</a>${k > 1 ? ` &gt; ${months[k - 1]}` : ''}`,
    side: archive, rows: liRows(pageRows(zb, day, k), detail), pager: `<p class="count">本页共 ${pageRows(zb, day, k).length} 条</p>`,
  }) }), { list: `zbgg:${k}`, tenders: true });
  return makeSite({
    site: 'lxu.edu.cn', school, shape: 'month-archive', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${detail(r)}`,
    listUrl: (c, k) => `http://${www}${pageUrl(k)}`,
    extraLists: (day) => oneTo(pagesOn(xw, day)).map((k) => ({ page: `xwzx:${k}`, tenders: false, url: `http://${www}/xwzx/${k > 1 ? `list${k}.htm` : 'list.htm'}`, name: xw.name })),
    routes(day) {
      const news = newsRoutes({ school, nav, host: www, c: xw, day });
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, news.row, news.url(1)) }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)], ...news.out];
      for (const k of oneTo(pagesOn(zb, day))) out.push([`http://${www}${pageUrl(k)}`, listPage(day, k)]);
      out.push([`http://${www}/zbgg/index.htm`, listPage(day, 1)]);
      for (const r of rowsOn(zb, day)) out.push([`http://${www}${detail(r)}`, () => detailPage({ school, nav, crumb: '<a href="/">首页</a> &gt; <a href="/zbgg/">招标公告</a>', r })]);
      return out;
    },
  });
}

// ---------------------------------------------------------------- 3. interstitial
// 石梁大学: the nav's 招标采购 is `/cgpt/tbxz.htm`, a 投标须知 page (rules, no notice) whose
// 我已阅读并同意 link leads to 招标公告 `/cgpt/zbgg/list.htm` (14 a page, `list_2.htm` …); 不同意 goes
// home. The list's side menu links 中标公告 `/cgpt/zbjg/list.htm`. No other page links the lists.
function interstitial() {
  const school = '石梁大学';
  const www = 'www.slu.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 14, n1: 38, n2: 3, school, base: 75000, abbr: 'SLZB' }),
    column({ key: 'zbjg', name: '中标公告', kind: 'result', per: 12, n1: 26, n2: 2, school, base: 76000, abbr: 'SLZB' }),
  ];
  const xw = newsCol(school, 77000, 'SLXW');
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['招标采购', '/cgpt/tbxz.htm']];
  const pageUrl = (c, k) => `/cgpt/${c.key}/${k > 1 ? `list_${k}.htm` : 'list.htm'}`;
  const detail = (c, r) => `/cgpt/${c.key}/content_${r.id}.htm`;
  const side = `<div class="side"><h3>招标采购</h3><ul>${cols.map((c) => `<li><a href="${pageUrl(c, 1)}">${c.name}</a></li>`).join('')}</ul></div>`;
  const rules = () => ({ ...html(layout({ school, title: `投标须知-${school}`, nav, main: `<div class="article"><h1>投标须知</h1>
<p>一、供应商参与本校采购活动，应当遵守《中华人民共和国政府采购法》《中华人民共和国招标投标法》及学校采购管理规定。</p>
<p>二、供应商应如实提供资格证明材料，不得以他人名义投标或者以其他方式弄虚作假。</p>
<p>三、本平台发布的采购信息仅供参考，具体以采购文件为准；对采购文件有疑问的，应在规定时间内以书面形式提出。</p>
<div class="agree"><a class="btn" href="/cgpt/zbgg/list.htm">我已阅读并同意</a>　<a class="btn" href="/">不同意</a></div></div>` })), count: 'notice' });
  return makeSite({
    site: 'slu.edu.cn', school, shape: 'interstitial', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${detail(c, r)}`,
    listUrl: (c, k) => `http://${www}${pageUrl(c, k)}`,
    extraLists: (day) => oneTo(pagesOn(xw, day)).map((k) => ({ page: `xwzx:${k}`, tenders: false, url: `http://${www}/xwzx/${k > 1 ? `list${k}.htm` : 'list.htm'}`, name: xw.name })),
    routes(day) {
      const news = newsRoutes({ school, nav, host: www, c: xw, day });
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, news.row, news.url(1)) }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)], [`http://${www}/cgpt/tbxz.htm`, rules], ...news.out];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${pageUrl(c, k)}`, () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
          name: c.name, crumb: `<a href="/">首页</a> &gt; 招标采购 &gt; ${c.name}`, side, rows: liRows(pageRows(c, day, k), (r) => detail(c, r)),
          pager: linkPager(rowsOn(c, day).length, pagesOn(c, day), k, (j) => pageUrl(c, j).split('/').pop()),
        }) }), { list: `${c.key}:${k}`, tenders: true })]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${detail(c, r)}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; 招标采购 &gt; ${c.name}`, r })]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 4. hidden-rows
// 青岩大学: 采购公告 `/cggg/index.htm`, `index_2.htm` … (15 a page) and 结果公告 `/jggg/` show the
// first 8 rows of a page; the other 7 are in the HTML with `style="display:none"`, and a 展开更多
// button's inline script shows them. All rows are in the page as served.
function hiddenRows() {
  const school = '青岩大学';
  const www = 'www.qyu.edu.cn';
  const cols = [
    column({ key: 'cggg', name: '采购公告', kind: 'call', per: 15, n1: 40, n2: 3, school, base: 78000, abbr: 'QYCG' }),
    column({ key: 'jggg', name: '结果公告', kind: 'result', per: 15, n1: 24, n2: 2, school, base: 79000, abbr: 'QYCG' }),
  ];
  const xw = newsCol(school, 80000, 'QYXW');
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['采购公告', '/cggg/index.htm'], ['结果公告', '/jggg/index.htm']];
  const pageUrl = (c, k) => `/${c.key}/${k > 1 ? `index_${k}.htm` : 'index.htm'}`;
  const detail = (c, r) => `/${c.key}/${r.date.replace(/-/g, '')}/${r.id}.htm`;
  const rows = (c, list) => list.map((r, i) => `<li class="item"${i >= 8 ? ' style="display:none"' : ''}><a href="${detail(c, r)}" title="${esc(r.title)}">${esc(r.title)}</a><span class="date">${r.date}</span></li>`).join('\n');
  const more = '<button type="button" id="showMore" onclick="var h=document.querySelectorAll(\'.news-list li.item\');for(var i=0;i<h.length;i++){h[i].style.display=\'\';}this.style.display=\'none\';">展开更多</button>';
  return makeSite({
    site: 'qyu.edu.cn', school, shape: 'hidden-rows', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${detail(c, r)}`,
    listUrl: (c, k) => `http://${www}${pageUrl(c, k)}`,
    extraLists: (day) => oneTo(pagesOn(xw, day)).map((k) => ({ page: `xwzx:${k}`, tenders: false, url: `http://${www}/xwzx/${k > 1 ? `list${k}.htm` : 'list.htm'}`, name: xw.name })),
    routes(day) {
      const news = newsRoutes({ school, nav, host: www, c: xw, day });
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, news.row, news.url(1)) }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)], ...news.out];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${pageUrl(c, k)}`, () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
          name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`, rows: rows(c, pageRows(c, day, k)),
          pager: `${pageRows(c, day, k).length > 8 ? more : ''}${linkPager(rowsOn(c, day).length, pagesOn(c, day), k, (j) => pageUrl(c, j))}`,
        }) }), { list: `${c.key}:${k}`, tenders: true })]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${detail(c, r)}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="${pageUrl(c, 1)}">${c.name}</a>`, r })]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 5. messy-href
// 楠溪大学: a hand-edited template whose links browsers tolerate: row hrefs with spaces around
// (`href=" /zbgg/info/12.htm "`), newlines and tabs inside (`href="\n\t\t/zbgg/info/\n13.htm"`),
// and a double-encoded query (`?from=list&amp;amp;n=14`, read by a browser as `from=list&amp;n=14`);
// its pager's links are written the same ways. 招标公告 `/zbgg/list.htm` (13 a page), 中标结果 `/zbjg/`.
// A detail page answers under any query; the truth's `url` is the row's link as a browser reads it.
function messyHref() {
  const school = '楠溪大学';
  const www = 'www.nxu.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 13, n1: 36, n2: 4, school, base: 81000, abbr: 'NXZB' }),
    column({ key: 'zbjg', name: '中标结果', kind: 'result', per: 13, n1: 22, n2: 2, school, base: 82000, abbr: 'NXZB' }),
  ];
  const xw = newsCol(school, 83000, 'NXXW');
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['招标公告', '/zbgg/list.htm'], ['中标结果', '/zbjg/list.htm']];
  const pageUrl = (c, k) => `/${c.key}/${k > 1 ? `list_${k}.htm` : 'list.htm'}`;
  const clean = (c, r) => `/${c.key}/info/${r.id}.htm`;
  const form = (r) => r.id % 4;
  // What the row's href holds as written, and what a browser makes of it.
  const written = (c, r) => [` ${clean(c, r)} `, `\n\t\t/${c.key}/info/\n${r.id}.htm\n\t`, `${clean(c, r)}?from=list&amp;amp;n=${r.id}`, clean(c, r)][form(r)];
  const read = (c, r) => (form(r) === 2 ? `${clean(c, r)}?from=list&amp;n=${r.id}` : clean(c, r));
  const pagerHref = (c, j) => (j % 2 ? ` ${pageUrl(c, j)} ` : `\n${pageUrl(c, j)}`);
  return makeSite({
    site: 'nxu.edu.cn', school, shape: 'messy-href', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${read(c, r)}`,
    otherUrls: (c, r) => (form(r) === 2 ? [`http://${www}${clean(c, r)}`] : []),
    listUrl: (c, k) => `http://${www}${pageUrl(c, k)}`,
    extraLists: (day) => oneTo(pagesOn(xw, day)).map((k) => ({ page: `xwzx:${k}`, tenders: false, url: `http://${www}/xwzx/${k > 1 ? `list${k}.htm` : 'list.htm'}`, name: xw.name })),
    fallback(req, day) {
      const m = /^\/(zbgg|zbjg)\/info\/(\d+)\.htm$/.exec(req.url.pathname);
      const c = m && cols.find((x) => x.key === m[1]);
      const r = c && rowsOn(c, day).find((x) => x.id === Number(m[2]));
      return r ? detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="${pageUrl(c, 1)}">${c.name}</a>`, r }) : undefined;
    },
    routes(day) {
      const news = newsRoutes({ school, nav, host: www, c: xw, day });
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, news.row, news.url(1)) }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)], ...news.out];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${pageUrl(c, k)}`, () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
          name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`,
          rows: pageRows(c, day, k).map((r) => `<li><a href="${written(c, r)}" target="_blank">${esc(r.title)}</a><span class="date">${r.date}</span></li>`).join('\n'),
          pager: linkPager(rowsOn(c, day).length, pagesOn(c, day), k, (j) => pagerHref(c, j)),
        }) }), { list: `${c.key}:${k}`, tenders: true })]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 6. mobile-twin
// 汀州大学: the desktop site `www.` announces its mobile site (`<link rel="alternate" media="only
// screen and (max-width: 640px)" href="http://m.tzu.edu.cn/">`, a 手机版 link in the footer bar).
// `m.` has its own simpler lists of the same notices: `/list.php?cat=zbgg&p=K` (15 a page, 下一页
// only) and details `/view.php?id=N`. Desktop 招标公告 `/zbgg/list.htm` (12 a page), details
// `/zbgg/info/N.htm`. A notice counts under either address, once.
function mobileTwin() {
  const school = '汀州大学';
  const www = 'www.tzu.edu.cn';
  const m = 'm.tzu.edu.cn';
  const cols = [column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 12, n1: 34, n2: 3, school, base: 84000, abbr: 'TZZB' })];
  const [zb] = cols;
  const mob = { ...zb, key: 'm-zbgg', name: '招标公告（手机版）', per: 15, first: 15 };
  const xw = newsCol(school, 85000, 'TZXW');
  const alt = `<link rel="alternate" media="only screen and (max-width: 640px)" href="http://${m}/" />`;
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['招标公告', '/zbgg/list.htm'], ['手机版', `http://${m}/`]];
  const pageUrl = (k) => `/zbgg/${k > 1 ? `list${k}.htm` : 'list.htm'}`;
  const detail = (r) => `/zbgg/info/${r.id}.htm`;
  const mList = (k) => `/list.php?cat=zbgg${k > 1 ? `&p=${k}` : ''}`;
  const mView = (r) => `/view.php?id=${r.id}`;
  const mPage = (title, body) => ({ ...html(`<!DOCTYPE html><html><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${esc(title)}</title></head>
<body class="m"><header><a href="/">${esc(school)}</a></header>${body}<footer><a href="http://${www}/">电脑版</a></footer></body></html>`), count: 'mobile' });
  return makeSite({
    site: 'tzu.edu.cn', school, shape: 'mobile-twin', seed: `http://${www}/`, hosts: [www, m], cols,
    detailUrl: (c, r) => `http://${www}${detail(r)}`,
    otherUrls: (c, r) => [`http://${m}${mView(r)}`],
    listUrl: (c, k) => `http://${www}${pageUrl(k)}`,
    extraLists: (day) => [
      ...oneTo(pagesOn(mob, day)).map((k) => ({ page: `m-zbgg:${k}`, tenders: true, url: `http://${m}${mList(k)}`, name: mob.name })),
      ...oneTo(pagesOn(xw, day)).map((k) => ({ page: `xwzx:${k}`, tenders: false, url: `http://${www}/xwzx/${k > 1 ? `list${k}.htm` : 'list.htm'}`, name: xw.name })),
    ],
    routes(day) {
      const news = newsRoutes({ school, nav, host: www, c: xw, day });
      const home = () => html(layout({ school, title: school, nav, head: alt, main: newsBox(xw, day, news.row, news.url(1)) }));
      const mHome = () => mPage(school, `<ul class="menu"><li><a href="${mList(1)}">招标公告</a></li><li><a href="/news.php">新闻</a></li></ul>`);
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)], ...news.out,
        [`http://${m}/`, mHome], [`http://${m}/index.php`, mHome],
        [`http://${m}/news.php`, () => mPage(`新闻-${school}`, `<ul>${pageRows(xw, day, 1).map((r) => `<li>${esc(r.title)} <small>${r.date.slice(5)}</small></li>`).join('')}</ul>`)]];
      for (const k of oneTo(pagesOn(zb, day))) out.push([`http://${www}${pageUrl(k)}`, () => html(layout({ school, title: `招标公告-${school}`, nav, head: alt, main: listMain({
        name: '招标公告', crumb: '<a href="/">首页</a> &gt; 招标公告', rows: liRows(pageRows(zb, day, k), detail), pager: linkPager(rowsOn(zb, day).length, pagesOn(zb, day), k, pageUrl),
      }) }), { list: `zbgg:${k}`, tenders: true })]);
      for (const k of oneTo(pagesOn(mob, day))) {
        out.push([`http://${m}${mList(k)}`, () => ({ ...mPage(`招标公告-${school}`, `<h2>招标公告</h2><ul class="list">${pageRows(mob, day, k).map((r) => `<li><a href="${mView(r)}">${esc(r.title)}</a><small>${r.date.slice(5)}</small></li>`).join('\n')}</ul>
${k < pagesOn(mob, day) ? `<a class="next" href="${mList(k + 1).replace(/&/g, '&amp;')}">下一页</a>` : '<p>没有更多了</p>'}`), list: `m-zbgg:${k}`, tenders: true })]);
      }
      for (const r of rowsOn(zb, day)) {
        out.push([`http://${www}${detail(r)}`, () => detailPage({ school, nav, meta: `<meta charset="utf-8" />${alt.replace(`/"`, `${mView(r)}"`)}`, crumb: '<a href="/">首页</a> &gt; <a href="/zbgg/list.htm">招标公告</a>', r })]);
        out.push([`http://${m}${mView(r)}`, () => mPage(`${r.title}-${school}`, `<article><h1>${esc(r.title)}</h1><p class="info">发布时间：${r.date}</p>${article(school, r)}</article>`)]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- the web
let sites;
/** The six sites, made once (each title is drawn once in the web). */
export const web = () => (sites ??= [searchForm(), monthArchive(), interstitial(), hiddenRows(), messyHref(), mobileTwin()]);

/** What the web shows on `day`: its seeds, the notices (each with the day it appeared), each site's list pages. */
export const truth = (day = 1) => truthOf(web(), day);
