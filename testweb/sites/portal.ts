/**
 * Portal (Founder / VSB style, bit.edu.cn): list `/<col>/index.htm`, then `index_1.htm`,
 * `index_2.htm` …; rows `.title_rtcon li` with a bracketed date; detail `/<col>/b<id>.htm`.
 */
import { escapeHtml } from '../content.ts';
import type { Shape } from './shape.ts';

/** The portal shape. */
export const portal: Shape = {
  kind: 'portal',
  charset: 'utf-8',
  listPath: (column, page) => `/${column.slug}/index${page === 1 ? '' : `_${page - 1}`}.htm`,
  detailPath: (column, item) => `/${column.slug}/b${item.id}.htm`,
  printPath: (column, item) => `/${column.slug}/b${item.id}.htm?print=1`,
  match(url, columns, pagesOf) {
    let m = /^\/([a-z]+)\/(?:index(?:_(\d+))?\.htm)?$/.exec(url.pathname);
    if (m) {
      const column = columns.find((c) => c.slug === m![1]);
      const page = m[2] ? Number(m[2]) + 1 : 1;
      return column && page <= pagesOf(column) ? { kind: 'list', column, page } : undefined;
    }
    m = /^\/([a-z]+)\/b(\d+)\.htm$/.exec(url.pathname);
    if (m) {
      const column = columns.find((c) => c.slug === m![1]);
      return column && { kind: 'detail', column, id: Number(m[2]), print: url.searchParams.get('print') === '1' };
    }
    return undefined;
  },
  renderList(view) {
    const rows = view.items
      .map((item, row) => `<li><a href="${view.itemHref(item, row).replace(/^.*\//, '')}" target="_blank">${escapeHtml(item.title)}</a><span>[${item.date}]</span></li>`)
      .join('\n');
    const file = (n: number) => view.pageHref(n).replace(/^.*\//, '');
    const links = [
      `<span>共${view.pages}页</span>`,
      `<a href="${file(1)}">首页</a>`,
      view.page > 1 ? `<a href="${file(view.page - 1)}">上一页</a>` : '',
      view.page < view.pages ? `<a href="${file(view.page + 1)}">下一页</a>` : '',
      `<a href="${file(view.pages)}">尾页</a>`,
    ].join('');
    return `<div class="title_rt"><h2>${escapeHtml(view.column.name)}</h2></div>
<div class="title_rtcon"><ul>
${rows}
</ul></div>
<div class="page">${links}</div>`;
  },
  renderDetail(view) {
    return `<div class="article"><h2>${escapeHtml(view.item.title)}</h2>
<div class="aticle_info"><span>来源：${escapeHtml(view.site.university.name)}</span><span>日期：${view.item.date}</span> <a href="${view.printHref}">打印</a></div>
<div class="article_con">
${view.body}
</div></div>`;
  },
};
