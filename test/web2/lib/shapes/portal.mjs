// Portal (TRS-like) style: /<col>/index.htm, index_1.htm (page 2) …; detail /<col>/<yyyymm>/t<yyyymmdd>_<id>.htm.
import { esc, pad } from '../util.mjs';
import { renderRows } from '../rows.mjs';
import { relative } from '../page.mjs';
import { html, pageCount, pageItems, listAnswer, listPage, detailPage, attachmentsHtml, toolsHtml, sourceOf, findVisibleItem } from './common.mjs';

const ymd = (d) => d.replace(/-/g, '');
const listPath = (list, k) => (k === 1 ? `/${list.key}/index.htm` : `/${list.key}/index_${k - 1}.htm`);
const itemPath = (item) => `/${item.list.key}/${ymd(item.date).slice(0, 6)}/t${ymd(item.date)}_${item.id}.htm`;
const attachPath = (item, n, ext) => `/${item.list.key}/${ymd(item.date).slice(0, 6)}/P0${ymd(item.date)}${pad(item.id % 1000, 3)}${n + 1}${pad(item.id % 97, 4)}.${ext}`;
const rel = (from, to) => { const r = relative(from, to); return r.startsWith('.') ? r : './' + r; };

function paging(ctx, list, k, total) {
  const h = (p) => rel(ctx.path, listPath(list, p));
  const parts = [];
  parts.push(k > 1 ? `<a href="${h(1)}">首页</a>` : '<span>首页</span>');
  parts.push(k > 1 ? `<a href="${h(k - 1)}">上一页</a>` : '<span>上一页</span>');
  for (let p = 1; p <= total; p++) parts.push(p === k ? `<span class="cur">${p}</span>` : `<a href="${h(p)}">${p}</a>`);
  parts.push(k < total ? `<a href="${h(k + 1)}">下一页</a>` : '<span>下一页</span>');
  parts.push(k < total ? `<a href="${h(total)}">尾页</a>` : '<span>尾页</span>');
  return `<div class="page">
<script type="text/javascript">
var countPage = ${total}; var currentPage = ${k - 1}; var prevName = "index"; var suffix = "htm";
// createPageHTML(countPage, currentPage, prevName, suffix);
</script>
${parts.join('\n')}
</div>`;
}

function renderList(ctx, list, k) {
  const total = pageCount(list, ctx.day);
  const style = list.style || 'ul-span';
  const rowHtml = renderRows(pageItems(list, ctx.day, k), { style, dateFmt: list.dateFmt, href: (it) => rel(ctx.path, itemPath(it)) });
  const rows = style === 'ul-year' ? `<div class="list_box">\n${rowHtml}\n</div>`
    : style === 'div' ? `<div class="list_con">\n${rowHtml}\n</div>`
      : `<div class="list_box"><ul class="list">\n${rowHtml}\n</ul></div>`;
  return html(listPage(ctx, list, k, { rows, paging: paging(ctx, list, k, total) }), listAnswer(list, ctx.day, k));
}

function renderDetail(ctx, item) {
  return html(detailPage(ctx, item, (body) => `<div class="article">
  <h2 class="article_title">${esc(item.title)}</h2>
  <div class="article_info"><span>日期：${item.date}</span><span>来源：${esc(sourceOf(ctx))}</span><span>作者：${esc(ctx.uni.name)}</span></div>
  <div class="article_con"><div class="TRS_Editor">
${body}
  </div></div>
  ${attachmentsHtml(ctx, item, 'ul')}
  ${toolsHtml(ctx, item)}
</div>`));
}

function route(ctx, lists) {
  for (const list of lists) {
    const pre = `/${list.key}/`;
    if (!ctx.path.startsWith(pre)) continue;
    const rest = ctx.path.slice(pre.length);
    if (rest === '' || rest === 'index.htm') return renderList(ctx, list, 1);
    const m = rest.match(/^index_(\d+)\.htm$/);
    if (m) {
      const k = Number(m[1]) + 1;
      if (k < 2 || k > pageCount(list, ctx.day)) return null;
      return renderList(ctx, list, k);
    }
    const d = rest.match(/^\d{6}\/t\d{8}_(\d+)\.htm$/);
    if (d) {
      const it = findVisibleItem(ctx, Number(d[1]), (i) => i.list === list && itemPath(i) === ctx.path);
      if (it) return renderDetail(ctx, it);
    }
  }
  return null;
}

export default { idBase: (rng) => rng.int(100000, 300000), idGap: 30, listPath, itemPath, attachPath, route };
