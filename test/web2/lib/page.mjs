// Page chrome (header, nav, breadcrumb, footer) in a few site styles, plus homepages and simple pages.
import { esc, dateFormats } from './util.mjs';
import { shapes } from './shapes/index.mjs';
import { visible } from './model.mjs';

export const PROC_THEME = { dcut: 'modern2', nhnu: 'sudy', xlau: 'portal', jyuniv: 'table', ylust: 'modern', bajtu: 'modern' };

/** Path of `to` relative to the directory of `from` (both root-relative paths, no query on from). */
export function relative(from, to) {
  const f = from.split('?')[0].split('/').slice(1, -1);
  const t = to.split('/').slice(1);
  let i = 0;
  while (i < f.length && i < t.length - 1 && f[i] === t[i]) i++;
  return '../'.repeat(f.length - i) + t.slice(i).join('/');
}

/** href for an absolute URL as seen from the current host (same host → root-relative path). */
export function hrefFrom(ctx, url) {
  const pre = 'http://' + ctx.host.name;
  return url.startsWith(pre + '/') ? url.slice(pre.length) : url;
}

export function listHref(ctx, list, k = 1) {
  const total = Math.max(1, Math.ceil(visible(list, ctx.day).length / list.perPage));
  const url = 'http://' + list.host.name + shapes[list.shape].listPath(list, k, total);
  return hrefFrom(ctx, url);
}

export function itemHref(ctx, item) {
  return hrefFrom(ctx, 'http://' + item.list.host.name + shapes[item.list.shape].itemPath(item));
}

export function procHome(uni) {
  return `http://${uni.procHost.name}${uni.procHost.procBase ? uni.procHost.procBase + '/index.htm' : '/'}`;
}

function navFor(ctx) {
  const uni = ctx.uni;
  if (ctx.section === 'proc') {
    const items = [['首页', hrefFrom(ctx, procHome(uni))]];
    for (const l of uni.procLists) items.push([l.name, listHref(ctx, l)]);
    const pol = uni.procHost.lists.find((l) => l.kind === 'policy');
    if (pol) items.push([pol.name, listHref(ctx, pol)]);
    items.push(['联系我们', `${uni.procHost.procBase}/lxwm.htm`]);
    items.push(['学校主页', hrefFrom(ctx, `http://www.${uni.domain}/`)]);
    return items;
  }
  const link = uni.proc.link;
  return [
    ['首页', '/'],
    ['学校概况', '/xxgk/xxjj.htm'],
    ['机构设置', '/xxgk/jgsz.htm'],
    [uni.news.name, listHref(ctx, uni.news)],
    [uni.stream.name, listHref(ctx, uni.stream)],
    ['招生就业', `http://zs.${uni.domain}/`],
    ['信息公开', `http://xxgk.${uni.domain}/`],
    ['招标采购', hrefFrom(ctx, link.href.startsWith('/') ? `http://www.${uni.domain}${link.href}` : link.href)],
  ];
}

function siteTitle(ctx) {
  return ctx.section === 'proc' ? ctx.uni.proc.title : ctx.uni.name;
}

function footer(ctx) {
  const uni = ctx.uni;
  const trap = ctx.host.traps.find((t) => (ctx.section === 'proc') === (t.prefix !== uni.mainDisallow));
  const trapLink = trap ? ` | <a href="${trap.prefix}index.htm">${ctx.section === 'proc' ? '后台管理' : '内部资料'}</a>` : '';
  return `版权所有 &copy; 2025 ${esc(uni.name)}${ctx.section === 'proc' ? ' ' + esc(uni.proc.title) : ''}　地址：${uni.city}市大学城${uni.city}路1号　邮编：${100000 + uni.domain.length * 1111}<br>
联系电话：0${uni.domain.length + 20}-8888${uni.domain.length}000　<a href="https://beian.miit.gov.cn/" target="_blank">${uni.city.slice(0, 1)}ICP备0${uni.domain.length}0123号</a>${trapLink}`;
}

function crumbsHtml(crumbs, sep) {
  return crumbs.map(([t, h]) => (h ? `<a href="${esc(h)}">${esc(t)}</a>` : `<span>${esc(t)}</span>`)).join(sep);
}

/** Full page in the host's style. opts: title, crumbs [[text, href]], main, side, metaCharset ('utf-8' | 'gb2312' | null). */
export function chrome(ctx, opts) {
  const theme = ctx.theme;
  const nav = navFor(ctx);
  const st = siteTitle(ctx);
  const cs = opts.metaCharset === undefined ? 'utf-8' : opts.metaCharset;
  const metaTag = cs === 'utf-8' ? '<meta charset="utf-8">' : cs ? `<meta http-equiv="Content-Type" content="text/html; charset=${cs}">` : '';
  const title = opts.title ? `${esc(opts.title)}-${esc(st)}` : esc(st);
  const crumbs = [['首页', nav[0][1]], ...(opts.crumbs || [])];
  const side = opts.side || '';
  if (theme === 'table') {
    return `<html>
<head>
${metaTag}
<title>${title}</title>
<link href="css/style.css" rel="stylesheet" type="text/css">
</head>
<body leftmargin="0" topmargin="0">
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0">
  <tr><td height="90" class="banner"><b style="font-size:26px">${esc(st)}</b></td></tr>
  <tr><td height="32" class="menu" align="center">${nav.map(([t, h]) => `<a href="${esc(h)}" class="menu">${esc(t)}</a>`).join('&nbsp;|&nbsp;')}</td></tr>
</table>
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0">
  <tr>
    <td width="220" valign="top" class="left">${side}</td>
    <td valign="top">
      <table width="100%"><tr><td class="weizhi">您的位置：${crumbsHtml(crumbs, ' &gt;&gt; ')}</td></tr></table>
      ${opts.main}
    </td>
  </tr>
</table>
<table width="980" border="0" align="center"><tr><td align="center" class="copyright">${footer(ctx)}</td></tr></table>
</body>
</html>`;
  }
  if (theme === 'sudy') {
    return `<!DOCTYPE html>
<html>
<head>
${metaTag}
<meta name="renderer" content="webkit">
<title>${title}</title>
<meta name="description" content="${esc(st)}">
<link type="text/css" href="/_css/_system/system.css" rel="stylesheet">
<link type="text/css" href="/_upload/site/1/style/1/1.css" rel="stylesheet">
<script type="text/javascript" src="/_js/jquery.min.js" sudy-wp-context="" sudy-wp-siteId="${ctx.uni.domain.length + 10}"></script>
</head>
<body class="list">
<div class="wrapper header" id="header">
  <div class="inner"><div class="mod clearfix">
    <div class="head-left" frag="面板01"><div class="sitelogo"><a href="/main.htm" title="返回${esc(st)}首页"><span class="sitetitle">${esc(st)}</span></a></div></div>
    <div class="head-right"><div class="searchbox" frag="按钮"><form action="/_web/_search/api/search/new.rst" method="post"><input name="keyword" class="search-title"><input type="submit" value="搜索"></form></div></div>
  </div></div>
</div>
<nav class="wrapper nav wp-navi" id="nav">
  <div class="inner clearfix"><div class="wp-panel"><div class="wp-window" frag="窗口1">
    <ul class="wp-menu">
${nav.map(([t, h], i) => `      <li class="menu-item i${i + 1}"><a class="menu-link" href="${esc(h)}" target="_self">${esc(t)}</a></li>`).join('\n')}
    </ul>
  </div></div></div>
</nav>
<div class="wrapper" id="l-container">
  <div class="inner clearfix">
    ${side ? `<div class="col_menu"><div class="col_menu_head"><h3 class="col_name"><span class="col_name_text">${esc(opts.sideTitle || st)}</span></h3></div><div class="col_menu_con">${side}</div></div>` : ''}
    <div class="col_news">
      <div class="col_news_head"><h3 class="col_metas"><span class="column-name">${esc(opts.column || opts.title || '')}</span></h3><div class="col_path"><span class="path_name">当前位置：</span>${crumbsHtml(crumbs, "<span class='possplit'>&nbsp;&gt;&nbsp;</span>")}</div></div>
      <div class="col_news_con">
${opts.main}
      </div>
    </div>
  </div>
</div>
<footer class="wrapper footer" id="footer"><div class="inner"><div class="mod"><div class="foot-left" frag="窗口90"><p class="copyright">${footer(ctx)}</p></div></div></div></footer>
</body>
</html>`;
  }
  const portal = theme === 'portal';
  const navCls = portal ? 'navBox' : theme === 'modern2' ? 'menu-wrap' : 'nav';
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
${metaTag}
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${title}</title>
<meta name="keywords" content="${esc(ctx.uni.name)},${esc(st)}">
<link rel="stylesheet" href="/style/${theme}.css">
</head>
<body>
<div class="topbar"><div class="w1200 clearfix"><span class="fl">欢迎访问${esc(st)}</span><span class="fr"><a href="http://www.${ctx.uni.domain}/">学校主页</a> | <a href="http://mail.${ctx.uni.domain}/">电子邮件</a></span></div></div>
<div class="header"><div class="w1200 clearfix">
  <div class="logo"><a href="${esc(nav[0][1])}"><span class="logo-text">${esc(st)}</span></a></div>
  <div class="search"><form action="/search.htm" method="get" name="dataForm"><input type="text" name="searchKey" placeholder="请输入关键字"><button type="submit">搜索</button></form></div>
</div></div>
<div class="${navCls}"><div class="w1200"><ul class="${portal ? 'clearfix' : 'menu clearfix'}">
${nav.map(([t, h]) => `  <li${portal ? ' class="navItem"' : ''}><a href="${esc(h)}">${esc(t)}</a></li>`).join('\n')}
</ul></div></div>
<div class="w1200 main clearfix">
  <div class="${portal ? 'BreadcrumbNav' : 'location'}">${portal ? '您现在的位置：' : '当前位置：'}${crumbsHtml(crumbs, portal ? '&gt;&gt;' : ' &gt; ')}</div>
  ${side ? `<div class="sidebar fl"><div class="side-title"><h2>${esc(opts.sideTitle || st)}</h2></div><div class="side-nav">${side}</div></div>` : ''}
  <div class="${side ? 'content fr' : 'content'}">
${opts.main}
  </div>
</div>
<div class="footer"><div class="w1200"><p>${footer(ctx)}</p></div></div>
</body>
</html>`;
}

/** Side menu of sibling lists. */
export function sideMenu(ctx, lists, current) {
  return `<ul class="sub-menu">${lists.map((l) => `<li${l === current ? ' class="on selected"' : ''}><a href="${esc(listHref(ctx, l))}">${esc(l.name)}</a></li>`).join('')}</ul>`;
}

export function sectionLists(ctx) {
  const uni = ctx.uni;
  if (ctx.section === 'proc') return [...uni.procLists, ...uni.procHost.lists.filter((l) => l.kind === 'policy')];
  return [uni.news, uni.stream];
}

/** Print view: bare page with the article only. */
export function printView(ctx, item, inner, metaCharset = 'utf-8') {
  const cs = metaCharset === 'utf-8' ? '<meta charset="utf-8">' : metaCharset ? `<meta http-equiv="Content-Type" content="text/html; charset=${metaCharset}">` : '';
  return `<!DOCTYPE html>
<html><head>${cs}<title>${esc(item.title)}</title><style>body{font-size:14px;width:760px;margin:0 auto}</style></head>
<body onload="window.print()">
<div class="print-box">
${inner}
</div>
<p style="text-align:center"><a href="javascript:window.close()">【关闭窗口】</a></p>
</body></html>`;
}

/** Main homepage: nav, news column, notices column, procurement link, quick links (incl. traps). */
export function homeMain(ctx) {
  const uni = ctx.uni;
  const news = visible(uni.news, ctx.day).slice(0, 6);
  const notices = visible(uni.stream, ctx.day).slice(0, 8);
  const fmt = dateFormats.iso;
  const col = (title, list, items, cls) => `<div class="${cls}">
  <div class="col-head"><h3>${esc(title)}</h3><a class="more" href="${esc(listHref(ctx, list))}">更多&gt;&gt;</a></div>
  <ul>
${items.map((it) => `    <li><a href="${esc(itemHref(ctx, it))}" title="${esc(it.title)}" target="_blank">${esc(it.title)}</a><span>${fmt(it.date).slice(5)}</span></li>`).join('\n')}
  </ul>
</div>`;
  const link = uni.proc.link;
  const procHref = hrefFrom(ctx, link.href.startsWith('/') ? `http://www.${uni.domain}${link.href}` : link.href);
  const quick = [
    ['招标采购', procHref],
    ...(uni.main.calendar ? [['校历', '/calendar?month=2025-06']] : []),
    ['图书馆', '/tsg/index.htm'],
    ['旧版网站', '/oldsite/'],
    ['信息门户', `http://my.${uni.domain}/`],
    ['校友会', '/xyh/xyhjj.htm'],
  ];
  let procCol = '';
  if (['dcut', 'ylust'].includes(uni.key)) {
    const l = uni.procLists[0];
    procCol = col('招标信息', l, visible(l, ctx.day).slice(0, 5), 'col col-zbxx');
  }
  const main = `<div class="banner"><p>${esc(uni.name)}　厚德博学　求是创新</p></div>
<div class="home-row clearfix">
${col(uni.news.name, uni.news, news, 'col col-news')}
${col(uni.stream.name, uni.stream, notices, 'col col-tzgg')}
${procCol}
</div>
<div class="quick-links"><h3>快速通道</h3><ul>
${quick.map(([t, h]) => `  <li><a href="${esc(h)}">${esc(t)}</a></li>`).join('\n')}
</ul></div>`;
  return chrome(ctx, { title: null, crumbs: [], main });
}

/** Procurement site homepage: latest rows of every list. */
export function homeProc(ctx) {
  const uni = ctx.uni;
  const fmt = dateFormats.iso;
  const boxes = sectionLists(ctx).map((l) => `<div class="index-box">
  <div class="box-head"><span class="box-title">${esc(l.name)}</span><a class="more" href="${esc(listHref(ctx, l))}">more</a></div>
  <ul class="box-list">
${visible(l, ctx.day).slice(0, 6).map((it) => `    <li><a href="${esc(itemHref(ctx, it))}" title="${esc(it.title)}" target="_blank">${esc(it.title)}</a><em>${fmt(it.date)}</em></li>`).join('\n')}
  </ul>
</div>`).join('\n');
  const notice = `<div class="notice-bar">供应商注意：本网站发布的${esc(uni.name)}采购信息以正式公告为准。<a href="${uni.procHost.procBase}/lxwm.htm">联系我们</a> | <a href="${uni.procHost.procBase}/xzzx/index.htm">下载中心</a></div>`;
  return chrome(ctx, { title: null, crumbs: [], main: notice + boxes });
}

const ABOUT = {
  '/xxgk/xxjj.htm': ['学校简介', (u) => `${u.name}是一所以工、理为主，多学科协调发展的${u.city}省属重点大学。学校现有${u.city}、新区两个校区，占地面积三千余亩。`],
  '/xxgk/jgsz.htm': ['机构设置', (u) => `党政管理部门：党委办公室、校长办公室、组织部、宣传部、教务处、科研处、人事处、财务处、国有资产管理处、招标采购中心、后勤管理处。`],
  '/lxwm.htm': ['联系我们', (u) => `${u.proc.title}　办公地点：行政楼三楼　电话：0${u.domain.length + 20}-8888${u.domain.length}123　邮箱：zbcg@${u.domain}`],
};

export function aboutPage(ctx, path) {
  const key = ctx.uni.procHost.procBase && path.startsWith(ctx.uni.procHost.procBase + '/') ? path.slice(ctx.uni.procHost.procBase.length) : path;
  const a = ABOUT[key];
  if (!a) return null;
  return chrome(ctx, { title: a[0], crumbs: [[a[0], null]], main: `<div class="article"><h2>${a[0]}</h2><div class="article-content"><p>${esc(a[1](ctx.uni))}</p></div></div>` });
}
