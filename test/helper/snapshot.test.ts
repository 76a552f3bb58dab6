/**
 * The rendered page the crawl reads (page-scripts/snapshot.ts) holds what a person sees, a web
 * component's open shadow root included: a list drawn inside one gives its rows and its pager's links;
 * a closed root stays out of reach, and a page with no root is read as before.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserRenderer, type BrowserRenderer } from '../../helper/browser.ts';
import { fetchedFrom } from '../../lib/browser/render.ts';
import { readPage } from '../../lib/extract/read-page.ts';

const CHROMIUM = '/usr/bin/chromium';

const COMPONENT = `class NoticeList extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: this.getAttribute('mode') || 'open' });
    const inner = document.createElement('notice-pager');
    root.innerHTML = '<ul class="list"><li><a href="/zbgg/detail/7.html">实验室设备采购公告</a><span>2026-11-20</span></li></ul>';
    root.appendChild(inner);
  }
}
class NoticePager extends HTMLElement {
  connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<a href="list.html?page=2">下一页</a>'; }
}
customElements.define('notice-list', NoticeList);
customElements.define('notice-pager', NoticePager);`;

const page = (body: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><script src="/c.js"></script></head><body><h2>招标公告</h2>${body}</body></html>`;

let server: Server;
let base = '';
let renderer: BrowserRenderer;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/c.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(COMPONENT);
    const body = req.url === '/open.html' ? '<notice-list></notice-list>' : req.url === '/closed.html' ? '<notice-list mode="closed"></notice-list>' : '<p data-x="a&amp;b">静态</p>';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  renderer = createBrowserRenderer({ executablePath: CHROMIUM, timeoutMs: 15_000 });
});
afterAll(async () => {
  await renderer?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe.skipIf(!existsSync(CHROMIUM))('a rendered page with shadow roots', () => {
  it('holds the rows and the pager drawn in open shadow roots, nested ones too', async () => {
    const shown = await renderer.render(`${base}/open.html`, { timeoutMs: 15_000 });
    expect(shown?.text).toContain('<a href="/zbgg/detail/7.html">实验室设备采购公告</a>');
    expect(shown?.text).toContain('<a href="list.html?page=2">下一页</a>');
    expect(shown?.text).toMatch(/^<!doctype html><html lang="zh-CN"><head>/);
    // The crawl reads a declarative shadow root as the page shows it: its row and its pager are links.
    const page = readPage(fetchedFrom(`${base}/open.html`, shown!));
    expect(page.links.map((l) => [l.url, l.title])).toEqual(expect.arrayContaining([[`${base}/zbgg/detail/7.html`, '实验室设备采购公告'], [`${base}/list.html?page=2`, '下一页']]));
  }, 60_000);

  it('leaves a closed root out, and reads a page without roots as it was', async () => {
    const closed = await renderer.render(`${base}/closed.html`, { timeoutMs: 15_000 });
    expect(closed?.text).toContain('<notice-list mode="closed"></notice-list>');
    expect(closed?.text).not.toContain('detail/7.html');
    const plain = await renderer.render(`${base}/plain.html`, { timeoutMs: 15_000 });
    expect(plain?.text).toContain('<p data-x="a&amp;b">静态</p>');
  }, 60_000);
});
