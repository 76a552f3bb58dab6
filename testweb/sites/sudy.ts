/**
 * SUDY / WebPlus Pro: list `/<col>/list.htm`, `list2.htm` …, detail
 * `/<yyyy>/<mmdd>/c<treeId>a<id>/page.htm`; classes wp_article_list, Article_Title,
 * Article_PublishDate, wp_paging.
 */
import { escapeHtml } from '../content.ts';
import type { Shape } from './shape.ts';

/** The SUDY shape. */
export const sudy: Shape = {
  kind: 'sudy',
  charset: 'utf-8',
  listPath: (column, page) => `/${column.slug}/list${page === 1 ? '' : page}.htm`,
  detailPath: (column, item) => `/${item.date.slice(0, 4)}/${item.date.slice(5, 7)}${item.date.slice(8, 10)}/c${column.treeId}a${item.id}/page.htm`,
  printPath: (column, item) => `/_visitcount?siteId=1&type=3&articleId=${item.id}&print=1&column=${column.treeId}`,
  match(url, columns, pagesOf) {
    let m = /^\/([a-z]+)\/list(\d*)\.htm$/.exec(url.pathname);
    if (m) {
      const column = columns.find((c) => c.slug === m![1]);
      const page = m[2] ? Number(m[2]) : 1;
      return column && page >= 1 && page <= pagesOf(column) ? { kind: 'list', column, page } : undefined;
    }
    m = /^\/\d{4}\/\d{4}\/c(\d+)a(\d+)\/page\.htm$/.exec(url.pathname);
    if (m) {
      const column = columns.find((c) => c.treeId === Number(m![1]));
      return column && { kind: 'detail', column, id: Number(m[2]), print: false };
    }
    if (url.pathname === '/_visitcount' && url.searchParams.get('print') === '1') {
      const column = columns.find((c) => String(c.treeId) === url.searchParams.get('column'));
      return column && { kind: 'detail', column, id: Number(url.searchParams.get('articleId')), print: true };
    }
    return undefined;
  },
  renderList(view) {
    const rows = view.items
      .map((item, row) => `<li class="list_item i${row + 1}"><div class="fields pr_fields"><span class="Article_Index">${row + 1}</span><span class="Article_Title"><a href="${view.itemHref(item, row)}" target="_blank" title="${escapeHtml(item.title)}">${escapeHtml(item.title)}</a></span></div><div class="fields ex_fields"><span class="Article_PublishDate">${item.date}</span></div></li>`)
      .join('\n');
    const nav = (n: number, cls: string, text: string) => `<a class="${cls}" href="${view.pageHref(n)}" target="_self">${text}</a>`;
    const pager = `<ul class="wp_paging clearfix"><li class="pages_count"><span class="per_page">每页&nbsp;<em class="per_count">${view.column.perPage}</em>&nbsp;记录&nbsp;</span><span class="all_count">总共&nbsp;<em class="all_count">${view.column.items.length}</em>&nbsp;记录&nbsp;</span></li>
<li class="page_nav">${nav(1, 'first', '第一页')}${view.page > 1 ? nav(view.page - 1, 'prev', '&lt;&lt;上一页') : '<span class="prev">&lt;&lt;上一页</span>'}${view.page < view.pages ? nav(view.page + 1, 'next', '下一页&gt;&gt;') : '<span class="next">下一页&gt;&gt;</span>'}${nav(view.pages, 'last', '尾页')}</li>
<li class="page_jump"><span class="pages">页码&nbsp;<em class="curr_page">${view.page}</em>/<em class="all_pages">${view.pages}</em></span></li></ul>`;
    return `<div class="col_title"><h2>${escapeHtml(view.column.name)}</h2></div>
<div id="wp_news_w6"><ul class="wp_article_list">
${rows}
</ul></div>
<div id="wp_paging_w6">${pager}</div>`;
  },
  renderDetail(view) {
    return `<div class="article"><h1 class="arti_title">${escapeHtml(view.item.title)}</h1>
<p class="arti_metas"><span class="arti_update">发布时间：${view.item.date}</span><span class="arti_views">浏览次数：<span class="WP_VisitCount">${view.item.id % 500}</span></span> <a href="${view.printHref}">打印</a></p>
<div class="entry"><div class="read"><div class="wp_articlecontent">
${view.body}
</div></div></div></div>`;
  },
};
