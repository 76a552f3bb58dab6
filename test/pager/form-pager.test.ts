/**
 * Form pagers read without a browser (lib/pager/read/form-pager.ts): a page function that sets a form
 * field to its argument and submits the form (JSP `goPage(n)`, jQuery `.val(n)` + `.submit()`, a
 * form held in a variable) gives the later pages as POSTs of that form, keyed like WebForms
 * postbacks, with the form's other fields as the page holds them; a GET form gives URLs. The crawl
 * over such a list served on 127.0.0.1 is test/crawl/shapes18-post-pager.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../lib/extract/read-page.ts';
import type { FetchedPage } from '../../lib/types/page.ts';

const read = (url: string, body: string, pagerScripts?: string[]) => {
  const fetched: FetchedPage = { requestedUrl: url, url, status: 200, headers: {}, notModified: false, text: body, charset: 'utf-8', truncated: false, redirects: [], validators: {} };
  return readPage(fetched, { scope: url, ...(pagerScripts ? { pagerScripts } : {}) });
};
const rows = Array.from({ length: 6 }, (_, i) => `<tr><td><a href="detail.jsp?id=${i + 1}">实验室设备采购项目${i + 1}招标公告</a></td><td>2026-11-0${i + 1}</td></tr>`).join('');
/** A JSP list: breadcrumb (首页 > 招标采购), rows, a POST form with hidden fields and a goPage pager, `code` as the page function. */
const jsp = (code: string, { page = 1, pages = 4, form = '<form name="pageForm" id="pageForm" method="post" action="list.jsp">', script = true } = {}) => {
  const link = (n: number, text = String(n)) => `<a href="javascript:goPage(${n})">${text}</a>`;
  const numbers = Array.from({ length: pages }, (_, i) => (i + 1 === page ? `<span>${page}</span>` : link(i + 1))).join(' ');
  return `<!doctype html><html><head><meta charset="utf-8"><title>招标采购</title></head><body>
    <div class="location">当前位置：<a href="/">首页</a> &gt; <a href="/zbcg/list.jsp">招标采购</a></div>
    <table class="list">${rows}</table>
    ${form}<input type="hidden" name="pageNo" id="pageNo" value="${page}"><input type="hidden" name="pageSize" value="12">
    <input type="hidden" name="kw" value="设备 采购">
    <div>共${pages * 12}条记录 第${page}/${pages}页 ${page > 1 ? link(1, '首页') + link(page - 1, '上一页') : '<span>首页</span>'} ${numbers}
    ${page < pages ? link(page + 1, '下一页') + link(pages, '尾页') : ''}</div>
    跳转到第<input type="text" name="jumpNo" size="2">页 <input type="button" value="GO" onclick="goPage(document.pageForm.jumpNo.value)"></form>
    ${script ? `<script>${code}</script>` : ''}</body></html>`;
};
const keys = (page: ReturnType<typeof read>) => page.postbacks?.map((p) => p.key);
const URL = 'http://a.edu.cn/zbcg/list.jsp';

describe('form pagers', () => {
  it('reads a JSP goPage(n) that sets document.pageForm.pageNo and submits: POSTs of the form, every field as the page holds it', () => {
    const page = read(URL, jsp('function goPage(n) { var total = 4; n = parseInt(n, 10); if (isNaN(n) || n < 1 || n > total) { return; }\n document.pageForm.pageNo.value = n;\n document.pageForm.submit(); }'));
    expect(keys(page)).toEqual([2, 3, 4].map((n) => `${URL}?__tr_postback=pageNo~${n}`));
    expect(page.postbacks![0]).toEqual({ key: `${URL}?__tr_postback=pageNo~2`, action: URL, fields: [['pageNo', '2'], ['pageSize', '12'], ['kw', '设备 采购'], ['jumpNo', '']] });
    expect(page.pagerUrls).toEqual(keys(page));
    expect(page.needsBrowser).toBeUndefined();
  });

  it('reads jQuery, getElementById, document.forms and a form held in a variable', () => {
    const functions = [
      "function goPage(p) { $('#pageNo').val(p); $('#pageForm').submit(); }",
      "function goPage(p) { document.getElementById('pageNo').value = p; document.getElementById('pageForm').submit(); }",
      "var goPage = function (p) { var f = document.forms[0]; f.elements['pageNo'].value = p; f.submit(); };",
      "function goPage(p) { var form = document.forms['pageForm']; form.pageNo.value = String(p); form.submit(); }",
      "function goPage(p) { var page = parseInt(p, 10); var field = document.getElementById('pageNo'); field.value = page; document.pageForm.submit(); }",
      "function goPage(p) { $(\"input[name='pageNo']\").val(p); $(\"form[name='pageForm']\").trigger('submit'); }",
      // The form not named: the one holding the field.
      "function goPage(p) { document.getElementsByName('pageNo')[0].value = p; this.form && 0; document.querySelector('#pageForm').submit(); }",
    ];
    for (const code of functions) expect(keys(read(URL, jsp(code))), code).toEqual([2, 3, 4].map((n) => `${URL}?__tr_postback=pageNo~${n}`));
  });

  it('from a later page: only the pages after it, none past the last; literal fields and action the function sets go along', () => {
    const code = "function goPage(n) { document.pageForm.type.value = 'zb'; document.pageForm.action = 'list.jsp?c=5'; document.pageForm.pageNo.value = n; document.pageForm.submit(); }";
    const page = read(URL, jsp(code, { page: 3, pages: 5, form: '<form name="pageForm" method="post" action="list.jsp"><input type="hidden" name="type" value="">' }));
    expect(keys(page)).toEqual([4, 5].map((n) => `http://a.edu.cn/zbcg/list.jsp?c=5&__tr_postback=pageNo~${n}`));
    expect(page.postbacks![0]!.fields).toEqual([['type', 'zb'], ['pageNo', '4'], ['pageSize', '12'], ['kw', '设备 采购'], ['jumpNo', '']]);
    // The last page: nothing after it, and no browser needed for a pager we read; a 下一页 past the count shown is not taken.
    const last = read(URL, jsp(code, { page: 5, pages: 5 }).replace('</form>', '<a href="javascript:goPage(6)">下一页</a></form>'));
    expect(last.postbacks).toBeUndefined();
    expect(last.needsBrowser).toBeUndefined();
  });

  it('a GET form gives the URL a browser would ask', () => {
    const page = read(URL, jsp('function goPage(n) { document.pageForm.pageNo.value = n; document.pageForm.submit(); }', { form: '<form name="pageForm" action="list.jsp?c=5">' }));
    expect(page.postbacks).toBeUndefined();
    expect(page.pagerUrls?.[0]).toBe('http://a.edu.cn/zbcg/list.jsp?pageNo=2&pageSize=12&kw=%E8%AE%BE%E5%A4%87%20%E9%87%87%E8%B4%AD&jumpNo=');
    expect(page.pagerUrls).toHaveLength(3);
  });

  it('reads the function from an external script the crawl fetched; without it, or with a function that does not submit, a browser is needed', () => {
    const code = 'function goPage(n) { document.pageForm.pageNo.value = n; document.pageForm.submit(); }';
    const bare = read(URL, jsp(code, { script: false }).replace('</head>', '<script src="/js/pager.js"></script></head>'));
    // The breadcrumb's 首页 (the front page) is no pager link: the scripted pager is seen as one.
    expect(bare.needsBrowser).toBe('js-pager');
    expect(bare.pagerScripts).toEqual(['http://a.edu.cn/js/pager.js']);
    const withScript = read(URL, jsp(code, { script: false }), [code]);
    expect(keys(withScript)).toEqual([2, 3, 4].map((n) => `${URL}?__tr_postback=pageNo~${n}`));
    expect(withScript.needsBrowser).toBeUndefined();
    expect(read(URL, jsp('function goPage(n) { document.pageForm.pageNo.value = n; pager.go(); }')).needsBrowser).toBe('js-pager');
  });

  it('never posts to another host, nor a field the form lacks', () => {
    const code = 'function goPage(n) { document.pageForm.pageNo.value = n; document.pageForm.submit(); }';
    expect(read(URL, jsp(code, { form: '<form name="pageForm" method="post" action="http://b.edu.cn/list.jsp">' })).postbacks).toBeUndefined();
    expect(read(URL, jsp('function goPage(n) { document.pageForm.curPage.value = n; document.pageForm.submit(); }')).postbacks).toBeUndefined();
  });
});

describe('a POST form that is the pager with no script', () => {
  const list = (form: string) => `<!doctype html><html><head><meta charset="utf-8"><title>采购信息</title></head><body>
    <div class="crumb">当前位置：<a href="/">首页</a> &gt; <a href="/cgxx/list.do">采购信息</a></div>
    <table class="list">${rows}</table>${form}</body></html>`;
  const LIST = 'http://www.a.edu.cn/cgxx/list.do';
  const select = (current: number, method = 'post', button = '<input type="submit" value="跳转" class="btn" />') => `<form name="pageForm" method="${method}" action="/cgxx/list.do" class="pages">
    <input type="hidden" name="token" value="c1c5f4ab55d3" />共38条记录　第${current}/4页　转到
    <select name="pageNo">${[1, 2, 3, 4].map((n) => `<option value="${n}"${n === current ? ' selected="selected"' : ''}>第${n}页</option>`).join('')}</select>${button}</form>`;

  it('a page <select> and its submit button: the later pages as POSTs, the token as the page holds it', () => {
    const page = read(LIST, list(select(1)));
    expect(keys(page)).toEqual([2, 3, 4].map((n) => `${LIST}?__tr_postback=pageNo~${n}`));
    expect(page.postbacks![0]).toEqual({ key: `${LIST}?__tr_postback=pageNo~2`, action: LIST, fields: [['token', 'c1c5f4ab55d3'], ['pageNo', '2']] });
    expect(page.pagerUrls).toEqual(keys(page));
    expect(keys(read(LIST, list(select(3))))).toEqual([`${LIST}?__tr_postback=pageNo~4`]);
    expect(page.needsBrowser).toBeUndefined();
  });

  it('a page box with the count shown (共 4 页) and a submit button', () => {
    const page = read(LIST, list('<form method="post" action="list.do"><input type="hidden" name="t" value="x9">第2页 共4页 <input type="text" name="currentPage" value="2"><button>GO</button></form>'));
    expect(keys(page)).toEqual([3, 4].map((n) => `${LIST}?__tr_postback=currentPage~${n}`));
    expect(page.postbacks![1]!.fields).toEqual([['t', 'x9'], ['currentPage', '4']]);
  });

  it('leaves alone a search form, a select of words, a form with no button, and a box with no page count', () => {
    expect(keys(read(LIST, list(select(1, 'post', ''))))).toBeUndefined();
    expect(keys(read(LIST, list('<form method="post" action="/search.do"><input type="text" name="kw"><select name="type"><option value="1">招标</option><option value="2">中标</option></select><input type="submit" value="搜索"></form>')))).toBeUndefined();
    expect(keys(read(LIST, list('<form method="post" action="list.do"><input type="text" name="page" value="1"><input type="submit" value="GO"></form>')))).toBeUndefined();
  });
});
