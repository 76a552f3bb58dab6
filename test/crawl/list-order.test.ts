/**
 * Which lists a refresh reads past page 1 by their order (lib/crawl/refresh.ts newestFirst): a list
 * kept newest first, even under pinned old rows, shows its new notices on top; one sorted oldest
 * first, by deadline or by project number may show them on any page, and is read whole — even when
 * its page 1 answers 304 Not Modified, as a static CMS page does while its new rows go on the last.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { newestFirst } from '../../lib/crawl/refresh.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { TestServer } from '../fetch/server.ts';
import { crawlLocal, startSites } from './support.ts';

const rows = (...dates: Array<string | undefined>) => dates.map((date) => (date ? { date } : {}));

describe('newestFirst', () => {
  it('a list newest first, with or without pinned old rows on top, undated rows skipped', () => {
    expect(newestFirst(rows('2026-11-21', '2026-11-21', '2026-11-20', '2026-11-18', '2026-11-18', '2026-11-17', '2026-11-10', '2026-11-02'))).toBe(true);
    expect(newestFirst(rows('2025-03-01', '2025-09-02', '2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18', undefined, '2026-11-17', '2026-11-12'))).toBe(true);
  });

  it('a list oldest first or sorted by something else is not', () => {
    expect(newestFirst(rows('2026-09-01', '2026-09-03', '2026-09-08', '2026-09-10', '2026-09-15', '2026-09-16', '2026-09-20', '2026-09-21'))).toBe(false);
    expect(newestFirst(rows('2026-11-20', '2026-11-19', '2026-11-22', '2026-11-19', '2026-11-21', '2026-11-18', '2026-11-18', '2026-11-21'))).toBe(false);
  });
});

describe('an oldest-first list whose page 1 answers 304', () => {
  const HOST = 'www.oldest.edu.cn';
  const WORDS = ['实验楼中央空调', '图书馆屋面防水维修', '学生宿舍家具', '体育馆照明改造', '校园监控系统升级', '实验室通风系统改造', '多媒体教室设备', '食堂厨房设备', '校园绿化养护', '学生公寓热水系统'];
  const KINDS = ['采购项目公开招标公告', '工程竞争性磋商公告', '采购项目询价公告'];
  // Oldest first, 10 a page: day 1 has 24 rows (pages 1–3); day 2 adds 2 at the end, on page 3.
  const rows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: 100 + i, title: `示例大学${WORDS[i % 10]}${i >= 10 ? `（${Math.floor(i / 10) + 1}期）` : ''}${KINDS[i % 3]}`, date: new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10) }));
  let count = 24;
  const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
  function page(path: string): string | undefined {
    if (path === '/') return html('示例大学', '<ul><li><a href="/zbgg/index.htm">招标公告</a></li><li><a href="/about.htm">学校概况</a></li></ul>');
    const all = rows(count);
    const pages = Math.ceil(all.length / 10);
    const n = path === '/zbgg/index.htm' ? 1 : Number(/^\/zbgg\/index_(\d)\.htm$/.exec(path)?.[1]);
    if (n >= 1 && n <= pages) {
      const items = all.slice((n - 1) * 10, n * 10).map((r) => `<li><a href="/info/${r.id}.htm">${r.title}</a><span>${r.date}</span></li>`);
      const pager = Array.from({ length: pages }, (_, k) => (k + 1 === n ? `<span>${n}</span>` : `<a href="${k === 0 ? 'index.htm' : `index_${k + 1}.htm`}">${k + 1}</a>`)).join(' ');
      // Page 1 shows its own rows and a pager of 3 pages on both days: unchanged (same ETag) on day 2.
      return html('招标公告', `<h2>招标公告</h2><ul class="list">${items.join('\n')}</ul><div class="pager">${pager}</div>`);
    }
    const row = all.find((r) => path === `/info/${r.id}.htm`);
    return row && html(row.title, `<h1>${row.title}</h1><p>发布时间：${row.date}</p>`);
  }
  let server: TestServer;
  const reports: CrawlReport[] = [];
  beforeAll(async () => {
    ({ server } = await startSites((_host, path, req) => {
      const body = page(path);
      if (body === undefined) return undefined;
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      return req.headers['if-none-match'] === etag ? { status: 304, headers: { etag } } : { body, headers: { etag } };
    }));
    const store = new MemoryStore();
    reports.push(await crawlLocal(server.port, [`http://${HOST}/`], store));
    count = 26;
    reports.push(await crawlLocal(server.port, [`http://${HOST}/`], store));
  }, 60_000);
  afterAll(() => server?.close());

  it('is read whole at the next check, its new rows on the last page found', () => {
    expect(reports[0]!.newNotices.length).toBe(24);
    expect(reports[1]!.sites[0]!.mode).toBe('refresh');
    expect(reports[1]!.newNotices.map((n) => n.url).sort()).toEqual([`http://${HOST}/info/124.htm`, `http://${HOST}/info/125.htm`]);
  });
});
