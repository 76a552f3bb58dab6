// Old ASP site in GBK: list.asp?ftype=<GBK %-encoded column>&page=N, view.asp?id=N.
// Bodies are GBK bytes; Content-Type has no charset; list pages carry <meta charset=gb2312>, detail pages none.
import { esc, randomToken } from '../util.mjs';
import { gbkPercent, percentBytes, decodeGbk } from '../gbk.mjs';
import { renderRows } from '../rows.mjs';
import { html, pageCount, pageItems, listAnswer, listPage, detailPage, attachmentsHtml, sourceOf, findVisibleItem, printHref } from './common.mjs';

const listPath = (list, k) => `/list.asp?ftype=${gbkPercent(list.key)}${k > 1 ? `&page=${k}` : ''}`;
const itemPath = (item) => `/view.asp?id=${item.id}`;
const attachPath = (item, n, ext) => `/upfile/${item.date.slice(0, 7).replace('-', '')}/${item.id}${n + 1}${item.date.slice(8)}.${ext}`;

const gbk = (r) => ({ ...r, type: 'text/html', encoding: 'gbk', validators: 'lm' });
const sid = () => Math.random().toFixed(8).slice(2);

function paging(list, k, total, count) {
  const h = (p) => `${listPath(list, p).slice(1)}${p === 1 ? '&page=1' : ''}&sid=${sid()}`;
  return `<table width="96%" align="center"><tr><td align="center" class="page"><a href="${h(k)}" title="刷新">刷新</a>　共 <font color="red">${count}</font> 条记录　页次：<b>${k}</b>/${total}页　每页${list.perPage}条　
${k > 1 ? `<a href="${h(1)}">首页</a> <a href="${h(k - 1)}">上一页</a>` : '首页 上一页'}
${k < total ? `<a href="${h(k + 1)}">下一页</a> <a href="${h(total)}">尾页</a>` : '下一页 尾页'}
　转到：<select name="page" onchange="javascript:location='list.asp?ftype=${gbkPercent(list.key)}&page='+this.value;">${Array.from({ length: total }, (_, i) => `<option value="${i + 1}"${i + 1 === k ? ' selected' : ''}>第${i + 1}页</option>`).join('')}</select></td></tr></table>`;
}

function renderList(ctx, list, k) {
  const total = pageCount(list, ctx.day);
  const rowHtml = renderRows(pageItems(list, ctx.day, k), { style: 'asp', dateFmt: list.dateFmt, href: (it) => `view.asp?id=${it.id}`, cutLen: 16, titleAttr: 'some' });
  const rows = `<table width="96%" border="0" align="center" cellpadding="0" cellspacing="0" class="list">\n${rowHtml}\n</table>`;
  const count = list.items.filter((i) => i.day <= ctx.day).length;
  return gbk(html(listPage(ctx, list, k, { rows, paging: paging(list, k, total, count), metaCharset: 'gb2312' }), listAnswer(list, ctx.day, k)));
}

function emptyList(ctx, name) {
  return gbk(html(listPage(ctx, { name, key: name, perPage: 20, items: [] }, 1, { rows: '<table width="96%"><tr><td align="center" height="80">暂无记录！</td></tr></table>', paging: '', metaCharset: 'gb2312' })));
}

function renderDetail(ctx, item) {
  const t = new Date(item.date + 'T00:00:00Z');
  const stamp = `${t.getUTCFullYear()}-${t.getUTCMonth() + 1}-${t.getUTCDate()} ${8 + (item.id % 9)}:${String((item.id * 13) % 60).padStart(2, '0')}:00`;
  return gbk(html(detailPage(ctx, item, (body) => `<table width="96%" border="0" align="center" cellpadding="0" cellspacing="0">
  <tr><td height="40" align="center" class="title"><b>${esc(item.title)}</b></td></tr>
  <tr><td height="24" align="center" class="info">发布时间：${stamp}　发布单位：${esc(sourceOf(ctx))}　浏览次数：${50 + (item.id % 400)}</td></tr>
  <tr><td class="content" style="line-height:180%">
${body}
  </td></tr>
  ${attachmentsHtml(ctx, item, 'table')}
  <tr><td align="right">[<a href="${esc(printHref(ctx, item))}">打印本页</a>] [<a href="javascript:window.close()">关闭窗口</a>]</td></tr>
</table>`, { metaCharset: null })));
}

/** Raw query value as GBK text (the server, like IIS/ASP, reads the bytes as GBK). */
function gbkParam(rawQuery, name) {
  for (const part of rawQuery.split('&')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).toLowerCase() === name) return decodeGbk(percentBytes(part.slice(i + 1)));
  }
  return null;
}

function route(ctx, lists) {
  const p = ctx.path.toLowerCase();
  if (p === '/list.asp') {
    const ftype = gbkParam(ctx.rawQuery, 'ftype');
    const list = lists.find((l) => l.key === ftype);
    if (!list) return emptyList(ctx, ftype || '信息列表');
    const total = pageCount(list, ctx.day);
    const k = Math.min(total, Math.max(1, parseInt(ctx.params.get('page') || '1', 10) || 1));
    return renderList(ctx, list, k);
  }
  if (p === '/view.asp') {
    const it = findVisibleItem(ctx, Number(ctx.params.get('id')), (i) => lists.includes(i.list));
    if (!it) return gbk({ status: 200, body: '<html><body><script>alert("该信息不存在或已被删除！");history.back();</script></body></html>' });
    return renderDetail(ctx, it);
  }
  return null;
}

export default { idBase: (rng) => rng.int(300, 900), idGap: 4, listPath, itemPath, attachPath, route, sid };
