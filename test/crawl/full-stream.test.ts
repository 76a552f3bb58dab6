/**
 * A 通知公告 stream that shows all its rows on one page with no pager a crawler can read (a Hanweb
 * datastore of 40 records, a CMS that lists a term's notices at once): three tenders among 37
 * ordinary notices, and a homepage box with its newest eight rows. The tenders appear nowhere
 * else, so the stream is watched: every tender delivered, no ordinary notice; the homepage box
 * is no list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { TestServer } from '../fetch/server.ts';
import { crawlLocal, startSites } from './support.ts';

const HOST = 'www.full.edu.cn';
const STREAM = `http://${HOST}/col/col1101/index.html`;

const OTHERS = [
  '关于2027年元旦放假安排的通知', '关于开展秋季学期期中教学检查的通知', '图书馆寒假开放时间的通知',
  '关于举办人工智能前沿学术讲座的通知', '关于做好冬季校园安全工作的通知', '关于组织教职工体检的通知',
  '关于评选优秀共青团员的通知', '关于开展校园文化艺术节活动的通知', '关于调整校园班车时刻的通知',
  '2026年奖学金评审结果公示', '关于教学成果奖评选结果的公示', '关于暂停邮件系统服务的通知',
  '研究生学位论文答辩安排的通知',
];
const TENDERS = ['关于实验楼中央空调采购项目的公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目成交结果公告'];
// Forty rows, newest first; the tenders at rows 6, 21 and 33.
const ROWS = Array.from({ length: 40 }, (_, i) => {
  const tender = [6, 21, 33].indexOf(i);
  const title = tender >= 0 ? TENDERS[tender]! : `${OTHERS[i % OTHERS.length]!}${i >= OTHERS.length ? `（${Math.floor(i / OTHERS.length) + 1}）` : ''}`;
  const day = new Date(Date.UTC(2026, 10, 25) - i * 86_400_000).toISOString().slice(0, 10);
  return { id: 6000 + i, title, tender: tender >= 0, day };
});

const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const row = (r: (typeof ROWS)[number]) => `<li><a href="/art/${r.id}.html" title="${r.title}">${r.title}</a><span>${r.day}</span></li>`;

function serve(_host: string, path: string): string | undefined {
  if (path === '/') {
    return html('示例大学', `<ul class="nav"><li><a href="/col/col1101/index.html">通知公告</a></li><li><a href="/about.htm">学校概况</a></li></ul><div class="box"><h3>通知公告</h3><ul>${ROWS.slice(0, 8).map(row).join('')}</ul><a href="/col/col1101/index.html">更多</a></div>`);
  }
  if (`http://${HOST}${path}` === STREAM) return html('通知公告-示例大学', `<h2>通知公告</h2><div class="list"><ul>${ROWS.map(row).join('\n')}</ul></div>`);
  if (path === '/about.htm') return html('学校概况', '<p>示例大学创建于1952年。</p>');
  const found = ROWS.find((r) => path === `/art/${r.id}.html`);
  return found && html(found.title, `<h1>${found.title}</h1><div class="content"><p>各有关单位：${found.title}，详见附件。</p><p>示例大学 ${found.day}</p></div>`);
}

let server: TestServer;
let report: CrawlReport;
const lists: string[] = [];

beforeAll(async () => {
  server = (await startSites(serve)).server;
  report = await crawlLocal(server.port, [`http://${HOST}/`], new MemoryStore(), { log: (e) => e.type === 'list-page' && lists.push(e.url) });
}, 60_000);
afterAll(() => server?.close());

describe('a notice stream with every row on one page and no pager', () => {
  it('is watched as a list; the homepage box is not', () => {
    expect(lists).toEqual([STREAM]);
  });

  it('delivers every tender and no ordinary notice', () => {
    expect(report.newNotices.map((n) => n.title).sort()).toEqual([...TENDERS].sort());
  });
});
