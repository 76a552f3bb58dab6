/**
 * A list a script draws from a JSON API, with a pager of real URLs (`list.html?page=2`) that the
 * script draws too. Its static answer is an empty shell on every page, so once page 1 has shown
 * that, the list's later pages, and page 1 on the next run, go straight to the browser: each page
 * asked of the site once per run, not once as a shell and again in the browser.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import type { TestServer } from '../fetch/server.ts';
import { captureIo, localCrawlArgs, startSites } from './support.ts';

const CHROMIUM = '/usr/bin/chromium';
const HOST = 'www.drawn.edu.cn';
const SUBJECTS = ['实验楼中央空调', '图书馆屋面防水维修', '学生宿舍家具', '体育馆照明改造', '校园监控系统升级', '实验室通风系统改造', '食堂厨房设备', '教学楼多媒体设备'];
const KINDS = ['采购项目公开招标公告', '工程竞争性磋商公告', '项目询价公告'];
/** Notice n (1 = oldest): its title. Day 1 has 18, day 2 two more on top. */
const title = (n: number) => `${SUBJECTS[n % SUBJECTS.length]}${KINDS[n % KINDS.length]}（第${n}批）`;
const PER_PAGE = 6;

const html = (head: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${head}</title></head><body>${body}</body></html>`;
// The shell: an empty list and a pager, both drawn from the API by the page's script.
const SHELL = html(
  '招标公告',
  `<h2>招标公告</h2><ul class="news-list"></ul><div class="pager"></div><script>
var page = Number(new URLSearchParams(location.search).get('page') || 1);
fetch('/api/rows?page=' + page).then(function (r) { return r.json(); }).then(function (data) {
  var ul = document.querySelector('.news-list');
  data.rows.forEach(function (row) {
    var li = document.createElement('li'), a = document.createElement('a'), s = document.createElement('span');
    a.href = '/info/' + row.id + '.html'; a.textContent = row.title; s.textContent = row.date;
    li.append(a, s); ul.append(li);
  });
  var pager = document.querySelector('.pager');
  for (var n = 1; n <= data.pages; n++) {
    var link = document.createElement('a'); link.href = 'list.html?page=' + n; link.textContent = String(n); pager.append(link, ' ');
  }
  if (page < data.pages) { var next = document.createElement('a'); next.href = 'list.html?page=' + (page + 1); next.textContent = '下一页'; pager.append(next); }
});
</script>`,
);

let day = 1;
let server: TestServer;
/** "static /path" (the crawl's fetcher) or "browser /path", in order; reset per day. */
let asked: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'drawn-list-'));
const newest = () => (day === 1 ? 18 : 20);

function route(host: string, path: string, req: IncomingMessage): string | { type: string; body: string } | undefined {
  if (host !== HOST) return undefined;
  asked.push(`${/TenderRadar/.test(req.headers['user-agent'] ?? '') ? 'static' : 'browser'} ${path}`);
  if (path === '/robots.txt') return undefined;
  if (path === '/') return html('示例大学', '<ul class="nav"><li><a href="/zbgg/list.html">招标公告</a></li><li><a href="/about.html">学校概况</a></li></ul>');
  if (path === '/about.html') return html('学校概况', '<p>示例大学是一所综合性大学。</p>');
  if (path === '/zbgg/list.html' || path.startsWith('/zbgg/list.html?')) return SHELL;
  const api = /^\/api\/rows\?page=(\d+)$/.exec(path);
  if (api) {
    const page = Number(api[1]);
    const ids = Array.from({ length: PER_PAGE }, (_, i) => newest() - (page - 1) * PER_PAGE - i).filter((n) => n >= 1);
    const rows = ids.map((n) => ({ id: n, title: title(n), date: `2026-11-${String(Math.min(28, n)).padStart(2, '0')}` }));
    return { type: 'application/json; charset=utf-8', body: JSON.stringify({ pages: Math.ceil(newest() / PER_PAGE), rows }) };
  }
  const info = /^\/info\/(\d+)\.html$/.exec(path);
  if (info && Number(info[1]) <= newest()) {
    const n = Number(info[1]);
    return html(title(n), `<h1>${title(n)}</h1><p>发布时间：2026-11-${String(Math.min(28, n)).padStart(2, '0')}</p><p>项目编号：DL-2026-${String(n).padStart(3, '0')}。欢迎符合条件的供应商参加。</p>`);
  }
  return undefined;
}

const listAsks = () => asked.filter((a) => a.includes('/zbgg/list.html'));
const crawl = async (io: ReturnType<typeof captureIo>) =>
  run(localCrawlArgs([`http://${HOST}/`], join(dir, 'state'), server.port, ['--browser', CHROMIUM, '--browser-timeout', '30']), io);

describe.skipIf(!existsSync(CHROMIUM))('a list a script draws, with a pager of real URLs', () => {
  const day1 = captureIo();
  const day2 = captureIo();
  let asked1: string[] = [];
  beforeAll(async () => {
    server = (await startSites(route)).server;
    expect(await crawl(day1)).toBe(0);
    asked1 = listAsks();
    day = 2;
    asked = [];
    expect(await crawl(day2)).toBe(0);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds every notice on day 1 and only the new ones on day 2, read through the browser', () => {
    expect(day1.lines.map((l) => l.title).sort()).toEqual(Array.from({ length: 18 }, (_, i) => title(i + 1)).sort());
    expect(day2.lines.map((l) => l.title).sort()).toEqual([title(19), title(20)].sort());
    expect([...day1.lines, ...day2.lines].every((l) => l.via === 'browser')).toBe(true);
  });

  // Page 1's shell is shown to the browser from its static answer (lib/browser/shown.ts): before, the browser asked it again.
  it('asks page 1 as a shell once, then each later page of the list once, of the browser', () => {
    expect(asked1.filter((a) => a.startsWith('static'))).toEqual(['static /zbgg/list.html']);
    expect(asked1.filter((a) => a.startsWith('browser')).sort()).toEqual(['browser /zbgg/list.html?page=2', 'browser /zbgg/list.html?page=3']);
  });

  it('asks the list of the browser only on the next run', () => {
    const asked2 = listAsks();
    expect(asked2.filter((a) => a.startsWith('static'))).toEqual([]);
    // Two new rows on top of page 1, old rows below them: page 2 is not asked.
    expect(asked2).toEqual(['browser /zbgg/list.html']);
  });
});
