/**
 * Detail pages a site refuses. An anti-leech rule (nginx `valid_referers` without `none`) answers
 * 403 to a request with no Referer from the site: the crawl sends the list it read as the Referer, as a
 * reader's click does, and reads every page. A detail page refused whatever is sent (a WAF rule,
 * a login no browser passes) gives its notice from its list row, title and date, instead of
 * nothing (first contact with test/shapes19's referer-check: 0 of 40, every detail 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { TestServer } from '../fetch/server.ts';
import { crawlLocal, startSites, type SiteAnswer } from './support.ts';

const TENDERS = ['实验楼中央空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目询价公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告', '实验室通风系统改造工程招标公告'];
const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** `www.leech.edu.cn` checks the Referer; `www.wall.edu.cn` refuses its details to everyone. */
function route(host: string, path: string, referer: string | undefined): SiteAnswer | string | undefined {
  if (path === '/robots.txt') return undefined;
  if (path === '/') return html('示例大学', '<ul><li><a href="/zbgg/">招标公告</a></li><li><a href="/about.html">学校概况</a></li></ul>');
  if (path === '/zbgg/') {
    const rows = TENDERS.map((t, i) => `<li><a href="/info/${i}.htm">${t}</a><span>2026-11-2${i}</span></li>`);
    return html('招标公告', `<h2>招标公告</h2><ul class="list">${rows.join('\n')}</ul>`);
  }
  const info = /^\/info\/(\d)\.htm$/.exec(path);
  if (!info) return undefined;
  const ownReferer = referer !== undefined && new URL(referer).hostname === host;
  if (host === 'www.wall.edu.cn' || !ownReferer) return { status: 403, body: html('403 Forbidden', '<h1>禁止盗链</h1>') };
  const i = Number(info[1]);
  return html(TENDERS[i]!, `<h1>${TENDERS[i]}</h1><p>发布时间：2026-11-2${i}</p><p>预算金额：${i + 1}0万元</p><p>投标截止时间：2026-12-1${i} 09:30</p>`);
}

let server: TestServer;
let requests: string[];
let leech: CrawlReport;
let wall: CrawlReport;

beforeAll(async () => {
  ({ server, requests } = await startSites((host, path, req) => route(host, path, req.headers.referer)));
  leech = await crawlLocal(server.port, ['http://www.leech.edu.cn/'], new MemoryStore());
  wall = await crawlLocal(server.port, ['http://www.wall.edu.cn/'], new MemoryStore());
}, 60_000);
afterAll(() => server?.close());

describe('detail pages a site refuses', () => {
  it('are read with their list as the Referer where the site asks for one', () => {
    expect(leech.newNotices.map((n) => n.title).sort()).toEqual([...TENDERS].sort());
    expect(leech.newNotices.every((n) => n.budget !== undefined && n.deadline !== undefined)).toBe(true);
    expect(leech.sites[0]?.errors.blocked).toBeUndefined();
  });

  it('give their notices from the list rows where nothing passes, the refusals said in the site\'s errors', () => {
    expect(wall.newNotices.map((n) => [n.title, n.publishedAt]).sort()).toEqual(TENDERS.map((t, i) => [t, `2026-11-2${i}`]).sort());
    expect(wall.newNotices.every((n) => n.url.startsWith('http://www.wall.edu.cn/info/'))).toBe(true);
    expect(wall.sites[0]?.errors.blocked).toBe(TENDERS.length);
    expect(requests.filter((r) => r.startsWith('www.wall.edu.cn/info/'))).toHaveLength(TENDERS.length); // each asked once
  });
});
