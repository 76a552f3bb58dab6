/**
 * A detail page's 返回列表 (back to the list) link: `list.jsp?catId=5&back=1` on an article of the
 * 通知公告 stream `list.jsp?catId=5` is that stream, read already, never asked for itself (test/shapes17
 * seen, pqe: `list.htm?back=1` asked beside `list.htm`). The stream's page 1 holds only ordinary
 * notices (its tenders are on page 2), so discovery opens its articles. A back link that changes a
 * parameter is another page: one article's 返回列表 names `catId=6`, the 中标公告 column nothing else
 * links, and that column is read.
 */
import { describe, expect, it } from 'vitest';
import { crawledOnce } from './crawled-once.ts';

const HOST = 'www.backlink.edu.cn';
const NEWS = ['关于2026年元旦放假安排的通知', '关于举办第十届校园文化艺术节的通知', '关于开展秋季学期教学检查工作的通知', '关于做好冬季校园安全工作的通知', '关于召开2026年教职工代表大会的通知', '关于图书馆寒假开放时间的通知'];
const TENDERS = ['实验楼中央空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目询价公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告', '食堂厨房设备采购项目公开招标公告'];
const RESULTS = ['实验楼中央空调采购项目中标结果公告', '图书馆屋面防水维修工程成交结果公告', '学生宿舍家具采购项目成交公告', '体育馆照明改造工程中标公告', '校园监控系统升级项目中标结果公告'];
const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const date = (i: number) => `2026-11-${String(25 - i).padStart(2, '0')}`;
const rows = (titles: string[], href: (i: number) => string) => `<ul class="list">${titles.map((t, i) => `<li><a href="${href(i)}">${t}</a><span>${date(i)}</span></li>`).join('')}</ul>`;
const article = (cat: string, page: number, i: number) => `/view.jsp?catId=${cat}&p=${page}&id=${i + 1}`;

const asked: string[] = [];
function serve(_host: string, path: string): string | undefined {
  asked.push(path);
  const url = new URL(path, `http://${HOST}`);
  const q = (name: string) => url.searchParams.get(name);
  if (url.pathname === '/') return html('示例大学', `<div class="nav"><a href="/list.jsp?catId=5">通知公告</a> <a href="/about.htm">学校概况</a></div>`);
  if (url.pathname === '/about.htm') return html('学校概况', '<p>示例大学创建于1952年，是一所以工为主的多科性大学。学校坐落于美丽的海滨城市，校园环境优美。</p>');
  if (url.pathname === '/list.jsp' && q('catId') === '5') {
    const page = Number(q('page') ?? 1);
    if (page === 1) return html('通知公告-示例大学', `<h2>通知公告</h2>${rows(NEWS, (i) => article('5', 1, i))}<div class="pages"><span>1</span> <a href="/list.jsp?catId=5&page=2">2</a> <a href="/list.jsp?catId=5&page=2">下一页</a></div>`);
    if (page === 2) return html('通知公告-示例大学', `<h2>通知公告</h2>${rows(TENDERS, (i) => article('5', 2, i))}<div class="pages"><a href="/list.jsp?catId=5">1</a> <span>2</span> <a href="/list.jsp?catId=5">上一页</a></div>`);
  }
  if (url.pathname === '/list.jsp' && q('catId') === '6') return html('中标公告-示例大学', `<h2>中标公告</h2>${rows(RESULTS, (i) => article('6', 1, i))}`);
  const [cat, page, id] = [q('catId'), Number(q('p')), Number(q('id'))];
  const title = cat === '6' ? RESULTS[id - 1] : page === 2 ? TENDERS[id - 1] : NEWS[id - 1];
  if (url.pathname === '/view.jsp' && title) {
    // The second article's 返回列表 names the 中标 column (it was filed there first).
    const back = cat === '5' && page === 1 && id === 2 ? '/list.jsp?catId=6&back=1' : `/list.jsp?catId=${cat}&back=1`;
    return html(title, `<h1>${title}</h1><div class="content"><p>发布时间：${date(id - 1)}。${title}，详见附件。学校各部门请认真组织落实。</p></div><p><a href="${back}">返回列表</a></p>`);
  }
  return undefined;
}

const crawled = crawledOnce(serve, [`http://${HOST}/`]);

describe("a detail page's 返回列表 link", () => {
  it('is the stream it adds a parameter to: the stream is asked for once, under its own address', () => {
    expect(asked.filter((p) => p.startsWith('/list.jsp?catId=5') && !p.includes('page='))).toEqual(['/list.jsp?catId=5']);
    const found = new Set(crawled.report.newNotices.map((n) => n.title));
    expect(TENDERS.filter((t) => !found.has(t))).toEqual([]);
  });

  it('leads to the column it names when it changes a parameter', () => {
    expect(asked.filter((p) => p.startsWith('/list.jsp?catId=6'))).toHaveLength(1);
  });
});
