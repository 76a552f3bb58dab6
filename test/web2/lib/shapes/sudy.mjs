// SUDY / WebPlus Pro: list /<col>/list.htm, list2.htm …; detail /<yyyy>/<mmdd>/c<colId>a<id>/page.htm.
import { esc, hash } from '../util.mjs';
import { renderRows } from '../rows.mjs';
import { itemHref } from '../page.mjs';
import { html, pageCount, pageItems, listAnswer, listPage, detailPage, attachmentsHtml, toolsHtml, sourceOf, findVisibleItem } from './common.mjs';

const listPath = (list, k) => (k === 1 ? `/${list.key}/list.htm` : `/${list.key}/list${k}.htm`);
const itemPath = (item) => `/${item.date.slice(0, 4)}/${item.date.slice(5, 7)}${item.date.slice(8, 10)}/c${item.list.colId}a${item.id}/page.htm`;
const attachPath = (item, n, ext) => {
  const h = hash(`${item.list.host.name}/${item.id}/${n}`, 32);
  return `/_upload/article/files/${h.slice(0, 2)}/${h.slice(2, 4)}/${h.slice(4, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 24)}-${h.slice(24)}/${hash(h, 32)}.${ext}`;
};

function paging(list, k, total, count) {
  const a = (p, cls, text) => (p < 1 || p > total || p === k
    ? `<a class="${cls}" href="javascript:void(0);" target="_self"><span>${text}</span></a>`
    : `<a class="${cls}" href="${listPath(list, p)}" target="_self"><span>${text}</span></a>`);
  return `<div id="wp_paging_w6">
<ul class="wp_paging clearfix">
  <li class="pages_count"><span class="per_page">每页&nbsp;<em class="per_count">${list.perPage}</em>&nbsp;记录&nbsp;</span><span class="all_count">总共&nbsp;<em class="all_count">${count}</em>&nbsp;记录&nbsp;</span></li>
  <li class="page_nav">${a(1, 'first', '第一页')}${a(k - 1, 'prev', '&lt;&lt;上一页')}${a(k + 1, 'next', '下一页&gt;&gt;')}${a(total, 'last', '尾页')}</li>
  <li class="page_jump"><span class="pages">页码：<em class="curr_page">${k}</em>/<em class="all_pages">${total}</em></span><span><input class="pageNum" type="text"><input type="hidden" class="currentPage" value="${k}"></span><span><a class="pagingJump" href="javascript:void(0);" target="_self">跳转到&nbsp;</a></span></li>
</ul>
</div>`;
}

function renderList(ctx, list, k) {
  const total = pageCount(list, ctx.day);
  const items = pageItems(list, ctx.day, k);
  const style = list.style || 'sudy';
  const rowHtml = renderRows(items, { style, dateFmt: list.dateFmt, href: (it) => itemHref(ctx, it), cutLen: style === 'sudy' ? 32 : 0, ell: '...' });
  const rows = style === 'sudy-div'
    ? `<div frag="窗口6" portletmode="simpleList"><div id="wp_news_w6"><div class="wp_article_list">\n${rowHtml}\n</div></div></div>`
    : style === 'sudy-daybox'
      ? `<div frag="窗口6" portletmode="simpleList"><div id="wp_news_w6"><ul class="news_list list2">\n${rowHtml}\n</ul></div></div>`
      : `<div frag="窗口6" portletmode="simpleList"><div id="wp_news_w6"><ul class="wp_article_list">\n${rowHtml}\n</ul></div></div>`;
  const count = list.items.filter((i) => i.day <= ctx.day).length;
  return html(listPage(ctx, list, k, { rows, paging: paging(list, k, total, count) }), listAnswer(list, ctx.day, k));
}

function renderDetail(ctx, item) {
  return html(detailPage(ctx, item, (body) => `<div class="article" frag="窗口3" portletmode="simpleArticleAttri">
  <h1 class="arti_title">${esc(item.title)}</h1>
  <p class="arti_metas"><span class="arti_publisher">发布者：${esc(sourceOf(ctx))}</span><span class="arti_update">发布时间：${item.date}</span><span class="arti_views">浏览次数：<span class="WP_VisitCount" url="/_visitcountdisplay?siteId=12&type=3&articleId=${item.id}">${100 + (item.id % 900)}</span></span></p>
  <div class="entry"><div class="read"><div class="wp_articlecontent">
${body}
${attachmentsHtml(ctx, item, 'sudy')}
  </div></div></div>
  ${toolsHtml(ctx, item)}
</div>`));
}

function route(ctx, lists) {
  const m = ctx.path.match(/^\/(.+)\/list(\d*)\.htm$/);
  if (m) {
    const list = lists.find((l) => l.key === m[1]);
    if (!list) return null;
    const k = m[2] ? Number(m[2]) : 1;
    if (m[2] === '1' || k < 1 || k > pageCount(list, ctx.day)) return null;
    return renderList(ctx, list, k);
  }
  const d = ctx.path.match(/^\/\d{4}\/\d{4}\/c(\d+)a(\d+)\/page\.htm$/);
  if (d) {
    const it = findVisibleItem(ctx, Number(d[2]), (i) => lists.includes(i.list) && itemPath(i) === ctx.path);
    if (it) return renderDetail(ctx, it);
  }
  return null;
}

export default { idBase: (rng) => rng.int(120000, 160000), idGap: 40, listPath, itemPath, attachPath, route };
