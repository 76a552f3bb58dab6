/**
 * Pager widgets drawn from a settings object (lib/pager/read/widget-config.ts), in the forms their
 * documentation gives: layui laypage, jqPaginator, bootstrap-paginator, kkpager. Page URLs come
 * from the settings' own navigation; settings that name pages but no URL say so (`counted`), for
 * the browser to click through; nothing is guessed from other objects of the page.
 */
import { describe, expect, it } from 'vitest';
import { configPages } from '../../lib/pager/read/widget-config.ts';
import { readPage } from '../../lib/extract/read-page.ts';

const HERE = 'http://www.a.edu.cn/zbgg/list.jsp?page=2';
const resolve = (href: string) => new URL(href, HERE).href;
const pages = (script: string) => configPages([script], HERE, resolve);

describe('pager widgets\' settings', () => {
  it('layui laypage: count over limit, the jump callback\'s location with obj.curr', () => {
    const script = "layui.use('laypage', function () { var laypage = layui.laypage; laypage.render({ elem: 'pager', count: 53, limit: 12, curr: 2, jump: function (obj, first) { if (!first) { location.href = '/zbgg/list.jsp?page=' + obj.curr; } } }); });";
    expect(pages(script)).toEqual({ counted: true, urls: [1, 3, 4, 5].map((k) => `http://www.a.edu.cn/zbgg/list.jsp?page=${k}`) });
  });

  it('jqPaginator: totalPages, and onPageChange navigating with its page number', () => {
    const script = "$('#pagination').jqPaginator({ totalPages: 4, visiblePages: 10, currentPage: 1, onPageChange: function (num, type) { if (type === 'change') window.location.href = 'index_' + num + '.html'; } });";
    expect(pages(script).urls).toEqual([2, 3, 4].map((k) => `http://www.a.edu.cn/zbgg/index_${k}.html`));
  });

  it('bootstrap-paginator: a pageUrl function returning the URL, counts read from variables', () => {
    const script = "var total = 3; var now = 1; $('#pager').bootstrapPaginator({ currentPage: now, totalPages: total, pageUrl: function (type, page, current) { return '?page=' + page + '&col=5'; } });";
    expect(pages(script).urls).toEqual([2, 3].map((k) => `http://www.a.edu.cn/zbgg/list.jsp?page=${k}&col=5`));
  });

  it('kkpager: getLink built from the settings\' own strings', () => {
    const script = "kkpager.generPageHtml({ pno: 1, total: 3, totalRecords: 30, hrefFormer: 'list', hrefLatter: '.htm', getLink: function (n) { return this.hrefFormer + '_' + n + this.hrefLatter; } });";
    expect(pages(script).urls).toEqual([2, 3].map((k) => `http://www.a.edu.cn/zbgg/list_${k}.htm`));
  });

  it('says a count with no URL it can read (a click-only widget), and reads nothing from other objects', () => {
    expect(pages("laypage.render({ elem: 'pager', count: 53, limit: 12, jump: function (obj) { loadRows(obj.curr); } });")).toEqual({ urls: [], counted: true });
    expect(pages("var swiper = new Swiper('.banner', { loop: true, autoplay: { delay: 3000 }, pagination: { el: '.dots' } }); var chart = { total: 8, data: [] };")).toEqual({ urls: [], counted: false });
    // A navigation on something other than the page argument (a search box) is no page URL.
    expect(pages("laypage.render({ count: 40, limit: 10, jump: function (obj) { location.href = '/search.jsp?q=' + keyword; } });").urls).toEqual([]);
  });
});

describe('a list page whose pager is only a widget\'s empty box', () => {
  const rows = Array.from({ length: 12 }, (_, i) => `<li><a href="/zbgg/content.jsp?id=${900 - i}">实验室设备采购项目第${i + 1}包公开招标公告</a><span>2026-11-${String(20 - i).padStart(2, '0')}</span></li>`).join('');
  const page = (pagerScript: string) => readPage({
    requestedUrl: 'http://www.a.edu.cn/zbgg/list.jsp', url: 'http://www.a.edu.cn/zbgg/list.jsp', status: 200, headers: {}, notModified: false, charset: 'utf-8', truncated: false, redirects: [], validators: {},
    text: `<html><body><ul class="list">${rows}</ul><div id="pager"></div><script src="/static/layui/lay.js"></script><script>${pagerScript}</script></body></html>`,
  }, { scope: 'a.edu.cn' });

  it('has its later pages as pager URLs', () => {
    const read = page("laypage.render({ elem: 'pager', count: 30, limit: 12, curr: 1, jump: function (obj, first) { if (!first) location.href = '/zbgg/list.jsp?page=' + obj.curr; } });");
    expect(read.pagerUrls).toEqual(['http://www.a.edu.cn/zbgg/list.jsp?page=2', 'http://www.a.edu.cn/zbgg/list.jsp?page=3']);
    expect(read.needsBrowser).toBeUndefined();
  });

  it('is handed to a browser when the widget only loads rows in place', () => {
    const read = page("laypage.render({ elem: 'pager', count: 30, limit: 12, jump: function (obj) { loadRows(obj.curr); } });");
    expect(read.pagerUrls).toBeUndefined();
    expect(read.needsBrowser).toBe('js-pager');
  });
});
