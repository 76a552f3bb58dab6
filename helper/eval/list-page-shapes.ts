/**
 * List pages in the shapes real university CMSs print them (../shared/corpus/README.md, "Common
 * real patterns"), filled with given titles: WebPlus, SUDY wp_article_list, .chtml dd[cid],
 * portal index_N and old ASP tables. Each page has the site's chrome around the list (a menu that
 * names the procurement columns too, as real sites do), so words alone cannot tell.
 */

/** One row of a list: a title and its ISO date. */
export interface Row {
  title: string;
  date: string;
}

/** The CMS shapes we generate. */
export const SHAPES = ['webplus', 'sudy', 'chtml', 'portal', 'asp'] as const;
export type Shape = (typeof SHAPES)[number];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

function chrome(heading: string, list: string): string {
  const menu = ['首页', '学校概况', '机构设置', '通知公告', '招标公告', '中标公示', '采购意向', '政策法规', '下载中心', '联系我们']
    .map((name, i) => `<li><a href="/menu${i}.htm">${name}</a></li>`)
    .join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${heading}-资产与实验室管理处</title></head><body>
<div class="header"><div class="logo"><a href="/">资产与实验室管理处</a></div><ul class="nav">${menu}</ul></div>
<div class="main"><div class="left"><h3>${heading}</h3><ul class="sub"><li><a href="/zbgg.htm">招标公告</a></li><li><a href="/zbgs.htm">中标公示</a></li><li><a href="/xjgg.htm">询价公告</a></li></ul></div>
<div class="right"><div class="position">当前位置：<a href="/">首页</a> &gt; ${heading}</div>${list}</div></div>
<div class="footer">版权所有 © 资产与实验室管理处　地址：学园路2号　电话：0591-22866000</div></body></html>`;
}

const LIST_BUILDERS: Record<Shape, (rows: Row[]) => string> = {
  webplus: (rows) =>
    `<div class="list"><ul>${rows
      .map((r, i) => `<li><a href="../info/1023/${5000 - i}.htm" target="_blank" title="${escape(r.title)}">${escape(cut(r.title, 30))}</a><span>${r.date}</span></li>`)
      .join('')}</ul></div><div class="pb_sys_common">共200条 1/10 <a href="zbgg/9.htm">下页</a> <a href="zbgg/1.htm">尾页</a></div>`,
  sudy: (rows) =>
    `<div id="wp_news_w6"><ul class="wp_article_list">${rows
      .map(
        (r, i) =>
          `<li class="list_item i${i + 1}"><div class="fields pr_fields"><span class="Article_Index">${i + 1}</span><span class="Article_Title"><a href="/${r.date.slice(0, 4)}/${r.date.slice(5, 7)}${r.date.slice(8)}/c1234a${60000 - i}/page.htm" target="_blank" title="${escape(r.title)}">${escape(r.title)}</a></span></div><div class="fields ex_fields"><span class="Article_PublishDate">${r.date}</span></div></li>`,
      )
      .join('')}</ul></div><div id="wp_paging_w6"><ul class="wp_paging clearfix"><li class="pages_count">共10页</li><li class="page_nav"><a class="next" href="/zbgg/list2.htm">下一页</a></li></ul></div>`,
  chtml: (rows) =>
    `<div class="list_box"><dl>${rows
      .map((r, i) => `<dd cid="${880 + i}"><a href="/cgxxhw/${r.date.replace(/-/g, '')}/i${9000 - i}.chtml" title="${escape(r.title)}">${escape(cut(r.title, 24))}</a><span class="time">${r.date}</span></dd>`)
      .join('')}</dl></div><div class="page"><a href="index_2.chtml">下一页</a></div>`,
  portal: (rows) =>
    `<div class="title_rtcon"><ul>${rows
      .map((r, i) => `<li><a href="./${r.date.slice(0, 7).replace('-', '')}/t${r.date.replace(/-/g, '')}_${700 + i}.htm">${escape(r.title)}</a><span>[${r.date.slice(5)}]</span></li>`)
      .join('')}</ul></div><div class="fy"><a href="index_1.htm">下一页</a><a href="index_9.htm">尾页</a></div>`,
  asp: (rows) =>
    `<table width="100%" class="tb"><tr><td>标题</td><td>发布日期</td></tr>${rows
      .map((r, i) => `<tr><td><img src="/images/dot.gif"><a href="view.asp?id=${3000 - i}" target="_blank">${escape(r.title)}</a></td><td>${r.date.replace(/-0?/g, '-')}</td></tr>`)
      .join('')}</table><p>第1页 共8页 <a href="list.asp?page=2">下一页</a></p>`,
};

/** A whole list page of `shape` under `heading` holding `rows`. */
export function listPageHtml(shape: Shape, heading: string, rows: Row[]): string {
  return chrome(heading, LIST_BUILDERS[shape](rows));
}

/** A notice's detail page (title, meta line, body paragraphs) in the same chrome: a hard negative. */
export function detailPageHtml(heading: string, title: string, body: string): string {
  const paragraphs = body.split('\n').map((line) => `<p>${escape(line)}</p>`).join('');
  return chrome(
    heading,
    `<div class="article"><h1>${escape(title)}</h1><div class="meta">发布时间：2024-04-02 点击数：321</div><div class="v_news_content">${paragraphs}</div><div class="attach"><a href="/system/_content/download.jsp?id=1">附件：招标文件.docx</a></div></div>`,
  );
}
