/**
 * List shapes the sealed web4 showed once it was opened (2026-11-25), rebuilt here on sites of
 * our own so they stay fixed:
 * - a PHPCMS column whose rows sit in one `<ul>` per month under `2026年11月` headings, each row
 *   dated `11-08·` before its link: every month's rows are the list, not only the longest group;
 * - a 帝国CMS list counted from 0, whose page 1 links its second page as `&page=1` (its "2",
 *   下一页 and 尾页), with a cache-buster on the link: page=1 is not another URL of page 1;
 * - a DedeCMS column whose pager is drawn by `createPage(3, 1, 'list_5_', '.html')` from an
 *   external script: the page URLs are read from the call's own pieces;
 * - 通知公告 reposts of tenders with the university's name appended in brackets
 *   (`…招标公告（示例大学）`), dated two days earlier: one notice, the repost an alias.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { TestServer } from '../fetch/server.ts';
import { crawlLocal, startSites } from './support.ts';

const TENDER_WORDS = ['实验楼中央空调', '图书馆屋面防水维修', '学生宿舍家具', '体育馆照明改造', '校园监控系统升级', '实验室通风系统改造', '多媒体教室设备', '食堂厨房设备', '校园绿化养护', '学生公寓热水系统', '档案馆密集架', '校医院医疗设备'];
const KINDS = ['项目公开招标公告', '项目竞争性磋商公告', '项目询价公告', '工程招标公告'];
const NEWS = ['关于2027年元旦放假安排的通知', '关于开展秋季学期期中教学检查的通知', '图书馆寒假开放时间的通知', '关于举办人工智能前沿学术讲座的通知', '关于做好冬季校园安全工作的通知'];

interface Row { id: number; title: string; date: string; no: string }
/** `count` tenders of one site, newest first, two a day from 2026-11-23 back. */
function tenders(site: string, first: number, count: number): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 23 - Math.floor(i / 2)));
    return {
      id: first + i,
      title: `${site}${TENDER_WORDS[i % TENDER_WORDS.length]}${i >= TENDER_WORDS.length ? `（${Math.floor(i / TENDER_WORDS.length) + 1}期）` : ''}${KINDS[i % KINDS.length]}`,
      date: day.toISOString().slice(0, 10),
      no: `SL-2026-${String(first + i).padStart(4, '0')}`,
    };
  });
}

const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const detail = (r: Row, title = r.title, date = r.date) =>
  html(title, `<h1>${title}</h1><div class="info">发布时间：${date}</div><div class="content"><p>项目编号：${r.no}</p><p>预算金额：86.5万元</p><p>投标截止时间：2026-12-10 09:30</p><p>采购人：示例大学</p></div>`);

// 甲: PHPCMS, 12 rows a page, grouped by month (November's rows end on page 2, October's follow).
const PHPCMS = 'www.groups.edu.cn';
const phpRows = tenders('示例大学', 100, 30);
const phpList = (page: number) => `/index.php?m=content&c=index&a=lists&catid=9${page > 1 ? `&page=${page}` : ''}`;
function phpcms(path: string): string | undefined {
  if (path === '/') return html('示例大学', `<ul class="nav"><li><a href="${phpList(1)}">招标公告</a></li><li><a href="/tzgg/">通知公告</a></li><li><a href="/about.html">学校概况</a></li></ul>`);
  const pages = Math.ceil(phpRows.length / 12);
  for (let n = 1; n <= pages; n++) {
    if (path !== phpList(n) && !(n === 1 && path === `${phpList(1)}&page=1`)) continue;
    const rows = phpRows.slice((n - 1) * 12, n * 12);
    const months = [...new Set(rows.map((r) => r.date.slice(0, 7)))];
    const groups = months.map((m) => `<h3 class="ym">${m.slice(0, 4)}年${Number(m.slice(5))}月</h3><ul class="list">${rows.filter((r) => r.date.startsWith(m)).map((r) => `<li><span class="rt">${r.date.slice(5)}</span>·<a href="/index.php?m=content&c=index&a=show&catid=9&id=${r.id}" title="${r.title}">${r.title}</a></li>`).join('\n')}</ul>`);
    const pager = Array.from({ length: pages }, (_, i) => (i + 1 === n ? `<span>${n}</span>` : `<a href="${phpList(i + 1)}">${i + 1}</a>`)).join(' ');
    return html('招标公告', `<div class="col-left"><h2>招标公告</h2>${groups.join('')}<div id="pages">${pager}</div></div>`);
  }
  // The 通知公告 stream reposts the two newest tenders under the university's name in brackets, dated two days earlier.
  if (path === '/tzgg/') {
    const reposts = phpRows.slice(0, 2).map((r, i) => `<li><a href="/tzgg/99${i}.html">${r.title}（示例大学）</a><span>2026-11-21</span></li>`);
    const items = [...reposts, ...NEWS.map((t, i) => `<li><a href="/tzgg/${900 + i}.html">${t}</a><span>2026-11-1${i}</span></li>`)];
    return html('通知公告', `<h2>通知公告</h2><ul class="news">${items.join('\n')}</ul><div class="pager"><span>1</span> <a href="/tzgg/index_2.html">2</a> <a href="/tzgg/index_2.html">下一页</a></div>`);
  }
  if (path === '/tzgg/index_2.html') {
    const items = NEWS.map((t, i) => `<li><a href="/tzgg/${900 + i}.html">${t}</a><span>2026-11-0${i + 1}</span></li>`);
    return html('通知公告', `<h2>通知公告</h2><ul class="news">${items.join('\n')}</ul><div class="pager"><a href="/tzgg/">1</a> <span>2</span></div>`);
  }
  const repost = /^\/tzgg\/99(\d)\.html$/.exec(path);
  if (repost) return detail(phpRows[Number(repost[1])]!, `${phpRows[Number(repost[1])]!.title}（示例大学）`, '2026-11-21');
  const news = /^\/tzgg\/(9\d\d)\.html$/.exec(path);
  if (news) return html(NEWS[Number(news[1]) - 900] ?? '通知', `<h1>${NEWS[Number(news[1]) - 900]}</h1><p>各单位：特此通知。</p>`);
  const id = Number(/[?&]id=(\d+)$/.exec(path)?.[1]);
  const row = phpRows.find((r) => r.id === id);
  return row && detail(row);
}

// 乙: 帝国CMS counted from 0: page 0 is `?classid=14`, the second page `&page=1`.
const EMPIRE = 'www.zero.edu.cn';
const empireRows = tenders('零号大学', 300, 14);
function empire(path: string): string | undefined {
  if (path === '/') return html('零号大学', `<ul class="nav"><li><a href="/e/action/ListInfo/?classid=14">采购公告</a></li><li><a href="/about.html">学校概况</a></li></ul>`);
  const list = /^\/e\/action\/ListInfo\/\?classid=14(?:&page=(\d+))?(?:&r=[\d.]+)?$/.exec(path);
  if (list) {
    const n = Number(list[1] ?? 0);
    const rows = empireRows.slice(n * 10, n * 10 + 10);
    const link = (k: number) => `/e/action/ListInfo/?classid=14&page=${k}&r=0.${Math.floor(Math.random() * 1e9)}`;
    const pager = n === 0 ? `<b>1</b>&nbsp;<a href="${link(1)}">2</a>&nbsp;<a href="${link(1)}">下一页</a>&nbsp;<a href="${link(1)}">尾页</a>` : `<a href="${link(0)}">首页</a>&nbsp;<a href="${link(0)}">上一页</a>&nbsp;<a href="${link(0)}">1</a>&nbsp;<b>2</b>`;
    return html('采购公告', `<h2>采购公告</h2><table>${rows.map((r) => `<tr><td><a href="/cggg/${r.date}/${r.id}.html">${r.title}</a></td><td>${r.date.replace(/^(\d+)-(\d+)-(\d+)$/, '$1年$2月$3日')}</td></tr>`).join('\n')}</table><div class="epages">${pager}</div>`);
  }
  const row = empireRows.find((r) => path === `/cggg/${r.date}/${r.id}.html`);
  return row && detail(row);
}

// 丙: DedeCMS, a pager drawn from an external script by `createPage(count, current, prefix, suffix)`.
const DEDE = 'www.drawn.edu.cn';
const dedeRows = tenders('绘页大学', 500, 25);
const PAGE_JS = `function createPage(count, cur, prefix, suffix) {
  var h = '<a href="' + prefix + '1' + suffix + '">首页</a>';
  for (var i = 1; i <= count; i++) h += i == cur ? '<span>' + i + '</span>' : '<a href="' + prefix + i + suffix + '">' + i + '</a>';
  document.getElementById('pages').innerHTML = h;
}`;
function dede(path: string): string | undefined {
  if (path === '/') return html('绘页大学', `<ul class="nav"><li><a href="/zbgg/">招标公告</a></li><li><a href="/about.html">学校概况</a></li></ul>`);
  const list = path === '/zbgg/' ? 1 : Number(/^\/zbgg\/list_5_(\d+)\.html$/.exec(path)?.[1]);
  if (list) {
    const rows = dedeRows.slice((list - 1) * 10, list * 10);
    if (rows.length === 0) return undefined;
    const items = rows.map((r) => `<li><a href="/zbgg/${r.date.slice(0, 4)}/${r.date.slice(5).replace('-', '')}/${r.id}.html">${r.title}</a><span class="date">${r.date.replace(/-/g, '.')}</span></li>`);
    return html('招标公告', `<div class="listbox"><h2>招标公告</h2><ul class="e2">${items.join('\n')}</ul><div id="pages"></div><script src="/templets/default/js/page.js"></script><script>createPage(3, ${list}, 'list_5_', '.html');</script></div>`);
  }
  const row = dedeRows.find((r) => path === `/zbgg/${r.date.slice(0, 4)}/${r.date.slice(5).replace('-', '')}/${r.id}.html`);
  return row && detail(row);
}

const SITES: Record<string, (path: string) => string | undefined> = { [PHPCMS]: phpcms, [EMPIRE]: empire, [DEDE]: dede };
const truth = {
  [PHPCMS]: phpRows.map((r) => `http://${PHPCMS}/index.php?m=content&c=index&a=show&catid=9&id=${r.id}`),
  [EMPIRE]: empireRows.map((r) => `http://${EMPIRE}/cggg/${r.date}/${r.id}.html`),
  [DEDE]: dedeRows.map((r) => `http://${DEDE}/zbgg/${r.date.slice(0, 4)}/${r.date.slice(5).replace('-', '')}/${r.id}.html`),
};

let server: TestServer;
let requests: string[];
let report: CrawlReport;

beforeAll(async () => {
  ({ server, requests } = await startSites((host, path) => (path === '/templets/default/js/page.js' ? { type: 'application/javascript', body: PAGE_JS } : SITES[host]?.(path))));
  report = await crawlLocal(server.port, Object.keys(SITES).map((h) => `http://${h}/`), new MemoryStore());
}, 120_000);
afterAll(() => server?.close());

const foundOn = (host: string) => report.newNotices.filter((n) => n.url.startsWith(`http://${host}/`));

describe('lists web4 showed once opened', () => {
  it('reads every month group of a list page as the list', () => {
    expect(foundOn(PHPCMS).flatMap((n) => [n.url, ...(n.aliases ?? [])]).filter((u) => !u.includes('/tzgg/')).sort()).toEqual([...truth[PHPCMS]].sort());
    // Each row's date is read from its `11-08·` cell, the year from the month heading.
    expect(foundOn(PHPCMS).every((n) => phpRows.some((r) => n.title === r.title && n.publishedAt?.startsWith(r.date)))).toBe(true);
  });

  it('delivers the 通知公告 repost with the university in brackets once, as an alias', () => {
    for (const i of [0, 1]) {
      const urls = [truth[PHPCMS][i]!, `http://${PHPCMS}/tzgg/99${i}.html`].sort();
      const records = report.newNotices.filter((n) => [n.url, ...(n.aliases ?? [])].some((u) => urls.includes(u)));
      expect(records.map((n) => [n.url, ...(n.aliases ?? [])].sort())).toEqual([urls]);
    }
  });

  it('walks a pager counted from 0 to its second page, once', () => {
    expect(foundOn(EMPIRE).map((n) => n.url).sort()).toEqual([...truth[EMPIRE]].sort());
    expect(requests.filter((r) => r.startsWith(`${EMPIRE}/e/action/ListInfo/?classid=14&page=1`)).length).toBe(1);
  });

  it('reads a pager drawn by an external script from the call that names its pieces', () => {
    expect(foundOn(DEDE).map((n) => n.url).sort()).toEqual([...truth[DEDE]].sort());
    expect(requests.filter((r) => /^www\.drawn\.edu\.cn\/zbgg\/list_5_\d\.html$/.test(r)).sort()).toEqual([`${DEDE}/zbgg/list_5_2.html`, `${DEDE}/zbgg/list_5_3.html`]);
  });

  it('delivers nothing else', () => {
    expect(report.newNotices.length).toBe(truth[PHPCMS].length + truth[EMPIRE].length + truth[DEDE].length);
    expect(report.newNotices.filter((n) => n.url.includes('/tzgg/90')).map((n) => n.url)).toEqual([]);
  });
});
