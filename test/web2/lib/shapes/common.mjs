// Pieces shared by the CMS shapes: list and detail scaffolding, attachments, responses.
import { esc, dateFormats } from '../util.mjs';
import { chrome, sideMenu, sectionLists, listHref, itemHref, printView, procHome, hrefFrom } from '../page.mjs';
import { bodyFor } from '../body.mjs';
import { visible } from '../model.mjs';

export const html = (body, extra = {}) => ({ status: 200, type: 'text/html; charset=utf-8', body, validators: 'both', ...extra });

export function pageCount(list, day) {
  return Math.max(1, Math.ceil(visible(list, day).length / list.perPage));
}

export function pageItems(list, day, k) {
  return visible(list, day).slice((k - 1) * list.perPage, k * list.perPage);
}

/** A list page as the stats count it (`key:k`): `tenders` when a row of it is a notice (a stream's copy of one too). */
export const listAnswer = (list, day, k) => ({ list: `${list.key}:${k}`, tenders: pageItems(list, day, k).some((i) => i.notice) });

export function sectionOf(list) {
  return list.kind === 'proc' || list.kind === 'policy' ? 'proc' : 'main';
}

function sectionCrumbs(ctx) {
  if (ctx.section === 'proc' && ctx.uni.procHost.procBase) return [['招标采购', hrefFrom(ctx, procHome(ctx.uni))]];
  return [];
}

/** Wrap list rows and paging into a full list page. */
export function listPage(ctx, list, k, { rows, paging, metaCharset }) {
  const side = sideMenu(ctx, sectionLists(ctx), list);
  const main = `<div class="list-head"><h2 class="list-title">${esc(list.name)}</h2></div>
${rows}
${paging}`;
  return chrome(ctx, { title: list.name, sideTitle: ctx.section === 'proc' ? ctx.uni.proc.title : '新闻与公告', crumbs: [...sectionCrumbs(ctx), [list.name, k > 1 ? listHref(ctx, list) : null]], main, side, metaCharset });
}

export function attachmentsHtml(ctx, item, style = 'ul') {
  if (!item.attachments.length) return '';
  const links = item.attachments.map((a) => [a, hrefFrom(ctx, 'http://' + item.list.host.name + a.path)]);
  if (style === 'webplus') {
    return `<ul style="list-style-type:none;">${links.map(([a, h], i) => `<li>附件【<a href="${esc(h)}" target="_blank">${esc(a.name)}.${a.ext}</a>】已下载<span id="nattach${item.id}${i}"><script language="javascript">getClickTimes(${item.id}${i},${item.id},"wbnewsfile","attach")</script></span>次</li>`).join('')}</ul>`;
  }
  if (style === 'sudy') {
    return links.map(([a, h]) => `<p><img src="/_ueditor/themes/default/images/icon_${a.ext === 'pdf' ? 'pdf' : a.ext === 'zip' ? 'rar' : 'doc'}.gif"><a href="${esc(h)}" sudyfile-attr="{'title':'${esc(a.name)}.${a.ext}'}">${esc(a.name)}.${a.ext}</a></p>`).join('\n');
  }
  if (style === 'table') {
    return `<tr><td class="fujian">附件：${links.map(([a, h]) => `<a href="${esc(h)}" target="_blank">${esc(a.name)}.${a.ext}</a>`).join('&nbsp;&nbsp;')}</td></tr>`;
  }
  return `<div class="attachments"><p class="att-title">附件下载：</p><ul>${links.map(([a, h], i) => `<li>${i + 1}. <a href="${esc(h)}">${esc(a.name)}.${a.ext}</a></li>`).join('')}</ul></div>`;
}

export function printHref(ctx, item) {
  const h = itemHref(ctx, item);
  return h + (h.includes('?') ? '&' : '?') + 'print=1';
}

/** Detail page: shape supplies `inner(body)` for the article markup. */
export function detailPage(ctx, item, inner, { metaCharset } = {}) {
  const body = bodyFor(item, ctx.uni);
  const article = inner(body.html);
  if (ctx.print) return printView(ctx, item, article, metaCharset === undefined ? 'utf-8' : metaCharset);
  const list = item.list;
  const side = sideMenu(ctx, sectionLists(ctx), list);
  return chrome(ctx, { title: item.title, column: list.name, sideTitle: ctx.section === 'proc' ? ctx.uni.proc.title : '新闻与公告', crumbs: [...sectionCrumbs(ctx), [list.name, listHref(ctx, list)], ['正文', null]], main: article, side, metaCharset });
}

export function toolsHtml(ctx, item) {
  return `<div class="article-tools">【<a href="${esc(printHref(ctx, item))}" target="_blank">打印本页</a>】【<a href="javascript:window.close()">关闭窗口</a>】</div>`;
}

export const sourceOf = (ctx) => (ctx.section === 'proc' ? ctx.uni.proc.title.replace(ctx.uni.name, '') : ctx.uni.stream.name === '通知公告' ? '党政办公室' : '校长办公室');

export function findVisibleItem(ctx, id, pred) {
  const it = ctx.host.itemsById.get(id);
  if (!it || it.day > ctx.day || (pred && !pred(it))) return null;
  return it;
}

export { dateFormats, visible, listHref, itemHref };
