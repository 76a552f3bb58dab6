/** Lists kept only in an app's embedded JSON state (Next.js, Vue/Redux initial state, Nuxt), read as rows. */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse.ts';

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
});
