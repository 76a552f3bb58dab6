// WebPlus static: list /<col>.htm, paging /<col>/<N>.htm counting down, detail /info/<colId>/<id>.htm.
import { esc, hash, pad } from '../util.mjs';
import { relative } from '../page.mjs';
import { renderRows, pageWindow } from '../rows.mjs';
import { html, pageCount, pageItems, listAnswer, listPage, detailPage, attachmentsHtml, toolsHtml, sourceOf, findVisibleItem } from './common.mjs';

const listPath = (list, k, total) => (k === 1 ? `/${list.key}.htm` : `/${list.key}/${total - k + 1}.htm`);
const itemPath = (item) => `/info/${item.list.colId}/${item.id}.htm`;

export function webplusAttachPath(item, n) {
  const owner = 1000000000 + parseInt(hash(item.list.host.name, 6), 16) % 900000000;
  return `/system/_content/download.jsp?urltype=news.DownloadAttachUrl&owner=${owner}&wbfileid=${item.id * 10 + n + 3}`;
}

/** WebPlus "pb_sys" paging; `href(k)` gives the link for page k. */
export function webplusPaging(list, k, total, count, href) {
  const a = (p, text, cls) => (p === k || p < 1 || p > total ? `<span class="${cls}_d">${text}</span>` : `<span class="${cls}"><a href="${esc(href(p))}">${text}</a></span>`);
  const nums = pageWindow(k, total, 5).map((p) => (p === k ? `<span class="p_no_d">${p}</span>` : `<span class="p_no"><a href="${esc(href(p))}">${p}</a></span>`));
  if (pageWindow(k, total, 5).at(-1) < total) nums.push('<span class="p_dot">...</span>', `<span class="p_no"><a href="${esc(href(total))}">${total}</a></span>`);
  return `<div class="pb_sys_common pb_sys_normal pb_sys_style1" style="margin-top:10px;text-align:center;">
<span class="p_t">共${count}条</span> <span class="p_pages">${a(1, '首页', 'p_first')}${a(k - 1, '上页', 'p_prev')}${nums.join('')}${a(k + 1, '下页', 'p_next')}${a(total, '尾页', 'p_last')}</span>
<span class="p_t">到第</span><span class="p_goto"><input type="text" class="p_goto_input" maxlength="10" value="${k}"></span><span class="p_t">页</span>
</div>`;
}

function renderList(ctx, list, k) {
  const total = pageCount(list, ctx.day);
  const items = pageItems(list, ctx.day, k);
  const href = (it) => relative(ctx.path, itemPath(it));
  const rowHtml = renderRows(items, { style: list.style || 'ul-span', dateFmt: list.dateFmt, href });
  const c = list.container || 'list';
  let rows;
  if (list.style === 'table') rows = `<div class="${c}"><table width="100%" border="0" cellspacing="0" cellpadding="0">\n${rowHtml}\n</table></div>`;
  else if (list.style === 'dl') rows = `<div class="${c}"><dl>\n${rowHtml}\n</dl></div>`;
  else rows = `<div class="${c === 'list-gl' ? 'main-list' : 'list-wrap'}"><ul class="${c}">\n${rowHtml}\n</ul></div>`;
  const count = pageItems(list, ctx.day, 1).length && list.items.filter((i) => i.day <= ctx.day).length;
  const paging = webplusPaging(list, k, total, count, (p) => relative(ctx.path, listPath(list, p, total)));
  return html(listPage(ctx, list, k, { rows: `<form name="a${list.colId}a">${rows}</form>`, paging }), listAnswer(list, ctx.day, k));
}

export function webplusDetail(ctx, item) {
  return html(detailPage(ctx, item, (body) => `<form name="_newscontent_fromname">
<div class="content-title">
  <h3>${esc(item.title)}</h3>
  <p class="info"><span>发布时间：${item.date} ${pad(8 + (item.id % 9))}:${pad((item.id * 7) % 60)}</span><span>作者：${esc(sourceOf(ctx))}</span><span>点击数：<script>_showDynClicks("wbnews", ${1000000000 + (item.id % 1000)}, ${item.id})</script></span></p>
</div>
<div class="v_news_content" id="vsb_content">
${body}
</div>
${attachmentsHtml(ctx, item, 'webplus')}
${toolsHtml(ctx, item)}
</form>`));
}

function route(ctx, lists) {
  const p = ctx.path;
  for (const list of lists) {
    if (p === `/${list.key}.htm`) return renderList(ctx, list, 1);
    const m = p.startsWith(`/${list.key}/`) && p.slice(list.key.length + 2).match(/^(\d+)\.htm$/);
    if (m) {
      const total = pageCount(list, ctx.day);
      const k = total - Number(m[1]) + 1;
      if (k >= 2 && k <= total) return renderList(ctx, list, k);
      return null;
    }
  }
  const d = p.match(/^\/info\/(\d+)\/(\d+)\.htm$/);
  if (d) {
    const it = findVisibleItem(ctx, Number(d[2]), (i) => lists.includes(i.list) && String(i.list.colId) === d[1]);
    if (it) return webplusDetail(ctx, it);
  }
  return null;
}

export default {
  idBase: (rng) => rng.int(1200, 3000),
  idGap: 9,
  listPath,
  itemPath,
  attachPath: webplusAttachPath,
  route,
};
