/**
 * A redirect to another site is not followed: the user chose the university, not the provincial
 * procurement site its links may send a browser to. The fetcher refuses it ('off-site'), a
 * redirect within the university (www. → zbb.) is followed (unless to a page the crawl has read
 * already in this run), and a tender list whose rows go
 * through such a redirect gives those notices from the rows, with no request to the other site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { createFetcher } from '../../lib/fetch/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { TestServer } from '../fetch/server.ts';
import { failure } from '../fetch/fetchers.ts';
import { crawlLocal, localFetch, startSites, type SiteAnswer } from './support.ts';

const UNI = 'www.redir.edu.cn';
const OTHER = 'www.ccgp-test.gov.cn';
const TENDERS = ['实验楼中央空调采购项目公开招标公告', '图书馆屋面防水维修工程竞争性磋商公告', '学生宿舍家具采购项目询价公告', '体育馆照明改造工程招标公告', '校园监控系统升级项目公开招标公告', '实验室通风系统改造工程招标公告'];
const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

// Rows 0–2 are the university's own pages; rows 3–5 go through `/go.jsp?id=` to the other site.
function route(host: string, path: string): SiteAnswer | string | undefined {
  if (path === '/robots.txt') return undefined; // allows all
  if (host === 'zbb.redir.edu.cn' && path === '/') return html('招标中心', '<p>招标中心</p>');
  if (host !== UNI) return html('其他网站', `<h1>${TENDERS[3]}</h1>`);
  if (path === '/') return html('示例大学', '<ul><li><a href="/zbgg/">招标公告</a></li><li><a href="/about.html">学校概况</a></li></ul>');
  if (path === '/zbcg/') return { status: 302, location: 'http://zbb.redir.edu.cn/' };
  if (path === '/zbgg/') {
    const rows = TENDERS.map((t, i) => `<li><a href="${i < 3 ? `/info/${i}.html` : `/go.jsp?id=${i}`}">${t}</a><span>2026-11-2${i}</span></li>`);
    return html('招标公告', `<h2>招标公告</h2><ul class="list">${rows.join('\n')}</ul>`);
  }
  const info = /^\/info\/(\d)\.html$/.exec(path);
  if (info) return html(TENDERS[Number(info[1])]!, `<h1>${TENDERS[Number(info[1])]}</h1><p>发布时间：2026-11-2${info[1]}</p><p>项目编号：RD-2026-00${info[1]}</p>`);
  const go = /^\/go\.jsp\?id=(\d)$/.exec(path);
  if (go) return { status: 302, location: `http://${OTHER}/notice/${go[1]}.html` };
  return undefined;
}

let server: TestServer;
let requests: string[];
let report: CrawlReport;

beforeAll(async () => {
  ({ server, requests } = await startSites(route));
  report = await crawlLocal(server.port, [`http://${UNI}/`], new MemoryStore());
}, 60_000);
afterAll(() => server?.close());

describe('a redirect to another site', () => {
  it('is refused by the fetcher, while one within the university is followed', async () => {
    const fetcher = createFetcher({ fetch: localFetch(server.port), hostDelayMs: 0 });
    const error = await failure(fetcher.fetchPage(`http://${UNI}/go.jsp?id=4`));
    expect(error.kind).toBe('off-site');
    expect(error.message).toContain(OTHER);
    expect(await fetcher.fetchPage(`http://${UNI}/zbcg/`)).toMatchObject({ status: 200, url: 'http://zbb.redir.edu.cn/' });
  });

  it('is not followed to a page the caller read already (a list reached through a second redirect)', async () => {
    const fetcher = createFetcher({ fetch: localFetch(server.port), hostDelayMs: 0 });
    const before = requests.filter((r) => r === 'zbb.redir.edu.cn/').length;
    const error = await failure(fetcher.fetchPage(`http://${UNI}/zbcg/`, undefined, { readAlready: (url) => url === 'http://zbb.redir.edu.cn/' }));
    expect(error.kind).toBe('read-already');
    expect(requests.filter((r) => r === 'zbb.redir.edu.cn/').length).toBe(before);
  });

  it('leaves a list row that goes through it read from the row, and the other site never asked', () => {
    const urls = report.newNotices.map((n) => n.url).sort();
    expect(urls).toEqual([0, 1, 2].map((i) => `http://${UNI}/info/${i}.html`).concat([3, 4, 5].map((i) => `http://${UNI}/go.jsp?id=${i}`)).sort());
    const fromRows = report.newNotices.filter((n) => n.url.includes('/go.jsp'));
    expect(fromRows.map((n) => [n.title, n.publishedAt])).toEqual(expect.arrayContaining([3, 4, 5].map((i) => [TENDERS[i], `2026-11-2${i}`])));
    expect(requests.filter((r) => r.startsWith(OTHER))).toEqual([]);
  });
});
