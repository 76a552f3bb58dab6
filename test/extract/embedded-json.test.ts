/** Lists kept only in an app's embedded JSON state (Next.js, Vue/Redux initial state, Nuxt), read as rows. */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';

const read = (url: string, html: string) => extractPage(parseHtml(html), url, { scope: 'a.edu.cn' });
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i, title: `图书馆空调维保项目${i}招标公告`, publishTime: `2026-11-${10 + i} 09:00:00`, url: `/zbgg/${100 + i}.html` }));
const rowsOf = (page: ReturnType<typeof read>) => page.listRegions.flatMap((r) => r.linkIndexes.map((i) => page.links[i]!)).map((l) => [l.url, l.title, l.date]);

describe('embedded JSON lists', () => {
  it('reads __NEXT_DATA__ rows with their links and dates', () => {
    const data = JSON.stringify({ props: { pageProps: { list: items(4), nav: [{ name: '首页', url: '/' }] } } });
    const page = read('http://a.edu.cn/zbgg/', `<html><head><script id="__NEXT_DATA__" type="application/json">${data}</script></head><body><div id="__next"></div></body></html>`);
    expect(rowsOf(page)).toEqual(items(4).map((n) => [`http://a.edu.cn${n.url}`, n.title, n.publishTime.slice(0, 10)]));
  });

  it('reads a window.__INITIAL_STATE__ literal; a title with markup stays text', () => {
    const state = { list: [...items(2), { id: 9, title: '<img src=x onerror=alert(1)>物业服务项目招标公告', publishTime: '2026-11-01', url: '/zbgg/9.html' }] };
    const page = read('http://a.edu.cn/cg/', `<html><body><div id="app"></div><script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};var x = 1;</script></body></html>`);
    expect(page.links.map((l) => l.title)).toContain('<img src=x onerror=alert(1)>物业服务项目招标公告');
    expect(page.links.some((l) => l.url.includes('onerror'))).toBe(false);
    expect(rowsOf(page)).toHaveLength(3);
  });

  it('leaves rows without a link field, broken JSON and non-title arrays alone', () => {
    const noLink = { list: items(3).map(({ id, title }) => ({ id, title })) };
    const html = (code: string) => `<html><body><div id="app"></div><script>${code}</script></body></html>`;
    expect(read('http://a.edu.cn/x/', html(`window.__INITIAL_STATE__ = ${JSON.stringify(noLink)};`)).links).toEqual([]);
    expect(read('http://a.edu.cn/x/', html('window.__INITIAL_STATE__ = {"list": [1, 2,;')).links).toEqual([]);
    expect(read('http://a.edu.cn/x/', html('window.__NUXT__=(function(a){return {list:[a]}}("x"));')).links).toEqual([]);
  });

  it('reads Nuxt 2 function payloads: a JavaScript literal whose values are the call arguments', () => {
    const code = 'window.__NUXT__=(function(a,b,c){return {layout:"default",data:[{list:[{title:"图书馆空调维保项目招标公告",date:a,path:"\\u002Fzbgg\\u002F1.html"},{title:\'物业管理服务项目成交公告\',date:b,path:"/zbgg/2.html",top:void 0},{title:"网络交换机项目询价公告",date:b,path:"/zbgg/3.html"}],n:c}],serverRendered:true}}("2026-11-20","2026-11-18",-1.5e2));';
    const page = read('http://a.edu.cn/zbgg/', `<html><body><div id="__nuxt"></div><script>${code}</script></body></html>`);
    expect(rowsOf(page)).toEqual([
      ['http://a.edu.cn/zbgg/1.html', '图书馆空调维保项目招标公告', '2026-11-20'],
      ['http://a.edu.cn/zbgg/2.html', '物业管理服务项目成交公告', '2026-11-18'],
      ['http://a.edu.cn/zbgg/3.html', '网络交换机项目询价公告', '2026-11-18'],
    ]);
  });

  it('revives Nuxt 3 __NUXT_DATA__ (devalue: objects hold indexes) and reads epoch-ms dates in China time', () => {
    const flat = [['ShallowReactive', 1], { data: 2 }, ['Reactive', 3], { list: 4 }, [5, 8, 13], { title: 6, link: 7, publishTime: 11 }, '校园安防监控项目询价公告', '/cg/5.html', { title: 9, link: 10, publishTime: 12 }, '实验耗材项目中标结果公告', '/cg/6.html', Date.UTC(2026, 10, 19, 17), Date.UTC(2026, 10, 19, 15), { title: 14, link: 15, publishTime: 12 }, '门禁系统项目招标公告', '/cg/7.html'];
    const page = read('http://a.edu.cn/cg/', `<html><body><div id="__nuxt"></div><script type="application/json" id="__NUXT_DATA__" data-ssr="true">${JSON.stringify(flat)}</script></body></html>`);
    expect(rowsOf(page)).toEqual([
      ['http://a.edu.cn/cg/5.html', '校园安防监控项目询价公告', '2026-11-20'],
      ['http://a.edu.cn/cg/6.html', '实验耗材项目中标结果公告', '2026-11-19'],
      ['http://a.edu.cn/cg/7.html', '门禁系统项目招标公告', '2026-11-19'],
    ]);
  });

  it('gives the later pages of a list its state counts: a named list API, else the page with ?page=k; none without a count', () => {
    const next = (props: object) => `<html><head><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props } })}</script></head><body></body></html>`;
    expect(read('http://a.edu.cn/zbgg?x=1', next({ list: items(4), total: 10, pageSize: 4, pageNum: 1 })).pagerUrls).toEqual(['http://a.edu.cn/zbgg?x=1&page=2', 'http://a.edu.cn/zbgg?x=1&page=3']);
    // A count with no current page and no API (a home page's news total) pages nothing.
    expect(read('http://a.edu.cn/', next({ list: items(4), total: 10, pageSize: 4 })).pagerUrls).toBeUndefined();
    expect(read('http://a.edu.cn/zbgg', next({ list: items(4), totalPages: 3, current: 2 })).pagerUrls).toEqual(['http://a.edu.cn/zbgg?page=3']);
    expect(read('http://a.edu.cn/cg', next({ listApi: '/api/list?cat=2', size: 4, total: 9, data: { records: items(4) } })).pagerUrls).toEqual(['http://a.edu.cn/api/list?cat=2&page=2&size=4', 'http://a.edu.cn/api/list?cat=2&page=3&size=4']);
    expect(read('http://a.edu.cn/cg', next({ listApi: 'http://evil.example/api', total: 9, current: 1, list: items(4) })).pagerUrls).toEqual(['http://a.edu.cn/cg?page=2', 'http://a.edu.cn/cg?page=3']);
    expect(read('http://a.edu.cn/zbgg', next({ list: items(4) })).pagerUrls).toBeUndefined();
    expect(read('http://a.edu.cn/zbgg', next({ list: items(4), totalPages: 1e6, page: 1 })).pagerUrls).toHaveLength(50);
  });

  it('reads a JSON answer (a list API) as a list page', () => {
    const page = read('http://a.edu.cn/api/list?cat=2&page=2', JSON.stringify({ code: 0, data: { records: items(3), total: 3 } }));
    expect(rowsOf(page)).toHaveLength(3);
    expect(read('http://a.edu.cn/api/x', '{"code": 0, "list": [1, 2]}').links).toEqual([]);
    expect(read('http://a.edu.cn/api/x', '{"broken": [').links).toEqual([]);
  });
});
