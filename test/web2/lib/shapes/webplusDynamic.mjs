// WebPlus dynamic: list.jsp?urltype=tree.TreeTempUrl&wbtreeid=<col> (&PAGENUM=n), detail content.jsp?...&wbnewsid=<id>.
import { esc } from '../util.mjs';
import { renderRows } from '../rows.mjs';
import { itemHref } from '../page.mjs';
import { webplusAttachPath, webplusPaging, webplusDetail } from './webplusStatic.mjs';
import { html, pageCount, pageItems, listAnswer, listPage, findVisibleItem } from './common.mjs';

const listPath = (list, k, total) => (k === 1
  ? `/list.jsp?urltype=tree.TreeTempUrl&wbtreeid=${list.colId}`
  : `/list.jsp?totalpage=${total}&PAGENUM=${k}&urltype=tree.TreeTempUrl&wbtreeid=${list.colId}`);
const itemPath = (item) => `/content.jsp?urltype=news.NewsContentUrl&wbtreeid=${item.list.colId}&wbnewsid=${item.id}`;

function renderList(ctx, list, k) {
  const total = pageCount(list, ctx.day);
  const items = pageItems(list, ctx.day, k);
  const rowHtml = renderRows(items, { style: list.style || 'ul-span', dateFmt: list.dateFmt, href: (it) => itemHref(ctx, it).replace(/^\//, '') });
  let rows;
  if (list.style === 'table') rows = `<table class="winstyle${list.colId}" width="100%" cellspacing="0" cellpadding="0">\n${rowHtml}\n</table>`;
  else if (list.style === 'div') rows = `<div class="news-list">\n${rowHtml}\n</div>`;
  else rows = `<ul class="list-ul">\n${rowHtml}\n</ul>`;
  const count = list.items.filter((i) => i.day <= ctx.day).length;
  const paging = `<table width="100%" class="winstyle${list.colId}"><tr><td colspan="2" align="center">
${webplusPaging(list, k, total, count, (p) => listPath(list, p, total).slice(1))}
</td></tr></table>`;
  return html(listPage(ctx, list, k, { rows, paging }), { validators: 'etag', jsp: true, ...listAnswer(list, ctx.day, k) });
}

function route(ctx, lists) {
  if (ctx.path === '/list.jsp') {
    const col = ctx.params.get('wbtreeid');
    const list = lists.find((l) => String(l.colId) === col);
    if (!list) return null;
    const total = pageCount(list, ctx.day);
    const k = Math.min(total, Math.max(1, parseInt(ctx.params.get('PAGENUM') || '1', 10) || 1));
    return renderList(ctx, list, k);
  }
  if (ctx.path === '/content.jsp') {
    const id = Number(ctx.params.get('wbnewsid'));
    const it = findVisibleItem(ctx, id, (i) => i.list.shape.startsWith('webplus'));
    if (!it) return null;
    return { ...webplusDetail(ctx, it), validators: 'etag', jsp: true };
  }
  return null;
}

export default {
  idBase: (rng) => rng.int(3000, 6000),
  idGap: 9,
  listPath,
  itemPath,
  attachPath: webplusAttachPath,
  route,
};
