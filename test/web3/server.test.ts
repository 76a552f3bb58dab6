/**
 * test/web3 checks itself (no crawler here): every truth URL answers under its Host, aliases
 * resolve, day 2 keeps every day-1 notice and adds the new ones, seeds are reachable, the 412
 * gateway lets a client that runs its challenge through, and the dead one does not.
 */
import { request, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOf } from './score.ts';
import { startServer, type Truth3 as Truth } from './server.ts';

interface Reply { status: number; headers: Record<string, string | string[] | undefined>; body: string }

let server: Server | undefined;
let port = 0;

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: u.pathname + u.search, method, headers: { Host: u.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
const truth = async (day: number): Promise<Truth> => JSON.parse((await get(`http://x.edu.cn/__truth?day=${day}`)).body) as Truth;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Runs a 412 page's challenge script the way a browser would and returns the cookie it sets. */
function solveChallenge(html: string): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const doc = { cookie: '' };
  new Function('document', 'location', 'setTimeout', script)(doc, { reload() {} }, () => 0);
  return doc.cookie.split(';')[0] ?? '';
}

const cookies = new Map<string, string>();
async function fetchAsBrowser(url: string): Promise<Reply> {
  const host = new URL(url).host;
  let r = await get(url, cookies.has(host) ? { Cookie: cookies.get(host)! } : {});
  if (r.status === 412) {
    cookies.set(host, solveChallenge(r.body));
    r = await get(url, { Cookie: cookies.get(host)! });
  }
  return r;
}

beforeAll(async () => {
  server = await startServer({ port: 0 });
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((done) => { server?.closeAllConnections(); server ? server.close(() => done()) : done(); }));

describe('test/web3 truth is consistent', () => {
  it('has eight seeds that answer 200, and notices of every shape', async () => {
    const t = await truth(1);
    expect(t.seeds).toHaveLength(8);
    for (const s of t.seeds) expect((await get(s)).status, s).toBe(200);
    const shapes = new Set(t.notices.map((n) => n.shape));
    for (const s of ['webplus', 'webplus-base', 'sudy', 'iframe', 'frameset', 'hanweb', 'aspnet', 'spa', 'portal', 'turnpage', 'jspager', 'attachment-only']) expect(shapes).toContain(s);
    const traits = new Set(t.notices.flatMap((n) => n.traits));
    for (const s of ['date:cn', 'date:md', 'date:slash', 'date:none', 'cut-title', 'repost', 'redirect-chain', 'gateway-412', 'json-api']) expect(traits).toContain(s);
  });

  it('serves every day-1 notice and alias under its Host, with its title', async () => {
    const t = await truth(1);
    for (const n of t.notices) {
      const r = await fetchAsBrowser(n.url);
      expect(r.status, n.url).toBe(200);
      if (n.attachmentOnly) expect(r.headers['content-type'], n.url).toMatch(/pdf|msword|officedocument/);
      else expect(r.body, n.url).toContain(`<h1 class="arti_title">${esc(n.title)}</h1>`);
      for (const [i, a] of n.aliases.entries()) {
        const ra = await fetchAsBrowser(a);
        expect(ra.status, a).toBe(200);
        expect(ra.body, a).toContain(esc(n.aliasTitles[i]!));
        if (n.projectNo) expect(ra.body, a).toContain(n.projectNo);
      }
    }
  });

  it('day 2 keeps every day-1 notice and adds 5–8% new ones, with a correction and a result of day-1 calls', async () => {
    const [d1, d2] = [await truth(1), await truth(2)];
    const urls2 = new Set(d2.notices.map((n) => n.url));
    for (const n of d1.notices) expect(urls2.has(n.url), n.url).toBe(true);
    const fresh = d2.notices.filter((n) => n.day === 2);
    expect(fresh.map((n) => n.url).sort()).toEqual([...d2.newOnDay2].sort());
    expect(fresh.length / d1.notices.length).toBeGreaterThan(0.05);
    expect(fresh.length / d1.notices.length).toBeLessThan(0.08);
    const corrections = fresh.filter((n) => n.traits.includes('day2-correction'));
    const results = fresh.filter((n) => n.traits.includes('day2-result'));
    expect(corrections.length).toBeGreaterThan(0);
    expect(results.length).toBeGreaterThan(0);
    for (const c of corrections) {
      const call = d1.notices.find((n) => n.projectNo === c.projectNo && n.deadline);
      expect(call, c.title).toBeDefined();
      expect(Date.parse(c.deadline!.slice(0, 10)) - Date.parse(call!.deadline!.slice(0, 10)), c.title).toBe(7 * 86400000);
    }
    for (const r of results) expect(d1.notices.some((n) => n.projectNo === r.projectNo), r.title).toBe(true);

    const news = `http://www.jnut.edu.cn/xwdt.htm`;
    const etag = String((await get(news)).headers.etag);
    await get('http://x.edu.cn/__day?set=2');
    try {
      expect((await get(news, { 'If-None-Match': etag })).status).toBe(304);
      for (const n of d2.notices.filter((x) => x.day === 2 || x.shape === 'hanweb')) expect((await fetchAsBrowser(n.url)).status, n.url).toBe(200);
      for (const s of d2.seeds) expect((await get(s)).status, s).toBe(200);
    } finally {
      await get('http://x.edu.cn/__day?set=1');
    }
  });

  it('answers unchanged static pages with 304, blocks the dead gateway, counts attachment requests', async () => {
    const t = await truth(1);
    const first = await get(t.seeds[0]!);
    expect(first.headers.etag).toBeTruthy();
    expect((await get(t.seeds[0]!, { 'If-None-Match': String(first.headers.etag) })).status).toBe(304);
    for (const b of t.blocked) {
      const r = await fetchAsBrowser(b);
      expect(r.status, b).toBe(412);
    }
    await get('http://x.edu.cn/__reset');
    const att = t.notices.find((n) => n.attachmentOnly)!;
    await get(att.url);
    const log = logOf(JSON.parse((await get('http://x.edu.cn/__stats')).body));
    expect(log.attachments).toBe(1);
  });
});

const CHROMIUM = '/usr/bin/chromium';
describe('test/web3 browser-only shapes work in a browser', () => {
  it.runIf(existsSync(CHROMIUM))('renders the JSON list, passes the 412 gateway, pages Hanweb and ASP.NET lists', async () => {
    const t = await truth(1);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [`--host-resolver-rules=MAP *.edu.cn 127.0.0.1:${port}`] });
    try {
      const page = await browser.newPage();
      const hrefs = (sel: string) => page.$$eval(sel, (as) => as.map((a) => (a as HTMLAnchorElement).href));
      const spa = new Set(t.notices.filter((n) => n.shape === 'spa').map((n) => n.url));
      await page.goto('http://cgzx.nlkj.edu.cn/zbgg/');
      await page.waitForSelector('.news-item a');
      await page.click('.el-pagination button[data-p="2"]');
      await page.waitForFunction(() => document.querySelector('.el-pagination .active')?.textContent === '2');
      const rows = await hrefs('.news-item a');
      expect(rows.length).toBeGreaterThan(10);
      for (const r of rows) expect(spa.has(r), r).toBe(true);

      const gated = new Set(t.notices.filter((n) => n.traits.includes('gateway-412')).map((n) => n.url));
      await page.goto('http://zbzx.bcnl.edu.cn/zbgg/index.htm');
      await page.waitForSelector('.list a');
      const behind = (await hrefs('.list a')).filter((h) => gated.has(h));
      expect(behind.length).toBeGreaterThan(10);

      const hanweb = new Set(t.notices.filter((n) => n.shape === 'hanweb').map((n) => n.url));
      await page.goto('http://zbzx.dlu.edu.cn/col/col2001/index.html');
      await page.click('#pager_52001 a[data-p="4"]');
      await page.waitForFunction(() => document.querySelector('#pager_52001 .default_pgCurrentPage')?.textContent === '4');
      const p4 = await hrefs('#list_52001 a');
      expect(p4.length).toBeGreaterThan(0);
      for (const r of p4) expect(hanweb.has(r), r).toBe(true);

      await page.goto('http://bidding.xcgy.edu.cn/ZBGG/List.aspx');
      await Promise.all([page.waitForNavigation(), page.click('a:has-text("下一页")')]);
      expect(await page.textContent('form p:last-of-type')).toMatch(/第 2\/\d 页/);
    } finally {
      await browser.close();
    }
  });
});
