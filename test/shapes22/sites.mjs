// test/shapes22: FIRST CONTACT with six university-site shapes no earlier web has. Six made-up
// universities, one shape each: a <base href> that sends every relative link of the procurement
// pages to another host; a list paged only by a GET 跳转 form; a column split into year tabs whose
// older years still hold notices; a homepage tab box whose other tabs load by XHR (the only way in);
// a procurement platform on another host and port (`:8080`); lists with no dates (the date only on
// the detail page). Written apart from the crawler, from public knowledge of how Chinese university
// sites are built; never from its code. The sites and the truth only: server.ts serves them with
// the test-web kit (test/kit/).
import { DAY2_DATE, DAYS, esc, html, isoDay, keyOf, liRows, listMain, MS_PER_DAY, NOT_FOUND, num, oneTo, pad, rowsOn, truthOf } from '../kit/site-parts.mjs';
import { take } from './titles.mjs';

export { DAYS, NOT_FOUND };

/** The web's own counters in /__stats. */
export const COUNTERS = ['notFound', 'fragments', 'baseMisses', 'clamped'];

// ---------------------------------------------------------------- columns
/**
 * A column's rows, newest first: `n1` day-1 rows stepping back from `newest` (YYYY-MM-DD) over
 * `span` days, then `n2` day-2 rows dated 2026-11-25 on top. Ids count down from `base + rows`.
 */
function column({ key, name, kind, per, n1, n2 = 0, school, base, newest = '2026-11-24', span = 60, abbr }) {
  const titles = take(kind, n1 + n2, school);
  const top = Date.parse(`${newest}T00:00:00Z`);
  const dated = [
    ...titles.slice(0, n2).map((title) => ({ title, day: 2, date: DAY2_DATE })),
    ...titles.slice(n2).map((title, j) => ({ title, day: 1, date: isoDay(top - Math.floor((j * span) / Math.max(1, n1 - 1)) * MS_PER_DAY) })),
  ];
  const rows = dated.map((r, i) => {
    const id = base + dated.length - i;
    const year = r.date.slice(0, 4);
    return { ...r, id, kind, no: `${abbr}-${year}-${pad(id, 5)}`, budget: ((id * 37) % 480) + 12 + (id % 100) / 100, deadline: isoDay(Date.parse(`${r.date}T00:00:00Z`) + (14 + (id % 9)) * MS_PER_DAY) };
  });
  return { key, name, kind, per, rows, tenders: kind !== 'news' };
}
const pagesOn = (c, day) => Math.max(1, Math.ceil(rowsOn(c, day).length / c.per));
const pageRows = (c, day, k) => rowsOn(c, day).slice((k - 1) * c.per, k * c.per);

/** A detail page's body by the row's kind: 项目编号, 预算, 截止时间, 供应商 … */
function article(school, r) {
  const wan = (x) => `人民币 ${x.toFixed(2)} 万元`;
  const contact = `<p>联系人：${['王老师', '李老师', '陈老师', '林老师'][r.id % 4]}　联系电话：0${571 + (r.id % 300)}-8${pad(r.id % 1000000, 6)}</p>`;
  if (r.kind === 'news') return `<p>${esc(r.title)}。近日，学校有关部门按照工作安排推进相关事项，各学院、各单位积极配合，工作进展顺利。</p><p>下一步，学校将继续总结经验，进一步做好相关工作。</p><p>（供稿：党委宣传部）</p>`;
  if (r.kind === 'result') {
    return `<p>一、项目编号：${r.no}</p><p>二、项目名称：${esc(r.title.replace(/^关于/, '').replace(/(中标|成交).*$/, ''))}</p><p>三、预算金额：${wan(r.budget)}</p>
<p>四、中标（成交）供应商：${['华信', '正元', '鼎诚', '博达', '新越'][r.id % 5]}科技有限公司　中标（成交）金额：${wan(r.budget * 0.94)}</p>
<p>五、公示期限：自本公告发布之日起1个工作日。对本结果有异议的，请于公示期内以书面形式提出。</p>${contact}`;
  }
  if (r.kind === 'intent') {
    return `<p>为便于供应商及时了解采购信息，根据财政部有关规定，现将${esc(school)}采购意向公开如下：</p>
<table border="1"><tr><th>项目编号</th><th>采购需求概况</th><th>预算金额</th><th>预计采购时间</th></tr>
<tr><td>${r.no}</td><td>${esc(r.title.replace(/采购意向公开$/, ''))}</td><td>${wan(r.budget)}</td><td>2027年${1 + (r.id % 6)}月</td></tr></table>
<p>本次公开的采购意向是本单位采购工作的初步安排，具体采购项目情况以相关采购公告和采购文件为准。</p>`;
  }
  return `<p>${esc(school)}就下列项目进行公开采购，欢迎符合条件的供应商参加。</p><p>一、项目编号：${r.no}</p>
<p>二、预算金额：${wan(r.budget)}（最高限价）</p><p>三、获取采购文件时间：自公告发布之日起至投标截止时间止。</p>
<p>四、投标截止时间：${r.deadline} 09:30（北京时间），逾期送达的投标文件恕不接受。</p><p>五、开标地点：行政楼三楼会议室</p>${contact}`;
}

/** An ordinary page: a top bar with the school's name and `nav` ([text, href] pairs), `main`, a footer; `head` goes into <head>. */
function layout({ school, title, nav, main, head = '' }) {
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8" /><title>${esc(title)}</title>${head}</head>
<body><div id="top"><span class="logo">${esc(school)}</span><ul class="menu">${nav.map(([t, h]) => `<li><a href="${esc(h)}">${t}</a></li>`).join('')}</ul></div>
<div class="wrap">${main}</div>
<div id="foot">版权所有 &copy; 2026 ${esc(school)}　地址：学府路${(num(school) % 300) + 1}号　邮编：${100000 + (num(school) % 800000)}</div></body></html>`;
}
const detailPage = ({ school, nav, crumb, r, head = '' }) => html(layout({
  school, title: `${r.title}-${school}`, nav, head,
  main: `<div class="crumb">当前位置：${crumb}</div><div class="article"><h1>${esc(r.title)}</h1>
<div class="info">发布时间：${r.date}　浏览次数：${37 + (r.id % 400)}</div><div class="content">${article(school, r)}</div>
<p class="sign">${esc(school)}${r.kind === 'news' ? '' : '采购与招标管理中心'}</p><p class="sign">${r.date.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日')}</p></div>`,
}));
/** A plain link pager: 首页 上一页 1 … N 下一页 尾页, `url(j)` page j's link. */
function linkPager(count, per, k, url) {
  const total = Math.max(1, Math.ceil(count / per));
  const a = (j, text) => `<a href="${esc(url(j))}">${text}</a>`;
  const parts = [`<span>共${count}条</span>`];
  if (k > 1) parts.push(a(1, '首页'), a(k - 1, '上一页'));
  for (const j of oneTo(total)) parts.push(j === k ? `<span class="cur">${j}</span>` : a(j, String(j)));
  if (k < total) parts.push(a(k + 1, '下一页'), a(total, '尾页'));
  return `<div class="pages">${parts.join(' ')} <span>第${k}/${total}页</span></div>`;
}

/**
 * A site: `routes(day)` maps `host + path + sorted query` to an answer maker; `fallback(req, day)`
 * answers what the table does not hold (or undefined: 404). `cols` are its columns, `notices(day)`
 * and `lists(day)` its truth.
 */
function makeSite({ site, school, shape, seed, hosts, cols, routes, fallback, detailUrl, otherUrls = () => [], listUrl }) {
  const cache = new Map();
  const table = (day) => {
    if (!cache.has(day)) {
      const m = new Map();
      for (const [url, answer] of routes(day)) m.set(keyOf(new URL(url).host.replace(/:\d+$/, ''), new URL(url)), answer);
      cache.set(day, m);
    }
    return cache.get(day);
  };
  return {
    site, school, shape, seed, hosts, cols,
    handle(req, day) {
      const make = table(day).get(keyOf(req.host, req.url));
      return make ? make() : (fallback?.(req, day) ?? NOT_FOUND);
    },
    notices: (day) => cols.filter((c) => c.tenders).flatMap((c) => rowsOn(c, day).map((r) => ({
      url: detailUrl(c, r), urls: [detailUrl(c, r), ...otherUrls(c, r)], title: r.title, date: r.date, site, shape, day: r.day, column: c.name, kind: r.kind,
    }))),
    lists(day) {
      const pages = cols.flatMap((c) => oneTo(pagesOn(c, day)).map((k) => ({ page: `${c.key}:${k}`, tenders: c.tenders, url: listUrl(c, k), name: c.name })));
      return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages };
    },
  };
}
/** The homepage's news box: the 6 newest news rows. */
const newsBox = (c, day, href, more) => `<div class="box"><h3>新闻动态<a class="more" href="${esc(more)}">更多&gt;&gt;</a></h3><ul>${liRows(pageRows(c, day, 1).slice(0, 6), href)}</ul></div>`;
const aboutPage = (school, nav) => html(layout({ school, title: `学校概况-${school}`, nav, main: `<div class="article"><h1>学校概况</h1><p>${esc(school)}是一所以工为主、多学科协调发展的省属高校，现有全日制在校生两万余人。</p></div>` }));

// ---------------------------------------------------------------- 1. base-href
// 岚湖大学: the homepage (www.) links 招标采购 `/zbcg/list.htm`. That page and every page of the
// procurement section carry `<base href="http://cgzx.lhu.edu.cn/zbcg/">` (their CMS publishes them
// to the procurement centre's host): rows `info/ID.htm`, pager `list_2.htm`, the sidebar's
// `../zbjg/list.htm` all resolve on cgzx.; www. serves only page 1 (its nav target), and the same
// relative links read without the base (www.lhu.edu.cn/zbcg/info/ID.htm) are 404 (`baseMisses`).
function baseHref() {
  const school = '岚湖大学';
  const www = 'www.lhu.edu.cn';
  const cg = 'cgzx.lhu.edu.cn';
  const cols = [
    column({ key: 'zbcg', name: '招标公告', kind: 'call', per: 12, n1: 32, n2: 4, school, base: 3100, abbr: 'LHZB' }),
    column({ key: 'zbjg', name: '中标结果', kind: 'result', per: 12, n1: 18, n2: 2, school, base: 3300, abbr: 'LHZB' }),
    column({ key: 'xwzx', name: '新闻中心', kind: 'news', per: 10, n1: 14, n2: 2, school, base: 3000, abbr: 'LHXW' }),
  ];
  const [zb, jg, xw] = cols;
  const wwwNav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['招标采购', '/zbcg/list.htm']];
  const cgNav = [['学校首页', `http://${www}/`], ['新闻中心', `http://${www}/xwzx/list.htm`], ['招标公告', '../zbcg/list.htm'], ['中标结果', '../zbjg/list.htm']];
  const listFile = (k) => (k > 1 ? `list_${k}.htm` : 'list.htm');
  const base = (c) => `<base href="http://${cg}/${c.key}/" />`;
  const side = (c) => `<div class="side"><h3>招标采购</h3><ul>${[zb, jg].map((x) => `<li${x === c ? ' class="on"' : ''}><a href="${x === c ? 'list.htm' : `../${x.key}/list.htm`}">${x.name}</a></li>`).join('')}</ul></div>`;
  const cgList = (c, day, k) => () => html(layout({
    school, title: `${c.name}-${school}采购与招标管理中心`, nav: cgNav, head: base(c),
    main: listMain({ name: c.name, crumb: `<a href="http://${www}/">首页</a> &gt; <a href="list.htm">${c.name}</a>`, side: side(c), rows: liRows(pageRows(c, day, k), (r) => `info/${r.id}.htm`), pager: linkPager(rowsOn(c, day).length, c.per, k, listFile) }),
  }), { list: `${c.key}:${k}`, tenders: true });
  const newsList = (day, k) => () => html(layout({ school, title: `新闻中心-${school}`, nav: wwwNav, main: listMain({ name: '新闻中心', crumb: '<a href="/">首页</a> &gt; 新闻中心', rows: liRows(pageRows(xw, day, k), (r) => `/xwzx/info/${r.id}.htm`), pager: linkPager(rowsOn(xw, day).length, xw.per, k, (j) => `/xwzx/${listFile(j)}`) }) }), { list: `xwzx:${k}`, tenders: false });
  return makeSite({
    site: 'lhu.edu.cn', school, shape: 'base-href', seed: `http://${www}/`, hosts: [www, cg], cols,
    detailUrl: (c, r) => `http://${cg}/${c.key}/info/${r.id}.htm`,
    listUrl: (c, k) => (c.tenders ? `http://${cg}/${c.key}/${listFile(k)}` : `http://${www}/xwzx/${listFile(k)}`),
    routes(day) {
      const out = [
        [`http://${www}/`, () => html(layout({ school, title: school, nav: wwwNav, main: newsBox(xw, day, (r) => `/xwzx/info/${r.id}.htm`, '/xwzx/list.htm') }))],
        [`http://${www}/index.htm`, () => html(layout({ school, title: school, nav: wwwNav, main: newsBox(xw, day, (r) => `/xwzx/info/${r.id}.htm`, '/xwzx/list.htm') }))],
        [`http://${www}/xxgk.htm`, () => aboutPage(school, wwwNav)],
        // The nav's target: page 1 as cgzx. serves it, base and all.
        [`http://${www}/zbcg/list.htm`, cgList(zb, day, 1)],
      ];
      for (const c of [zb, jg]) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${cg}/${c.key}/${listFile(k)}`, cgList(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${cg}/${c.key}/info/${r.id}.htm`, () => detailPage({ school, nav: cgNav, head: base(c), crumb: `<a href="http://${www}/">首页</a> &gt; <a href="list.htm">${c.name}</a>`, r })]);
      }
      for (const k of oneTo(pagesOn(xw, day))) out.push([`http://${www}/xwzx/${listFile(k)}`, newsList(day, k)]);
      for (const r of rowsOn(xw, day)) out.push([`http://${www}/xwzx/info/${r.id}.htm`, () => detailPage({ school, nav: wwwNav, crumb: '<a href="/">首页</a> &gt; <a href="/xwzx/list.htm">新闻中心</a>', r })]);
      out.push([`http://${cg}/`, () => ({ status: 302, headers: { location: `http://${cg}/zbcg/list.htm` } })]);
      return out;
    },
    // A link of the procurement pages read without their base lands on www. under /zbcg/ or /zbjg/.
    fallback: (req) => (req.host === www && /^\/(zbcg|zbjg)\//.test(req.url.pathname) ? { ...NOT_FOUND, count: ['notFound', 'baseMisses'] } : undefined),
  });
}

// ---------------------------------------------------------------- 2. get-form
// 青崖大学: a JSP CMS `/cms/list.jsp?cid=N`; the only pager is `共N条记录 第k/T页` and a GET form
// `<form action="list.jsp" method="get">` (hidden cid, `<input name="page">`, 跳转): no page link,
// no script. `page` out of range or not a number is clamped (counted `clamped`); the query's order
// does not matter. Rows in a table 序号 | 标题 | 发布日期, details `view.jsp?id=N`.
function getForm() {
  const school = '青崖大学';
  const www = 'www.qya.edu.cn';
  const cols = [
    column({ key: '21', name: '招标公告', kind: 'call', per: 12, n1: 44, n2: 5, school, base: 21000, abbr: 'QYCG' }),
    column({ key: '22', name: '中标公示', kind: 'result', per: 12, n1: 20, n2: 2, school, base: 22000, abbr: 'QYCG' }),
    column({ key: '30', name: '新闻动态', kind: 'news', per: 10, n1: 14, n2: 2, school, base: 30000, abbr: 'QYXW' }),
  ];
  const [, , xw] = cols;
  const nav = [['首页', '/'], ['学校概况', '/cms/about.jsp'], ['新闻动态', '/cms/list.jsp?cid=30'], ['招标公告', '/cms/list.jsp?cid=21'], ['中标公示', '/cms/list.jsp?cid=22']];
  const listPage = (c, day, k) => () => {
    const rows = pageRows(c, day, k).map((r, i) => `<tr><td>${(k - 1) * c.per + i + 1}</td><td class="title"><a href="view.jsp?id=${r.id}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a></td><td>${r.date}</td></tr>`).join('\n');
    const total = pagesOn(c, day);
    const form = `<div class="pager">共${rowsOn(c, day).length}条记录 第${k}/${total}页
<form action="list.jsp" method="get" style="display:inline"><input type="hidden" name="cid" value="${c.key}" />转到第<input type="text" name="page" size="3" value="${k}" />页 <input type="submit" value="跳转" /></form></div>`;
    return html(layout({ school, title: `${c.name}-${school}`, nav, main: `<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${c.name}</div><div class="list"><h2>${c.name}</h2>
<table class="list-table"><tr><th>序号</th><th>标题</th><th>发布日期</th></tr>
${rows}
</table>${form}</div>` }), { list: `${c.key}:${k}`, tenders: c.tenders });
  };
  return makeSite({
    site: 'qya.edu.cn', school, shape: 'get-form', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}/cms/view.jsp?id=${r.id}`,
    listUrl: (c, k) => `http://${www}/cms/list.jsp?cid=${c.key}${k > 1 ? `&page=${k}` : ''}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => `/cms/view.jsp?id=${r.id}`, '/cms/list.jsp?cid=30') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.jsp`, home], [`http://${www}/cms/about.jsp`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        out.push([`http://${www}/cms/list.jsp?cid=${c.key}`, listPage(c, day, 1)]);
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}/cms/list.jsp?cid=${c.key}&page=${k}`, listPage(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}/cms/view.jsp?id=${r.id}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="list.jsp?cid=${c.key}">${c.name}</a>`, r })]);
      }
      return out;
    },
    fallback(req, day) {
      if (req.url.pathname !== '/cms/list.jsp') return undefined;
      const c = cols.find((x) => x.key === req.url.searchParams.get('cid'));
      if (!c) return undefined;
      const asked = Number.parseInt(req.url.searchParams.get('page') ?? '', 10);
      const k = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), pagesOn(c, day)) : 1;
      return { ...listPage(c, day, k)(), count: 'clamped' };
    },
  });
}

// ---------------------------------------------------------------- 3. year-tabs
// 墨川大学: 招标信息 is split by year: tabs 2026年 | 2025年 | 2024年 on every page of it, each a link
// to its own list `/zbxx/YYYY/index.htm` (`index_K.htm`, 10 a page). The nav links 2026's. New
// notices land in 2026; 2025's and 2024's rows (dated in their year) are notices too, day 1.
function yearTabs() {
  const school = '墨川大学';
  const www = 'www.mcx.edu.cn';
  const years = [
    column({ key: '2026', name: '招标信息2026年', kind: 'call', per: 10, n1: 26, n2: 4, school, base: 6200, newest: '2026-11-24', span: 320, abbr: 'MCZB' }),
    column({ key: '2025', name: '招标信息2025年', kind: 'call', per: 10, n1: 20, school, base: 5200, newest: '2025-12-26', span: 350, abbr: 'MCZB' }),
    column({ key: '2024', name: '招标信息2024年', kind: 'call', per: 10, n1: 12, school, base: 4200, newest: '2024-12-20', span: 330, abbr: 'MCZB' }),
  ];
  const xw = column({ key: 'xwdt', name: '新闻动态', kind: 'news', per: 10, n1: 14, n2: 2, school, base: 1000, abbr: 'MCXW' });
  const cols = [...years, xw];
  const nav = [['首页', '/'], ['学校概况', '/xxgk/index.htm'], ['新闻动态', '/xwdt/index.htm'], ['招标信息', '/zbxx/2026/index.htm']];
  const file = (k) => (k > 1 ? `index_${k}.htm` : 'index.htm');
  const tabs = (c) => `<div class="year-tab">${years.map((y) => `<a${y === c ? ' class="on"' : ''} href="/zbxx/${y.key}/index.htm">${y.key}年</a>`).join(' | ')}</div>`;
  const yearList = (c, day, k) => () => html(layout({ school, title: `招标信息-${school}`, nav, main: listMain({
    name: '招标信息', crumb: '<a href="/">首页</a> &gt; 招标信息', side: tabs(c),
    rows: liRows(pageRows(c, day, k), (r) => `/zbxx/info/${r.id}.htm`), pager: linkPager(rowsOn(c, day).length, c.per, k, (j) => `/zbxx/${c.key}/${file(j)}`),
  }) }), { list: `${c.key}:${k}`, tenders: true });
  return makeSite({
    site: 'mcx.edu.cn', school, shape: 'year-tabs', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}/zbxx/info/${r.id}.htm`,
    listUrl: (c, k) => (c.tenders ? `http://${www}/zbxx/${c.key}/${file(k)}` : `http://${www}/xwdt/${file(k)}`),
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => `/xwdt/info/${r.id}.htm`, '/xwdt/index.htm') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk/index.htm`, () => aboutPage(school, nav)]];
      for (const c of years) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}/zbxx/${c.key}/${file(k)}`, yearList(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}/zbxx/info/${r.id}.htm`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="/zbxx/${c.key}/index.htm">招标信息</a>`, r })]);
      }
      for (const k of oneTo(pagesOn(xw, day))) {
        out.push([`http://${www}/xwdt/${file(k)}`, () => html(layout({ school, title: `新闻动态-${school}`, nav, main: listMain({ name: '新闻动态', crumb: '<a href="/">首页</a> &gt; 新闻动态', rows: liRows(pageRows(xw, day, k), (r) => `/xwdt/info/${r.id}.htm`), pager: linkPager(rowsOn(xw, day).length, xw.per, k, (j) => `/xwdt/${file(j)}`) }) }), { list: `xwdt:${k}`, tenders: false })]);
      }
      for (const r of rowsOn(xw, day)) out.push([`http://${www}/xwdt/info/${r.id}.htm`, () => detailPage({ school, nav, crumb: '<a href="/">首页</a> &gt; <a href="/xwdt/index.htm">新闻动态</a>', r })]);
      return out;
    },
  });
}

// ---------------------------------------------------------------- 4. ajax-tabs
// 临溪大学: the nav has no procurement entry. The homepage's tab box 招标公告 | 中标公告 | 采购意向
// holds 招标公告's 7 newest rows; the other tabs' panels are empty `<ul>`s filled on hover by XHR
// from `/ajax/tab.jsp?type=2|3` (`<li>` rows, counted `fragments`); each tab has its 更多 link to
// its column, the other tabs' hidden (`style="display:none"`). The columns (12 a page) have a
// sidebar of the three.
function ajaxTabs() {
  const school = '临溪大学';
  const www = 'www.lxd.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 12, n1: 30, n2: 3, school, base: 4100, abbr: 'LXCG' }),
    column({ key: 'zbgs', name: '中标公告', kind: 'result', per: 12, n1: 20, n2: 2, school, base: 4300, abbr: 'LXCG' }),
    column({ key: 'cgyx', name: '采购意向', kind: 'intent', per: 12, n1: 14, n2: 2, school, base: 4500, abbr: 'LXYX' }),
    column({ key: 'xwzx', name: '新闻中心', kind: 'news', per: 10, n1: 14, n2: 2, school, base: 4000, abbr: 'LXXW' }),
  ];
  const tabCols = cols.slice(0, 3);
  const xw = cols[3];
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['信息公开', '/xxgk.htm']];
  const file = (k) => (k > 1 ? `list${k}.htm` : 'list.htm');
  const dir = (c) => (c.tenders ? `/zbcg/${c.key}` : `/${c.key}`);
  const href = (c) => (r) => `${dir(c)}/info/${r.id}.htm`;
  const mmdd = (r) => r.date.slice(5);
  const fragment = (c, day) => liRows(pageRows(c, day, 1).slice(0, 7), href(c), { date: mmdd });
  const script = `<script>
(function () {
  var heads = document.querySelectorAll('.tab-hd li');
  for (var i = 0; i < heads.length; i++) heads[i].onmouseover = function () {
    var t = this.getAttribute('data-type');
    for (var j = 0; j < heads.length; j++) {
      var u = heads[j].getAttribute('data-type'), on = u === t;
      heads[j].className = on ? 'on' : '';
      document.getElementById('tab' + u).style.display = on ? '' : 'none';
      document.getElementById('more' + u).style.display = on ? '' : 'none';
    }
    var box = document.getElementById('tab' + t);
    if (box.getAttribute('data-loaded')) return;
    var x = new XMLHttpRequest();
    x.open('GET', '/ajax/tab.jsp?type=' + t);
    x.onload = function () { box.innerHTML = x.responseText; box.setAttribute('data-loaded', '1'); };
    x.send();
  };
})();
</script>`;
  const home = (day) => () => html(layout({ school, title: school, nav, main: `<div class="tabbox"><ul class="tab-hd">${tabCols.map((c, i) => `<li data-type="${i + 1}"${i ? '' : ' class="on"'}>${c.name}</li>`).join('')}</ul>
${tabCols.map((c, i) => `<a class="more" id="more${i + 1}" href="${dir(c)}/list.htm"${i ? ' style="display:none"' : ''}>更多&gt;&gt;</a>`).join('')}
${tabCols.map((c, i) => (i ? `<ul class="tab-bd" id="tab${i + 1}" style="display:none"></ul>` : `<ul class="tab-bd" id="tab1" data-loaded="1">${fragment(c, day)}</ul>`)).join('\n')}
</div>${newsBox(xw, day, href(xw), '/xwzx/list.htm')}${script}` }));
  const side = (c) => `<div class="side"><h3>招标采购</h3><ul>${tabCols.map((x) => `<li${x === c ? ' class="on"' : ''}><a href="${dir(x)}/list.htm">${x.name}</a></li>`).join('')}</ul></div>`;
  const list = (c, day, k) => () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.tenders ? '招标采购 &gt; ' : ''}${c.name}`, side: c.tenders ? side(c) : '',
    rows: liRows(pageRows(c, day, k), href(c)), pager: linkPager(rowsOn(c, day).length, c.per, k, (j) => `${dir(c)}/${file(j)}`),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  return makeSite({
    site: 'lxd.edu.cn', school, shape: 'ajax-tabs', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${href(c)(r)}`,
    listUrl: (c, k) => `http://${www}${dir(c)}/${file(k)}`,
    routes(day) {
      const out = [[`http://${www}/`, home(day)], [`http://${www}/index.htm`, home(day)], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)]];
      tabCols.forEach((c, i) => out.push([`http://${www}/ajax/tab.jsp?type=${i + 1}`, () => html(fragment(c, day), { count: 'fragments' })]));
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${dir(c)}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${href(c)(r)}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="${dir(c)}/list.htm">${c.name}</a>`, r })]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 5. port-platform
// 汶水大学: www. is the school's site (news only); its nav's 采购平台 and a footer link go to the
// procurement platform on another host and port, `http://cgpt.wsd.edu.cn:8080/cgpt/index.jsp`
// (Tomcat: `/` redirects there). The platform's own nav: 招标公告 `/cgpt/notice/list.do?type=1`,
// 结果公示 `type=2`, `&pageNo=K` (12 a page), details `/cgpt/notice/detail.do?id=N`; its links are
// root-relative, so they keep the port. Notices are reported under `:8080`.
function portPlatform() {
  const school = '汶水大学';
  const www = 'www.wsd.edu.cn';
  const pt = 'cgpt.wsd.edu.cn';
  const ptBase = `http://${pt}:8080`;
  const cols = [
    column({ key: '1', name: '招标公告', kind: 'call', per: 12, n1: 36, n2: 4, school, base: 51000, abbr: 'WSCG' }),
    column({ key: '2', name: '结果公示', kind: 'result', per: 12, n1: 22, n2: 2, school, base: 52000, abbr: 'WSCG' }),
    column({ key: 'news', name: '学校新闻', kind: 'news', per: 10, n1: 14, n2: 2, school, base: 50000, abbr: 'WSXW' }),
  ];
  const [zb, jg, xw] = cols;
  const wwwNav = [['首页', '/'], ['学校概况', '/xxgk.html'], ['学校新闻', '/news/list.html'], ['采购平台', `${ptBase}/cgpt/index.jsp`]];
  const ptNav = [['平台首页', '/cgpt/index.jsp'], ['招标公告', '/cgpt/notice/list.do?type=1'], ['结果公示', '/cgpt/notice/list.do?type=2'], ['学校主页', `http://${www}/`]];
  const ptSchool = `${school}采购与招标管理平台`;
  const detail = (r) => `/cgpt/notice/detail.do?id=${r.id}`;
  const ptList = (c, day, k) => () => html(layout({ school: ptSchool, title: `${c.name}-${ptSchool}`, nav: ptNav, main: listMain({
    name: c.name, crumb: `<a href="/cgpt/index.jsp">平台首页</a> &gt; ${c.name}`,
    rows: liRows(pageRows(c, day, k), detail, { date: (r) => `[${r.date}]` }), pager: linkPager(rowsOn(c, day).length, c.per, k, (j) => `/cgpt/notice/list.do?type=${c.key}${j > 1 ? `&pageNo=${j}` : ''}`),
  }) }), { list: `${c.key}:${k}`, tenders: true });
  const newsFile = (k) => (k > 1 ? `list${k}.html` : 'list.html');
  const wwwHome = (day) => () => html(layout({ school, title: school, nav: wwwNav, main: `${newsBox(xw, day, (r) => `/news/${r.id}.html`, '/news/list.html')}
<div class="links">快速通道：<a href="${ptBase}/cgpt/index.jsp" target="_blank">采购与招标管理平台</a> <a href="/xxgk.html">信息公开</a></div>` }));
  return makeSite({
    site: 'wsd.edu.cn', school, shape: 'port-platform', seed: `http://${www}/`, hosts: [www, pt], cols,
    detailUrl: (c, r) => `${ptBase}${detail(r)}`,
    listUrl: (c, k) => (c.tenders ? `${ptBase}/cgpt/notice/list.do?type=${c.key}${k > 1 ? `&pageNo=${k}` : ''}` : `http://${www}/news/${newsFile(k)}`),
    routes(day) {
      const ptHome = () => html(layout({ school: ptSchool, title: ptSchool, nav: ptNav, main: [zb, jg].map((c) => `<div class="box"><h3>${c.name}<a class="more" href="/cgpt/notice/list.do?type=${c.key}">更多</a></h3><ul>${liRows(pageRows(c, day, 1).slice(0, 5), detail)}</ul></div>`).join('\n') }));
      const out = [
        [`http://${www}/`, wwwHome(day)], [`http://${www}/index.html`, wwwHome(day)], [`http://${www}/xxgk.html`, () => aboutPage(school, wwwNav)],
        [`http://${pt}/`, () => ({ status: 302, headers: { location: `${ptBase}/cgpt/index.jsp` } })],
        [`http://${pt}/cgpt/`, () => ({ status: 302, headers: { location: `${ptBase}/cgpt/index.jsp` } })],
        [`http://${pt}/cgpt/index.jsp`, ptHome],
      ];
      for (const c of [zb, jg]) {
        out.push([`http://${pt}/cgpt/notice/list.do?type=${c.key}`, ptList(c, day, 1)]);
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${pt}/cgpt/notice/list.do?pageNo=${k}&type=${c.key}`, ptList(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${pt}${detail(r)}`, () => detailPage({ school: ptSchool, nav: ptNav, crumb: `<a href="/cgpt/index.jsp">平台首页</a> &gt; <a href="/cgpt/notice/list.do?type=${c.key}">${c.name}</a>`, r })]);
      }
      for (const k of oneTo(pagesOn(xw, day))) out.push([`http://${www}/news/${newsFile(k)}`, () => html(layout({ school, title: `学校新闻-${school}`, nav: wwwNav, main: listMain({ name: '学校新闻', crumb: '<a href="/">首页</a> &gt; 学校新闻', rows: liRows(pageRows(xw, day, k), (r) => `/news/${r.id}.html`), pager: linkPager(rowsOn(xw, day).length, xw.per, k, (j) => `/news/${newsFile(j)}`) }) }), { list: `news:${k}`, tenders: false })]);
      for (const r of rowsOn(xw, day)) out.push([`http://${www}/news/${r.id}.html`, () => detailPage({ school, nav: wwwNav, crumb: '<a href="/">首页</a> &gt; <a href="/news/list.html">学校新闻</a>', r })]);
      return out;
    },
  });
}

// ---------------------------------------------------------------- 6. detail-dates
// 钟岭大学: TRS-style lists `/cgxx/cggg/index.html`, page K `index_{K-1}.html`, whose rows carry
// **no date** (`<li><a href="./ID.html" title>title</a></li>`; the detail URL has none either): the
// date is only on the detail page (`发布时间：YYYY-MM-DD`). 采购公告 14 a page, 成交公告 10 a page;
// the news column is dated the same way.
function detailDates() {
  const school = '钟岭大学';
  const www = 'www.zld.edu.cn';
  const cols = [
    column({ key: 'cggg', name: '采购公告', kind: 'call', per: 14, n1: 40, n2: 3, school, base: 71000, abbr: 'ZLCG' }),
    column({ key: 'cjgg', name: '成交公告', kind: 'result', per: 10, n1: 20, n2: 2, school, base: 72000, abbr: 'ZLCG' }),
    column({ key: 'xwzx', name: '新闻中心', kind: 'news', per: 10, n1: 14, n2: 2, school, base: 70000, abbr: 'ZLXW' }),
  ];
  const [cg, cj, xw] = cols;
  const dir = (c) => (c.tenders ? `/cgxx/${c.key}` : `/${c.key}`);
  const file = (k) => (k > 1 ? `index_${k - 1}.html` : 'index.html');
  const nav = [['首页', '/'], ['学校概况', '/xxgk/index.html'], ['新闻中心', '/xwzx/index.html'], ['采购信息', '/cgxx/cggg/index.html']];
  const side = (c) => (c.tenders ? `<div class="side"><h3>采购信息</h3><ul>${[cg, cj].map((x) => `<li${x === c ? ' class="on"' : ''}><a href="../${x.key}/index.html">${x.name}</a></li>`).join('')}</ul></div>` : '');
  const list = (c, day, k) => () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`, side: side(c),
    rows: liRows(pageRows(c, day, k), (r) => `./${r.id}.html`, { date: () => '' }), pager: linkPager(rowsOn(c, day).length, c.per, k, file),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  return makeSite({
    site: 'zld.edu.cn', school, shape: 'detail-dates', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${dir(c)}/${r.id}.html`,
    listUrl: (c, k) => `http://${www}${dir(c)}/${file(k)}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: `<div class="box"><h3>新闻中心<a class="more" href="/xwzx/index.html">更多&gt;&gt;</a></h3><ul>${liRows(pageRows(xw, day, 1).slice(0, 6), (r) => `/xwzx/${r.id}.html`, { date: () => '' })}</ul></div>` }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.html`, home], [`http://${www}/xxgk/index.html`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${dir(c)}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${dir(c)}/${r.id}.html`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="./index.html">${c.name}</a>`, r })]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- the web
let sites;
/** The six sites, made once (each title is drawn once in the web). */
export const web = () => (sites ??= [baseHref(), getForm(), yearTabs(), ajaxTabs(), portPlatform(), detailDates()]);

/** What the web shows on `day`: its seeds, the notices (each with the day it appeared), each site's list pages. */
export const truth = (day = 1) => truthOf(web(), day);
