/**
 * Old ASP in GBK (bidding.szu.edu.cn): `list.asp?ftype=<GBK percent-encoded 招标公告>`, detail
 * `view.asp?id=<id>`. Pages are GBK bytes; the header never names the charset, list pages say
 * gb2312 in a meta tag and half the detail pages say nothing at all.
 */
import iconv from 'iconv-lite';
import { escapeHtml } from '../content.ts';
import type { Shape } from './shape.ts';

/** Percent-encodes text as GBK bytes, the way the old site writes its query strings. */
export function gbkPercent(text: string): string {
  return [...iconv.encode(text, 'gbk')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/** The raw (still percent-encoded) value of a query parameter: URLSearchParams would read it as UTF-8. */
function rawParam(url: URL, name: string): string | undefined {
  for (const pair of url.search.slice(1).split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === name) return value;
  }
  return undefined;
}

function decodeGbkPercent(value: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '%' && /^[0-9a-f]{2}$/i.test(value.slice(i + 1, i + 3))) {
      bytes.push(parseInt(value.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(value.charCodeAt(i) & 0xff);
  }
  try {
    return new TextDecoder('gbk', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

/** The old ASP shape. */
export const aspGbk: Shape = {
  kind: 'asp-gbk',
  charset: 'gbk',
  listPath: (column, page) => `/list.asp?ftype=${gbkPercent(column.slug)}${page === 1 ? '' : `&page=${page}`}`,
  detailPath: (_column, item) => `/view.asp?id=${item.id}`,
  printPath: (_column, item) => `/view.asp?id=${item.id}&print=1`,
  match(url, columns, pagesOf) {
    if (url.pathname === '/list.asp') {
      const ftype = decodeGbkPercent(rawParam(url, 'ftype') ?? '');
      const column = columns.find((c) => c.slug === ftype);
      const page = Number(url.searchParams.get('page') ?? '1');
      return column && Number.isInteger(page) && page >= 1 && page <= pagesOf(column) ? { kind: 'list', column, page } : undefined;
    }
    if (url.pathname === '/view.asp') {
      const id = Number(url.searchParams.get('id'));
      const column = columns.find((c) => c.items.some((item) => item.id === id));
      return column && { kind: 'detail', column, id, print: url.searchParams.get('print') === '1' };
    }
    return undefined;
  },
  renderList(view) {
    const rows = view.items
      .map((item, row) => `<tr><td width="20"><img src="/images/dot.gif"></td><td class="title"><a href="${view.itemHref(item, row).slice(1)}" target="_blank"><font color="#000000">${escapeHtml(item.title)}</font></a></td><td width="90" align="right">${item.date.replace(/-/g, '/')}</td></tr>`)
      .join('\n');
    const next = view.page < view.pages ? `<a href="${view.pageHref(view.page + 1).slice(1)}">下一页</a>` : '下一页';
    const prev = view.page > 1 ? `<a href="${view.pageHref(view.page - 1).slice(1)}">上一页</a>` : '上一页';
    return `<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td class="lm" colspan="3"><b>${escapeHtml(view.column.name)}</b></td></tr>
${rows}
<tr><td colspan="3" align="center">第${view.page}页/共${view.pages}页 ${prev} ${next}</td></tr>
</table>`;
  },
  renderDetail(view) {
    return `<table width="760" align="center"><tr><td align="center"><font size="4"><b>${escapeHtml(view.item.title)}</b></font></td></tr>
<tr><td align="center">发布时间：${view.item.date} <a href="${view.printHref}">打印</a></td></tr>
<tr><td class="content">
${view.body}
</td></tr></table>`;
  },
};
