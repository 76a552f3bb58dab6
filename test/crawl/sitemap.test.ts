/**
 * Sitemaps as a way to list pages (lib/crawl/sitemap.ts), on one generated university site served
 * on 127.0.0.1 under three hosts: with a sitemap index named in robots.txt, with only a
 * /sitemap.xml, and with none. Its 招标公告 list is five links deep (past discovery's depth) and
 * its 成交公示 list four, behind a hundred news pages: through a sitemap both are found in a few
 * fetches; without one the deep list is never found and the other costs many more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlEvent, CrawlReport } from '../../lib/crawl/index.ts';
import { parseSitemap, sitemapScore } from '../../lib/crawl/sitemap.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlLocal } from './support.ts';
import { startServer, type TestServer } from '../fetch/server.ts';

const INDEXED = 'www.mapindex-test.edu.cn';
const PROBED = 'www.mapprobe-test.edu.cn';
const PLAIN = 'www.mapnone-test.edu.cn';
const ELSEWHERE = 'www.elsewhere-test.edu.cn';

const PLACES = ['实验楼', '图书馆', '学生公寓', '体育馆', '第一食堂', '行政楼', '校医院', '教学楼'];
const ITEMS = ['空调采购项目公开招标公告', '屋面防水维修工程竞争性磋商公告', '家具采购项目询价公告'];
const RESULTS = ['空调采购项目中标结果公告', '屋面防水维修工程成交结果公示', '家具采购项目成交公告'];
const rows = (kinds: string[], salt: string) => Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, title: `${PLACES[i % PLACES.length]}${kinds[i % kinds.length]}（${salt}${i}）` }));
const LISTS = { zbgg: rows(ITEMS, 'Z'), cjgs: rows(RESULTS, 'C') };
const DEPTS = 20;
const NEWS = 5;

const page = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const nav = (links: Array<[string, string]>) => `<ul class="nav">${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}</ul>`;

/** The site, the same under every host; `path` includes the query. */
function serve(host: string, path: string): { status: number; body: string; type?: string } | undefined {
  const ok = (body: string, type?: string) => ({ status: 200, body, type });
  const origin = `http://${host}`;
  if (path === '/robots.txt') {
    const lines = ['User-agent: *', 'Disallow: /admin/'];
    if (host === INDEXED) lines.push(`Sitemap: ${origin}/sitemap_index.xml`, `Sitemap: http://${ELSEWHERE}/sitemap.xml`);
    return ok(lines.join('\n'), 'text/plain');
  }
  const xml = (body: string) => ok(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, 'application/xml');
  const urlset = (paths: string[]) => xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${origin}${p}</loc><lastmod>2026-11-01</lastmod></url>`).join('')}</urlset>`);
  const everyPage = [
    '/', '/about.htm', '/jg/index.htm', '/jg/hqc.htm', '/jg/hqc/more.htm',
    ...Array.from({ length: DEPTS }, (_, d) => [`/dept/${d}.htm`, ...Array.from({ length: NEWS }, (_, n) => `/dept/${d}/news${n}.htm`)]).flat(),
  ];
  const lists = ['/zbcg/zbgg/index.htm', '/zbcg/cjgs/index.htm', '/admin/zbgg/index.htm', '/zbcg/info/1001.htm', '/2026/1101/c12a345/page.htm'];
  if (host === INDEXED && path === '/sitemap_index.xml')
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap><sitemap><loc>${origin}/sitemap-cols.xml.gz</loc></sitemap><sitemap><loc>${origin}/sitemap-cols.xml</loc></sitemap></sitemapindex>`);
  if (host === INDEXED && path === '/sitemap-pages.xml') return urlset(everyPage);
  if (host === INDEXED && path === '/sitemap-cols.xml') return urlset(lists);
  if (host === PROBED && path === '/sitemap.xml') return urlset([...everyPage, ...lists]);

  if (path === '/') return ok(page('示例大学', nav([['/about.htm', '学校概况'], ...Array.from({ length: DEPTS }, (_, d): [string, string] => [`/dept/${d}.htm`, `第${d + 1}学院`])])));
  if (path === '/about.htm') return ok(page('学校概况', nav([['/jg/index.htm', '机构设置'], ['/', '首页']])));
  if (path === '/jg/index.htm') return ok(page('机构设置', nav([['/jg/hqc.htm', '后勤处'], ['/', '首页']])));
  // Four links deep: the 成交公示 list; five: the 招标公告 list, one link further than discovery goes.
  if (path === '/jg/hqc.htm') return ok(page('后勤处', nav([['/zbcg/cjgs/index.htm', '成交公示'], ['/jg/hqc/more.htm', '更多服务'], ['/', '首页']])));
  if (path === '/jg/hqc/more.htm') return ok(page('更多服务', nav([['/zbcg/zbgg/index.htm', '招标公告'], ['/', '首页']])));
  const dept = /^\/dept\/(\d+)\.htm$/.exec(path);
  if (dept) return ok(page(`第${Number(dept[1]) + 1}学院`, nav(Array.from({ length: NEWS }, (_, n): [string, string] => [`/dept/${dept[1]}/news${n}.htm`, `学院动态${n}`]))));
  if (/^\/dept\/\d+\/news\d\.htm$/.test(path)) return ok(page('学院动态', `<p>学院举办学术交流活动。</p>${nav([['/', '首页']])}`));
  const list = /^\/zbcg\/(zbgg|cjgs)\/index\.htm$/.exec(path);
  if (list) {
    const name = list[1] as keyof typeof LISTS;
    const body = `<ul class="list">${LISTS[name].map((r) => `<li><a href="/zbcg/${name}/${r.id}.htm">${r.title}</a><span>2026-10-${String(r.id % 28 + 1).padStart(2, '0')}</span></li>`).join('')}</ul>`;
    return ok(page(name === 'zbgg' ? '招标公告' : '成交公示', body));
  }
  const item = /^\/zbcg\/(zbgg|cjgs)\/(\d+)\.htm$/.exec(path);
  if (item) {
    const row = LISTS[item[1] as keyof typeof LISTS].find((r) => r.id === Number(item[2]));
    if (row) return ok(page(row.title, `<h1>${row.title}</h1><p>发布时间：2026-10-${String(row.id % 28 + 1).padStart(2, '0')}</p><p>各潜在投标人：${row.title}，欢迎参加。</p>`));
  }
  return undefined;
}

let server: TestServer;
const asked: string[] = [];
const reports = new Map<string, CrawlReport>();
const events = new Map<string, CrawlEvent[]>();

beforeAll(async () => {
  server = await startServer((req, res) => {
    const host = req.headers.host ?? '';
    asked.push(`http://${host}${req.url}`);
    const reply = serve(host, req.url ?? '/');
    res.writeHead(reply?.status ?? 404, { 'content-type': reply?.type ? `${reply.type}; charset=utf-8` : 'text/html; charset=utf-8' });
    res.end(reply?.body ?? 'not found');
  });
  const port = server.port;
  // One crawl per host: each is its own university.
  for (const host of [INDEXED, PROBED, PLAIN]) {
    const log: CrawlEvent[] = [];
    events.set(host, log);
    reports.set(host, await crawlLocal(port, [`http://${host}/`], new MemoryStore(), { log: (e) => log.push(e) }));
  }
}, 120_000);

afterAll(() => server?.close());

const titles = (host: string) => reports.get(host)!.newNotices.map((n) => n.title).sort();
const allTenders = [...LISTS.zbgg, ...LISTS.cjgs].map((r) => r.title).sort();
/** Requests (robots.txt not counted) made before discovery had found `count` lists. */
function fetchesUntilLists(host: string, count: number): number {
  let fetches = 0;
  let lists = 0;
  for (const e of events.get(host)!) {
    if (e.type === 'list-page' && ++lists === count) return fetches;
    if (e.type === 'fetch' && e.purpose !== 'notice') fetches++;
  }
  return Number.POSITIVE_INFINITY;
}

describe('sitemaps lead discovery to lists', () => {
  it('through a sitemap index named in robots.txt: both lists, every tender, in a few fetches', () => {
    expect(titles(INDEXED)).toEqual(allTenders);
    expect(fetchesUntilLists(INDEXED, 2)).toBeLessThanOrEqual(6); // homepage, index, 2 sitemaps, 2 lists
  });

  it('through /sitemap.xml when robots.txt names none', () => {
    expect(titles(PROBED)).toEqual(allTenders);
    expect(fetchesUntilLists(PROBED, 2)).toBeLessThanOrEqual(5);
  });

  it('without one, the deep list is missed and the other costs many more fetches', () => {
    expect(titles(PLAIN)).toEqual(LISTS.cjgs.map((r) => r.title).sort());
    expect(fetchesUntilLists(PLAIN, 1)).toBeGreaterThan(3 * fetchesUntilLists(INDEXED, 2));
  });

  it('asks no sitemap off the site, no gzip file, nothing robots.txt forbids, and no article the sitemap names', () => {
    expect(asked.filter((url) => url.includes(ELSEWHERE))).toEqual([]);
    expect(asked.filter((url) => /\.gz$|\/admin\/|\/2026\/1101\//.test(url))).toEqual([]);
    expect(asked.filter((url) => url.endsWith('/zbcg/info/1001.htm'))).toEqual([]);
  });
});

describe('reading a sitemap', () => {
  it('tells pages from further sitemaps, under any namespace prefix', () => {
    const file = parseSitemap(
      `<?xml version="1.0"?><sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc> http://a.edu.cn/x.htm?a=1&amp;b=2 </sm:loc></sm:url><sm:url><sm:loc>javascript:alert(1)</sm:loc></sm:url></sm:urlset>`,
    );
    expect(file).toEqual({ pages: ['http://a.edu.cn/x.htm?a=1&b=2'], sitemaps: [] });
    expect(parseSitemap('<sitemapindex><sitemap><loc>http://a.edu.cn/s1.xml</loc></sitemap></sitemapindex>')).toEqual({ pages: [], sitemaps: ['http://a.edu.cn/s1.xml'] });
    expect(parseSitemap('not xml at all <<<')).toEqual({ pages: [], sitemaps: [] });
  });

  it('boosts procurement and notice columns, never an article', () => {
    expect(sitemapScore('http://zbb.a.edu.cn/cgxxhw/index.chtml')).toBeGreaterThan(sitemapScore('http://www.a.edu.cn/tzgg.htm'));
    expect(sitemapScore('http://www.a.edu.cn/tzgg.htm')).toBeGreaterThan(0);
    for (const article of ['http://www.a.edu.cn/info/1003/12345.htm', 'http://zbb.a.edu.cn/zbgg/t20251120_123.htm', 'http://www.a.edu.cn/2025/0402/c123a456/page.htm', 'http://bidding.a.edu.cn/view.asp?id=7', 'http://www.a.edu.cn/xwzx/list.htm'])
      expect(sitemapScore(article), article).toBe(0);
  });
});
