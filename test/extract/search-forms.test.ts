/**
 * A search form as a platform's menu (lib/extract/search-forms.ts): a GET form whose select names
 * kinds of notice leads, option by option, to the page a reader gets by choosing it and pressing 查询
 * with the keyword left empty; those addresses are links of the page, named by the option. A form
 * that posts, logs in or searches news is no menu.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../lib/extract/read-page.ts';

const URL = 'http://www.fxu.edu.cn/cgpt/search.jsp';
const read = (body: string) => {
  const text = `<!doctype html><html><head><meta charset="utf-8"><title>采购信息查询</title></head><body>${body}<p>请输入查询条件</p></body></html>`;
  return readPage({ requestedUrl: URL, url: URL, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} }, { scope: 'fxu.edu.cn' });
};
const SELECT = '<select name="type"><option value="zbgg" selected>招标公告</option><option value="zbjg">中标公告</option><option value="all">全部</option></select>';
const links = (body: string) => read(body).links.map((l) => [l.url, l.text]);

describe('a search form whose select names kinds of notice', () => {
  it('leads to one address per kind, the keyword empty and the other fields as the page holds them', () => {
    expect(links(`<form method="get" action="/cgpt/search.jsp"><input name="kw" value=""><input type="hidden" name="site" value="cg">${SELECT}<input type="submit" value="查询"></form>`)).toEqual([
      ['http://www.fxu.edu.cn/cgpt/search.jsp?kw=&site=cg&type=zbgg', '招标公告'],
      ['http://www.fxu.edu.cn/cgpt/search.jsp?kw=&site=cg&type=zbjg', '中标公告'],
    ]);
  });

  it('reads no form that posts, asks a password, or searches other things', () => {
    expect(links(`<form method="post" action="/cgpt/search.jsp"><input name="kw">${SELECT}</form>`)).toEqual([]);
    expect(links(`<form action="/login.jsp"><input name="user"><input type="password" name="pw">${SELECT}</form>`)).toEqual([]);
    expect(links('<form action="/search.jsp"><input name="q"><select name="scope"><option>全站</option><option>新闻</option><option>通知</option></select></form>')).toEqual([]);
  });
});
