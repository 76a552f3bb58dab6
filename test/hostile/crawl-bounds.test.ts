/**
 * Hostile sites against the whole crawl, on 127.0.0.1 (each site a host name sent there): a list
 * of 200,000 links, notice pages that never answer, endless pagination, session ids, deep and
 * broken markup, undeclared encodings, spoofed titles, 100 KB links, redirects to this machine,
 * files and empty pages as notices, a host that asks to wait an hour. The crawl must keep to its
 * budgets, say so in the site's summary, store nothing unsafe and lose nothing: what a budget
 * left undone is done by the next run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import { hostileCrawl, listPage, noticePage, page, startServer, TITLES, type TestServer } from './server.ts';

const BIG_LIST = 200_000;
const numbered = (i: number) => `关于第${i}号实验室仪器设备采购项目的公开招标公告`;
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

let server: TestServer;
let stalling = true;
const home = (to: string) => page('首页-示例大学', `<ul class="nav"><li><a href="${to}">招标公告</a></li></ul>`);

type Answer = { status?: number; body?: string | Buffer; headers?: Record<string, string>; hang?: boolean };

// Every site: "/" links to its list at /zbgg.htm; notices live under /n/<i>.htm.
function answer(site: string, path: string, query: URLSearchParams): Answer {
  if (path === '/robots.txt') return { status: 404 };
  if (path === '/' && site !== 'lists') return { body: home('/zbgg.htm') };
  const n = /^\/n\/(\d+)\.htm$/.exec(path);
  const i = n ? Number(n[1]) : -1;
  switch (site) {
    case 'big':
      if (path === '/zbgg.htm') return { body: listPage(Array.from({ length: BIG_LIST }, (_, k) => [`/n/${k}.htm`, numbered(k)])) };
      if (n) return { body: noticePage(numbered(i), i) };
      break;
    case 'stall':
      if (path === '/zbgg.htm') return { body: listPage(Array.from({ length: 30 }, (_, k) => [`/n/${k}.htm`, numbered(k)])) };
      if (n) return stalling ? { hang: true } : { body: noticePage(numbered(i), i) };
      break;
    case 'pager': {
      const p = Number(query.get('page') ?? 1);
      if (path === '/zbgg.htm') {
        const rows: Array<[string, string]> = TITLES.map((t, k) => [`/n/${p * 10 + k}.htm`, `${t}（第${p}批）`]);
        return { body: listPage(rows, `<div class="pager"><a href="/zbgg.htm?page=${p + 1}">下一页</a></div>`) };
      }
      if (n) return { body: noticePage(`${TITLES[i % 10]}（第${Math.floor(i / 10)}批）`, i) };
      break;
    }
    case 'session':
      if (path === '/zbgg.htm') return { body: listPage(TITLES.flatMap((t, k): Array<[string, string]> => [[`/n/${k};jsessionid=A${k}F00D`, t], [`/n/${k};jsessionid=B${k}BEEF`, t]])) };
      if (/^\/n\/\d+$/.test(path)) return { body: noticePage(TITLES[Number(path.slice(3))]!, Number(path.slice(3))) };
      break;
    case 'deep': {
      if (path === '/zbgg.htm') {
        const deep = '<div>'.repeat(50_000) + '深处' + '</div>'.repeat(50_000);
        return { body: listPage(TITLES.map((t, k) => [`/n/${k}.htm`, t]), deep) };
      }
      if (n) return { body: noticePage(TITLES[i]!, i) };
      break;
    }
    case 'broken':
      if (path === '/zbgg.htm') {
        // No </li>, </ul>, </div>, </body>; unquoted attributes; garbage bytes at the end. (Rows whose
        // <span> is left open too nest into each other under htmlparser2 and are not read as a list.)
        const rows = TITLES.map((t, k) => `<li><a href=/n/${k}.htm>${t}</a><span>2026-11-0${k + 1}</span>`).join('\n');
        return { body: Buffer.concat([Buffer.from(`<html><title>招标公告</title><body><div class=list><ul>${rows}`), Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x3c])]) };
      }
      if (n) return { body: `<title>${TITLES[i]}<h1>${TITLES[i]}<p>项目编号：BR-${i}<table><tr><td>采购人` };
      break;
    case 'utf16':
      if (path === '/zbgg.htm') return { body: Buffer.from(listPage(TITLES.map((t, k) => [`/n/${k}.htm`, t])).replace('<meta charset="utf-8">', ''), 'utf16le'), headers: { 'content-type': 'text/html' } };
      if (n) return { body: noticePage(TITLES[i]!, i) };
      break;
    case 'spoof': {
      // RLO, LRI…PDI, zero-width space and joiner, BOM, Arabic letter mark: all in titles.
      const spoof = (t: string) => `\u202e${t.slice(0, 3)}\u200b${t.slice(3, 6)}\u2066\u200d${t.slice(6)}\u2069\ufeff\u061c`;
      if (path === '/zbgg.htm') return { body: listPage(TITLES.map((t, k) => [`/n/${k}.htm`, spoof(t)])) };
      if (n) return { body: noticePage(spoof(TITLES[i]!), i) };
      break;
    }
    case 'longurl':
      if (path === '/zbgg.htm') {
        const rows: Array<[string, string]> = TITLES.map((t, k) => [`/n/${k}.htm`, t]);
        rows.splice(2, 0, [`/n/9.htm?q=${'x'.repeat(100 * 1024)}`, '关于超长链接项目的公开招标公告']);
        return { body: listPage(rows) };
      }
      if (n) return { body: noticePage(TITLES[i] ?? '超长', i) };
      break;
    case 'sneaky':
      // Notice links that redirect to this machine by its address, a file and an empty page.
      if (path === '/zbgg.htm') return { body: listPage(TITLES.map((t, k) => [`/n/${k}.htm`, t])) };
      if (i === 0) return { status: 302, headers: { location: `http://127.0.0.1:${server.port}/secret` } };
      if (i === 1) return { status: 302, headers: { location: `http://2130706433:${server.port}/secret` } };
      if (i === 2) return { body: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20)]) };
      if (i === 3) return { body: '' };
      if (n) return { body: noticePage(TITLES[i]!, i) };
      break;
    case 'lists': {
      // Three lists in the menu; each shows six notices.
      const columns = ['zbgg', 'cggg', 'zbjg'];
      if (path === '/') return { body: page('首页-示例大学', `<ul class="nav">${columns.map((c, k) => `<li><a href="/${c}.htm">${['招标公告', '采购公告', '中标公告'][k]}</a></li>`).join('')}</ul>`) };
      const column = columns.indexOf(path.slice(1, -4));
      if (column >= 0) return { body: listPage([0, 1, 2, 3, 4, 5].map((k): [string, string] => [`/n/${column * 6 + k}.htm`, numbered(column * 6 + k)])) };
      if (n) return { body: noticePage(numbered(i), i) };
      break;
    }
    case 'busy':
      if (path === '/zbgg.htm') return { body: listPage(TITLES.map((t, k) => [`/n/${k}.htm`, t])) };
      if (n) return { status: 429, headers: { 'retry-after': '3600' } };
      break;
  }
  if (path === '/secret') return { body: page('内部管理', '<h1>关于内部管理系统采购项目的招标公告</h1>') };
  return { status: 404, body: 'not found' };
}

beforeAll(async () => {
  server = await startServer((req, res) => {
    const site = (req.headers.host ?? '').split('.')[1] ?? '';
    const url = new URL(req.url ?? '/', 'http://x');
    const a = answer(site, url.pathname, url.searchParams);
    if (a.hang) return;
    res.writeHead(a.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...a.headers });
    res.end(a.body);
  });
});
afterAll(() => server.close());

const seedOf = (site: string) => `http://www.${site}.edu.cn/`;
const requested = (site: string, pattern: RegExp) => server.requests.filter((r) => r.headers.host?.startsWith(`www.${site}.`) && pattern.test(r.path)).length;

describe('budgets', () => {
  it('keeps a list of 200,000 links to the request budget, and the next run goes on from there', async () => {
    const store = new MemoryStore();
    const first = await hostileCrawl({ port: server.port, seeds: [seedOf('big')], store, fetcher: { timeoutMs: 30_000 }, options: { maxPages: 50 } });
    const site = first.sites[0]!;
    expect(site.requests).toBe(50);
    expect(requested('big', /^\/sitemap\.xml$/)).toBe(1); // asked once a site: the budget counts it too
    expect(requested('big', /^\/n\//)).toBe(47); // "/", /sitemap.xml, the list, then notices
    expect(site.errors).toEqual({ budget: 1 });
    expect(site.lastError).toMatch(/budget: .*50 requests/);
    expect(first.newNotices).toHaveLength(47);
    const pending = await store.keys('pending/big.edu.cn');
    expect(pending.length).toBe(10_000); // the rows not fetched wait, up to a bound (the rest of a 200k page is a trap)
    const second = await hostileCrawl({ port: server.port, seeds: [seedOf('big')], store, fetcher: { timeoutMs: 30_000 }, options: { maxPages: 50 } });
    expect(second.sites[0]!.requests).toBe(50);
    expect(second.newNotices).toHaveLength(50);
    expect(new Set([...first.newNotices, ...second.newNotices].map((n) => n.url)).size).toBe(97);
    expect((await store.keys('pending/big.edu.cn')).length).toBe(pending.length - 50);
  });

  it('holds the site time limit over notice pages that never answer, and loses none of them', async () => {
    const store = new MemoryStore();
    const started = performance.now();
    const first = await hostileCrawl({
      port: server.port,
      seeds: [seedOf('stall')],
      store,
      fetcher: { timeoutMs: 300, hostHealth: { backoffBaseMs: 1, maxFailures: 100, maxTimeouts: 100 } },
      options: { maxSiteMs: 1500 },
    });
    expect(performance.now() - started).toBeLessThan(1500 + 300 + 1500); // the limit, one timeout, reading
    const site = first.sites[0]!;
    expect(site.errors.budget).toBe(1);
    expect(site.errors.timeout!).toBeLessThan(10);
    // Every notice page here stalls: each that timed out is its row's notice now; the rest wait for the next run.
    const fromRows = first.newNotices.length;
    expect(fromRows).toBe(site.errors.timeout);
    expect(first.newNotices.every((n) => n.body === undefined || n.body === '')).toBe(true);
    const waiting = (await store.keys('pending/stall.edu.cn')).length + (await store.keys('failed')).length;
    expect(waiting + fromRows).toBe(30);
    stalling = false;
    const later: string[] = [];
    for (let run = 0; run < 3; run++) later.push(...(await hostileCrawl({ port: server.port, seeds: [seedOf('stall')], store })).newNotices.map((n) => n.url));
    expect(new Set([...first.newNotices.map((n) => n.url), ...later]).size).toBe(30);
  });

  it('follows endless pagination only to the pagination limit, and says so', async () => {
    const store = new MemoryStore();
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('pager')], store, options: { paginationLimit: 5 } });
    expect(requested('pager', /^\/zbgg\.htm\?page=/)).toBeLessThanOrEqual(5);
    expect(report.sites[0]!.errors['list-limit']).toBe(1);
    expect(report.sites[0]!.lastError).toMatch(/more than 5 pages/);
  });

  it('leaves a host that asks to wait an hour for the next run, its links kept', async () => {
    const store = new MemoryStore();
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('busy')], store });
    expect(report.sites[0]!.errors['rate-limited']).toBeGreaterThanOrEqual(1);
    expect(requested('busy', /^\/n\//)).toBe(1);
    expect((await store.keys('pending/busy.edu.cn')).length).toBe(TITLES.length);
    expect(await store.keys('failed')).toEqual([]);
  });

  it('counts no missed run for lists a spent budget left unread', async () => {
    const store = new MemoryStore();
    const crawlLists = (maxRequests?: number) => hostileCrawl({ port: server.port, seeds: [seedOf('lists')], store, options: { maxRequests } });
    expect((await crawlLists()).newNotices).toHaveLength(18);
    const refreshed = await crawlLists(1);
    expect(refreshed.sites[0]).toMatchObject({ mode: 'refresh', requests: 1, errors: { budget: 1 } });
    const lists = await store.getAll('lists');
    expect(lists).toHaveLength(3);
    expect(lists.map((l) => l.missedRuns)).toEqual([0, 0, 0]);
  });
});

describe('pages that try to mislead', () => {
  it('fetches a notice once whatever session id its links carry', async () => {
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('session')], store: new MemoryStore() });
    expect(report.newNotices).toHaveLength(TITLES.length);
    expect(requested('session', /^\/n\//)).toBe(TITLES.length);
  });

  it('reads a list beside 50,000 nested elements', async () => {
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('deep')], store: new MemoryStore() });
    expect(report.newNotices.map((n) => n.title).sort()).toEqual([...TITLES].sort());
  });

  it('reads notices from unclosed, byte-garbled markup', async () => {
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('broken')], store: new MemoryStore() });
    expect(report.newNotices.map((n) => n.title).sort()).toEqual([...TITLES].sort());
  });

  it('reads a UTF-16 list page sent without BOM or charset', async () => {
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('utf16')], store: new MemoryStore() });
    expect(report.newNotices.map((n) => n.title).sort()).toEqual([...TITLES].sort());
  });

  it('stores titles without bidi overrides or zero-width characters', async () => {
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('spoof')], store: new MemoryStore() });
    expect(report.newNotices.map((n) => n.title).sort()).toEqual([...TITLES].sort());
    for (const notice of report.newNotices) expect(notice.body).not.toMatch(INVISIBLE);
  });

  it('never fetches, stores or reports a 100 KB link', async () => {
    const store = new MemoryStore();
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('longurl')], store });
    expect(report.newNotices.map((n) => n.title).sort()).toEqual([...TITLES].sort());
    expect(server.requests.filter((r) => r.path.length > 2048)).toEqual([]);
    expect(JSON.stringify(report).length).toBeLessThan(50_000);
    for (const collection of ['pending/longurl.edu.cn', 'failed', 'rejected', 'aliases'] as const) expect((await store.keys(collection)).every((k) => k.length <= 2048)).toBe(true);
  });

  it('refuses notice links that redirect to this machine and files as notices; an empty page keeps its row title', async () => {
    const store = new MemoryStore();
    const report = await hostileCrawl({ port: server.port, seeds: [seedOf('sneaky')], store });
    const site = report.sites[0]!;
    expect(site.errors['private-address']).toBe(2);
    expect(site.errors['not-html']).toBe(1);
    expect(server.requests.filter((r) => r.path === '/secret')).toEqual([]);
    expect(report.newNotices.map((n) => n.title).sort()).toEqual(TITLES.slice(3).sort());
    expect(report.newNotices.find((n) => n.title === TITLES[3])!.body ?? '').toBe('');
    expect((await store.keys('failed')).length).toBe(3);
  });
});
