// .chtml procurement CMS: /<col>/index.chtml, index_2.chtml …; rows dd[cid] with a@title and a date span.
import { esc, hash } from '../util.mjs';
import { renderRows } from '../rows.mjs';
import { itemHref } from '../page.mjs';
import { html, pageCount, pageItems, listAnswer, listPage, detailPage, attachmentsHtml, toolsHtml, sourceOf, findVisibleItem } from './common.mjs';

const listPath = (list, k) => (k === 1 ? `/${list.key}/index.chtml` : `/${list.key}/index_${k}.chtml`);
const itemPath = (item) => `/${item.list.key}/${item.date.slice(0, 7).replace('-', '')}/${item.id}.chtml`;
const attachPath = (item, n, ext) => `/uploadfile/${item.date.slice(0, 4)}/${item.date.slice(5, 7)}${item.date.slice(8)}/${hash(item.list.host.name + item.id + n, 20)}.${ext}`;

function paging(list, k, total, count) {
  const a = (p, text) => (p < 1 || p > total || p === k ? `<span class="disabled">${text}</span>` : `<a href="${listPath(list, p)}">${text}</a>`);
  const nums = [];
  for (let p = 1; p <= total; p++) nums.push(p === k ? `<span class="current">${p}</span>` : `<a href="${listPath(list, p)}">${p}</a>`);
  return `<div class="pagination">${a(1, '首页')}${a(k - 1, '上一页')}${nums.join('')}${a(k + 1, '下一页')}${a(total, '末页')}<span class="total">共${count}条 第${k}/${total}页</span></div>`;
}

function renderList(ctx, list, k) {
  const total = pageCount(list, ctx.day);
  const rowHtml = renderRows(pageItems(list, ctx.day, k), { style: 'chtml', dateFmt: list.dateFmt, href: (it) => itemHref(ctx, it), cutLen: 26, ell: '…' });
  const rows = `<div class="list_main"><dl class="list_dl" id="${list.key}">\n<dt>${esc(list.name)}</dt>\n${rowHtml}\n</dl></div>`;
  const count = list.items.filter((i) => i.day <= ctx.day).length;
  return html(listPage(ctx, list, k, { rows, paging: paging(list, k, total, count) }), listAnswer(list, ctx.day, k));
}

function renderDetail(ctx, item) {
  return html(detailPage(ctx, item, (body) => `<div class="article_box">
  <div class="article_title"><h2>${esc(item.title)}</h2></div>
  <div class="article_info">来源：${esc(sourceOf(ctx))}　　发布日期：<span>${item.date}</span>　　【字号：<a href="javascript:doZoom(16)">大</a> <a href="javascript:doZoom(14)">中</a> <a href="javascript:doZoom(12)">小</a>】</div>
  <div class="article_content" id="zoom">
${body}
  </div>
  ${attachmentsHtml(ctx, item, 'ul')}
  ${toolsHtml(ctx, item)}
</div>`));
}

function route(ctx, lists) {
  const m = ctx.path.match(/^\/([\w/]+)\/index(?:_(\d+))?\.chtml$/);
  if (m) {
    const list = lists.find((l) => l.key === m[1]);
    if (!list) return null;
    const k = m[2] ? Number(m[2]) : 1;
    if (m[2] === '1' || k < 1 || k > pageCount(list, ctx.day)) return null;
    return renderList(ctx, list, k);
  }
  const d = ctx.path.match(/\/(\d+)\.chtml$/);
  if (d) {
    const it = findVisibleItem(ctx, Number(d[1]), (i) => lists.includes(i.list) && itemPath(i) === ctx.path);
    if (it) return renderDetail(ctx, it);
  }
  return null;
}

export default { idBase: (rng) => rng.int(20000, 40000), idGap: 12, listPath, itemPath, attachPath, route };
