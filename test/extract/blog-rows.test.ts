/**
 * Row and pager shapes of blog-engine and TRS WCM lists (test/shapes7 has them served and crawled):
 * a WordPress <article> that links its notice three times (title, permalinked <time>, 继续阅读“…”),
 * an older/newer-posts pager, a TRS createPageHTML call whose function the page defines inline,
 * and a link whose text its own inline script writes.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../lib/extract/read-page.ts';
import type { FetchedPage } from '../../lib/types/page.ts';

const read = (url: string, body: string, head = '') => {
  const text = `<!doctype html><html><head><meta charset="utf-8"><title>招标公告</title>${head}</head><body>${body}</body></html>`;
  const fetched: FetchedPage = { requestedUrl: url, url, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} };
  return readPage(fetched, { scope: url, today: '2026-11-24' });
};
const TITLES = ['化学学院液相色谱仪项目单一来源采购公示（B2046）', '图书馆空调维保项目询价公告（B2045）', '信息学院实验耗材项目竞争性谈判公告（B2044）', '后勤处物业管理服务项目招标公告（B2043）'];

describe('WordPress <article> rows', () => {
  const article = (t: string, i: number) => {
    const url = `http://www.a.edu.cn/2026/11/${20 - i}/post-${100 + i}/`;
    return `<article class="post-${100 + i} post type-post"><header><h2 class="entry-title"><a href="${url}" rel="bookmark">${t}</a></h2>
      <div class="entry-meta"><span class="posted-on">发布于 <a href="${url}"><time datetime="2026-11-${20 - i}T09:30:00+08:00">2026年11月${20 - i}日</time></a></span>
      <span class="byline">作者 <a href="http://www.a.edu.cn/author/admin/">admin</a></span></div></header>
      <div class="entry-summary"><p>本项目已具备采购条件… <a href="${url}" class="more-link">继续阅读<span class="screen-reader-text">“${t}”</span></a></p></div>
      <footer><span class="cat-links">分类 <a href="http://www.a.edu.cn/category/zbgg/">招标公告</a></span></footer></article>`;
  };
  const page = read('http://www.a.edu.cn/category/zbgg/page/2/', `<main>${TITLES.map(article).join('\n')}
    <nav class="navigation posts-navigation"><div class="nav-links"><div class="nav-previous"><a href="http://www.a.edu.cn/category/zbgg/page/3/">较早的文章</a></div><div class="nav-next"><a href="http://www.a.edu.cn/category/zbgg/">较新的文章</a></div></div></nav></main>`);

  it('is one list row per article, titled by its title link (not 继续阅读“…”) and dated by its <time>', () => {
    expect(page.listRegions).toHaveLength(1);
    const rows = page.listRegions[0]!.linkIndexes.map((i) => page.links[i]!);
    expect(rows.map((l) => l.text)).toEqual(TITLES);
    expect(rows.map((l) => l.date)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17']);
  });

  it('takes 较早的文章 / 较新的文章 for its pager', () => {
    expect(page.listRegions[0]!.pagination).toEqual(['http://www.a.edu.cn/category/zbgg/page/3/', 'http://www.a.edu.cn/category/zbgg/']);
  });

  it('still takes more than four places a row leads to for a menu, not a notice row', () => {
    const menu = read('http://www.a.edu.cn/', `<div>${TITLES.map((t, i) => `<div class="col"><a href="/c${i}/1/">${t}</a><a href="/c${i}/2/">二</a><a href="/c${i}/3/">三</a><a href="/c${i}/4/">四</a><a href="/c${i}/5/">五</a></div>`).join('')}</div>`);
    expect(menu.listRegions).toEqual([]);
  });
});

describe('TRS WCM lists', () => {
  const rows = TITLES.map((t, i) => `<li><span>2026-11-${20 - i}</span><a href="./202611/t202611${20 - i}_${100 + i}.shtml">${t}</a></li>`).join('');
  const pager = (current: number) => `<div class="page"><script>var currentPage = ${current};//所在页从0开始
var countPage = 4//共多少页
createPageHTML(countPage, currentPage, "index", "shtml");</script></div>`;
  const definition = '<script>function createPageHTML(_nPageCount, _nCurrIndex, _sPageName, _sPageExt){ if(_nPageCount<=1) return; document.write("<a href=\\""+_sPageName+"_1."+_sPageExt+"\\">下一页</a>"); }</script>';

  it('reads createPageHTML(countPage, currentPage, …) past the function the page defines inline', () => {
    const page = read('http://www.a.edu.cn/zbgg/', `<ul>${rows}</ul>${pager(0)}`, definition);
    expect(page.pagerUrls).toEqual(['http://www.a.edu.cn/zbgg/index_1.shtml', 'http://www.a.edu.cn/zbgg/index_2.shtml', 'http://www.a.edu.cn/zbgg/index_3.shtml']);
    const later = read('http://www.a.edu.cn/zbgg/index_2.shtml', `<ul>${rows}</ul>${pager(2)}`, definition);
    expect(later.pagerUrls).toEqual(['http://www.a.edu.cn/zbgg/index_3.shtml']);
  });

  it('names a link by the text its own inline document.write writes, uncut', () => {
    const page = read('http://www.a.edu.cn/tzgg/', `<ul>${TITLES.map((t, i) => `<li><a href="./202611/t2026111${i}_${i}.shtml"><script>var s="${t}";if(s.length>12){s=s.substring(0,12)+"...";}document.write(s);</script></a><span>2026/11/1${i}</span></li>`).join('')}</ul>`);
    expect(page.listRegions).toHaveLength(1);
    expect(page.listRegions[0]!.linkIndexes.map((i) => page.links[i]!.title)).toEqual(TITLES);
    expect(page.links.filter((l) => TITLES.includes(l.title)).map((l) => l.date)).toEqual(['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']);
  });

  it('takes no text from a script that writes markup only, or writes nothing', () => {
    const page = read('http://www.a.edu.cn/x/', `<p><a href="/a.html"><script>document.write("<img src='/i.gif'>")</script></a><a href="/b.html"><script>var s="化学学院液相色谱仪项目公告";</script></a></p>`);
    expect(page.links.map((l) => l.text)).toEqual(['', '']);
  });
});

describe('a table of one <tbody> per row (Discuz! forum threads)', () => {
  it('reads each tbody as a row, titled by its title link among icon, reply-count and author links', () => {
    const tbody = (t: string, i: number) => `<tbody id="normalthread_${100 + i}"><tr><td class="icn"><a href="forum.php?mod=viewthread&amp;tid=${100 + i}&amp;extra=page%3D1"><img src="i.gif"></a></td>
      <th><a href="forum.php?mod=viewthread&amp;tid=${100 + i}&amp;extra=page%3D1" class="s xst">${t}</a></th>
      <td class="by"><cite><a href="home.php?mod=space&amp;uid=1">cgzx</a></cite><em><span>2026-11-${20 - i}</span></em></td>
      <td class="num"><a href="forum.php?mod=viewthread&amp;tid=${100 + i}&amp;extra=page%3D1">0</a><em>12</em></td>
      <td class="by"><em><a href="forum.php?mod=redirect&amp;tid=${100 + i}&amp;goto=lastpost">2026-11-${20 - i} 09:30</a></em></td></tr></tbody>`;
    const page = read('http://www.a.edu.cn/forum.php?mod=forumdisplay&fid=2', `<table id="threadlisttableid">${TITLES.map(tbody).join('')}</table>`);
    expect(page.listRegions).toHaveLength(1);
    expect(page.listRegions[0]!.linkIndexes.map((i) => page.links[i]!.text)).toEqual(TITLES);
  });
});
