// test/shapes18: FIRST CONTACT with six university-site shapes the crawler has not met: a JSP list
// paged only by a POST form, rows opening their detail through a function in an external script, a
// list drawn from an HTML fragment fetched by script, tender details behind a CAS login, row dates
// in many forms (Chinese numerals, year-less, last December), and tender columns reachable only
// through a homepage tab box whose 更多 targets sit in an inline script array. Written from public
// knowledge of how Chinese university sites are built, never from this project's crawler code.
// The sites and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { createHash } from 'node:crypto';
import { take } from './titles.mjs';

const DAY = 86400000;
const LAST_DAY1 = Date.UTC(2026, 10, 24);
const DAY2 = Date.UTC(2026, 10, 25);
const FIRST_DAY1 = Date.UTC(2026, 9, 1);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hash = (...parts) => parseInt(createHash('sha1').update(parts.join(':')).digest('hex').slice(0, 8), 16);
const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const nums = (n) => Array.from({ length: n }, (_, i) => i + 1);
const int = (s) => (s != null && /^\d{1,6}$/.test(s) ? Number(s) : undefined);

/**
 * One column's rows, newest first: `n1` rows of day 1 spread from 2026-11-24 back to `oldest` (a
 * hash-jittered spacing, several rows a day possible), then `n2` rows of day 2 on top, dated 11-25.
 */
function column(school, kind, n1, n2, base, oldest = FIRST_DAY1) {
  const titles = take(kind, n1 + n2, school);
  const span = Math.round((LAST_DAY1 - oldest) / DAY);
  return titles.map((title, i) => {
    const day = i < n2 ? 2 : 1;
    const j = i - n2;
    const back = day === 2 ? 0 : Math.min(span, Math.round((j * span) / Math.max(1, n1 - 1)) + (j > 0 && j < n1 - 1 ? hash(school, base, j) % 2 : 0));
    const date = new Date(day === 2 ? DAY2 : LAST_DAY1 - back * DAY);
    return { id: base + n1 + n2 - i, title, date, day, tender: kind === 'tenders', hour: 8 + (hash(base, i) % 10), minute: (hash(base, i, 'm') % 4) * 15 };
  });
}
const on = (rows, day) => rows.filter((r) => r.day <= day);
const pagesOf = (rows, per) => Array.from({ length: Math.max(1, Math.ceil(rows.length / per)) }, (_, k) => rows.slice(k * per, (k + 1) * per));

const articleBody = (r) => (r.tender
  ? `<p>一、项目编号：ZB-2026-${String(r.id).slice(-4)}</p><p>二、预算金额：${(r.id % 90) + 10} 万元</p><p>三、投标截止时间：2026-12-${pad(5 + (r.id % 20))} 09:30（北京时间）</p><p>四、联系人：王老师，电话：0591-2286${String(r.id).slice(-4)}</p>`
  : '<p>各学院、各部门：</p><p>现将有关事项通知如下，请认真组织落实。</p><p>特此通知。</p>');

const htmlPage = (title, school, nav, body, head = '') => `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link rel="stylesheet" href="/css/style.css" />${head}</head><body>
<div class="header"><div class="logo"><a href="/"><img src="/images/logo.png" alt="${esc(school)}" /></a></div><ul class="nav">${nav}</ul></div>
<div class="main">${body}</div>
<div class="footer">Copyright &copy; 2026 ${esc(school)} 版权所有 地址：校园路1号</div></body></html>`;

/** A pager; `url(j)` is the link of page j (a URL or a javascript: call). */
const pager = (count, k, total, url) => `<div class="pagination">共${count}条记录 第${k}/${total}页 ${k > 1 ? `<a href="${esc(url(1))}">首页</a> <a href="${esc(url(k - 1))}">上一页</a>` : '<span>首页</span> <span>上一页</span>'} ${nums(total).map((j) => (j === k ? `<span class="current">${j}</span>` : `<a href="${esc(url(j))}">${j}</a>`)).join(' ')} ${k < total ? `<a href="${esc(url(k + 1))}">下一页</a> <a href="${esc(url(total))}">尾页</a>` : '<span>下一页</span> <span>尾页</span>'}</div>`;

/**
 * A site. `cols`: { key, name, tenders, per, rows }; `listUrl(key, k)` the canonical address of a
 * list page; `detailUrl(key, r)` where a notice lives (what it must be reported under);
 * `rowLink(c, r)` the attributes of a row's <a>; `showDate(c, r)` the date as a row shows it;
 * `route(req)` → { list: [key, k, asked?] } | { detail: [key, id] } | { redirect } |
 * { raw } | { fragment: [key, k] } | { shell: key } | undefined. Optional hooks: `navCols`,
 * `home(day)`, `listPage(c, k, day)`, `pagerUrl(key)`, `crumbCol`, `detailDate`, `head`
 * (markup for every page's <head>), `truthPage`, `shellPage`, `fragment`.
 */
function makeSite(spec) {
  const { host, school, shape, site, cols } = spec;
  const col = (key) => cols.find((c) => c.key === key);
  const showDate = spec.showDate ?? ((c, r) => ymd(r.date));
  const rowLink = spec.rowLink ?? ((c, r) => `href="${esc(spec.detailUrl(c.key, r))}" target="_blank" title="${esc(r.title)}"`);
  const row = (c, r) => `<li><a ${rowLink(c, r)}>${esc(r.title)}</a><span class="date">${esc(showDate(c, r))}</span></li>`;
  const navCols = spec.navCols ?? cols;
  const nav = `<li><a href="/">首页</a></li><li><a href="/xxgk/">学校概况</a></li>${navCols.map((c) => `<li><a href="${esc(spec.listUrl(c.key, 1))}">${esc(c.name)}</a></li>`).join('')}`;
  const page = (title, body) => htmlPage(title, school, nav, body, spec.head ?? '');
  const listOf = (c, day) => pagesOf(on(c.rows, day), c.per);
  const crumbCol = (c) => (spec.crumbCol ? spec.crumbCol(c) : `<a href="${esc(spec.listUrl(c.key, 1))}">${esc(c.name)}</a>`);
  const listPage = spec.listPage ?? ((c, k, day) => {
    const rows = on(c.rows, day);
    const all = listOf(c, day);
    const url = spec.pagerUrl?.(c.key) ?? ((j) => spec.listUrl(c.key, j));
    return page(`${c.name}-${school}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; ${crumbCol(c)}</div>
<div class="list-title"><h2>${esc(c.name)}</h2></div>
<ul class="list">\n${all[k - 1].map((r) => row(c, r)).join('\n')}\n</ul>
${pager(rows.length, k, all.length, url)}`);
  });
  return {
    host, hosts: spec.hosts ?? [host], school, shape, site, cols, row, page, listOf,
    /** The tender notices of `day`, each with the URL it must be reported under. */
    notices: (day) => cols.filter((c) => c.tenders).flatMap((c) => on(c.rows, day).map((r) => {
      const url = `http://${host}${spec.detailUrl(c.key, r)}`;
      return { url, urls: [url], title: r.title, date: ymd(r.date), site, shape, day: r.day };
    })),
    /** Real list pages of `day`: the tender lists' (counted), the news column's apart. */
    lists: (day) => ({
      real: cols.filter((c) => c.tenders).reduce((n, c) => n + listOf(c, day).length, 0),
      news: cols.filter((c) => !c.tenders).reduce((n, c) => n + listOf(c, day).length, 0),
      pages: cols.flatMap((c) => nums(listOf(c, day).length).map((k) => ({ page: `${c.key}:${k}`, tenders: !!c.tenders, ...(spec.truthPage?.(c.key, k) ?? { url: `http://${host}${spec.listUrl(c.key, k)}` }) }))),
    }),
    handle(req, day) {
      const { url } = req;
      if (req.host === host && (url.pathname === '/' || url.pathname === '/index.html' || url.pathname === '/index.htm')) {
        if (spec.home) return { body: page(school, spec.home(day)) };
        const boxes = cols.map((c) => `<div class="box"><h3>${esc(c.name)}<a class="more" href="${esc(spec.listUrl(c.key, 1))}">更多&gt;&gt;</a></h3><ul>${on(c.rows, day).slice(0, 6).map((r) => row(c, r)).join('')}</ul></div>`).join('\n');
        return { body: page(school, `${boxes}\n<div class="links"><h3>快速通道</h3><a href="/xxgk/">学校概况</a></div>`) };
      }
      if (req.host === host && (url.pathname === '/xxgk/' || url.pathname === '/xxgk/index.htm')) {
        return { body: page(`学校概况-${school}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; 学校概况</div><div class="article"><h1>学校概况</h1><p>${esc(school)}是一所以工为主、多学科协调发展的省属本科高校。</p></div>`) };
      }
      const got = spec.route(req);
      if (!got) return undefined;
      if (got.redirect || got.raw) return got;
      if (got.shell) return { shell: got.shell, body: spec.shellPage(col(got.shell), day) };
      if (got.list || got.fragment) {
        const [key, k, asked] = got.list ?? got.fragment;
        const c = col(key);
        const all = c && listOf(c, day);
        if (!all || !(k >= 1 && k <= all.length)) return undefined;
        const body = got.fragment ? spec.fragment(c, k, day) : listPage(c, k, day);
        return { list: `${key}:${k}`, tenders: !!c.tenders, wrongAsk: asked !== undefined && asked !== k, body };
      }
      if (got.detail) {
        const [key, id] = got.detail;
        const c = col(key);
        const r = c && on(c.rows, day).find((y) => y.id === id);
        if (!r) return undefined;
        const shown = spec.detailDate ? spec.detailDate(c, r) : showDate(c, r);
        return { body: page(`${r.title}-${school}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; ${crumbCol(c)} &gt; 正文</div>
<div class="article"><h1>${esc(r.title)}</h1><div class="info">发布时间：${esc(shown)}　来源：${esc(school)}　浏览次数：${hash(r.id, 'v') % 900 + 37}</div><div class="content">${articleBody(r)}</div></div>`) };
      }
      return undefined;
    },
  };
}

// 1. post-pager: a JSP list paged by a POST form; GET list.jsp (whatever its query) is page 1.
const postPager = () => makeSite({
  host: 'www.pfq.edu.cn', school: '濮丰大学', shape: 'post-pager', site: 'pfq.edu.cn',
  cols: [
    { key: 'zbcg', name: '招标采购', tenders: true, per: 12, rows: column('濮丰大学', 'tenders', 44, 13, 3100) },
    { key: 'xwzx', name: '新闻中心', per: 12, rows: column('濮丰大学', 'news', 20, 2, 3000) },
  ],
  listUrl: (key, k) => (key === 'zbcg' ? '/zbcg/list.jsp' : k === 1 ? '/xwzx/index.htm' : `/xwzx/index_${k}.htm`),
  detailUrl: (key, r) => `/${key}/detail.jsp?id=${r.id}`,
  truthPage: (key, k) => (key === 'zbcg' ? { url: 'http://www.pfq.edu.cn/zbcg/list.jsp', method: 'POST', form: `pageNo=${k}` } : undefined),
  listPage: undefined,
  route(req) {
    const p = req.url.pathname;
    if (p === '/zbcg/list.jsp') {
      if (req.method === 'POST') { const k = int(req.form.get('pageNo')) ?? 1; return { list: ['zbcg', k, k] }; }
      const asked = int(req.url.searchParams.get('pageNo') ?? req.url.searchParams.get('page') ?? '1');
      return { list: ['zbcg', 1, asked] };
    }
    if (p === '/xwzx/index.htm') return { list: ['xwzx', 1] };
    const x = p.match(/^\/xwzx\/index_(\d+)\.htm$/);
    if (x) return { list: ['xwzx', Number(x[1])] };
    const d = p.match(/^\/(zbcg|xwzx)\/detail\.jsp$/);
    if (d && int(req.url.searchParams.get('id'))) return { detail: [d[1], int(req.url.searchParams.get('id'))] };
    return undefined;
  },
  pagerUrl: (key) => (key === 'zbcg' ? (j) => `javascript:goPage(${j})` : undefined),
});
// The tender list of post-pager is a table inside the paging form.
const postPagerSite = () => {
  const s = postPager();
  const c = s.cols[0];
  const inner = s.handle.bind(s);
  s.handle = (req, day) => {
    const out = inner(req, day);
    if (!out?.list?.startsWith('zbcg:')) return out;
    const k = Number(out.list.split(':')[1]);
    const rows = on(c.rows, day);
    const all = s.listOf(c, day);
    const table = `<table class="listTable" width="100%"><tr class="th"><th>标题</th><th width="100">发布日期</th></tr>
${all[k - 1].map((r) => `<tr><td class="title"><a href="detail.jsp?id=${r.id}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a></td><td class="time">${ymd(r.date)}</td></tr>`).join('\n')}
</table>`;
    const form = `<form name="pageForm" id="pageForm" method="post" action="list.jsp"><input type="hidden" name="pageNo" value="${k}" /><input type="hidden" name="pageSize" value="12" />
${pager(rows.length, k, all.length, (j) => `javascript:goPage(${j})`)}
跳转到第<input type="text" name="jumpNo" size="2" />页 <input type="button" value="GO" onclick="goPage(document.pageForm.jumpNo.value)" /></form>
<script type="text/javascript">
function goPage(n) {
  var total = ${all.length};
  n = parseInt(n, 10);
  if (isNaN(n) || n < 1 || n > total) { alert('页码超出范围'); return; }
  document.pageForm.pageNo.value = n;
  document.pageForm.submit();
}
</script>`;
    return { ...out, body: s.page(`招标采购-${s.school}`, `<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="/zbcg/list.jsp">招标采购</a></div>\n${table}\n${form}`) };
  };
  return s;
};

// 2. onclick-details: rows open their detail through showDetail(id), defined only in /js/common.js.
const COMMON_JS = `/* common.js: site-wide helpers */
function setHome(obj, url) { try { obj.style.behavior = 'url(#default#homepage)'; obj.setHomePage(url); } catch (e) { alert('请手动设为首页'); } }
function doSearch() { var k = document.getElementById('keyword'); if (!k || !k.value) { alert('请输入关键字'); return false; } window.location.href = '/cms/search.jsp?keyword=' + encodeURIComponent(k.value); return false; }
function showDetail(id) {
  window.open('/cms/detail.jsp?id=' + id);
}
function showMenu(i) { var m = document.getElementById('sub' + i); if (m) m.style.display = 'block'; }
function hideMenu(i) { var m = document.getElementById('sub' + i); if (m) m.style.display = 'none'; }
`;
const onclickDetails = () => makeSite({
  host: 'www.ejs.edu.cn', school: '鄂江师范大学', shape: 'onclick-details', site: 'ejs.edu.cn',
  cols: [
    { key: '5', name: '招标公告', tenders: true, per: 15, rows: column('鄂江师范大学', 'tenders', 52, 5, 8800) },
    { key: '2', name: '学校新闻', per: 15, rows: column('鄂江师范大学', 'news', 24, 2, 8700) },
  ],
  listUrl: (key, k) => `/cms/list.jsp?cid=${key}${k > 1 ? `&page=${k}` : ''}`,
  detailUrl: (key, r) => `/cms/detail.jsp?id=${r.id}`,
  rowLink: (c, r) => `href="javascript:void(0)" onclick="showDetail('${r.id}')" title="${esc(r.title)}"`,
  head: '<script type="text/javascript" src="/js/common.js"></script>',
  route(req) {
    const p = req.url.pathname;
    if (p === '/js/common.js') return { raw: { body: COMMON_JS, type: 'application/javascript; charset=utf-8' } };
    const q = req.url.searchParams;
    if (p === '/cms/list.jsp' && (q.get('cid') === '5' || q.get('cid') === '2')) return { list: [q.get('cid'), int(q.get('page') ?? '1') ?? 0] };
    if (p === '/cms/detail.jsp' && int(q.get('id'))) { const id = int(q.get('id')); return { detail: [id >= 8800 ? '5' : '2', id] }; }
    return undefined;
  },
});

// 3. fragment-list: the tender list is a shell; its rows and pager come as an HTML fragment by fetch().
const fragmentList = () => {
  const s = makeSite({
    host: 'www.frg.edu.cn', school: '芙嶺大学', shape: 'fragment-list', site: 'frg.edu.cn',
    cols: [
      { key: 'zbgg', name: '招标公告', tenders: true, per: 10, rows: column('芙嶺大学', 'tenders', 38, 4, 4400) },
      { key: 'xwdt', name: '新闻动态', per: 12, rows: column('芙嶺大学', 'news', 20, 2, 4300) },
    ],
    listUrl: (key, k) => (key === 'zbgg' ? '/zbgg/list.htm' : k === 1 ? '/xwdt/list.htm' : `/xwdt/list${k}.htm`),
    truthPage: (key, k) => (key === 'zbgg' ? { url: `http://www.frg.edu.cn/zbgg/frag.jsp?page=${k}`, shell: 'http://www.frg.edu.cn/zbgg/list.htm' } : undefined),
    detailUrl: (key, r) => `/${key}/info/${r.id}.htm`,
    route(req) {
      const p = req.url.pathname;
      if (p === '/zbgg/list.htm' || p === '/zbgg/') return { shell: 'zbgg' };
      if (p === '/zbgg/frag.jsp') return { fragment: ['zbgg', int(req.url.searchParams.get('page') ?? '1') ?? 0] };
      if (p === '/xwdt/list.htm') return { list: ['xwdt', 1] };
      const x = p.match(/^\/xwdt\/list(\d+)\.htm$/);
      if (x) return { list: ['xwdt', Number(x[1])] };
      const d = p.match(/^\/(zbgg|xwdt)\/info\/(\d+)\.htm$/);
      if (d) return { detail: [d[1], Number(d[2])] };
      return undefined;
    },
    shellPage: (c) => s.page(`${c.name}-芙嶺大学`, `<div class="location">当前位置：<a href="/">首页</a> &gt; <a href="/zbgg/list.htm">招标公告</a></div>
<div class="list-title"><h2>招标公告</h2></div>
<div id="list" class="list-box"><p class="loading">正在加载…</p></div>
<script type="text/javascript">
function loadPage(n) {
  var el = document.getElementById('list');
  fetch('/zbgg/frag.jsp?page=' + n).then(function (r) { return r.text(); }).then(function (h) { el.innerHTML = h; window.scrollTo(0, 0); });
}
loadPage(1);
</script>`),
    fragment: (c, k, day) => {
      const rows = on(c.rows, day);
      const all = s.listOf(c, day);
      return `<ul class="list">\n${all[k - 1].map((r) => s.row(c, r)).join('\n')}\n</ul>\n${pager(rows.length, k, all.length, (j) => `javascript:loadPage(${j})`)}`;
    },
  });
  return s;
};

// 4. login-details: every tender detail answers 302 to a CAS login; news details are public.
const loginDetails = () => {
  const s = makeSite({
    host: 'www.lgn.edu.cn', hosts: ['www.lgn.edu.cn', 'ids.lgn.edu.cn'], school: '陇阳理工大学', shape: 'login-details', site: 'lgn.edu.cn',
    cols: [
      { key: 'zbxx', name: '招标信息', tenders: true, per: 10, rows: column('陇阳理工大学', 'tenders', 36, 11, 5600) },
      { key: 'xwzx', name: '陇阳要闻', per: 12, rows: column('陇阳理工大学', 'news', 20, 2, 5500) },
    ],
    listUrl: (key, k) => (k === 1 ? `/${key}/index.htm` : `/${key}/index_${k}.htm`),
    detailUrl: (key, r) => `/${key}/info/${r.id}.htm`,
    route(req) {
      const p = req.url.pathname;
      if (req.host === 'ids.lgn.edu.cn') {
        if (p !== '/authserver/login') return undefined;
        const err = req.method === 'POST' ? '<span id="msg" class="auth_error">用户名或密码有误，请重新输入</span>' : '';
        return { login: true, raw: { type: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><meta charset="utf-8" /><title>统一身份认证平台</title><link rel="stylesheet" href="/authserver/custom/css/login.css" /></head><body><div class="auth_page"><h2>陇阳理工大学统一身份认证</h2>
<form id="casLoginForm" method="post" action="/authserver/login?service=${esc(encodeURIComponent(req.url.searchParams.get('service') ?? ''))}">
<p><input id="username" name="username" placeholder="请输入学号/工号" /></p><p><input id="password" name="password" type="password" placeholder="请输入密码" /></p>
<input type="hidden" name="lt" value="LT-${hash(req.url.search) % 100000}-cas" /><input type="hidden" name="execution" value="e1s1" /><input type="hidden" name="_eventId" value="submit" />
${err}<p><button type="submit">登录</button> <a href="/authserver/getBackPasswordMainPage.do">忘记密码？</a></p></form>
<p class="tip">为保障账号安全，请勿在公共电脑上保存密码。</p></div></body></html>` } };
      }
      const l = p.match(/^\/(zbxx|xwzx)\/index(?:_(\d+))?\.htm$/);
      if (l) return { list: [l[1], l[2] ? Number(l[2]) : 1] };
      const d = p.match(/^\/(zbxx|xwzx)\/info\/(\d+)\.htm$/);
      if (d && d[1] === 'zbxx') return { redirect: `http://ids.lgn.edu.cn/authserver/login?service=${encodeURIComponent(`http://www.lgn.edu.cn${p}`)}`, login: true };
      if (d) return { detail: [d[1], Number(d[2])] };
      return undefined;
    },
  });
  return s;
};

// 5. date-forms: row dates in many forms; the oldest rows are last December's, shown without a year.
const CN_DIGITS = '〇一二三四五六七八九';
const cnNum = (n) => (n <= 10 ? (n === 10 ? '十' : CN_DIGITS[n]) : n < 20 ? `十${CN_DIGITS[n - 10]}` : `${CN_DIGITS[Math.floor(n / 10)]}十${n % 10 ? CN_DIGITS[n % 10] : ''}`);
const cnDate = (d) => `${String(d.getUTCFullYear()).split('').map((x) => CN_DIGITS[Number(x)]).join('')}年${cnNum(d.getUTCMonth() + 1)}月${cnNum(d.getUTCDate())}日`;
const DATE_FORMS = [
  (d) => `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`,
  (d) => `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`,
  (d, r) => `${ymd(d)} ${pad(r.hour)}:${pad(r.minute)}`,
  (d) => cnDate(d),
  (d) => `[${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}]`,
];
const dateForms = () => makeSite({
  host: 'www.dtf.edu.cn', school: '定滕大学', shape: 'date-forms', site: 'dtf.edu.cn',
  cols: [
    // 50 rows back to 2025-12-10: the last page holds last December's rows.
    { key: 'zbgg', name: '招标公告', tenders: true, per: 12, rows: column('定滕大学', 'tenders', 50, 6, 6600, Date.UTC(2025, 11, 10)) },
    { key: 'xyxw', name: '校园新闻', per: 12, rows: column('定滕大学', 'news', 20, 2, 6500) },
  ],
  listUrl: (key, k) => (k === 1 ? `/${key}/list.htm` : `/${key}/list${k}.htm`),
  // Detail URLs carry no date (SUDY's /yyyy/mmdd/ would give the date away).
  detailUrl: (key, r) => `/${key}/info/${r.id}.htm`,
  showDate: (c, r) => {
    if (r.date.getUTCFullYear() < 2026) return `${pad(r.date.getUTCMonth() + 1)}-${pad(r.date.getUTCDate())}`;
    return DATE_FORMS[r.id % DATE_FORMS.length](r.date, r);
  },
  detailDate: (c, r) => {
    const f = r.id % DATE_FORMS.length;
    return r.date.getUTCFullYear() < 2026 || f === 4 ? ymd(r.date).replace(/-/g, '/') : DATE_FORMS[f](r.date, r);
  },
  route(req) {
    const p = req.url.pathname;
    const l = p.match(/^\/(zbgg|xyxw)\/list(\d*)\.htm$/);
    if (l) return { list: [l[1], l[2] ? Number(l[2]) : 1] };
    const d = p.match(/^\/(zbgg|xyxw)\/info\/(\d+)\.htm$/);
    if (d) return { detail: [d[1], Number(d[2])] };
    return undefined;
  },
});

// 6. tab-box: the tender columns only behind a homepage tab box; 更多 is javascript:; and its
//    targets sit in an inline script array.
const tabBox = () => {
  const school = '泰白大学';
  const tabCols = [
    { key: 'zbgg', name: '招标公告', tenders: true, per: 10, rows: column(school, 'tenders', 30, 3, 7100) },
    { key: 'zbgs', name: '中标公告', tenders: true, per: 10, rows: column(school, 'tenders', 27, 2, 7200) },
    { key: 'cgyx', name: '采购意向', tenders: true, per: 10, rows: column(school, 'tenders', 24, 2, 7300) },
  ];
  const news = { key: 'xwzx', name: '新闻中心', per: 12, rows: column(school, 'news', 20, 2, 7000) };
  const s = makeSite({
    host: 'www.tbx.edu.cn', school, shape: 'tab-box', site: 'tbx.edu.cn',
    cols: [...tabCols, news],
    navCols: [news],
    crumbCol: (c) => (c.tenders ? `<span>${esc(c.name)}</span>` : `<a href="${esc(`/${c.key}/list.htm`)}">${esc(c.name)}</a>`),
    listUrl: (key, k) => (k === 1 ? `/${key}/list.htm` : `/${key}/list${k}.htm`),
    detailUrl: (key, r) => `/${key}/info/${r.id}.htm`,
    route(req) {
      const p = req.url.pathname;
      const l = p.match(/^\/(zbgg|zbgs|cgyx|xwzx)\/list(\d*)\.htm$/);
      if (l) return { list: [l[1], l[2] ? Number(l[2]) : 1] };
      const d = p.match(/^\/(zbgg|zbgs|cgyx|xwzx)\/info\/(\d+)\.htm$/);
      if (d) return { detail: [d[1], Number(d[2])] };
      return undefined;
    },
    home: (day) => {
      const rows = (c) => on(c.rows, day).slice(0, 7).map((r) => s.row(c, r)).join('');
      return `<div class="box news"><h3>新闻中心<a class="more" href="/xwzx/list.htm">更多&gt;&gt;</a></h3><ul>${rows(news)}</ul></div>
<div class="box tabbox"><div class="tab-title"><ul>${tabCols.map((c, i) => `<li${i === 0 ? ' class="on"' : ''} onclick="switchTab(${i})">${esc(c.name)}</li>`).join('')}</ul><a class="more" id="tabMore" href="javascript:;">更多&gt;&gt;</a></div>
<div class="tab-con">${tabCols.map((c, i) => `<ul class="tab-list" id="tabList${i}"${i ? ' style="display:none"' : ''}>${rows(c)}</ul>`).join('\n')}</div></div>
<script type="text/javascript">
var tabs = [${tabCols.map((c) => `{name:'${c.name}',more:'/${c.key}/list.htm'}`).join(',')}];
function switchTab(i) {
  var lis = document.querySelectorAll('.tab-title li');
  for (var j = 0; j < tabs.length; j++) {
    lis[j].className = j === i ? 'on' : '';
    document.getElementById('tabList' + j).style.display = j === i ? 'block' : 'none';
  }
  document.getElementById('tabMore').setAttribute('href', tabs[i].more);
}
</script>`;
    },
  });
  return s;
};

let model;
/** The six sites, made once. */
export function web() {
  model ??= [postPagerSite(), onclickDetails(), fragmentList(), loginDetails(), dateForms(), tabBox()];
  return model;
}

/** The tender notices the web shows on `day` (each with the day it appeared), and each site's list pages. */
export function truth(day = 1) {
  const sites = web();
  return {
    day,
    seeds: sites.map((s) => `http://${s.host}/`),
    notices: sites.flatMap((s) => s.notices(day)),
    lists: Object.fromEntries(sites.map((s) => [s.site, s.lists(day)])),
  };
}
