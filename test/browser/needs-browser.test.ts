/**
 * Telling pages that need a browser from their static HTML: the made-up script sites served on
 * 127.0.0.1 (a JSON-API list, its detail shells, a 412 gateway), pagers of scripts only, and the
 * static pages of the corpus, which must not be taken for script shells.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isScriptList, isScriptPager, needsBrowser } from '../../lib/browser/signals.ts';
import { readPage } from '../../lib/extract/read-page.ts';
import { isScriptShell } from '../../lib/browser/why-browser.ts';
import type { FetchedPage } from '../../lib/types/page.ts';
import { createResolvingFetch } from '../../helper/resolve.ts';
import { API_HOST, BUSY_HOST, GATE_HOST, POLL_HOST, startScriptSites, type ScriptSites } from '../crawl/script-sites.ts';
import { corpusPath, htmlFiles } from '../fetch/corpus.ts';

let sites: ScriptSites;
let get: (url: string) => Promise<{ status: number; text: string }>;

beforeAll(async () => {
  sites = await startScriptSites();
  const fetch = createResolvingFetch([sites.resolveRule]);
  get = async (url) => {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  };
});
afterAll(() => sites?.close());

const fetched = (url: string, text: string): FetchedPage => ({
  requestedUrl: url, url, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {},
});

describe('pages served by the script sites', () => {
  it.each([
    [`http://${API_HOST}/zbgg.html`, 'a Vue-like list whose rows come from a JSON API'],
    [`http://${API_HOST}/detail.html?id=1`, 'a detail page a script fills'],
    [`http://${POLL_HOST}/zbgg.html`, 'a list that polls for ever'],
    [`http://${BUSY_HOST}/zbgg.html`, 'an empty list with a fetch and a script that loops'],
  ])('%s (%s) is a script list with no rows or text of its own', async (url) => {
    const { status, text } = await get(url);
    expect(status).toBe(200);
    expect(needsBrowser(text)).toBe('script-list');
    expect(isScriptShell(fetched(url, text), readPage(fetched(url, text)))).toBe(true);
  });

  it('takes a 412 gateway page for a challenge', async () => {
    const { status, text } = await get(`http://${GATE_HOST}/zbgg.html`);
    expect(status).toBe(412);
    expect(needsBrowser(text)).toBe('challenge');
  });

  it('reads the static home pages as static', async () => {
    for (const host of [API_HOST, POLL_HOST, BUSY_HOST]) {
      const { text } = await get(`http://${host}/`);
      expect(needsBrowser(text)).toBeUndefined();
    }
  });
});

describe('script-only pagers', () => {
  const rows = '<ul><li><a href="/info/1.htm">图书馆设备采购招标公告</a></li><li><a href="/info/2.htm">食堂服务采购公告</a></li></ul>';
  it.each([
    ['__doPostBack', `${rows}<div><a href="javascript:__doPostBack('pager','2')">2</a> <a href="javascript:__doPostBack('pager','next')">下一页</a></div>`],
    ['onclick on #', `${rows}<div class="page"><a href="#" onclick="go(2)">下一页</a><a href="#" onclick="go(9)">尾页</a></div>`],
    ['void(0) beside a homepage link', `<a href="/">首页</a>${rows}<a href="javascript:void(0)" onclick="load(2)">下一页</a>`],
  ])('catches a pager of %s', (_name, html) => {
    expect(isScriptPager(html)).toBe(true);
    expect(needsBrowser(html, { rows: true })).toBe('js-pager');
  });

  it.each([
    ['a pager with page URLs', `${rows}<a href="list_2.htm">2</a> <a href="javascript:void(0)" onclick="x()">下一页</a>`],
    ['carousel dots', `${rows}<a href="javascript:void(0)">1</a><a href="javascript:void(0)">2</a><a href="javascript:void(0)">3</a>`],
    ['no pager', rows],
  ])('passes %s', (_name, html) => {
    expect(isScriptPager(html)).toBe(false);
  });

  it('leaves a list whose pager was read', () => {
    const html = `${rows}<a href="javascript:__doPostBack('p','2')">下一页</a>`;
    expect(needsBrowser(html, { rows: true, pager: true })).toBeUndefined();
  });
});

describe('an empty list filled by an external script', () => {
  const page = (tip: string) => `<html><body><h2>招标信息</h2><ul class="list"></ul>${tip}<script>window.LIST = { column: 'zbxx' };</script><script src="/js/list.js"></script></body></html>`;
  it('is a script list when the page shows a 加载更多 or loading line, not otherwise', () => {
    expect(isScriptList(page('<button class="more">加载更多</button>'))).toBe(true);
    expect(isScriptList(page('<div class="tip">下拉加载更多</div>'))).toBe(true);
    expect(isScriptList(page('<p>数据加载中...</p>'))).toBe(true);
    expect(isScriptList(page(''))).toBe(false);
    expect(isScriptList(page('<a href="/zbxx/more.html">查看更多招标信息</a>'))).toBe(false);
  });
});

describe('an empty list filled by JSONP (a script element with a callback in its URL)', () => {
  const shell = (script: string) => `<html><body><h2>招标公告</h2><ul id="list" class="news-list"></ul><div id="pages"></div><script>${script}</script></body></html>`;
  it('is a script list; an analytics loader beside an empty list is not', () => {
    expect(isScriptList(shell("function load(p) { var s = document.createElement('script'); s.src = '/api/list.do?col=zbgg&page=' + p + '&callback=renderList'; document.body.appendChild(s); } load(1);"))).toBe(true);
    expect(needsBrowser(shell("var s = document.createElement(\"script\"); s.src = 'http://api.a.edu.cn/news?jsoncallback=show';"))).toBe('script-list');
    expect(isScriptList(shell('var _hmt = _hmt || []; (function() { var hm = document.createElement("script"); hm.src = "https://hm.baidu.com/hm.js?abc"; var s = document.getElementsByTagName("script")[0]; s.parentNode.insertBefore(hm, s); })();'))).toBe(false);
  });
});

describe('a web component that draws the list (an empty custom element and its script)', () => {
  const shell = (body: string) => `<html><head><script src="/static/notice-list.js" defer></script></head><body><ul class="menu"><li><a href="/">首页</a></li></ul><h2>招标公告</h2>${body}</body></html>`;
  it('is a script list; a custom element with content of its own, or with no script, is not', () => {
    expect(needsBrowser(shell('<notice-list column="zbgg" page="1"></notice-list>'))).toBe('script-list');
    expect(isScriptList(shell('<notice-list column="zbgg"><a href="/zbgg/1.html">公告</a></notice-list>'))).toBe(false);
    expect(isScriptList('<html><body><h2>招标公告</h2><notice-list column="zbgg"></notice-list></body></html>')).toBe(false);
    expect(isScriptList(shell('<svg><font-face></font-face></svg>'))).toBe(false);
  });
});

describe('a Hanweb datastore whose records are in the page and whose script only turns its pages', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => `<record><![CDATA[<li><a href="/art/2026/11/${i + 1}/art_1102_${600 + i}.html">关于第${i + 1}期学术讲座安排的通知</a><span>2026-11-${String(i + 1).padStart(2, '0')}</span></li>]]></record>`).join('\n');
  const page = (records: string) => `<html><head><title>东陵要闻</title></head><body><h2>东陵要闻</h2><div id="51102"><script type="text/xml"><datastore><recordset>${records}</recordset></datastore></script><ul id="list_51102"></ul><div id="pager_51102"></div><script>function show(p) { fetch('/module/web/jpage/dataproxy.jsp?startrecord=' + p, { method: 'POST' }).then(function (r) { return r.text(); }); } show(1);</script></div></body></html>`;
  it('is no shell when a page of its rows is read as served; with no record in it, it is', () => {
    const url = 'http://www.dlu.edu.cn/col/col1102/index.html';
    const full = page(rows(20));
    expect(isScriptList(full)).toBe(true); // its pager script fetches
    expect(isScriptShell(fetched(url, full), readPage(fetched(url, full)))).toBe(false);
    const empty = page('');
    expect(isScriptShell(fetched(url, empty), readPage(fetched(url, empty)))).toBe(true);
  });
});

describe('static pages of the corpus', () => {
  const corpus = corpusPath('extraction');

  it.skipIf(!corpus.present)('are rarely taken for script shells (static first: a wrong guess costs one render)', () => {
    const pages = htmlFiles(corpus.path, /\.html?$/);
    const shells = pages.filter((path) => {
      const text = readFileSync(path, 'utf8');
      return isScriptList(text) && isScriptShell(fetched('http://example.cn/a.html', text), readPage(fetched('http://example.cn/a.html', text)));
    });
    expect(pages.length).toBeGreaterThan(100);
    expect(shells.length / pages.length).toBeLessThan(0.05);
  });
});
