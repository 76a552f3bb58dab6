// shapes19 checks itself: its truth against what it serves, asked as a browser asks (a Mozilla
// User-Agent, the session cookie, a same-host Referer, the GBK query, the JSONP API), and each
// obstacle against what it claims. The pages' own scripts are run in linkedom. No crawler here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import iconv from 'iconv-lite';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, corpusPresent } from './titles.mjs';
import { score } from './score.ts';
import { startServer, truth, type Notice19 } from './server.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
let port = 0;
let server: http.Server | undefined;

interface Answer { status: number; headers: http.IncomingHttpHeaders; text: string; bytes: Buffer }
/** One GET to the web, the URL's host in the Host header; a GB2312 answer decoded as GBK. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: u.pathname + u.search, headers: { host: u.host, ...headers } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => {
        const bytes = Buffer.concat(parts);
        const gbk = /gb2312|gbk/i.test(String(res.headers['content-type']));
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: gbk ? iconv.decode(bytes, 'gbk') : bytes.toString('utf8') });
      });
    }).on('error', reject);
  });
}
const control = async (path: string) => JSON.parse((await get(`http://127.0.0.1${path}`)).text);
const stats = async (site: string) => (await control('/__stats'))[(await control('/__day')).day][site];

/** What a browser sends: its User-Agent, the cookies the host set, a Referer on the same host. */
const jar = new Map<string, string>();
async function asBrowser(url: string): Promise<Answer> {
  const u = new URL(url);
  const headers: Record<string, string> = { 'user-agent': CHROME, 'x-client': 'selfcheck', referer: `http://${u.host}/` };
  const cookie = jar.get(u.hostname);
  if (cookie) headers.cookie = cookie;
  const got = await get(url, headers);
  const set = got.headers['set-cookie']?.[0];
  if (set) jar.set(u.hostname, set.split(';')[0]!);
  return got;
}
/** A new day: sessions gone; the homepage hands out a new one. */
async function startDay(day: number) {
  await control(`/__day?set=${day}`);
  jar.clear();
  await asBrowser('http://www.jhs.edu.cn/');
}

/** The detail links of a list page: row hrefs and data-hrefs, or the JSONP rows' urls. */
const DETAIL = /\/info\/|detail\.jsp|content\.jsp|show\.asp|\/t\d{8}_\d+\.htm$/;
function rowsIn(page: Answer, url: string): string[] {
  if (/javascript|json/.test(String(page.headers['content-type']))) {
    const json = /^(?:\w+\()?([\s\S]*?)\)?;?\s*$/.exec(page.text)?.[1] ?? '';
    return (JSON.parse(json) as { rows: { url: string }[] }).rows.map((r) => new URL(r.url, url).href);
  }
  return [...page.text.matchAll(/(?:href|data-href)="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), url).href).filter((u) => DETAIL.test(u));
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page with its scripts run as a browser would (external ones fetched), `window.open` and `location` recorded. */
async function scripted(url: string) {
  const { window, document } = parseHTML((await asBrowser(url)).text);
  const opened: string[] = [];
  const sandbox: Record<string, unknown> = { document, location: { href: url }, open: (u: string) => opened.push(u), Math, String, parseInt };
  sandbox.window = sandbox;
  vm.createContext(sandbox);
  for (const s of [...document.querySelectorAll('script')]) {
    const src = s.getAttribute('src');
    vm.runInContext(src ? (await asBrowser(new URL(src, url).href)).text : s.textContent ?? '', sandbox);
  }
  const click = (el: Element | null) => el?.dispatchEvent(new window.Event('click', { bubbles: true }));
  return { document, sandbox, opened, click };
}

// One web on a free port for the whole file (none without the corpus: the web cannot start).
beforeAll(async () => {
  server = corpusPresent ? await startServer({ port: 0 }) : undefined;
  port = server ? (server.address() as AddressInfo).port : 0;
});
afterAll(async () => { await new Promise((done) => (server ? server.close(done) : done(undefined))); });

describe.runIf(corpusPresent)('shapes19 web', () => {
  it('fits the corpus, and every tender list has 3–5 pages of 10–15 rows', () => {
    const t1 = truth(1);
    const t2 = truth(2);
    expect(t1.notices.length).toBe(375);
    expect(t2.notices.filter((n) => n.day === 2).length).toBe(44);
    expect(available().tenders).toBeGreaterThanOrEqual(t2.notices.length);
    for (const t of [t1, t2]) {
      for (const [site, lists] of Object.entries(t.lists)) {
        const cols = new Set(lists.pages.filter((p) => p.tenders).map((p) => p.page.split(':')[0]));
        for (const c of cols) expect(lists.pages.filter((p) => p.page.startsWith(`${c}:`)).length, `${site} ${c}`).toBeGreaterThanOrEqual(3);
        expect(Math.max(...lists.pages.map((p) => Number(p.page.split(':')[1])))).toBeLessThanOrEqual(5);
        expect(lists.news, site).toBe(2);
      }
    }
  });

  it('every tender list page of the truth answers its rows, all notices of the truth and together all of them, on both days', async () => {
    for (const day of [1, 2]) {
      await startDay(day);
      const t = truth(day);
      const want = new Set(t.notices.map((n) => n.url));
      const seen: string[] = [];
      for (const [site, lists] of Object.entries(t.lists)) {
        for (const p of lists.pages.filter((x) => x.tenders)) {
          const got = await asBrowser(p.url);
          expect(got.status, p.url).toBe(200);
          const rows = rowsIn(got, p.url);
          expect(rows.length, p.url).toBeGreaterThanOrEqual(1);
          expect(rows.length, p.url).toBeLessThanOrEqual(15);
          const notices = rows.filter((u) => want.has(u));
          // Only soft-404's 通知公告 stream holds rows that are not notices (ordinary notices).
          if (notices.length < rows.length) expect(`${site} ${p.page}`).toMatch(/^mxs\.edu\.cn tzgg:/);
          seen.push(...notices);
        }
      }
      expect(seen.length).toBe(want.size);
      expect(new Set(seen)).toEqual(want);
    }
    await control('/__day?set=1');
  });

  it('every notice URL answers its title, its date and its fields to a browser', async () => {
    await startDay(2);
    for (const n of truth(2).notices) {
      const got = await asBrowser(n.url);
      expect(got.status, n.url).toBe(200);
      expect(got.text, n.url).toContain(`<h1>${esc(n.title)}</h1>`);
      expect(got.text).toContain(`发布时间：${n.date}`);
      expect(got.text).toMatch(/项目编号：.*预算金额：.*投标截止时间：2026-12-(0[5-9]|1\d|2[0-4]) 09:30/s);
    }
    await control('/__day?set=1');
  });

  it('news columns: 2 pages each, no row of them a notice', async () => {
    await startDay(1);
    const t = truth(1);
    const want = new Set(t.notices.map((n) => n.url));
    for (const lists of Object.values(t.lists)) {
      for (const p of lists.pages.filter((x) => !x.tenders)) {
        const rows = rowsIn(await asBrowser(p.url), p.url);
        expect(rows.length, p.url).toBeGreaterThanOrEqual(8);
        expect(rows.filter((u) => want.has(u))).toEqual([]);
      }
    }
  });

  it('ua-gate: 403 and a block page without a Mozilla/5.0 User-Agent, robots.txt too; browsers pass', async () => {
    await startDay(1);
    const before = (await stats('yfq.edu.cn'))?.blocked ?? 0;
    for (const [path, ua] of [['/', undefined], ['/zbgg/list.htm', 'curl/8.5.0'], ['/robots.txt', 'python-requests/2.31'], ['/info/1024/5146.htm', 'TenderRadar/1.0']] as const) {
      const got = await get(`http://www.yfq.edu.cn${path}`, ua ? { 'user-agent': ua } : {});
      expect(got.status, path).toBe(403);
      expect(got.text).toContain('您的访问被拒绝');
      expect(got.text).toContain('网站防火墙');
      expect(got.text).not.toMatch(/href=/);
    }
    expect((await stats('yfq.edu.cn')).blocked).toBe(before + 4);
    expect((await get('http://www.yfq.edu.cn/zbgg/list2.htm', { 'user-agent': 'Mozilla/5.0 (compatible; any)' })).status).toBe(200);
  });

  it('session-cookie: the homepage sets JSESSIONID; lists and details without an issued one are 302 to /index.jsp', async () => {
    await startDay(1);
    const home = await get('http://www.jhs.edu.cn/');
    expect(home.status).toBe(200);
    const cookie = String(home.headers['set-cookie']?.[0]);
    expect(cookie).toMatch(/^JSESSIONID=[0-9A-F]{32}; Path=\/; HttpOnly$/);
    const sid = cookie.split(';')[0]!;
    for (const path of ['/zbxx/list.jsp', '/zbxx/list.jsp?page=2', '/zbxx/detail.jsp?id=6210']) {
      for (const sent of [undefined, 'JSESSIONID=0123456789ABCDEF0123456789ABCDEF']) {
        const got = await get(`http://www.jhs.edu.cn${path}`, sent ? { cookie: sent } : {});
        expect(got.status, path).toBe(302);
        expect(got.headers.location).toBe('/index.jsp');
        expect(String(got.headers['set-cookie'])).toMatch(/^JSESSIONID=/);
      }
      const ok = await get(`http://www.jhs.edu.cn${path}`, { cookie: `lang=zh; ${sid}` });
      expect(ok.status, path).toBe(200);
      expect(ok.headers['set-cookie']).toBeUndefined();
    }
    expect((await stats('jhs.edu.cn')).sessionRedirects).toBeGreaterThanOrEqual(6);
    // A day later the session has expired.
    await control('/__day?set=2');
    expect((await get('http://www.jhs.edu.cn/zbxx/list.jsp', { cookie: sid })).status).toBe(302);
    await control('/__day?set=1');
  });

  it('referer-check: details are 403 禁止盗链 without a Referer on the host; lists are not', async () => {
    await startDay(1);
    const detail = truth(1).notices.find((n) => n.shape === 'referer-check')!.url;
    const before = (await stats('lzk.edu.cn'))?.refererDenied ?? 0;
    for (const referer of [undefined, 'http://www.baidu.com/s?wd=招标', 'http://lzk.edu.cn.evil.com/']) {
      const got = await get(detail, referer ? { referer: encodeURI(referer), 'user-agent': CHROME } : { 'user-agent': CHROME });
      expect(got.status).toBe(403);
      expect(got.text).toContain('禁止盗链');
    }
    expect((await stats('lzk.edu.cn')).refererDenied).toBe(before + 3);
    expect((await get(detail, { referer: 'http://www.lzk.edu.cn:8080/cggg/2.htm' })).status).toBe(200);
    expect((await get('http://www.lzk.edu.cn/cggg/2.htm')).status).toBe(200);
  });

  it('data-url-rows: rows have no <a href> to details; clicking a row opens its data-href', async () => {
    await startDay(1);
    const raw = (await asBrowser('http://www.qdh.edu.cn/cgzx/list_2.html')).text;
    expect(raw).not.toMatch(/<a [^>]*href="[^"]*\/info\//);
    expect(raw).toContain('<li class="news-item" data-href="/cgzx/info/');
    const page = await scripted('http://www.qdh.edu.cn/cgzx/list_2.html');
    const row = page.document.querySelectorAll('.news-item')[3]!;
    page.click(row.querySelector('.tit'));
    expect(page.opened).toEqual([row.getAttribute('data-href')]);
    const home = await scripted('http://www.qdh.edu.cn/');
    home.click(home.document.querySelector('.news-item .time'));
    expect(home.opened[0]).toMatch(/^\/cgzx\/info\/\d+\.html$/);
  });

  it('laypage: no pager link in the HTML; the script draws one and jumps to list.jsp?page=K', async () => {
    for (const day of [1, 2]) {
      await startDay(day);
      const count = truth(day).notices.filter((n) => n.shape === 'laypage').length;
      const raw = (await asBrowser('http://www.bsy.edu.cn/zbgg/list.jsp?page=2')).text;
      expect(raw).toContain('<div id="pager"></div>');
      expect(raw).toContain(`count: ${count}, limit: 12, curr: 2`);
      expect(raw).not.toMatch(/href="[^"]*page=/);
      const page = await scripted('http://www.bsy.edu.cn/zbgg/list.jsp?page=2');
      const links = [...page.document.querySelectorAll('#pager a[data-page]')];
      expect(links.map((a) => a.textContent)).toEqual(['上一页', '1', '3', '4', '5', '下一页']);
      expect((page.sandbox.location as { href: string }).href).toBe('http://www.bsy.edu.cn/zbgg/list.jsp?page=2');
      page.click(links.find((a) => a.textContent === '下一页')!);
      expect((page.sandbox.location as { href: string }).href).toBe('/zbgg/list.jsp?page=3');
    }
    await control('/__day?set=1');
  });

  it('gbk-raw-query: GB2312 pages with raw Chinese queries; a UTF-8 lb is 200 栏目不存在 without rows', async () => {
    await startDay(1);
    const home = await get('http://www.hwz.edu.cn/');
    expect(home.headers['content-type']).toBe('text/html; charset=gb2312');
    expect(home.text).toContain('<a href="list.asp?lb=招标公告">');
    expect(home.bytes.includes(iconv.encode('list.asp?lb=招标公告', 'gbk'))).toBe(true);
    const utf8 = await get(`http://www.hwz.edu.cn/list.asp?lb=${encodeURIComponent('招标公告')}&page=2`);
    expect(utf8.status).toBe(200);
    expect(utf8.text).toContain('栏目不存在');
    expect(rowsIn(utf8, 'http://www.hwz.edu.cn/list.asp')).toEqual([]);
    expect((await stats('hwz.edu.cn')).wrongEncoding).toBeGreaterThanOrEqual(1);
    const gbk = await get('http://www.hwz.edu.cn/list.asp?lb=%D6%D0%B1%EA%B9%AB%B8%E6&page=2');
    expect(gbk.text).toContain('<h2>中标公告</h2>');
    expect(gbk.text).toContain('<a href="list.asp?lb=中标公告&amp;page=3">');
    expect(rowsIn(gbk, 'http://www.hwz.edu.cn/list.asp').length).toBe(10);
  });

  it('jsonp-list: the list page is an empty shell; its script loads the API by JSONP and pages with load(K)', async () => {
    await startDay(1);
    const shells = (await stats('gtl.edu.cn'))?.shells ?? 0;
    const shell = await asBrowser('http://www.gtl.edu.cn/zbgg/index.html');
    expect(rowsIn(shell, 'http://www.gtl.edu.cn/zbgg/index.html')).toEqual([]);
    expect(shell.text).toContain('<ul id="list" class="news-list"></ul>');
    const api = await get('http://www.gtl.edu.cn/api/list.do?col=zbgg&page=1&callback=renderList');
    expect(api.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(api.text).toMatch(/^renderList\(\{"total":43,"page":1,"size":10,"rows":\[\{"id":\d+,"title":"[^"]+","date":"2026-11-24","url":"\/zbgg\/info\/\d+\.html"\}/);
    const page = await scripted('http://www.gtl.edu.cn/zbgg/index.html');
    const src = () => page.document.getElementById('jsonp')?.getAttribute('src') ?? '';
    expect(src()).toBe('/api/list.do?col=zbgg&page=1&callback=renderList');
    vm.runInContext((await asBrowser(`http://www.gtl.edu.cn${src()}`)).text, page.sandbox);
    expect(page.document.querySelectorAll('#list a').length).toBe(10);
    expect(page.document.getElementById('pages')?.innerHTML).toContain('onclick="load(5);return false;"');
    (page.sandbox.load as (k: number) => void)(3);
    expect(src()).toBe('/api/list.do?col=zbgg&page=3&callback=renderList');
    expect((await stats('gtl.edu.cn')).shells).toBe(shells + 2);
  });

  it('soft-404: every unknown path is 200 with the homepage, counted; real pages answer as usual', async () => {
    await startDay(1);
    const home = (await get('http://www.mxs.edu.cn/')).text;
    const before = (await stats('mxs.edu.cn')).softNotFound;
    for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/tzgg/index_9.htm', '/zbxx/index_0.htm', '/tzgg/202611/t20261101_9.htm', '/admin/']) {
      const got = await get(`http://www.mxs.edu.cn${path}`);
      expect(got.status, path).toBe(200);
      expect(got.text, path).toBe(home);
    }
    expect((await stats('mxs.edu.cn')).softNotFound).toBe(before + 7);
    const p2 = (await get('http://www.mxs.edu.cn/tzgg/index_1.htm')).text;
    expect(p2).toContain('<strong>2</strong>');
    expect(p2).not.toBe(home);
  });

  it('other sites answer 404 to what they do not hold, and keep answering', async () => {
    await startDay(1);
    for (const u of ['http://www.lzk.edu.cn/cggg/9.htm', 'http://www.qdh.edu.cn/xwdt/info/8401.html', 'http://www.hwz.edu.cn/show.asp?id=abc', 'http://nowhere.edu.cn/', 'http://www.bsy.edu.cn/%E0%A4%A']) {
      expect((await asBrowser(u)).status, u).toBe(404);
    }
    expect((await asBrowser('http://www.gtl.edu.cn/favicon.ico')).status).toBe(404);
    expect((await asBrowser('http://www.gtl.edu.cn/')).status).toBe(200);
  });

  it('the scorer: every notice once is full recall; a news line is wrong, a repeat a duplicate, a first delivery on day 2 late', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shapes19-'));
    const line = (n: Notice19) => JSON.stringify({ url: n.url.replace('http://', 'https://'), aliases: [], title: n.title, site: n.site, publishedAt: `${n.date}T10:00:00+08:00`, via: 'static' });
    const [first, second, ...rest] = truth(1).notices;
    const files = { day1: join(dir, 'd1.jsonl'), day2: join(dir, 'd2.jsonl') };
    writeFileSync(files.day1, [second!, ...rest].map(line).concat(JSON.stringify({ url: 'http://www.qdh.edu.cn/xwdt/info/8310.html', title: '新闻' })).join('\n'));
    writeFileSync(files.day2, [...truth(2).notices.filter((n) => n.day === 2), first!, second!].map(line).join('\n'));
    try {
      const rows = await score({ log: `http://127.0.0.1:${port}`, ...files });
      const sum = (day: number, k: 'found' | 'want' | 'late' | 'duplicates') => rows.filter((r) => r.day === day).reduce((n, r) => n + r[k], 0);
      expect([sum(1, 'found'), sum(1, 'want'), sum(2, 'found'), sum(2, 'want'), sum(2, 'late'), sum(2, 'duplicates')]).toEqual([374, 375, 44, 44, 1, 1]);
      expect(rows.find((r) => r.day === 1 && r.shape === 'data-url-rows')?.wrong).toEqual(['http://www.qdh.edu.cn/xwdt/info/8310.html 新闻']);
      expect(rows.every((r) => r.titles === r.dates)).toBe(true);
      expect(rows[0]).toHaveProperty('softNotFound');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
