// One renderer a CMS list shape: where its list pages and details live, and how a page of rows looks.
// URLs are paths on the list's host (or full URLs). A renderer gets { uni, list, rows, n, total, count, day }.
import { chrome, esc, hex } from './pages.mjs';

const pad2 = (x) => String(x).padStart(2, '0');
const ymd = (iso) => iso.replaceAll('-', '');

export function dateText(iso, style) {
  const [y, m, d] = iso.split('-');
  switch (style) {
    case 'cn': return `${y}年${m}月${d}日`;
    case 'slash': return `${y}/${m}/${d}`;
    case 'md': return `[${m}-${d}]`;
    case 'paren': return `(${iso})`;
    case 'none': return '';
    default: return iso;
  }
}

/** Title text and title attribute of a row, cut the way the list cuts it. */
function titleOf(list, it) {
  const cut = list.opts.cut;
  const t = it.title;
  if (cut === 'noattr' && t.length <= 22) return { text: esc(t), attr: '' };
  if (!cut || t.length <= 22) return { text: esc(t), attr: list.opts.peTitle ? ` title="文章标题：${esc(t)}&#10;作    者：采购中心&#10;更新时间：${it.date} ${it.time}:00"` : ` title="${esc(t)}"` };
  if (cut === 'noattr') return { text: esc(t.slice(0, 20)) + '…', attr: '' };
  if (cut === 'dots-attr') return { text: esc(t.slice(0, 20)) + '...', attr: ` title="${esc(t)}"` };
  return { text: esc(t.slice(0, 21)) + '...', attr: ` title="${esc(t)}"` };
}

/** Row href for an item: its file when the row is only a file, else its detail page. */
function rowHref(list, it, detailHref) {
  return it.file ? SHAPES[list.shape].fileUrl(list, it) : detailHref;
}

const fileSuffix = (it) => (it.file ? `<span class="file-ico">[${it.file.toUpperCase()}]</span>` : '');

// ---------------------------------------------------------------- 博达 VSB, static pages
const vsbStatic = {
  listPageUrl: (l, n, total) => (n === 1 ? `/${l.id}.htm` : `/${l.id}/${total - n + 1}.htm`),
  detailUrl: (l, it) => `/info/${l.col}/${it.id}.htm`,
  fileUrl: (l, it) => { const h = hex(it.id * 7919, 32).toUpperCase(); return `/__local/${h[0]}/${h.slice(1, 3)}/${h.slice(3, 5)}/${h.slice(5, 29)}_${h.slice(24, 32)}.${it.file}`; },
  render({ uni, list, rows, n, total, count }) {
    const up = list.opts.base || n === 1 ? '' : '../';
    const pageHref = (k) => (list.opts.base ? vsbStatic.listPageUrl(list, k, total).slice(1) : n === 1 ? vsbStatic.listPageUrl(list, k, total).slice(1) : k === 1 ? `../${list.id}.htm` : `${total - k + 1}.htm`);
    const lis = rows.map((it) => {
      const t = titleOf(list, it);
      const href = it.file ? rowHref(list, it) : `${up}info/${list.col}/${it.id}.htm`;
      return `<li id="line_u8_${it.id % 97}"><a href="${href}" target="_blank"${t.attr}>${t.text}</a>${fileSuffix(it)}<span class="date">${dateText(it.date, list.opts.date)}</span></li>`;
    }).join('\n');
    const body = `<div class="list-right"><div class="lm-tit"><h2>${list.name}</h2></div><ul class="list-ul">\n${lis}\n</ul>${vsbPager(n, total, count, pageHref)}</div>`;
    return chrome(uni, list.hostName, { title: `${list.name}-${uni.name}`, body, head: list.opts.base ? `<base href="http://${list.hostName}/">` : '', list, cms: 'vsb' });
  },
};

function vsbPager(n, total, count, href, jump) {
  const a = (k, label, cls) => `<span class="${cls}"><a href="${href(k)}">${label}</a></span>`;
  const d = (label, cls) => `<span class="${cls}_d p_fun_d">${label}</span>`;
  let s = `<div class="pb_sys_common pb_sys_normal pb_sys_style1"><span class="p_t">共${count}条</span> <span class="p_pages">`;
  s += n > 1 ? a(1, '首页', 'p_first p_fun') + a(n - 1, '上页', 'p_prev p_fun') : d('首页', 'p_first') + d('上页', 'p_prev');
  for (let k = 1; k <= total; k++) s += k === n ? `<span class="p_no_d">${k}</span>` : a(k, k, 'p_no');
  s += n < total ? a(n + 1, '下页', 'p_next p_fun') + a(total, '尾页', 'p_last p_fun') : d('下页', 'p_next') + d('尾页', 'p_last');
  s += '</span>';
  if (jump) s += `<span class="p_t">到第</span><span class="p_goto"><input type="text" class="p_goto_input" maxlength="10" id="u8_goto" value="${n}"></span><span class="p_t">页</span><span class="p_fun"><a href="javascript:;" onclick="_simple_list_gotopage_fun(${total},'u8_goto',2)">跳转</a></span>`;
  return s + '</div>';
}

// ---------------------------------------------------------------- 博达 VSB, dynamic list.jsp
const vsbDynamic = {
  listPageUrl: (l, n, total) => (n === 1 ? `/list.jsp?urltype=tree.TreeTempUrl&wbtreeid=${l.col}` : `/list.jsp?totalpage=${total}&PAGENUM=${n}&urltype=tree.TreeTempUrl&wbtreeid=${l.col}`),
  page1Aliases: (l) => [`/list.jsp?PAGENUM=1&urltype=tree.TreeTempUrl&wbtreeid=${l.col}`],
  detailUrl: (l, it) => `/content.jsp?urltype=news.NewsContentUrl&wbtreeid=${l.col}&wbnewsid=${it.id}`,
  fileUrl: vsbStatic.fileUrl,
  render({ uni, list, rows, n, total, count }) {
    const lis = rows.map((it) => {
      const t = titleOf(list, it);
      return `<li><a href="content.jsp?urltype=news.NewsContentUrl&amp;wbtreeid=${list.col}&amp;wbnewsid=${it.id}" target="_blank"${t.attr}>${t.text}</a><span>${dateText(it.date, list.opts.date)}</span></li>`;
    }).join('\n');
    const href = (k) => vsbDynamic.listPageUrl(list, k, total).slice(1).replaceAll('&', '&amp;');
    const script = `<script>function _simple_list_gotopage_fun(t,id,ver){var n=parseInt(document.getElementById(id).value,10);if(!(n>=1&&n<=t))return;location.href='list.jsp?totalpage='+t+'&PAGENUM='+n+'&urltype=tree.TreeTempUrl&wbtreeid=${list.col}';}</script>`;
    const body = `<div class="main_list"><h2 class="lmmc">${list.name}</h2><ul class="list_box">\n${lis}\n</ul>${vsbPager(n, total, count, href, list.opts.jumpScript)}${script}</div>`;
    return chrome(uni, list.hostName, { title: `${list.name}-${uni.name}`, body, list, cms: 'vsb' });
  },
};

// ---------------------------------------------------------------- SUDY WebPlus Pro
const sudy = {
  listPageUrl: (l, n) => (n === 1 ? `/${l.id}/list.htm` : `/${l.id}/list${n}.htm`),
  detailUrl: (l, it) => `/${it.date.slice(0, 4)}/${ymd(it.date).slice(4)}/c${l.col}a${it.id}/page.htm`,
  fileUrl: (l, it) => { const h = hex(it.id * 104729, 40); return `/_upload/article/files/${h.slice(0, 2)}/${h.slice(2, 4)}/${h.slice(4, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 24)}-${h.slice(24, 36)}/${h.slice(30, 38)}-${h.slice(4, 8)}.${it.file}`; },
  rows(list, rows) {
    return rows.map((it, i) => {
      const t = titleOf(list, it);
      const href = rowHref(list, it, sudy.detailUrl(list, it));
      const date = list.opts.date === 'split'
        ? `<div class="news_date"><span class="news_days">${it.date.slice(8)}</span><span class="news_year">${it.date.slice(0, 7)}</span></div>`
        : `<div class="fields ex_fields"><span class="Article_PublishDate">${dateText(it.date, list.opts.date)}</span></div>`;
      return `<li class="list_item i${i + 1}">${list.opts.date === 'split' ? date : ''}<div class="fields pr_fields"><span class="Article_Index">${i + 1}</span><span class="Article_Title"><a href="${href}" target="_blank"${t.attr}>${t.text}</a>${fileSuffix(it)}</span></div>${list.opts.date === 'split' ? '' : date}</li>`;
    }).join('\n');
  },
  render({ uni, list, rows, n, total, count }) {
    const body = `<div class="col_news"><div class="col_title"><h2 class="column-name">${list.name}</h2></div><div id="wp_news_w6"><ul class="wp_article_list">\n${sudy.rows(list, rows)}\n</ul></div>${wpPaging(n, total, count, list.per, (k) => sudy.listPageUrl(list, k))}</div>`;
    return chrome(uni, list.hostName, { title: `${list.name}`, body, list, cms: 'sudy' });
  },
};

function wpPaging(n, total, count, per, href) {
  const a = (k, cls, label) => (k >= 1 && k <= total && k !== n ? `<a class="${cls}" href="${href(k)}" target="_self"><span>${label}</span></a>` : `<a class="${cls}" href="javascript:void(0);" target="_self"><span>${label}</span></a>`);
  return `<div id="wp_paging_w6"><ul class="wp_paging clearfix"><li class="pages_count"><span class="per_page">每页&nbsp;<em class="per_count">${per}</em>&nbsp;记录&nbsp;</span><span class="all_count">总共&nbsp;<em class="all_count">${count}</em>&nbsp;记录&nbsp;</span></li><li class="page_nav">${a(1, 'first', '第一页')}${a(n - 1, 'prev', '&lt;&lt;上一页')}${a(n + 1, 'next', '下一页&gt;&gt;')}${a(total, 'last', '尾页')}</li><li class="page_jump"><span class="pages">页码&nbsp;<em class="curr_page">${n}</em>/<em class="all_pages">${total}</em></span><span><input class="pageNum" type="text" /><input type="hidden" class="currPageURL" value="" /></span><span><a class="pagingJump" href="javascript:void(0);" target="_self">跳转到&nbsp;</a></span></li></ul></div>`;
}

// ---------------------------------------------------------------- SUDY column whose list is in an <iframe>
const sudyIframe = {
  listPageUrl: (l, n) => `/${l.id}/frame/list${n}.htm`,
  shellUrl: (l) => `/${l.id}/main.htm`,
  detailUrl: sudy.detailUrl,
  fileUrl: sudy.fileUrl,
  shell({ uni, list }) {
    const body = `<div class="col_news"><div class="col_title"><h2 class="column-name">${list.name}</h2></div><iframe src="/${list.id}/frame/list1.htm" name="listFrame" id="listFrame" width="100%" height="620" frameborder="0" scrolling="no"></iframe></div>`;
    return chrome(uni, list.hostName, { title: list.name, body, list, cms: 'sudy' });
  },
  render({ list, rows, n, total }) {
    const lis = rows.map((it) => {
      const t = titleOf(list, it);
      return `<tr><td class="bt"><a href="${sudy.detailUrl(list, it)}" target="_blank"${t.attr}>${t.text}</a></td><td class="sj">${dateText(it.date, list.opts.date)}</td></tr>`;
    }).join('\n');
    const nav = [n > 1 ? `<a href="list${n - 1}.htm">上一页</a>` : '', `<span>第${n}页/共${total}页</span>`, n < total ? `<a href="list${n + 1}.htm">下一页</a>` : ''].join(' ');
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${list.name}</title><link rel="stylesheet" href="/_css/frame.css"></head><body class="frame"><table class="list" width="100%">\n${lis}\n</table><div class="pager">${nav}</div></body></html>`;
  },
};

// ---------------------------------------------------------------- 织梦 DedeCMS
const dede = {
  listPageUrl: (l, n) => (n === 1 ? l.path : `${l.path}list_${l.col}_${n}.html`),
  page1Aliases: (l) => [`${l.path}list_${l.col}_1.html`, `${l.path}index.html`],
  detailUrl: (l, it) => `${l.path}${ymd(it.date)}/${it.id}.html`,
  fileUrl: (l, it) => `/uploads/soft/${ymd(it.date).slice(2)}/1-${ymd(it.date).slice(2)}${it.time.replace(':', '')}${it.id % 100}.${it.file}`,
  render({ uni, list, rows, n, total, count, day }) {
    const pinned = list.opts.pinned || 0;
    const lis = rows.map((it, i) => {
      const t = titleOf(list, it);
      const top = n === 1 && i < pinned ? '<b class="top">[置顶]</b>' : '';
      return `<li>${top}<a href="${rowHref(list, it, dede.detailUrl(list, it))}"${t.attr} target="_blank">${t.text}</a>${fileSuffix(it)}<span class="time">${dateText(it.date, list.opts.date)}</span></li>`;
    }).join('\n');
    const f = (k) => `list_${list.col}_${k}.html`;
    let pg = `<div class="dede_pages"><ul class="pagelist"><li><a>首页</a></li>`.replace('<a>首页</a>', n > 1 ? `<a href='${f(1)}'>首页</a>` : '<a>首页</a>');
    if (n > 1) pg += `<li><a href='${f(n - 1)}'>上一页</a></li>`;
    for (let k = 1; k <= total; k++) pg += k === n ? `<li class="thisclass"><a>${k}</a></li>` : `<li><a href='${f(k)}'>${k}</a></li>`;
    if (n < total) pg += `<li><a href='${f(n + 1)}'>下一页</a></li><li><a href='${f(total)}'>末页</a></li>`;
    pg += `<li><select name='sldd' style='width:36px' onchange='location.href=this.options[this.selectedIndex].value;'>${Array.from({ length: total }, (_, k) => `<option value='${f(k + 1)}'${k + 1 === n ? ' selected' : ''}>${k + 1}</option>`).join('')}</select></li><li><span class="pageinfo">共 <strong>${total}</strong>页<strong>${count}</strong>条记录</span></li></ul></div>`;
    const body = `<div class="listbox"><div class="place"><strong>当前位置:</strong> <a href="/">主页</a> &gt; ${list.name}</div><ul class="e2">\n${lis}\n</ul>${pg}</div>`;
    return chrome(uni, list.hostName, { title: `${list.name}_${uni.name}`, body, list, cms: 'dede' });
  },
};

// ---------------------------------------------------------------- 帝国CMS static and dynamic lists
const empireStatic = {
  listPageUrl: (l, n) => (n === 1 ? `/${l.id}/index.html` : `/${l.id}/index_${n}.html`),
  page1Aliases: (l) => [`/${l.id}/`],
  detailUrl: (l, it) => `/${l.id}/${it.date}/${it.id}.html`,
  fileUrl: (l, it) => `/d/file/${l.id}/${ymd(it.date)}/${hex(it.id, 32)}.${it.file}`,
  render(ctx) { return empireRender(ctx, (k) => empireStatic.listPageUrl(ctx.list, k, ctx.total), empireStatic.detailUrl); },
};
const empireDynamic = {
  listPageUrl: (l, n, total, count) => (n === 1 ? `/e/action/ListInfo/?classid=${l.col}` : `/e/action/ListInfo/index.php?page=${n - 1}&classid=${l.col}&totalnum=${count ?? ''}`),
  page1Aliases: (l) => [`/e/action/ListInfo/index.php?classid=${l.col}`, `/e/action/ListInfo/index.php?page=0&classid=${l.col}`],
  detailUrl: (l, it) => `/${l.id}/${it.date}/${it.id}.html`,
  fileUrl: empireStatic.fileUrl,
  render(ctx) { return empireRender(ctx, (k) => empireDynamic.listPageUrl(ctx.list, k, ctx.total, ctx.count), empireDynamic.detailUrl); },
};
function empireRender({ uni, list, rows, n, total, count }, href, detail) {
  const lis = rows.map((it) => {
    const t = titleOf(list, it);
    return `<li><span class="date">${dateText(it.date, list.opts.date)}</span><a href="${rowHref(list, it, detail(list, it))}" target="_blank"${t.attr}>${t.text}</a>${fileSuffix(it)}</li>`;
  }).join('\n');
  let pg = `<div class="epages">&nbsp;<a title="Total record">&nbsp;<b>${count}</b> </a>&nbsp;&nbsp;`;
  if (n > 1) pg += `<a href="${href(1)}">首页</a>&nbsp;<a href="${href(n - 1)}">上一页</a>&nbsp;`;
  for (let k = 1; k <= total; k++) pg += k === n ? `<b>${k}</b>&nbsp;` : `<a href="${href(k)}">${k}</a>&nbsp;`;
  if (n < total) pg += `<a href="${href(n + 1)}">下一页</a>&nbsp;<a href="${href(total)}">尾页</a>`;
  pg += '</div>';
  return chrome(uni, list.hostName, { title: `${list.name} - ${uni.name}`, body: `<div class="news_list"><h3>${list.name}</h3><ul>\n${lis}\n</ul>${pg}</div>`, list, cms: 'empire' });
}

// ---------------------------------------------------------------- PHPCMS v9
const phpcms = {
  listPageUrl: (l, n) => `/index.php?m=content&c=index&a=lists&catid=${l.col}${n === 1 ? '' : `&page=${n}`}`,
  page1Aliases: (l) => [`/index.php?m=content&c=index&a=lists&catid=${l.col}&page=1`],
  detailUrl: (l, it) => `/index.php?m=content&c=index&a=show&catid=${l.col}&id=${it.id}`,
  fileUrl: (l, it) => `/uploadfile/${it.date.slice(0, 4)}/${ymd(it.date).slice(4)}/${ymd(it.date)}${it.id}.${it.file}`,
  render({ uni, list, rows, n, total, count }) {
    const lis = rows.map((it) => {
      const t = titleOf(list, it);
      const d = list.opts.date === 'none' ? '' : `<span class="rt">${dateText(it.date, list.opts.date)}</span>`;
      return `<li>${d}·<a href="${rowHref(list, it, phpcms.detailUrl(list, it)).replaceAll('&', '&amp;')}" target="_blank"${t.attr}>${t.text}</a>${fileSuffix(it)}</li>`;
    }).join('\n');
    const h = (k) => phpcms.listPageUrl(list, k).replaceAll('&', '&amp;');
    let pg = `<div id="pages" class="text-c"><a class="a1">${count}条</a> `;
    if (n > 1) pg += `<a href="${h(n - 1)}" class="a1">上一页</a> `;
    for (let k = 1; k <= total; k++) pg += k === n ? `<span>${k}</span> ` : `<a href="${h(k)}">${k}</a> `;
    if (n < total) pg += `<a href="${h(n + 1)}" class="a1">下一页</a>`;
    pg += '</div>';
    if (list.opts.jumpForm) pg += `<form class="jump" method="get" action="index.php"><input type="hidden" name="m" value="content"><input type="hidden" name="c" value="index"><input type="hidden" name="a" value="lists"><input type="hidden" name="catid" value="${list.col}">跳转到第 <input type="text" name="page" size="3" value="${n}"> 页 <input type="submit" value="GO"></form>`;
    const body = `<div class="crumbs"><a href="/">首页</a><span> &gt; </span>${list.name}</div><div class="list lh24 f14"><ul>\n${lis}\n</ul></div>${pg}`;
    return chrome(uni, list.hostName, { title: `${list.name} - ${uni.name}招标信息网`, body, list, cms: 'phpcms' });
  },
};

// ---------------------------------------------------------------- 动易 PowerEasy (ASP, GB2312)
const powereasy = {
  listPageUrl: (l, n) => `/Article/ShowClass.asp?ClassID=${l.col}${n === 1 ? '' : `&page=${n}`}`,
  page1Aliases: (l) => [`/Article/ShowClass.asp?ClassID=${l.col}&page=1`],
  detailUrl: (l, it) => `/Article/ShowArticle.asp?ArticleID=${it.id}`,
  fileUrl: (l, it) => `/UploadFiles/${it.date.slice(0, 4)}/${it.date.slice(5, 7)}/${ymd(it.date)}${it.time.replace(':', '')}${String(it.id % 1000).padStart(3, '0')}.${it.file}`,
  render({ uni, list, rows, n, total, count }) {
    const trs = rows.map((it) => {
      const t = titleOf(list, it);
      return `<tr><td class="listbg" width="12"><img src="/images/article_common.gif" alt=""></td><td class="listbg"><a href='${rowHref(list, it, powereasy.detailUrl(list, it))}'${t.attr.replaceAll('"', "'")} target="_blank">${t.text}</a>${fileSuffix(it)}</td><td class="listbg" width="110" align="right">${dateText(it.date, list.opts.date)}</td></tr>`;
    }).join('\n');
    const h = (k) => powereasy.listPageUrl(list, k);
    let pg = `<div class="showpage">共 <b>${count}</b> 篇文章&nbsp;&nbsp;`;
    pg += n > 1 ? `<a href='${h(1)}'>首页</a> <a href='${h(n - 1)}'>上一页</a>&nbsp;` : '首页 上一页&nbsp;';
    pg += n < total ? `<a href='${h(n + 1)}'>下一页</a> <a href='${h(total)}'>尾页</a>` : '下一页 尾页';
    pg += `&nbsp;页次：<strong><font color=red>${n}</font>/${total}</strong>页 &nbsp;<b>${list.per}</b>篇文章/页&nbsp;转到：<select name='page' size='1' onchange="javascript:window.location='/Article/ShowClass.asp?ClassID=${list.col}&page='+this.options[this.selectedIndex].value;">${Array.from({ length: total }, (_, k) => `<option value='${k + 1}'${k + 1 === n ? ' selected' : ''}>第${k + 1}页</option>`).join('')}</select></div>`;
    const body = `<table width="100%" border="0" cellpadding="0" cellspacing="0" class="border"><tr class="title"><td colspan="3">${list.name}</td></tr>\n${trs}\n</table>${pg}`;
    return chrome(uni, list.hostName, { title: `${uni.name}--${list.name}`, body, list, cms: 'powereasy' });
  },
};

// ---------------------------------------------------------------- WordPress
const wordpress = {
  listPageUrl: (l, n) => (n === 1 ? `/category/${l.col}/` : `/category/${l.col}/page/${n}/`),
  page1Aliases: (l) => [`/category/${l.col}/page/1/`, `/?cat=${l.id === 'news' ? 3 : 5}`],
  detailUrl: (l, it) => `/archives/${it.id}`,
  fileUrl: (l, it) => `/wp-content/uploads/${it.date.slice(0, 4)}/${it.date.slice(5, 7)}/${it.id}.${it.file}`,
  render({ uni, list, rows, n, total }) {
    const arts = rows.map((it) => `<article id="post-${it.id}" class="post-${it.id} post type-post status-publish"><header class="entry-header"><h2 class="entry-title"><a href="http://${list.hostName}/archives/${it.id}" rel="bookmark">${esc(it.title)}</a></h2><div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="${it.date}T${it.time}:00+08:00">${dateText(it.date, list.opts.date)}</time></span></div></header></article>`).join('\n');
    const h = (k) => `http://${list.hostName}${wordpress.listPageUrl(list, k)}`;
    let pg = '<nav class="navigation pagination" aria-label="文章分页"><div class="nav-links">';
    if (n > 1) pg += `<a class="prev page-numbers" href="${h(n - 1)}">上一页</a>`;
    for (let k = 1; k <= total; k++) pg += k === n ? `<span aria-current="page" class="page-numbers current">${k}</span>` : `<a class="page-numbers" href="${h(k)}">${k}</a>`;
    if (n < total) pg += `<a class="next page-numbers" href="${h(n + 1)}">下一页</a>`;
    pg += '</div></nav>';
    return chrome(uni, list.hostName, { title: `${list.name} – ${uni.name}`, body: `<main id="main" class="site-main"><header class="page-header"><h1 class="page-title">分类：${list.name}</h1></header>\n${arts}\n${pg}</main>`, list, cms: 'wordpress' });
  },
};

// ---------------------------------------------------------------- React app on a JSON API (browser only)
const reactSpa = {
  listPageUrl: (l, n) => `/api/notice/list?channel=${l.col}&pageNo=${n}&pageSize=${l.per}`,
  routeUrl: (l) => `/list/${l.col}`,
  detailUrl: (l, it) => `/notice/${it.id}.html`,
  fileUrl: (l, it) => `/files/${it.id}.${it.file}`,
  json({ list, rows, n, total, count }) {
    return JSON.stringify({ code: 200, msg: 'success', data: { total: count, pages: total, pageNo: n, pageSize: list.per, records: rows.map((it) => ({ id: it.id, title: it.title, publishTime: `${it.date} ${it.time}:00`, channel: list.col, url: `/notice/${it.id}.html` })) } });
  },
};

// ---------------------------------------------------------------- JSP .do lists
const jspDo = {
  listPageUrl: (l, n) => `/${l.dir}/list.do?columnId=${l.col}${n === 1 ? '' : `&pageIndex=${n}`}`,
  page1Aliases: (l) => [`/${l.dir}/list.do?columnId=${l.col}&pageIndex=1`],
  detailUrl: (l, it) => `/${l.dir}/detail.do?id=${it.id}&columnId=${l.col}`,
  fileUrl: (l, it) => `/upload/${it.date.slice(0, 7).replace('-', '')}/${it.id}.${it.file}`,
  render({ uni, list, rows, n, total, count }) {
    const bust = list.opts.bust;
    const lis = rows.map((it) => {
      const t = titleOf(list, it);
      const href = rowHref(list, it, `detail.do?id=${it.id}&amp;columnId=${list.col}`) + (bust ? `&amp;${bust}=__CB__` : '');
      return `<li><a href="${href}" target="_blank"${t.attr}>${t.text}</a>${fileSuffix(it)}<span class="time">${dateText(it.date, list.opts.date)}</span></li>`;
    }).join('\n');
    let pg;
    if (list.opts.jsPager) {
      const a = (k, label) => `<a href="javascript:toPage(${k})">${label}</a>`;
      pg = `<div class="page">共${count}条 第${n}/${total}页 ${n > 1 ? a(1, '首页') + ' ' + a(n - 1, '上一页') : ''} ${n < total ? a(n + 1, '下一页') + ' ' + a(total, '末页') : ''}</div>
<script type="text/javascript">
var totalPage = ${total};
function toPage(p) {
  if (p < 1 || p > totalPage) return;
  window.location.href = "list.do?columnId=${list.col}&pageIndex=" + p + "&${bust || '_'}=" + new Date().getTime();
}
</script>`;
    } else {
      const a = (k, label) => `<a href="list.do?columnId=${list.col}&amp;pageIndex=${k}${bust ? `&amp;${bust}=__CB__` : ''}">${label}</a>`;
      pg = `<div class="page">共${count}条 第${n}/${total}页 ${n > 1 ? a(1, '首页') + ' ' + a(n - 1, '上一页') : ''} ${n < total ? a(n + 1, '下一页') + ' ' + a(total, '末页') : ''}</div>`;
    }
    if (list.opts.jumpForm) pg += `<form action="list.do" method="get" class="jump"><input type="hidden" name="columnId" value="${list.col}">转到第<input type="text" name="pageIndex" size="2">页<button type="submit">确定</button></form>`;
    const html = `<div class="list-box"><h3 class="tit">${list.name}</h3><ul class="news-list">\n${lis}\n</ul>${pg}</div>`;
    if (list.opts.frameset) return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${list.name}</title></head><body class="inner">${html}</body></html>`;
    return chrome(uni, list.hostName, { title: `${list.name}-${uni.name}`, body: html, list, cms: 'jsp' });
  },
};

// ---------------------------------------------------------------- TRS-style portal (behind the gateway)
const portal = {
  listPageUrl: (l, n) => (n === 1 ? `/${l.id}/index.htm` : `/${l.id}/index_${n - 1}.htm`),
  page1Aliases: (l) => [`/${l.id}/`],
  detailUrl: (l, it) => `/${l.id}/${ymd(it.date).slice(0, 6)}/t${ymd(it.date)}_${it.id}.htm`,
  fileUrl: (l, it) => `/${l.id}/${ymd(it.date).slice(0, 6)}/P0${ymd(it.date)}${it.id}.${it.file}`,
  render({ uni, list, rows, n, total }) {
    const lis = rows.map((it) => `<li><a href="./${ymd(it.date).slice(0, 6)}/t${ymd(it.date)}_${it.id}.htm" target="_blank" title="${esc(it.title)}">${esc(it.title)}</a><span>${dateText(it.date, list.opts.date)}</span></li>`).join('\n');
    const h = (k) => (k === 1 ? 'index.htm' : `index_${k - 1}.htm`);
    const pg = `<div class="fy">${n > 1 ? `<a href="${h(1)}">首页</a> <a href="${h(n - 1)}">上一页</a>` : ''} <span>${n}/${total}</span> ${n < total ? `<a href="${h(n + 1)}">下一页</a> <a href="${h(total)}">尾页</a>` : ''}</div>`;
    return chrome(uni, list.hostName, { title: `${list.name}`, body: `<div class="lb_list"><h2>${list.name}</h2><ul>\n${lis}\n</ul>${pg}</div>`, list, cms: 'trs' });
  },
};


// ---------------------------------------------------------------- ASP.NET WebForms GridView, postback pager
export const GRID = 'ctl00$ContentPlaceHolder1$GridView1';
const aspnet = {
  // Pages after the first are answers to a POST back to the same URL; the fragment only names them.
  listPageUrl: (l, n) => `/${l.id}/List.aspx${n === 1 ? '' : `#Page$${n}`}`,
  detailUrl: (l, it) => `/${l.id}/Detail.aspx?id=${it.id}`,
  fileUrl: (l, it) => `/${l.id}/UpFile/${it.id}.${it.file}`,
  viewState: (l, n, day) => Buffer.from(`/wEPDwUKMTI2${l.col}ODk4NjQ0|${n}|${day}|${hex(l.col * 131 + n, 24)}`).toString('base64'),
  /** The page a valid postback asks for, or null when the view state is not this list's. */
  pageOf(l, form) {
    const vs = Buffer.from(form.get('__VIEWSTATE') || '', 'base64').toString();
    if (!vs.startsWith(`/wEPDwUKMTI2${l.col}ODk4NjQ0|`)) return null;
    const m = (form.get('__EVENTARGUMENT') || '').match(/^Page\$(\d+|Next|Prev|First|Last)$/);
    if (form.get('__EVENTTARGET') !== GRID || !m) return null;
    return m[1];
  },
  render({ uni, list, rows, n, total, day }) {
    const trs = rows.map((it, i) => `<tr class="${i % 2 ? 'alt' : 'row'}"><td>${esc(String((n - 1) * list.per + i + 1))}</td><td align="left"><a id="ContentPlaceHolder1_GridView1_HyperLink1_${i}" href="Detail.aspx?id=${it.id}" target="_blank">${esc(it.title)}</a></td><td>${dateText(it.date, list.opts.date)}</td></tr>`).join('\n');
    const cells = Array.from({ length: total }, (_, k) => (k + 1 === n ? `<td><span>${k + 1}</span></td>` : `<td><a href="javascript:__doPostBack('${GRID}','Page$${k + 1}')">${k + 1}</a></td>`)).join('');
    const body = `<form method="post" action="./List.aspx" id="form1">
<div class="aspNetHidden"><input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" /><input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" /><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${aspnet.viewState(list, n, day)}" /></div>
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
<div class="aspNetHidden"><input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="C2EE9ABB" /><input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="${hex(list.col * 7 + n, 40)}" /></div>
<h2>${list.name}</h2>
<table class="grid" cellspacing="0" rules="all" border="1" id="ContentPlaceHolder1_GridView1" style="width:100%;border-collapse:collapse;">
<tr><th scope="col">序号</th><th scope="col">标题</th><th scope="col">发布日期</th></tr>
${trs}
<tr class="pager"><td colspan="3"><table><tr>${cells}</tr></table></td></tr>
</table></form>`;
    return chrome(uni, list.hostName, { title: `${list.name} - ${uni.name}国有资产管理处`, body, list, cms: 'aspnet' });
  },
};

export const SHAPES = {
  'vsb-static': vsbStatic, 'vsb-dynamic': vsbDynamic, sudy, 'sudy-iframe': sudyIframe, dede,
  'empire-static': empireStatic, 'empire-dynamic': empireDynamic, phpcms, powereasy, wordpress,
  'react-spa': reactSpa, 'jsp-do': jspDo, portal, aspnet,
};

/** The entry URL of a list as its site links it (the iframe shell, the app route, the frameset). */
export function entryUrl(list) {
  if (list.shape === 'sudy-iframe') return sudyIframe.shellUrl(list);
  if (list.shape === 'react-spa') return reactSpa.routeUrl(list);
  if (list.opts.frameset) return `/${list.dir}/index.jsp`;
  return SHAPES[list.shape].listPageUrl(list, 1, 1, 0);
}

export { pad2 };
