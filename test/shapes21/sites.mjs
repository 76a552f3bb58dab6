// test/shapes21: FIRST CONTACT with seven university sites that only a browser reads whole, each
// for a reason no earlier web has: an old app server whose answers carry Content-Length twice
// (Chromium reads them, Node's HTTP parser refuses them), rows whose notice address exists only in
// the answer to a POST their click sends, a pager that is only a <select> and a submit button in a
// POST form (no script, no page link), a list in an iframe whose src a script sets, a 加载更多
// button that pages by an opaque cursor, a list behind a cookie a script computes and then reloads
// (a 200 page with no challenge markers), and a list drawn inside a web component's shadow root.
// Written apart from the crawler, from public knowledge of how such sites behave; never from its code.
// The sites and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { take } from './titles.mjs';

// ---------------------------------------------------------------- content
const MS_PER_DAY = 86400000;
const DAY1_NEWEST = Date.UTC(2026, 10, 24);
const DAY1_SPAN = 54; // days from 2026-10-01 to 2026-11-24
const DAY2_DATE = '2026-11-25';

export const sha = (...parts) => createHash('sha1').update(parts.join('|')).digest('hex');
const num = (...parts) => parseInt(sha(...parts).slice(0, 8), 16);
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const escHtml = (s) => String(s).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
const oneTo = (n) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * A column's rows, newest first: { id, title, date, day, tender }. Day-2 rows (2026-11-25) sit on
 * top; day-1 rows step evenly back from 11-24 to 10-01, in an order a hash decides.
 */
function rowsOf(school, base, kind, [d1, d2]) {
  const titles = take(kind, d1 + d2, school).map((title, i) => ({ title, tender: kind === 'tenders', day: i < d2 ? 2 : 1 }));
  const shuffled = (xs) => xs.sort((a, b) => num(base, a.title) - num(base, b.title));
  const older = shuffled(titles.filter((r) => r.day === 1));
  const dated = [
    ...shuffled(titles.filter((r) => r.day === 2)).map((r) => ({ ...r, date: DAY2_DATE })),
    ...older.map((r, j) => ({ ...r, date: isoDay(DAY1_NEWEST - Math.floor((j * DAY1_SPAN) / Math.max(1, older.length - 1)) * MS_PER_DAY) })),
  ];
  return dated.map((r, i) => ({ ...r, id: base + dated.length - i }));
}
const column = (key, name, per, rows) => ({ key, name, per, rows });

/** The body of a detail page: a tender's 项目编号, 预算金额, 投标截止时间; a news item's prose. */
function articleOf(school, r) {
  if (!r.tender) return `<p>全校师生：</p><p>${escHtml(r.title)}相关工作已按计划推进，现将有关情况通报如下，请各单位结合实际认真落实。</p><p>${escHtml(school)}党委宣传部</p>`;
  const yuan = ((r.id * 37) % 480) + 12;
  return `<p>${escHtml(school)}就下列项目进行公开采购，欢迎符合条件的供应商参加。</p>
<p>一、项目编号：${escHtml(school.slice(0, 2))}CG-2026-${String(r.id).padStart(5, '0')}</p>
<p>二、预算金额：人民币 ${yuan}.${String(r.id % 100).padStart(2, '0')} 万元</p>
<p>三、投标截止时间：2026-12-${String(5 + (r.id % 20)).padStart(2, '0')} 09:30（北京时间），逾期送达的投标文件恕不接受。</p>
<p>四、联系方式：国有资产与采购管理处 李老师，电话 0${700 + (r.id % 200)}-8${String(r.id).padStart(6, '0')}</p>`;
}

/** A pager of plain links: 首页 上一页 1 … N 下一页 尾页, `url(j)` the link of page j. */
function linkPager({ count, per, k, url, target = '' }) {
  const total = Math.max(1, Math.ceil(count / per));
  const a = (j, text) => `<a href="${escHtml(url(j))}"${target}>${text}</a>`;
  const parts = [`<span class="count">共${count}条 ${per}条/页</span>`];
  if (k > 1) parts.push(a(1, '首页'), a(k - 1, '上一页'));
  for (const j of oneTo(total)) parts.push(j === k ? `<strong>${j}</strong>` : a(j, String(j)));
  if (k < total) parts.push(a(k + 1, '下一页'), a(total, '尾页'));
  return `<div class="pages">${parts.join(' ')} <span>第${k}/${total}页</span></div>`;
}
const plainRow = (href, r) => `<li><a href="${escHtml(href)}" target="_blank" title="${escHtml(r.title)}">${escHtml(r.title)}</a><span class="date">${r.date}</span></li>`;
const html = (body, extra = {}) => ({ body, type: 'text/html; charset=utf-8', ...extra });
const json = (data, extra = {}) => ({ body: JSON.stringify(data), type: 'application/json; charset=utf-8', ...extra });
const js = (body) => ({ body, type: 'application/javascript; charset=utf-8' });
const NOT_FOUND = { status: 404, body: '<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1><p>您访问的页面不存在。</p></body></html>', type: 'text/html; charset=utf-8', count: 'notFound' };
/** A number from a string, or undefined. */
const idIn = (s) => (s != null && /^\d{1,7}$/.test(s) ? Number(s) : undefined);
const pageParam = (url, name = 'page') => idIn(url.searchParams.get(name) ?? '1');
const cookieOf = (req, name) => (req.headers.cookie ?? '').split(/;\s*/).map((c) => c.split('=')).find(([k]) => k === name)?.[1];

// ---------------------------------------------------------------- one school
/**
 * A made-up school with a tender column and a news column (`cols`). Spec: `host`, `school`,
 * `shape`, `cols`, `listHref(key, k)` (a list page as the site links it; page 1 in the nav),
 * `detailHref(key, r)` (the notice's address), `row(c, r)` (list markup of a row), `head`,
 * `pages(c, day)` (the truth's list pages of a column: { url, shell?, post? } for each page), and
 * `route(req, day, ctx, site)` → a response or undefined (404). A response is
 * { status?, body, type?, headers?, count? (a stats counter), list? ('key:k'), tenders?, raw? }.
 */
function makeSchool(spec) {
  const { host, school, cols } = spec;
  const origin = `http://${host}/`;
  const abs = (href) => new URL(href, origin).href;
  const onDay = (c, day) => c.rows.filter((r) => r.day <= day);
  const pageCount = (c, day) => Math.max(1, Math.ceil(onDay(c, day).length / c.per));
  const holdsTenders = (c) => c.rows.some((r) => r.tender);
  const row = spec.row ?? ((c, r) => plainRow(spec.detailHref(c.key, r), r));
  const nav = [`<a href="/">首页</a>`, `<a href="/xxgk/index.html">学校概况</a>`, ...cols.map((c) => `<a href="${escHtml(spec.listHref(c.key, 1))}">${c.name}</a>`)].map((a) => `<li>${a}</li>`).join('');
  const crumb = (...steps) => `<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${steps.join(' &gt; ')}</div>`;
  const colLink = (c) => `<a href="${escHtml(spec.listHref(c.key, 1))}">${c.name}</a>`;
  const layout = (title, main) => `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8" /><title>${escHtml(title)}</title>${spec.head ?? ''}</head>
<body><div id="top"><a class="logo" href="/">${escHtml(school)}</a><ul class="menu">${nav}</ul></div>
<div class="wrap">${main}</div>
<div id="foot">版权所有 &copy; 2026 ${escHtml(school)}　地址：学府路${(num(host) % 300) + 1}号</div></body></html>`;
  const news = cols.find((c) => !holdsTenders(c));

  const site = {
    host, school, shape: spec.shape, site: host.replace(/^www\./, ''), cols, abs, onDay, pageCount, row, layout, crumb, colLink,
    /** Nav, a box of the news column's 6 newest rows (更多), and a 快速通道 to every column. */
    home: (day) => layout(school, `<div class="box"><div class="box-hd"><span>${news.name}</span><a class="more" href="${escHtml(spec.listHref(news.key, 1))}">更多&gt;&gt;</a></div>
<ul class="news-list">\n${onDay(news, day).slice(0, 6).map((r) => row(news, r)).join('\n')}\n</ul></div>
<div class="box"><div class="box-hd"><span>快速通道</span></div><ul>${cols.map((c) => `<li>${colLink(c)}</li>`).join('')}<li><a href="/xxgk/index.html">学校概况</a></li></ul></div>`),
    /** A list page's main part: breadcrumb, heading, `inner` (rows and pager). */
    listMain: (c, inner) => `${crumb(colLink(c))}\n<div class="col-title"><h2>${c.name}</h2></div>\n${inner}`,
    /** The rows of page k, in the site's row markup. */
    rowsHtml: (c, k, day) => `<ul class="news-list">\n${onDay(c, day).slice((k - 1) * c.per, k * c.per).map((r) => row(c, r)).join('\n')}\n</ul>`,
    /** A column and page `k` when it is a real page that day. */
    page: (key, k, day) => { const c = cols.find((x) => x.key === key); return c && k >= 1 && k <= pageCount(c, day) ? c : undefined; },
    counted: (c, k) => ({ list: `${c.key}:${k}`, tenders: holdsTenders(c) }),
    /** Notice `id`'s detail page, when it is shown on `day` and asked under its own address. */
    detail(id, day, path) {
      const c = cols.find((x) => onDay(x, day).some((r) => r.id === id));
      const r = c?.rows.find((x) => x.id === id);
      if (!c || !r || new URL(abs(spec.detailHref(c.key, r))).pathname !== path) return undefined;
      return html(layout(`${r.title}-${school}`, `${crumb(colLink(c), '正文')}
<div class="article"><h1>${escHtml(r.title)}</h1>
<div class="meta">发布时间：${r.date}　来源：${r.tender ? '国有资产与采购管理处' : '党委宣传部'}　浏览次数：${(num(host, r.id) % 800) + 21}</div>
<div class="article-body">${articleOf(school, r)}</div></div>`));
    },
    notices: (day) => cols.flatMap((c) => onDay(c, day).filter((r) => r.tender).map((r) => {
      const url = abs(spec.detailHref(c.key, r));
      return { url, urls: [url], title: r.title, date: r.date, site: site.site, shape: spec.shape, day: r.day };
    })),
    lists(day) {
      const pages = cols.flatMap((c) => (spec.pages?.(c, day, site) ?? oneTo(pageCount(c, day)).map((k) => ({ url: abs(spec.listHref(c.key, k)) })))
        .map((p, i) => ({ page: `${c.key}:${i + 1}`, tenders: holdsTenders(c), ...p })));
      return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages };
    },
    handle(req, day, ctx) {
      const path = req.url.pathname;
      if (['/', '/index.html', '/index.htm'].includes(path)) return html(site.home(day));
      if (path === '/xxgk/index.html') return html(layout(`学校概况-${school}`, `${crumb('学校概况')}<div class="article"><h1>学校概况</h1><p>${escHtml(school)}是一所多学科协调发展的省属本科高校，现有全日制在校生两万余人。</p></div>`));
      if (path === '/robots.txt') return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };
      return spec.route(req, day, ctx, site) ?? NOT_FOUND;
    },
  };
  return site;
}

// ---------------------------------------------------------------- 1. twice-length
// An old JSP application server behind a proxy that adds its own Content-Length: every .jsp answer
// carries `Content-Length` twice (the same value). Chromium accepts identical duplicates; Node's
// llhttp (node:http, fetch, undici) refuses the answer (HPE_UNEXPECTED_CONTENT_LENGTH). The
// homepage and 学校概况 come from the front nginx and are clean.
const twiceLength = () => {
  const name = '沅江财经学院';
  return makeSchool({
    host: 'www.yjc.edu.cn', school: name, shape: 'twice-length',
    cols: [column('zbxx', '招标信息', 12, rowsOf(name, 1100, 'tenders', [40, 5])), column('xwzx', '新闻中心', 12, rowsOf(name, 1000, 'news', [20, 2]))],
    listHref: (key, k) => `/${key}/list.jsp${k > 1 ? `?page=${k}` : ''}`,
    detailHref: (key, r) => `/${key}/view.jsp?id=${r.id}`,
    route(req, day, ctx, site) {
      const m = /^\/(zbxx|xwzx)\/(list|view)\.jsp$/.exec(req.url.pathname);
      if (!m) return undefined;
      let out;
      if (m[2] === 'view') out = site.detail(idIn(req.url.searchParams.get('id')) ?? -1, day, req.url.pathname);
      else {
        const k = pageParam(req.url);
        const c = site.page(m[1], k, day);
        if (c) out = html(site.layout(`${c.name}-${name}`, site.listMain(c, `${site.rowsHtml(c, k, day)}\n${linkPager({ count: site.onDay(c, day).length, per: c.per, k, url: (j) => `list.jsp${j > 1 ? `?page=${j}` : ''}` })}`)), site.counted(c, k));
      }
      return { ...(out ?? NOT_FOUND), raw: 'twice-length', count: out ? 'twiceLength' : 'notFound' };
    },
  });
};

// ---------------------------------------------------------------- 2. post-resolve
// Rows carry a numeric id in an onclick and nothing else: viewNotice(id) in /js/notice.js POSTs the
// id to /api/notice/url.do and goes to the URL it answers, a path keyed by a hash no page shows.
const NOTICE_JS = `/* notice.js: opens a notice: its address comes from the server */
function viewNotice(id) {
  var x = new XMLHttpRequest();
  x.open('POST', '/api/notice/url.do', true);
  x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
  x.onload = function () {
    var j = JSON.parse(x.responseText);
    if (j.code === 0) window.location.href = j.url;
    else alert(j.msg);
  };
  x.send('id=' + encodeURIComponent(id));
}
`;
const postResolve = () => {
  const name = '清渠理工大学';
  const hashOf = (id) => sha('qql-notice-key', id).slice(0, 16);
  const detailHref = (key, r) => `/${key}/c/${hashOf(r.id)}.html`;
  return makeSchool({
    host: 'www.qql.edu.cn', school: name, shape: 'post-resolve',
    cols: [column('zbgg', '招标公告', 12, rowsOf(name, 2100, 'tenders', [44, 4])), column('xwdt', '新闻动态', 12, rowsOf(name, 2000, 'news', [20, 2]))],
    head: '<script type="text/javascript" src="/js/notice.js"></script>',
    listHref: (key, k) => `/${key}/list${k > 1 ? `_${k}` : ''}.html`,
    detailHref,
    row: (c, r) => `<li class="item" onclick="viewNotice(${r.id})" style="cursor:pointer"><span class="tit" title="${escHtml(r.title)}">${escHtml(r.title)}</span><span class="time">${r.date}</span></li>`,
    route(req, day, ctx, site) {
      const path = req.url.pathname;
      if (path === '/js/notice.js') return js(NOTICE_JS);
      if (path === '/api/notice/url.do') {
        if (req.method !== 'POST') return { ...json({ code: 405, msg: '请求方式错误' }), status: 405, count: 'badResolves' };
        const id = idIn(new URLSearchParams(req.body).get('id'));
        const c = site.cols.find((x) => site.onDay(x, day).some((r) => r.id === id));
        if (!c) return json({ code: 1, msg: '信息不存在或已删除' }, { count: 'badResolves' });
        return json({ code: 0, url: detailHref(c.key, c.rows.find((r) => r.id === id)) }, { count: 'resolves' });
      }
      const d = /^\/(zbgg|xwdt)\/c\/([0-9a-f]{16})\.html$/.exec(path);
      if (d) {
        const r = site.cols.flatMap((c) => c.rows).find((x) => hashOf(x.id) === d[2]);
        return r ? site.detail(r.id, day, path) : undefined;
      }
      const m = /^\/(zbgg|xwdt)\/list(?:_(\d+))?\.html$/.exec(path);
      const k = m && m[2] !== '1' ? Number(m[2] ?? 1) : 0;
      const c = m && site.page(m[1], k, day);
      if (!c) return undefined;
      return html(site.layout(`${c.name}-${name}`, site.listMain(c, `${site.rowsHtml(c, k, day)}\n${linkPager({ count: site.onDay(c, day).length, per: c.per, k, url: (j) => `list${j > 1 ? `_${j}` : ''}.html` })}`)), site.counted(c, k));
    },
  });
};

// ---------------------------------------------------------------- 3. select-form
// A JSP list paged only by a POST form: a <select name="pageNo"> and a 跳转 submit button, a hidden
// token the page issued (any token issued that day is good), no script and no page link. A GET is
// page 1 whatever its query; a POST without a good token is 页面已过期.
const selectForm = () => {
  const name = '澜沙师范学院';
  return makeSchool({
    host: 'www.lsh.edu.cn', school: name, shape: 'select-form',
    cols: [column('cgxx', '采购信息', 10, rowsOf(name, 3100, 'tenders', [38, 4])), column('xxyw', '学校要闻', 12, rowsOf(name, 3000, 'news', [20, 2]))],
    listHref: (key) => `/${key}/list.do`,
    detailHref: (key, r) => `/${key}/detail.do?id=${r.id}`,
    pages: (c, day, site) => oneTo(site.pageCount(c, day)).map((k) => ({ url: site.abs(`/${c.key}/list.do`), post: `pageNo=${k}` })),
    route(req, day, ctx, site) {
      const path = req.url.pathname;
      const d = /^\/(cgxx|xxyw)\/detail\.do$/.exec(path);
      if (d) return site.detail(idIn(req.url.searchParams.get('id')) ?? -1, day, path);
      const m = /^\/(cgxx|xxyw)\/list\.do$/.exec(path);
      if (!m) return undefined;
      let k = 1;
      let count;
      if (req.method === 'POST') {
        const form = new URLSearchParams(req.body);
        if (!ctx.tokens.has(form.get('token') ?? '')) {
          return html(site.layout(`提示-${name}`, `${site.crumb('提示')}<div class="err"><p>页面已过期，请返回列表重新进入。</p><p><a href="/${m[1]}/list.do">返回列表</a></p></div>`), { count: 'badTokens' });
        }
        k = idIn(form.get('pageNo') ?? '1') ?? 0;
      } else if (req.url.search) count = 'wrongAsks';
      const c = site.page(m[1], k, day);
      if (!c) return undefined;
      const total = site.pageCount(c, day);
      const token = ctx.newToken();
      const form = `<form name="pageForm" method="post" action="/${c.key}/list.do" class="pages">
<input type="hidden" name="token" value="${token}" />
共${site.onDay(c, day).length}条记录　第${k}/${total}页　转到
<select name="pageNo">${oneTo(total).map((j) => `<option value="${j}"${j === k ? ' selected="selected"' : ''}>第${j}页</option>`).join('')}</select>
<input type="submit" value="跳转" class="btn" /></form>`;
      return html(site.layout(`${c.name}-${name}`, site.listMain(c, `${site.rowsHtml(c, k, day)}\n${form}`)), { ...site.counted(c, k), ...(count ? { count } : {}) });
    },
  });
};

// ---------------------------------------------------------------- 4. script-iframe
// The column page holds an empty iframe whose src an inline script sets; the frame is the list
// (rows target _top, a plain pager inside the frame). Its address is in no attribute of any page.
const scriptIframe = () => {
  const name = '鹤洲医科大学';
  const frameHref = (key, k) => `/cms/frame.jsp?col=${key}&page=${k}`;
  return makeSchool({
    host: 'www.hzy.edu.cn', school: name, shape: 'script-iframe',
    cols: [column('zbcg', '招标采购', 11, rowsOf(name, 4100, 'tenders', [36, 5])), column('xwzx', '新闻中心', 12, rowsOf(name, 4000, 'news', [20, 2]))],
    listHref: (key) => `/${key}/index.html`,
    detailHref: (key, r) => `/${key}/info/${r.id}.html`,
    pages: (c, day, site) => oneTo(site.pageCount(c, day)).map((k) => ({ url: site.abs(frameHref(c.key, k)), shell: site.abs(`/${c.key}/index.html`) })),
    route(req, day, ctx, site) {
      const path = req.url.pathname;
      const d = /^\/(zbcg|xwzx)\/info\/(\d+)\.html$/.exec(path);
      if (d) return site.detail(Number(d[2]), day, path);
      const s = /^\/(zbcg|xwzx)\/(?:index\.html)?$/.exec(path);
      if (s) {
        const c = site.page(s[1], 1, day);
        return html(site.layout(`${c.name}-${name}`, site.listMain(c, `<iframe id="listFrame" name="listFrame" frameborder="0" scrolling="no" width="100%" height="560"></iframe>
<script type="text/javascript">
(function () {
  var col = '${c.key}';
  document.getElementById('listFrame').src = '/cms/' + 'frame.jsp?col=' + col + '&page=1';
})();
</script>`)), { count: 'shells' });
      }
      if (path !== '/cms/frame.jsp') return undefined;
      const k = pageParam(req.url) ?? 0;
      const c = site.page(req.url.searchParams.get('col'), k, day);
      if (!c) return undefined;
      return html(`<!DOCTYPE html>
<html><head><meta charset="utf-8" /><title>${c.name}</title><style>body{margin:0;font-size:14px}</style></head>
<body>${site.rowsHtml(c, k, day).replace(/target="_blank"/g, 'target="_top"')}
${linkPager({ count: site.onDay(c, day).length, per: c.per, k, url: (j) => frameHref(c.key, j) })}</body></html>`, site.counted(c, k));
    },
  });
};

// ---------------------------------------------------------------- 5. cursor-more
// The column page shows its newest 10 rows; 加载更多 appends the next ones from
// /<col>/more.do?cursor=<opaque>, the cursor in the button's data attribute and in each answer (keyset
// paging: the cursor names the last row shown, signed). No page link, no offset to guess.
const cursorMore = () => {
  const name = '泰北交通学院';
  const sig = (key, after) => sha('tbj-cursor', key, after).slice(0, 10);
  const cursorOf = (key, after) => Buffer.from(JSON.stringify({ c: key, a: after, s: sig(key, after) })).toString('base64url');
  const readCursor = (token) => {
    try {
      const o = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
      return o && typeof o.a === 'number' && o.s === sig(o.c, o.a) ? o : undefined;
    } catch { return undefined; }
  };
  const moreScript = `<script type="text/javascript">
(function () {
  var btn = document.getElementById('loadMore'), list = document.getElementById('rows');
  function h(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'); }
  btn.addEventListener('click', function () {
    var cur = btn.getAttribute('data-cursor');
    if (!cur || btn.disabled) return;
    btn.disabled = true;
    btn.textContent = '加载中…';
    fetch(location.pathname.replace(/[^/]*$/, '') + 'more.do?cursor=' + encodeURIComponent(cur)).then(function (r) { return r.json(); }).then(function (d) {
      for (var i = 0; i < d.rows.length; i++) {
        var li = document.createElement('li');
        li.innerHTML = '<a href="' + h(d.rows[i].url) + '" target="_blank" title="' + h(d.rows[i].title) + '">' + h(d.rows[i].title) + '</a><span class="date">' + h(d.rows[i].date) + '</span>';
        list.appendChild(li);
      }
      btn.disabled = false;
      if (d.next) { btn.setAttribute('data-cursor', d.next); btn.textContent = '加载更多'; }
      else { btn.removeAttribute('data-cursor'); btn.textContent = '没有更多了'; }
    });
  });
})();
</script>`;
  return makeSchool({
    host: 'www.tbj.edu.cn', school: name, shape: 'cursor-more',
    cols: [column('zbgg', '招标公告', 10, rowsOf(name, 5100, 'tenders', [42, 6])), column('xwzx', '新闻中心', 11, rowsOf(name, 5000, 'news', [20, 2]))],
    listHref: (key) => `/${key}/index.html`,
    detailHref: (key, r) => `/${key}/info/${r.id}.html`,
    pages: (c, day, site) => oneTo(site.pageCount(c, day)).map((k) => ({
      url: site.abs(k === 1 ? `/${c.key}/index.html` : `/${c.key}/more.do?cursor=${cursorOf(c.key, site.onDay(c, day)[(k - 1) * c.per - 1].id)}`),
    })),
    route(req, day, ctx, site) {
      const path = req.url.pathname;
      const d = /^\/(zbgg|xwzx)\/info\/(\d+)\.html$/.exec(path);
      if (d) return site.detail(Number(d[2]), day, path);
      const m = /^\/(zbgg|xwzx)\/(?:(index\.html)?|(more\.do))$/.exec(path);
      const c = m && site.cols.find((x) => x.key === m[1]);
      if (!c) return undefined;
      const rows = site.onDay(c, day);
      if (!m[3]) {
        const next = rows.length > c.per ? cursorOf(c.key, rows[c.per - 1].id) : '';
        return html(site.layout(`${c.name}-${name}`, site.listMain(c, `<ul class="news-list" id="rows">\n${rows.slice(0, c.per).map((r) => site.row(c, r)).join('\n')}\n</ul>
<div class="more"><button type="button" id="loadMore"${next ? ` data-cursor="${next}"` : ''}>${next ? '加载更多' : '没有更多了'}</button></div>\n${moreScript}`)), site.counted(c, 1));
      }
      const cur = readCursor(req.url.searchParams.get('cursor') ?? '');
      const at = cur && cur.c === c.key ? rows.findIndex((r) => r.id === cur.a) : -1;
      if (at < 0) return { ...json({ code: 400, msg: '参数错误' }), status: 400, count: 'badCursors' };
      const slice = rows.slice(at + 1, at + 1 + c.per);
      const next = at + 1 + c.per < rows.length ? cursorOf(c.key, slice[slice.length - 1].id) : null;
      // A page of the day's list when the cursor falls on a page boundary (a cursor of another day may not).
      const k = (at + 1) % c.per === 0 ? (at + 1) / c.per + 1 : `after${at + 1}`;
      return json({ rows: slice.map((r) => ({ title: r.title, date: r.date, url: `/${c.key}/info/${r.id}.html` })), next }, slice.length ? site.counted(c, k) : {});
    },
  });
};

// ---------------------------------------------------------------- 6. script-cookie
// Lists and details answer, without the cookie wsd_v, a 200 page "页面加载中" whose script computes
// the cookie's value (it changes daily), sets it and reloads. No challenge markers, no 4xx.
const scriptCookie = () => {
  const name = '武胜大学';
  const seed = (day) => [...sha('wsd-visit', day).slice(0, 12)].map((ch) => parseInt(ch, 16) + 3);
  const valueOf = (day) => seed(day).reduce((v, x) => (v * 31 + x) % 1000003, 0).toString(16);
  const loader = (day) => `<!DOCTYPE html>
<html><head><meta charset="utf-8" /><title>${name}</title></head>
<body><p style="text-align:center;margin-top:120px;color:#999">页面加载中，请稍候…</p>
<script type="text/javascript">
(function () {
  var a = [${seed(day).join(',')}], v = 0;
  for (var i = 0; i < a.length; i++) v = (v * 31 + a[i]) % 1000003;
  document.cookie = 'wsd_v=' + v.toString(16) + '; path=/';
  location.reload();
})();
</script></body></html>`;
  return makeSchool({
    host: 'www.wsd.edu.cn', school: name, shape: 'script-cookie',
    cols: [column('cggl', '采购公告', 12, rowsOf(name, 6100, 'tenders', [40, 4])), column('xwdt', '新闻动态', 12, rowsOf(name, 6000, 'news', [20, 2]))],
    listHref: (key, k) => `/${key}/list${k > 1 ? `_${k}` : ''}.htm`,
    detailHref: (key, r) => `/${key}/content/${r.id}.htm`,
    route(req, day, ctx, site) {
      const path = req.url.pathname;
      const m = /^\/(cggl|xwdt)\/(?:list(?:_(\d+))?|content\/(\d+))\.htm$/.exec(path);
      if (!m || m[2] === '1') return undefined;
      if (cookieOf(req, 'wsd_v') !== valueOf(day)) return html(loader(day), { count: 'cookieGates', headers: { 'cache-control': 'no-store' } });
      if (m[3]) return site.detail(Number(m[3]), day, path);
      const k = Number(m[2] ?? 1);
      const c = site.page(m[1], k, day);
      if (!c) return undefined;
      return html(site.layout(`${c.name}-${name}`, site.listMain(c, `${site.rowsHtml(c, k, day)}\n${linkPager({ count: site.onDay(c, day).length, per: c.per, k, url: (j) => `list${j > 1 ? `_${j}` : ''}.htm` })}`)), site.counted(c, k));
    },
  });
};

// ---------------------------------------------------------------- 7. shadow-list
// The column page holds <notice-list column page>; its script (a custom element) draws rows and a
// pager of real links inside an open shadow root, from /api/notices. The light DOM holds neither.
const NOTICE_LIST_JS = `/* notice-list.js: the list as a web component */
(function () {
  function h(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'); }
  class NoticeList extends HTMLElement {
    connectedCallback() {
      var root = this.shadowRoot || this.attachShadow({ mode: 'open' });
      var col = this.getAttribute('column'), page = parseInt(this.getAttribute('page') || '1', 10);
      root.innerHTML = '<p class="loading">加载中…</p>';
      fetch('/api/notices?column=' + encodeURIComponent(col) + '&page=' + page).then(function (r) { return r.json(); }).then(function (d) {
        var out = ['<style>ul{list-style:none;padding:0}li{display:flex;justify-content:space-between}.pages a,.pages b{margin:0 4px}</style><ul class="list">'];
        for (var i = 0; i < d.rows.length; i++) out.push('<li><a href="' + h(d.rows[i].url) + '" target="_blank" title="' + h(d.rows[i].title) + '">' + h(d.rows[i].title) + '</a><span class="date">' + h(d.rows[i].date) + '</span></li>');
        out.push('</ul><div class="pages"><span>共' + d.total + '条</span>');
        var pages = Math.ceil(d.total / d.size);
        for (var k = 1; k <= pages; k++) out.push(k === d.page ? '<b>' + k + '</b>' : '<a href="list.html?page=' + k + '">' + k + '</a>');
        if (d.page < pages) out.push('<a href="list.html?page=' + (d.page + 1) + '">下一页</a>');
        out.push('</div>');
        root.innerHTML = out.join('');
      });
    }
  }
  customElements.define('notice-list', NoticeList);
})();
`;
const shadowList = () => {
  const name = '云舒学院';
  return makeSchool({
    host: 'www.ysh.edu.cn', school: name, shape: 'shadow-list',
    cols: [column('zbgg', '招标公告', 12, rowsOf(name, 7100, 'tenders', [46, 5])), column('xwzx', '新闻中心', 12, rowsOf(name, 7000, 'news', [20, 2]))],
    head: '<script type="text/javascript" src="/static/notice-list.js" defer></script>',
    listHref: (key, k) => `/${key}/list.html${k > 1 ? `?page=${k}` : ''}`,
    detailHref: (key, r) => `/${key}/detail/${r.id}.html`,
    pages: (c, day, site) => oneTo(site.pageCount(c, day)).map((k) => ({ url: site.abs(`/api/notices?column=${c.key}&page=${k}`), shell: site.abs(`/${c.key}/list.html${k > 1 ? `?page=${k}` : ''}`) })),
    route(req, day, ctx, site) {
      const path = req.url.pathname;
      if (path === '/static/notice-list.js') return js(NOTICE_LIST_JS);
      const d = /^\/(zbgg|xwzx)\/detail\/(\d+)\.html$/.exec(path);
      if (d) return site.detail(Number(d[2]), day, path);
      const s = /^\/(zbgg|xwzx)\/list\.html$/.exec(path);
      if (s) {
        const k = pageParam(req.url) ?? 0;
        const c = site.page(s[1], k, day);
        return c ? html(site.layout(`${c.name}-${name}`, site.listMain(c, `<notice-list column="${c.key}" page="${k}"></notice-list>`)), { count: 'shells' }) : undefined;
      }
      if (path !== '/api/notices') return undefined;
      const c = site.cols.find((x) => x.key === req.url.searchParams.get('column'));
      const k = pageParam(req.url);
      if (!c || !k) return undefined;
      const rows = site.onDay(c, day).slice((k - 1) * c.per, k * c.per);
      return json({ total: site.onDay(c, day).length, page: k, size: c.per, rows: rows.map((r) => ({ title: r.title, date: r.date, url: `/${c.key}/detail/${r.id}.html` })) }, rows.length ? site.counted(c, k) : {});
    },
  });
};

// ---------------------------------------------------------------- the web
let sites;
/** The seven sites, made once. */
export const web = () => (sites ??= [twiceLength(), postResolve(), selectForm(), scriptIframe(), cursorMore(), scriptCookie(), shadowList()]);

/** What the web shows on `day`: its seeds, the tender notices (each with the day it appeared), each site's list pages. */
export const truth = (day = 1) => ({
  day, seeds: web().map((s) => `http://${s.host}/`),
  notices: web().flatMap((s) => s.notices(day)), lists: Object.fromEntries(web().map((s) => [s.site, s.lists(day)])),
});

/** The counters of /__stats that tell how far each obstacle stopped the crawler. */
export const COUNTERS = ['twiceLength', 'resolves', 'badResolves', 'badTokens', 'wrongAsks', 'shells', 'badCursors', 'cookieGates', 'notFound'];

/** An answer whose head carries Content-Length twice, written on the socket as the old server does. */
export function writeTwiceLength(req, res, { status = 200, body = '', type = 'text/html; charset=utf-8' }) {
  const bytes = Buffer.from(body);
  const reason = http.STATUS_CODES[status] ?? 'OK';
  const head = `HTTP/1.1 ${status} ${reason}\r\nServer: Apache-Coyote/1.1\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}\r\nDate: ${new Date().toUTCString()}\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`;
  res.socket?.end(req.method === 'HEAD' ? Buffer.from(head) : Buffer.concat([Buffer.from(head), bytes]));
}
