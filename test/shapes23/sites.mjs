// test/shapes23: FIRST CONTACT with six university-site shapes no earlier web has. Six made-up
// universities, one shape each: a list paged by row offset (`start=0|15|30`); a GBK site whose
// pages come with no Content-Type and gzip-compressed, the charset only in a <meta http-equiv>;
// relative links that climb above the root or are written with backslashes; a bare domain that
// redirects to www, a splash homepage (meta refresh + script) and rows linked on the bare host; a
// procurement table whose type is a separate badge cell beside a project-only title, next to news
// naming the same projects; column and detail paths in Chinese characters. Written apart from the
// crawler, from public knowledge of how Chinese university sites are built; never from its code.
// The sites and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { article, DAY2_DATE, DAYS, esc, html, isoDay, keyOf, layout, liRows, listMain, MS_PER_DAY, NOT_FOUND, oneTo, pad, rowsOn, truthOf } from '../kit/site-parts.mjs';
import { core, take } from './titles.mjs';

export { DAYS, NOT_FOUND };

/** The web's own counters in /__stats. */
export const COUNTERS = ['notFound', 'badStart', 'backslash', 'bareHops', 'wrongEncoding'];

// ---------------------------------------------------------------- columns
/**
 * A column's rows, newest first: `n1` day-1 rows stepping back from `newest` (YYYY-MM-DD) over
 * `span` days, then `n2` day-2 rows dated 2026-11-25 on top. Ids count down from `base + rows`.
 * `titles` (newest first) replaces the drawn ones; `kinds` gives each row its own kind.
 */
function column({ key, name, kind, per, n1, n2 = 0, school, base, newest = '2026-11-24', span = 60, abbr, titles = take(kind, n1 + n2, school), kinds }) {
  const top = Date.parse(`${newest}T00:00:00Z`);
  const dated = [
    ...titles.slice(0, n2).map((title) => ({ title, day: 2, date: DAY2_DATE })),
    ...titles.slice(n2).map((title, j) => ({ title, day: 1, date: isoDay(top - Math.floor((j * span) / Math.max(1, n1 - 1)) * MS_PER_DAY) })),
  ];
  const rows = dated.map((r, i) => {
    const id = base + dated.length - i;
    const year = r.date.slice(0, 4);
    return { ...r, id, kind: kinds?.[i] ?? kind, no: `${abbr}-${year}-${pad(id, 5)}`, budget: ((id * 37) % 480) + 12 + (id % 100) / 100, deadline: isoDay(Date.parse(`${r.date}T00:00:00Z`) + (14 + (id % 9)) * MS_PER_DAY) };
  });
  return { key, name, kind, per, rows, tenders: kind !== 'news' };
}
const pagesOn = (c, day) => Math.max(1, Math.ceil(rowsOn(c, day).length / c.per));
const pageRows = (c, day, k) => rowsOn(c, day).slice((k - 1) * c.per, k * c.per);

const detailHtml = ({ school, nav, crumb, r, meta }) => layout({
  school, title: `${r.title}-${school}`, nav, meta,
  main: `<div class="crumb">当前位置：${crumb}</div><div class="article"><h1>${esc(r.title)}</h1>
<div class="info">发布时间：${r.date}　浏览次数：${37 + (r.id % 400)}</div><div class="content">${article(school, r)}</div>
<p class="sign">${esc(school)}${r.kind === 'news' ? '' : '采购与招标管理中心'}</p><p class="sign">${r.date.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日')}</p></div>`,
});
const detailPage = (o) => html(detailHtml(o));
/** A plain link pager: 首页 上一页 1 … N 下一页 尾页, `url(j)` page j's link (written as given: it may hold `&amp;`). */
function linkPager(count, per, k, url, { first = true } = {}) {
  const total = Math.max(1, Math.ceil(count / per));
  const a = (j, text) => `<a href="${url(j)}">${text}</a>`;
  const parts = [`<span>共${count}条</span>`];
  if (k > 1) parts.push(...(first ? [a(1, '首页')] : []), a(k - 1, '上一页'));
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
      return make ? make(req) : (fallback?.(req, day) ?? NOT_FOUND);
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

// ---------------------------------------------------------------- 1. offset-pager
// 沣原大学: a JSP CMS whose lists are paged by row offset: `/list.jsp?lm=5` (page 1), then
// `list.jsp?lm=5&amp;start=15|30…` (15 a page; the pager's 1 is `start=0`), 上一页 / 下一页 / 尾页 and
// the numbers; details `/content.jsp?id=N`. A `start` that is no multiple of 15 shows the 15 rows
// from there (counted `badStart`, not a list page); out of range or not a number: the first page.
function offsetPager() {
  const school = '沣原大学';
  const www = 'www.fyd.edu.cn';
  const cols = [
    column({ key: '5', name: '招标公告', kind: 'call', per: 15, n1: 40, n2: 4, school, base: 15000, abbr: 'FYZB' }),
    column({ key: '6', name: '中标公告', kind: 'result', per: 15, n1: 24, n2: 2, school, base: 16000, abbr: 'FYZB' }),
    column({ key: '2', name: '学校新闻', kind: 'news', per: 15, n1: 20, n2: 2, school, base: 12000, abbr: 'FYXW' }),
  ];
  const xw = cols[2];
  const nav = [['首页', '/index.jsp'], ['学校概况', '/about.jsp'], ['学校新闻', '/list.jsp?lm=2'], ['招标公告', '/list.jsp?lm=5'], ['中标公告', '/list.jsp?lm=6']];
  const listAt = (c, day, start, counted) => () => {
    const all = rowsOn(c, day);
    const rows = all.slice(start, start + c.per);
    const k = Math.floor(start / c.per) + 1;
    const pager = linkPager(all.length, c.per, k, (j) => `list.jsp?lm=${c.key}&amp;start=${(j - 1) * c.per}`, { first: false });
    return html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({ name: c.name, crumb: `<a href="/index.jsp">首页</a> &gt; ${c.name}`, rows: liRows(rows, (r) => `content.jsp?id=${r.id}`), pager }) }),
      counted ? { list: `${c.key}:${k}`, tenders: c.tenders } : { count: 'badStart' });
  };
  return makeSite({
    site: 'fyd.edu.cn', school, shape: 'offset-pager', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}/content.jsp?id=${r.id}`,
    listUrl: (c, k) => `http://${www}/list.jsp?lm=${c.key}${k > 1 ? `&start=${(k - 1) * c.per}` : ''}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => `/content.jsp?id=${r.id}`, '/list.jsp?lm=2') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.jsp`, home], [`http://${www}/about.jsp`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        out.push([`http://${www}/list.jsp?lm=${c.key}`, listAt(c, day, 0, true)]);
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}/list.jsp?lm=${c.key}&start=${(k - 1) * c.per}`, listAt(c, day, (k - 1) * c.per, true)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}/content.jsp?id=${r.id}`, () => detailPage({ school, nav, crumb: `<a href="/index.jsp">首页</a> &gt; <a href="list.jsp?lm=${c.key}">${c.name}</a>`, r })]);
      }
      return out;
    },
    fallback(req, day) {
      if (req.url.pathname !== '/list.jsp') return undefined;
      const c = cols.find((x) => x.key === req.url.searchParams.get('lm'));
      if (!c) return undefined;
      const start = Number.parseInt(req.url.searchParams.get('start') ?? '', 10);
      const inRange = Number.isFinite(start) && start >= 0 && start < rowsOn(c, day).length;
      return inRange ? listAt(c, day, start, start % c.per === 0)() : listAt(c, day, 0, true)();
    },
  });
}

// ---------------------------------------------------------------- 2. sniffed-type
// 枫溪学院: an old IIS site in GBK. The homepage is `text/html` without a charset; every list page
// and detail page comes with **no Content-Type at all**, the charset only in
// `<meta http-equiv="Content-Type" content="text/html; charset=gb2312">`; lists are gzip-compressed
// when the client accepts it (IIS dynamic compression), details always (pre-compressed static
// files: `Content-Encoding: gzip` whatever was asked). Browsers sniff them as HTML.
// 采购信息 `/cgxx/zbgg/index.html`, `index_2.html` (12 a page); 成交公示 `/cgxx/cjgs/`.
function sniffedType() {
  const school = '枫溪学院';
  const www = 'www.fxc.edu.cn';
  const meta = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312" />';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 12, n1: 34, n2: 3, school, base: 25000, abbr: 'FXZB' }),
    column({ key: 'cjgs', name: '成交公示', kind: 'result', per: 12, n1: 18, n2: 2, school, base: 26000, abbr: 'FXZB' }),
    column({ key: 'xyxw', name: '学院新闻', kind: 'news', per: 12, n1: 18, n2: 2, school, base: 22000, abbr: 'FXXW' }),
  ];
  const [zb, cj, xw] = cols;
  const dir = (c) => (c.tenders ? `/cgxx/${c.key}` : `/${c.key}`);
  const file = (k) => (k > 1 ? `index_${k}.html` : 'index.html');
  const nav = [['首页', '/'], ['学院概况', '/xygk.html'], ['学院新闻', '/xyxw/index.html'], ['招标公告', '/cgxx/zbgg/index.html'], ['成交公示', '/cgxx/cjgs/index.html']];
  const gbk = (s) => iconv.encode(s, 'gbk');
  /** No Content-Type; gzip always, or when asked. */
  const bare = (text, extra, always) => ({
    ...extra,
    write(req, res) {
      const plain = gbk(text);
      const zip = always || /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = zip ? gzipSync(plain) : plain;
      res.writeHead(200, { 'content-length': String(body.length), ...(zip ? { 'content-encoding': 'gzip' } : {}), server: 'Microsoft-IIS/6.0' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  });
  const side = (c) => (c.tenders ? `<div class="side"><h3>采购信息</h3><ul>${[zb, cj].map((x) => `<li><a href="../${x.key}/index.html">${x.name}</a></li>`).join('')}</ul></div>` : '');
  const list = (c, day, k) => () => bare(layout({ school, title: `${c.name}-${school}`, nav, meta, main: listMain({
    name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`, side: side(c),
    rows: liRows(pageRows(c, day, k), (r) => `${r.id}.html`), pager: linkPager(rowsOn(c, day).length, c.per, k, file),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders }, false);
  return makeSite({
    site: 'fxc.edu.cn', school, shape: 'sniffed-type', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}${dir(c)}/${r.id}.html`,
    listUrl: (c, k) => `http://${www}${dir(c)}/${file(k)}`,
    routes(day) {
      const home = () => ({ body: gbk(layout({ school, title: school, nav, meta, main: newsBox(xw, day, (r) => `/xyxw/${r.id}.html`, '/xyxw/index.html') })), type: 'text/html' });
      const out = [[`http://${www}/`, home], [`http://${www}/index.html`, home], [`http://${www}/xygk.html`, () => ({ ...aboutPage(school, nav), body: gbk(aboutPage(school, nav).body.replace('<meta charset="utf-8" />', meta)), type: 'text/html' })]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${dir(c)}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${dir(c)}/${r.id}.html`, () => bare(detailHtml({ school, nav, meta, crumb: `<a href="/">首页</a> &gt; <a href="index.html">${c.name}</a>`, r }), {}, true)]);
      }
      return out;
    },
  });
}

// ---------------------------------------------------------------- 3. climb-root
// 泓川大学: a hand-kept static site. 招标公告 `/zbgg/list.htm`, `list2.htm` … (12 a page) links its
// rows `../../../info/2026/1120/ID.htm`: three levels up from `/zbgg/`, which a browser clamps at
// the root (`/info/2026/1120/ID.htm`). 中标公告 `/cgzx/zbjg/list.htm` is written on Windows: rows
// `..\..\info\2026\1120\ID.htm`, pager `.\list2.htm`; a browser reads `\` as `/`. A request whose
// path still holds a backslash (raw or `%5C`) is a 404 counted `backslash`.
function climbRoot() {
  const school = '泓川大学';
  const www = 'www.hcu.edu.cn';
  const cols = [
    column({ key: 'zbgg', name: '招标公告', kind: 'call', per: 12, n1: 34, n2: 4, school, base: 35000, abbr: 'HCZB' }),
    column({ key: 'zbjg', name: '中标公告', kind: 'result', per: 12, n1: 20, n2: 2, school, base: 36000, abbr: 'HCZB' }),
    column({ key: 'xwdt', name: '新闻动态', kind: 'news', per: 12, n1: 16, n2: 2, school, base: 32000, abbr: 'HCXW' }),
  ];
  const [zb, jg, xw] = cols;
  const dir = { zbgg: '/zbgg', zbjg: '/cgzx/zbjg', xwdt: '/xwdt' };
  const file = (k) => (k > 1 ? `list${k}.htm` : 'list.htm');
  const info = (r) => `info/${r.date.slice(0, 4)}/${r.date.slice(5, 7)}${r.date.slice(8, 10)}/${r.id}.htm`;
  const nav = [['首页', '/index.htm'], ['学校概况', '/xxgk.htm'], ['新闻动态', '/xwdt/list.htm'], ['招标公告', '/zbgg/list.htm'], ['中标公告', '/cgzx/zbjg/list.htm']];
  const href = { zbgg: (r) => `../../../${info(r)}`, zbjg: (r) => `..\\..\\${info(r).replace(/\//g, '\\')}`, xwdt: (r) => `/xwdt/${r.id}.htm` };
  const pagerUrl = { zbgg: file, zbjg: (j) => `.\\${file(j)}`, xwdt: file };
  const list = (c, day, k) => () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/index.htm">首页</a> &gt; ${c.name}`, rows: liRows(pageRows(c, day, k), href[c.key]), pager: linkPager(rowsOn(c, day).length, c.per, k, pagerUrl[c.key]),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  return makeSite({
    site: 'hcu.edu.cn', school, shape: 'climb-root', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => (c.tenders ? `http://${www}/${info(r)}` : `http://${www}/xwdt/${r.id}.htm`),
    listUrl: (c, k) => `http://${www}${dir[c.key]}/${file(k)}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, href.xwdt, '/xwdt/list.htm') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}${dir[c.key]}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([c.tenders ? `http://${www}/${info(r)}` : `http://${www}/xwdt/${r.id}.htm`, () => detailPage({ school, nav, crumb: `<a href="/index.htm">首页</a> &gt; <a href="${dir[c.key]}/list.htm">${c.name}</a>`, r })]);
      }
      void zb; void jg;
      return out;
    },
    fallback: (req) => (/\\|%5c/i.test(req.rawUrl) ? { ...NOT_FOUND, count: ['notFound', 'backslash'] } : undefined),
  });
}

// ---------------------------------------------------------------- 4. bare-splash
// 岷江大学: seeded as its bare domain `http://mjd.edu.cn/`, which 301s to `http://www.mjd.edu.cn/`
// (as does every path on the bare host, counted `bareHops`). www's `/` is a splash page: a picture,
// `<meta http-equiv="refresh" content="0;URL=main.htm">` and `window.location.href='main.htm'`,
// no link. `main.htm` has the nav (root-relative). The lists' rows and pager are written as
// absolute links on the **bare** host (`http://mjd.edu.cn/zbcg/2026/ID.htm`): each 301s to www.
// A notice counts in either form; its `url` is the www one (where the browser lands).
function bareSplash() {
  const school = '岷江大学';
  const bare = 'mjd.edu.cn';
  const www = `www.${bare}`;
  const cols = [
    column({ key: 'zbcg', name: '招标公告', kind: 'call', per: 13, n1: 36, n2: 3, school, base: 45000, abbr: 'MJZB' }),
    column({ key: 'cjgg', name: '成交公告', kind: 'result', per: 13, n1: 20, n2: 2, school, base: 46000, abbr: 'MJZB' }),
    column({ key: 'xwzx', name: '新闻中心', kind: 'news', per: 13, n1: 18, n2: 2, school, base: 42000, abbr: 'MJXW' }),
  ];
  const xw = cols[2];
  const file = (k) => (k > 1 ? `list_${k}.htm` : 'list.htm');
  const path = (c, r) => `/${c.key}/${r.date.slice(0, 4)}/${r.id}.htm`;
  const nav = [['首页', '/main.htm'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['招标公告', '/zbcg/list.htm'], ['成交公告', '/cjgg/list.htm']];
  const splash = () => html(`<!DOCTYPE html>
<html><head><meta charset="utf-8" /><title>${school}</title><meta http-equiv="refresh" content="0;URL=main.htm" />
<script type="text/javascript">window.location.href = 'main.htm';</script></head>
<body style="margin:0;background:#1b4e8c"><div style="text-align:center"><img src="/images/splash.jpg" alt="${school}欢迎您" width="1200" height="700" /></div></body></html>`);
  const list = (c, day, k) => () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/main.htm">首页</a> &gt; ${c.name}`, rows: liRows(pageRows(c, day, k), (r) => `http://${bare}${path(c, r)}`), pager: linkPager(rowsOn(c, day).length, c.per, k, (j) => `http://${bare}/${c.key}/${file(j)}`),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  return makeSite({
    site: bare, school, shape: 'bare-splash', seed: `http://${bare}/`, hosts: [bare, www], cols,
    detailUrl: (c, r) => `http://${www}${path(c, r)}`,
    otherUrls: (c, r) => [`http://${bare}${path(c, r)}`],
    listUrl: (c, k) => `http://${www}/${c.key}/${file(k)}`,
    routes(day) {
      const main = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => path(xw, r), '/xwzx/list.htm') }));
      const out = [[`http://${www}/`, splash], [`http://${www}/index.htm`, splash], [`http://${www}/main.htm`, main], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}/${c.key}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${path(c, r)}`, () => detailPage({ school, nav, crumb: `<a href="/main.htm">首页</a> &gt; <a href="/${c.key}/list.htm">${c.name}</a>`, r })]);
      }
      return out;
    },
    fallback: (req) => (req.host === bare ? { status: 301, headers: { location: `http://${www}${req.rawUrl.startsWith('/') ? req.rawUrl : req.url.pathname + req.url.search}` }, body: '', count: 'bareHops' } : undefined),
  });
}

// ---------------------------------------------------------------- 5. type-badge
// 澄湖大学: 招标采购 `/cgxx/list.htm`, `list2.htm` … (12 a page) is a table 类型 | 项目名称 | 日期 whose
// type is a badge cell (`[招标]` `[中标]` `[更正]` `[废标]`) and whose link text is the project alone
// (`…采购项目`); one project can have a [招标] row and a later [中标]/[更正]/[废标] row. The detail's
// <h1> is the full title (project + 招标公告 / 中标结果公告 / 更正公告 / 废标公告): the truth's title.
// The 新闻中心 column beside it names the same projects (`…顺利完工`, `…通过验收`), mixed with
// ordinary news: none of it is a notice.
function typeBadge() {
  const school = '澄湖大学';
  const www = 'www.chd.edu.cn';
  const projects = take('call', 26, school).map(core).map((p) => p.replace(/^.{0,4}大学/, (m) => (m === school ? m : school)));
  const word = { 招标: '招标公告', 中标: '中标结果公告', 更正: '更正公告', 废标: '废标公告' };
  const kindOf = { 招标: 'call', 中标: 'result', 更正: 'change', 废标: 'void' };
  // Newest first: day 2's 4 rows, then day 1's 30. A later row names a project whose [招标] row is older.
  const plan = [
    ['招标', 22], ['招标', 23], ['更正', 10], ['中标', 11],
    ['中标', 12], ['更正', 13], ['中标', 14], ['废标', 15], ['中标', 16], ['中标', 17], ['更正', 18], ['中标', 19],
    ...Array.from({ length: 22 }, (_, i) => ['招标', i]),
  ].map(([badge, p], i) => ({ badge, project: projects[p], i }));
  // The 22 day-1 [招标] rows are projects 0..21, newest (21) first.
  for (let i = 12; i < plan.length; i++) plan[i].project = projects[21 - (i - 12)];
  // Later rows name projects 10..19 by their place in that order (project 21 - n is row 12 + n).
  const cg = column({ key: 'cgxx', name: '招标采购', kind: 'call', per: 12, n1: 30, n2: 4, school, base: 55000, abbr: 'CHCG', titles: plan.map((p) => `${p.project}${word[p.badge]}`), kinds: plan.map((p) => kindOf[p.badge]) });
  cg.rows.forEach((r, i) => Object.assign(r, { badge: plan[i].badge, project: plan[i].project }));
  const said = ['顺利完工', '通过竣工验收', '顺利通过验收', '建设推进会召开'];
  const realNews = take('news', 10, school);
  // News about works projects only (a service contract is not 完工).
  const works = projects.slice(0, 22).filter((p) => /工程$/.test(p));
  const newsTitles = [`${works[8]}${said[0]}`, realNews[0], ...Array.from({ length: 16 }, (_, i) => (i % 2 ? realNews[1 + (i >> 1)] : `${works[i >> 1]}${said[(i >> 1) % 4]}`))];
  const xw = column({ key: 'xwzx', name: '新闻中心', kind: 'news', per: 10, n1: 16, n2: 2, school, base: 52000, abbr: 'CHXW', titles: newsTitles });
  const cols = [cg, xw];
  const file = (k) => (k > 1 ? `list${k}.htm` : 'list.htm');
  const nav = [['首页', '/'], ['学校概况', '/xxgk.htm'], ['新闻中心', '/xwzx/list.htm'], ['招标采购', '/cgxx/list.htm']];
  const cgList = (day, k) => () => {
    const rows = pageRows(cg, day, k).map((r) => `<tr><td class="lx"><span class="tag tag-${r.kind}">[${r.badge}]</span></td><td class="bt"><a href="/cgxx/info/${r.id}.htm" target="_blank" title="${esc(r.project)}">${esc(r.project)}</a></td><td class="rq">${r.date}</td></tr>`).join('\n');
    return html(layout({ school, title: `招标采购-${school}`, nav, main: `<div class="crumb">当前位置：<a href="/">首页</a> &gt; 招标采购</div><div class="list"><h2>招标采购</h2>
<table class="cg-table"><tr><th>类型</th><th>项目名称</th><th>发布日期</th></tr>
${rows}
</table>${linkPager(rowsOn(cg, day).length, cg.per, k, file)}</div>` }), { list: `cgxx:${k}`, tenders: true });
  };
  const xwList = (day, k) => () => html(layout({ school, title: `新闻中心-${school}`, nav, main: listMain({ name: '新闻中心', crumb: '<a href="/">首页</a> &gt; 新闻中心', rows: liRows(pageRows(xw, day, k), (r) => `/xwzx/info/${r.id}.htm`), pager: linkPager(rowsOn(xw, day).length, xw.per, k, file) }) }), { list: `xwzx:${k}`, tenders: false });
  return makeSite({
    site: 'chd.edu.cn', school, shape: 'type-badge', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => `http://${www}/${c.key}/info/${r.id}.htm`,
    listUrl: (c, k) => `http://${www}/${c.key}/${file(k)}`,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: `${newsBox(xw, day, (r) => `/xwzx/info/${r.id}.htm`, '/xwzx/list.htm')}
<div class="box"><h3>招标采购<a class="more" href="/cgxx/list.htm">更多&gt;&gt;</a></h3><ul>${pageRows(cg, day, 1).slice(0, 6).map((r) => `<li><em>[${r.badge}]</em><a href="/cgxx/info/${r.id}.htm" title="${esc(r.project)}">${esc(r.project)}</a><span>${r.date.slice(5)}</span></li>`).join('')}</ul></div>` }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/xxgk.htm`, () => aboutPage(school, nav)]];
      for (const k of oneTo(pagesOn(cg, day))) out.push([`http://${www}/cgxx/${file(k)}`, cgList(day, k)]);
      for (const k of oneTo(pagesOn(xw, day))) out.push([`http://${www}/xwzx/${file(k)}`, xwList(day, k)]);
      for (const c of cols) for (const r of rowsOn(c, day)) out.push([`http://${www}/${c.key}/info/${r.id}.htm`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="/${c.key}/list.htm">${c.name}</a>`, r })]);
      return out;
    },
  });
}

// ---------------------------------------------------------------- 6. chinese-paths
// 瑶山大学: a static site whose folders are named in Chinese and written so in the links
// (`href="/招标公告/index.htm"`, `index_2.htm`, rows `/招标公告/2026年/ID.htm`; 中标公示 and 学校新闻
// the same). A browser sends the path UTF-8 percent-encoded; a path percent-encoded in another
// charset (GBK) is a 404 counted `wrongEncoding`. 14 a page.
function chinesePaths() {
  const school = '瑶山大学';
  const www = 'www.ysd.edu.cn';
  const cols = [
    column({ key: '招标公告', name: '招标公告', kind: 'call', per: 14, n1: 38, n2: 3, school, base: 65000, abbr: 'YSZB' }),
    column({ key: '中标公示', name: '中标公示', kind: 'result', per: 14, n1: 22, n2: 2, school, base: 66000, abbr: 'YSZB' }),
    column({ key: '学校新闻', name: '学校新闻', kind: 'news', per: 14, n1: 20, n2: 2, school, base: 62000, abbr: 'YSXW' }),
  ];
  const xw = cols[2];
  const file = (k) => (k > 1 ? `index_${k}.htm` : 'index.htm');
  const path = (c, r) => `/${c.key}/${r.date.slice(0, 4)}年/${r.id}.htm`;
  const nav = [['首页', '/'], ['学校概况', '/学校概况.htm'], ['学校新闻', '/学校新闻/index.htm'], ['招标公告', '/招标公告/index.htm'], ['中标公示', '/中标公示/index.htm']];
  const list = (c, day, k) => () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`, rows: liRows(pageRows(c, day, k), (r) => path(c, r)), pager: linkPager(rowsOn(c, day).length, c.per, k, (j) => `/${c.key}/${file(j)}`),
  }) }), { list: `${c.key}:${k}`, tenders: c.tenders });
  return makeSite({
    site: 'ysd.edu.cn', school, shape: 'chinese-paths', seed: `http://${www}/`, hosts: [www], cols,
    detailUrl: (c, r) => new URL(`http://${www}${path(c, r)}`).href,
    listUrl: (c, k) => new URL(`http://${www}/${c.key}/${file(k)}`).href,
    routes(day) {
      const home = () => html(layout({ school, title: school, nav, main: newsBox(xw, day, (r) => path(xw, r), '/学校新闻/index.htm') }));
      const out = [[`http://${www}/`, home], [`http://${www}/index.htm`, home], [`http://${www}/学校概况.htm`, () => aboutPage(school, nav)]];
      for (const c of cols) {
        for (const k of oneTo(pagesOn(c, day))) out.push([`http://${www}/${c.key}/${file(k)}`, list(c, day, k)]);
        for (const r of rowsOn(c, day)) out.push([`http://${www}${path(c, r)}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="/${c.key}/index.htm">${c.name}</a>`, r })]);
      }
      return out;
    },
    fallback(req) {
      try { decodeURIComponent(req.url.pathname); return undefined; } catch { return { ...NOT_FOUND, count: ['notFound', 'wrongEncoding'] }; }
    },
  });
}

// ---------------------------------------------------------------- the web
let sites;
/** The six sites, made once (each title is drawn once in the web). */
export const web = () => (sites ??= [offsetPager(), sniffedType(), climbRoot(), bareSplash(), typeBadge(), chinesePaths()]);

/** What the web shows on `day`: its seeds, the notices (each with the day it appeared), each site's list pages. */
export const truth = (day = 1) => truthOf(web(), day);
