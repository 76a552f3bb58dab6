/**
 * A PHPCMS list whose pager names one page two ways: its numbers `?m=content&c=index&a=lists&catid=21&page=N`,
 * its 下一页 `?catid=21&a=lists&c=index&m=content&page=N` (the server reads both). Each page is
 * asked once: the walk knows a page by its parameters in any order (test/web5 hjust asked three twice).
 */
import { describe, expect, it } from 'vitest';
import { crawledOnce } from './crawled-once.ts';

const HOST = 'bidding.reorder.edu.cn';
const PAGES = 4;
const numbered = (n: number) => `/index.php?m=content&c=index&a=lists&catid=21${n > 1 ? `&page=${n}` : ''}`;
const nextOf = (n: number) => `/index.php?catid=21&a=lists&c=index&m=content&page=${n}`;
const TENDERS = ['实验楼中央空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目询价公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告'];
const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

function listPage(n: number): string {
  const rows = TENDERS.map((t, i) => `<li><a href="/index.php?m=content&c=index&a=show&catid=21&id=${n * 10 + i}">${t.replace('项目', `${n}${i}号项目`)}</a><span>2026-11-${String(25 - n * 3 - i).padStart(2, '0')}</span></li>`).join('');
  const numbers = Array.from({ length: PAGES }, (_, i) => (i + 1 === n ? `<span>${n}</span>` : `<a href="${numbered(i + 1)}">${i + 1}</a>`)).join(' ');
  const next = n < PAGES ? ` <a href="${nextOf(n + 1)}">下一页</a>` : '';
  return html('招标公告-示例大学采购中心', `<h2>招标公告</h2><ul class="list">${rows}</ul><div id="pages">${numbers}${next}</div>`);
}

const asked: string[] = [];
function serve(_host: string, path: string): string | undefined {
  if (path === '/') return html('示例大学采购中心', `<ul class="nav"><li><a href="${numbered(1)}">招标公告</a></li></ul>`);
  const url = new URL(path, `http://${HOST}`);
  if (url.searchParams.get('a') === 'lists') {
    asked.push(path);
    return listPage(Number(url.searchParams.get('page') ?? 1));
  }
  const id = Number(url.searchParams.get('id'));
  return id ? html(`公告${id}`, `<h1>公告${id}</h1><div class="content"><p>详见附件。</p></div>`) : undefined;
}

const crawled = crawledOnce(serve, [`http://${HOST}/`]);

describe('a pager that names a page with its parameters in two orders', () => {
  it('asks each page of the list once and reads every notice', () => {
    const page = (path: string) => new URL(path, `http://${HOST}`).searchParams.get('page') ?? '1';
    const counts = Object.fromEntries(Array.from({ length: PAGES }, (_, i) => [String(i + 1), asked.filter((p) => page(p) === String(i + 1)).length]));
    expect(counts).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
    expect(crawled.report.newNotices).toHaveLength(PAGES * TENDERS.length);
  });
});
