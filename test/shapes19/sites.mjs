// test/shapes19: FIRST CONTACT with eight obstacles real Chinese university sites put between a
// crawler and their notices: a WAF that turns away any non-browser User-Agent, a JSP site that
// serves lists and details only inside a session it issued, nginx anti-leech on detail pages
// (Referer required), rows opened by a delegated click handler from `data-href`, a layui pager
// drawn by script, an old GBK ASP site whose links carry raw Chinese in the query, a list filled
// by JSONP, and a CMS answering every unknown path with its homepage (soft 404). Written apart
// from the crawler, from public knowledge of how these sites behave; never from its code.
// The sites and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { createHash } from 'node:crypto';
import iconv from 'iconv-lite';
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
 * A column's rows, newest first: { id, title, date, day, tender }. `mix` gives, per title kind
 * ('tenders' | 'news'), [day-1 rows, day-2 rows]; a 通知公告 stream mixes both kinds, in an order
 * a hash decides. Day-2 rows (2026-11-25) sit on top; day-1 rows step evenly back from 11-24 to 10-01.
 */
function rowsOf(school, base, mix) {
  const byDay = { 1: [], 2: [] };
  for (const [kind, [d1, d2]] of Object.entries(mix)) {
    take(kind, d1 + d2, school).forEach((title, i) => byDay[i < d2 ? 2 : 1].push({ title, tender: kind === 'tenders', day: i < d2 ? 2 : 1 }));
  }
  const shuffled = (xs) => xs.sort((a, b) => num(base, a.title) - num(base, b.title));
  const older = shuffled(byDay[1]);
  const dated = [
    ...shuffled(byDay[2]).map((r) => ({ ...r, date: DAY2_DATE })),
    ...older.map((r, j) => ({ ...r, date: isoDay(DAY1_NEWEST - Math.floor((j * DAY1_SPAN) / Math.max(1, older.length - 1)) * MS_PER_DAY) })),
  ];
  return dated.map((r, i) => ({ ...r, id: base + dated.length - i }));
}
const column = (key, name, per, rows) => ({ key, name, per, rows });

/** The body of a detail page: a tender's 项目编号, 预算金额, 投标截止时间; an ordinary notice's prose. */
function articleOf(school, r) {
  if (!r.tender) return `<p>全校师生：</p><p>${escHtml(r.title)}相关工作已按计划推进，现将有关情况通报如下，请各单位结合实际认真落实。</p><p>${escHtml(school)}党委宣传部</p>`;
  const yuan = ((r.id * 37) % 480) + 12;
  return `<p>${escHtml(school)}就下列项目进行公开采购，欢迎符合条件的供应商参加。</p>
<p>一、项目编号：${escHtml(school.slice(0, 2))}CG-2026-${String(r.id).padStart(5, '0')}</p>
<p>二、预算金额：人民币 ${yuan}.${String(r.id % 100).padStart(2, '0')} 万元</p>
<p>三、投标截止时间：2026-12-${String(5 + (r.id % 20)).padStart(2, '0')} 09:30（北京时间），逾期送达的投标文件恕不接受。</p>
<p>四、联系方式：采购与招标管理中心 王老师，电话 0${700 + (r.id % 200)}-8${String(r.id).padStart(6, '0')}</p>`;
}

/** A pager of plain links: 首页 上一页 1 … N 下一页 尾页, `url(j)` the link of page j. */
function linkPager({ count, per, k, url }) {
  const total = Math.ceil(count / per);
  const a = (j, text) => `<a href="${escHtml(url(j))}">${text}</a>`;
  const parts = [`<span class="count">共${count}条 ${per}条/页</span>`];
  if (k > 1) parts.push(a(1, '首页'), a(k - 1, '上一页'));
  for (const j of oneTo(total)) parts.push(j === k ? `<strong>${j}</strong>` : a(j, String(j)));
  if (k < total) parts.push(a(k + 1, '下一页'), a(total, '尾页'));
  return `<div class="pages">${parts.join(' ')} <span>第${k}/${total}页</span></div>`;
}

// ---------------------------------------------------------------- one school
/**
 * A made-up school. Spec: `host`, `school`, `shape`, `cols`, `list(key, k)` (a list page's href, as
 * the site links it), `detail(key, r)` (a row's href; the notice's URL, resolved on the host).
 * Optional: `charset: 'gbk'`, `head` (markup in every <head>), `row(c, r)` and `wrap(rowsHtml)`
 * (list markup), `pager({ c, count, per, k, url })`, `about` (学校概况 path), `homes` (more homepage
 * paths), `truthList(key, k)` (a list page's URL when the page is not an HTML page of the site),
 * `shell(key)`, `gate(req, ctx)` → { response } | { headers } | undefined (before everything),
 * `route(req, day, site)` → a response | { column: [key, k] } | { article: id } | undefined, and
 * `fallback(req, day, site)` (what unknown paths get; 404 by default). A response is
 * { status?, body, type?, headers?, count? (a stats counter), list? ('key:k'), tenders? }.
 */
function makeSchool(spec) {
  const { host, school, cols } = spec;
  const origin = `http://${host}/`;
  const abs = (href) => new URL(href, origin).href;
  const label = spec.charset === 'gbk' ? 'gb2312' : 'utf-8';
  const onDay = (c, day) => c.rows.filter((r) => r.day <= day);
  const pageCount = (c, day) => Math.max(1, Math.ceil(onDay(c, day).length / c.per));
  const holdsTenders = (c) => c.rows.some((r) => r.tender);
  const row = spec.row ?? ((c, r) => `<li><a href="${escHtml(spec.detail(c.key, r))}" target="_blank" title="${escHtml(r.title)}">${escHtml(r.title)}</a><span class="date">${r.date}</span></li>`);
  const wrap = spec.wrap ?? ((inner) => `<ul class="news-list">\n${inner}\n</ul>`);
  const about = spec.about ?? '/xxgk/index.htm';
  const nav = [`<a href="/">首页</a>`, `<a href="${about}">学校概况</a>`, ...cols.map((c) => `<a href="${escHtml(spec.list(c.key, 1))}">${c.name}</a>`)].map((a) => `<li>${a}</li>`).join('');
  const crumb = (...steps) => `<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${steps.join(' &gt; ')}</div>`;
  const colLink = (c) => `<a href="${escHtml(spec.list(c.key, 1))}">${c.name}</a>`;

  const layout = (title, main) => `<!DOCTYPE html>
<html lang="zh-CN"><head><meta http-equiv="Content-Type" content="text/html; charset=${label}" /><title>${escHtml(title)}</title>${spec.head ?? ''}</head>
<body><div id="top"><a class="logo" href="/">${escHtml(school)}</a><ul class="menu">${nav}</ul></div>
<div class="wrap">${main}</div>
<div id="foot">版权所有 &copy; 2026 ${escHtml(school)}　地址：大学路88号　邮编：${100000 + (num(host) % 800000)}</div></body></html>`;
  /** An HTML answer in the site's charset. */
  const html = (text, extra = {}) => ({ body: spec.charset === 'gbk' ? iconv.encode(text, 'gbk') : text, type: `text/html; charset=${label}`, ...extra });

  const site = {
    host, school, shape: spec.shape, site: host.replace(/^www\./, ''), cols, onDay, html, layout, crumb, row, wrap,
    home: (day) => layout(school, `${cols.map((c) => `<div class="box"><div class="box-hd"><span>${c.name}</span><a class="more" href="${escHtml(spec.list(c.key, 1))}">更多&gt;&gt;</a></div>
${wrap(onDay(c, day).slice(0, 6).map((r) => row(c, r)).join('\n'))}</div>`).join('\n')}
<div class="box"><div class="box-hd"><span>走进${escHtml(school)}</span></div><a href="${about}">学校概况</a></div>`),
    listPage(c, k, day) {
      const rows = onDay(c, day);
      const pager = (spec.pager ?? linkPager)({ c, count: rows.length, per: c.per, k, url: (j) => spec.list(c.key, j) });
      return html(layout(`${c.name}-${school}`, `${crumb(colLink(c))}
<div class="col-title"><h2>${c.name}</h2></div>
${wrap(rows.slice((k - 1) * c.per, k * c.per).map((r) => row(c, r)).join('\n'))}
${pager}`), { list: `${c.key}:${k}`, tenders: holdsTenders(c) });
    },
    /** Notice `id` asked at `path`: only under its own address (another column's path is no page). */
    detailPage(id, day, path) {
      const c = cols.find((x) => onDay(x, day).some((r) => r.id === id));
      const r = c?.rows.find((x) => x.id === id);
      if (!c || !r || new URL(abs(spec.detail(c.key, r))).pathname !== path) return undefined;
      return html(layout(`${r.title}-${school}`, `${crumb(colLink(c), '正文')}
<div class="article"><h1>${escHtml(r.title)}</h1>
<div class="meta">发布时间：${r.date}　来源：${r.tender ? '采购与招标管理中心' : '党委宣传部'}　浏览次数：${(num(host, r.id) % 800) + 21}</div>
<div class="article-body">${articleOf(school, r)}</div></div>`));
    },
    /** The tender notices on `day`, each under the URL its row links (or data-href names). */
    notices: (day) => cols.flatMap((c) => onDay(c, day).filter((r) => r.tender).map((r) => {
      const url = abs(spec.detail(c.key, r));
      return { url, urls: [url], title: r.title, date: r.date, site: site.site, shape: spec.shape, day: r.day };
    })),
    /** The real list pages on `day`: tender lists and streams (`real`), the news column apart. */
    lists(day) {
      const pages = cols.flatMap((c) => oneTo(pageCount(c, day)).map((k) => ({
        page: `${c.key}:${k}`, tenders: holdsTenders(c), url: spec.truthList?.(c.key, k) ?? abs(spec.list(c.key, k)),
        ...(spec.shell ? { shell: abs(spec.shell(c.key)) } : {}),
      })));
      return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages };
    },
    /** One request: the gate, the common pages, the site's routes, then the fallback. */
    handle(req, day, ctx) {
      const gate = spec.gate?.(req, ctx);
      if (gate?.response) return gate.response;
      const out = site.answer(req, day);
      return gate?.headers ? { ...out, headers: { ...gate.headers, ...out.headers } } : out;
    },
    answer(req, day) {
      const path = req.url.pathname;
      if (['/', '/index.htm', '/index.html', ...(spec.homes ?? [])].includes(path)) return html(site.home(day));
      if (path === about) return html(layout(`学校概况-${school}`, `${crumb('学校概况')}<div class="article"><h1>学校概况</h1><p>${escHtml(school)}是一所多学科协调发展的省属本科高校，现有全日制在校生两万余人。</p></div>`));
      if (path === '/robots.txt' && !spec.fallback) return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };
      const got = spec.route(req, day, site);
      if (got?.column) {
        const [key, k] = got.column;
        const c = cols.find((x) => x.key === key);
        if (c && k >= 1 && k <= pageCount(c, day)) return site.listPage(c, k, day);
      } else if (got?.article !== undefined) {
        const page = site.detailPage(got.article, day, path);
        if (page) return page;
      } else if (got) return got;
      return spec.fallback?.(req, day, site) ?? { status: 404, body: '<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1><p>您访问的页面不存在。</p></body></html>', type: 'text/html; charset=utf-8', count: 'notFound' };
    },
  };
  return site;
}

/** A number from a path segment, or undefined. */
const idIn = (s) => (s != null && /^\d{1,7}$/.test(s) ? Number(s) : undefined);
/** `page` of a query, 1 when absent. */
const pageParam = (url) => idIn(url.searchParams.get('page') ?? '1');

// ---------------------------------------------------------------- 1. ua-gate
// A 安全狗/云锁-style WAF in front of the whole site: no `Mozilla/5.0` User-Agent, no page.
const wafPage = (req) => `<!DOCTYPE html><html><head><meta charset="utf-8" /><title>网站防火墙</title></head><body style="text-align:center">
<h2>您的访问被拒绝</h2>
<p>您的请求被网站防火墙拦截：客户端标识不在允许范围内。</p>
<p>如果您是网站管理员，请登录防火墙控制台查看拦截日志。</p>
<p class="id">事件编号：${sha('waf', req.url.pathname).slice(0, 16).toUpperCase()}</p></body></html>`;
const uaGate = () => makeSchool({
  host: 'www.yfq.edu.cn', school: '岳枫大学', shape: 'ua-gate',
  cols: [
    column('zbgg', '招标公告', 12, rowsOf('岳枫大学', 5100, { tenders: [46, 5] })),
    column('xwzx', '新闻中心', 12, rowsOf('岳枫大学', 5000, { news: [20, 2] })),
  ],
  list: (key, k) => `/${key}/list${k > 1 ? k : ''}.htm`,
  detail: (key, r) => `/info/${key === 'zbgg' ? 1024 : 1021}/${r.id}.htm`,
  gate: (req) => (/^Mozilla\/5\.0/.test(req.headers['user-agent'] ?? '') ? undefined : { response: { status: 403, body: wafPage(req), type: 'text/html; charset=utf-8', count: 'blocked' } }),
  route(req) {
    const m = /^\/(zbgg|xwzx)\/list(\d*)\.htm$/.exec(req.url.pathname);
    if (m && m[2] !== '1') return { column: [m[1], m[2] ? Number(m[2]) : 1] };
    const d = /^\/info\/(1024|1021)\/(\d+)\.htm$/.exec(req.url.pathname);
    return d ? { article: Number(d[2]) } : undefined;
  },
});

// ---------------------------------------------------------------- 2. session-cookie
// An old JSP site: lists and details only inside a session the server issued (Tomcat's JSESSIONID);
// without one, a 302 to the homepage, which hands out the cookie. Sessions end when the day changes.
const cookieOf = (req, name) => (req.headers.cookie ?? '').split(/;\s*/).map((c) => c.split('=')).find(([k]) => k === name)?.[1];
const sessionCookie = () => makeSchool({
  host: 'www.jhs.edu.cn', school: '嘉淮师范大学', shape: 'session-cookie',
  cols: [
    column('zbxx', '招标信息', 10, rowsOf('嘉淮师范大学', 6200, { tenders: [38, 4] })),
    column('xwzx', '嘉师要闻', 12, rowsOf('嘉淮师范大学', 6100, { news: [20, 2] })),
  ],
  homes: ['/index.jsp'],
  about: '/xxgk.jsp',
  list: (key, k) => `/${key}/list.jsp${k > 1 ? `?page=${k}` : ''}`,
  detail: (key, r) => `/${key}/detail.jsp?id=${r.id}`,
  gate(req, ctx) {
    const sid = cookieOf(req, 'JSESSIONID');
    if (sid && ctx.sessions.has(sid)) return undefined;
    const headers = { 'set-cookie': `JSESSIONID=${ctx.newSession()}; Path=/; HttpOnly` };
    if (!/^\/(zbxx|xwzx)\/(list|detail)\.jsp$/.test(req.url.pathname)) return { headers };
    return { response: { status: 302, body: '', type: 'text/html; charset=utf-8', headers: { ...headers, location: '/index.jsp' }, count: 'sessionRedirects' } };
  },
  route(req) {
    const m = /^\/(zbxx|xwzx)\/(list|detail)\.jsp$/.exec(req.url.pathname);
    if (!m) return undefined;
    return m[2] === 'list' ? { column: [m[1], pageParam(req.url)] } : { article: idIn(req.url.searchParams.get('id')) ?? -1 };
  },
});

// ---------------------------------------------------------------- 3. referer-check
// nginx anti-leech on /info/: `valid_referers server_names;` (no `none`), so a detail asked without a
// Referer on this host is 403. nginx compares the Referer's host only, its port aside.
const LEECH_PAGE = '<html><head><meta charset="utf-8" /><title>403 禁止盗链</title></head><body><center><h1>403 Forbidden</h1><p>禁止盗链：请从本站页面访问。</p></center><hr><center>nginx</center></body></html>';
const refererHost = (req) => { try { return new URL(req.headers.referer ?? '').hostname; } catch { return ''; } };
const refererCheck = () => makeSchool({
  host: 'www.lzk.edu.cn', school: '临洲科技大学', shape: 'referer-check',
  cols: [
    column('cggg', '采购公告', 15, rowsOf('临洲科技大学', 7300, { tenders: [40, 3] })),
    column('xwdt', '新闻动态', 12, rowsOf('临洲科技大学', 7200, { news: [20, 2] })),
  ],
  list: (key, k) => (k > 1 ? `/${key}/${k}.htm` : `/${key}.htm`),
  detail: (key, r) => `/info/${r.id}.htm`,
  gate: (req) => (!/^\/info\/\d+\.htm$/.test(req.url.pathname) || refererHost(req) === req.host ? undefined
    : { response: { status: 403, body: LEECH_PAGE, type: 'text/html; charset=utf-8', count: 'refererDenied' } }),
  route(req) {
    const m = /^\/(cggg|xwdt)(?:\.htm|\/(\d+)\.htm)$/.exec(req.url.pathname);
    if (m && m[2] !== '1') return { column: [m[1], m[2] ? Number(m[2]) : 1] };
    const d = /^\/info\/(\d+)\.htm$/.exec(req.url.pathname);
    return d ? { article: Number(d[1]) } : undefined;
  },
});

// ---------------------------------------------------------------- 4. data-url-rows
// Rows carry their target in data-href, no <a>; a delegated click handler in /static/js/site.js opens it.
const SITE_JS = `/* site.js: site-wide behaviour (rows, search) */
(function () {
  // A row is opened by clicking anywhere on it: its target is its data-href.
  document.addEventListener('click', function (e) {
    var el = e.target.closest('[data-href]');
    if (el) window.open(el.dataset.href);
  });
  window.doSearch = function () {
    var k = document.getElementById('kw');
    if (k && k.value) location.href = '/search.html?kw=' + encodeURIComponent(k.value);
    return false;
  };
})();
`;
const dataUrlRows = () => makeSchool({
  host: 'www.qdh.edu.cn', school: '琼德海事大学', shape: 'data-url-rows',
  cols: [
    column('cgzx', '采购信息', 12, rowsOf('琼德海事大学', 8400, { tenders: [44, 6] })),
    column('xwdt', '海大新闻', 12, rowsOf('琼德海事大学', 8300, { news: [20, 2] })),
  ],
  head: '<script type="text/javascript" src="/static/js/site.js"></script>',
  list: (key, k) => `/${key}/list${k > 1 ? `_${k}` : ''}.html`,
  detail: (key, r) => `/${key}/info/${r.id}.html`,
  row: (c, r) => `<li class="news-item" data-href="/${c.key}/info/${r.id}.html"><span class="tit" title="${escHtml(r.title)}">${escHtml(r.title)}</span><span class="time">${r.date}</span></li>`,
  route(req) {
    if (req.url.pathname === '/static/js/site.js') return { body: SITE_JS, type: 'application/javascript; charset=utf-8' };
    const m = /^\/(cgzx|xwdt)\/(?:list(?:_(\d+))?|info\/(\d+))\.html$/.exec(req.url.pathname);
    if (!m || m[2] === '1') return undefined;
    return m[3] ? { article: Number(m[3]) } : { column: [m[1], m[2] ? Number(m[2]) : 1] };
  },
});

// ---------------------------------------------------------------- 5. laypage
// Rows in the HTML, the pager only drawn by a layui-style laypage from /static/layui/lay.js.
const LAY_JS = `/* lay.js: a layui subset (laypage) */
(function (win) {
  function draw(el, o) {
    var pages = Math.max(1, Math.ceil(o.count / o.limit)), curr = o.curr, h = [];
    h.push('<div class="layui-box layui-laypage layui-laypage-default"><span class="layui-laypage-count">共 ' + o.count + ' 条</span>');
    h.push(curr > 1 ? '<a href="javascript:;" class="layui-laypage-prev" data-page="' + (curr - 1) + '">' + o.prev + '</a>' : '<a href="javascript:;" class="layui-laypage-prev layui-disabled">' + o.prev + '</a>');
    for (var i = 1; i <= pages; i++) {
      h.push(i === curr ? '<span class="layui-laypage-curr"><em class="layui-laypage-em"></em><em>' + i + '</em></span>' : '<a href="javascript:;" data-page="' + i + '">' + i + '</a>');
    }
    h.push(curr < pages ? '<a href="javascript:;" class="layui-laypage-next" data-page="' + (curr + 1) + '">' + o.next + '</a>' : '<a href="javascript:;" class="layui-laypage-next layui-disabled">' + o.next + '</a>');
    el.innerHTML = h.join('') + '</div>';
    return pages;
  }
  var laypage = {
    render: function (opts) {
      var el = typeof opts.elem === 'string' ? document.getElementById(opts.elem.replace(/^#/, '')) : opts.elem;
      if (!el) return;
      var o = { count: opts.count || 0, limit: opts.limit || 10, curr: opts.curr || 1, prev: opts.prev || '上一页', next: opts.next || '下一页' };
      var pages = draw(el, o);
      var state = function () { return { curr: o.curr, limit: o.limit, count: o.count, pages: pages }; };
      // One listener per pager element, whatever render sets up later.
      if (!el.laypageBound) {
        el.laypageBound = true;
        el.addEventListener('click', function (e) {
          var a = e.target.closest('a[data-page]');
          if (!a) return;
          o.curr = parseInt(a.getAttribute('data-page'), 10);
          draw(el, o);
          if (opts.jump) opts.jump(state(), false);
        });
      }
      if (opts.jump) opts.jump(state(), true);
    }
  };
  win.laypage = laypage;
  win.layui = { laypage: laypage, use: function (mods, cb) { if (cb) cb(); } };
})(window);
`;
const laypageSite = () => makeSchool({
  host: 'www.bsy.edu.cn', school: '柏山医科大学', shape: 'laypage',
  cols: [
    column('zbgg', '招标公告', 12, rowsOf('柏山医科大学', 9500, { tenders: [53, 7] })),
    column('xyxw', '校园新闻', 12, rowsOf('柏山医科大学', 9400, { news: [20, 2] })),
  ],
  head: '<link rel="stylesheet" href="/static/layui/css/layui.css" /><script type="text/javascript" src="/static/layui/lay.js"></script>',
  list: (key, k) => `/${key}/list.jsp${k > 1 ? `?page=${k}` : ''}`,
  detail: (key, r) => `/${key}/content.jsp?id=${r.id}`,
  // The same CMS template for every column: the pager is the script's alone.
  pager: ({ c, count, per, k }) => `<div id="pager"></div>
<script type="text/javascript">
layui.use('laypage', function () {
  var laypage = layui.laypage;
  laypage.render({ elem: 'pager', count: ${count}, limit: ${per}, curr: ${k}, jump: function (obj, first) { if (!first) location.href = '/${c.key}/list.jsp?page=' + obj.curr; } });
});
</script>`,
  route(req) {
    if (req.url.pathname === '/static/layui/lay.js') return { body: LAY_JS, type: 'application/javascript; charset=utf-8' };
    if (req.url.pathname === '/static/layui/css/layui.css') return { body: '.layui-laypage a,.layui-laypage span{display:inline-block;padding:0 12px;border:1px solid #e2e2e2}\n', type: 'text/css' };
    const m = /^\/(zbgg|xyxw)\/(list|content)\.jsp$/.exec(req.url.pathname);
    if (!m) return undefined;
    return m[2] === 'list' ? { column: [m[1], pageParam(req.url)] } : { article: idIn(req.url.searchParams.get('id')) ?? -1 };
  },
});

// ---------------------------------------------------------------- 6. gbk-raw-query
// An old ASP site in GB2312 whose links carry raw Chinese in the query. A browser percent-encodes
// such a query in the document's charset (GBK); the server reads `lb` as GBK, and a `lb` it does not
// know (UTF-8 bytes read as GBK are mojibake) is 200 "栏目不存在" with no rows.
/** A query parameter read as GBK bytes: %XX escapes and raw bytes (a raw request line is latin1). */
function gbkParam(rawUrl, name) {
  const query = rawUrl.split('#')[0].split('?').slice(1).join('?');
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if ((eq < 0 ? part : part.slice(0, eq)) !== name) continue;
    const value = eq < 0 ? '' : part.slice(eq + 1);
    const bytes = [];
    for (let i = 0; i < value.length; i++) {
      const hex = value.slice(i + 1, i + 3);
      if (value[i] === '%' && /^[0-9a-f]{2}$/i.test(hex)) { bytes.push(parseInt(hex, 16)); i += 2; }
      else bytes.push(value[i] === '+' ? 0x20 : value.charCodeAt(i) & 0xff);
    }
    return iconv.decode(Buffer.from(bytes), 'gbk');
  }
  return undefined;
}
/** Percent-encoding in GBK, as a browser does for a query in a GBK document. */
const gbkEscape = (s) => [...iconv.encode(s, 'gbk')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const gbkRawQuery = () => {
  const school = '衡湾职业技术学院';
  const names = { zbgg: '招标公告', zbgs: '中标公告', xxxw: '学校新闻' };
  const listHref = (key, k) => `list.asp?lb=${names[key]}${k > 1 ? `&page=${k}` : ''}`;
  return makeSchool({
    host: 'www.hwz.edu.cn', school, shape: 'gbk-raw-query', charset: 'gbk',
    cols: [
      column('zbgg', names.zbgg, 10, rowsOf(school, 3300, { tenders: [30, 3] })),
      column('zbgs', names.zbgs, 10, rowsOf(school, 3400, { tenders: [26, 3] })),
      column('xxxw', names.xxxw, 12, rowsOf(school, 3200, { news: [20, 2] })),
    ],
    homes: ['/index.asp'],
    about: '/about.asp',
    list: listHref,
    detail: (key, r) => `show.asp?id=${r.id}`,
    truthList: (key, k) => `http://www.hwz.edu.cn/list.asp?lb=${gbkEscape(names[key])}${k > 1 ? `&page=${k}` : ''}`,
    // Table rows, as ASP sites of that age print them.
    wrap: (inner) => `<table class="list" width="100%" cellspacing="0" cellpadding="0">\n${inner}\n</table>`,
    row: (c, r) => `<tr><td class="bt">·<a href="show.asp?id=${r.id}" target="_blank">${escHtml(r.title)}</a></td><td class="sj" width="100">[${r.date}]</td></tr>`,
    route(req, day, site) {
      const path = req.url.pathname;
      if (path === '/show.asp') return { article: idIn(req.url.searchParams.get('id')) ?? -1 };
      if (path !== '/list.asp') return undefined;
      const lb = gbkParam(req.rawUrl, 'lb');
      const key = Object.keys(names).find((x) => names[x] === lb);
      if (key) return { column: [key, pageParam(req.url)] };
      return site.html(site.layout(`栏目不存在-${school}`, `${site.crumb('信息列表')}<div class="err"><p>栏目不存在！</p><p><a href="javascript:history.back()">返回上一页</a></p></div>`), { count: 'wrongEncoding' });
    },
  });
};

// ---------------------------------------------------------------- 7. jsonp-list
// The list page is a shell; its rows come from /api/list.do by JSONP, paged by load(K) calls only.
const shellPage = (site, c) => site.layout(`${c.name}-${site.school}`, `${site.crumb(`<a href="/${c.key}/index.html">${c.name}</a>`)}
<div class="col-title"><h2>${c.name}</h2></div>
<ul id="list" class="news-list"></ul>
<div id="pages" class="pages"></div>
<script type="text/javascript">
function h(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'); }
function load(p) {
  var old = document.getElementById('jsonp');
  if (old) old.parentNode.removeChild(old);
  var s = document.createElement('script');
  s.id = 'jsonp';
  s.src = '/api/list.do?col=${c.key}&page=' + p + '&callback=renderList';
  document.body.appendChild(s);
}
function renderList(data) {
  var out = [];
  for (var i = 0; i < data.rows.length; i++) {
    var r = data.rows[i];
    out.push('<li><a href="' + h(r.url) + '" target="_blank" title="' + h(r.title) + '">' + h(r.title) + '</a><span class="date">' + r.date + '</span></li>');
  }
  document.getElementById('list').innerHTML = out.join('');
  var pages = Math.ceil(data.total / data.size), nav = ['<span>共' + data.total + '条</span>'];
  for (var k = 1; k <= pages; k++) nav.push(k === data.page ? '<strong>' + k + '</strong>' : '<a href="javascript:;" onclick="load(' + k + ');return false;">' + k + '</a>');
  document.getElementById('pages').innerHTML = nav.join(' ');
}
load(1);
</script>`);
const jsonpList = () => makeSchool({
  host: 'www.gtl.edu.cn', school: '桂潭理工大学', shape: 'jsonp-list',
  cols: [
    column('zbgg', '招标公告', 10, rowsOf('桂潭理工大学', 4600, { tenders: [43, 6] })),
    column('xwzx', '新闻中心', 11, rowsOf('桂潭理工大学', 4500, { news: [20, 2] })),
  ],
  list: (key) => `/${key}/index.html`,
  shell: (key) => `/${key}/index.html`,
  truthList: (key, k) => `http://www.gtl.edu.cn/api/list.do?col=${key}&page=${k}`,
  detail: (key, r) => `/${key}/info/${r.id}.html`,
  route(req, day, site) {
    const path = req.url.pathname;
    const shell = /^\/(zbgg|xwzx)\/(?:index\.html)?$/.exec(path);
    if (shell) return site.html(shellPage(site, site.cols.find((c) => c.key === shell[1])), { count: 'shells' });
    const d = /^\/(zbgg|xwzx)\/info\/(\d+)\.html$/.exec(path);
    if (d) return { article: Number(d[2]) };
    if (path !== '/api/list.do') return undefined;
    const q = req.url.searchParams;
    const c = site.cols.find((x) => x.key === q.get('col'));
    const k = pageParam(req.url);
    if (!c || !k) return undefined;
    const rows = site.onDay(c, day);
    const data = { total: rows.length, page: k, size: c.per, rows: rows.slice((k - 1) * c.per, k * c.per).map((r) => ({ id: r.id, title: r.title, date: r.date, url: `/${c.key}/info/${r.id}.html` })) };
    const callback = q.get('callback');
    const json = JSON.stringify(data);
    // A page past the end answers no rows, as the API does; only real pages are list fetches.
    const real = data.rows.length ? { list: `${c.key}:${k}`, tenders: c.rows.some((r) => r.tender) } : {};
    if (callback && /^[\w$.]{1,64}$/.test(callback)) return { body: `${callback}(${json});`, type: 'application/javascript; charset=utf-8', ...real };
    return { body: json, type: 'application/json; charset=utf-8', ...real };
  },
});

// ---------------------------------------------------------------- 8. soft-404
// A misconfigured CMS: every unknown path (robots.txt, sitemap.xml, favicon.ico, a guessed page past
// the end) is 200 with the homepage. Portal paging as TRS WCM writes it: page K is index_{K-1}.htm.
const softNotFound = () => {
  const school = '蒙溪师范学院';
  return makeSchool({
    host: 'www.mxs.edu.cn', school, shape: 'soft-404',
    cols: [
      column('tzgg', '通知公告', 12, rowsOf(school, 2300, { tenders: [22, 3], news: [26, 1] })),
      column('zbxx', '招标信息', 11, rowsOf(school, 2400, { tenders: [33, 4] })),
      column('xxxw', '学校新闻', 12, rowsOf(school, 2200, { news: [20, 2] })),
    ],
    list: (key, k) => `/${key}/index${k > 1 ? `_${k - 1}` : ''}.htm`,
    detail: (key, r) => `/${key}/${r.date.slice(0, 7).replace('-', '')}/t${r.date.replace(/-/g, '')}_${r.id}.htm`,
    route(req) {
      const m = /^\/(tzgg|zbxx|xxxw)\/(?:index(?:_(\d+))?\.htm|(\d{6})\/t(\d{8})_(\d+)\.htm)$/.exec(req.url.pathname);
      if (!m) return undefined;
      if (m[5]) return { article: Number(m[5]) };
      return m[2] === '0' ? undefined : { column: [m[1], m[2] ? Number(m[2]) + 1 : 1] };
    },
    fallback: (req, day, site) => site.html(site.home(day), { count: 'softNotFound' }),
  });
};

// ---------------------------------------------------------------- the web
let sites;
/** The eight sites, made once. */
export const web = () => (sites ??= [uaGate(), sessionCookie(), refererCheck(), dataUrlRows(), laypageSite(), gbkRawQuery(), jsonpList(), softNotFound()]);

/** What the web shows on `day`: its seeds, the tender notices (each with the day it appeared), each site's list pages. */
export const truth = (day = 1) => ({
  day, seeds: web().map((s) => `http://${s.host}/`),
  notices: web().flatMap((s) => s.notices(day)), lists: Object.fromEntries(web().map((s) => [s.site, s.lists(day)])),
});

/** The counters of /__stats that tell how far each obstacle stopped the crawler. */
export const COUNTERS = ['blocked', 'sessionRedirects', 'refererDenied', 'wrongEncoding', 'softNotFound', 'shells', 'notFound'];
