// HTML for every page: chrome, homepages, list shapes, detail pages, traps.
import { hash, projectName, itemsOn } from './model.mjs';
import { listPath, listEntry, itemPath, itemUrl, pageCount, bust, PHPCMS_LIST } from './urls.mjs';

export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function fmtDate(iso, fmt) {
  const [y, m, d] = iso.slice(0, 10).split('-');
  switch (fmt) {
    case 'cn': return `${y}年${m}月${d}日`;
    case 'dot': return `${y}.${m}.${d}`;
    case 'md': return `${m}-${d}`;
    case 'none': return '';
    default: return `${y}-${m}-${d}`;
  }
}
function fmtDeadline(dl, style) {
  const [date, time] = dl.split(' ');
  const [y, m, d] = date.split('-');
  const [hh, mm] = time.split(':');
  return style ? `${y}年${m}月${d}日 ${hh}点${mm}分` : dl;
}

export function procLink(uni) {
  if (uni.procVia === 'redirect') return '/zbcg/';
  if (uni.procVia === 'column') return listEntry(uni.lists[0]);
  return `http://${uni.procHost}/`;
}

function page(uni, host, title, body, { main = true, crumbs = [] } = {}) {
  const nav = main
    ? [['/', '首页'], [listEntry(uni.stream), '通知公告'], [listEntry(uni.news), '新闻动态'], [procLink(uni), '招标采购'], ['/xxgk/', '信息公开']]
    : [['/', '采购首页'], ...uni.lists.map((l) => [listEntry(l), l.name]), [`http://www.${uni.key}.edu.cn/`, '学校主页']];
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}-${esc(uni.name)}</title><link rel="stylesheet" href="/style/main.css"></head>
<body>
<div class="top"><div class="logo"><a href="/"><img src="/images/logo.png" alt="${esc(uni.name)}"></a><span>${esc(uni.name)}${main ? '' : '招标采购网'}</span></div>
<div class="search"><form action="/search/" method="get"><input name="q" type="text"><button>搜索</button></form></div></div>
<div class="nav"><ul>${nav.map(([h, t]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ul></div>
<div class="crumbs">当前位置：<a href="/">首页</a>${crumbs.map((c) => ` &gt; ${c}`).join('')}</div>
<div class="main">${body}</div>
<div class="footer"><p><a href="/private/drafts.html">内部资料</a> | <a href="/calendar/?ym=2026-11">校历</a> | <a href="/lxwm.html">联系我们</a></p>
<p>版权所有 © 2026 ${esc(uni.name)} 地址：${esc(uni.name.slice(0, 2))}市大学路${hash(uni.key) % 300}号 ICP备${hash(uni.name) % 90000000 + 10000000}号</p></div>
</body></html>`;
}

const rowTitle = (it, list) => {
  if (list.cut && it.title.length > 22) return `<a href="${itemPath(it)}" target="_blank">${esc(it.title.slice(0, 20))}...</a>`;
  return `<a href="${itemPath(it)}" title="${esc(it.title)}" target="_blank">${esc(it.title)}</a>`;
};

function pageSlice(list, day, k) {
  const all = itemsOn(list, day);
  const P = pageCount(list, all.length);
  return { rows: all.slice((k - 1) * list.perPage, k * list.perPage), P, total: all.length };
}

// ---- list shapes; each returns the inner body ----
function webplusList(list, day, k) {
  const { rows, P, total } = pageSlice(list, day, k);
  const prefix = k === 1 ? '' : '../';
  const rel = (kk) => { const p = listPath(list, kk, P); return k === 1 ? p.slice(1) : kk === 1 ? `../${list.dir}.htm` : p.split('/').pop(); };
  const lis = rows.map((it) => `<li id="line_u8_${it.id % 100}"><a href="${prefix}${itemPath(it).slice(1)}" target="_blank" title="${esc(it.title)}">${esc(it.title)}</a><span>${fmtDate(it.publishedAt, list.date)}</span></li>`).join('\n');
  const links = [];
  if (k > 1) links.push(`<a href="${rel(1)}">首页</a>`, `<a href="${rel(k - 1)}">上页</a>`);
  for (let i = 1; i <= P; i++) links.push(i === k ? `<span class="p_no_d">${i}</span>` : `<a href="${rel(i)}">${i}</a>`);
  if (k < P) links.push(`<a href="${rel(k + 1)}">下页</a>`, `<a href="${rel(P)}">尾页</a>`);
  return `<div class="list"><h2>${list.name}</h2><ul class="list-ul">\n${lis}\n</ul>
<div class="pb_sys_common"><span class="p_t">共${total}条</span> <span class="p_pages">${links.join(' ')}</span> <span class="p_t">${k}/${P}</span></div></div>`;
}

function dedeList(list, day, k) {
  const { rows, P, total } = pageSlice(list, day, k);
  const lis = rows.map((it) => `<li>${rowTitle(it, list)}${list.date === 'none' ? '' : `<span class="date">${fmtDate(it.publishedAt, list.date)}</span>`}</li>`).join('\n');
  const name = (i) => `list_${list.col}_${i}.html`;
  let pager;
  if (list.jsPager) {
    pager = `<div class="pagelist" id="pages"></div><script src="/templets/default/js/page.js"></script>
<script type="text/javascript">createPage(${P}, ${k}, 'list_${list.col}_', '.html');</script>`;
  } else {
    const ls = [`<li><a href="${name(1)}">首页</a></li>`];
    if (k > 1) ls.push(`<li><a href="${name(k - 1)}">上一页</a></li>`);
    for (let i = 1; i <= P; i++) ls.push(i === k ? `<li class="thisclass">${i}</li>` : `<li><a href="${name(i)}">${i}</a></li>`);
    if (k < P) ls.push(`<li><a href="${name(k + 1)}">下一页</a></li>`);
    ls.push(`<li><a href="${name(P)}">末页</a></li>`, `<li><span class="pageinfo">共 <strong>${P}</strong>页<strong>${total}</strong>条</span></li>`);
    pager = `<div class="dede_pages"><ul class="pagelist">${ls.join('')}</ul></div>`;
  }
  return `<div class="listbox"><h2>${list.name}</h2><ul class="e2">\n${lis}\n</ul>${pager}</div>`;
}

function phpcmsList(list, day, k) {
  const { rows, P, total } = pageSlice(list, day, k);
  let body = '';
  if (list.date === 'md') {
    // rows grouped under month headings; each row shows only MM-DD
    let ym = '';
    for (const it of rows) {
      const h = `${it.publishedAt.slice(0, 4)}年${it.publishedAt.slice(5, 7)}月`;
      if (h !== ym) { body += `${ym ? '</ul>' : ''}<h3 class="ym">${h}</h3><ul class="list lh24 f14">`; ym = h; }
      body += `<li><span class="rt">${fmtDate(it.publishedAt, 'md')}</span>·${rowTitle(it, list)}</li>\n`;
    }
    if (ym) body += '</ul>';
  } else {
    body = `<ul class="list lh24 f14">${rows.map((it) => `<li><span class="rt">${fmtDate(it.publishedAt, list.date)}</span>·${rowTitle(it, list)}</li>`).join('\n')}</ul>`;
  }
  const u = (i) => `${PHPCMS_LIST(list.col)}&page=${i}`;
  const ls = [`<a class="a1">${total}条</a>`, k > 1 ? `<a href="${u(k - 1)}" class="a1">上一页</a>` : '<a class="a1">上一页</a>'];
  for (let i = 1; i <= P; i++) ls.push(i === k ? `<span>${i}</span>` : `<a href="${u(i)}">${i}</a>`);
  ls.push(k < P ? `<a href="${u(k + 1)}" class="a1">下一页</a>` : '<a class="a1">下一页</a>');
  const jump = `<form method="get" action="/index.php" class="jump"><input type="hidden" name="m" value="content"><input type="hidden" name="c" value="index">
<input type="hidden" name="a" value="lists"><input type="hidden" name="catid" value="${list.col}">跳转到 <input type="text" name="page" size="3" value="${k}"> 页 <input type="submit" value="GO"></form>`;
  return `<div class="col-left"><h2 class="title">${list.name}</h2>${body}<div id="pages" class="text-c">${ls.join(' ')}</div>${jump}</div>`;
}

function iframeFrame(list, day, k) {
  const { rows, P } = pageSlice(list, day, k);
  const lis = rows.map((it) => `<tr><td><a href="${itemPath(it)}" target="_parent" title="${esc(it.title)}">${esc(it.title)}</a></td><td>${fmtDate(it.publishedAt, list.date)}</td></tr>`).join('\n');
  const ls = [];
  for (let i = 1; i <= P; i++) ls.push(i === k ? `<b>${i}</b>` : `<a href="javascript:;" onclick="toPage(${i})">${i}</a>`);
  if (k < P) ls.push(`<a href="javascript:;" onclick="toPage(${k + 1})">下一页</a>`);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${list.name}</title></head><body>
<table class="tab" width="100%">\n${lis}\n</table><div class="pager">${ls.join(' ')} 共${P}页</div>
<script>function toPage(n){location.href='list_'+n+'.html';}</script></body></html>`;
}

function empireList(list, day, k) {
  const { rows, P, total } = pageSlice(list, day, k);
  const lis = rows.map((it) => `<tr><td class="t">${rowTitle(it, list)}</td><td class="d">${fmtDate(it.publishedAt, list.date)}</td></tr>`).join('\n');
  const u = (i) => `/e/action/ListInfo/?classid=${list.col}&page=${i - 1}${list.cacheBust ? `&r=${bust(`${list.key}${i}${day}`)}` : ''}`;
  const ls = [`<a title="Total record">&nbsp;<b>${total}</b> </a>`];
  if (k > 1) ls.push(`<a href="${u(1)}">首页</a>&nbsp;<a href="${u(k - 1)}">上一页</a>`);
  for (let i = 1; i <= P; i++) ls.push(i === k ? `<b>${i}</b>` : `<a href="${u(i)}">${i}</a>`);
  if (k < P) ls.push(`<a href="${u(k + 1)}">下一页</a>&nbsp;<a href="${u(P)}">尾页</a>`);
  return `<table class="newslist" width="100%"><caption>${list.name}</caption>\n${lis}\n</table><div class="epages">${ls.join('&nbsp;')}</div>`;
}

function jqueryShell(list) {
  return `<div class="list-box"><h2>${list.name}</h2><ul id="list"></ul><div id="pager" class="pager"></div></div>
<script src="/static/js/jquery.min.js"></script>
<script>
$(function () {
  var p = parseInt(new URLSearchParams(location.search).get('page') || '1', 10);
  $.post('/api/notice/page', { cat: '${list.col}', page: p, size: ${list.perPage} }, function (res) {
    var h = '';
    res.data.rows.forEach(function (r) { h += '<li><a href="' + r.url + '" target="_blank">' + $.esc(r.title) + '</a><span class="time">' + r.publishTime + '</span></li>'; });
    $('#list').html(h);
    var ph = '';
    for (var i = 1; i <= res.data.pages; i++) ph += i === p ? '<span class="cur">' + i + '</span>' : '<a href="index.html?page=' + i + '">' + i + '</a>';
    $('#pager').html(ph);
  });
});
</script>`;
}
export const JQUERY_MIN = `/*! mini jQuery-like helper for this site */
(function(){function Q(s){this.el=typeof s==='string'?document.querySelector(s):s;}
Q.prototype.html=function(h){if(this.el)this.el.innerHTML=h;return this;};
var $=function(s){if(typeof s==='function'){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',s);else s();return;}return new Q(s);};
$.esc=function(s){return String(s).replace(/[&<>"]/g,function(c){return{'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c];});};
$.post=function(u,d,cb){var x=new XMLHttpRequest();x.open('POST',u);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');
x.onload=function(){cb(JSON.parse(x.responseText));};x.send(Object.keys(d).map(function(k){return encodeURIComponent(k)+'='+encodeURIComponent(d[k]);}).join('&'));};
window.$=window.jQuery=$;})();`;

export function apiPage(list, day, k, size) {
  const all = itemsOn(list, day);
  const sz = Math.max(1, Math.min(50, size || list.perPage));
  const rows = all.slice((k - 1) * sz, k * sz).map((it) => ({ id: it.id, title: it.title, publishTime: fmtDate(it.publishedAt, 'iso'), url: itemPath(it) }));
  return { code: 0, msg: 'success', data: { total: all.length, page: k, size: sz, pages: Math.max(1, Math.ceil(all.length / sz)), rows } };
}

function nextPage(list, day, k) {
  const { rows, P } = pageSlice(list, day, k);
  const data = { props: { pageProps: { column: list.name, page: k, pageCount: P, rows: rows.map((it) => ({ id: it.id, title: it.title, date: fmtDate(it.publishedAt, 'iso'), href: itemPath(it) })) } },
    page: `/notices/[col]`, query: { col: list.col }, buildId: 'b7Xk2pQ', isFallback: false };
  const ssr = list.shape === 'next-ssr'
    ? `<ul class="notice-list">${rows.map((it) => `<li><a href="${itemPath(it)}">${esc(it.title)}</a><span>${fmtDate(it.publishedAt, 'iso')}</span></li>`).join('')}</ul><nav>${Array.from({ length: P }, (_, i) => `<a href="?page=${i + 1}">${i + 1}</a>`).join('')}</nav>`
    : '';
  return `<h2>${list.name}</h2><div id="__next">${ssr}</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script src="/_next/static/chunks/pages/notices-4f2a91.js" defer></script>`;
}
export const NEXT_CHUNK = `(function(){var d=JSON.parse(document.getElementById('__NEXT_DATA__').textContent).props.pageProps;
var root=document.getElementById('__next');if(root.querySelector('ul.notice-list'))return;
var ul=document.createElement('ul');ul.className='notice-list';
d.rows.forEach(function(r){var li=document.createElement('li');var a=document.createElement('a');a.href=r.href;a.textContent=r.title;
var s=document.createElement('span');s.textContent=r.date;li.append(a,s);ul.append(li);});root.append(ul);
var nav=document.createElement('nav');for(var i=1;i<=d.pageCount;i++){var a=document.createElement('a');a.href='?page='+i;a.textContent=String(i);nav.append(a);}root.append(nav);})();`;
export const DEDE_PAGE_JS = `function createPage(count, cur, prefix, suffix) {
  var h = '<a href="' + prefix + '1' + suffix + '">首页</a>';
  if (cur > 1) h += '<a href="' + prefix + (cur - 1) + suffix + '">上一页</a>';
  for (var i = 1; i <= count; i++) h += i == cur ? '<span class="thisclass">' + i + '</span>' : '<a href="' + prefix + i + suffix + '">' + i + '</a>';
  if (cur < count) h += '<a href="' + prefix + (cur + 1) + suffix + '">下一页</a>';
  h += '<a href="' + prefix + count + suffix + '">末页</a>';
  document.getElementById('pages').innerHTML = h;
}`;

// A list page k as a whole page (iframe frames are bare documents).
export function listPage(uni, list, day, k) {
  if (list.shape === 'iframe') return iframeFrame(list, day, k);
  const main = list.host.startsWith('www.');
  const side = list.role === 'proc' && uni.procVia === 'column'
    ? `<div class="side"><h3>招标采购</h3><ul>${uni.lists.map((l) => `<li><a href="${listEntry(l)}">${l.name}</a></li>`).join('')}</ul></div>` : '';
  const inner = { webplus: webplusList, dede: dedeList, phpcms: phpcmsList, empire: empireList, jquery: jqueryShell, next: nextPage, 'next-ssr': nextPage }[list.shape](list, day, k);
  return page(uni, list.host, list.name, side + inner, { main, crumbs: [list.name] });
}

export function iframeOuter(uni, list) {
  return page(uni, list.host, list.name, `<h2>${list.name}</h2><iframe id="listFrame" src="/html/${list.dir}/list_1.html" width="100%" height="760" frameborder="0" scrolling="no"></iframe>`, { main: false, crumbs: [list.name] });
}

const topRows = (list, day, n) => itemsOn(list, day).slice(0, n).map((it) => `<li><a href="${itemPath(it)}" title="${esc(it.title)}">${esc(it.title.length > 26 ? it.title.slice(0, 25) + '…' : it.title)}</a><span>${fmtDate(it.publishedAt, 'md')}</span></li>`).join('');

export function homepage(uni, day) {
  const body = `<div class="banner"><img src="/images/banner1.jpg" alt=""></div>
<div class="box"><h3>通知公告<a class="more" href="${listEntry(uni.stream)}">更多&gt;&gt;</a></h3><ul>${topRows(uni.stream, day, 8)}</ul></div>
<div class="box"><h3>新闻动态<a class="more" href="${listEntry(uni.news)}">更多&gt;&gt;</a></h3><ul>${topRows(uni.news, day, 6)}</ul></div>
<div class="box links"><h3>快速通道</h3><ul><li><a href="${procLink(uni)}">招标采购</a></li><li><a href="/calendar/?ym=2026-11">校历</a></li><li><a href="http://mail.${uni.key}.edu.cn/">邮箱</a></li></ul></div>`;
  return page(uni, `www.${uni.key}.edu.cn`, '首页', body);
}

export function procHome(uni, day) {
  const boxes = uni.lists.map((l) => {
    const rows = l.shape === 'jquery' || l.shape === 'next' || l.shape === 'iframe' ? '' : `<ul>${topRows(l, day, 6)}</ul>`;
    return `<div class="box"><h3>${l.name}<a class="more" href="${listEntry(l)}">更多</a></h3>${rows}</div>`;
  }).join('\n');
  return page(uni, uni.procHost, '招标采购', boxes, { main: false });
}

// ---- detail pages ----
const AGENTS = ['国信招标集团股份有限公司', '中化建国际招标有限责任公司', '华采招标有限公司', '正和项目管理有限公司'];
function metaLine(it) {
  const d = it.publishedAt.slice(0, 10);
  switch (it.list.shape) {
    case 'webplus': return `发布时间：${d}　点击数：${it.id % 977}`;
    case 'dede': return `发布日期：${fmtDate(d, 'cn')}　来源：${it.uni}`;
    case 'phpcms': case 'iframe': return `时间：${d.replace(/-/g, '/')} 10:${String(it.id % 60).padStart(2, '0')}　来源：招标办`;
    case 'empire': return `发布时间：${d} 09:${String(it.id % 60).padStart(2, '0')}:12　作者：采购中心`;
    default: return `发布于 ${d}`;
  }
}
export function attachmentsOf(it) {
  if (!it.notice && it.kind !== 'repost') return [];
  const y = it.publishedAt.slice(0, 4);
  const base = it.repostOf ?? it;
  const a = [[`/uploads/${y}/${base.id}_1.pdf`, base.kind === 'result' ? '中标结果公示.pdf' : '招标文件.pdf']];
  if (base.id % 2) a.push([`/uploads/${y}/${base.id}_2.docx`, '报价一览表.docx']);
  return a;
}
export function noticeBody(it) {
  const src = it.repostOf ?? it;
  const proj = projectName(src.title);
  const style = (src.id % 3) === 0;
  const agent = AGENTS[src.id % AGENTS.length];
  const contact = `<p><strong>采购人信息</strong></p><p>名称：${src.uni}</p><p>地址：${src.uni.slice(0, 2)}市大学路${src.id % 300}号</p><p>联系人：王老师　联系方式：0591-2286${String(src.id % 10000).padStart(4, '0')}</p>
<p><strong>采购代理机构信息</strong></p><p>名称：${agent}</p>`;
  if (src.kind === 'call') {
    const label = /磋商|询价|谈判|比选|单一来源/.test(src.title) ? '响应文件递交截止时间' : '投标截止时间';
    return `<p>项目概况</p><p>${esc(proj)}的潜在供应商应在${agent}获取采购文件，并于${fmtDeadline(src.deadline, style)}（北京时间）前递交文件。</p>
<h4>一、项目基本情况</h4><p>项目编号：${src.projectNo}</p><p>项目名称：${esc(proj)}</p><p>预算金额：${src.budget}万元（人民币）</p><p>最高限价：${src.budget}万元</p>
<p>合同履行期限：合同签订后90日内。</p><p>本项目不接受联合体投标。</p>
<h4>二、申请人的资格要求</h4><p>1.满足《中华人民共和国政府采购法》第二十二条规定；</p>
<h4>三、获取招标文件</h4><p>时间：${src.publishedAt} 至 ${src.deadline.slice(0, 10)}，每天上午8:30至11:30，下午14:30至17:00。</p>
<h4>四、提交投标文件截止时间、开标时间和地点</h4><p>${label}：${fmtDeadline(src.deadline, style)}</p><p>地点：${src.uni}行政楼301室</p>
<h4>五、公告期限</h4><p>自本公告发布之日起5个工作日。</p>
<h4>六、对本次招标提出询问，请按以下方式联系</h4>${contact}`;
  }
  if (src.kind === 'correction') {
    const orig = src.correctionOf;
    return `<h4>一、项目基本情况</h4><p>原公告的采购项目编号：${src.projectNo}</p><p>原公告的采购项目名称：${esc(proj)}</p><p>首次公告日期：${orig.publishedAt}</p>
<h4>二、更正信息</h4><p>更正事项：采购公告</p><p>更正内容：投标截止时间由“${fmtDeadline(src.oldDeadline, style)}”更正为“${fmtDeadline(src.deadline, style)}”，开标时间相应顺延。</p>
<p>投标截止时间：${fmtDeadline(src.deadline, style)}</p><p>更正日期：${src.publishedAt}</p>
<h4>三、其他补充事宜</h4><p>其他内容不变。原公告：<a href="${itemUrl(orig)}">${esc(orig.title)}</a></p>${contact}`;
  }
  if (src.kind === 'result') {
    const amount = (Number(src.budget) * 0.93).toFixed(2);
    return `<h4>一、项目编号：${src.projectNo}</h4><h4>二、项目名称：${esc(proj)}</h4>
<h4>三、中标（成交）信息</h4><table border="1"><tr><th>序号</th><th>供应商名称</th><th>供应商地址</th><th>中标（成交）金额</th></tr>
<tr><td>1</td><td>${src.supplier}</td><td>${src.uni.slice(0, 2)}市高新区创业路${src.id % 99}号</td><td>${amount}万元</td></tr></table>
<h4>四、主要标的信息</h4><p>详见附件。</p><h4>五、评审专家名单</h4><p>张某某、李某某、陈某某</p><h4>六、公告期限</h4><p>自本公告发布之日起1个工作日。</p>${contact}`;
  }
  if (src.kind === 'intent') {
    return `<p>为便于供应商及时了解采购信息，根据财政部有关规定，现将${src.uni}${src.publishedAt.slice(0, 7).replace('-', '年')}月采购意向公开如下：</p>
<table border="1"><tr><th>采购项目名称</th><th>采购需求概况</th><th>预算金额（万元）</th><th>预计采购时间</th></tr>
<tr><td>${esc(proj)}</td><td>详见采购需求</td><td>${src.budget}</td><td>${src.publishedAt.slice(0, 7)}</td></tr></table><p>项目编号：${src.projectNo}</p>`;
  }
  return `<p>各单位、各部门：</p><p>${esc(src.title)}相关事项通知如下，请各单位认真组织落实。</p><p>一、时间安排：自即日起至本月底。</p><p>二、工作要求：各单位高度重视，按时报送材料。</p><p style="text-align:right">${src.uni}办公室<br>${src.publishedAt}</p>`;
}

export function detailPage(uni, it) {
  const att = attachmentsOf(it);
  const body = `<div class="article"><h1 class="arti-title">${esc(it.title)}</h1><div class="arti-meta">${metaLine(it)}</div>
<div class="v_news_content">${noticeBody(it)}</div>
${att.length ? `<div class="attach"><p>附件：</p><ul>${att.map(([h, n]) => `<li><a href="${h}">${n}</a></li>`).join('')}</ul></div>` : ''}
<div class="prev-next"><p>上一篇：<a href="${listEntry(it.list)}">返回列表</a></p></div></div>`;
  return page(uni, it.host, it.title, body, { main: it.host.startsWith('www.'), crumbs: [it.list.name, '正文'] });
}

// ---- traps ----
export function calendarPage(uni, host, ym) {
  const m = /^(\d{4})-(\d{1,2})$/.exec(ym ?? '') ?? [null, '2026', '11'];
  let y = Number(m[1]); let mo = Number(m[2]);
  const prev = mo === 1 ? `${y - 1}-12` : `${y}-${mo - 1}`;
  const next = mo === 12 ? `${y + 1}-1` : `${y}-${mo + 1}`;
  const days = Array.from({ length: 28 }, (_, i) => `<a href="/calendar/?ym=${y}-${mo}&amp;d=${i + 1}">${i + 1}</a>`).join(' ');
  return page(uni, host, `校历 ${y}年${mo}月`, `<h2>${y}年${mo}月</h2><p><a href="/calendar/?ym=${prev}">上个月</a> <a href="/calendar/?ym=${next}">下个月</a></p><div class="cal">${days}</div>`);
}
export function privatePage(uni, host, n) {
  if (n == null) {
    const lis = Array.from({ length: 6 }, (_, i) => `<li><a href="/private/${i + 1}.html">${uni.name}内部采购项目${i + 1}公开招标公告（草稿）</a><span>2026-11-2${i}</span></li>`).join('');
    return page(uni, host, '内部资料', `<h2>内部资料</h2><ul>${lis}</ul>`);
  }
  return page(uni, host, '内部资料', `<h1>${uni.name}内部采购项目${n}公开招标公告（草稿）</h1><p>项目编号：DRAFT-${n}</p><p>投标截止时间：2026-12-30 09:30</p>`);
}
