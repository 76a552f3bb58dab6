/** The pages around the lists: homepages, departments, the hidden list, the endless calendar. */
import { escapeHtml, noticeBodyHtml } from './content.ts';
import { frame, mainNav } from './layout.ts';
import { itemHref, listUrl, visibleItems } from './lists.ts';
import type { Column, Item, SiteModel } from './model.ts';
import { SHAPES } from './sites/index.ts';

/** Options that change what the pages link to. */
export interface PageOptions {
  day: 1 | 2;
  /** Link a slow page from a department page (0: no slow page). */
  slowMs: number;
}

const columnsOn = (site: SiteModel, host: string) => site.columns.filter((c) => c.host === host);

/** The main navigation for any page of a site. */
export function navOf(site: SiteModel): string {
  const main = SHAPES[site.mainShape];
  return mainNav(site, (slug) => {
    const column = site.columns.find((c) => c.slug === slug && c.host === site.mainHost)!;
    return main.listPath(column, 1, 1);
  });
}

/** A page as the frame wraps it. */
export function page(site: SiteModel, title: string, body: string, metaCharset: string | null = 'utf-8', bare = false): string {
  return frame({ title, site, metaCharset, body, bare }, navOf(site));
}

function row(href: string, item: Item): string {
  return `<li><a href="${href}" title="${escapeHtml(item.title)}">${escapeHtml(item.title)}</a><span class="date">${item.date.slice(5)}</span></li>`;
}

/**
 * The same notice under another URL form, as homepage boxes write it: a fragment, a relative
 * path or a session id. Canonically the same URL.
 */
function boxHref(site: SiteModel, column: Column, item: Item, n: number): string {
  // Row 1 is where JSP lists put a session id: every other box link gets one.
  const path = itemHref(site, column, item, n % 2 ? 0 : 1);
  const absolute = `http://${column.host}${path}`;
  if (n % 3 === 0) return `${absolute}#${column.shape === 'webplus-jsp' ? 'content' : 'top'}`;
  if (n % 3 === 1 && column.host === site.mainHost) return path.slice(1);
  return absolute;
}

/** The homepage: navigation, a 最新公告 box mixing the stream and the procurement office, news. */
export function homePage(site: SiteModel, options: PageOptions): string {
  const [stream, news] = columnsOn(site, site.mainHost);
  const tender = columnsOn(site, site.procHost)[0]!;
  const latest = [
    ...visibleItems(stream!, options.day).slice(0, 4).map((item, n) => row(boxHref(site, stream!, item, n), item)),
    ...visibleItems(tender, options.day).slice(0, 3).map((item, n) => row(boxHref(site, tender, item, n + 1), item)),
  ];
  const newsRows = visibleItems(news!, options.day).slice(0, 5).map((item, n) => row(boxHref(site, news!, item, n + 2), item));
  const body = `<div class="box notice"><h3>最新公告</h3><a class="more" href="${listUrl(stream!, 1, options.day)}">更多&gt;&gt;</a><ul>
${latest.join('\n')}
</ul></div>
<div class="box news"><h3>新闻动态</h3><a class="more" href="${listUrl(news!, 1, options.day)}">更多</a><ul>
${newsRows.join('\n')}
</ul></div>
<div class="box links"><h3>快速通道</h3><ul>
<li><a href="http://${site.procHost}/">${site.index % 3 ? '招标采购' : '采购与招标'}</a></li>
<li><a href="/calendar?month=2026-11">活动日历</a></li>
<li><a href="/internal/tzgg.htm">内部公告（校内）</a></li>
${site.departments.map((name, i) => `<li><a href="/xy/${i + 1}.htm">${name}</a></li>`).join('\n')}
</ul></div>`;
  return page(site, '首页', body);
}

/** The procurement office's homepage: its lists with their newest rows. */
export function procHomePage(site: SiteModel, options: PageOptions): string {
  const shape = SHAPES[site.procShape];
  const boxes = columnsOn(site, site.procHost).map((column) => {
    const rows = visibleItems(column, options.day).slice(0, 5).map((item, n) => row(itemHref(site, column, item, n), item));
    return `<div class="box"><h3>${escapeHtml(column.name)}</h3><a class="more" href="${listUrl(column, 1, options.day)}">更多</a><ul>
${rows.join('\n')}
</ul></div>`;
  });
  const office = `${site.university.name}${site.index % 3 ? '招标采购中心' : '采购与招标管理办公室'}`;
  const footer = `<p class="links"><a href="/admin/list.htm">内部通知（需登录）</a></p>`;
  return page(site, office, `<h1>${office}</h1>\n${boxes.join('\n')}\n${footer}`, shape.charset === 'gbk' ? 'gb2312' : 'utf-8');
}

/** A department page: an introduction and links, some of them traps (redirects, 404, loop, slow). */
export function departmentPage(site: SiteModel, n: number, options: PageOptions): string | undefined {
  const name = site.departments[n - 1];
  if (!name) return undefined;
  const links = [
    `<li><a href="/old/tzgg.htm">通知公告（旧版）</a></li>`,
    `<li><a href="/xy/lab${n}.htm">实验中心</a></li>`,
    `<li><a href="/loop/a.htm">校友之家</a></li>`,
    ...(options.slowMs > 0 && n === 1 ? [`<li><a href="/xy/slow.htm">学院年鉴</a></li>`] : []),
    ...site.departments.map((other, i) => `<li><a href="${i + 1}.htm">${other}</a></li>`),
  ];
  const body = `<h2>${escapeHtml(name)}</h2>
<p>${escapeHtml(name)}是${escapeHtml(site.university.name)}办学历史最悠久的学院之一，现有教职工120余人。</p>
<ul class="links">${links.join('\n')}</ul>`;
  return page(site, name, body);
}

/** The departments' index. */
export function departmentIndex(site: SiteModel): string {
  const rows = site.departments.map((name, i) => `<li><a href="${i + 1}.htm">${escapeHtml(name)}</a></li>`);
  return page(site, '学院设置', `<h2>学院设置</h2><ul>${rows.join('')}</ul>`);
}

/** An endless calendar: every month links to the next and the previous one, forever. */
export function calendarPage(site: SiteModel, month: string): string | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return undefined;
  const index = Number(m[1]) * 12 + Number(m[2]) - 1;
  const name = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
  const body = `<h2>活动日历 ${month}</h2><p>本月暂无活动。</p>
<p><a href="/calendar?month=${name(index - 1)}">上个月</a> <a href="/calendar?month=${name(index + 1)}">下个月</a></p>`;
  return page(site, `活动日历 ${month}`, body);
}

/** The list under the disallowed path: it looks like notices, but robots.txt forbids it. */
export function hiddenListPage(site: SiteModel): string {
  const rows = site.hidden.map((item) => `<li><a href="info/${item.id}.htm" title="${escapeHtml(item.title)}">${escapeHtml(item.title)}</a><span>${item.date}</span></li>`);
  return page(site, '内部公告', `<h2>内部公告</h2><div class="list-gl"><ul>\n${rows.join('\n')}\n</ul></div>`);
}

/** A page of the disallowed list. */
export function hiddenItemPage(site: SiteModel, id: number): string | undefined {
  const item = site.hidden.find((h) => h.id === id);
  if (!item?.detail) return undefined;
  const body = noticeBodyHtml(item.title, item.detail, 'attach/');
  return page(site, item.title, `<h3>${escapeHtml(item.title)}</h3><div class="v_news_content">${body}</div>`);
}

/** What an anti-bot gateway answers before its JavaScript has run: HTTP 412 and a script. */
export function challengePage(): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><script>document.cookie="tr_js=ok; path=/";location.reload();</script></head><body>请开启 JavaScript 并刷新该页。</body></html>`;
}
