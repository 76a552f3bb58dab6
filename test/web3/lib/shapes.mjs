// One renderer per CMS shape: the list pages and the routes that serve them.
import { itemsOn, OFFSITE_HOST } from './model.mjs';
import { esc, token, chrome, fmtDate, shownTitle, rowHref, listUrl, listHref } from './pages.mjs';

const html = (body, extra = {}) => ({ status: 200, type: 'text/html; charset=utf-8', body, ...extra });
const STATIC = { validators: true };

/** A list page as the stats count it (`column:k`): `tenders` when a row of it is a notice or a repost of one. */
export const holdsNotices = (items) => items.some((it) => it.kind !== 'other');
const listPage = (list, p, items) => ({ list: `${list.col}:${p}`, tenders: holdsNotices(items) });
/** Hanweb serves its records in groups of three 15-row pages: the column page holds group 1, dataproxy.jsp any group. */
export const HANWEB_GROUP = 45;

export function pagesOf(list, day) {
  const items = itemsOn(list, day);
  const out = [];
  for (let i = 0; i < items.length; i += list.perPage) out.push(items.slice(i, i + list.perPage));
  return out.length ? out : [[]];
}

/** Rows grouped under month headings when the list shows only month-day. */
function monthGrouped(list, items, row) {
  if (list.date !== 'md') return items.map(row).join('');
  let out = '';
  let cur = '';
  for (const it of items) {
    const ym = it.date.slice(0, 7);
    if (ym !== cur) { if (cur) out += '</ul>'; cur = ym; out += `<h3 class="month">${ym.slice(0, 4)}年${ym.slice(5)}月</h3><ul>`; }
    out += row(it);
  }
  return out + (cur ? '</ul>' : '');
}

// --- WebPlus static: /tzgg.htm, /tzgg/<N>.htm counting down, /info/<cid>/<id>.htm ---------------
function webplus(list, day, add) {
  const pages = pagesOf(list, day);
  const P = pages.length;
  const urlOf = (p) => (p === 1 ? `/${list.col}.htm` : `/${list.col}/${P - p + 1}.htm`);
  const withBase = list.shape === 'webplus-base';
  pages.forEach((items, i) => {
    const p = i + 1;
    const here = urlOf(p);
    // Relative links as WebPlus writes them; under <base href> rows are relative to /info/.
    const rel = (u) => (withBase ? u : p === 1 ? u.slice(1) : '..' + u);
    const pager = (q) => (withBase ? urlOf(q) : p === 1 ? urlOf(q).slice(1) : q === 1 ? `../${list.col}.htm` : `${P - q + 1}.htm`);
    add(here, () => {
      const rows = items.map((it) => {
        const t = shownTitle(list, it);
        const href = withBase ? it.path.replace(/^\/info\//, '') : rel(it.path);
        return `<li id="line_u8_${it.id % 20}"><a href="${href}" target="_blank"${t.attr}>${esc(t.text)}</a><span>${fmtDate(it.date, list.date)}</span></li>`;
      }).join('');
      const nav = [p > 1 ? `<span class="p_first"><a href="${pager(1)}">首页</a></span><span class="p_prev"><a href="${pager(p - 1)}">上页</a></span>` : '<span class="p_first_d">首页</span><span class="p_prev_d">上页</span>',
        ...Array.from({ length: P }, (_, j) => (j + 1 === p ? `<span class="p_no_d">${p}</span>` : `<span class="p_no"><a href="${pager(j + 1)}">${j + 1}</a></span>`)),
        p < P ? `<span class="p_next"><a href="${pager(p + 1)}">下页</a></span><span class="p_last"><a href="${pager(P)}">尾页</a></span>` : '<span class="p_next_d">下页</span><span class="p_last_d">尾页</span>'].join('');
      const body = `<div class="list_box"><h2>${list.name}</h2><ul class="list">${rows}</ul>
<div class="pb_sys_common pb_sys_normal pb_sys_style1"><span class="p_t">共${itemsOn(list, day).length}条</span><span class="p_pages">${nav}</span></div></div>`;
      return html(chrome(list.uni, list.host, { title: `${list.name}-${list.uni.name}`, body, crumbs: [list.name], base: withBase ? `\n<base href="http://${list.host}/info/">` : '' }), { ...STATIC, ...listPage(list, p, items) });
    });
  });
}

// --- SUDY WebPlus Pro: /<col>/list.htm, list2.htm …, rows in ul.wp_article_list -------------------
function sudyRows(list, items) {
  return `<ul class="wp_article_list">${monthGrouped(list, items, (it) => {
    const t = shownTitle(list, it);
    const d = fmtDate(it.date, list.date);
    return `<li class="list_item"><div class="fields pr_fields"><span class="Article_Title"><a href="${it.path}" target="_blank"${t.attr}>${esc(t.text)}</a></span></div>${d ? `<div class="fields ex_fields"><span class="Article_PublishDate">${d}</span></div>` : ''}</li>`;
  })}</ul>`;
}
function sudyPager(list, day, p, P, urlOf) {
  return `<div id="wp_paging_w6"><ul class="wp_paging clearfix"><li class="pages_count"><span class="per_page">每页&nbsp;<em class="per_count">${list.perPage}</em>&nbsp;记录&nbsp;</span><span class="all_count">总共&nbsp;<em class="all_count">${itemsOn(list, day).length}</em>&nbsp;记录&nbsp;</span></li>
<li class="page_nav"><a class="first" href="${urlOf(1)}" target="_self"><span>第一页</span></a>${p > 1 ? `<a class="prev" href="${urlOf(p - 1)}" target="_self"><span>&lt;&lt;上一页</span></a>` : '<span class="prev">&lt;&lt;上一页</span>'}${p < P ? `<a class="next" href="${urlOf(p + 1)}" target="_self"><span>下一页&gt;&gt;</span></a>` : '<span class="next">下一页&gt;&gt;</span>'}<a class="last" href="${urlOf(P)}" target="_self"><span>尾页</span></a></li>
<li class="page_jump"><span class="pages">页码&nbsp;<em class="curr_page">${p}</em>/<em class="all_pages">${P}</em></span><span><input class="pageNum" type="text"><input type="hidden" class="currentPage" value="${p}"></span><span><a class="pagingJump" href="javascript:void(0);" target="_self">跳转到&nbsp;</a></span></li></ul></div>`;
}
function sudy(list, day, add) {
  const pages = pagesOf(list, day);
  const urlOf = (p) => `/${list.col}/list${p === 1 ? '' : p}.htm`;
  pages.forEach((items, i) => {
    add(urlOf(i + 1), () => html(chrome(list.uni, list.host, { title: list.name, crumbs: [list.name], body: `<div class="col_news"><h2 class="col_title">${list.name}</h2>${sudyRows(list, items)}${sudyPager(list, day, i + 1, pages.length, urlOf)}</div>` }), { ...STATIC, ...listPage(list, i + 1, items) }));
  });
  if (pages.length) add(`/${list.col}/list1.htm`, () => add.get(urlOf(1))());
}

// --- a SUDY list held in an <iframe> of the column page; traps: a frame of itself, one off-site ---
function iframe(list, day, add) {
  const pages = pagesOf(list, day);
  const urlOf = (p) => `/${list.col}/frame/list${p}.htm`;
  add(`/${list.col}/list.htm`, () => html(chrome(list.uni, list.host, { title: list.name, crumbs: [list.name], body: `<h2 class="col_title">${list.name}</h2>
<iframe id="listFrame" name="listFrame" src="frame/list1.htm" width="100%" height="960" frameborder="0" scrolling="no"></iframe>
<iframe src="list.htm" style="display:none" width="0" height="0"></iframe>
<iframe src="http://${OFFSITE_HOST}/embed/index.htm?from=${list.host}" width="300" height="200" frameborder="0"></iframe>` }), STATIC));
  pages.forEach((items, i) => {
    add(urlOf(i + 1), () => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${list.name}</title><base target="_top"></head><body>${sudyRows(list, items)}${sudyPager(list, day, i + 1, pages.length, urlOf)}</body></html>`, { ...STATIC, ...listPage(list, i + 1, items) }));
  });
}

// --- a list in a <frameset>: top banner, a frame of the page itself, the list frame ----------------
function frameset(list, day, add) {
  const pages = pagesOf(list, day);
  const urlOf = (p) => `/${list.col}/main/list${p}.htm`;
  add(`/${list.col}/list.htm`, () => html(`<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN"><html><head><meta charset="utf-8"><title>${list.name}-${list.uni.name}</title></head>
<frameset rows="110,*" frameborder="0" border="0"><frame src="/${list.col}/top.htm" name="topFrame" scrolling="no" noresize>
<frameset cols="180,*"><frame src="list.htm" name="leftFrame"><frame src="main/list1.htm" name="mainFrame"></frameset></frameset>
<noframes><body>您的浏览器不支持框架。</body></noframes></html>`, STATIC));
  add(`/${list.col}/top.htm`, () => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>top</title></head><body><a href="http://www.${list.uni.domain}/" target="_top">${list.uni.name}</a> 采购与招标管理中心</body></html>`, STATIC));
  pages.forEach((items, i) => {
    add(urlOf(i + 1), () => html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${list.name}</title></head><body>${sudyRows(list, items)}${sudyPager(list, day, i + 1, pages.length, urlOf)}</body></html>`, { ...STATIC, ...listPage(list, i + 1, items) }));
  });
}

// --- 大汉 Hanweb: rows in <script type="text/xml"><datastore>, later pages from dataproxy.jsp -----
const hanwebRecord = (list, it) => {
  const d = fmtDate(it.date, list.date);
  return `<record><![CDATA[<li><a href="${it.path}" title="${esc(it.title)}" target="_blank">${esc(it.title)}</a>${d ? `<span class="bt-data-time">${d}</span>` : ''}</li>]]></record>`;
};
function hanweb(list, day, add, proxy) {
  const items = itemsOn(list, day);
  const per = 15;
  const unitid = 50000 + list.cid;
  const first = items.slice(0, HANWEB_GROUP);
  proxy.set(String(list.cid), list);
  add(`/col/col${list.cid}/index.html`, () => {
    const body = `<h2>${list.name}</h2><div class="bt-rig-cen-01" id="${unitid}"><script type="text/xml"><datastore>
<nextgroup><![CDATA[<a href="/module/web/jpage/dataproxy.jsp?page=1&webid=1&path=/&columnid=${list.cid}&unitid=${unitid}&webname=${encodeURIComponent(list.uni.name)}&permissiontype=0"></a>]]></nextgroup>
<recordset>
${first.map((it) => hanwebRecord(list, it)).join('\n')}
</recordset></datastore></script></div><ul id="list_${unitid}"></ul><div id="pager_${unitid}" class="default_pgContainer"></div>
<script>
(function () {
  var cfg = { proxyUrl: '/module/web/jpage/dataproxy.jsp', perPage: ${per}, totalRecord: ${items.length}, groupSize: 3, columnid: ${list.cid}, unitid: ${unitid} };
  var box = document.getElementById(String(cfg.unitid));
  var cache = [];
  function records(xml) { var out = []; var re = /<record><!\\[CDATA\\[([\\s\\S]*?)\\]\\]><\\/record>/g; var m; while ((m = re.exec(xml))) out.push(m[1]); return out; }
  records(box.querySelector('script').textContent).forEach(function (r, i) { cache[i] = r; });
  var pages = Math.ceil(cfg.totalRecord / cfg.perPage);
  function render(p) {
    var s = (p - 1) * cfg.perPage;
    document.getElementById('list_' + cfg.unitid).innerHTML = cache.slice(s, s + cfg.perPage).join('');
    var h = '<span class="default_pgTotalPage">共' + pages + '页</span>';
    for (var i = 1; i <= pages; i++) h += i === p ? '<span class="default_pgCurrentPage">' + i + '</span>' : '<a href="javascript:;" class="default_pgBtn" data-p="' + i + '">' + i + '</a>';
    var pager = document.getElementById('pager_' + cfg.unitid);
    pager.innerHTML = h;
    Array.prototype.forEach.call(pager.querySelectorAll('a'), function (a) { a.onclick = function () { show(Number(a.getAttribute('data-p'))); return false; }; });
  }
  function show(p) {
    var s = (p - 1) * cfg.perPage;
    if (cache[s]) return render(p);
    var g = Math.ceil(p / cfg.groupSize);
    var sr = (g - 1) * cfg.groupSize * cfg.perPage + 1, er = Math.min(g * cfg.groupSize * cfg.perPage, cfg.totalRecord);
    var url = cfg.proxyUrl + '?startrecord=' + sr + '&endrecord=' + er + '&perpage=' + cfg.perPage + '&columnid=' + cfg.columnid + '&unitid=' + cfg.unitid;
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'col=1&appid=1&webid=1&path=%2F&columnid=' + cfg.columnid + '&sourceContentType=1&unitid=' + cfg.unitid + '&permissiontype=0' })
      .then(function (r) { return r.text(); })
      .then(function (t) { records(t).forEach(function (r, i) { cache[sr - 1 + i] = r; }); render(p); });
  }
  render(1);
})();
</script>`;
    return html(chrome(list.uni, list.host, { title: `${list.name}-${list.uni.name}`, body, crumbs: [list.name] }), { ...STATIC, ...listPage(list, 1, first) });
  });
}
function dataproxy(proxy, day) {
  return (ctx) => {
    const q = new URLSearchParams(ctx.rawQuery);
    const form = new URLSearchParams(ctx.body || '');
    const list = proxy.get(q.get('columnid') || form.get('columnid') || '');
    if (!list) return { status: 200, type: 'text/xml; charset=UTF-8', body: '<?xml version="1.0" encoding="UTF-8"?><datastore><totalrecord>0</totalrecord><recordset></recordset></datastore>' };
    const items = itemsOn(list, day);
    const sr = Math.max(1, Number(q.get('startrecord')) || 1);
    const er = Math.min(items.length, Number(q.get('endrecord')) || sr + 44, sr + 199);
    const per = Number(q.get('perpage')) || 15;
    const g = Math.floor((sr - 1) / HANWEB_GROUP) + 1;
    return { ...listPage(list, g, items.slice((g - 1) * HANWEB_GROUP, g * HANWEB_GROUP)), status: 200, type: 'text/xml; charset=UTF-8', body: `<?xml version="1.0" encoding="UTF-8"?>\n<datastore><totalrecord>${items.length}</totalrecord><totalpage>${Math.ceil(items.length / per)}</totalpage><recordset>\n${items.slice(sr - 1, er).map((it) => hanwebRecord(list, it)).join('\n')}\n</recordset></datastore>` };
  };
}

// --- ASP.NET WebForms: GridView with __doPostBack('GridView1','Page$N') and __VIEWSTATE ----------
const viewState = (list, p) => Buffer.from(`/wEPDwUKMTY3NjE4NzI2MA9kFgICAw9kFgICAQ88KwARAgAPFgQeC18hRGF0YUJvdW5kZx4LXyFJdGVtQ291bnQC|${list.col}|${p}|${'x'.repeat(40)}`).toString('base64');
function aspnet(list, day, add) {
  const pages = pagesOf(list, day);
  const P = pages.length;
  const render = (p, err) => {
    const items = pages[p - 1];
    const rows = items.map((it, i) => {
      const t = shownTitle(list, it);
      return `<tr class="${i % 2 ? 'alt' : 'row'}"><td align="left"><a href="Detail.aspx?id=${it.id}" target="_blank"${t.attr}>${esc(t.text)}</a></td><td align="center" width="100">${fmtDate(it.date, list.date)}</td></tr>`;
    }).join('');
    const link = (arg, text) => `<a href="javascript:__doPostBack('GridView1','${arg}')">${text}</a>`;
    const nums = Array.from({ length: P }, (_, j) => `<td>${j + 1 === p ? `<span>${p}</span>` : link(`Page$${j + 1}`, j + 1)}</td>`).join('');
    const pager = `<tr class="pager"><td colspan="2"><table><tr>${p > 1 ? `<td>${link('Page$First', '首页')}</td><td>${link('Page$Prev', '上一页')}</td>` : ''}${nums}${p < P ? `<td>${link('Page$Next', '下一页')}</td><td>${link('Page$Last', '尾页')}</td>` : ''}</tr></table></td></tr>`;
    const body = `<form method="post" action="./List.aspx" id="form1">
<div class="aspNetHidden"><input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value=""><input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value=""><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${viewState(list, p)}"></div>
<script type="text/javascript">
//<![CDATA[
var theForm = document.forms['form1'];
if (!theForm) { theForm = document.form1; }
function __doPostBack(eventTarget, eventArgument) {
    if (!theForm.onsubmit || (theForm.onsubmit() != false)) {
        theForm.__EVENTTARGET.value = eventTarget;
        theForm.__EVENTARGUMENT.value = eventArgument;
        theForm.submit();
    }
}
//]]>
</script>
<div class="aspNetHidden"><input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="C2EE9ABB"><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAAX${Buffer.from(list.col + P).toString('base64')}"></div>
${err ? `<p class="err">${err}</p>` : ''}<h2>${list.name}</h2>
<div><table class="gridview" cellspacing="0" rules="all" border="1" id="GridView1" style="width:100%;border-collapse:collapse;"><tr><th scope="col">标题</th><th scope="col">发布日期</th></tr>${rows}${pager}</table></div>
<p>共 ${itemsOn(list, day).length} 条记录，第 ${p}/${P} 页</p></form>`;
    return html(chrome(list.uni, list.host, { title: `${list.name}-${list.uni.name}`, body, crumbs: [list.name] }), listPage(list, p, items));
  };
  add(`/${list.col}/List.aspx`, (ctx) => {
    if (ctx.method !== 'POST') return render(1);
    const form = new URLSearchParams(ctx.body || '');
    const vs = form.get('__VIEWSTATE');
    let cur;
    try { const parts = Buffer.from(vs || '', 'base64').toString().split('|'); if (parts[1] === list.col) cur = Number(parts[2]); } catch { /* invalid */ }
    if (!cur) return { status: 500, type: 'text/html; charset=utf-8', body: '<html><body><h1>“/”应用程序中的服务器错误。</h1><h2><i>验证视图状态 MAC 失败。</i></h2></body></html>' };
    const arg = form.get('__EVENTARGUMENT') || '';
    let p = cur;
    if (form.get('__EVENTTARGET') === 'GridView1') {
      if (arg === 'Page$First') p = 1; else if (arg === 'Page$Last') p = P; else if (arg === 'Page$Next') p = cur + 1; else if (arg === 'Page$Prev') p = cur - 1;
      else if (/^Page\$\d+$/.test(arg)) p = Number(arg.slice(5));
    }
    return render(Math.min(P, Math.max(1, p)));
  });
}

// --- Vue single-page list: an empty #app and a script that fetches /api/list?page=N -------------
function spa(list, day, add, api) {
  api.set(list.col, list);
  add(`/${list.col}/`, () => html(`<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${list.uni.name}采购与招标管理中心</title><link href="/static/css/app.8d2f1c.css" rel="stylesheet"></head>
<body><noscript><strong>请启用JavaScript以浏览本站。</strong></noscript><div id="app"></div><script src="/static/js/chunk-vendors.3a91e2.js"></script><script src="/static/js/app.8d2f1c.js"></script></body></html>`, STATIC));
}
export const SPA_APP = `(function () {
  var cat = location.pathname.split('/')[1] || 'zbgg';
  var app = document.getElementById('app');
  function load(page) {
    fetch('/api/list?cat=' + cat + '&page=' + page + '&_=' + Date.now(), { headers: { Accept: 'application/json' } })
      .then(function (r) { return r.json(); })
      .then(function (res) {
        var d = res.data;
        var h = '<div class="list-wrap"><h2>' + d.columnName + '</h2><ul class="news-list">';
        d.list.forEach(function (row) {
          h += '<li class="news-item"><a class="news-title"></a><span class="news-date"></span></li>';
        });
        h += '</ul><div class="el-pagination">';
        for (var i = 1; i <= d.pages; i++) h += '<button type="button" class="number' + (i === d.pageNum ? ' active' : '') + '" data-p="' + i + '">' + i + '</button>';
        h += '</div></div>';
        app.innerHTML = h;
        var items = app.querySelectorAll('.news-item');
        d.list.forEach(function (row, i) {
          var a = items[i].querySelector('a');
          a.textContent = row.title; a.href = row.url; a.title = row.title;
          items[i].querySelector('.news-date').textContent = row.publishDate;
        });
        Array.prototype.forEach.call(app.querySelectorAll('.el-pagination button'), function (b) {
          b.addEventListener('click', function () { load(Number(b.getAttribute('data-p'))); });
        });
      });
  }
  load(1);
})();
`;
function apiList(api, day) {
  return (ctx) => {
    const q = new URLSearchParams(ctx.rawQuery);
    const list = api.get(q.get('cat') || '');
    if (!list) return { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify({ code: 404, msg: '栏目不存在', data: null }) };
    const pages = pagesOf(list, day);
    const p = Math.min(pages.length, Math.max(1, Number(q.get('page')) || 1));
    const data = { columnName: list.name, total: itemsOn(list, day).length, pageNum: p, pageSize: list.perPage, pages: pages.length, list: pages[p - 1].map((it) => ({ id: it.id, title: it.title, publishDate: it.date, url: it.path })) };
    return { ...listPage(list, p, pages[p - 1]), status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify({ code: 200, msg: 'success', data }) };
  };
}

// --- portal (TRS-like): /<col>/index.htm, index_1.htm …; main-host lists page by createPageHTML() --
function portal(list, day, add) {
  const pages = pagesOf(list, day);
  const P = pages.length;
  const urlOf = (p) => `/${list.col}/index${p === 1 ? '' : '_' + (p - 1)}.htm`;
  const byScript = list.kind !== 'proc';
  pages.forEach((items, i) => {
    const p = i + 1;
    add(urlOf(p), () => {
      const rows = monthGrouped(list, items, (it) => {
        const d = fmtDate(it.date, list.date);
        return `<li>${d ? `<span class="date">${d}</span>` : ''}<a href=".${it.path.slice(list.col.length + 1)}" target="_blank" title="${esc(it.title)}">${esc(it.title)}</a></li>`;
      });
      const pager = byScript
        ? `<div class="page"><script>
function createPageHTML(_nPageCount, _nCurrIndex, _sPageName, _sPageExt) {
  if (_nPageCount == null || _nPageCount <= 1) return;
  var s = '共' + _nPageCount + '页 ';
  if (_nCurrIndex == 0) s += '首页 上一页 '; else s += '<a href="' + _sPageName + '.' + _sPageExt + '">首页</a> <a href="' + _sPageName + (_nCurrIndex - 1 == 0 ? '' : '_' + (_nCurrIndex - 1)) + '.' + _sPageExt + '">上一页</a> ';
  if (_nCurrIndex + 1 >= _nPageCount) s += '下一页 尾页'; else s += '<a href="' + _sPageName + '_' + (_nCurrIndex + 1) + '.' + _sPageExt + '">下一页</a> <a href="' + _sPageName + '_' + (_nPageCount - 1) + '.' + _sPageExt + '">尾页</a>';
  document.write(s);
}
createPageHTML(${P}, ${i}, "index", "htm");
</script></div>`
        : `<div class="page">共${P}页 ${p > 1 ? `<a href="${urlOf(1).split('/').pop()}">首页</a> <a href="${urlOf(p - 1).split('/').pop()}">上一页</a>` : ''} ${p < P ? `<a href="${urlOf(p + 1).split('/').pop()}">下一页</a> <a href="${urlOf(P).split('/').pop()}">尾页</a>` : ''}</div>`;
      return html(chrome(list.uni, list.host, { title: list.name, crumbs: [list.name], body: `<div class="list"><h2>${list.name}</h2>${list.date === 'md' ? rows : `<ul>${rows}</ul>`}${pager}</div>` }), { ...STATIC, ...listPage(list, p, items) });
    });
  });
}

// --- JSP .do lists: javascript:turnPage(n) builds the URL; a GET jump form; ;jsessionid and v= -----
function turnpage(list, day, add) {
  const pages = pagesOf(list, day);
  const P = pages.length;
  const render = (p, ctx) => {
    const sid = ctx.sessionId;
    const items = pages[p - 1];
    const rows = items.map((it) => {
      const t = shownTitle(list, it);
      const d = fmtDate(it.date, list.date);
      const href = it.attachmentOnly ? it.path.slice(list.col.length + 2) : rowHref(list, it, list.host, sid).slice(list.col.length + 2);
      const icon = it.attachmentOnly ? `<img src="/images/${it.fileExt}.gif" alt="${it.fileExt}">` : '';
      return `<tr><td class="title">${icon}<a href="${esc(href)}" target="_blank"${t.attr}>${esc(t.text)}</a></td>${d ? `<td class="date">${d}</td>` : ''}</tr>`;
    }).join('');
    const nav = `<div class="pagination">共${itemsOn(list, day).length}条 第${p}/${P}页 ${p > 1 ? `<a href="javascript:turnPage(1)">首页</a> <a href="javascript:turnPage(${p - 1})">上一页</a>` : ''} ${p < P ? `<a href="javascript:turnPage(${p + 1})">下一页</a> <a href="javascript:turnPage(${P})">尾页</a>` : ''}
<form name="pageForm" method="get" action="list.do${sid ? ';jsessionid=' + sid : ''}" style="display:inline"><input type="hidden" name="v" value="${token(8)}">跳转到第<input type="text" name="pageNo" size="3" value="${p}">页<input type="submit" value="GO"></form></div>
<script type="text/javascript">
function turnPage(n) {
  if (n < 1 || n > ${P}) return;
  window.location.href = 'list.do${sid ? ';jsessionid=' + sid : ''}?pageNo=' + n + '&v=' + Math.random().toString(36).substring(2, 10);
}
</script>`;
    const body = `<div class="listBox"><h2>${list.name}</h2><table class="listTable" width="100%">${rows}</table>${nav}</div>`;
    return html(chrome(list.uni, list.host, { title: list.name, crumbs: [list.name], body }), listPage(list, p, items));
  };
  add(`/${list.col}/list.do`, (ctx) => {
    const p = Number(new URLSearchParams(ctx.rawQuery).get('pageNo')) || 1;
    return p > P ? render(P, ctx) : render(Math.max(1, p), ctx);
  });
}

// --- JSP lists paged by onclick="goPage(n)"; links carry ?t=<timestamp> and _=<random> -----------
function jspager(list, day, add) {
  const pages = pagesOf(list, day);
  const P = pages.length;
  const render = (p) => {
    const rows = pages[p - 1].map((it) => {
      const t = shownTitle(list, it);
      const d = fmtDate(it.date, list.date);
      return `<li><a href="${esc(rowHref(list, it, list.host).slice(1))}" target="_blank"${t.attr}>${esc(t.text)}</a>${d ? `<span class="time">${d}</span>` : ''}</li>`;
    }).join('');
    const nums = Array.from({ length: P }, (_, j) => (j + 1 === p ? `<span class="cur">${p}</span>` : `<a href="javascript:void(0)" onclick="goPage(${j + 1})">${j + 1}</a>`)).join(' ');
    const body = `<div class="newslist"><h2>${list.name}</h2><ul>${rows}</ul>
<div class="fy">${p > 1 ? `<a href="javascript:void(0)" onclick="goPage(${p - 1})">上一页</a>` : ''} ${nums} ${p < P ? `<a href="javascript:void(0)" onclick="goPage(${p + 1})">下一页</a>` : ''}
<form method="get" action="list.jsp" style="display:inline"><input type="hidden" name="cid" value="${list.cid}">转到<input type="text" name="page" size="2">页<button type="submit">确定</button></form></div>
<script>
function goPage(p) {
  window.location.href = 'list.jsp?cid=${list.cid}&page=' + p + '&t=' + new Date().getTime();
}
</script></div>`;
    return html(chrome(list.uni, list.host, { title: list.name, crumbs: [list.name], body }), listPage(list, p, pages[p - 1]));
  };
  add(`/list.jsp?cid=${list.cid}`, (ctx) => {
    const p = Number(new URLSearchParams(ctx.rawQuery).get('page')) || 1;
    return render(Math.min(P, Math.max(1, p)));
  });
}

const SHAPES = { webplus, 'webplus-base': webplus, sudy, iframe, frameset, hanweb, aspnet, spa, portal, turnpage, jspager };

/**
 * Routes for one day. exact: canonical path(+query) → handler; dynamic: path → handler that reads
 * the query itself. The server strips cache-busting parameters and ;jsessionid before looking up.
 */
export function buildRoutes(model, day) {
  const byHost = new Map();
  const get = (h) => {
    if (!byHost.has(h)) byHost.set(h, { exact: new Map(), dynamic: new Map() });
    return byHost.get(h);
  };
  for (const uni of model.unis) {
    for (const list of uni.lists) {
      const r = get(list.host);
      const add = (key, fn) => {
        const dyn = key.includes('?') || /\.(do|aspx)$/.test(key);
        if (dyn && !key.endsWith('.do') && !key.endsWith('.aspx')) {
          // jspager: one dynamic handler per cid
          const [path, q] = key.split('?');
          const prev = r.dynamic.get(path);
          const cid = new URLSearchParams(q).get('cid');
          const table = prev?.table || new Map();
          table.set(cid, fn);
          r.dynamic.set(path, Object.assign((ctx) => { const f = table.get(new URLSearchParams(ctx.rawQuery).get('cid')); return f ? f(ctx) : null; }, { table }));
        } else if (dyn) r.dynamic.set(key, fn);
        else r.exact.set(key, fn);
      };
      add.get = (k) => r.exact.get(k);
      r.proxy ||= new Map();
      r.api ||= new Map();
      SHAPES[list.shape](list, day, add, list.shape === 'hanweb' ? r.proxy : r.api);
      for (const it of itemsOn(list, day)) r.items ||= new Map(), r.items.set(it.path, it);
    }
  }
  for (const r of byHost.values()) {
    if (r.proxy.size) r.dynamic.set('/module/web/jpage/dataproxy.jsp', dataproxy(r.proxy, day));
    if (r.api.size) r.dynamic.set('/api/list', apiList(r.api, day));
  }
  return byHost;
}

export { listUrl, listHref };
