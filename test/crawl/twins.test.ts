/**
 * One page under several addresses (lib/crawl/twins.ts): a page read again under another URL is a
 * twin; a parameter is learned volatile only from twins whose URLs differ in it alone, twice, and
 * only when its values look like noise — never a page number or a small id, which name a page even
 * when two of them look alike (two empty columns).
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '../../lib/extract/read-page.ts';
import type { SiteRun } from '../../lib/crawl/site-run.ts';
import { noteAlias, noteListRead, noteRead, readThisRun } from '../../lib/crawl/twins.ts';
import type { FetchedPage } from '../../lib/types/page.ts';

const LIST = '<ul><li><a href="/info/1.htm">实验楼中央空调采购项目公开招标公告</a></li><li><a href="/info/2.htm">图书馆屋面防水维修工程竞争性磋商公告</a></li><li><a href="/info/3.htm">学生宿舍家具采购项目询价公告</a></li></ul>';
const EMPTY = '<ul class="nav"><li><a href="/">首页</a></li><li><a href="/xwzx/">新闻中心</a></li><li><a href="/tzgg/">通知公告</a></li></ul><p>暂无信息</p>';
const page = (url: string, body: string) => {
  const text = `<!doctype html><html><head><meta charset="utf-8"><title>招标公告</title></head><body>${body}</body></html>`;
  const fetched: FetchedPage = { requestedUrl: url, url, status: 200, headers: {}, notModified: false, text, charset: 'utf-8', truncated: false, redirects: [], validators: {} };
  return readPage(fetched, { scope: url });
};
// The run's own record of what it read: all noteRead uses of a run.
const newRun = () => ({}) as SiteRun;
const read = (run: SiteRun, url: string, body = LIST) => noteRead(run, url, page(url, body));

describe('twins', () => {
  it('tells a page read again under another address, and keeps a page read again under its own', () => {
    const run = newRun();
    expect(read(run, 'http://www.a.edu.cn/zbgg/')).toBeUndefined();
    expect(read(run, 'http://www.a.edu.cn/zbgg/')).toBeUndefined();
    expect(read(run, 'http://www.a.edu.cn/ZBGG/index.html')).toBe('http://www.a.edu.cn/zbgg/');
    expect(read(run, 'http://www.a.edu.cn/zbgg/list_2.htm', LIST.replace(/公告/g, '公示'))).toBeUndefined();
  });

  it('learns a noisy parameter from two twins, after which its links are known unfetched', () => {
    const run = newRun();
    read(run, 'http://www.a.edu.cn/list.jsp?page=1');
    read(run, 'http://www.a.edu.cn/list.jsp?page=1&k=jqjkau');
    expect(run.volatile).toBeUndefined(); // one pair is no proof
    read(run, 'http://www.a.edu.cn/list.jsp?page=1&k=m5u3ue');
    expect(run.volatile).toEqual({ 'www.a.edu.cn': ['k'] });
    expect(readThisRun(run, 'http://www.a.edu.cn/list.jsp?page=1&k=oa28aq')).toBe(true);
    expect(readThisRun(run, 'http://www.a.edu.cn/list.jsp?page=2&k=oa28aq')).toBe(false);
  });

  it('never learns a page number or a small id, however alike the pages', () => {
    const run = newRun();
    for (const url of ['list.jsp', 'list.jsp?page=1', 'list.jsp?catid=9', 'list.jsp?catid=10', 'list.jsp?catid=11', 'list.jsp?page=1&back=1', 'list.jsp?page=1&back=2']) {
      read(run, `http://www.a.edu.cn/${url}`, EMPTY);
    }
    expect(run.volatile).toBeUndefined();
  });

  it('never calls bare pages twins (too little to tell them apart)', () => {
    const run = newRun();
    read(run, 'http://www.a.edu.cn/a.htm', '<p>请稍候</p>');
    expect(read(run, 'http://www.a.edu.cn/b.htm', '<p>请稍候</p>')).toBeUndefined();
  });
  it('knows a list read under its folder\'s other forms, never a front page or another folder', () => {
    const run = newRun();
    noteListRead(run, 'http://www.a.edu.cn/zbgg/');
    for (const url of ['zbgg', 'zbgg/index.html', 'zbgg/index.htm?page=1', 'zbgg/default.aspx']) expect(readThisRun(run, `http://www.a.edu.cn/${url}`), url).toBe(true);
    expect(readThisRun(run, 'https://www.a.edu.cn/zbgg/')).toBe(true);
    expect(readThisRun(run, 'http://www.a.edu.cn/ZBGG/'), 'the folder in capitals').toBe(true);
    for (const url of ['zbgg/list_2.html', 'zbgg/index.htm?page=2', 'zbgg/?type=2', 'zbgg/?TYPE=2', 'zbgg2/', 'index.html']) expect(readThisRun(run, `http://www.a.edu.cn/${url}`), url).toBe(false);
    noteListRead(run, 'http://www.a.edu.cn/index.htm'); // a homepage box: its folder is the site
    expect(readThisRun(run, 'http://www.a.edu.cn/main.htm')).toBe(false);
    expect(readThisRun(run, 'http://www.a.edu.cn/')).toBe(false);
  });

  it('knows a page by another URL its pager named, and no other', () => {
    const run = newRun();
    noteAlias(run, 'http://www.a.edu.cn/tzgg/list1.htm');
    expect(readThisRun(run, 'http://www.a.edu.cn/tzgg/list1.htm')).toBe(true);
    expect(readThisRun(run, 'http://www.a.edu.cn/tzgg/list2.htm')).toBe(false);
  });

  it('knows any mix of the decorations a page was read under, never a form without a pair all its twins had', () => {
    const run = newRun();
    read(run, 'http://www.a.edu.cn/cggg.htm?from=home');
    read(run, 'http://www.a.edu.cn/cggg.htm?wbtreeid=1021');
    expect(readThisRun(run, 'http://www.a.edu.cn/cggg.htm?wbtreeid=1021&from=home')).toBe(true);
    expect(readThisRun(run, 'http://www.a.edu.cn/cggg.htm?wbtreeid=1022')).toBe(false);
    expect(readThisRun(run, 'http://www.a.edu.cn/cggg.htm?from=home&page=2')).toBe(false);

    const shared = newRun();
    read(shared, 'http://www.a.edu.cn/list.jsp?cat=5');
    read(shared, 'http://www.a.edu.cn/list.jsp?cat=5&from=nav');
    expect(readThisRun(shared, 'http://www.a.edu.cn/list.jsp?cat=5&from=nav')).toBe(true);
    expect(readThisRun(shared, 'http://www.a.edu.cn/list.jsp'), 'every twin had cat=5').toBe(false);
    expect(readThisRun(shared, 'http://www.a.edu.cn/list.jsp?from=nav')).toBe(false);

    const columns = newRun(); // two empty columns alike under two names
    read(columns, 'http://www.a.edu.cn/list.jsp?type=news', EMPTY);
    read(columns, 'http://www.a.edu.cn/list.jsp?cat=9', EMPTY);
    expect(readThisRun(columns, 'http://www.a.edu.cn/list.jsp'), 'cat=9 names a column').toBe(false);
  });

  it('strips a pair a twin only added, so a form of a page read or named already is known', () => {
    const run = newRun();
    read(run, 'http://www.a.edu.cn/cggg.htm?wbtreeid=1021');
    read(run, 'http://www.a.edu.cn/cggg.htm?from=home&wbtreeid=1021');
    expect(readThisRun(run, 'http://www.a.edu.cn/cggg.htm?from=home'), 'the bare path is not known yet').toBe(false);
    noteAlias(run, 'http://www.a.edu.cn/cggg.htm'); // its pager's 首页
    expect(readThisRun(run, 'http://www.a.edu.cn/cggg.htm?from=home')).toBe(true);
    expect(readThisRun(run, 'http://www.a.edu.cn/cggg.htm?from=news')).toBe(false);

    const empty = newRun(); // two empty columns alike: `sub=2` may filter a column that has rows
    read(empty, 'http://www.a.edu.cn/list.jsp?cat=5', EMPTY);
    read(empty, 'http://www.a.edu.cn/list.jsp?cat=5&sub=2', EMPTY);
    read(empty, 'http://www.a.edu.cn/list.jsp?cat=6');
    expect(readThisRun(empty, 'http://www.a.edu.cn/list.jsp?cat=6&sub=2')).toBe(false);
  });

  it('takes no parameter seen with two values on one page for a decoration (two empty columns)', () => {
    const run = newRun();
    read(run, 'http://www.a.edu.cn/list.jsp?type=news', EMPTY);
    read(run, 'http://www.a.edu.cn/list.jsp?type=notice', EMPTY);
    for (const url of ['list.jsp', 'list.jsp?type=zbgg']) expect(readThisRun(run, `http://www.a.edu.cn/${url}`), url).toBe(false);
  });

  it('knows a page whose links carry the day as a stamp under the next day\'s stamp, and no other page', () => {
    const run = newRun();
    read(run, 'http://www.a.edu.cn/cgjg.htm?v=20261120');
    read(run, 'http://www.a.edu.cn/cgzx/list.jsp?catId=5&d=2026-11-20');
    expect(readThisRun(run, 'http://www.a.edu.cn/cgjg.htm?v=20261121')).toBe(true);
    expect(readThisRun(run, 'http://www.a.edu.cn/cgzx/list.jsp?catId=5&d=2026-11-21')).toBe(true);
    for (const url of ['cgjg.htm?v=20261121&page=2', 'cgjg.htm?v=20261399', 'cgjg.htm?v=3', 'cgzx/list.jsp?catId=6&d=2026-11-21', 'zbgg.htm?v=20261121']) {
      expect(readThisRun(run, `http://www.a.edu.cn/${url}`), url).toBe(false);
    }
  });
});

