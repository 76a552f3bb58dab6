/**
 * List shapes the crawler had not met, served on 127.0.0.1 and crawled twice (day 1 discovery,
 * day 2 refresh), no browser: a list inside an iframe and inside a frameset, a script pager
 * (`javascript:goPage(n)`) with month-day dates and cache-busting parameters that change on every
 * fetch, a Hanweb datastore paged through dataproxy.jsp, undated rows under a GET jump-to-page
 * form with a <base href>, rows that link PDF / DOCX files, and a list reached through a
 * 301 → 302 → 200 chain and directly. Every tender must be found, each list stored once under
 * the URL refresh must fetch, no file downloaded, and no list page fetched twice in a run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlEvent, CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { crawlLocal } from './support.ts';
import { startServer, type TestServer } from '../fetch/server.ts';

const PLACES = ['实验楼', '图书馆', '学生公寓', '体育馆', '第一食堂', '行政楼', '校医院', '教学楼', '研究生院', '档案馆', '游泳馆', '艺术中心', '工程训练中心', '信息中心', '后勤服务中心'];
const ITEMS = ['空调采购项目公开招标公告', '屋面防水维修工程竞争性磋商公告', '家具采购项目询价公告', '照明改造工程招标公告', '监控系统升级项目公开招标公告', '通风系统改造工程招标公告'];
/** The n-th distinct tender title of a site (`salt` keeps sites apart). */
const tender = (salt: number, n: number) => `${PLACES[(n + salt) % PLACES.length]}${ITEMS[Math.floor(n / PLACES.length + salt) % ITEMS.length]}（${salt}-${n}）`;
const NEWS = ['关于元旦放假安排的通知', '学校召开年度工作会议', '图书馆开放时间调整', '学术讲座：人工智能前沿'];

const page = (title: string, body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
const home = (links: Array<[string, string]>) => page('示例大学', `<ul class="nav">${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}<li><a href="/about.htm">学校概况</a></li></ul>`);
const detail = (title: string, date?: string) => page(title, `<h1>${title}</h1>${date ? `<p>发布时间：${date}</p>` : ''}<div class="content"><p>各潜在投标人：${title}已具备招标条件，现公开招标，欢迎参加。</p><p>示例大学采购中心</p></div>`);
const ul = (rows: string[]) => `<ul class="list">${rows.join('\n')}</ul>`;

/** Day 2 adds this many new rows on top of every list. */
let day = 1;
const NEW_ON_DAY2 = 2;
/** A site's rows, newest first: `count` on day 1, `count + NEW_ON_DAY2` on day 2. */
const rowsOf = (salt: number, count: number) => {
  const total = count + (day === 2 ? NEW_ON_DAY2 : 0);
  return Array.from({ length: total }, (_, i) => ({ id: 1000 + total - i, title: tender(salt, total - i) }));
};
/** Every tender a site ever shows. */
const allTitles = (salt: number, count: number) => Array.from({ length: count + NEW_ON_DAY2 }, (_, i) => ({ id: 1001 + i, title: tender(salt, i + 1) }));
const PER_PAGE = 6;
const slice = <T,>(rows: T[], n: number) => rows.slice((n - 1) * PER_PAGE, n * PER_PAGE);
const pages = (rows: unknown[]) => Math.ceil(rows.length / PER_PAGE);

type Reply = { status: number; body: string; headers?: Record<string, string> };
type Site = { count: number; salt: number; serve: (path: string) => Reply | undefined };
const ok = (body: string): Reply => ({ status: 200, body });
let stamp = 0;
const bust = () => `${Date.now()}${++stamp}`;

const SITES: Record<string, Site> = {
  // The list is an iframe's document inside the column page.
  'www.iframe.edu.cn': {
    count: 14,
    salt: 1,
    serve(path) {
      const rows = rowsOf(1, 14);
      if (path === '/') return ok(home([['/zbgg/index.htm', '招标公告'], ['/news.htm', '学校新闻']]));
      if (path === '/zbgg/index.htm') return ok(page('招标公告', `<div class="head">示例大学</div><iframe src="/cms/list.jsp?col=5" width="100%"></iframe>`));
      const m = /^\/cms\/list\.jsp\?col=5(?:&page=(\d+))?$/.exec(path);
      if (m) {
        const n = Number(m[1] ?? 1);
        const next = n < pages(rows) ? `<a href="list.jsp?col=5&page=${n + 1}">下一页</a>` : '';
        return ok(page('招标公告', ul(slice(rows, n).map((r) => `<li><a href="/cms/show.jsp?id=${r.id}" target="_top">${r.title}</a><span>2026-10-${String(r.id % 28 + 1).padStart(2, '0')}</span></li>`)) + next));
      }
      return undefined;
    },
  },
  // A frameset: a menu frame and the list frame.
  'www.frameset.edu.cn': {
    count: 5,
    salt: 2,
    serve(path) {
      const rows = rowsOf(2, 5);
      if (path === '/') return ok(home([['/cg/', '采购信息']]));
      if (path === '/cg/') return ok(`<html><head><title>采购信息</title></head><frameset cols="20%,80%"><frame src="menu.htm"><frame src="main.htm"></frameset></html>`);
      if (path === '/cg/menu.htm') return ok(page('菜单', `<a href="/">首页</a> <a href="main.htm">采购公告</a>`));
      if (path === '/cg/main.htm') return ok(page('采购公告', `<table>${rows.map((r) => `<tr><td><a href="/cg/${r.id}.htm">${r.title}</a></td><td>2026/10/${r.id % 28 + 1}</td></tr>`).join('')}</table>`));
      return undefined;
    },
  },
  // A script pager, [MM-DD] dates with no year anywhere, and links that carry a new t=/_= on every fetch.
  'www.script.edu.cn': {
    count: 16,
    salt: 3,
    serve(path) {
      const rows = rowsOf(3, 16);
      if (path === '/') return ok(home([[`/zb/list.jsp?_=${bust()}`, '招标信息']]));
      const m = /^\/zb\/list\.jsp(?:\?page=(\d+))?(?:[?&]_=\d+)?$/.exec(path);
      if (m) {
        const n = Number(m[1] ?? 1);
        const pager = Array.from({ length: pages(rows) }, (_, i) => `<a href="javascript:goPage(${i + 1})">${i + 1}</a>`).join(' ');
        return ok(page('招标信息', ul(slice(rows, n).map((r) => `<li><a href="show.jsp?id=${r.id}&t=${bust()}">${r.title}</a> [10-${String(r.id % 28 + 1).padStart(2, '0')}]</li>`)) +
          `<div class="pager">${pager}</div><script>function goPage(n){ window.location.href = "list.jsp?page=" + n + "&_=" + new Date().getTime(); }</script>`));
      }
      return undefined;
    },
  },
  // Hanweb 大汉: rows in a datastore, the next groups from dataproxy.jsp (a GET).
  'www.hanweb.edu.cn': {
    count: 15,
    salt: 4,
    serve(path) {
      const rows = rowsOf(4, 15);
      const record = (r: { id: number; title: string }) => `<record><![CDATA[<li><a href="/art/2026/10/${r.id}/art_12_${r.id}.html" title="${r.title}">${r.title}</a><span>2026-10-${String(r.id % 28 + 1).padStart(2, '0')}</span></li>]]></record>`;
      if (path === '/') return ok(home([['/col/col12/index.html', '招标公告']]));
      if (path === '/col/col12/index.html') {
        return ok(page('招标公告', `<div id="4411"><script type="text/xml"><datastore><nextgroup><![CDATA[<a href="/module/web/jpage/dataproxy.jsp?page=1&webid=3&path=/&columnid=12&unitid=4411&permissiontype=0"></a>]]></nextgroup><recordset>${rows.slice(0, 5).map(record).join('')}</recordset></datastore></script></div>
          <script language="javascript" src="/module/jslib/jpage.js"></script><script>$(function(){ $('#4411').jpage({ dataStore: dataStore, perPage: 5, totalRecord: ${rows.length}, proxyUrl: '/module/web/jpage/dataproxy.jsp' }); });</script>`));
      }
      const m = /^\/module\/web\/jpage\/dataproxy\.jsp\?startrecord=(\d+)&endrecord=(\d+)&perpage=5&webid=3&path=\/&columnid=12&unitid=4411&permissiontype=0$/.exec(path);
      if (m) return { status: 200, headers: { 'content-type': 'text/xml; charset=utf-8' }, body: `<?xml version="1.0" encoding="utf-8"?><datastore><recordset>${rows.slice(Number(m[1]) - 1, Number(m[2])).map(record).join('')}</recordset></datastore>` };
      return undefined;
    },
  },
  // Undated rows in a table, a GET jump-to-page form, and a <base href> the rows resolve against.
  'www.form.edu.cn': {
    count: 14,
    salt: 5,
    serve(path) {
      const rows = rowsOf(5, 14);
      if (path === '/') return ok(home([['/xxgk/cg.asp?lb=2', '采购公告']]));
      const m = /^\/xxgk\/cg\.asp\?lb=2(?:&page=(\d+))?$/.exec(path);
      if (m) {
        const n = Number(m[1] ?? 1);
        return ok(page('采购公告', `<table class="lb">${slice(rows, n).map((r) => `<tr><td>·</td><td><a href="info/${r.id}.htm">${r.title}</a></td></tr>`).join('')}</table>
          <form method="get" action="cg.asp">共 ${pages(rows)} 页 当前第 ${n} 页 <input type="hidden" name="lb" value="2">转到<input type="text" name="page" value="${n}" size="3">页<input type="submit" value="跳转"></form>`, '<base href="/xxgk/">'));
      }
      return undefined;
    },
  },
  // Rows that are the notices' files.
  'www.files.edu.cn': {
    count: 6,
    salt: 6,
    serve(path) {
      const rows = rowsOf(6, 6);
      if (path === '/') return ok(home([['/zbxx/index.htm', '招标信息']]));
      if (path === '/zbxx/index.htm') return ok(page('招标信息', ul(rows.map((r, i) => `<li><a href="/upload/${r.id}.${['pdf', 'DOCX', 'xls', 'zip'][i % 4]}">${r.title}</a> <span>2026年10月${r.id % 28 + 1}日</span></li>`))));
      return undefined;
    },
  },
  // One list reached through a redirect chain and directly.
  'www.moved.edu.cn': {
    count: 5,
    salt: 7,
    serve(path) {
      const rows = rowsOf(7, 5);
      if (path === '/') return ok(home([['/old/zb.htm', '招标公告'], ['/zb2.htm', '采购公告'], ['/new/zb/list.htm', '招标采购']]));
      if (path === '/old/zb.htm') return { status: 301, body: '', headers: { location: '/tmp/zb.htm' } };
      if (path === '/tmp/zb.htm') return { status: 302, body: '', headers: { location: '/new/zb/list.htm' } };
      if (path === '/zb2.htm') return { status: 301, body: '', headers: { location: 'http://www.moved.edu.cn/new/zb/list.htm' } };
      if (path === '/new/zb/list.htm') return ok(page('招标公告', ul(rows.map((r) => `<li><a href="/new/zb/${r.id}.htm">${r.title}</a> <i>2026.10.${String(r.id % 28 + 1).padStart(2, '0')}</i></li>`))));
      return undefined;
    },
  },
};

/** Requests per host and path. */
const hits = new Map<string, number>();

function serve(host: string, path: string): Reply {
  if (path === '/robots.txt') return ok('User-agent: *\nDisallow:\n');
  const site = SITES[host];
  if (!site) return { status: 404, body: 'no such host' };
  const own = site.serve(path);
  if (own) return own;
  if (path === '/about.htm' || path === '/news.htm') return ok(page('学校概况', ul(NEWS.map((t, i) => `<li><a href="/n/${i}.htm">${t}</a></li>`))));
  if (/\.(?:pdf|docx|xls|zip)$/i.test(path)) return { status: 200, body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } };
  // A detail page: by the id in its URL. The script site's pages carry no date (its rows' dates count).
  const id = Number(/(\d{4})(?:\.htm|\.html|&|$)/.exec(path)?.[1]);
  const row = allTitles(site.salt, site.count).find((r) => r.id === id);
  if (row) return ok(detail(row.title, host.startsWith('www.script') ? undefined : `2026-10-${String(id % 28 + 1).padStart(2, '0')}`));
  return { status: 404, body: 'not found' };
}

let server: TestServer;
let port = 0;
const store = new MemoryStore();
const reports: CrawlReport[] = [];
const events: CrawlEvent[][] = [[], []];

beforeAll(async () => {
  server = await startServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0]!;
    const path = req.url ?? '/';
    hits.set(`${host}${path.replace(/([?&](?:_|t)=)\d+/g, '$1*')}`, (hits.get(`${host}${path.replace(/([?&](?:_|t)=)\d+/g, '$1*')}`) ?? 0) + 1);
    const { status, body, headers } = serve(host, path);
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  });
  port = server.port;
  const seeds = Object.keys(SITES).map((host) => `http://${host}/`);
  reports.push(await crawlLocal(port, seeds, store, { log: (e) => events[0]!.push(e) }));
  day = 2;
  reports.push(await crawlLocal(port, seeds, store, { log: (e) => events[1]!.push(e) }));
}, 120_000);
afterAll(() => server?.close());

const byHost = (notices: Notice[], host: string) => notices.filter((n) => new URL(n.url).host === host);
const listsOf = (host: string) => events[0]!.filter((e): e is Extract<CrawlEvent, { type: 'list-page' }> => e.type === 'list-page' && new URL(e.url).host === host).map((e) => e.url);

describe('list shapes read without a browser', () => {
  it('finds every tender of every site on day 1 and exactly the new ones on day 2', () => {
    for (const [host, site] of Object.entries(SITES)) {
      const day1 = byHost(reports[0]!.newNotices, host).map((n) => n.title).sort();
      expect(day1, host).toEqual(allTitles(site.salt, site.count).slice(0, site.count).map((r) => r.title).sort());
      const day2 = byHost(reports[1]!.newNotices, host).map((n) => n.title).sort();
      expect(day2, host).toEqual(allTitles(site.salt, site.count).slice(site.count).map((r) => r.title).sort());
    }
  });

  it('stores a list found in a frame under the frame document URL', () => {
    expect(listsOf('www.iframe.edu.cn')).toEqual(['http://www.iframe.edu.cn/cms/list.jsp?col=5']);
    expect(listsOf('www.frameset.edu.cn')).toEqual(['http://www.frameset.edu.cn/cg/main.htm']);
    // Refresh fetched it (and its pager) again on day 2.
    expect(events[1]!.some((e) => e.type === 'fetch' && e.url === 'http://www.iframe.edu.cn/cms/list.jsp?col=5')).toBe(true);
  });

  it('walks a script pager, a datastore and a jump form; a list page is fetched once a run, cache-busters or not', () => {
    expect(listsOf('www.script.edu.cn')).toEqual(['http://www.script.edu.cn/zb/list.jsp']);
    expect(listsOf('www.hanweb.edu.cn')).toEqual(['http://www.hanweb.edu.cn/col/col12/index.html']);
    expect(listsOf('www.form.edu.cn')).toEqual(['http://www.form.edu.cn/xxgk/cg.asp?lb=2']);
    const listFetches = (host: string, shape: RegExp) => events[0]!.filter((e) => e.type === 'fetch' && new URL(e.url).host === host && shape.test(e.url)).length;
    expect(listFetches('www.script.edu.cn', /list\.jsp/)).toBe(3); // 16 rows, 6 a page
    expect(listFetches('www.hanweb.edu.cn', /index\.html|dataproxy/)).toBe(3); // 5 shown, 2 groups of 5
    expect(listFetches('www.form.edu.cn', /cg\.asp/)).toBe(3);
    // A detail page behind a changing t= is fetched once.
    expect([...hits].filter(([key]) => key.includes('www.script.edu.cn/zb/show.jsp')).every(([, n]) => n === 1)).toBe(true);
  });

  it('dates month-day rows by the crawl date and undated rows by their detail pages', () => {
    const year = new Date().getUTCFullYear();
    const script = byHost(reports[0]!.newNotices, 'www.script.edu.cn');
    // [10-NN] with no year on the page: the nearest past 10-NN as of today.
    const expected = (id: number) => {
      const md = `10-${String(id % 28 + 1).padStart(2, '0')}`;
      const now = new Date().toISOString().slice(5, 10);
      return `${md <= now ? year : year - 1}-${md}`;
    };
    for (const n of script) expect(n.publishedAt, n.title).toBe(expected(Number(/id=(\d+)/.exec(n.url)![1])));
    for (const n of byHost(reports[0]!.newNotices, 'www.form.edu.cn')) expect(n.publishedAt).toMatch(/^2026-10-\d\d$/);
  });

  it('records file rows as notices with their file type, never downloading a file', () => {
    const files = byHost(reports[0]!.newNotices, 'www.files.edu.cn');
    expect(files.map((n) => n.fileType).sort()).toEqual(['docx', 'pdf', 'pdf', 'xls', 'zip', 'docx'].sort());
    for (const n of files) {
      expect(n.publishedAt).toMatch(/^2026-10-\d\d$/);
      expect(n.listUrl).toBe('http://www.files.edu.cn/zbxx/index.htm');
      expect(n.attachments).toEqual([{ name: n.title, url: n.url }]);
    }
    expect([...hits.keys()].filter((k) => /\.(?:pdf|docx|xls|zip)$/i.test(k))).toEqual([]);
  });

  it('knows a list reached through 301 → 302 → 200 and directly as one list, under its final URL', () => {
    expect(listsOf('www.moved.edu.cn')).toEqual(['http://www.moved.edu.cn/new/zb/list.htm']);
    // Day 2 (refresh) fetches the list once and none of the old URLs.
    const day2 = events[1]!.filter((e) => e.type === 'fetch' && new URL(e.url).host === 'www.moved.edu.cn').map((e) => e.type === 'fetch' && e.url);
    expect(day2).toEqual(['http://www.moved.edu.cn/new/zb/list.htm', ...day2.slice(1).filter((u) => /\/new\/zb\/\d+\.htm$/.test(String(u)))]);
  });
});
