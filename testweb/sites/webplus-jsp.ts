/**
 * WebPlus dynamic (FZU info22): `list.jsp?urltype=tree.TreeTempUrl&wbtreeid=<col>` (paging adds
 * totalpage and PAGENUM), `content.jsp?urltype=news.NewsContentUrl&wbtreeid=<col>&wbnewsid=<id>`;
 * some rows carry a `;jsessionid=`, print views are `print.jsp`.
 */
import { escapeHtml } from '../content.ts';
import type { Shape } from './shape.ts';

const query = (treeId: number, id: number) => `urltype=news.NewsContentUrl&wbtreeid=${treeId}&wbnewsid=${id}`;

/** The WebPlus JSP shape. */
export const webplusJsp: Shape = {
  kind: 'webplus-jsp',
  charset: 'utf-8',
  listPath: (column, page, pages) =>
    page === 1
      ? `/list.jsp?urltype=tree.TreeTempUrl&wbtreeid=${column.treeId}`
      : `/list.jsp?totalpage=${pages}&PAGENUM=${page}&urltype=tree.TreeTempUrl&wbtreeid=${column.treeId}`,
  detailPath: (column, item) => `/content.jsp?${query(column.treeId, item.id)}`,
  printPath: (column, item) => `/print.jsp?${query(column.treeId, item.id)}`,
  match(url, columns, pagesOf) {
    const params = url.searchParams;
    const column = columns.find((c) => String(c.treeId) === params.get('wbtreeid'));
    if (!column) return undefined;
    if (url.pathname === '/list.jsp' && params.get('urltype') === 'tree.TreeTempUrl') {
      const page = Number(params.get('PAGENUM') ?? '1');
      return Number.isInteger(page) && page >= 1 && page <= pagesOf(column) ? { kind: 'list', column, page } : undefined;
    }
    const isContent = url.pathname === '/content.jsp' || url.pathname === '/print.jsp';
    const id = Number(params.get('wbnewsid'));
    if (isContent && params.get('urltype') === 'news.NewsContentUrl' && Number.isInteger(id)) {
      return { kind: 'detail', column, id, print: url.pathname === '/print.jsp' };
    }
    return undefined;
  },
  renderList(view) {
    const rows = view.items
      .map((item, row) => `<tr id="line_u5_${row}"><td width="85%"><a href="${view.itemHref(item, row).slice(1)}" class="c${view.column.treeId}" title="${escapeHtml(item.title)}">${escapeHtml(item.title)}</a></td><td><span class="timestyle${view.column.treeId}">${item.date}</span></td></tr>`)
      .join('\n');
    const link = (n: number, text: string) => `<a href="${view.pageHref(n).slice(1)}" class="Next">${text}</a>`;
    const pager = [
      `共${view.column.items.length}条&nbsp;&nbsp;${view.page}/${view.pages}&nbsp;`,
      view.page > 1 ? `${link(1, '首页')}&nbsp;${link(view.page - 1, '上页')}&nbsp;` : '',
      view.page < view.pages ? `${link(view.page + 1, '下页')}&nbsp;${link(view.pages, '尾页')}` : '',
    ].join('');
    return `<h2 class="colname">${escapeHtml(view.column.name)}</h2>
<table class="winstyle${view.column.treeId}" width="100%">
${rows}
</table>
<table class="pagestyle"><tr><td>${pager}</td></tr></table>`;
  },
  renderDetail(view) {
    return `<h1 class="titlestyle${view.column.treeId}">${escapeHtml(view.item.title)}</h1>
<p class="timestyle${view.column.treeId}">${view.item.date.replace(/-/g, '/')}&nbsp;&nbsp;<a href="${view.printHref}">打印</a></p>
<div id="vsb_content" class="contentstyle${view.column.treeId}">
${view.body}
</div><p><a href="${view.listHref}">【关闭】</a></p>`;
  },
};
