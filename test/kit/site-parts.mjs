// The page parts test/shapes22 … shapes26 build their sites from, where their logic is the same:
// small helpers (a stable hash number, dates, HTML escaping, 1…n, zero padding, an HTML answer, the
// 404 page), a column's rows of a day, `<li>` rows, the list page's main part, the route key, the
// ordinary page shell (`layout`: top bar and nav, main, footer) and a notice's body by its kind
// (`article`: call, result, change, void, news) of shapes23–26, and `truthOf(sites, day)` (seeds,
// notices, list pages, shapes). A web keeps its own shapes, columns, pagers and sites; whatever it
// serves is byte for byte what it served with its own copies.
import { createHash } from 'node:crypto';

/** The two days every web of this kind serves. */
export const DAYS = [1, 2];
export const MS_PER_DAY = 86400000;
/** Day 2's date: every new notice of day 2 is of it. */
export const DAY2_DATE = '2026-11-25';
/** A stable number drawn from the parts (sha1). */
export const num = (...parts) => parseInt(createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 8), 16);
/** `YYYY-MM-DD` of a UTC time. */
export const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
/** Text made safe inside HTML and attribute values. */
export const esc = (s) => String(s).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
/** 1 … n. */
export const oneTo = (n) => Array.from({ length: n }, (_, i) => i + 1);
/** `n` zero-padded to `w` digits. */
export const pad = (n, w) => String(n).padStart(w, '0');
/** An HTML answer (UTF-8); `extra` adds status, count, list … */
export const html = (body, extra = {}) => ({ body, type: 'text/html; charset=utf-8', ...extra });
/** The 404 page, counted as `notFound`. */
export const NOT_FOUND = html('<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1><p>您访问的页面不存在。</p></body></html>', { status: 404, count: 'notFound' });
/** A column's rows shown on `day` (each row has the day it appears). */
export const rowsOn = (c, day) => c.rows.filter((r) => r.day <= day);
/** `<li>` rows: the link `href(r)` with the title, then the date (`date(r)`, none when empty). */
export const liRows = (rows, href, { date = (r) => r.date } = {}) => rows.map((r) => `<li><a href="${esc(href(r))}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a>${date(r) ? `<span class="date">${date(r)}</span>` : ''}</li>`).join('\n');
/** A list page's main part: crumb, an optional side column, the heading, the rows and the pager. */
export const listMain = ({ name, crumb, side = '', rows, pager }) => `<div class="crumb">当前位置：${crumb}</div>${side}<div class="list"><h2>${name}</h2><ul class="news-list">
${rows}
</ul>${pager}</div>`;
/** A route key: host, path and the query sorted by name. */
export const keyOf = (host, url) => {
  const q = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${k}=${v}`).join('&');
  return `${host}${url.pathname}${q ? `?${q}` : ''}`;
};
/** An ordinary page: a top bar with the school's name and `nav` ([text, href] pairs), `main`, a footer; `head` goes into <head>. */
export function layout({ school, title, nav, main, head = '', meta = '<meta charset="utf-8" />' }) {
  return `<!DOCTYPE html>
<html lang="zh-CN"><head>${meta}<title>${esc(title)}</title>${head}</head>
<body><div id="top"><span class="logo">${esc(school)}</span><ul class="menu">${nav.map(([t, h]) => `<li><a href="${esc(h)}">${t}</a></li>`).join('')}</ul></div>
<div class="wrap">${main}</div>
<div id="foot">版权所有 &copy; 2026 ${esc(school)}　地址：学府路${(num(school) % 300) + 1}号　邮编：${100000 + (num(school) % 800000)}</div></body></html>`;
}
/** A detail page's body by the row's kind (a split notice spreads its paragraphs over pages): 项目编号, 预算, 截止时间, 供应商 … */
export function article(school, r) {
  const wan = (x) => `人民币 ${x.toFixed(2)} 万元`;
  const contact = `<p>联系人：${['王老师', '李老师', '陈老师', '林老师'][r.id % 4]}　联系电话：0${571 + (r.id % 300)}-8${pad(r.id % 1000000, 6)}</p>`;
  const project = esc(r.project ?? r.title.replace(/^关于/, '').replace(/(中标|成交).*$/, ''));
  if (r.kind === 'news') return `<p>${esc(r.title)}。近日，学校有关部门按照工作安排推进相关事项，各学院、各单位积极配合，工作进展顺利。</p><p>下一步，学校将继续总结经验，进一步做好相关工作。</p><p>（供稿：党委宣传部）</p>`;
  if (r.kind === 'result') {
    return `<p>一、项目编号：${r.no}</p><p>二、项目名称：${project}</p><p>三、预算金额：${wan(r.budget)}</p>
<p>四、中标（成交）供应商：${['华信', '正元', '鼎诚', '博达', '新越'][r.id % 5]}科技有限公司　中标（成交）金额：${wan(r.budget * 0.94)}</p>
<p>五、公示期限：自本公告发布之日起1个工作日。对本结果有异议的，请于公示期内以书面形式提出。</p>${contact}`;
  }
  if (r.kind === 'change') {
    return `<p>一、项目编号：${r.no}</p><p>二、项目名称：${project}</p><p>三、更正事项：投标截止时间及开标时间顺延至 ${r.deadline} 09:30（北京时间），采购需求第三章第2条技术参数更正如附件。</p>
<p>四、其他内容不变。</p>${contact}`;
  }
  if (r.kind === 'void') {
    return `<p>一、项目编号：${r.no}</p><p>二、项目名称：${project}</p><p>三、废标理由：截至投标截止时间，实质性响应的供应商不足三家，根据《中华人民共和国政府采购法》第三十六条，本项目废标。</p>
<p>四、后续安排：采购人将重新组织采购，具体以届时发布的公告为准。</p>${contact}`;
  }
  return `<p>${esc(school)}就下列项目进行公开采购，欢迎符合条件的供应商参加。</p><p>一、项目编号：${r.no}</p>
<p>二、预算金额：${wan(r.budget)}（最高限价）</p><p>三、获取采购文件时间：自公告发布之日起至投标截止时间止。</p>
<p>四、投标截止时间：${r.deadline} 09:30（北京时间），逾期送达的投标文件恕不接受。</p><p>五、开标地点：行政楼三楼会议室</p>${contact}`;
}
/** What a web of `sites` shows on `day`: its seeds, the notices (each with the day it appeared), each site's list pages, each site's shape. */
export const truthOf = (sites, day) => ({
  day, seeds: sites.map((s) => s.seed),
  notices: sites.flatMap((s) => s.notices(day)),
  lists: Object.fromEntries(sites.map((s) => [s.site, s.lists(day)])),
  shapes: Object.fromEntries(sites.map((s) => [s.site, s.shape])),
});
