// web4 checks itself: its truth against what it serves. No crawler here.
import http from 'node:http';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { WebStats } from '../kit/types.ts';
import { startServer, truthFor, type Counter, type Truth4 as Truth } from './server.ts';

let port = 0;
let close: () => Promise<unknown>;
let cookie = '';

interface Got { status: number; headers: http.IncomingHttpHeaders; body: string }
function get(url: string, headers: Record<string, string> = {}): Promise<Got> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: u.pathname + u.search, headers: { host: u.host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
const control = async (path: string) => JSON.parse((await get(`http://www.djlg.edu.cn${path}`)).body);
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

beforeAll(async () => {
  const s = await startServer({ port: 0, day: 1, seed: 1 });
  port = (s.address() as { port: number }).port;
  close = () => { s.closeAllConnections(); return new Promise((done) => s.close(done)); };
  // Pass the gateway as a browser would: run its arithmetic.
  const gate = await get('http://bid.qhjt.edu.cn/zbgg/');
  const m = /var a=(\d+),b=(\d+);document\.cookie='gw_tk='\+\(a\*b\)\.toString\(16\)/.exec(gate.body);
  if (!m) throw new Error('gateway script not found');
  cookie = `gw_tk=${(Number(m[1]) * Number(m[2])).toString(16)}`;
});
afterAll(() => close?.());

describe('web4 truth', () => {
  it('serves every day-1 notice with status 200 under its host, titled as the truth says', async () => {
    const t: Truth = await control('/__truth?day=1');
    expect(t.notices.length).toBeGreaterThan(400);
    for (const n of t.notices) {
      const r = await get(n.url, { cookie });
      expect(r.status, n.url).toBe(200);
      if (n.attachmentOnly) expect(r.body.startsWith('%PDF'), n.url).toBe(true);
      else expect(unescape(r.body), n.url).toContain(`<h1 class="arti-title">${n.title}</h1>`);
      if (n.projectNo && !n.attachmentOnly) expect(r.body, n.url).toContain(n.projectNo);
      for (const a of n.aliases) expect((await get(a)).status, a).toBe(200);
    }
  });

  it('answers the gateway host with 202/412 and a script until the cookie is set', async () => {
    expect((await get('http://bid.qhjt.edu.cn/')).status).toBe(202);
    expect((await get('http://bid.qhjt.edu.cn/zbgg/')).status).toBe(412);
    expect((await get('http://bid.qhjt.edu.cn/zbgg/', { cookie })).status).toBe(200);
  });

  it('reaches every seed, and the homepage reaches the procurement host through 302 then 301', async () => {
    const t: Truth = truthFor({ seed: 1, day: 1 });
    for (const s of t.seeds) expect((await get(s)).status, s).toBe(200);
    const a = await get('http://www.djlg.edu.cn/zbcg/');
    expect(a.status).toBe(302);
    const b = await get(a.headers.location!);
    expect(b.status).toBe(301);
    expect((await get(new URL(b.headers.location!, a.headers.location!).href)).status).toBe(200);
  });

  it('keeps day 1 inside day 2 and adds 5-8% new notices, a correction and a result for day-1 calls', () => {
    const d1 = truthFor({ seed: 1, day: 1 });
    const d2 = truthFor({ seed: 1, day: 2 });
    const urls2 = new Set(d2.notices.map((n) => n.url));
    for (const n of d1.notices) expect(urls2.has(n.url), n.url).toBe(true);
    expect(d2.notices.length - d1.notices.length).toBe(d2.newOnDay2.length);
    const share = d2.newOnDay2.length / d1.notices.length;
    expect(share).toBeGreaterThanOrEqual(0.05);
    expect(share).toBeLessThanOrEqual(0.08);
    for (const uni of new Set(d1.notices.map((n) => n.university))) {
      const fresh = d2.newOnDay2.filter((n) => n.university === uni);
      const corr = fresh.find((n) => n.kind === 'correction')!;
      const orig = d1.notices.find((n) => n.projectNo === corr.projectNo)!;
      expect(orig.deadline).toBeDefined();
      const week = Date.parse(corr.deadline!.replace(' ', 'T')) - Date.parse(orig.deadline!.replace(' ', 'T'));
      expect(week).toBe(7 * 24 * 3600 * 1000);
      const res = fresh.find((n) => n.kind === 'result')!;
      expect(d1.notices.some((n) => n.projectNo === res.projectNo && n.kind === 'call')).toBe(true);
    }
  });

  it('answers 304 to its own validators, and only pages that changed on day 2 lose them', async () => {
    const news = 'http://www.djlg.edu.cn/xwdt.htm';
    const stream = 'http://www.djlg.edu.cn/tzgg.htm';
    const n1 = await get(news);
    const s1 = await get(stream);
    expect((await get(news, { 'if-none-match': n1.headers.etag! })).status).toBe(304);
    await control('/__day?set=2');
    try {
      expect((await get(news, { 'if-none-match': n1.headers.etag! })).status).toBe(304);
      expect((await get(news, { 'if-modified-since': n1.headers['last-modified']! })).status).toBe(304);
      const s2 = await get(stream, { 'if-none-match': s1.headers.etag! });
      expect(s2.status).toBe(200);
      expect(Date.parse(s2.headers['last-modified']!)).toBeGreaterThan(Date.parse(s1.headers['last-modified']!));
    } finally {
      await control('/__day?set=1');
    }
  });

  it('disallows /private/ in robots.txt, links it from pages, and counts requests by kind', async () => {
    expect((await get('http://www.xsgy.edu.cn/robots.txt')).body).toContain('Disallow: /private/');
    expect((await get('http://www.xsgy.edu.cn/')).body).toContain('href="/private/drafts.html"');
    await control('/__reset');
    await get('http://www.xsgy.edu.cn/private/drafts.html');
    await get('http://www.xsgy.edu.cn/calendar/?ym=1999-1');
    await get('http://cgzx.djlg.edu.cn/uploads/2026/' + truthFor({ seed: 1, day: 1 }).notices.find((n) => n.site === 'cgzx.djlg.edu.cn')!.url.split('/').pop()!.replace('.html', '_1.pdf'));
    const stats = (await control('/__stats')) as WebStats<Counter>;
    const all = (k: Counter) => Object.values(stats).flatMap((day) => Object.values(day)).reduce((n, site) => n + site[k], 0);
    expect([all('disallowed'), all('calendar'), all('attachments')]).toEqual([1, 1, 1]);
  });

  it('builds the same web from the same seed and another from another seed', () => {
    const a = JSON.stringify(truthFor({ seed: 1, day: 2 }));
    expect(JSON.stringify(truthFor({ seed: 1, day: 2 }))).toBe(a);
    expect(JSON.stringify(truthFor({ seed: 2, day: 2 }))).not.toBe(a);
  });
});

describe.skipIf(!existsSync('/usr/bin/chromium'))('web4 browser-only lists in Chromium', () => {
  it('shows rows drawn by $.post, by __NEXT_DATA__ and behind the gateway, and none in their static HTML', async () => {
    const t = truthFor({ seed: 1, day: 1 });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [`--host-resolver-rules=MAP *.edu.cn 127.0.0.1:${port}`] });
    try {
      const page = await browser.newPage();
      for (const [url, site] of [['http://cg.nhkj.edu.cn/zbgg/index.html', 'cg.nhkj.edu.cn'], ['http://zbb.ydyk.edu.cn/notices/zbgg?page=2', 'zbb.ydyk.edu.cn'], ['http://bid.qhjt.edu.cn/zbgg/', 'bid.qhjt.edu.cn']] as const) {
        const staticHtml = (await get(url)).body;
        expect(staticHtml).not.toMatch(/href="\/(detail|notices\/detail|zbgg\/2026)\//);
        await page.goto(url);
        await page.waitForFunction(() => document.querySelectorAll('#list li a, .notice-list li a, ul.e2 li a').length > 0, undefined, { timeout: 15_000 });
        const hrefs = await page.$$eval('#list li a, .notice-list li a, ul.e2 li a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
        expect(hrefs.length).toBeGreaterThanOrEqual(12);
        const known = new Set(t.notices.filter((n) => n.site === site).map((n) => n.url));
        for (const h of hrefs) expect(known.has(h), h).toBe(true);
      }
    } finally {
      await browser.close();
    }
  });
});
