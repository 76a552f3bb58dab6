// test/web5 checks itself, with no crawler: truth answers, lists page correctly, static links reach
// every static notice and no browser-only one, day 2 puts new notices on top, the gateway, redirects,
// GB2312, validators and the stats endpoint behave. A Chromium pass renders the browser-only lists.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import http from 'node:http';
import { existsSync } from 'node:fs';
import type { WebStats } from '../kit/types.ts';
import { startServer, truthFor, type Counter } from './server.ts';
import { normUrl, scoreRuns } from './score.ts';
// @ts-expect-error plain ESM without types
import { ownTitles } from './lib/titles.mjs';
// @ts-expect-error plain ESM without types
import { pagesOf, itemsOn } from './lib/model.mjs';
// @ts-expect-error plain ESM without types
import { gatewayAnswer } from './lib/pages.mjs';

type Notice = { url: string; title: string; date: string; university: string; site: string; aliases: string[]; browserOnly: boolean; shape: string; traits: string[]; day: number; list: string; fileType?: string };
type Res = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

let srv: Awaited<ReturnType<typeof startServer>>;
let port = 0;

function get(url: string, headers: Record<string, string> = {}, body?: string): Promise<Res> {
  const u = new URL(url);
  return new Promise((ok, fail) => {
    const method = body === undefined ? 'GET' : 'POST';
    const h = body === undefined ? headers : { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(Buffer.byteLength(body)) };
    const req = http.request({ host: '127.0.0.1', port, method, path: u.pathname + u.search, headers: { Host: u.host, ...h } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const gbk = /gb2312|gbk/i.test(String(res.headers['content-type']));
        ok({ status: res.statusCode ?? 0, headers: res.headers, body, text: new TextDecoder(gbk ? 'gbk' : 'utf-8').decode(body) });
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}
const cookieFor = (url: string) => ({ Cookie: `wzws_cid=${gatewayAnswer(new URL(url).hostname)}` });

beforeAll(async () => {
  srv = await startServer({ port: 0, day: 1 });
  port = (srv.address() as { port: number }).port;
});
afterAll(async () => { srv?.closeAllConnections(); await new Promise<void>((done) => (srv ? srv.close(() => done()) : done())); });

describe('truth and model', () => {
  const t1 = truthFor({ day: 1 });
  const t2 = truthFor({ day: 2 });

  it('is the same web for the same seed, and another for another seed', () => {
    expect(JSON.stringify(truthFor({ day: 2 }))).toBe(JSON.stringify(t2));
    expect(truthFor({ day: 1, seed: 2 }).notices.map((n: Notice) => n.title)).not.toEqual(t1.notices.map((n: Notice) => n.title));
  });

  it('has 40–70 notices a university on day 1, 5–10% new on day 2, and at most a third browser-only', () => {
    for (const [name, count] of Object.entries(t1.counts.byUniversity)) {
      expect(count, name).toBeGreaterThanOrEqual(40);
      expect(count, name).toBeLessThanOrEqual(70);
      const added = t2.notices.filter((n: Notice) => n.university === name && n.day === 2).length;
      expect(added / (count as number), name).toBeGreaterThanOrEqual(0.05);
      expect(added / (count as number), name).toBeLessThanOrEqual(0.1);
    }
    expect(t1.counts.browserOnly / t1.counts.notices).toBeLessThanOrEqual(1 / 3);
    expect(t1.counts.files).toBeGreaterThan(0);
    expect(t1.seeds).toHaveLength(7);
  });

  it('has hand-written titles: 250+ notices and 200+ others, none both', () => {
    const { notices, others } = ownTitles();
    expect(notices.length).toBeGreaterThanOrEqual(250);
    expect(others.length).toBeGreaterThanOrEqual(200);
    const n = new Set(notices.map((x: { text: string }) => x.text));
    expect(others.filter((x: { text: string }) => n.has(x.text))).toEqual([]);
  });

  it('lists each notice once, with reposts as aliases, and day 2 keeps every day-1 notice', () => {
    const urls = t2.notices.flatMap((n: Notice) => [n.url, ...n.aliases]).map(normUrl);
    expect(new Set(urls).size).toBe(urls.length);
    expect(t1.notices.filter((n: Notice) => n.aliases.length).length).toBeGreaterThanOrEqual(14);
    const day2 = new Set(t2.notices.map((n: Notice) => n.url));
    for (const n of t1.notices) expect(day2.has(n.url)).toBe(true);
    expect(t1.notices.every((n: Notice) => n.day === 1)).toBe(true);
  });

  it('pages every list into at most `per` rows, and day 2 puts new items on top (below pinned rows)', () => {
    for (const uni of srv.model.unis) for (const list of uni.lists) {
      for (const day of [1, 2]) {
        const pages = pagesOf(list, day);
        expect(pages.flat()).toEqual(itemsOn(list, day));
        expect(pages.every((p: unknown[]) => p.length <= list.per)).toBe(true);
      }
      const pinned = list.opts.pinned || 0;
      const first = itemsOn(list, 2).slice(pinned, pinned + list.items2.length);
      expect(first.every((it: { day: number }) => it.day === 2), `${uni.key}/${list.id}`).toBe(true);
    }
    expect(srv.model.unis.reduce((a: number, u: any) => a + u.lists.reduce((b: number, l: any) => b + pagesOf(l, 1).length, 0), 0)).toBe(truthFor({ day: 1 }).listPages.length);
  });
});

describe('the server', () => {
  it('answers 200 for every truth URL and alias on its day (files with real types)', async () => {
    for (const day of [1, 2]) {
      await get(`http://www.bjlg.edu.cn/__day?set=${day}`);
      const t = truthFor({ day });
      for (const n of t.notices as Notice[]) for (const u of [n.url, ...n.aliases]) {
        const r = await get(u, cookieFor(u));
        expect(r.status, u).toBe(200);
        if (n.fileType && u === n.url) expect(String(r.headers['content-type'])).toMatch(/pdf|msword|wordprocessing/);
        else expect(r.text, u).toContain(n.university);
      }
    }
    await get('http://www.bjlg.edu.cn/__day?set=1');
  }, 120_000);

  it('shows every detail with a 发布 line or date, and the notice body fields', async () => {
    const n = truthFor({ day: 1 }).notices.find((x: Notice) => x.traits.includes('date:none'))!;
    const r = await get(n.url);
    expect(r.text).toContain(n.title.replace(/&/g, '&amp;'));
    expect(r.text).toMatch(/发布时间：2026-\d\d-\d\d/);
    expect(r.text).toMatch(/项目编号|原公告的采购项目编号|一、项目编号/);
  });

  it('sends a 412 JavaScript challenge without the cookie and the page with it', async () => {
    const u = 'http://zbzx.nhcj.edu.cn/zbgg/index.htm';
    const a = await get(u);
    expect(a.status).toBe(412);
    expect(a.text).toContain('document.cookie');
    expect((await get(u, { Cookie: 'wzws_cid=wrong' })).status).toBe(412);
    const b = await get(u, cookieFor(u));
    expect(b.status).toBe(200);
    expect(b.text).toContain('中标公告');
  });

  it('follows redirect chains to the procurement lists', async () => {
    const a = await get('http://zbcg.ylau.edu.cn/');
    expect([a.status, a.headers.location]).toEqual([301, 'http://www.ylau.edu.cn/a/zbcg/']);
    const b = await get('http://www.ylau.edu.cn/a/zbcg/');
    expect([b.status, b.headers.location]).toEqual([302, '/a/zbcg/zbgg/']);
    const c = await get('http://www.hjust.edu.cn/zbxx/');
    expect(c.status).toBe(301);
    const d = await get(c.headers.location as string);
    expect(d.status).toBe(302);
    expect((await get(new URL(d.headers.location as string, c.headers.location as string).href)).status).toBe(200);
  });

  it('answers ASP.NET postbacks with the asked page, and a foreign view state with a 500', async () => {
    const u = 'http://zcc.jpnu.edu.cn/zcgg/List.aspx';
    const a = await get(u);
    const vs = a.text.match(/name="__VIEWSTATE" id="__VIEWSTATE" value="([^"]+)"/)?.[1] ?? '';
    const b = await get(u, {}, new URLSearchParams({ __VIEWSTATE: vs, __EVENTTARGET: 'ctl00$ContentPlaceHolder1$GridView1', __EVENTARGUMENT: 'Page$2' }).toString());
    expect(b.status).toBe(200);
    expect(b.text).toContain('<td><span>2</span></td>');
    const c = await get(u, {}, new URLSearchParams({ __VIEWSTATE: 'bogus', __EVENTTARGET: 'ctl00$ContentPlaceHolder1$GridView1', __EVENTARGUMENT: 'Page$2' }).toString());
    expect(c.status).toBe(500);
  });

  it('serves 动易 pages in GB2312 and the app shell without rows', async () => {
    const r = await get('http://cgc.dongou.edu.cn/Article/ShowClass.asp?ClassID=11');
    expect(r.headers['content-type']).toBe('text/html; charset=gb2312');
    expect(r.text).toContain('东瓯大学');
    expect(r.body.includes(Buffer.from('东瓯大学'))).toBe(false);
    const s = await get('http://zbcg.blgy.edu.cn/list/zbgg');
    expect(s.text).toContain('<div id="root"></div>');
    expect(s.text).not.toContain('/notice/');
  });

  it('answers 304 to a matching ETag, and not after day 2 changed the page', async () => {
    const u = 'http://zbb.jpnu.edu.cn/zbgg/list.htm';
    const a = await get(u);
    const etag = a.headers.etag as string;
    expect((await get(u, { 'If-None-Match': etag })).status).toBe(304);
    await get('http://x.jpnu.edu.cn/__day?set=2');
    expect((await get(u, { 'If-None-Match': etag })).status).toBe(200);
    await get('http://x.jpnu.edu.cn/__day?set=1');
  });

  it('counts list pages and file downloads in /__stats, and /__reset clears them', async () => {
    await get('http://www.bjlg.edu.cn/__reset');
    await get('http://cgzx.bjlg.edu.cn/zbgg.htm');
    const file = truthFor({ day: 1 }).notices.find((n: Notice) => n.fileType)!;
    await get(file.url);
    const s = JSON.parse((await get('http://www.bjlg.edu.cn/__stats')).text) as WebStats<Counter>;
    const all = (k: 'listFetches' | Counter) => Object.values(s[1] ?? {}).reduce((n, site) => n + site[k], 0);
    expect(all('listFetches')).toBe(1);
    expect(all('fileDownloads')).toBe(1);
    expect(Object.keys(s[1]!['bjlg.edu.cn']!.pages)).toEqual(['cgzx.bjlg.edu.cn/zbgg.htm']);
    // The scorer's real list pages (tender and news) are the truth's list pages.
    const rows = await scoreRuns(`http://127.0.0.1:${port}`, [{ day: 1, lines: [] }]);
    expect(rows.reduce((n, r) => n + r.realListPages + r.realNewsPages, 0)).toBe(truthFor({ day: 1 }).listPages.length);
    expect(rows.reduce((n, r) => n + r.listFetches + r.newsListFetches, 0)).toBe(1);
    expect(s[2]).toBeUndefined(); // no request on day 2
    await get('http://www.bjlg.edu.cn/__reset');
    expect(JSON.parse((await get('http://www.bjlg.edu.cn/__stats')).text)).toEqual({});
  });
});

/** A plain static walk: href/src, <base>, <option value>, GET forms; no script, no cookie. */
async function staticWalk(seeds: string[]) {
  const seen = new Set<string>();
  const queue: (string | { url: string; body: string })[] = [...seeds];
  const domains = new Set(seeds.map((s) => new URL(s).hostname.split('.').slice(-3).join('.')));
  let fetched = 0;
  while (queue.length) {
    const next = queue.shift()!;
    const url = typeof next === 'string' ? next : next.url;
    const body = typeof next === 'string' ? undefined : next.body;
    const key = normUrl(url) + (body ? '#' + new URLSearchParams(body).get('__EVENTARGUMENT') : '');
    if (seen.has(key)) continue;
    seen.add(key);
    const host = new URL(url).hostname;
    if (!domains.has(host.split('.').slice(-3).join('.')) || host.startsWith('lib.')) continue;
    if (/\.(pdf|docx?|css|js|png|gif|jpe?g)$/i.test(new URL(url).pathname)) continue;
    const r = await get(url, {}, body);
    fetched++;
    if (r.status >= 300 && r.status < 400) { queue.push(new URL(r.headers.location as string, url).href); continue; }
    if (r.status !== 200 || !/html/.test(String(r.headers['content-type']))) continue;
    const text = r.text.replace(/&amp;/g, '&');
    const base = text.match(/<base\s+href="([^"]+)"/i)?.[1] ?? url;
    const add = (h: string) => { if (!/^(javascript:|mailto:|#)/i.test(h)) queue.push(new URL(h, base).href); };
    for (const m of text.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/gi)) add(m[1]!);
    for (const m of text.matchAll(/<option\s+value=["']([^"']+\.html?)["']/gi)) add(m[1]!);
    for (const m of text.matchAll(/__doPostBack\('([^']+)','(Page\$\d+)'\)/g)) {
      const hidden = Object.fromEntries([...text.matchAll(/type="hidden" name="(__\w+)" id="\w+" value="([^"]*)"/g)].map((x) => [x[1], x[2]]));
      queue.push({ url, body: new URLSearchParams({ ...hidden, __EVENTTARGET: m[1], __EVENTARGUMENT: m[2] }).toString() });
    }
    for (const f of text.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/gi)) {
      const attrs = f[1] ?? '';
      const inner = f[2] ?? '';
      const action = attrs.match(/action="([^"]+)"/)?.[1];
      if (!action || !/method="get"/i.test(attrs)) continue;
      const hidden = [...inner.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
      const field = inner.match(/type="text" name="(\w+)"/)?.[1];
      if (field) for (let p = 1; p <= 6; p++) add(`${action}?${[...hidden, `${field}=${p}`].join('&')}`);
    }
  }
  return { seen, fetched };
}

describe('static reachability', () => {
  for (const day of [1, 2]) {
    it(`reaches every static notice from the homepages and no browser-only one (day ${day})`, async () => {
      await get(`http://www.bjlg.edu.cn/__day?set=${day}`);
      const t = truthFor({ day });
      const { seen, fetched } = await staticWalk(t.seeds);
      const missing = t.notices.filter((n: Notice) => !n.browserOnly && ![n.url, ...n.aliases].some((u) => seen.has(normUrl(u))));
      expect(missing.map((n: Notice) => n.url)).toEqual([]);
      const leaked = t.notices.filter((n: Notice) => n.browserOnly && seen.has(normUrl(n.url)));
      expect(leaked.map((n: Notice) => n.url)).toEqual([]);
      expect(fetched).toBeLessThan(1500);
      await get('http://www.bjlg.edu.cn/__day?set=1');
    }, 120_000);
  }
});

const chromium = '/usr/bin/chromium';
describe.skipIf(!existsSync(chromium))('in Chromium', () => {
  it('renders the React lists from the JSON API and passes the 412 gateway', async () => {
    await get('http://www.blgy.edu.cn/__day?set=1');
    const { chromium: pw } = await import('playwright-core');
    const browser = await pw.launch({ executablePath: chromium, args: [`--host-resolver-rules=MAP *.edu.cn 127.0.0.1:${port}`, '--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.goto('http://zbcg.blgy.edu.cn/list/zbgg');
      await page.waitForSelector('.notice-item a');
      const first = await page.$$eval('.notice-item a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(first).toHaveLength(15);
      const t = truthFor({ day: 1 });
      const spa = new Set(t.notices.filter((n: Notice) => n.list === 'blgy/zbgg').map((n: Notice) => normUrl(n.url)));
      expect(first.every((u) => spa.has(normUrl(u)))).toBe(true);
      await page.click('.ant-pagination button:nth-child(2)');
      await page.waitForFunction((u) => !(document.querySelector('.notice-item a') as HTMLAnchorElement)?.href.endsWith(u), (first[0] ?? '').slice(-12));
      expect(page.url()).toContain('page=2');
      await page.goto('http://zbzx.nhcj.edu.cn/zbgg/index.htm');  // 13 rows a page
      await page.waitForSelector('.lb_list li a', { timeout: 10_000 });
      const rows = await page.$$eval('.lb_list li a', (as) => as.length);
      expect(rows).toBe(13);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
