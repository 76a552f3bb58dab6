// test/shapes26: FIRST CONTACT with six university-site shapes no earlier web has. Six made-up
// universities, one shape each: a column whose rows sit under date headings (no date on a row); a
// two-column list (two notices per table row, each with its own date cell); rows with a second
// [详情] link to the same notice and an [附件] link to its PDF; list titles carrying a status badge
// (已截止) / 【报名中】 the detail's <h1> has not; a list page holding its rows twice (a desktop table
// and a Bootstrap `visible-xs` block with shortened titles); pager links written absolute with an
// explicit :80 or protocol-relative on the bare-domain alias. Written apart from the crawler, from
// public knowledge of how Chinese university sites are built; never from its code. The sites and the
// truth only: server.ts serves them with the kit.
import { DAYS, esc, html, layout, NOT_FOUND, oneTo, rowsOn, truthOf } from '../kit/site-parts.mjs';
import { aboutPage, columnOf, detailPage, linkPager, makeSite, newsBox, newsRoutes, pageRows, pagesOn, TODAY } from '../kit/column-site.mjs';
import { take } from './titles.mjs';

export { DAYS, NOT_FOUND, TODAY };

/** The web's own counters in /__stats. */
export const COUNTERS = ['notFound', 'attachment', 'alias'];

// ---------------------------------------------------------------- columns
const column = columnOf(take);

const newsCol = (school, base, abbr) => column({ key: 'xwzx', name: '新闻中心', kind: 'news', per: 12, n1: 16, n2: 2, school, base, abbr });

const newsLists = (xw, host, day) => oneTo(pagesOn(xw, day)).map((k) => ({ page: `xwzx:${k}`, tenders: false, url: `http://${host}/xwzx/${k > 1 ? `list${k}.htm` : 'list.htm'}`, name: xw.name }));

/**
 * A site whose tender columns `cols` are written by `rowsHtml(c, rows, day)` (a page's rows) under
 * `pageUrl(c, k)` (a path), paged by `pagerHref(c, j)`; every page answered on each of `hosts`
 * (the first is the site's own). Details at `detail(c, r)`; `more(day, host)` adds routes.
 */
function build({ site, school, shape, hosts, cols, xw, nav, pageUrl, listUrl, pagerHref = (c, j) => pageUrl(c, j), detail, rowsHtml, head = '', otherUrls = () => [], more = () => [], after = () => '' }) {
  const [www] = hosts;
  return makeSite({
    site, school, shape, seed: `http://${www}/`, hosts, cols, otherUrls,
    detailUrl: (c, r) => `http://${www}${detail(c, r)}`,
    listUrl: listUrl ?? ((c, k) => `http://${www}${pageUrl(c, k)}`),
    extraLists: (day) => newsLists(xw, www, day),
    routes(day) {
      const out = [];
      for (const host of hosts) {
        const news = newsRoutes({ school, nav, host, c: xw, day });
        const home = () => html(layout({ school, title: school, nav, head, main: newsBox(xw, day, news.row, news.url(1)) }));
        out.push([`http://${host}/`, home], [`http://${host}/index.htm`, home], [`http://${host}/xxgk.htm`, () => aboutPage(school, nav)], ...news.out, ...more(day, host));
        for (const c of cols) {
          for (const k of oneTo(pagesOn(c, day))) out.push([`http://${host}${pageUrl(c, k)}`, () => html(layout({ school, title: `${c.name}-${school}`, nav, head, main: `<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${c.name}</div>
<div class="list"><h2>${c.name}</h2>${rowsHtml(c, pageRows(c, day, k), day)}${linkPager(rowsOn(c, day).length, pagesOn(c, day), k, (j) => pagerHref(c, j))}</div>` }), { list: `${c.key}:${k}`, tenders: true })]);
          for (const r of rowsOn(c, day)) out.push([`http://${host}${detail(c, r)}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="${pageUrl(c, 1)}">${c.name}</a>`, r, after: after(c, r) })]);
        }
      }
      return out;
    },
  });
}
const navOf = (cols, first = []) => [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ...first, ...cols.map((c) => [c.name, c.nav])];
const cnDate = (d) => d.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日');

// ---------------------------------------------------------------- 1. date-groups
// 汐川大学: 招标公告 `/zbgg/list.htm`, `list2.htm` (12 a page) and 中标公告 `/zbjg/` set their rows
// under **date headings**, one `<h4>2026年11月24日</h4><ul>` per day (a day split by the page break
// heads both pages); the rows carry no date. Details `/zbgg/info/ID.htm`.
function dateGroups() {
  const school = '汐川大学';
  const www = 'www.xcu.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 12, n1: 36, n2: 3, span: 30, school, base: 91000, abbr: 'XCZB' }),
    column({ key: 'zbjg', name: '中标公告', kind: 'result', per: 12, n1: 22, n2: 2, span: 30, school, base: 92000, abbr: 'XCZB' }),
  ];
  const pageUrl = (c, k) => `/${c.key}/${k > 1 ? `list${k}.htm` : 'list.htm'}`;
  for (const c of cols) c.nav = pageUrl(c, 1);
  const detail = (c, r) => `/${c.key}/info/${r.id}.htm`;
  const rowsHtml = (c, rows) => {
    const days = [...new Set(rows.map((r) => r.date))];
    return days.map((d) => `<div class="day-group"><h4>${cnDate(d)}</h4><ul>
${rows.filter((r) => r.date === d).map((r) => `<li><a href="${detail(c, r)}" target="_blank">${esc(r.title)}</a></li>`).join('\n')}
</ul></div>`).join('\n');
  };
  return build({ site: 'xcu.edu.cn', school, shape: 'date-groups', hosts: [www], cols, xw: newsCol(school, 90000, 'XCXW'), nav: navOf(cols), pageUrl, detail, rowsHtml });
}

// ---------------------------------------------------------------- 2. two-column
// 邗江大学: 采购公告 `/cggg/index.htm`, `index_2.htm` and 成交公告 `/cjgg/` (14 a page) lay their
// rows out **two to a table row**: `<tr><td><a>…</a></td><td>[2026-11-24]</td><td><a>…</a></td>
// <td>[2026-11-23]</td></tr>`, read left then right. Details `/cggg/content/ID.htm`.
function twoColumn() {
  const school = '邗江大学';
  const www = 'www.hju.edu.cn';
  const cols = [
    column({ key: 'cggg', name: '采购公告', kind: 'call', per: 14, n1: 40, n2: 4, school, base: 93000, abbr: 'HJCG' }),
    column({ key: 'cjgg', name: '成交公告', kind: 'result', per: 14, n1: 24, n2: 2, school, base: 94000, abbr: 'HJCG' }),
  ];
  const pageUrl = (c, k) => `/${c.key}/${k > 1 ? `index_${k}.htm` : 'index.htm'}`;
  for (const c of cols) c.nav = pageUrl(c, 1);
  const detail = (c, r) => `/${c.key}/content/${r.id}.htm`;
  const cell = (c, r) => (r ? `<td class="tit"><a href="${detail(c, r)}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a></td><td class="time">[${r.date}]</td>` : '<td class="tit">&nbsp;</td><td class="time">&nbsp;</td>');
  const rowsHtml = (c, rows) => `<table class="list2" width="100%" cellspacing="0">
${oneTo(Math.ceil(rows.length / 2)).map((i) => `<tr>${cell(c, rows[2 * i - 2])}${cell(c, rows[2 * i - 1])}</tr>`).join('\n')}
</table>`;
  return build({ site: 'hju.edu.cn', school, shape: 'two-column', hosts: [www], cols, xw: newsCol(school, 95000, 'HJXW'), nav: navOf(cols), pageUrl, detail, rowsHtml });
}

// ---------------------------------------------------------------- 3. detail-links
// 芩山大学: 招标采购 `/zbcg/list.htm`, `list_2.htm` (13 a page): each row has **three links**, the
// title, a `[详情]` link to the same notice and an `[附件]` link to its tender file
// `/upload/2026/ID.pdf` (a PDF, counted `attachment`; the detail page links it too). 中标结果
// `/zbjg/` (12 a page) rows have the title and `[详情]`. Details `/zbcg/info/ID.htm`.
function detailLinks() {
  const school = '芩山大学';
  const www = 'www.qsd.edu.cn';
  const cols = [
    column({ key: 'zbcg', name: '招标采购', kind: 'call', per: 13, n1: 34, n2: 3, school, base: 96000, abbr: 'QSZB' }),
    column({ key: 'zbjg', name: '中标结果', kind: 'result', per: 12, n1: 20, n2: 2, school, base: 97000, abbr: 'QSZB' }),
  ];
  const pageUrl = (c, k) => `/${c.key}/${k > 1 ? `list_${k}.htm` : 'list.htm'}`;
  for (const c of cols) c.nav = pageUrl(c, 1);
  const detail = (c, r) => `/${c.key}/info/${r.id}.htm`;
  const pdf = (r) => `/upload/2026/${r.id}.pdf`;
  const rowsHtml = (c, rows) => `<ul class="news-list">
${rows.map((r) => `<li><a class="tit" href="${detail(c, r)}" target="_blank">${esc(r.title)}</a><span class="ops"><a href="${detail(c, r)}" target="_blank">[详情]</a>${c.kind === 'call' ? ` <a href="${pdf(r)}" target="_blank">[附件]</a>` : ''}</span><span class="date">${r.date}</span></li>`).join('\n')}
</ul>`;
  const pdfBody = (r) => `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${r.no}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  const [zb] = cols;
  return build({
    site: 'qsd.edu.cn', school, shape: 'detail-links', hosts: [www], cols, xw: newsCol(school, 98000, 'QSXW'), nav: navOf(cols), pageUrl, detail, rowsHtml,
    after: (c, r) => (c.kind === 'call' ? `<p class="attach">附件：<a href="${pdf(r)}">${esc(r.no)}采购文件.pdf</a></p>` : ''),
    more: (day, host) => rowsOn(zb, day).map((r) => [`http://${host}${pdf(r)}`, () => ({ body: pdfBody(r), type: 'application/pdf', count: 'attachment' })]),
  });
}

// ---------------------------------------------------------------- 4. status-badge
// 澧阳大学: 招标公告 `/zbgg/list.htm`, `list_2.htm` (15 a page): inside each row's link, after the
// title, a **status badge** the detail page does not have: `<font color="red">【报名中】</font>`
// until the row's 投标截止时间, then `<span class="gray">(已截止)</span>` (so a row's badge can change
// on day 2); 中标公告 `/zbjg/` (12 a page) rows end in `【已结束】`. No title attribute. The truth's
// title is the detail's `<h1>`, without the badge. Details `/zbgg/info/ID.htm`.
function statusBadge() {
  const school = '澧阳大学';
  const www = 'www.lyu.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 15, n1: 42, n2: 4, span: 80, school, base: 99000, abbr: 'LYZB' }),
    column({ key: 'zbjg', name: '中标公告', kind: 'result', per: 12, n1: 20, n2: 2, school, base: 100000, abbr: 'LYZB' }),
  ];
  const pageUrl = (c, k) => `/${c.key}/${k > 1 ? `list_${k}.htm` : 'list.htm'}`;
  for (const c of cols) c.nav = pageUrl(c, 1);
  const detail = (c, r) => `/${c.key}/info/${r.id}.htm`;
  const badge = (c, r, day) => (c.kind === 'result' ? '【已结束】' : r.deadline < TODAY[day] ? '<span class="gray">(已截止)</span>' : '<font color="red">【报名中】</font>');
  const rowsHtml = (c, rows, day) => `<ul class="news-list">
${rows.map((r) => `<li><a href="${detail(c, r)}" target="_blank">${esc(r.title)}${badge(c, r, day)}</a><span class="date">${r.date}</span></li>`).join('\n')}
</ul>`;
  return build({ site: 'lyu.edu.cn', school, shape: 'status-badge', hosts: [www], cols, xw: newsCol(school, 101000, 'LYXW'), nav: navOf(cols), pageUrl, detail, rowsHtml });
}

// ---------------------------------------------------------------- 5. twice-rows
// 渌江大学: a Bootstrap template. 采购公告 `/cggg/list.htm`, `list2.htm` (12 a page) holds its rows
// **twice**: a desktop `<div class="hidden-xs"><table>` (full title, date) and a mobile
// `<div class="visible-xs"><ul>` (the same links, titles cut at 18 characters with …, dates
// `11-24`), hidden by the page's stylesheet on a wide screen. Each notice is one notice. Details
// `/cggg/info/ID.htm`.
function twiceRows() {
  const school = '渌江大学';
  const www = 'www.ljd.edu.cn';
  const cols = [column({ key: 'cggg', name: '采购公告', kind: 'call', per: 12, n1: 38, n2: 3, school, base: 102000, abbr: 'LJCG' })];
  const pageUrl = (c, k) => `/${c.key}/${k > 1 ? `list${k}.htm` : 'list.htm'}`;
  for (const c of cols) c.nav = pageUrl(c, 1);
  const detail = (c, r) => `/${c.key}/info/${r.id}.htm`;
  const cut = (t) => (t.length > 18 ? `${t.slice(0, 18)}…` : t);
  const head = '<meta name="viewport" content="width=device-width, initial-scale=1" /><style>.visible-xs{display:none!important}@media (max-width:767px){.visible-xs{display:block!important}.hidden-xs{display:none!important}}</style>';
  const rowsHtml = (c, rows) => `<div class="hidden-xs"><table class="table table-hover"><thead><tr><th>标题</th><th width="120">发布日期</th></tr></thead><tbody>
${rows.map((r) => `<tr><td><a href="${detail(c, r)}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a></td><td>${r.date}</td></tr>`).join('\n')}
</tbody></table></div>
<div class="visible-xs"><ul class="m-list">
${rows.map((r) => `<li><a href="${detail(c, r)}">${esc(cut(r.title))}</a><span>${r.date.slice(5)}</span></li>`).join('\n')}
</ul></div>`;
  return build({ site: 'ljd.edu.cn', school, shape: 'twice-rows', hosts: [www], cols, xw: newsCol(school, 103000, 'LJXW'), nav: navOf(cols), pageUrl, detail, rowsHtml, head });
}

// ---------------------------------------------------------------- 6. alias-pager
// 沅陵大学: `www.yld.edu.cn` and the bare `yld.edu.cn` serve the same site. 招标公告
// `/zbgg/list.htm`, `list_K.htm` and 中标公告 `/zbjg/` (12 a page): rows link absolute
// `http://www.yld.edu.cn/zbgg/info/ID.htm`; the pager's links are written absolute too, odd pages
// `http://www.yld.edu.cn:80/zbgg/list_K.htm` (an explicit default port) and even pages
// **protocol-relative on the alias** `//yld.edu.cn/zbgg/list_K.htm`; the nav writes
// `http://www.yld.edu.cn:80/zbgg/list.htm`. A page asked on the alias is counted `alias`. A
// notice counts under either host; the truth's list page is the address its pager links.
function aliasPager() {
  const school = '沅陵大学';
  const www = 'www.yld.edu.cn';
  const bare = 'yld.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 12, n1: 36, n2: 3, school, base: 104000, abbr: 'YLZB' }),
    column({ key: 'zbjg', name: '中标公告', kind: 'result', per: 12, n1: 24, n2: 2, school, base: 105000, abbr: 'YLZB' }),
  ];
  const pageUrl = (c, k) => `/${c.key}/${k > 1 ? `list_${k}.htm` : 'list.htm'}`;
  const pagerHref = (c, j) => (j % 2 ? `http://${www}:80${pageUrl(c, j)}` : `//${bare}${pageUrl(c, j)}`);
  for (const c of cols) c.nav = pagerHref(c, 1);
  const detail = (c, r) => `/${c.key}/info/${r.id}.htm`;
  const rowsHtml = (c, rows) => `<ul class="news-list">
${rows.map((r) => `<li><a href="http://${www}${detail(c, r)}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a><span class="date">${r.date}</span></li>`).join('\n')}
</ul>`;
  const s = build({
    site: 'yld.edu.cn', school, shape: 'alias-pager', hosts: [www, bare], cols, xw: newsCol(school, 106000, 'YLXW'), nav: navOf(cols), pageUrl, pagerHref, detail, rowsHtml,
    listUrl: (c, k) => `http://${k % 2 ? www : bare}${pageUrl(c, k)}`,
    otherUrls: (c, r) => [`http://${bare}${detail(c, r)}`],
  });
  const handle = s.handle;
  s.handle = (req, day) => { const a = handle(req, day); return req.host === bare && !a.count ? { ...a, count: 'alias' } : a; };
  return s;
}

// ---------------------------------------------------------------- the web
let sites;
/** The six sites, made once (each title is drawn once in the web). */
export const web = () => (sites ??= [dateGroups(), twoColumn(), detailLinks(), statusBadge(), twiceRows(), aliasPager()]);

/** What the web shows on `day`: its seeds, the notices (each with the day it appeared), each site's list pages. */
export const truth = (day = 1) => truthOf(web(), day);
