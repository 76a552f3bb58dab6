// test/shapes6's sites and truth: script-drawn list sites (issue #9 "Reach"): hash-router and history-router SPAs
// fed by JSON APIs, a jQuery list loaded by a JSON POST with a layui-like pager of <span>s, a
// 加载更多 button and an infinite-scroll list, and javascript:void(0) rows whose onclick opens the
// detail page. Each site mixes tender notices with news, has 3+ pages per list and a day 2
// that puts new notices on top of page 1. The front-end scripts are small
// hand-written vanilla JS that behave as Vue/React/jQuery apps do (no framework, no network
// beyond this server). Written from public knowledge of how such front ends are built.
// Served by server.ts with the test-web kit (test/kit); `answer` is a site's reply in the kit's terms.
import { createHash } from 'node:crypto';
import { DEPTS, ITEMS, KINDS } from '../shapes/words.mjs';

const NEWS = ['学校召开2026年秋季学期教学工作会议', '我校学子在全国大学生数学建模竞赛中获佳绩', '学校举行新生开学典礼', '图书馆开展读书月系列活动',
  '我校与某市人民政府签署战略合作协议', '学校召开党委理论学习中心组学习会', '关于2026年国庆节放假安排的通知', '我校教师获省级教学成果奖',
  '学校举办第十届校园文化艺术节', '关于开展2026年度学生资助工作的通知', '我校科研团队在国际期刊发表重要成果', '学校召开安全稳定工作部署会',
  '关于做好冬季校园消防安全工作的通知', '我校举行2026年秋季运动会', '学校领导走访慰问离退休老同志', '关于举办研究生学术论坛的通知'];

/** A list's rows, newest first: day-1 rows, and on day 2 `fresh` more on top. `tenderEvery`: 1 = all tenders, 3 = one in three. */
function rows(site, list, count, base, tenderEvery, fresh = 4) {
  const make = (i, day) => {
    const h = createHash('sha1').update(`${site}:${list}:${day}:${i}`).digest();
    const tender = day === 2 ? i % 4 !== 3 : i % tenderEvery === 0;
    const title = tender
      ? `${DEPTS[h[1] % DEPTS.length]}${ITEMS[(i + h[0]) % ITEMS.length]}项目${KINDS[h[2] % KINDS.length]}（${list.toUpperCase()}${day}-${String(100 + i).slice(1)}）`
      : `${NEWS[(i + h[0]) % NEWS.length]}${h[3] % 2 ? '' : `（${h[4] % 28 + 1}期）`}`;
    return { tender, title, day };
  };
  const day1 = Array.from({ length: count }, (_, i) => ({ ...make(i, 1), id: base + count - i, date: ymd(Date.UTC(2026, 10, 20) - i * 86400000 * 0.8) }));
  const day2 = Array.from({ length: fresh }, (_, i) => ({ ...make(i, 2), id: base + count + fresh - i, date: ymd(Date.UTC(2026, 10, 24) - i * 86400000 * 0.4) }));
  return (day) => (day === 2 ? [...day2, ...day1] : day1);
}
const ymd = (ms) => new Date(ms).toISOString().slice(0, 10);
const page = (all, k, per) => all.slice((k - 1) * per, k * per);
const pageCount = (all, per) => Math.ceil(all.length / per);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const content = (n) => n.tender
  ? `项目编号：${n.title.match(/（(.*)）/)?.[1] ?? n.id}。预算金额：${(n.id % 90) + 10} 万元。投标截止时间：2026-12-${String((n.id % 20) + 5).padStart(2, '0')} 09:30。采购人：本校国有资产管理处，联系人：王老师 0000-12345678。欢迎符合条件的供应商参加。`
  : `本网讯 ${n.date}，${n.title.replace(/（.*）$/, '')}。相关部门负责人出席活动并讲话，师生代表参加。`;
const doc = (title, body, head = '') => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
const staticDetail = (n, site) => doc(`${esc(n.title)}-${site}`, `<div class="header"><a href="/">首页</a></div><div class="article"><h1>${esc(n.title)}</h1><p class="info">发布时间：${n.date}</p><div class="content"><p>${content(n)}</p></div></div><div class="footer">版权所有 地址：某省某市大学路1号</div>`);
const json = (v) => ({ body: JSON.stringify(v), type: 'application/json; charset=utf-8' });

// ── The hash-router SPA (a Vue-like app): `index.html#/list/zbgg?page=2`, rows from an XHR JSON API ──
// `ROW_LINKS` false: rows are <li>s with click handlers (`router.push('/detail/' + id)`), no href;
// true: rows are router-links `<a href="#/detail/123">`. The pager is el-pagination buttons.
const HASH_APP = `(function () {
  var cfg = window.APP_CONFIG, app = document.getElementById('app');
  var router = { push: function (path) { location.hash = '#' + path; } };
  function get(url, done) { var x = new XMLHttpRequest(); x.open('GET', url); x.onload = function () { done(JSON.parse(x.responseText)); }; x.send(); }
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  function nav() { var n = el('div', 'nav'); cfg.columns.forEach(function (c) { var a = el('a', 'router-link', c.name); a.href = '#/list/' + c.id; n.appendChild(a); n.appendChild(document.createTextNode(' ')); }); return n; }
  function route() {
    var h = location.hash.replace(/^#/, '') || '/home', q = {}, path = h.split('?')[0];
    (h.split('?')[1] || '').split('&').forEach(function (kv) { if (kv) q[kv.split('=')[0]] = kv.split('=')[1]; });
    app.textContent = ''; app.appendChild(nav());
    var m;
    if ((m = /^\\/list\\/(\\w+)$/.exec(path))) return list(m[1], Number(q.page || 1));
    if ((m = /^\\/detail\\/(\\d+)$/.exec(path))) return detail(m[1]);
    app.appendChild(el('p', 'welcome', '欢迎访问' + cfg.name + '采购与招标平台'));
  }
  function list(col, pageNo) {
    var column = cfg.columns.filter(function (c) { return c.id === col; })[0];
    document.title = column.name + '-' + cfg.name;
    var box = el('div', 'list-box'); box.appendChild(el('h2', '', column.name)); var ul = el('ul', 'list'); box.appendChild(ul); app.appendChild(box);
    get(cfg.api + '/list?cat=' + col + '&page=' + pageNo + '&size=' + cfg.size, function (res) {
      res.data.records.forEach(function (r) {
        var li = el('li', 'list-item'), t;
        if (cfg.rowLinks) { t = el('a', 'title', r.title); t.href = '#/detail/' + r.id; }
        else { t = el('span', 'title', r.title); li.addEventListener('click', function () { if (cfg.dialog) dialog(r.id); else router.push('/detail/' + r.id); }); }
        li.appendChild(t); li.appendChild(el('span', 'date', r.publishDate)); ul.appendChild(li);
      });
      var p = el('div', 'el-pagination'), go = function (n) { return function () { router.push('/list/' + col + '?page=' + n); }; };
      var prev = el('button', 'btn-prev', '上一页'); if (pageNo <= 1) prev.disabled = true; else prev.addEventListener('click', go(pageNo - 1)); p.appendChild(prev);
      var pager = el('ul', 'el-pager');
      for (var k = 1; k <= res.data.pages; k++) { var li = el('li', 'number' + (k === pageNo ? ' active' : ''), String(k)); if (k !== pageNo) li.addEventListener('click', go(k)); pager.appendChild(li); }
      p.appendChild(pager);
      var next = el('button', 'btn-next', '下一页'); if (pageNo >= res.data.pages) next.disabled = true; else next.addEventListener('click', go(pageNo + 1)); p.appendChild(next);
      box.appendChild(p);
    });
  }
  // An el-dialog over the list: the notice shown in place, no route, no URL.
  function dialog(id) {
    get(cfg.api + '/detail?id=' + id, function (res) {
      var box = el('div', 'el-dialog'); box.appendChild(el('h3', '', res.data.title)); box.appendChild(el('div', 'content', res.data.content)); app.appendChild(box);
    });
  }
  function detail(id) {
    get(cfg.api + '/detail?id=' + id, function (res) {
      var d = res.data, a = el('div', 'article'); document.title = d.title;
      a.appendChild(el('h1', '', d.title)); a.appendChild(el('p', 'info', '发布时间：' + d.publishDate)); a.appendChild(el('div', 'content', d.content)); app.appendChild(a);
    });
  }
  window.addEventListener('hashchange', route); route();
})();`;
const hashShell = (name, rowLinks, columns) => doc(`${name}采购与招标平台`, `<div id="app"></div><script>window.APP_CONFIG = ${JSON.stringify({ name, rowLinks, columns, api: '/cgw/api', size: 10 })};</script><script src="/cgw/js/app.js"></script>`, '<style>.list-item,.el-pager li{cursor:pointer}</style>');

function hashSite(host, name, shape, rowLinks) {
  const site = { host, shape, name, lists: {} };
  site.lists.zbgg = { name: '招标公告', per: 10, all: rows(host, 'zbgg', 26, 1000, 1) };
  site.lists.tzgg = { name: '通知公告', per: 10, all: rows(host, 'tzgg', 30, 2000, 3) };
  const columns = Object.entries(site.lists).map(([id, l]) => ({ id, name: l.name }));
  site.url = (n) => `http://${host}/cgw/index.html#/detail/${n.id}`;
  site.listUrl = (id, k) => `http://${host}/cgw/api/list?cat=${id}&page=${k}&size=10`;
  site.handle = (path, q, day) => {
    if (path === '/') return doc(name, `<div class="header"><h1>${name}</h1><ul class="menu"><li><a href="/cgw/index.html#/list/zbgg">招标公告</a></li><li><a href="/cgw/index.html#/list/tzgg">通知公告</a></li><li><a href="/about.html">学校概况</a></li></ul></div><div class="footer">版权所有 ${name}</div>`);
    if (path === '/about.html') return doc(`学校概况-${name}`, `<h1>学校概况</h1><p>${name}是一所综合性大学。</p><a href="/">首页</a>`);
    if (path === '/cgw/' || path === '/cgw/index.html') return hashShell(name, rowLinks, columns);
    if (path === '/cgw/js/app.js') return { body: HASH_APP, type: 'text/javascript; charset=utf-8' };
    if (path === '/cgw/api/list') {
      const l = site.lists[q.get('cat')];
      const k = Number(q.get('page') ?? 1), per = Number(q.get('size') ?? 10);
      if (!l || !(k >= 1)) return { status: 400, ...json({ code: 400, msg: 'bad request' }) };
      const all = l.all(day);
      return { list: `${q.get('cat')}:${k}`, ...json({ code: 200, msg: 'success', data: { records: page(all, k, per).map((n) => ({ id: n.id, title: n.title, publishDate: n.date })), total: all.length, size: per, current: k, pages: pageCount(all, per) } }) };
    }
    if (path === '/cgw/api/detail') {
      const n = Object.values(site.lists).flatMap((l) => l.all(day)).find((r) => r.id === Number(q.get('id')));
      return n ? json({ code: 200, data: { id: n.id, title: n.title, publishDate: n.date, content: content(n) } }) : { status: 404, ...json({ code: 404 }) };
    }
    return undefined;
  };
  return site;
}

// ── The history-router SPA: every route serves the same shell; rows `{id, title, date}` only ──
const HISTORY_APP = `(function () {
  var app = document.getElementById('app');
  var routes = [{ path: '/', name: 'home' }, { path: '/list/:column', name: 'list' }, { path: '/detail/:id', name: 'detail' }];
  var router = { push: function (path) { history.pushState({}, '', path); render(); } };
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  function match(path) {
    for (var i = 0; i < routes.length; i++) {
      var keys = [], re = new RegExp('^' + routes[i].path.replace(/:(\\w+)/g, function (_, k) { keys.push(k); return '([^/]+)'; }) + '/?$'), m = re.exec(path);
      if (m) { var params = {}; keys.forEach(function (k, j) { params[k] = decodeURIComponent(m[j + 1]); }); return { name: routes[i].name, params: params }; }
    }
    return { name: 'notFound', params: {} };
  }
  var COLUMNS = [{ id: 'cgxx', name: '采购信息' }, { id: 'xwdt', name: '新闻动态' }];
  function header() {
    var h = el('div', 'header'), ul = el('ul', 'menu');
    COLUMNS.forEach(function (c) { var li = el('li'), a = el('a', '', c.name); a.href = '/list/' + c.id; a.addEventListener('click', function (e) { e.preventDefault(); router.push('/list/' + c.id); }); li.appendChild(a); ul.appendChild(li); });
    h.appendChild(ul); return h;
  }
  function render() {
    var r = match(location.pathname); app.textContent = ''; app.appendChild(header());
    if (r.name === 'list') listView(r.params.column, 1);
    else if (r.name === 'detail') detailView(r.params.id);
    else if (r.name === 'home') app.appendChild(el('p', '', '欢迎访问'));
    else app.appendChild(el('p', '', '404 页面不存在'));
  }
  function listView(column, pageNum) {
    var main = el('div', 'main'), list = el('div', 'article-list'), pager = el('div', 'el-pagination'); main.appendChild(list); main.appendChild(pager); app.appendChild(main);
    fetch('/api/articles?column=' + column + '&pageNum=' + pageNum + '&pageSize=10').then(function (r) { return r.json(); }).then(function (res) {
      document.title = res.columnName;
      res.rows.forEach(function (row) {
        var item = el('div', 'article-item'); item.appendChild(el('p', 'article-title', row.title)); item.appendChild(el('span', 'article-date', row.date));
        item.addEventListener('click', function () { router.push('/detail/' + row.id); }); list.appendChild(item);
      });
      var pages = Math.ceil(res.total / 10);
      var prev = el('button', 'btn-prev'); prev.appendChild(el('i', 'el-icon el-icon-arrow-left')); prev.disabled = pageNum <= 1; prev.addEventListener('click', function () { main.remove(); listView(column, pageNum - 1); }); pager.appendChild(prev);
      var ul = el('ul', 'el-pager');
      for (var k = 1; k <= pages; k++) (function (k) { var li = el('li', 'number' + (k === pageNum ? ' active' : ''), String(k)); li.addEventListener('click', function () { if (k !== pageNum) { main.remove(); listView(column, k); } }); ul.appendChild(li); })(k);
      pager.appendChild(ul);
      var next = el('button', 'btn-next'); next.appendChild(el('i', 'el-icon el-icon-arrow-right')); next.disabled = pageNum >= pages; next.addEventListener('click', function () { main.remove(); listView(column, pageNum + 1); }); pager.appendChild(next);
    });
  }
  function detailView(id) {
    fetch('/api/articles/' + id).then(function (r) { return r.json(); }).then(function (d) {
      document.title = d.title; var a = el('div', 'article'); a.appendChild(el('h1', '', d.title)); a.appendChild(el('p', '', '发布日期：' + d.date)); a.appendChild(el('div', 'content', d.content)); app.appendChild(a);
    });
  }
  window.addEventListener('popstate', render); render();
})();`;
function historySite(host, name) {
  const site = { host, shape: 'history-ids', name, lists: {} };
  site.lists.cgxx = { name: '采购信息', per: 10, all: rows(host, 'cgxx', 25, 3000, 1) };
  site.lists.xwdt = { name: '新闻动态', per: 10, all: rows(host, 'xwdt', 24, 4000, 2) };
  site.url = (n) => `http://${host}/detail/${n.id}`;
  site.listUrl = (id, k) => `http://${host}/api/articles?column=${id}&pageNum=${k}&pageSize=10`;
  const shell = doc(name, `<div id="app"></div><script src="/static/js/app.4f2a9c.js"></script>`, '<style>.article-item,.el-pager li{cursor:pointer}</style>');
  site.handle = (path, q, day) => {
    if (path === '/static/js/app.4f2a9c.js') return { body: HISTORY_APP, type: 'text/javascript; charset=utf-8' };
    if (path === '/api/articles') {
      const l = site.lists[q.get('column')];
      const k = Number(q.get('pageNum') ?? 1), per = Number(q.get('pageSize') ?? 10);
      if (!l || !(k >= 1)) return { status: 400, ...json({ code: 400 }) };
      const all = l.all(day);
      return { list: `${q.get('column')}:${k}`, ...json({ code: 0, columnName: l.name, total: all.length, rows: page(all, k, per).map((n) => ({ id: n.id, title: n.title, date: n.date })) }) };
    }
    const m = /^\/api\/articles\/(\d+)$/.exec(path);
    if (m) {
      const n = Object.values(site.lists).flatMap((l) => l.all(day)).find((r) => r.id === Number(m[1]));
      return n ? json({ id: n.id, title: n.title, date: n.date, content: content(n) }) : { status: 404, ...json({ code: 404 }) };
    }
    if (path === '/' || /^\/(list|detail)\/[\w-]+\/?$/.test(path)) return shell; // the SPA's history fallback
    return undefined;
  };
  return site;
}

// ── jQuery list: $.ajax POST with a JSON body into a <ul>, a layui-like pager of <span>s ──
// A small stand-in for jQuery (what the page uses of it), written here: $(selector), .html, .on, $.ajax.
const JQ = `(function () {
  function Q(nodes) { this.nodes = nodes; }
  Q.prototype.html = function (h) { this.nodes.forEach(function (n) { n.innerHTML = h; }); return this; };
  Q.prototype.on = function (type, sel, fn) { this.nodes.forEach(function (n) { n.addEventListener(type, function (e) { var t = e.target.closest(sel); if (t && n.contains(t)) fn.call(t, e); }); }); return this; };
  Q.prototype.attr = function (k) { return this.nodes[0] && this.nodes[0].getAttribute(k); };
  var $ = function (s) { if (typeof s === 'function') return document.addEventListener('DOMContentLoaded', s); return new Q(typeof s === 'string' ? Array.prototype.slice.call(document.querySelectorAll(s)) : [s]); };
  $.ajax = function (o) { var x = new XMLHttpRequest(); x.open(o.type || 'GET', o.url); if (o.contentType) x.setRequestHeader('Content-Type', o.contentType); x.onload = function () { if (x.status === 200) o.success(JSON.parse(x.responseText)); else if (o.error) o.error(x); }; x.send(o.data || null); };
  window.$ = window.jQuery = $;
})();`;
const jqList = (title, categoryId) => doc(`${title}-杰启大学`, `<div class="header"><a href="/">首页</a> <a href="/cgxx/index.html">采购信息</a> <a href="/tzgg/index.html">通知公告</a></div>
<div class="main"><div class="crumb">当前位置：首页 &gt; ${title}</div><ul id="listBox" class="news-list"></ul><div id="laypage" class="layui-box layui-laypage layui-laypage-default"></div></div>
<div class="footer">版权所有 杰启大学</div>
<script src="/js/jquery.min.js"></script>
<script>
var pageSize = 10, categoryId = ${categoryId};
function loadList(pageNum) {
  $.ajax({ url: '/api/cms/article/list', type: 'POST', contentType: 'application/json;charset=UTF-8', data: JSON.stringify({ pageNum: pageNum, pageSize: pageSize, categoryId: categoryId }),
    success: function (res) {
      var html = '';
      for (var i = 0; i < res.data.list.length; i++) { var a = res.data.list[i]; html += '<li><a href="/info/' + categoryId + '/' + a.articleId + '.html" target="_blank">' + a.articleTitle + '</a><span class="time">' + a.createTime.substring(0, 10) + '</span></li>'; }
      $('#listBox').html(html);
      var pages = Math.ceil(res.data.total / pageSize), p = '<span class="layui-laypage-count">共 ' + res.data.total + ' 条</span>';
      p += pageNum > 1 ? '<span class="layui-laypage-prev" data-page="' + (pageNum - 1) + '">上一页</span>' : '<span class="layui-laypage-prev layui-disabled">上一页</span>';
      for (var k = 1; k <= pages; k++) p += k === pageNum ? '<span class="layui-laypage-curr"><em>' + k + '</em></span>' : '<span class="layui-laypage-num" data-page="' + k + '">' + k + '</span>';
      p += pageNum < pages ? '<span class="layui-laypage-next" data-page="' + (pageNum + 1) + '">下一页</span>' : '<span class="layui-laypage-next layui-disabled">下一页</span>';
      $('#laypage').html(p);
    } });
}
$('#laypage').on('click', '[data-page]', function () { loadList(Number($(this).attr('data-page'))); });
loadList(1);
</script>`, '<style>#laypage span[data-page]{cursor:pointer}</style>');
function jquerySite(host) {
  const site = { host, shape: 'jquery-post', name: '杰启大学', lists: {} };
  site.lists[5] = { name: '采购信息', per: 10, all: rows(host, 'cg', 27, 5000, 1) };
  site.lists[2] = { name: '通知公告', per: 10, all: rows(host, 'tz', 32, 6000, 3) };
  const cat = (n) => Object.keys(site.lists).find((c) => site.lists[c].all(2).includes(n));
  site.url = (n) => `http://${host}/info/${cat(n)}/${n.id}.html`;
  // A POST of {pageNum, pageSize, categoryId} to this one address.
  site.listUrl = () => `http://${host}/api/cms/article/list`;
  site.handle = (path, q, day, req, body) => {
    if (path === '/') return doc('杰启大学', `<div class="header"><h1>杰启大学</h1><ul class="nav"><li><a href="/cgxx/index.html">采购信息</a></li><li><a href="/tzgg/index.html">通知公告</a></li></ul></div>`);
    if (path === '/cgxx/index.html') return jqList('采购信息', 5);
    if (path === '/tzgg/index.html') return jqList('通知公告', 2);
    if (path === '/js/jquery.min.js') return { body: JQ, type: 'text/javascript; charset=utf-8' };
    if (path === '/api/cms/article/list') {
      if (req.method !== 'POST') return { status: 405, ...json({ code: 405, msg: 'Request method GET not supported' }) };
      let b;
      try { b = JSON.parse(body); } catch { return { status: 400, ...json({ code: 400 }) }; }
      const l = site.lists[b.categoryId];
      if (!l || !(b.pageNum >= 1)) return { status: 400, ...json({ code: 400 }) };
      const all = l.all(day);
      return { list: `${b.categoryId}:${b.pageNum}`, ...json({ code: 200, data: { total: all.length, list: page(all, b.pageNum, b.pageSize ?? 10).map((n) => ({ articleId: n.id, articleTitle: n.title, createTime: `${n.date} 10:00:00` })) } }) };
    }
    const m = /^\/info\/(\d+)\/(\d+)\.html$/.exec(path);
    const n = m && site.lists[m[1]]?.all(day).find((r) => r.id === Number(m[2]));
    return n ? staticDetail(n, '杰启大学') : undefined;
  };
  return site;
}

// ── 加载更多: a button that appends the next rows; an infinite-scroll list that loads near the bottom ──
const MORE_APP = `(function () {
  var cfg = window.LIST, ul = document.querySelector('.list'), offset = 0, busy = false, done = false;
  function more() {
    if (busy || done) return; busy = true;
    fetch('/api/' + cfg.column + '?offset=' + offset + '&limit=10').then(function (r) { return r.json(); }).then(function (res) {
      res.items.forEach(function (it) { var li = document.createElement('li'), a = document.createElement('a'), s = document.createElement('span'); a.href = it.link; a.textContent = it.title; s.textContent = it.pubDate; li.appendChild(a); li.appendChild(s); ul.appendChild(li); });
      offset += res.items.length; done = !res.hasMore; busy = false;
      var tip = document.querySelector('.load-tip'); if (done && tip) { tip.textContent = '没有更多了'; if (tip.tagName === 'BUTTON') tip.disabled = true; }
    });
  }
  if (cfg.mode === 'button') document.querySelector('.load-tip').addEventListener('click', more);
  else window.addEventListener('scroll', function () { if (window.innerHeight + window.scrollY >= document.body.scrollHeight - 100) more(); });
  more();
})();`;
function moreSite(host) {
  const site = { host, shape: 'load-more', name: '英孚大学', lists: {} };
  site.lists.zbxx = { name: '招标信息', per: 10, all: rows(host, 'zbxx', 28, 7000, 1), mode: 'button' };
  site.lists.xwzx = { name: '新闻中心', per: 10, all: rows(host, 'xwzx', 30, 8000, 3), mode: 'scroll' };
  const col = (n) => Object.keys(site.lists).find((c) => site.lists[c].all(2).includes(n));
  site.url = (n) => `http://${host}/${col(n)}/detail-${n.id}.html`;
  site.listUrl = (id, k) => `http://${host}/api/${id}?offset=${(k - 1) * 10}&limit=10`;
  site.handle = (path, q, day) => {
    if (path === '/') return doc('英孚大学', `<div class="header"><h1>英孚大学</h1><ul class="nav"><li><a href="/zbxx/">招标信息</a></li><li><a href="/xwzx/">新闻中心</a></li></ul></div>`);
    const lm = /^\/(zbxx|xwzx)\/$/.exec(path);
    if (lm) {
      const l = site.lists[lm[1]];
      const tip = l.mode === 'button' ? '<button class="load-tip load-more">加载更多</button>' : '<div class="load-tip">下拉加载更多</div>';
      return doc(`${l.name}-英孚大学`, `<div class="header"><a href="/">首页</a></div><h2>${l.name}</h2><ul class="list"></ul>${tip}<div class="footer">版权所有 英孚大学</div><script>window.LIST = { column: '${lm[1]}', mode: '${l.mode}' };</script><script src="/js/list.js"></script>`, '<style>.list li{line-height:80px}</style>');
    }
    if (path === '/js/list.js') return { body: MORE_APP, type: 'text/javascript; charset=utf-8' };
    const am = /^\/api\/(zbxx|xwzx)$/.exec(path);
    if (am) {
      const all = site.lists[am[1]].all(day);
      const offset = Number(q.get('offset') ?? 0), limit = Number(q.get('limit') ?? 10);
      return { list: `${am[1]}:${Math.floor(offset / limit) + 1}`, ...json({ items: all.slice(offset, offset + limit).map((n) => ({ title: n.title, pubDate: n.date, link: `/${am[1]}/detail-${n.id}.html` })), hasMore: offset + limit < all.length }) };
    }
    const m = /^\/(zbxx|xwzx)\/detail-(\d+)\.html$/.exec(path);
    const n = m && site.lists[m[1]].all(day).find((r) => r.id === Number(m[2]));
    return n ? staticDetail(n, '英孚大学') : undefined;
  };
  return site;
}

// ── javascript:void(0) rows whose onclick opens the detail page (an inline function): static-readable ──
function onclickSite(host) {
  const site = { host, shape: 'onclick-open', name: '欧诚大学', lists: {} };
  site.lists.zbgg = { name: '招标公告', per: 12, all: rows(host, 'zbgg', 30, 9000, 1) };
  site.lists.tzgg = { name: '通知公告', per: 12, all: rows(host, 'tzgg', 34, 9500, 3) };
  site.url = (n) => `http://${host}/detail.html?id=${n.id}`;
  site.listUrl = (id, k) => `http://${host}/${id}/list.html${k > 1 ? `?page=${k}` : ''}`;
  site.handle = (path, q, day) => {
    if (path === '/') return doc('欧诚大学', `<div class="header"><h1>欧诚大学</h1><ul class="nav"><li><a href="/zbgg/list.html">招标公告</a></li><li><a href="/tzgg/list.html">通知公告</a></li></ul></div>`);
    const lm = /^\/(zbgg|tzgg)\/list\.html$/.exec(path);
    if (lm) {
      const l = site.lists[lm[1]], all = l.all(day), pages = pageCount(all, l.per), k = Number(q.get('page') ?? 1);
      if (!(k >= 1 && k <= pages)) return undefined;
      const at = (j) => `list.html?page=${j}`;
      const list = page(all, k, l.per).map((n) => `<li><a href="javascript:void(0)" onclick="openDetail('${n.id}')" title="${esc(n.title)}">${esc(n.title)}</a><span class="date">${n.date}</span></li>`).join('\n');
      const pager = `<div class="page">${k > 1 ? `<a href="${at(1)}">首页</a> <a href="${at(k - 1)}">上一页</a> ` : ''}${Array.from({ length: pages }, (_, j) => (j + 1 === k ? `<span class="cur">${j + 1}</span>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join(' ')}${k < pages ? ` <a href="${at(k + 1)}">下一页</a> <a href="${at(pages)}">尾页</a>` : ''}</div>`;
      return { list: `${lm[1]}:${k}`, body: doc(`${l.name}-欧诚大学`, `<div class="header"><a href="/">首页</a></div><h2>${l.name}</h2><ul class="news_list">${list}</ul>${pager}
<script type="text/javascript">
function openDetail(id) {
  window.open('/detail.html?id=' + id);
}
</script>`) };
    }
    if (path === '/detail.html') {
      const n = Object.values(site.lists).flatMap((l) => l.all(day)).find((r) => r.id === Number(q.get('id')));
      return n ? staticDetail(n, '欧诚大学') : undefined;
    }
    return undefined;
  };
  return site;
}

const SITES = [
  hashSite('www.hsa.edu.cn', '华晟大学', 'hash-click', false),
  hashSite('www.hsb.edu.cn', '华邦大学', 'hash-links', true),
  historySite('www.hst.edu.cn', '恒泰大学'),
  jquerySite('www.jqp.edu.cn'),
  moreSite('www.inf.edu.cn'),
  onclickSite('www.onc.edu.cn'),
];
/** Whether a site's lists need a browser (each list is written by a script), by shape. */
export const BROWSER_ONLY = ['hash-click', 'hash-links', 'history-ids', 'jquery-post', 'load-more'];
const short = (host) => host.replace(/^www\./, '');

/** The web's own counter: answers no page gave (404). */
export const COUNTERS = ['notFound'];

/** The sites: each serves its `host`; `site` is its stats key. */
export const web = () => SITES.map((s) => Object.assign(s, { site: short(s.host) }));

/**
 * The notices (tenders only) of day `day`, each with the day it first appeared and its date; and
 * every list page (`list:k`, each list holding tenders, the mixed columns news beside them), its
 * address the one that answers its rows (an app's API).
 */
export function truth(day = 1) {
  const notices = [];
  for (const s of SITES) for (const l of Object.values(s.lists)) for (const n of l.all(day)) if (n.tender) notices.push({ url: s.url(n), urls: [s.url(n)], title: n.title, date: n.date, site: short(s.host), shape: s.shape, day: n.day });
  const lists = Object.fromEntries(SITES.map((s) => {
    const pages = Object.entries(s.lists).flatMap(([id, l]) => Array.from({ length: pageCount(l.all(day), l.per) }, (_, j) => ({ page: `${id}:${j + 1}`, tenders: true, url: s.listUrl(id, j + 1) })));
    return [short(s.host), { real: pages.length, news: 0, pages }];
  }));
  return { day, seeds: SITES.map((s) => `http://${s.host}/`), notices, lists };
}

const NOT_FOUND = '<html><body><h1>404 Not Found</h1></body></html>';
/** A site's answer on `day` in the kit's terms: robots.txt as every site serves it, a list page or API answer named `list:k`, nothing a 404; never cached. */
export function answer(site, req, day) {
  const headers = { 'cache-control': 'no-cache' };
  if (req.url.pathname === '/robots.txt') return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain', headers };
  const out = site.handle(req.url.pathname, req.url.searchParams, day, req, req.body);
  if (!out) return { status: 404, body: NOT_FOUND, headers, count: 'notFound' };
  if (typeof out === 'string') return { body: out, headers };
  return { status: out.status ?? 200, body: out.body, type: out.type, headers, ...(out.list ? { list: out.list, tenders: true } : {}) };
}
