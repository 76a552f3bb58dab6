/**
 * Script pagers that are not links, and pager functions kept in an external script (extract level;
 * the crawl over such sites served on 127.0.0.1 is test/crawl/shapes9.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../lib/extract/read-page.ts';
import type { FetchedPage } from '../../lib/types/page.ts';

const read = (url: string, body: string, pagerScripts?: string[]) => {
  const fetched: FetchedPage = { requestedUrl: url, url, status: 200, headers: {}, notModified: false, text: body, charset: 'utf-8', truncated: false, redirects: [], validators: {} };
  return readPage(fetched, { scope: url, ...(pagerScripts ? { pagerScripts } : {}) });
};
const list = (pager: string, head = '') => `<!doctype html><html><head><meta charset="utf-8"><title>招标公告</title>${head}</head><body>
<ul>${Array.from({ length: 6 }, (_, i) => `<li><a href="/info/${i + 1}.html">实验室设备采购项目${i + 1}招标公告</a><span>2026-11-0${i + 1}</span></li>`).join('')}</ul>${pager}</body></html>`;
const EXTERNAL = `var PAGE_TPL = 'list_5_{n}.html';
function goPage(n) { window.location.href = PAGE_TPL.replace('{n}', n); }
function toPage(n) { location.href = location.pathname + '?page=' + n; }`;

describe('pager controls that are not links', () => {
  it.each([
    ['a page <select> calling a function', '<div>第1页/共4页 <select onchange="goPage(this.value)"><option value="1" selected>第1页</option><option value="2">第2页</option><option value="3">第3页</option></select></div>'],
    ['<span data-page> elements', '<div class="pagination" data-cur="1"><span data-page="1" class="active">1</span><span data-page="2">2</span><span data-page="next">下一页</span></div>'],
    ['<li data-page> elements', '<ul class="pagination"><li data-page="2">2</li><li data-page="3">3</li></ul>'],
    ['a page box with a GO button', '<div>第1/5页 跳转到 <input type="text" id="pageNo" value="1"> 页 <button type="button" onclick="jumpPage()">GO</button></div>'],
    ['a 加载更多 button a listener turns (a cursor, no URL)', '<div class="more"><button type="button" id="loadMore" data-cursor="eyJjIjoiemJnZyJ9">加载更多</button></div>'],
    ['a 查看更多 link to script', '<a href="javascript:void(0)" class="more">查看更多 &gt;&gt;</a>'],
    ['a load more input button', '<input type="button" value="Load more" id="more">'],
  ])('%s: the list needs a browser, and names its same-host external scripts', (_, pager) => {
    const page = read('http://www.a.edu.cn/zbgg/', list(pager, '<script src="/js/page.js"></script><script src="http://cdn.other.com/jquery.js"></script>'));
    expect(page.needsBrowser).toBe('js-pager');
    expect(page.pagerScripts).toEqual(['http://www.a.edu.cn/js/page.js']);
  });

  it('leaves alone a 查看更多 link to a page, a one-element data-page, a select of words, and a GO box with no page count', () => {
    for (const pager of ['<a href="/zbgg/list.html">查看更多</a>', '<span data-page="2">2</span>', '<select onchange="go(this.value)"><option value="a">学院</option><option value="b">部门</option></select>', '<div><input type="text"> <button onclick="search()">GO</button></div>']) {
      expect(read('http://www.a.edu.cn/zbgg/', list(pager)).needsBrowser, pager).toBeUndefined();
    }
  });
});

describe('a pager function in an external script', () => {
  it("reads TPL.replace('{n}', n) and location.pathname + '?page=' + n templates once the script's code is given", () => {
    const anchors = '<div><a href="javascript:goPage(2)">2</a> <a href="javascript:goPage(3)">3</a> <a href="javascript:goPage(2)">下一页</a></div>';
    expect(read('http://www.a.edu.cn/zbgg/', list(anchors)).needsBrowser).toBe('js-pager');
    const page = read('http://www.a.edu.cn/zbgg/', list(anchors), [EXTERNAL]);
    expect(page.needsBrowser).toBeUndefined();
    expect(page.links.map((l) => l.url)).toEqual(expect.arrayContaining(['http://www.a.edu.cn/zbgg/list_5_2.html', 'http://www.a.edu.cn/zbgg/list_5_3.html']));
    const onclick = read('http://www.a.edu.cn/tzgg/', list('<div><a href="javascript:void(0)" onclick="toPage(2)">2</a><a href="javascript:void(0)" onclick="toPage(3)">3</a></div>'), [EXTERNAL]);
    expect(onclick.links.map((l) => l.url)).toEqual(expect.arrayContaining(['http://www.a.edu.cn/tzgg/?page=2', 'http://www.a.edu.cn/tzgg/?page=3']));
  });

  it('turns a page <select> calling the function into the pages it offers, but the one shown and page 1', () => {
    const page = read('http://www.a.edu.cn/zbgg/', list('<select onchange="goPage(this.value)"><option value="1" selected>第1页</option><option value="2">第2页</option><option value="3">第3页</option></select>'), [EXTERNAL]);
    expect(page.pagerUrls).toEqual(['http://www.a.edu.cn/zbgg/list_5_2.html', 'http://www.a.edu.cn/zbgg/list_5_3.html']);
    expect(page.needsBrowser).toBeUndefined();
  });
});
