/**
 * The one decision on the browser (lib/browser/why-browser.ts) on real answers: what the fetcher
 * throws for a gateway's 412 challenge and for an answer Node's HTTP parser refuses, the script
 * sites' shells, lists read through the crawl's own list view, and the rule's order and `among`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whyBrowser, whySeedsBrowser } from '../../lib/browser/why-browser.ts';
import { createClassifier } from '../../lib/classify/index.ts';
import { listView } from '../../lib/crawl/crawl-pipeline.ts';
import { createFetcher, type Fetcher } from '../../lib/fetch/index.ts';
import { readPage } from '../../lib/extract/read-page.ts';
import type { FetchedPage } from '../../lib/types/page.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createResolvingFetch } from '../../helper/resolve.ts';
import { API_HOST, GATE_HOST, startScriptSites, type ScriptSites } from '../crawl/script-sites.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });

let sites: ScriptSites;
let fetcher: Fetcher;
/** A proxy that writes Content-Length twice (a browser reads it, Node's parser refuses it), and a 404. */
let proxy: Server;
let proxyUrl = '';

beforeAll(async () => {
  sites = await startScriptSites();
  fetcher = createFetcher({ fetch: createResolvingFetch([sites.resolveRule]), hostDelayMs: 0, robots: false });
  proxy = createServer((req, res) => {
    if (req.url === '/missing.html') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>没有这个页面</p>');
      return;
    }
    const body = Buffer.from('<html><body><h2>招标信息</h2></body></html>');
    res.socket?.end(Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${body.length}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`), body]));
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sites?.close();
  await new Promise((done) => proxy?.close(done));
});

/** The error a fetch throws (the test fails when it does not throw). */
async function thrown(url: string): Promise<unknown> {
  const page = await fetcher.fetchPage(url).catch((error: unknown) => ({ error }));
  expect(page).toHaveProperty('error');
  return (page as { error: unknown }).error;
}

const URL = 'http://www.a.edu.cn/zbgg/list.html';
const served = (text: string, url = URL): FetchedPage => ({
  requestedUrl: url, url, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {},
});
const html = (body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8"><title>招标公告</title>${head}</head><body>${body}</body></html>`;
const rows = (n: number, row: (i: number) => string) => Array.from({ length: n }, (_, i) => row(i + 1)).join('');
/** A page as the crawl reads a list: the pipeline's page and its list view. */
function asList(text: string) {
  const fetched = served(text);
  const page = readPage(fetched, { scope: 'a.edu.cn' });
  return { fetched, page, view: listView(page, { classifier, tokenizer }) };
}

describe('a fetch that failed', () => {
  it('sends a gateway\'s challenge and an answer the HTTP client refuses to the browser, nothing else', async () => {
    expect(whyBrowser({ error: await thrown(`http://${GATE_HOST}/zbgg.html`) })).toBe('challenge');
    expect(whyBrowser({ error: await thrown(`${proxyUrl}/zbgg.jsp`) })).toBe('transport');
    expect(whyBrowser({ error: await thrown(`${proxyUrl}/missing.html`) })).toBeUndefined();
  });
});

describe('a page read as served', () => {
  it('sends a detail page a script fills to the browser, and never a page the browser drew', async () => {
    const fetched = await fetcher.fetchPage(`http://${API_HOST}/detail.html?id=1`);
    const page = readPage(fetched);
    expect(whyBrowser(fetched, page)).toBe('script-list');
    expect(whyBrowser({ ...fetched, via: 'browser' }, page)).toBeUndefined();
  });

  it('reads a static list of links as static', () => {
    const { fetched, page, view } = asList(html(`<ul class="news-list">${rows(12, (i) => `<li><a href="/info/${100 + i}.htm">实验室设备采购项目${i}招标公告</a><span>2026-11-${10 + i}</span></li>`)}</ul><div class="pages"><a href="list_2.html">2</a> <a href="list_2.html">下一页</a></div>`));
    expect(view.noticeLinks.length).toBeGreaterThan(0);
    expect(whyBrowser(fetched, page, view)).toBeUndefined();
  });

  it('sends rows that open only on a call it cannot follow (click-rows)', () => {
    const post = 'function viewNotice(id) { var x = new XMLHttpRequest(); x.open("POST", "/api/notice/url.do"); x.onload = function () { window.location.href = JSON.parse(x.responseText).url; }; x.send("id=" + id); }';
    const { fetched, page, view } = asList(html(`<h2>招标公告</h2><ul class="news-list">${rows(12, (i) => `<li class="item" onclick="viewNotice(${2140 + i})"><span class="tit">实验室设备采购项目${i}招标公告</span><span class="time">2026-11-${10 + i}</span></li>`)}</ul><script>${post}</script>`));
    expect(page.clickRows).toBe(12);
    expect(whyBrowser(fetched, page, view)).toBe('click-rows');
  });

  it('tells a list whose pager is scripts only (js-pager), not one with a page URL', () => {
    const list = (pager: string) => asList(html(`<ul class="news-list">${rows(12, (i) => `<li><a href="/info/${100 + i}.htm">实验室设备采购项目${i}招标公告</a><span>2026-11-${10 + i}</span></li>`)}</ul><div class="pages">${pager}</div>`));
    const scripted = list(`<a href="javascript:__doPostBack('pager','2')">2</a> <a href="javascript:__doPostBack('pager','next')">下一页</a>`);
    expect(whyBrowser(scripted.fetched, scripted.page, scripted.view)).toBe('js-pager');
    const linked = list(`<a href="list_2.html">2</a> <a href="javascript:void(0)" onclick="go(2)">下一页</a>`);
    expect(whyBrowser(linked.fetched, linked.page, linked.view)).toBeUndefined();
  });

  it('answers in the rule\'s order, among the reasons a caller acts on', () => {
    // An empty shell whose list frame a script sets past reading: the shell first; a caller that
    // acts on frames only (discovery) is still told of its frame.
    const text = html(`<div id="app"></div><iframe id="listFrame"></iframe><script>fetch('/api/list').then(function (r) { return r.json(); }); document.getElementById('listFrame').src = location.search.slice(1) || getCol();</script>`);
    const fetched = served(text);
    const page = readPage(fetched);
    expect(page.scriptFrame).toBe(true);
    expect(whyBrowser(fetched, page)).toBe('script-list');
    expect(whyBrowser(fetched, page, undefined, ['script-frame'])).toBe('script-frame');
    expect(whyBrowser(fetched, page, undefined, ['click-rows', 'js-pager'])).toBeUndefined();
  });
});

describe('a site', () => {
  it('has its seeds drawn once when discovery found no list and nothing sent it to a browser yet', () => {
    expect(whySeedsBrowser({ lists: 0 }, {})).toBe('script-menu');
    expect(whySeedsBrowser({ lists: 1 }, {})).toBeUndefined();
    expect(whySeedsBrowser({ lists: 0, seedsDrawn: true }, {})).toBeUndefined();
    expect(whySeedsBrowser({ lists: 0 }, { rendered: 2 })).toBeUndefined();
    expect(whySeedsBrowser({ lists: 0 }, { needsBrowser: [{ url: `http://${GATE_HOST}/`, reason: 'challenge' }] })).toBeUndefined();
  });
});
