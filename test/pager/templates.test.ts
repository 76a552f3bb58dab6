/**
 * Reading list shapes the crawler has not met, without a browser: script pagers, jump forms,
 * Hanweb datastores, frames, <base href>, dates in any common Chinese form (extract level; the
 * crawl over such pages served on 127.0.0.1 is test/crawl/reach.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../lib/extract/read-page.ts';
import type { FetchedPage } from '../../lib/types/page.ts';

const read = (url: string, body: string, today?: string) => {
  const fetched: FetchedPage = { requestedUrl: url, url, status: 200, headers: {}, notModified: false, text: body, charset: 'utf-8', truncated: false, redirects: [], validators: {} };
  return readPage(fetched, { scope: url, ...(today ? { today } : {}) });
};
const html = (body: string, head = '') => `<!doctype html><html><head><meta charset="utf-8"><title>招标公告</title>${head}</head><body>${body}</body></html>`;
const rows = (n: number, row: (i: number) => string) => Array.from({ length: n }, (_, i) => row(i + 1)).join('');

describe('script pagers', () => {
  it('reads page URLs from a function that builds them (href="javascript:…" and onclick)', () => {
    const page = read('http://a.edu.cn/zb/list.jsp', html(`
      <ul>${rows(5, (i) => `<li><a href="show.jsp?id=${i}">实验室设备采购项目${i}招标公告</a><span>2024-10-0${i}</span></li>`)}</ul>
      <div class="pg"><a href="javascript:goPage(2)">2</a> <a href="#" onclick="goPage(3);return false;">3</a> <span onclick="turnPage(4)">下一页</span></div>
      <script>var base = 'list.jsp?page=';
      function goPage(n) { if (n < 1) return; window.location.href = base + n; }
      function turnPage(p){ var url = 'index_' + p + '.htm'; location = url; }</script>`));
    const urls = page.links.map((l) => l.url);
    expect(urls).toContain('http://a.edu.cn/zb/list.jsp?page=2');
    expect(urls).toContain('http://a.edu.cn/zb/list.jsp?page=3');
    expect(page.pagerUrls).toEqual(['http://a.edu.cn/zb/index_4.htm']);
    expect(page.needsBrowser).toBeUndefined();
  });

  it('reads rows whose link opens its page by script (window.open, location.href)', () => {
    const page = read('http://a.edu.cn/zb/list.htm', html(`<ul>
      <li><a href="javascript:void(0)" onclick="window.open('show.jsp?id=1')">图书采购项目公开招标公告</a> 2024-10-01</li>
      <li><a href="#" onclick="location.href='show.jsp?id=2';return false;">家具采购项目询价公告</a> 2024-10-02</li>
      <li><a href="javascript:window.open('show.jsp?id=' + 3)">空调采购项目招标公告</a> 2024-10-03</li></ul>`));
    expect(page.links.map((l) => l.url)).toEqual([1, 2, 3].map((i) => `http://a.edu.cn/zb/show.jsp?id=${i}`));
  });

  it('turns a GET jump-to-page form into page URLs, up to the count the pager shows', () => {
    const page = read('http://a.edu.cn/news/list.asp?col=7', html(`
      <table>${rows(5, (i) => `<tr><td><a href="v.asp?id=${i}">物业服务采购项目${i}询价公告</a></td><td>2024-09-1${i}</td></tr>`)}</table>
      <form action="list.asp" method="get">共 4 页 <input type="hidden" name="col" value="7">第<input type="text" name="page" value="1">页 <input type="submit" value="GO"></form>`));
    expect(page.pagerUrls).toEqual([2, 3, 4].map((n) => `http://a.edu.cn/news/list.asp?col=7&page=${n}`));
    // On the last page: no page after it; with no count shown: the next one.
    const form = (value: number, count: string) => html(`<form>${count}<input name="pn" value="${value}"></form>`);
    expect(read('http://a.edu.cn/l.php?c=1', form(4, '共 4 页')).pagerUrls).toBeUndefined();
    expect(read('http://a.edu.cn/l.php?c=1', form(4, '')).pagerUrls).toEqual(['http://a.edu.cn/l.php?pn=5']);
  });

  it('reads the pages of a TRS createPageHTML pager from its inline call', () => {
    const list = (call: string) => read('http://a.edu.cn/xxgk/tzgg/index_1.html', html(`<ul>${rows(5, (i) => `<li><a href="./t2024_${i}.html">图书采购项目${i}公开招标公告</a> 2024-08-0${i}</li>`)}</ul><script>${call}</script>`));
    expect(list('var countPage = 4; var currentPage = 1; createPageHTML(countPage, currentPage, "index", "html");').pagerUrls).toEqual([
      'http://a.edu.cn/xxgk/tzgg/index_2.html',
      'http://a.edu.cn/xxgk/tzgg/index_3.html',
    ]);
    expect(list("createPageHTML(3, 0, 'index', 'shtml');").pagerUrls).toEqual(['http://a.edu.cn/xxgk/tzgg/index_1.shtml', 'http://a.edu.cn/xxgk/tzgg/index_2.shtml']);
  });

  it('reads an ASP.NET postback pager as POSTs of its form; one posting elsewhere still needs a browser', () => {
    const aspx = (action: string) => read('http://a.edu.cn/zb.aspx?c=1', html(`<form method="post" action="${action}"><input type="hidden" name="__VIEWSTATE" value="abc">
      <input type="hidden" name="__EVENTTARGET" value=""><input type="submit" name="go" value="搜索"><input type="checkbox" name="off">
      <ul>${rows(5, (i) => `<li><a href="d.aspx?id=${i}">图书采购项目${i}公开招标公告</a> 2024-08-0${i}</li>`)}</ul>
      <span>1</span><a href="javascript:__doPostBack('GridView1','Page$2')">2</a><a href="javascript:__doPostBack('GridView1','Page$3')">3</a>
      <a href="javascript:__doPostBack('GridView1','Page$Next')">下一页</a></form>`));
    const page = aspx('./zb.aspx?c=1');
    expect(page.needsBrowser).toBeUndefined();
    // 下一页 on page 1 is page 2, which its number already posts for: one key.
    expect(page.postbacks?.map((p) => p.key)).toEqual([
      'http://a.edu.cn/zb.aspx?c=1&__tr_postback=GridView1~Page%242',
      'http://a.edu.cn/zb.aspx?c=1&__tr_postback=GridView1~Page%243',
    ]);
    expect(page.postbacks![0]!.fields).toEqual([['__EVENTTARGET', 'GridView1'], ['__EVENTARGUMENT', 'Page$2'], ['__VIEWSTATE', 'abc']]);
    expect(page.pagerUrls).toEqual(page.postbacks!.map((p) => p.key));
    expect(aspx('http://b.edu.cn/zb.aspx').needsBrowser).toBe('js-pager');
    expect(read('http://a.edu.cn/x.htm', html('<p>一页普通的页面。</p>')).needsBrowser).toBeUndefined();
  });

  it('names the page a relative postback leads to from the page the pager shows, so each page has one key', () => {
    const keys = (pager: string, viewState = 'abc') =>
      read('http://a.edu.cn/zb.aspx', html(`<form method="post" action="./zb.aspx"><input type="hidden" name="__VIEWSTATE" value="${viewState}">
        <table>${rows(5, (i) => `<tr><td><a href="d.aspx?id=${i}">图书采购项目${i}公开招标公告</a></td><td>2024-08-0${i}</td></tr>`)}</table>
        <table><tr>${pager}</tr></table></form>`)).postbacks?.map((p) => decodeURIComponent(p.key.replace(/^.*__tr_postback=/, '')));
    const link = (arg: string, text: string | number) => `<td><a href="javascript:__doPostBack('GridView1','${arg}')">${text}</a></td>`;
    const numbered = (current: number, shown: number[]) => shown.map((k) => (k === current ? `<td><span>${k}</span></td>` : link(`Page$${k}`, k))).join('');
    // Page 3 of a pager showing 1–5, then 下一页 and 尾页: the numbers' pages, and next and last are among them.
    expect(keys(`${link('Page$First', '首页')}${numbered(3, [1, 2, 3, 4, 5])}${link('Page$Next', '下一页')}${link('Page$Last', '尾页')}`)).toEqual(['GridView1~Page$4', 'GridView1~Page$5']);
    // The same pager on page 5 of 9, whose window shows 1–5: 下一页 is page 6, named as its number would be.
    expect(keys(`${numbered(5, [1, 2, 3, 4, 5])}${link('Page$Next', '下一页')}${link('Page$Last', '尾页')}`)).toEqual(['GridView1~Page$6']);
    // The key does not change with the view state: page 6 posted for once, whichever page led there.
    expect(keys(`${numbered(5, [1, 2, 3, 4, 5])}${link('Page$Next', '下一页')}`, 'other')).toEqual(['GridView1~Page$6']);
    // No number shown (下一页 and 尾页 only): the page cannot be told, so the view state tells the keys apart.
    const bare = keys(`${link('Page$Next', '下一页')}${link('Page$Last', '尾页')}`);
    expect(bare).toHaveLength(2);
    expect(bare![0]).toMatch(/^GridView1~Page\$Next@[0-9a-f]+$/);
    expect(keys(`${link('Page$Next', '下一页')}`, 'other')![0]).not.toBe(bare![0]);
  });

  it('guesses the later pages of a pager an external script draws from a page count', () => {
    const list = (url: string, call: string) => read(url, html(`<ul>${rows(5, (i) => `<li><a href="./t${i}.html">图书采购项目${i}公开招标公告</a> 2024-08-0${i}</li>`)}</ul><div id="pager"></div><script>${call}</script>`)).pagerUrls;
    expect(list('http://a.edu.cn/a/zb/list_12_1.html', 'var totalPage = 3; var curPage = 1;\ncreatePage(curPage, totalPage, "pager");')).toEqual(['http://a.edu.cn/a/zb/list_12_2.html', 'http://a.edu.cn/a/zb/list_12_3.html']);
    expect(list('http://a.edu.cn/zb/index.html', 'var countPage = 3; var currentPage = 0;\nsetPage(countPage, currentPage, "index", "html");')).toEqual(['http://a.edu.cn/zb/index_1.html', 'http://a.edu.cn/zb/index_2.html']);
    expect(list('http://a.edu.cn/zb/index_1.html', 'var countPage = 3; var currentPage = 1;\nsetPage(countPage, currentPage, "index", "html");')).toEqual(['http://a.edu.cn/zb/index_2.html']);
    expect(list('http://a.edu.cn/list.php?catid=7', 'var pages = 3, page = 1;\ngoPage(page, pages);')).toEqual(['http://a.edu.cn/list.php?catid=7&page=2', 'http://a.edu.cn/list.php?catid=7&page=3']);
    // No count read, or a static page with no pattern: nothing guessed.
    expect(list('http://a.edu.cn/list.php?catid=7', 'goPage(page, pages);')).toBeUndefined();
    expect(list('http://a.edu.cn/zb/tz.html', 'var totalPage = 3, curPage = 1; createPage(curPage, totalPage);')).toBeUndefined();
  });

  it('reads a pager an inline script writes itself with document.write, from the count and page it assigns', () => {
    const list = (url: string, code: string) => read(url, html(`<ul>${rows(5, (i) => `<li><a href="./t${i}.html">图书采购项目${i}公开招标公告</a> 2024-08-0${i}</li>`)}</ul><script>${code}</script>`)).pagerUrls;
    const writes = `for (var i = 1; i <= totalpage; i++) { if (i == thispage) document.write("<b>" + i + "</b>"); else document.write("<a href='list_9_" + i + ".html'>" + i + "</a>"); }`;
    expect(list('http://a.edu.cn/a/cg/list_9_2.html', `var totalpage = 4, thispage = 2;\n${writes}`)).toEqual(['http://a.edu.cn/a/cg/list_9_3.html', 'http://a.edu.cn/a/cg/list_9_4.html']);
    // No count assigned, or a script that writes no link: nothing guessed.
    expect(list('http://a.edu.cn/a/cg/list_9_2.html', `var thispage = 2;\n${writes}`)).toBeUndefined();
    expect(list('http://a.edu.cn/a/cg/list_9_2.html', 'var totalpage = 4, thispage = 2; document.write("<b>" + thispage + "</b>");')).toBeUndefined();
  });

  it('says a list whose pager runs script it cannot read needs a browser; a one-page list does not', () => {
    const list = (pager: string) => html(`<ul>${rows(5, (i) => `<li><a href="d.htm?id=${i}">图书采购项目${i}公开招标公告</a> 2024-08-0${i}</li>`)}</ul>${pager}<script>function nextPage(){ $.post('/ajax/list', { p: cur + 1 }, render); }</script>`);
    expect(read('http://a.edu.cn/zb.htm', list('<a href="javascript:void(0)" onclick="nextPage()">下一页</a>')).needsBrowser).toBe('js-pager');
    expect(read('http://a.edu.cn/zb.htm', list('<a href="javascript:;">1</a>')).needsBrowser).toBeUndefined();
    expect(read('http://a.edu.cn/zb.htm', list('<a href="list_2.htm">2</a> <a href="javascript:;">下一页</a>')).needsBrowser).toBeUndefined();
  });
});

describe('Hanweb datastore', () => {
  const store = (from: number, n: number) => rows(n, (i) => `<record><![CDATA[<li><a href="/art/2024/10/${from + i}/art_1_${from + i}.html" title="校园绿化工程项目${from + i}竞争性磋商公告">校园绿化工程项目${from + i}竞争性磋商公告</a><span>2024-10-${String(((from + i) % 28) + 1).padStart(2, '0')}</span></li>]]></record>`);
  it('reads the rows inside <script type="text/xml"> and the dataproxy.jsp groups as pages', () => {
    const page = read('http://www.b.edu.cn/col/col12/index.html', html(`<div id="4411"><script type="text/xml"><datastore>
      <nextgroup><![CDATA[<a href="/module/web/jpage/dataproxy.jsp?page=1&appid=1&webid=3&path=/&columnid=12&unitid=4411&webname=x&permissiontype=0"></a>]]></nextgroup>
      <recordset>${store(0, 6)}</recordset></datastore></script></div>
      <script>$(document).ready(function(){ $('#4411').jpage({ dataStore: dataStore, perPage: 6, totalRecord: 20, proxyUrl: '/module/web/jpage/dataproxy.jsp', groupSize: 1 }); });</script>`));
    const rowLinks = page.links.filter((l) => l.url.includes('/art/'));
    expect(rowLinks).toHaveLength(6);
    expect(rowLinks[0]!.date).toBe('2024-10-02');
    expect(page.listRegions.some((r) => r.linkIndexes.length === 6)).toBe(true);
    expect(page.pagerUrls).toEqual([
      'http://www.b.edu.cn/module/web/jpage/dataproxy.jsp?startrecord=7&endrecord=12&perpage=6&appid=1&webid=3&path=/&columnid=12&unitid=4411&webname=x&permissiontype=0',
      'http://www.b.edu.cn/module/web/jpage/dataproxy.jsp?startrecord=13&endrecord=18&perpage=6&appid=1&webid=3&path=/&columnid=12&unitid=4411&webname=x&permissiontype=0',
      'http://www.b.edu.cn/module/web/jpage/dataproxy.jsp?startrecord=19&endrecord=20&perpage=6&appid=1&webid=3&path=/&columnid=12&unitid=4411&webname=x&permissiontype=0',
    ]);
  });

  it('reads a dataproxy.jsp answer (XML, rows in CDATA) as rows', () => {
    const url = 'http://www.b.edu.cn/module/web/jpage/dataproxy.jsp?startrecord=7&endrecord=12&perpage=6&columnid=12';
    const page = read(url, `<?xml version="1.0" encoding="utf-8"?><datastore><recordset>${store(6, 6)}</recordset></datastore>`);
    expect(page.links.filter((l) => l.url.includes('/art/'))).toHaveLength(6);
    expect(page.listRegions[0]!.linkIndexes).toHaveLength(6);
  });
});

describe('frames and <base href>', () => {
  it('lists in-scope iframe and frame documents, not the page itself nor other sites', () => {
    const page = read('http://www.c.edu.cn/zbcg/index.htm', `<html><frameset><frame src="left.htm"><frame src="list.htm"><frame src="index.htm"><frame src="http://other.com/x.htm"></frameset></html>`);
    expect(page.frames).toEqual(['http://www.c.edu.cn/zbcg/left.htm', 'http://www.c.edu.cn/zbcg/list.htm']);
    expect(read('http://www.c.edu.cn/a.htm', html('<iframe src="/cms/list.jsp?c=1"></iframe>')).frames).toEqual(['http://www.c.edu.cn/cms/list.jsp?c=1']);
  });

  it('resolves links against <base href>', () => {
    const page = read('http://www.c.edu.cn/a/b/list.htm', html('<a href="info/1.htm">招标公告</a>', '<base href="http://www.c.edu.cn/cms/">'));
    expect(page.links[0]!.url).toBe('http://www.c.edu.cn/cms/info/1.htm');
  });
});

describe('row dates', () => {
  const list = (date: (i: number) => string, title = '招标公告') => html(`<h2>${title}</h2><ul>${rows(4, (i) => `<li><a href="/i/${i}.htm">学生公寓维修工程项目${i}招标公告</a> ${date(i)}</li>`)}</ul>`);
  it.each([
    ['2024年10月1日', (i: number) => `2024年10月${i}日`],
    ['2024年10月1', (i: number) => `2024年10月${i}`],
    ['2024/10/1', (i: number) => `2024/10/${i}`],
    ['2024.10.01', (i: number) => `2024.10.0${i}`],
    ['2024-10-1', (i: number) => `2024-10-${i}`],
  ])('reads %s', (_, date) => {
    expect(read('http://d.edu.cn/l.htm', list(date)).links.map((l) => l.date)).toEqual(['2024-10-01', '2024-10-02', '2024-10-03', '2024-10-04']);
  });

  it('gives a month-day row the year the page names, else the nearest past date as of the crawl', () => {
    expect(read('http://d.edu.cn/l.htm', list((i) => `[10-0${i}]`, '2023年招标公告')).links[0]!.date).toBe('2023-10-01');
    // On 2024-10-02, "10月1日" is this year's, "10月3日" last year's.
    const page = read('http://d.edu.cn/l.htm', list((i) => `10月${i}日`), '2024-10-02');
    expect(page.links.map((l) => l.date)).toEqual(['2024-10-01', '2024-10-02', '2023-10-03', '2023-10-04']);
    expect(read('http://d.edu.cn/l.htm', list((i) => `10-0${i}`), '2025-01-05').links[3]!.date).toBe('2024-10-04');
  });
});

describe('a frame whose address an inline script sets', () => {
  const shell = (script: string, frame = '<iframe id="listFrame" name="listFrame" frameborder="0"></iframe>') => html(`<h2>招标采购</h2>${frame}<script>${script}</script>`);
  it('reads the address from string literals and the script\'s own variables', () => {
    const page = read('http://www.a.edu.cn/zbcg/index.html', shell("(function () { var col = 'zbcg'; document.getElementById('listFrame').src = '/cms/' + 'frame.jsp?col=' + col + '&page=1'; })();"));
    expect(page.frames).toEqual(['http://www.a.edu.cn/cms/frame.jsp?col=zbcg&page=1']);
    expect(page.scriptFrame).toBeUndefined();
    expect(read('http://www.a.edu.cn/zbcg/', shell("var f = document.getElementById('listFrame'); var base = '/list/'; f.src = base + 'zbcg_1.html';")).frames).toEqual(['http://www.a.edu.cn/list/zbcg_1.html']);
    expect(read('http://www.a.edu.cn/zbcg/', shell("$('#listFrame').attr('src', 'frame.jsp?page=1');")).frames).toEqual(['http://www.a.edu.cn/zbcg/frame.jsp?page=1']);
    expect(read('http://www.a.edu.cn/zbcg/', shell("window.frames['listFrame'].location = 'frame.jsp?page=1';")).frames).toEqual(['http://www.a.edu.cn/zbcg/frame.jsp?page=1']);
  });

  it('marks a frame whose address the script computes past reading; leaves an image\'s src and a framed page alone', () => {
    const computed = read('http://www.a.edu.cn/zbcg/', shell("document.getElementById('listFrame').src = location.search.slice(1) || getCol();"));
    expect(computed.frames).toBeUndefined();
    expect(computed.scriptFrame).toBe(true);
    expect(read('http://www.a.edu.cn/zbcg/', shell("document.getElementById('logo').src = '/img/logo.png';")).frames).toBeUndefined();
    expect(read('http://www.a.edu.cn/zbcg/', shell('', '<iframe src="/cms/list.html"></iframe>')).frames).toEqual(['http://www.a.edu.cn/cms/list.html']);
  });
});

describe('rows that open only by a call the static read cannot follow', () => {
  const list = (row: (i: number) => string, script = '') => html(`<h2>招标公告</h2><ul class="news-list">${rows(12, row)}</ul>
    <div class="pages"><a href="list_2.html">2</a> <a href="list_2.html">下一页</a></div>${script}`, '<script src="/js/notice.js"></script>');
  it('counts them: an onclick on the row, or a javascript: link, calling a function that POSTs the id', () => {
    const li = read('http://www.a.edu.cn/zbgg/list.html', list((i) => `<li class="item" onclick="viewNotice(${2140 + i})"><span class="tit">实验室设备采购项目${i}招标公告</span><span class="time">2026-11-${10 + i}</span></li>`));
    expect(li.clickRows).toBe(12);
    expect(li.pagerScripts).toEqual(['http://www.a.edu.cn/js/notice.js']);
    const post = 'function viewNotice(id) { var x = new XMLHttpRequest(); x.open("POST", "/api/notice/url.do"); x.onload = function () { window.location.href = JSON.parse(x.responseText).url; }; x.send("id=" + id); }';
    expect(read('http://www.a.edu.cn/zbgg/list.html', list((i) => `<li><a href="javascript:show('n${i}')">实验室设备采购项目${i}招标公告</a></li>`, `<script>${post.replace('viewNotice', 'show')}</script>`)).clickRows).toBe(12);
  });

  it('leaves rows whose function builds a readable address, and a pager of calls, alone', () => {
    const readable = read('http://www.a.edu.cn/zbgg/list.html', list((i) => `<li onclick="viewNotice(${i})">实验室设备采购项目${i}招标公告</li>`, "<script>function viewNotice(id) { location.href = 'detail.jsp?id=' + id; }</script>"));
    expect(readable.clickRows).toBeUndefined();
    const pager = read('http://www.a.edu.cn/zbgg/list.html', html(`<ul>${rows(5, (i) => `<li><a href="d${i}.html">实验室设备采购项目${i}招标公告</a></li>`)}</ul>${rows(5, (i) => `<a href="javascript:goPage(${i})">${i}</a>`)}`));
    expect(pager.clickRows).toBeUndefined();
  });
});
