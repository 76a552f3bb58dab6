/**
 * A site whose every link carries a parameter with a new random value on each fetch (`sig=…`, a
 * name no rule knows): served on 127.0.0.1 and crawled three days. Day 2's refresh sees its rows
 * again under new values, learns the parameter is volatile for the host and keeps it in the site
 * record; from then on its URLs are read without it, so day 3 fetches the list and the new rows
 * only. The generic cache-busters (t=<timestamp>, _=<digits>, rnd=<random>) are dropped by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlEvent, CrawlReport } from '../../lib/crawl/index.ts';
import type { SiteRecord } from '../../lib/crawl/state.ts';
import { learnVolatile, pageVolatile, siteUrl } from '../../lib/crawl/volatile.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { canonicalUrl } from '../../lib/url/canonical.ts';
import { crawlLocal } from './support.ts';
import { startServer, type TestServer } from '../fetch/server.ts';

const HOST = 'www.sig.edu.cn';
const TITLES = ['实验楼空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生公寓家具采购项目询价公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告', '实验室通风系统改造工程招标公告', '多媒体教室设备采购项目竞争性磋商公告', '食堂厨房设备更新项目公开招标公告', '校园网核心交换机采购项目询价公告', '教学楼外墙维修工程竞争性谈判公告'];
let day = 1;
/** Rows shown on a day: 6 on day 1, one more each day after, newest first. */
const rows = () => TITLES.slice(0, 5 + day).map((title, i) => ({ id: 100 + i, title })).reverse();
const sig = () => Math.random().toString(16).slice(2, 8);
const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** A second site: 20 rows, 6 a page, each page's pager linking every page with a fresh sig. */
const PAGED = Array.from({ length: 20 }, (_, i) => ({ id: 200 + i, title: `${TITLES[i % TITLES.length]!.replace('公告', '')}（第${i + 1}包）公告` }));
function servePaged(path: string): { status: number; body: string } {
  const [route, query = ''] = path.split('?');
  if (route === '/robots.txt') return { status: 200, body: '' };
  if (route === '/') return { status: 200, body: html('示例大学', `<a href="/cg/list.php?c=9&sig=${sig()}">采购公告</a>`) };
  const m = /^c=9(?:&p=(\d))?(?:&sig=\w+)?$/.exec(query);
  if (route === '/cg/list.php' && m) {
    const n = Number(m[1] ?? 1);
    const pager = [1, 2, 3, 4].map((k) => `<a href="/cg/list.php?c=9${k > 1 ? `&p=${k}` : ''}&sig=${sig()}">${k}</a>`).join(' ');
    const rowsHtml = PAGED.slice((n - 1) * 6, n * 6).map((r) => `<li><a href="/cg/show.php?id=${r.id}&sig=${sig()}">${r.title}</a><span>2026-11-${String(r.id - 195).padStart(2, '0')}</span></li>`);
    return { status: 200, body: html('采购公告', `<ul>${rowsHtml.join('')}</ul><div class="pages">${pager}</div>`) };
  }
  const row = /^id=(\d+)(?:&sig=\w+)?$/.exec(query);
  const found = route === '/cg/show.php' && row ? PAGED.find((r) => r.id === Number(row[1])) : undefined;
  if (found) return { status: 200, body: html(found.title, `<h1>${found.title}</h1><p>发布时间：2026-11-${found.id - 195}</p><p>各潜在投标人：${found.title}，欢迎参加。</p>`) };
  return { status: 404, body: 'not found' };
}

function serve(path: string): { status: number; body: string } {
  const [route, query = ''] = path.split('?');
  if (route === '/robots.txt') return { status: 200, body: '' };
  if (route === '/') return { status: 200, body: html('示例大学', `<a href="/zb/list.php?c=2&sig=${sig()}">招标公告</a>`) };
  if (route === '/zb/list.php' && /^c=2(?:&sig=\w+)?$/.test(query)) {
    return { status: 200, body: html('招标公告', `<ul>${rows().map((r) => `<li><a href="/zb/show.php?id=${r.id}&sig=${sig()}">${r.title}</a><span>2026-11-${r.id - 90}</span></li>`).join('')}</ul>`) };
  }
  const row = /^id=(\d+)(?:&sig=\w+)?$/.exec(query);
  const found = route === '/zb/show.php' && row ? rows().find((r) => r.id === Number(row[1])) : undefined;
  if (found) return { status: 200, body: html(found.title, `<h1>${found.title}</h1><p>发布时间：2026-11-${found.id - 90}</p><p>各潜在投标人：${found.title}，欢迎参加。</p>`) };
  return { status: 404, body: 'not found' };
}

let server: TestServer;
const store = new MemoryStore();
const reports: CrawlReport[] = [];
const fetches: string[][] = [];
let paged: CrawlReport;
const pagedFetches: string[] = [];

beforeAll(async () => {
  server = await startServer((req, res) => {
    const { status, body } = (req.headers.host ?? '').startsWith('www.paged.') ? servePaged(req.url ?? '/') : serve(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  const port = server.port;
  for (day = 1; day <= 3; day++) {
    const seen: string[] = [];
    reports.push(await crawlLocal(port, [`http://${HOST}/`], store, { log: (e: CrawlEvent) => e.type === 'fetch' && seen.push(e.url) }));
    fetches.push(seen);
  }
  day = 1;
  paged = await crawlLocal(port, ['http://www.paged.edu.cn/'], store, { log: (e: CrawlEvent) => e.type === 'fetch' && pagedFetches.push(e.url) });
}, 60_000);
afterAll(() => server?.close());

describe('a parameter that changes on every fetch', () => {
  it('is learned for the host on the second run and kept in the site record', async () => {
    const record = await store.get('sites', 'sig.edu.cn');
    expect(record?.volatileParams).toEqual({ [HOST]: ['sig'] });
  });

  it('never makes an old notice new, and once learned the old rows cost no request', () => {
    expect(reports.map((r) => r.newNotices.map((n) => n.title))).toEqual([TITLES.slice(0, 6).reverse(), [TITLES[6]], [TITLES[7]]]);
    // Day 3: the list, and the one new row, under its URL without sig.
    expect(fetches[2]!.filter((u) => !u.endsWith('/robots.txt'))).toEqual([`http://${HOST}/zb/list.php?c=2`, `http://${HOST}/zb/show.php?id=107`]);
    expect(reports[2]!.newNotices[0]!.url).toBe(`http://${HOST}/zb/show.php?id=107`);
  });
});

describe('a pager whose links change on every fetch', () => {
  it('reads each of the 4 pages once, learning the parameter when a page comes back under a new URL', async () => {
    expect(paged.newNotices).toHaveLength(PAGED.length);
    const listFetches = pagedFetches.filter((u) => u.includes('/cg/list.php'));
    // 4 real pages; one page met again under a new sig is the evidence (at most one extra read).
    expect(listFetches.length).toBeLessThanOrEqual(5);
    expect((await store.get('sites', 'paged.edu.cn'))?.volatileParams).toEqual({ 'www.paged.edu.cn': ['sig'] });
  });
});

describe('learnVolatile and siteUrl', () => {
  it('learns only from the same row under one changed value, not from different rows', () => {
    const before: Array<[string, string]> = [['A 招标公告', 'http://h/s?id=1&k=aa'], ['B 招标公告', 'http://h/s?id=2&k=bb']];
    expect(learnVolatile(before, [['A 招标公告', 'http://h/s?id=1&k=cc'], ['B 招标公告', 'http://h/s?id=2&k=dd']])).toEqual({ h: ['k'] });
    // One row is no evidence (a re-post under the same title), nor a change that other rows do not show.
    expect(learnVolatile(before, [['A 招标公告', 'http://h/s?id=1&k=cc'], ['C 招标公告', 'http://h/s?id=3&k=dd']])).toBeUndefined();
    const three: Array<[string, string]> = [...before, ['D 招标公告', 'http://h/s?id=4&k=ee']];
    expect(learnVolatile(three, [['A 招标公告', 'http://h/s?id=1&k=cc'], ['B 招标公告', 'http://h/s?id=2&k=dd'], ['D 招标公告', 'http://h/s?id=4&k=ee']])).toBeUndefined();
    // The same title twice in a list says nothing.
    expect(learnVolatile([['E', 'http://h/s?id=5'], ['E', 'http://h/s?id=6']], [['E', 'http://h/s?id=7'], ['E', 'http://h/s?id=8']])).toBeUndefined();
    // Different titles differing only in id: no evidence. Two parameters changed: no evidence either.
    expect(learnVolatile(before, [['C 招标公告', 'http://h/s?id=3&k=aa']])).toBeUndefined();
    expect(learnVolatile(before, [['A 招标公告', 'http://h/s?id=9&k=cc']])).toBeUndefined();
    expect(siteUrl({ h: ['k'] }, 'http://h/s?id=1&k=cc')).toBe('http://h/s?id=1');
    expect(siteUrl({ other: ['k'] }, 'http://h/s?id=1&k=cc')).toBe('http://h/s?id=1&k=cc');
  });

  it('drops the cache-busters it knows by name and value, and keeps look-alikes that name a page', () => {
    expect(canonicalUrl('http://h/list.jsp?col=3&t=1732441234567')).toBe('http://h/list.jsp?col=3');
    expect(canonicalUrl('http://h/list.jsp?_=1732441234567&page=2')).toBe('http://h/list.jsp?page=2');
    expect(canonicalUrl('http://h/a.asp?id=7&rnd=0.41722340918')).toBe('http://h/a.asp?id=7');
    expect(canonicalUrl('http://h/a.asp?id=7&timestamp=20241015093011')).toBe('http://h/a.asp?id=7');
    // A name that means only "no cache" goes with a short random too; a word or a small number stays.
    expect(canonicalUrl('http://h/list.jsp?page=1&_=1exdmhm')).toBe('http://h/list.jsp?page=1');
    expect(canonicalUrl('http://h/list.jsp?page=1&rnd=k3x9q')).toBe('http://h/list.jsp?page=1');
    expect(canonicalUrl('http://h/list.jsp?page=1&_=2')).toBe('http://h/list.jsp?page=1&_=2');
    expect(canonicalUrl('http://h/list.jsp?page=1&t=1exdmhm')).toBe('http://h/list.jsp?page=1&t=1exdmhm');
    expect(canonicalUrl('http://h/a.asp?id=7&v=2')).toBe('http://h/a.asp?id=7&v=2');
    // Click tracking is no part of the page, whatever its value.
    expect(canonicalUrl('http://h/cggg.htm?wbtreeid=1021&spm=a872.b57.crumb.0')).toBe('http://h/cggg.htm?wbtreeid=1021');
    expect(canonicalUrl('http://h/list.htm?utm_source=wx&utm_medium=share&page=2')).toBe('http://h/list.htm?page=2');
    expect(canonicalUrl('http://h/list.htm?spmid=3&page=2')).toBe('http://h/list.htm?spmid=3&page=2');
    expect(canonicalUrl('http://h/a.asp?t=3&id=7')).toBe('http://h/a.asp?t=3&id=7');
  });
});

describe('pageVolatile: a cache-buster one page shows', () => {
  const r = (n: number) => `r=${(n * 7919).toString(36)}`;
  const emp = ['/', '/zbgg/index.html', '/xwzx/index.html', '/zbgg/index.html', '/zbgg/index_2.html', '/zbgg/20261120/1.html', '/zbgg/20261119/2.html'].map((p, i) => `http://www.emp.edu.cn${p}?${r(i + 1)}`);
  it('learns a parameter with a new value on every link, on many paths, one page linked under two values', () => {
    expect(pageVolatile(emp)).toEqual([{ host: 'www.emp.edu.cn', name: 'r' }]);
  });
  it('never takes a column or an id parameter', () => {
    const cols = [1, 2, 3, 4, 5, 6, 1].map((c) => `http://a.edu.cn/list.jsp?col=${c}`);
    const ids = [1, 2, 3, 4, 5, 6, 7].map((id) => `http://a.edu.cn/detail.jsp?id=${id}`);
    const mixed = ['/a.jsp', '/b.jsp', '/c.jsp', '/d.jsp', '/e.jsp', '/f.jsp'].map((p, i) => `http://a.edu.cn${p}?id=${i}`);
    expect(pageVolatile([...cols, ...ids, ...mixed])).toEqual([]);
    // Without a page linked twice under two values: no evidence it is the same page.
    expect(pageVolatile(emp.map((u, i) => (i === 3 ? u.replace('/index.html', '/index_3.html') : u)))).toEqual([]);
  });
});
