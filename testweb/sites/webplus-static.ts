/**
 * WebPlus static export (FZU, WHU): list `/<col>.htm`, older pages `/<col>/<N>.htm` numbered
 * from the LAST page (N = pages … 1, so every number shifts when a page is added), detail
 * `/info/<treeId>/<id>.htm` linked relatively.
 */
import { escapeHtml } from '../content.ts';
import type { Shape } from './shape.ts';

/** The WebPlus static shape. */
export const webplusStatic: Shape = {
  kind: 'webplus-static',
  charset: 'utf-8',
  listPath: (column, page, pages) => (page === 1 ? `/${column.slug}.htm` : `/${column.slug}/${pages - page + 1}.htm`),
  detailPath: (column, item) => `/info/${column.treeId}/${item.id}.htm`,
  printPath: (column, item) => `/info/${column.treeId}/${item.id}.htm?print=1`,
  match(url, columns, pagesOf) {
    const path = url.pathname;
    let m = /^\/([a-z]+)\.htm$/.exec(path);
    if (m) {
      const column = columns.find((c) => c.slug === m![1]);
      return column && { kind: 'list', column, page: 1 };
    }
    m = /^\/([a-z]+)\/(\d+)\.htm$/.exec(path);
    if (m) {
      const column = columns.find((c) => c.slug === m![1]);
      if (!column) return undefined;
      const page = pagesOf(column) - Number(m[2]) + 1;
      return page >= 2 ? { kind: 'list', column, page } : undefined;
    }
    m = /^\/info\/(\d+)\/(\d+)\.htm$/.exec(path);
    if (m) {
      const column = columns.find((c) => c.treeId === Number(m![1]));
      return column && { kind: 'detail', column, id: Number(m[2]), print: url.searchParams.get('print') === '1' };
    }
    return undefined;
  },
  renderList(view) {
    // Relative links, as WebPlus writes them: deeper pages need "../".
    const up = view.page === 1 ? '' : '../';
    const rows = view.items
      .map((item, row) => `<li><a href="${up}${view.itemHref(item, row).slice(1)}" target="_blank" title="${escapeHtml(item.title)}">${escapeHtml(item.title)}</a><span>${item.date}</span></li>`)
      .join('\n');
    const link = (n: number, text: string, cls: string) => `<span class="${cls}"><a href="${up}${view.pageHref(n).slice(1)}">${text}</a></span>`;
    const pager = [
      `<span class="p_t">共${view.column.items.length}条&nbsp;&nbsp;${view.page}/${view.pages}</span>`,
      view.page > 1 ? link(1, '首页', 'p_first') + link(view.page - 1, '上页', 'p_prev') : '',
      view.page < view.pages ? link(view.page + 1, '下页', 'p_next') + link(view.pages, '尾页', 'p_last') : '',
    ].join('');
    return `<div class="r-content"><h2>${escapeHtml(view.column.name)}</h2>
<div class="list-gl"><ul>
${rows}
</ul></div>
<div class="pb_sys_common pb_sys_normal pb_sys_style1"><span class="p_pages">${pager}</span></div></div>`;
  },
  renderDetail(view) {
    return `<form name="_newscontent_fromname"><div class="content-title"><h3>${escapeHtml(view.item.title)}</h3>
<p class="info">发布时间：${view.item.date}&nbsp;&nbsp;点击数：<span>${view.item.id % 997}</span> <a href="${view.printHref}">【打印本页】</a></p></div>
<div class="v_news_content">
${view.body}
</div></form><p><a href="${view.listHref}">返回列表</a></p>`;
  },
};
