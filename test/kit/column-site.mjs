// The column sites of test/shapes24 … shapes26, where their logic is the same: a column of rows by
// day (`columnOf(take)`: the web's own titles drawn in the same order), its pages and each page's
// rows (a `first` page size, or `group`), the detail page (`detailHtml`, `detailPage`), the link pager,
// a site's routing table and truth (`makeSite`), the homepage's news box, the 学校概况 page and a
// plain news column's routes (`newsRoutes`). A web keeps its own shapes; what it serves is byte for
// byte what it served with its own copies.
import { article, DAY2_DATE, esc, html, isoDay, keyOf, layout, liRows, listMain, MS_PER_DAY, NOT_FOUND, oneTo, pad, rowsOn } from './site-parts.mjs';

/** The web's "today" on each day (the relative dates count from it). */
export const TODAY = { 1: '2026-11-24', 2: DAY2_DATE };
/**
 * A column's rows, newest first: `n1` day-1 rows stepping back from `newest` (YYYY-MM-DD) over
 * `span` days, then `n2` day-2 rows dated 2026-11-25 on top. Ids count down from `base + rows`.
 * `titles` (newest first) replaces the drawn ones; `kinds` gives each row its own kind.
 * Made by `columnOf(take)` with the web's `take(kind, n, school)`.
 */
export const columnOf = (take) => function column({ key, name, kind, per, first = per, n1, n2 = 0, school, base, newest = '2026-11-24', span = 60, abbr, titles = take(kind, n1 + n2, school), kinds, group }) {
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
  return { key, name, kind, per, first, rows, group, tenders: kind !== 'news' };
};

/** Pages of a column: page 1 holds `first` rows, the others `per`; a column with `group` (rows → pages) is split by it. */
export const pagesOn = (c, day) => (c.group ? c.group(rowsOn(c, day)).length : 1 + Math.max(0, Math.ceil((rowsOn(c, day).length - c.first) / c.per)));
/** The rows of page `k` of a column on `day`. */
export const pageRows = (c, day, k) => (c.group ? c.group(rowsOn(c, day))[k - 1] ?? []
  : k === 1 ? rowsOn(c, day).slice(0, c.first) : rowsOn(c, day).slice(c.first + (k - 2) * c.per, c.first + (k - 1) * c.per));
/** A detail page; `content` replaces the body, `info` the 发布时间 line, `after` comes below the body (a page bar). */
export const detailHtml = ({ school, nav, crumb, r, meta, content = article(school, r), info = r.date, after = '', sign = '采购与招标管理中心' }) => layout({
  school, title: `${r.title}-${school}`, nav, meta,
  main: `<div class="crumb">当前位置：${crumb}</div><div class="article"><h1>${esc(r.title)}</h1>
<div class="info">发布时间：${info}　浏览次数：${37 + (r.id % 400)}</div><div class="content">${content}</div>${after}
<p class="sign">${esc(school)}${r.kind === 'news' ? '' : sign}</p><p class="sign">${r.date.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日')}</p></div>`,
});
/** The detail page as an HTML answer. */
export const detailPage = (o) => html(detailHtml(o));
/** A plain link pager over `total` pages: 首页 上一页 1 … N 下一页 尾页, `url(j)` page j's link (written as given: it may hold `&amp;`). */
export function linkPager(count, total, k, url, { first = true } = {}) {
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
export function makeSite({ site, school, shape, seed, hosts, cols, routes, fallback, detailUrl, otherUrls = () => [], listUrl, extraLists = () => [] }) {
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
      const pages = cols.flatMap((c) => oneTo(pagesOn(c, day)).map((k) => ({ page: `${c.key}:${k}`, tenders: c.tenders, url: listUrl(c, k, day), name: c.name }))).concat(extraLists(day));
      return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages };
    },
  };
}
/** The homepage's news box: the 6 newest news rows. */
export const newsBox = (c, day, href, more) => `<div class="box"><h3>新闻动态<a class="more" href="${esc(more)}">更多&gt;&gt;</a></h3><ul>${liRows(pageRows(c, day, 1).slice(0, 6), href)}</ul></div>`;
/** The 学校概况 page. */
export const aboutPage = (school, nav) => html(layout({ school, title: `学校概况-${school}`, nav, main: `<div class="article"><h1>学校概况</h1><p>${esc(school)}是一所以工为主、多学科协调发展的省属高校，现有全日制在校生两万余人。</p></div>` }));
/** A plain news column on `host`: `/{key}/list.htm`, `list{k}.htm`, rows `/{key}/info/{id}.htm`. */
export function newsRoutes({ school, nav, host, c, day }) {
  const url = (k) => `/${c.key}/${k > 1 ? `list${k}.htm` : 'list.htm'}`;
  const row = (r) => `/${c.key}/info/${r.id}.htm`;
  const out = oneTo(pagesOn(c, day)).map((k) => [`http://${host}${url(k)}`, () => html(layout({ school, title: `${c.name}-${school}`, nav, main: listMain({
    name: c.name, crumb: `<a href="/">首页</a> &gt; ${c.name}`, rows: liRows(pageRows(c, day, k), row), pager: linkPager(rowsOn(c, day).length, pagesOn(c, day), k, url),
  }) }), { list: `${c.key}:${k}`, tenders: false })]);
  for (const r of rowsOn(c, day)) out.push([`http://${host}${row(r)}`, () => detailPage({ school, nav, crumb: `<a href="/">首页</a> &gt; <a href="${url(1)}">${c.name}</a>`, r })]);
  return { out, url, row };
}
