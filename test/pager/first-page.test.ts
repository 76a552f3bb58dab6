/**
 * A list is known by its first page. On the test web with seed 7 and composed titles, the mixed
 * 通知公告 stream of 澄海工程学院 (portal shape: index.htm, index_1.htm, index_2.htm …) shows
 * few tenders on page 1, so page 1 alone is not a list while a later page is. The crawl must
 * still store page 1, collect its tenders on day 1 and see the notice added on top of it on day 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPageByUrl, firstPageOf, pageOneLinks, pagerFirstNumber, withoutIndexFile, withoutPageOne } from '../../lib/pager/walk/first-page.ts';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { readPage } from '../../lib/extract/read-page.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { buildSites, startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { visibleItems } from '../../testweb/lists.ts';
import { crawlTestWeb, precisionRecall, urlsOf } from '../crawl/support.ts';
import { get } from '../../testweb/client.ts';

const OPTIONS = { sites: 8, seed: 7, corpusDir: '/nonexistent' } as const;
const DOMAIN = 'ch-eng.edu.cn';
const STREAM = `http://www.${DOMAIN}/tzgg/index.htm`;

let web: TestWeb;
const store = new MemoryStore();
const lists: string[] = [];
let day1: CrawlReport;
let day2: CrawlReport;
// A state saved by the old crawl: the stream stored under its page 3 (index_2.htm).
const legacy = new MemoryStore();
const LATER = `http://www.${DOMAIN}/tzgg/index_2.htm`;
let legacyDay2: CrawlReport;
let legacyLists: string[] = [];

beforeAll(async () => {
  web = await startTestWeb(OPTIONS);
  const seeds = web.seeds.filter((s) => s.includes(DOMAIN));
  day1 = await crawlTestWeb(web, store, { seeds, log: (e) => e.type === 'list-page' && lists.push(e.url) });
  await crawlTestWeb(web, legacy, { seeds });
  const site = (await legacy.get('sites', DOMAIN))!;
  const list = (await legacy.get('lists', STREAM))!;
  await legacy.write([
    { type: 'delete', collection: 'lists', key: STREAM },
    { type: 'put', collection: 'lists', key: LATER, value: { ...list, url: LATER, validators: {} } },
    { type: 'put', collection: 'sites', key: DOMAIN, value: { ...site, listUrls: site.listUrls.map((u) => (u === STREAM ? LATER : u)) } },
  ]);
  web.setDay(2);
  day2 = await crawlTestWeb(web, store, { seeds });
  legacyDay2 = await crawlTestWeb(web, legacy, { seeds });
  legacyLists = (await legacy.get('sites', DOMAIN))!.listUrls;
}, 60_000);
afterAll(() => web?.close());

const truthOf = (day: 1 | 2) => web.truth(day).sites.find((s) => s.domain === DOMAIN)!;

describe('a list found through a later page', () => {
  it('is the situation of the bug: page 1 of the stream holds at most two tenders, later pages more', () => {
    const site = buildSites(OPTIONS).find((s) => s.university.domain === DOMAIN)!;
    const stream = site.columns.find((c) => c.role === 'stream')!;
    expect(stream.shape).toBe('portal');
    const items = visibleItems(stream, 1);
    const onPage = (p: number) => items.slice((p - 1) * stream.perPage, p * stream.perPage).filter((i) => i.label === 'notice').length;
    expect(onPage(1)).toBeGreaterThan(0);
    expect(onPage(1)).toBeLessThanOrEqual(2);
    expect(Math.max(onPage(2), onPage(3))).toBeGreaterThan(onPage(1));
  });

  it('day 1: the stream is stored as its first page, and every notice of the site is found', () => {
    expect(lists).toContain(STREAM);
    expect(lists.filter((u) => /index_\d+\.htm/.test(u))).toEqual([]);
    expect(lists.filter((u) => u.includes('/xwzx/'))).toEqual([]); // the news list: no tenders anywhere
    const truth = truthOf(1).notices.map((n) => n.url);
    const { precision, recall, missed } = precisionRecall(urlsOf(day1.newNotices), truth);
    expect(missed).toEqual([]);
    expect(precision).toBe(1);
    expect(recall).toBe(1);
    for (const n of day1.newNotices.filter((n) => n.url.includes('/tzgg/'))) expect(n.listUrl).toBe(STREAM);
  });

  it('day 2: the notice added on top of page 1 is found', () => {
    const fresh = web.truth(2).newOnDay2.filter((u) => u.includes(DOMAIN));
    expect(fresh.some((u) => u.includes('/tzgg/'))).toBe(true);
    expect(urlsOf(day2.newNotices).sort()).toEqual(fresh.sort());
  });

  it('day 2 on a state that stored the later page: the list moves to its first page, and the new notice is found', () => {
    expect(legacyLists).toContain(STREAM);
    expect(legacyLists).not.toContain(LATER);
    const fresh = web.truth(2).newOnDay2.filter((u) => u.includes(DOMAIN));
    expect(urlsOf(legacyDay2.newNotices).sort()).toEqual(fresh.sort());
  });

  it('tells the first page from the pager of a served later page', async () => {
    const page3 = 'http://www.ch-eng.edu.cn/tzgg/index_2.htm';
    const res = await get(web.port, page3);
    expect(res.status).toBe(200);
    const fetched = { requestedUrl: page3, url: page3, status: 200, headers: res.headers, notModified: false, text: res.body.toString('utf8'), charset: 'utf-8', truncated: false, redirects: [], validators: {} };
    const page = readPage(fetched, { scope: DOMAIN });
    expect(firstPageOf(page)).toBe(STREAM);
  });
});

describe('firstPageByUrl', () => {
  it('takes the page number out of the URL forms of real CMSs', () => {
    expect(firstPageByUrl('http://a.edu.cn/tzgg/index_3.htm')).toBe('http://a.edu.cn/tzgg/index.htm');
    expect(firstPageByUrl('http://zbb.a.edu.cn/cgxxhw/index_2.chtml')).toBe('http://zbb.a.edu.cn/cgxxhw/index.chtml');
    expect(firstPageByUrl('http://a.edu.cn/c1234a/list2.htm')).toBe('http://a.edu.cn/c1234a/list.htm');
    expect(firstPageByUrl('http://a.edu.cn/tzgg/3.htm')).toBe('http://a.edu.cn/tzgg.htm');
    expect(firstPageByUrl('http://a.edu.cn/list.asp?ftype=x&page=2')).toBe('http://a.edu.cn/list.asp?ftype=x');
    expect(firstPageByUrl('http://a.edu.cn/list.asp?ftype=x&page=1')).toBeUndefined(); // page 1 already
    expect(firstPageByUrl('http://a.edu.cn/category/zbgg/page/3/')).toBe('http://a.edu.cn/category/zbgg/'); // WordPress
  });

  it('leaves first pages and detail pages alone', () => {
    for (const url of ['http://a.edu.cn/tzgg/index.htm', 'http://a.edu.cn/tzgg.htm', 'http://a.edu.cn/c1234a/list.htm', 'http://a.edu.cn/info/1024/5678.htm', 'http://a.edu.cn/list.asp?ftype=x']) {
      expect(firstPageByUrl(url), url).toBeUndefined();
    }
  });
});

describe('page numbers in a GBK query', () => {
  const list = 'http://bidding.x.edu.cn/list.asp?ftype=%D5%D0%B1%EA%B9%AB%B8%E6';
  it('takes the page number out without re-encoding the GBK bytes', () => {
    expect(firstPageByUrl(`${list}&page=3`)).toBe(list);
    expect(withoutPageOne(`${list}&page=1`)).toBe(list);
    expect(withoutPageOne(list)).toBeUndefined();
    // DedeCMS's dynamic pager carries the row count along with the page number.
    expect(withoutPageOne('http://a.edu.cn/plus/list.php?tid=8&TotalResult=64&PageNo=1')).toBe('http://a.edu.cn/plus/list.php?tid=8');
    expect(withoutPageOne('http://a.edu.cn/plus/list.php?tid=8&TotalResult=64&PageNo=2')).toBeUndefined();
    expect(firstPageByUrl(`${list}&page=1`)).toBeUndefined();
  });

  it('knows a 帝国CMS dynamic pager counted from 0: page=0 is the folder\'s first page, page=1 the second', () => {
    const at = (k: number) => `http://a.edu.cn/e/action/ListInfo/index.php?page=${k}&classid=5&totalnum=47`;
    expect(pagerFirstNumber([at(0), at(2)])).toBe('0');
    expect(pagerFirstNumber([at(1), at(2)])).toBe('1');
    expect(withoutIndexFile(withoutPageOne(at(0), '0')!)).toBe('http://a.edu.cn/e/action/ListInfo/?classid=5');
    expect(withoutPageOne(at(1), '0')).toBeUndefined();
    expect(withoutIndexFile('http://a.edu.cn/zbgg/index_2.html')).toBe('http://a.edu.cn/zbgg/index_2.html');
  });
});

describe('a page 1 whose 首页 links another URL of it (DedeCMS list_5_1.html)', () => {
  const page = (url: string, pager: string) => readPage(
    { requestedUrl: url, url, status: 200, headers: {}, notModified: false, charset: 'utf-8', truncated: false, redirects: [], validators: {}, text: `<html><head><title>招标公告</title></head><body><ul>${Array.from({ length: 6 }, (_, i) => `<li><a href="/a/zbgg/2026/1120/${i}.html">实验室设备采购项目${i}招标公告</a><span>2026-11-1${i}</span></li>`).join('')}</ul><ul class="pagelist">${pager}</ul></body></html>` },
    { scope: url },
  );
  it('is its own first page when its pager goes on (2, 下一页) but not back', () => {
    expect(firstPageOf(page('http://www.a.edu.cn/a/zbgg/', `<li><a href='list_5_1.html'>首页</a></li><li class="thisclass"><a>1</a></li><li><a href='list_5_2.html'>2</a></li><li><a href='list_5_3.html'>3</a></li><li><a href='list_5_2.html'>下一页</a></li><li><a href='list_5_3.html'>末页</a></li>`))).toBeUndefined();
  });
  it('a later page (a way back, or a window whose 下一页 is not its 2) takes its 首页', () => {
    expect(firstPageOf(page('http://www.a.edu.cn/a/zbgg/list_5_3.html', `<li><a href='list_5_1.html'>首页</a></li><li><a href='list_5_2.html'>上一页</a></li><li><a href='list_5_2.html'>2</a></li><li><a href='list_5_4.html'>下一页</a></li>`))).toBe('http://www.a.edu.cn/a/zbgg/list_5_1.html');
    expect(firstPageOf(page('http://www.a.edu.cn/a/zbgg/list_5_4.html', `<li><a href='list_5_1.html'>首页</a></li><li><a href='list_5_2.html'>2</a></li><li><a href='list_5_3.html'>3</a></li><li><a href='list_5_5.html'>下一页</a></li>`))).toBe('http://www.a.edu.cn/a/zbgg/list_5_1.html');
  });
  it('names page 1 by its pager\'s series: list_2, list_3 → list_1 (SUDY list2, list3 → list1)', () => {
    const numbers = `<li class="thisclass"><a>1</a></li><li><a href='list_2.html'>2</a></li><li><a href='list_3.html'>3</a></li><li><a href='list_2.html'>下一页</a></li>`;
    expect(pageOneLinks(page('http://www.a.edu.cn/zbgg/', numbers))).toEqual(['http://www.a.edu.cn/zbgg/list_1.html']);
    expect(pageOneLinks(page('http://www.a.edu.cn/tzgg/list.htm', numbers.replace(/list_(\d)\.html/g, 'list$1.htm')))).toEqual(['http://www.a.edu.cn/tzgg/list1.htm']);
  });
  it('names no page 1 from a pager that counts down (WebPlus) or from 0, nor from one numbered link', () => {
    const down = `<span>1</span><a href='/zbgg/15.htm'>2</a><a href='/zbgg/14.htm'>3</a><a href='/zbgg/15.htm'>下页</a>`;
    expect(pageOneLinks(page('http://www.a.edu.cn/zbgg.htm', down))).toEqual([]);
    // Three pages counting down: "2" is 2.htm by chance, "3" is 1.htm, so 1.htm is no page 1.
    expect(pageOneLinks(page('http://www.a.edu.cn/zbgg.htm', `<span>1</span><a href='/zbgg/2.htm'>2</a><a href='/zbgg/1.htm'>3</a>`))).toEqual([]);
    expect(pageOneLinks(page('http://www.a.edu.cn/list.htm', `<span>1</span><a href='list_1.htm'>2</a><a href='list_2.htm'>3</a>`))).toEqual([]);
    expect(pageOneLinks(page('http://www.a.edu.cn/tzgg/list.htm', `<span>1</span><a href='list2.htm'>2</a><a href='list2.htm'>下一页</a>`))).toEqual([]);
  });
});
