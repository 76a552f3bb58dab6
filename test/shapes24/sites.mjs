// test/shapes24: FIRST CONTACT with six university-site shapes no earlier web has. Six made-up
// universities, one shape each: a column whose page 1 is a featured template (a top-3 highlight box
// over a list) and whose later pages are plain lists under another folder; rows dated only
// relatively when recent (`10:25`, `今天`, `昨天`, `3天前`) and fully when older; notices split over
// several pages (`content.jsp?id=N&page=2`), one notice each; notices posted as scanned images (the
// body only `<img>`); an English section `/en/` with its own news beside the Chinese site; two
// procurement offices (国资处, 后勤处) each on its own sub-domain, linked only from 机构设置.
// Written apart from the crawler, from public knowledge of how Chinese university sites are built;
// never from its code. The sites and the truth only: server.ts serves them with the kit (test/kit/).
import { article, DAYS, esc, html, layout, liRows, listMain, MS_PER_DAY, NOT_FOUND, oneTo, pad, rowsOn, truthOf } from '../kit/site-parts.mjs';
import { aboutPage, columnOf, detailPage, linkPager, makeSite, newsBox, pageRows, pagesOn, TODAY } from '../kit/column-site.mjs';
import { take } from './titles.mjs';

export { DAYS, NOT_FOUND, TODAY };

/** The web's own counters in /__stats. */
export const COUNTERS = ['notFound', 'continuation', 'images', 'english'];

// ---------------------------------------------------------------- columns
const column = columnOf(take);

// ---------------------------------------------------------------- 1. featured-first
// 溱湖大学: 招标公告's page 1 `/zbgg/index.html` is a featured template: a highlight box of the 3
// newest notices (big title, date, a summary line) over a list of the next 12; pages 2.. are plain
// lists of 12 under **another folder**, `/zbgglb/2.html`, `3.html` …, in the CMS's list template
// (their pager's 1 goes back to `/zbgg/index.html`). 中标公示 is the same shape, 学校新闻 plain.
function featuredFirst() {
  const school = '溱湖大学';
  const www = 'www.qhu.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 12, first: 15, n1: 40, n2: 4, school, base: 15000, abbr: 'QHZB' }),
    column({ key: 'zbgs', name: '中标公示', kind: 'result', per: 12, first: 15, n1: 26, n2: 2, school, base: 16000, abbr: 'QHZB' }),
    column({ key: 'xxxw', name: '学校新闻', kind: 'news', per: 12, n1: 20, n2: 2, school, base: 12000, abbr: 'QHXW' }),
  ];
  const xw = cols[2];
  const nav = [['首页', '/index.html'], ['学校概况', '/xxgk.html'], ['学校新闻', '/xxxw/index.html'], ['招标公告', '/zbgg/index.html'], ['中标公示', '/zbgs/index.html']];
  const pageUrl = (c, k) => (k === 1 ? `/${c.key}/index.html` : c.tenders ? `/${c.key}lb/${k}.html` : `/${c.key}/index_${k}.html`);
  const detail = (c, r) => `/${c.key}/${r.date.replace(/-/g, '').slice(0, 6)}/t${r.date.replace(/-/g, '')}_${r.id}.html`;
  const summary = (r) => `项目编号：${r.no}　预算金额：${r.budget.toFixed(2)}万元　${r.kind === 'call' ? `投标截止：${r.deadline}` : '公示期：1个工作日'}`;
  const featured = (c, day) => () => {
    const rows = pageRows(c, day, 1);
    const top = rows.slice(0, 3).map((r) => `<div class="focus-item"><h3><a href="${detail(c, r)}" target="_blank">${esc(r.title)}</a></h3><p class="sum">${summary(r)}</p><p class="time"><i class="icon-clock"></i>${r.date}</p></div>`).join('\n');
    const more = pagesOn(c, day) > 1 ? `<div class="more-bar"><a href="${pageUrl(c, 2)}">查看更多${c.name}&gt;&gt;</a></div>` : '';
    return html(layout({ school, title: `${c.name}-${school}`, nav, main: `<div class="crumb">当前位置：<a href="/index.html">首页</a> &gt; ${c.name}</div>
<div class="column-home"><div class="focus"><div class="focus-title">最新${c.name}</div>${top}</div>
<div class="column-list"><ul>${liRows(rows.slice(3), (r) => detail(c, r))}</ul></div>${more}</div>` }), { list: `${c.key}:1`, tenders: true });
  };
  const plain = (c, day, k) => () => html(`<!DOCTYPE html><html><head><meta charset="utf-8" /><title>${c.name}_${school}</title></head>
<body><table width="1000" align="center" class="top"><tr><td><img src="/images/logo.png" alt="${school}" /></td></tr></table>
<table width="1000" align="center"><tr><td class="wz">您现在的位置：<a href="/index.html">首页</a> &gt;&gt; <a href="/${c.key}/index.html">${c.name}</a> &gt;&gt; 列表</td></tr>
${pageRows(c, day, k).map((r) => `<tr><td class="lb"><a href="${detail(c, r)}" target="_blank">${esc(r.title)}</a></td><td class="rq" width="90">[${r.date}]</td></tr>`).join('\n')}
<tr><td colspan="2">${linkPager(rowsOn(c, day).length, pagesOn(c, day), k, (j) => pageUrl(c, j))}</td></tr></table></body></html>`, { list: `${c.key}:${k}`, tenders: c.tenders });
  const newsList = (day, k) => () => html(layout({ school, title: `学校新闻-${school}`, nav, main: listMain({ name: '学校新闻', crumb: '<a href="/index.html">首页</a> &gt; 学校新闻', rows: liRows(pageRows(xw, day, k), (r) => detail(xw, r)), pager: linkPager(rowsOn(xw, day).length, pagesOn(xw, day), k, (j) => pageUrl(xw, j)) }) }), { list: `xxxw:${k}`, tenders: false });
  return makeSite({
    site: 'qhu.edu.cn', school, shape: 'featured-first', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${detail(c, r)}`,
    listUrl: (c, k) => `http://${www}${pageUrl(c, k)}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => detail(xw, r), '/xxxw/index.html') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.html`, home], [`http://${www}/xxgk.html`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${pageUrl(c, k)}`, c.tenders ? (k === 1 ? featured(c, day) : plain(c, day, k)) : newsList(day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${detail(c, r)}`, () => detailPage({ school, nav, crumb: `<a href="/index.html">首页</a> &gt; <a href="/${c.key}/index.html">${c.name}</a>`, r })]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 2. relative-dates
// 沅江大学: 招标采购 `/cgxx/list.htm`, `list_2.htm` … (14 a page) and 结果公示 `/jggs/` date their rows
// as a "friendly time" from the web's today: today's rows by the hour (`10:25`) or `今天`,
// yesterday's `昨天`, 2–6 days back `N天前`, older ones `2026-11-10`. On day 2 the same rows read a
// day older (`今天` → `昨天`). The detail page has the full `发布时间：2026-11-24 10:25`.
function relativeDates() {
  const school = '沅江大学';
  const www = 'www.yjd.edu.cn';
  const cols = [
    column({ key: 'cgxx', name: '招标采购', kind: 'call', per: 14, n1: 38, n2: 4, school, base: 25000, abbr: 'YJCG', span: 50 }),
    column({ key: 'jggs', name: '结果公示', kind: 'result', per: 14, n1: 22, n2: 2, school, base: 26000, abbr: 'YJCG', span: 40 }),
    column({ key: 'xwzx', name: '新闻资讯', kind: 'news', per: 14, n1: 18, n2: 2, school, base: 22000, abbr: 'YJXW' }),
  ];
  const xw = cols[2];
  const file = (k) => (k > 1 ? `list_${k}.htm` : 'list.htm');
  const time = (r) => `${pad(8 + (r.id % 10), 2)}:${pad((r.id * 7) % 60, 2)}`;
  const ago = (day, r) => Math.round((Date.parse(`${TODAY[day]}T00:00:00Z`) - Date.parse(`${r.date}T00:00:00Z`)) / MS_PER_DAY);
  /** The list's friendly time of a row on `day`. */
  const friendly = (day, r) => {
    const n = ago(day, r);
    if (n === 0) return r.id % 2 ? time(r) : '今天';
    if (n === 1) return '昨天';
    if (n < 7) return `${n}天前`;
    return r.date;
  };
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻资讯', '/xwzx/list.htm'], ['招标采购', '/cgxx/list.htm'], ['结果公示', '/jggs/list.htm']];
  const list = (c, day, k) => () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`, rows: liRows(pageRows(c, day, k), (r) => `/${c.key}/${r.id}.htm`, { date: (r) => friendly(day, r) }),
    pager: linkPager(rowsOn(c, day).length, pagesOn(c, day), k, file),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  return makeSite({
    site: 'yjd.edu.cn', school, shape: 'relative-dates', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}/${c.key}/${r.id}.htm`,
    listUrl: (c, k) => `http://${www}/${c.key}/${file(k)}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: `<div class="box"><h3>新闻资讯<a class="more" href="/xwzx/list.htm">更多&gt;&gt;</a></h3><ul>${liRows(pageRows(xw, day, 1).slice(0, 6), (r) => `/xwzx/${r.id}.htm`, { date: (r) => friendly(day, r) })}</ul></div>` }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}/${c.key}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}/${c.key}/${r.id}.htm`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="/${c.key}/list.htm">${c.name}</a>`, r, info: `${r.date} ${time(r)}` })]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 3. split-notice
// 汶阳大学: a JSP CMS whose long articles are cut into pages: `content.jsp?id=N` (page 1, also
// `&page=1`), `content.jsp?id=N&page=2`, `&page=3`, each with the same <h1> and 发布时间 and a page
// bar (`共3页 1 2 3 下一页`) under the body. Every other call and every third result is split (the
// deadline and contact often only on a later page). One notice, its pages its URL forms.
// Lists `list.jsp?cid=21&page=K` (招标公告, 13 a page), cid 22 (中标结果), cid 3 (news).
function splitNotice() {
  const school = '汶阳大学';
  const www = 'www.wyd.edu.cn';
  const cols = [
    column({ key: '21', name: '招标公告', kind: 'call', per: 13, n1: 36, n2: 3, school, base: 35000, abbr: 'WYZB' }),
    column({ key: '22', name: '中标结果', kind: 'result', per: 13, n1: 22, n2: 2, school, base: 36000, abbr: 'WYZB' }),
    column({ key: '3', name: '学校要闻', kind: 'news', per: 13, n1: 18, n2: 2, school, base: 32000, abbr: 'WYXW' }),
  ];
  const xw = cols[2];
  const nav = [['首页', '/index.jsp'], ['学校概况', '/about.jsp'], ['学校要闻', '/list.jsp?cid=3'], ['招标公告', '/list.jsp?cid=21'], ['中标结果', '/list.jsp?cid=22']];
  const listHref = (c, k) => `list.jsp?cid=${c.key}${k > 1 ? `&amp;page=${k}` : ''}`;
  /** How many pages a notice is cut into (1: not cut). */
  const parts = (c, r) => (c.tenders && r.id % (c.kind === 'call' ? 2 : 3) === 0 ? 2 + (r.id % 4 === 0 ? 1 : 0) : 1);
  const chunks = (c, r) => {
    const ps = article(school, r).split(/(?<=<\/p>)\s*/).filter(Boolean);
    const n = parts(c, r);
    const size = Math.ceil(ps.length / n);
    return oneTo(n).map((j) => ps.slice((j - 1) * size, j * size).join(''));
  };
  const bar = (r, n, j) => (n < 2 ? '' : `<div class="art-pages">共${n}页 ${j > 1 ? `<a href="content.jsp?id=${r.id}&amp;page=${j - 1}">上一页</a> ` : ''}${oneTo(n).map((x) => (x === j ? `<b>${x}</b>` : `<a href="content.jsp?id=${r.id}&amp;page=${x}">${x}</a>`)).join(' ')}${j < n ? ` <a href="content.jsp?id=${r.id}&amp;page=${j + 1}">下一页</a>` : ''}</div>`);
  const list = (c, day, k) => () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/index.jsp">首页</a> &gt; ${c.name}`, rows: liRows(pageRows(c, day, k), (r) => `content.jsp?id=${r.id}`),
    pager: linkPager(rowsOn(c, day).length, pagesOn(c, day), k, (j) => listHref(c, j)),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  return makeSite({
    site: 'wyd.edu.cn', school, shape: 'split-notice', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}/content.jsp?id=${r.id}`,
    otherUrls: (c, r) => (parts(c, r) > 1 ? oneTo(parts(c, r)).map((j) => `http://${www}/content.jsp?id=${r.id}&page=${j}`) : []),
    listUrl: (c, k) => `http://${www}/list.jsp?cid=${c.key}${k > 1 ? `&page=${k}` : ''}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => `/content.jsp?id=${r.id}`, '/list.jsp?cid=3') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.jsp`, home], [`http://${www}/about.jsp`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}/list.jsp?cid=${c.key}${k > 1 ? `&page=${k}` : ''}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) {
          const cut = chunks(c, r);
          const crumb = `<a href="/index.jsp">首页</a> &gt; <a href="list.jsp?cid=${c.key}">${c.name}</a>`;
          const page = (j) => () => detailPage({ school, nav, crumb, r, content: cut[j - 1], after: bar(r, cut.length, j) });
          out.push([`http://${www}/content.jsp?id=${r.id}`, page(1)]);
          if (cut.length > 1) for (const j of oneTo(cut.length)) out.push([`http://${www}/content.jsp?id=${r.id}&page=${j}`, j > 1 ? () => ({ ...page(j)(), count: 'continuation' }) : page(1)]);
        }
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 4. scanned-image
// 蒙山学院: 招标采购 `/cgxx/index.htm`, `index_2.htm` … (12 a page): each notice is a scan of the
// signed paper notice. The list row is the title and the date only; the detail page is the <h1>,
// 发布时间 and one or two `<img src="/uploads/2026/1120/ID_1.png">`, no text of the body at all
// (images counted `images`). Still a notice, by its title. 新闻动态 beside it has text bodies.
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAG7buVgAAAABJRU5ErkJggg==', 'base64');
function scannedImage() {
  const school = '蒙山学院';
  const www = 'www.msc.edu.cn';
  const cols = [
    column({ key: 'cgxx', name: '招标采购', kind: 'call', per: 12, n1: 34, n2: 3, school, base: 45000, abbr: 'MSCG' }),
    column({ key: 'cgjg', name: '采购结果', kind: 'result', per: 12, n1: 20, n2: 2, school, base: 46000, abbr: 'MSCG' }),
    column({ key: 'xwdt', name: '新闻动态', kind: 'news', per: 12, n1: 18, n2: 2, school, base: 42000, abbr: 'MSXW' }),
  ];
  const xw = cols[2];
  const file = (k) => (k > 1 ? `index_${k}.htm` : 'index.htm');
  const dated = (r) => `${r.date.slice(0, 4)}/${r.date.slice(5, 7)}${r.date.slice(8, 10)}`;
  const path = (c, r) => `/${c.key}/${dated(r)}/${r.id}.htm`;
  const scans = (r) => oneTo(1 + (r.id % 2)).map((j) => `/uploads/${dated(r)}/${r.id}_${j}.png`);
  const nav = [['首页', '/'], ['学院概况', '/xygk.htm'], ['新闻动态', '/xwdt/index.htm'], ['招标采购', '/cgxx/index.htm'], ['采购结果', '/cgjg/index.htm']];
  const list = (c, day, k) => () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`, rows: liRows(pageRows(c, day, k), (r) => path(c, r)), pager: linkPager(rowsOn(c, day).length, pagesOn(c, day), k, file),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  return makeSite({
    site: 'msc.edu.cn', school, shape: 'scanned-image', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${path(c, r)}`,
    listUrl: (c, k) => `http://${www}/${c.key}/${file(k)}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => path(xw, r), '/xwdt/index.htm') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xygk.htm`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}/${c.key}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) {
          const content = c.tenders ? scans(r).map((src) => `<p style="text-align:center"><img src="${src}" width="800" border="0" alt="" /></p>`).join('') : undefined;
          out.push([`http://${www}${path(c, r)}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="/${c.key}/index.htm">${c.name}</a>`, r, ...(content ? { content } : {}) })]);
          if (c.tenders) for (const src of scans(r)) out.push([`http://${www}${src}`, () => ({ body: PNG_1x1, type: 'image/png', count: 'images' })]);
        }
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 5. en-section
// 澧水大学: a Chinese site (招标信息 `/zbxx/list.htm`, `list2.htm` …, 13 a page; 新闻网 `/xww/`) with
// an **English section** `/en/` (linked `English` from every Chinese page; `中文` back): its own
// nav (Home, About, News, Events, Admissions), News `/en/news/list.htm` (2 pages) and Events
// `/en/events/` with English articles `/en/news/ID.htm` (requests counted `english`). Nothing in
// English is a notice; procurement is in Chinese only.
const EN_TOPICS = ['International Students Celebrate Mid-Autumn Festival on Campus', 'University Hosts Forum on Green Chemistry and Sustainable Materials', 'Delegation from Partner University Visits School of Engineering', 'Students Win Gold at National Mathematical Contest in Modeling', 'New Joint Laboratory for Marine Ecology Opens', 'Library Launches Extended Opening Hours for Exam Season', 'Alumni Return for the 70th Anniversary Celebration', 'Research Team Publishes Findings on Wetland Restoration', 'Summer School on Chinese Language and Culture Concludes', 'Faculty Member Elected Fellow of National Academy', 'Campus Marathon Draws Over Two Thousand Runners', 'University Signs Cooperation Agreement with Local Hospital', 'Graduate Symposium on Artificial Intelligence Held', 'Orientation Week Welcomes New International Students', 'Art Exhibition Showcases Traditional Lacquerware', 'Volunteers Support Rural Education Program', 'Lecture Series on Water Resources Management Begins', 'Debate Team Reaches Final of Provincial Championship', 'Open Day Welcomes Prospective Students and Parents', 'Scholars Discuss Digital Humanities at Annual Workshop', 'Robotics Club Presents Autonomous Boat Prototype', 'Winter Vacation Arrangements for International Students', 'Call for Applications: Visiting Scholar Program 2027', 'Notice on Campus Network Maintenance This Weekend', 'Guest Lecture: Climate Change and River Basins', 'Choir Performs at the New Year Concert', 'Workshop on Academic Writing for Graduate Students', 'Photography Contest Results Announced'];
function enSection() {
  const school = '澧水大学';
  const www = 'www.lsu.edu.cn';
  const en = 'Lishui University';
  const cols = [
    column({ key: 'zbxx', name: '招标信息', kind: 'call', per: 13, n1: 38, n2: 4, school, base: 55000, abbr: 'LSZB' }),
    column({ key: 'xww', name: '新闻网', kind: 'news', per: 13, n1: 18, n2: 2, school, base: 52000, abbr: 'LSXW' }),
    column({ key: 'en-news', name: 'News', kind: 'news', per: 10, n1: 16, n2: 2, school, base: 57000, abbr: 'LSEN', titles: EN_TOPICS.slice(0, 18) }),
    column({ key: 'en-events', name: 'Events', kind: 'news', per: 10, n1: 8, n2: 2, school, base: 58000, abbr: 'LSEN', titles: EN_TOPICS.slice(18) }),
  ];
  const [zb, xw, enNews, enEvents] = cols;
  const file = (k) => (k > 1 ? `list${k}.htm` : 'list.htm');
  const dirOf = { zbxx: '/zbxx', xww: '/xww', 'en-news': '/en/news', 'en-events': '/en/events' };
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻网', '/xww/list.htm'], ['招标信息', '/zbxx/list.htm'], ['English', '/en/']];
  const enNav = [['Home', '/en/'], ['About', '/en/about.htm'], ['News', '/en/news/list.htm'], ['Events', '/en/events/list.htm'], ['Admissions', '/en/admissions.htm'], ['中文', '/']];
  const enDate = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const enPage = (title, main) => html(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8" /><title>${esc(title)} - ${en}</title></head>
<body><div id="top"><span class="logo">${en}</span><ul class="menu">${enNav.map(([t, h]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ul></div>
<div class="wrap">${main}</div><div id="foot">Copyright &copy; 2026 ${en}. All rights reserved.</div></body></html>`, { count: 'english' });
  const enRows = (c, rows) => rows.map((r) => `<li><a href="${dirOf[c.key]}/${r.id}.htm">${esc(r.title)}</a><span class="date">${enDate(r.date)}</span></li>`).join('\n');
  const enArticle = (c, r) => enPage(r.title, `<div class="crumb">You are here: <a href="/en/">Home</a> &gt; <a href="${dirOf[c.key]}/list.htm">${c.name}</a></div><div class="article"><h1>${esc(r.title)}</h1><div class="info">Posted: ${enDate(r.date)}</div>
<div class="content"><p>${esc(r.title)}. The event brought together students, faculty and guests from home and abroad, and was praised by participants for its rich content.</p><p>For more information, please contact the Office of International Cooperation and Exchange.</p></div></div>`);
  const list = (c, day, k) => () => (c.key.startsWith('en-')
    ? { ...enPage(c.name, `<div class="list"><h2>${c.name}</h2><ul>${enRows(c, pageRows(c, day, k))}</ul>${linkPager(rowsOn(c, day).length, pagesOn(c, day), k, file).replace(/共(\d+)条/, 'Total $1').replace('首页', 'First').replace('上一页', 'Prev').replace('下一页', 'Next').replace('尾页', 'Last').replace(/第(\d+)\/(\d+)页/, 'Page $1 of $2')}</div>`), list: `${c.key}:${k}`, tenders: false }
    : html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({ name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`, rows: liRows(pageRows(c, day, k), (r) => `${dirOf[c.key]}/${r.id}.htm`), pager: linkPager(rowsOn(c, day).length, pagesOn(c, day), k, file) }) }), { list: `${c.key}:${k}`, tenders: c.tenders }));
  return makeSite({
    site: 'lsu.edu.cn', school, shape: 'en-section', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${dirOf[c.key]}/${r.id}.htm`,
    listUrl: (c, k) => `http://${www}${dirOf[c.key]}/${file(k)}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => `/xww/${r.id}.htm`, '/xww/list.htm') }));
      const enHome = () => enPage('Home', `<div class="box"><h3>News<a class="more" href="/en/news/list.htm">More</a></h3><ul>${enRows(enNews, pageRows(enNews, day, 1).slice(0, 5))}</ul></div>
<div class="box"><h3>Events<a class="more" href="/en/events/list.htm">More</a></h3><ul>${enRows(enEvents, pageRows(enEvents, day, 1).slice(0, 4))}</ul></div>`);
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)],
        [`http://${www}/en/`, enHome], [`http://${www}/en/index.htm`, enHome],
        [`http://${www}/en/about.htm`, () => enPage('About', `<div class="article"><h1>About ${en}</h1><p>${en} is a comprehensive provincial university founded in 1956, with over 20,000 full-time students in 18 schools.</p></div>`)],
        [`http://${www}/en/admissions.htm`, () => enPage('Admissions', '<div class="article"><h1>Admissions</h1><p>Applications for degree programs taught in English are open from January to June each year.</p></div>')]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${dirOf[c.key]}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${dirOf[c.key]}/${r.id}.htm`, c.key.startsWith('en-') ? () => enArticle(c, r) : () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="${dirOf[c.key]}/list.htm">${c.name}</a>`, r })]);
      }
      void zb;
      return out;
    },
  });
}

// ---------------------------------------------------------------- 6. two-offices
// 沧澜大学: the main site www. has no procurement column and no procurement link in its nav or
// homepage. Its 机构设置 page `/jgsz.htm` lists 16 units, each on its own sub-domain; two of them
// publish tenders: 国有资产管理处 `gzc.cld.edu.cn` (a WebPlus-like 招标公告 `/zbgg.htm`, then
// `/zbgg/2.htm`, `/zbgg/1.htm` counted down, 12 a page, rows `/info/1021/ID.htm`) and 后勤管理处
// `hqc.cld.edu.cn` (采购公告 `/cggg/index.html`, `index_2.html`, 11 a page). Each office also has a
// 通知公告 column of ordinary office notices (not tenders); the other units' sites are one page.
const UNITS = [['党委办公室', 'dwb'], ['校长办公室', 'xb'], ['组织部', 'zzb'], ['宣传部', 'xcb'], ['发展规划处', 'fzghc'], ['人事处', 'rsc'], ['教务处', 'jwc'], ['科学技术处', 'kjc'], ['财务处', 'cwc'], ['国有资产管理处', 'gzc'], ['后勤管理处', 'hqc'], ['基建处', 'jjc'], ['保卫处', 'bwc'], ['研究生院', 'yjsy'], ['图书馆', 'lib'], ['网络与信息中心', 'nic']];
function twoOffices() {
  const school = '沧澜大学';
  const domain = 'cld.edu.cn';
  const www = `www.${domain}`;
  const gzc = `gzc.${domain}`;
  const hqc = `hqc.${domain}`;
  const cols = [
    column({ key: 'gzc-zbgg', name: '国资处招标公告', kind: 'call', per: 12, n1: 30, n2: 3, school, base: 65000, abbr: 'CLGZ' }),
    column({ key: 'hqc-cggg', name: '后勤处采购公告', kind: 'call', per: 11, n1: 24, n2: 2, school, base: 67000, abbr: 'CLHQ' }),
    column({ key: 'www-xw', name: '沧澜新闻', kind: 'news', per: 12, n1: 18, n2: 2, school, base: 62000, abbr: 'CLXW' }),
    column({ key: 'gzc-tz', name: '国资处通知公告', kind: 'news', per: 12, n1: 8, school, base: 63000, abbr: 'CLTZ' }),
    column({ key: 'hqc-tz', name: '后勤处通知公告', kind: 'news', per: 12, n1: 8, school, base: 64000, abbr: 'CLTZ' }),
  ];
  const [gz, hq, xw, gzTz, hqTz] = cols;
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['机构设置', '/jgsz.htm'], ['沧澜新闻', '/xw/list.htm'], ['人才招聘', '/rczp.htm']];
  const gzNav = [['首页', '/index.htm'], ['处室概况', '/cskg.htm'], ['通知公告', '/tzgg.htm'], ['招标公告', '/zbgg.htm'], ['学校主页', `http://${www}/`]];
  const hqNav = [['首页', '/index.html'], ['部门简介', '/bmjj.html'], ['通知公告', '/tzgg/index.html'], ['采购公告', '/cggg/index.html'], ['返回学校主页', `http://${www}/`]];
  // WebPlus-like: page 1 `/zbgg.htm`, page k>1 `/zbgg/{total+1-k}.htm` (counted down).
  const wp = (c, day, k, base) => (k === 1 ? `/${base}.htm` : `/${base}/${pagesOn(c, day) + 1 - k}.htm`);
  const hqFile = (k) => (k > 1 ? `index_${k}.html` : 'index.html');
  const at = {
    'gzc-zbgg': { host: gzc, list: (day, k) => wp(gz, day, k, 'zbgg'), row: (r) => `/info/1021/${r.id}.htm`, nav: gzNav, who: '国有资产管理处', sign: '国有资产管理处' },
    'gzc-tz': { host: gzc, list: (day, k) => wp(gzTz, day, k, 'tzgg'), row: (r) => `/info/1011/${r.id}.htm`, nav: gzNav, who: '国有资产管理处', sign: '' },
    'hqc-cggg': { host: hqc, list: (day, k) => `/cggg/${hqFile(k)}`, row: (r) => `/cggg/${r.date.replace(/-/g, '')}/${r.id}.html`, nav: hqNav, who: '后勤管理处', sign: '后勤管理处' },
    'hqc-tz': { host: hqc, list: (day, k) => `/tzgg/${hqFile(k)}`, row: (r) => `/tzgg/${r.date.replace(/-/g, '')}/${r.id}.html`, nav: hqNav, who: '后勤管理处', sign: '' },
    'www-xw': { host: www, list: (day, k) => `/xw/${k > 1 ? `list${k}.htm` : 'list.htm'}`, row: (r) => `/xw/info/${r.id}.htm`, nav, who: school, sign: '' },
  };
  const title = (c) => (c.key.startsWith('www') ? school : `${at[c.key].who}-${school}`);
  const listPage = (c, day, k) => () => html(layout({ school: title(c), title: `${c.name}-${title(c)}`, nav: at[c.key].nav, main: listMain({
    name: c.name.replace(/^(国资处|后勤处)/, ''), crumb: `<a href="${at[c.key].nav[0][1]}">首页</a> &gt; ${c.name.replace(/^(国资处|后勤处)/, '')}`,
    rows: liRows(pageRows(c, day, k), at[c.key].row), pager: linkPager(rowsOn(c, day).length, pagesOn(c, day), k, (j) => at[c.key].list(day, j)),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  const officeHome = (who, c, tz, day) => () => html(layout({ school: `${school}${who}`, title: `${who}-${school}`, nav: at[c.key].nav, main: `<div class="box"><h3>通知公告<a class="more" href="${at[tz.key].list(day, 1)}">更多</a></h3><ul>${liRows(pageRows(tz, day, 1).slice(0, 5), at[tz.key].row)}</ul></div>
<div class="box"><h3>${c.name.replace(/^(国资处|后勤处)/, '')}<a class="more" href="${at[c.key].list(day, 1)}">更多</a></h3><ul>${liRows(pageRows(c, day, 1).slice(0, 5), at[c.key].row)}</ul></div>` }));
  const units = () => html(layout({ school, title: `机构设置-${school}`, nav, main: `<div class="article"><h1>机构设置</h1><h3>党政管理与服务机构</h3><ul class="units">${UNITS.map(([n, h]) => `<li><a href="http://${h}.${domain}/" target="_blank">${n}</a></li>`).join('')}</ul></div>` }));
  const unitHome = (n) => () => html(layout({ school: `${school}${n}`, title: `${n}-${school}`, nav: [['首页', '/'], ['学校主页', `http://${www}/`]], main: `<div class="article"><h1>${n}</h1><p>${n}是学校的职能部门，负责相关管理与服务工作。</p></div>` }));
  return makeSite({
    site: domain, school, shape: 'two-offices', seed: `http://${www}/`, hosts: [www, ...UNITS.map(([, h]) => `${h}.${domain}`)], cols,
    detailUrl: (c, r) => `http://${at[c.key].host}${at[c.key].row(r)}`,
    // The counted-down page names move as pages are added, so a list page's address is the day's.
    listUrl: (c, k, day) => `http://${at[c.key].host}${at[c.key].list(day, k)}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, at['www-xw'].row, '/xw/list.htm') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)], [`http://${www}/jgsz.htm`, units],
        [`http://${www}/rczp.htm`, () => html(layout({ school, title: `人才招聘-${school}`, nav, main: '<div class="article"><h1>人才招聘</h1><p>学校常年招聘高层次人才，详见人事处网站。</p></div>' }))],
        [`http://${gzc}/`, officeHome('国有资产管理处', gz, gzTz, day)], [`http://${gzc}/index.htm`, officeHome('国有资产管理处', gz, gzTz, day)],
        [`http://${gzc}/cskg.htm`, () => html(layout({ school: `${school}国有资产管理处`, title: `处室概况-${school}`, nav: gzNav, main: '<div class="article"><h1>处室概况</h1><p>国有资产管理处负责学校国有资产管理、采购与招标管理工作。</p></div>' }))],
        [`http://${hqc}/`, officeHome('后勤管理处', hq, hqTz, day)], [`http://${hqc}/index.html`, officeHome('后勤管理处', hq, hqTz, day)],
        [`http://${hqc}/bmjj.html`, () => html(layout({ school: `${school}后勤管理处`, title: `部门简介-${school}`, nav: hqNav, main: '<div class="article"><h1>部门简介</h1><p>后勤管理处负责学校后勤保障、物业、餐饮及后勤类采购工作。</p></div>' }))]];
      for (const [n, h] of UNITS) if (h !== 'gzc' && h !== 'hqc') out.push([`http://${h}.${domain}/`, unitHome(n)]);
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${at[c.key].host}${at[c.key].list(day, k)}`, listPage(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${at[c.key].host}${at[c.key].row(r)}`, () => detailPage({ school: c.key.startsWith('www') ? school : `${school}${at[c.key].who}`, nav: at[c.key].nav, crumb: `<a href="${at[c.key].nav[0][1]}">首页</a> &gt; <a href="${at[c.key].list(day, 1)}">${c.name.replace(/^(国资处|后勤处)/, '')}</a>`, r, sign: at[c.key].sign })]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- the web
let sites;
/** The six sites, made once (each title is drawn once in the web). */
export const web = () => (sites ??= [featuredFirst(), relativeDates(), splitNotice(), scannedImage(), enSection(), twoOffices()]);

/** What the web shows on `day`: its seeds, the notices (each with the day it appeared), each site's list pages. */
export const truth = (day = 1) => truthOf(web(), day);
