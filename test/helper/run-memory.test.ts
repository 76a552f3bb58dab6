/**
 * The helper's browser asks a site once a run for each thing (helper/shown-answer.ts,
 * helper/run-memory.ts): a page it is shown is not asked, a hash route of a shown page neither, an
 * app's data answer asked by a second page comes from memory, a page that polls one address still
 * asks each time, and images are never asked. The site here is a real HTTP server on 127.0.0.1
 * mapped as a university's host (`--resolve`), counting what it is asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { createBrowserRenderer, type BrowserRenderer } from '../../helper/browser.ts';

const CHROMIUM = '/usr/bin/chromium';
const HOST = 'www.memory-test.edu.cn';

// An app page: draws its list from /api/list; the poll page asks /api/state three times.
const APP = `<!doctype html><html><head><meta charset="utf-8"><title>招标公告</title></head><body><ul id="rows"></ul><img src="/logo.png">
<script>fetch('/api/list').then((r) => r.json()).then((rows) => { document.getElementById('rows').innerHTML = rows.map((t) => '<li>' + t + '</li>').join(''); });</script></body></html>`;
const POLL = `<!doctype html><html><head><meta charset="utf-8"></head><body><p id="n">0</p>
<script>let n = 0; (async function poll() { while (n < 3) { await fetch('/api/state'); document.getElementById('n').textContent = String(++n); } })();</script></body></html>`;
// A GBK page: its text must come back as the site wrote it.
const GBK_HTML = '<!doctype html><html><head><meta charset="gbk"></head><body><p>采购公告</p></body></html>';

let server: Server;
let port = 0;
let asked: string[] = [];
let renderer: BrowserRenderer;
const url = (path: string) => `http://${HOST}${path}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/api/list') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(['实验室设备采购公告', '物业服务招标公告']));
    if (req.url === '/api/state') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (req.url === '/logo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10));
    if (req.url === '/gbk.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(iconv.encode(GBK_HTML, 'gbk'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/poll.html' ? POLL : APP);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  renderer = createBrowserRenderer({ executablePath: CHROMIUM, timeoutMs: 15_000, resolve: [`${HOST}=127.0.0.1:${port}`] });
});
beforeEach(() => {
  asked = [];
});
afterAll(async () => {
  await renderer?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const count = (path: string) => asked.filter((p) => p === path).length;

describe.skipIf(!existsSync(CHROMIUM))('the helper\'s browser asks a site once a run for each thing', () => {
  it('draws a page it is shown without asking for it, and asks its data once for two pages of the app', async () => {
    const shown = { url: url('/app.html'), type: 'text/html', text: APP, charset: 'utf-8' };
    const first = await renderer.render(url('/app.html'), { timeoutMs: 15_000, shown });
    expect(first?.text).toContain('<li>实验室设备采购公告</li>');
    // A hash route of the same document is shown the same answer; its data comes from memory.
    const route = await renderer.render(url('/app.html#/list/zbgg'), { timeoutMs: 15_000, shown });
    expect(route?.text).toContain('<li>物业服务招标公告</li>');
    expect(count('/app.html')).toBe(0);
    expect(count('/api/list')).toBe(1);
    expect(count('/logo.png')).toBe(0);
  }, 60_000);

  it('asks for a page it was not shown, and a polling page asks each time', async () => {
    const poll = await renderer.render(url('/poll.html'), { timeoutMs: 15_000 });
    expect(poll?.text).toContain('<p id="n">3</p>');
    expect(count('/poll.html')).toBe(1);
    expect(count('/api/state')).toBe(3);
  }, 60_000);

  it('gives a shown page back in its own charset', async () => {
    const shown = { url: url('/gbk.html'), type: 'text/html', text: GBK_HTML, charset: 'gbk' };
    const page = await renderer.render(url('/gbk.html'), { timeoutMs: 15_000, shown });
    expect(page?.text).toContain('<p>采购公告</p>');
    expect(page?.charset?.toLowerCase()).toBe('gbk');
    expect(count('/gbk.html')).toBe(0);
  }, 60_000);
});
