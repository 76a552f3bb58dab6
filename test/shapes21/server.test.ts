// shapes21 checks itself: its truth against what it serves, asked as a browser asks (a lenient HTTP
// reader for the twice-length answers, the row id POSTed for its address, the form token, the
// iframe's and the component's sources, the cursor, the cookie the page's own script computes), each
// obstacle against what it claims, and — the proof that a person reads every notice — Chromium
// driven as a person drives it: nav clicked, rows clicked, pagers, forms and 加载更多 followed.
// No crawler here.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, corpusPresent } from './titles.mjs';
import { score } from './score.ts';
import { startServer, truth, type ListPage21, type Notice21, type Shape } from './server.ts';

const CHROMIUM = '/usr/bin/chromium';
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
let port = 0;
let server: http.Server | undefined;

interface Answer { status: number; head: string; headers: Record<string, string[]>; text: string }
/**
 * One request read as a browser reads it: raw bytes on a socket (HTTP/1.0, so the body ends with the
 * connection), the head split by hand, so that a head with Content-Length twice is read, not refused.
 */
function ask(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const u = new URL(url);
  const lines = [`${method} ${u.pathname}${u.search} HTTP/1.0`, `Host: ${u.host}`, `User-Agent: ${CHROME_UA}`, 'X-Client: selfcheck',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), ...(body != null ? ['Content-Type: application/x-www-form-urlencoded', `Content-Length: ${Buffer.byteLength(body)}`] : [])];
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1', () => sock.end(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`));
    const parts: Buffer[] = [];
    sock.on('data', (b: Buffer) => parts.push(b));
    sock.on('error', reject);
    sock.on('end', () => {
      const all = Buffer.concat(parts);
      const cut = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, cut).toString('latin1');
      const headers: Record<string, string[]> = {};
      for (const line of head.split('\r\n').slice(1)) {
        const i = line.indexOf(':');
        (headers[line.slice(0, i).trim().toLowerCase()] ??= []).push(line.slice(i + 1).trim());
      }
      resolve({ status: Number(head.split(' ')[1]), head, headers, text: all.subarray(cut + 4).toString('utf8') });
    });
  });
}
const control = async (path: string) => JSON.parse((await ask(`http://127.0.0.1${path}`)).text);
const stats = async (site: string) => (await control('/__stats'))[(await control('/__day')).day]?.[site] ?? {};

/** The cookie the script-cookie loader's own script sets, run as a browser would. */
async function wsdCookie(): Promise<string> {
  const page = await ask('http://www.wsd.edu.cn/cggl/list.htm');
  const script = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
  const sandbox = { document: { cookie: '' }, location: { reload: () => {} } };
  vm.runInNewContext(script, sandbox);
  return sandbox.document.cookie.split(';')[0]!;
}

/** A list page of the truth asked as a browser does: the form posted with a token the page issued, the gate's cookie sent. */
async function askList(p: ListPage21, cookie: string): Promise<Answer> {
  if (p.post) {
    const first = await ask(p.url);
    const token = /name="token" value="([^"]+)"/.exec(first.text)?.[1];
    return ask(p.url, { method: 'POST', body: `token=${token}&${p.post}` });
  }
  return ask(p.url, { headers: { cookie } });
}

/** The notice addresses a list answer leads to: hrefs to details, JSON rows' urls, and rows' ids resolved by POST. */
const DETAIL = /view\.jsp|detail\.do|\/info\/|\/content\/|\/detail\/|\/c\/[0-9a-f]{16}\.html/;
async function rowsIn(page: Answer, url: string): Promise<string[]> {
  if (String(page.headers['content-type']).includes('json')) return (JSON.parse(page.text) as { rows: { url: string }[] }).rows.map((r) => new URL(r.url, url).href);
  const ids = [...page.text.matchAll(/onclick="viewNotice\((\d+)\)"/g)].map((m) => m[1]!);
  const resolved = await Promise.all(ids.map(async (id) => JSON.parse((await ask(new URL('/api/notice/url.do', url).href, { method: 'POST', body: `id=${id}` })).text).url as string));
  const hrefs = [...page.text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return [...hrefs, ...resolved].map((h) => new URL(h, url).href).filter((u) => DETAIL.test(u));
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// One web on a free port for the whole file (none without the corpus: the web cannot start).
beforeAll(async () => {
  server = corpusPresent ? await startServer({ port: 0 }) : undefined;
  port = server ? (server.address() as AddressInfo).port : 0;
});
afterAll(async () => { await new Promise((done) => (server ? server.close(done) : done(undefined))); });

describe.runIf(corpusPresent)('shapes21 web', () => {
  it('fits the corpus; every tender list has 4–5 pages of 10–12 rows and every news column 2 pages', () => {
    const t1 = truth(1);
    const t2 = truth(2);
    expect(t1.notices.length).toBe(286);
    expect(t2.notices.filter((n) => n.day === 2).length).toBe(33);
    expect(available().tenders).toBeGreaterThanOrEqual(t2.notices.length);
    expect(new Set(t2.notices.map((n) => n.url)).size).toBe(t2.notices.length);
    expect(new Set(t2.notices.map((n) => n.title)).size).toBe(t2.notices.length);
    for (const t of [t1, t2]) {
      for (const [site, lists] of Object.entries(t.lists)) {
        expect(lists.real, site).toBeGreaterThanOrEqual(4);
        expect(lists.real, site).toBeLessThanOrEqual(5);
        expect(lists.news, site).toBe(2);
      }
    }
  });

  it('every tender list page of the truth answers its rows, all notices, together all of them, on both days', async () => {
    for (const day of [1, 2]) {
      await control(`/__day?set=${day}`);
      const t = truth(day);
      const want = new Set(t.notices.map((n) => n.url));
      const cookie = await wsdCookie();
      const seen: string[] = [];
      for (const [site, lists] of Object.entries(t.lists)) {
        for (const p of lists.pages) {
          const got = await askList(p, cookie);
          expect(got.status, `${site} ${p.page}`).toBe(200);
          const rows = await rowsIn(got, p.url);
          expect(rows.length, `${site} ${p.page}`).toBeGreaterThanOrEqual(1);
          expect(rows.length, `${site} ${p.page}`).toBeLessThanOrEqual(12);
          const notices = rows.filter((u) => want.has(u));
          // Tender pages hold only notices; news pages none.
          expect(notices.length, `${site} ${p.page}`).toBe(p.tenders ? rows.length : 0);
          seen.push(...notices);
        }
      }
      expect(seen.length).toBe(want.size);
      expect(new Set(seen)).toEqual(want);
    }
    await control('/__day?set=1');
  });

  it('every notice answers its title, date and fields; the day-2 notices only on day 2', async () => {
    await control('/__day?set=2');
    const cookie = await wsdCookie();
    for (const n of truth(2).notices) {
      const got = await ask(n.url, { headers: { cookie } });
      expect(got.status, n.url).toBe(200);
      expect(got.text, n.url).toContain(`<h1>${esc(n.title)}</h1>`);
      expect(got.text).toContain(`发布时间：${n.date}`);
      expect(got.text).toMatch(/项目编号：.*预算金额：.*投标截止时间：2026-12-(0[5-9]|1\d|2[0-4]) 09:30/s);
    }
    await control('/__day?set=1');
    const fresh = truth(2).notices.find((n) => n.day === 2 && n.shape === 'shadow-list')!;
    expect((await ask(fresh.url)).status).toBe(404);
  });

  it('twice-length: .jsp answers carry Content-Length twice; Node refuses them, the front pages are clean', async () => {
    const list = 'http://www.yjc.edu.cn/zbxx/list.jsp?page=2';
    const raw = await ask(list);
    expect(raw.headers['content-length']).toHaveLength(2);
    expect(new Set(raw.headers['content-length'])).toEqual(new Set([String(Buffer.byteLength(raw.text))]));
    const viaNode = (url: string) => new Promise<string>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: new URL(url).pathname + new URL(url).search, headers: { host: new URL(url).host } }, (res) => { res.resume(); res.on('end', () => resolve(`ok ${res.statusCode}`)); })
        .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    expect(await viaNode(list)).toBe('HPE_UNEXPECTED_CONTENT_LENGTH');
    expect(await viaNode(truth(1).notices.find((n) => n.shape === 'twice-length')!.url)).toBe('HPE_UNEXPECTED_CONTENT_LENGTH');
    expect(await viaNode('http://www.yjc.edu.cn/')).toBe('ok 200');
    expect((await ask('http://www.yjc.edu.cn/')).headers['content-length']?.length ?? 0).toBeLessThanOrEqual(1);
    expect((await stats('yjc.edu.cn')).twiceLength).toBeGreaterThanOrEqual(2);
  });

  it('post-resolve: rows name only an id; a GET of the resolver is 405, an unknown id code 1; the POST answers the address', async () => {
    const list = await ask('http://www.qql.edu.cn/zbgg/list_2.html');
    expect(list.text).not.toMatch(/\/c\/[0-9a-f]{16}/);
    expect(list.text).toMatch(/<li class="item" onclick="viewNotice\(\d+\)"/);
    expect((await ask('http://www.qql.edu.cn/api/notice/url.do?id=2140')).status).toBe(405);
    expect(JSON.parse((await ask('http://www.qql.edu.cn/api/notice/url.do', { method: 'POST', body: 'id=99' })).text)).toEqual({ code: 1, msg: '信息不存在或已删除' });
    const id = /viewNotice\((\d+)\)/.exec(list.text)![1];
    const answer = JSON.parse((await ask('http://www.qql.edu.cn/api/notice/url.do', { method: 'POST', body: `id=${id}` })).text);
    expect(answer.url).toMatch(/^\/zbgg\/c\/[0-9a-f]{16}\.html$/);
    expect(truth(1).notices.map((n) => n.url)).toContain(`http://www.qql.edu.cn${answer.url}`);
  });

  it('select-form: no page link; a GET is page 1 whatever its query; a POST needs a token issued that day', async () => {
    await control('/__day?set=1');
    const first = await ask('http://www.lsh.edu.cn/cgxx/list.do');
    expect(first.text).not.toMatch(/href="[^"]*(page|list\.do\?)/i);
    expect(first.text).not.toContain('<script');
    expect(first.text).toContain('<input type="submit" value="跳转" class="btn" />');
    const before = await stats('lsh.edu.cn');
    const byGet = await ask('http://www.lsh.edu.cn/cgxx/list.do?pageNo=3');
    expect(byGet.text).toContain('第1/4页');
    expect(await rowsIn(byGet, 'http://www.lsh.edu.cn/cgxx/list.do')).toEqual(await rowsIn(first, 'http://www.lsh.edu.cn/cgxx/list.do'));
    const noToken = await ask('http://www.lsh.edu.cn/cgxx/list.do', { method: 'POST', body: 'pageNo=3' });
    expect(noToken.text).toContain('页面已过期');
    const token = /name="token" value="([^"]+)"/.exec(first.text)![1];
    expect((await ask('http://www.lsh.edu.cn/cgxx/list.do', { method: 'POST', body: `token=${token}&pageNo=3` })).text).toContain('第3/4页');
    const after = await stats('lsh.edu.cn');
    expect([after.wrongAsks - before.wrongAsks, after.badTokens - before.badTokens]).toEqual([1, 1]);
    await control('/__day?set=2');
    expect((await ask('http://www.lsh.edu.cn/cgxx/list.do', { method: 'POST', body: `token=${token}&pageNo=3` })).text).toContain('页面已过期');
    await control('/__day?set=1');
  });

  it('script-iframe: the column page holds an iframe without src; the frame address is only in a script', async () => {
    const shell = await ask('http://www.hzy.edu.cn/zbcg/index.html');
    expect(shell.text).toContain('<iframe id="listFrame" name="listFrame" frameborder="0" scrolling="no" width="100%" height="560"></iframe>');
    expect(shell.text).not.toContain('frame.jsp?col=zbcg');
    expect(await rowsIn(shell, 'http://www.hzy.edu.cn/zbcg/index.html')).toEqual([]);
    const frame = await ask('http://www.hzy.edu.cn/cms/frame.jsp?col=zbcg&page=2');
    expect(frame.text).toContain('href="/cms/frame.jsp?col=zbcg&amp;page=3"');
    expect(frame.text).toContain('target="_top"');
  });

  it('cursor-more: page 1 holds 10 rows and a cursor; more.do pages by the cursor alone; a bad one is 400', async () => {
    const first = await ask('http://www.tbj.edu.cn/zbgg/index.html');
    expect(await rowsIn(first, 'http://www.tbj.edu.cn/zbgg/index.html')).toHaveLength(10);
    expect(first.text).not.toMatch(/href="[^"]*more\.do/);
    let cursor = /data-cursor="([^"]+)"/.exec(first.text)?.[1];
    let pages = 1;
    while (cursor) {
      const more = JSON.parse((await ask(`http://www.tbj.edu.cn/zbgg/more.do?cursor=${cursor}`)).text);
      pages++;
      cursor = more.next;
    }
    expect(pages).toBe(5);
    for (const bad of ['', 'abc', Buffer.from('{"c":"zbgg","a":5120,"s":"x"}').toString('base64url')]) {
      expect((await ask(`http://www.tbj.edu.cn/zbgg/more.do?cursor=${bad}`)).status).toBe(400);
    }
  });

  it('script-cookie: without the cookie a 200 loader; its own script computes the cookie, which changes with the day', async () => {
    await control('/__day?set=1');
    const loader = await ask('http://www.wsd.edu.cn/cggl/list_2.htm');
    expect(loader.status).toBe(200);
    expect(loader.text).toContain('页面加载中');
    expect(loader.text).toContain('location.reload()');
    expect(await rowsIn(loader, 'http://www.wsd.edu.cn/cggl/list_2.htm')).toEqual([]);
    const cookie = await wsdCookie();
    expect(cookie).toMatch(/^wsd_v=[0-9a-f]+$/);
    expect((await ask('http://www.wsd.edu.cn/cggl/list_2.htm', { headers: { cookie: 'wsd_v=1' } })).text).toContain('页面加载中');
    expect(await rowsIn(await ask('http://www.wsd.edu.cn/cggl/list_2.htm', { headers: { cookie } }), 'http://www.wsd.edu.cn/cggl/list_2.htm')).toHaveLength(12);
    await control('/__day?set=2');
    expect((await ask('http://www.wsd.edu.cn/cggl/list_2.htm', { headers: { cookie } })).text).toContain('页面加载中');
    await control('/__day?set=1');
  });

  it('shadow-list: the column page holds only <notice-list>; the API answers the rows', async () => {
    const shell = await ask('http://www.ysh.edu.cn/zbgg/list.html?page=2');
    expect(shell.text).toContain('<notice-list column="zbgg" page="2"></notice-list>');
    expect(await rowsIn(shell, 'http://www.ysh.edu.cn/zbgg/list.html?page=2')).toEqual([]);
    const api = JSON.parse((await ask('http://www.ysh.edu.cn/api/notices?column=zbgg&page=2')).text);
    expect([api.total, api.page, api.size, api.rows.length]).toEqual([46, 2, 12, 12]);
    expect((await ask('http://www.ysh.edu.cn/zbgg/list.html?page=9')).status).toBe(404);
  });

  it('the scorer: every notice once is full recall; a news line is wrong, a repeat a duplicate, a first delivery on day 2 late', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shapes21-'));
    const line = (n: Notice21) => JSON.stringify({ url: n.url.replace('http://', 'https://'), aliases: [], title: n.title, site: n.site, publishedAt: `${n.date}T10:00:00+08:00`, via: 'static' });
    const [first, second, ...rest] = truth(1).notices;
    const files = { day1: join(dir, 'd1.jsonl'), day2: join(dir, 'd2.jsonl') };
    writeFileSync(files.day1, [second!, ...rest].map(line).concat(JSON.stringify({ url: 'http://www.yjc.edu.cn/xwzx/view.jsp?id=1020', title: '新闻' })).join('\n'));
    writeFileSync(files.day2, [...truth(2).notices.filter((n) => n.day === 2), first!, second!].map(line).join('\n'));
    try {
      const rows = await score({ log: `http://127.0.0.1:${port}`, ...files });
      const sum = (day: number, k: 'found' | 'want' | 'late' | 'duplicates') => rows.filter((r) => r.day === day).reduce((n, r) => n + r[k], 0);
      expect([sum(1, 'found'), sum(1, 'want'), sum(2, 'found'), sum(2, 'want'), sum(2, 'late'), sum(2, 'duplicates')]).toEqual([285, 286, 33, 33, 1, 1]);
      expect(rows.find((r) => r.day === 1 && r.shape === 'twice-length')?.wrong).toEqual(['http://www.yjc.edu.cn/xwzx/view.jsp?id=1020 新闻']);
      expect(rows.every((r) => r.titles === r.dates)).toBe(true);
      expect(rows[0]).toHaveProperty('cookieGates');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------- a person with Chromium
/** How a person pages through each site's tender list in the browser, collecting the rows' addresses. */
type Reader = (page: Page) => Promise<string[]>;
const hrefs = (where: Page | Frame, sel: string) => where.$$eval(sel, (as) => as.map((a) => (a as HTMLAnchorElement).href));
/** Rows of each page, 下一页 clicked until there is none. */
async function byNextLink(where: () => Page | Frame, rows: string, next: string): Promise<string[]> {
  const out: string[] = [];
  for (;;) {
    await where().waitForSelector(rows);
    out.push(...(await hrefs(where(), rows)));
    const link = where().locator(next);
    if (!(await link.count())) return out;
    const before = where().url();
    await link.first().click();
    await where().waitForURL((u) => u.href !== before);
  }
}
const READERS: Record<Shape, { column: string; read: Reader }> = {
  'twice-length': { column: '招标信息', read: (page) => byNextLink(() => page, 'ul.news-list a[title]', '.pages a:text-is("下一页")') },
  'script-cookie': { column: '采购公告', read: (page) => byNextLink(() => page, 'ul.news-list a[title]', '.pages a:text-is("下一页")') },
  'script-iframe': { column: '招标采购', read: (page) => byNextLink(() => page.frame({ name: 'listFrame' })!, 'li a[title]', '.pages a:text-is("下一页")') },
  'shadow-list': { column: '招标公告', read: (page) => byNextLink(() => page, 'notice-list li a', 'notice-list .pages a:text-is("下一页")') },
  'post-resolve': {
    column: '招标公告',
    async read(page) {
      const out: string[] = [];
      for (;;) {
        const list = page.url();
        const n = await page.locator('li.item').count();
        for (let i = 0; i < n; i++) {
          await Promise.all([page.waitForURL(/\/c\/[0-9a-f]{16}\.html$/), page.locator('li.item').nth(i).click()]);
          out.push(page.url());
          await page.goto(list, { waitUntil: 'domcontentloaded' });
        }
        const next = page.locator('.pages a:text-is("下一页")');
        if (!(await next.count())) return out;
        await Promise.all([page.waitForURL((u) => u.href !== list), next.click()]);
      }
    },
  },
  'select-form': {
    column: '采购信息',
    async read(page) {
      const out = await hrefs(page, 'ul.news-list a[title]');
      const pages = await page.locator('select[name=pageNo] option').count();
      for (let k = 2; k <= pages; k++) {
        await page.selectOption('select[name=pageNo]', String(k));
        await Promise.all([page.waitForNavigation(), page.click('input[value="跳转"]')]);
        out.push(...(await hrefs(page, 'ul.news-list a[title]')));
      }
      return out;
    },
  },
  'cursor-more': {
    column: '招标公告',
    async read(page) {
      while ((await page.textContent('#loadMore')) === '加载更多') {
        const shown = await page.locator('#rows li').count();
        await page.click('#loadMore');
        await page.waitForFunction((n) => document.querySelectorAll('#rows li').length > n && !(document.getElementById('loadMore') as HTMLButtonElement).disabled, shown);
      }
      return hrefs(page, '#rows a[title]');
    },
  },
};

describe.runIf(corpusPresent && existsSync(CHROMIUM))('shapes21 read by a person in Chromium', () => {
  it('from each homepage, the nav, the rows and the pager as a person uses them lead to every notice of the day, each showing its title and date', async () => {
    await control('/__day?set=2');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [`--host-resolver-rules=MAP *.edu.cn 127.0.0.1:${port}`] });
    try {
      const t = truth(2);
      for (const seed of t.seeds) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const host = new URL(seed).hostname;
        const want = t.notices.filter((n) => new URL(n.url).hostname === host);
        const reader = READERS[want[0]!.shape];
        await page.goto(seed);
        await Promise.all([page.waitForURL((u) => u.pathname !== '/'), page.click(`.menu a:text-is("${reader.column}")`)]);
        const reached = await reader.read(page);
        expect(new Set(reached), host).toEqual(new Set(want.map((n) => n.url)));
        expect(reached.length, host).toBe(want.length);
        for (const n of want) {
          await page.goto(n.url, { waitUntil: 'domcontentloaded' });
          expect(await page.textContent('h1'), n.url).toBe(n.title);
          expect(await page.textContent('.meta')).toContain(`发布时间：${n.date}`);
        }
        await context.close();
      }
    } finally {
      await browser.close();
      await control('/__day?set=1');
    }
  }, 600_000);
});
