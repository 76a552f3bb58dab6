/**
 * `.chtml` procurement sub-site (zbb.nju.edu.cn): lists `/<col>/index.chtml` (`index_2.chtml` …),
 * rows `dd[cid]` whose anchor text is cut with "…" while `a@title` holds the full title, and a
 * date `span`.
 */
import { escapeHtml } from '../content.ts';
import type { Shape } from './shape.ts';

const CUT = 22;

/** The .chtml shape. */
export const chtml: Shape = {
  kind: 'chtml',
  charset: 'utf-8',
  listPath: (column, page) => `/${column.slug}/index${page === 1 ? '' : `_${page}`}.chtml`,
  detailPath: (column, item) => `/${column.slug}/${item.date.replace(/-/g, '')}/i${item.id}.chtml`,
  printPath: (column, item) => `/${column.slug}/${item.date.replace(/-/g, '')}/i${item.id}.chtml?print=1`,
  match(url, columns, pagesOf) {
    let m = /^\/([a-z]+)\/index(?:_(\d+))?\.chtml$/.exec(url.pathname);
    if (m) {
      const column = columns.find((c) => c.slug === m![1]);
      const page = m[2] ? Number(m[2]) : 1;
      return column && page >= 1 && page <= pagesOf(column) ? { kind: 'list', column, page } : undefined;
    }
    m = /^\/([a-z]+)\/\d{8}\/i(\d+)\.chtml$/.exec(url.pathname);
    if (m) {
      const column = columns.find((c) => c.slug === m![1]);
      return column && { kind: 'detail', column, id: Number(m[2]), print: url.searchParams.get('print') === '1' };
    }
    return undefined;
  },
  renderList(view) {
    const rows = view.items
      .map((item, row) => {
        const text = item.title.length > CUT ? `${item.title.slice(0, CUT)}…` : item.title;
        return `<dd cid="${item.id}"><span>${item.date}</span><a href="${view.itemHref(item, row)}" title="${escapeHtml(item.title)}" target="_blank">${escapeHtml(text)}</a></dd>`;
      })
      .join('\n');
    const numbers = Array.from({ length: view.pages }, (_, i) =>
      i + 1 === view.page ? `<span class="current">${i + 1}</span>` : `<a href="${view.pageHref(i + 1)}">${i + 1}</a>`,
    ).join(' ');
    const next = view.page < view.pages ? ` <a href="${view.pageHref(view.page + 1)}">下一页</a>` : '';
    return `<div class="location">当前位置：<a href="/">首页</a> &gt; ${escapeHtml(view.column.name)}</div>
<div class="list_con"><dl class="list">
<dt>${escapeHtml(view.column.name)}</dt>
${rows}
</dl></div>
<div class="pages">${numbers}${next}</div>`;
  },
  renderDetail(view) {
    return `<div class="detail"><div class="detail_title">${escapeHtml(view.item.title)}</div>
<div class="detail_info">发布日期：<span>${view.item.date}</span> <a href="${view.printHref}">打印</a></div>
<div class="detail_con">
${view.body}
</div></div>`;
  },
};
