/**
 * The test-web kit on a web made for it: one school whose 招标公告 column gains a notice on day 2.
 * The control routes move the day and count requests per site, list page and client; the scorer
 * tells found, missed, wrong, duplicate and late lines and wrong titles and dates apart; the runner
 * crawls both days on one store and the scorer finds every notice once.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFetch } from '../crawl/support.ts';
import { runDays, inProcess } from './runner.ts';
import { runsOf, scoreDays, scoreWeb, type Line } from './score.ts';
import { startWeb, type WebServer } from './server.ts';
import type { Truth, WebStats } from './types.ts';

const HOST = 'www.kit.edu.cn';
const ROWS = [
  { id: 1, day: 1, date: '2026-11-02', title: '实验室通风系统改造项目公开招标公告' },
  { id: 2, day: 1, date: '2026-11-09', title: '图书馆密集书架采购项目竞争性磋商公告' },
  { id: 3, day: 1, date: '2026-11-16', title: '学生公寓空调维保服务项目询价公告' },
  { id: 4, day: 2, date: '2026-11-25', title: '校园网核心交换机采购项目公开招标公告' },
];
const onDay = (day: number) => ROWS.filter((r) => r.day <= day).reverse();
const detail = (id: number) => `http://${HOST}/zbgg/${id}.html`;
const page = (title: string, body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body><a href="/">首页</a> <a href="/zbgg/list.html">招标公告</a>${body}</body></html>`;

function truth(day: number): Truth {
  return {
    day, seeds: [`http://${HOST}/`],
    notices: onDay(day).map((r) => ({ url: detail(r.id), urls: [detail(r.id)], title: r.title, date: r.date, site: 'kit.edu.cn', shape: 'plain', day: r.day })),
    lists: { 'kit.edu.cn': { real: 1, news: 0, pages: [{ page: 'zbgg:1', tenders: true, url: `http://${HOST}/zbgg/list.html` }] } },
  };
}

const start = () => startWeb({
  name: 'kit', days: [1, 2], truth, counters: ['notFound'] as const, siteOf: (host) => (host === HOST ? HOST : undefined), keyOf: () => 'kit.edu.cn',
  handle(_site, req, day) {
    const path = req.url.pathname;
    if (path === '/') return { body: page('示例大学', '<p>欢迎</p>') };
    if (path === '/zbgg/list.html') {
      const rows = onDay(day).map((r) => `<li><a href="/zbgg/${r.id}.html">${r.title}</a><span>${r.date}</span></li>`).join('');
      return { body: page('招标公告', `<ul>${rows}</ul>`), list: 'zbgg:1', tenders: true };
    }
    const m = /^\/zbgg\/(\d+)\.html$/.exec(path);
    const row = m && onDay(day).find((r) => r.id === Number(m[1]));
    if (row) return { body: page(row.title, `<h1>${row.title}</h1><p>发布时间：${row.date}</p><p>项目编号：KIT-${row.id}，预算金额：50万元，投标截止时间：2026-12-20 09:30。</p>`) };
    return { status: 404, body: 'not found', type: 'text/plain', count: 'notFound' };
  },
});

describe('the control routes', () => {
  let server: WebServer<'notFound'>;
  let base: string;
  const get = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${base}${path}`, { headers })).json();
  beforeAll(async () => {
    server = await start();
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('moves only to one of the web\'s days, and /__truth follows the day unless asked for one', async () => {
    expect(await get('/__day?set=7')).toEqual({ day: 1 });
    expect(((await get('/__truth')) as Truth).notices).toHaveLength(3);
    expect(await get('/__day?set=2')).toEqual({ day: 2 });
    expect(((await get('/__truth')) as Truth).notices).toHaveLength(4);
    expect(((await get('/__truth?day=1')) as Truth).notices).toHaveLength(3);
    await get('/__day?set=1');
  });

  it('counts requests per day and site, each list page by client and address, and the web\'s counters; /__reset forgets them', async () => {
    await get('/__reset');
    // Node's fetch will not send a Host header of our choosing; localFetch does.
    const ask = (path: string, ua: string) => localFetch((server.address() as { port: number }).port)(`http://${HOST}${path}`, { headers: { 'user-agent': ua } }).then((r) => r.text());
    await ask('/zbgg/list.html', 'node');
    await ask('/zbgg/list.html?x=1', 'Mozilla/5.0 Chrome/140');
    await ask('/nothing.html', 'node');
    const stats = (await get('/__stats')) as WebStats<'notFound'>;
    const site = stats[1]!['kit.edu.cn']!;
    expect(site.requests).toBe(3);
    expect(site.byClient).toEqual({ fetch: 2, browser: 1 });
    expect(site.notFound).toBe(1);
    expect(site.pages['zbgg:1']).toMatchObject({ fetches: 2, tenders: true, clients: { fetch: 1, browser: 1 } });
    expect(Object.keys(site.pages['zbgg:1']!.urls)).toEqual([`//${HOST}/zbgg/list.html`, `//${HOST}/zbgg/list.html?x=1`]);
    const rows = await scoreWeb(base, [{ day: 1, lines: [] }], { counters: ['notFound'] as const });
    expect(rows[0]).toMatchObject({ found: 0, want: 3, listFetches: 2, distinctListPages: 1, realListPages: 1, notFound: 1, economical: false });
    expect(rows[0]!.askedTwice).toEqual([expect.objectContaining({ page: 'zbgg:1', fetches: 2 })]);
    expect(await get('/__reset')).toEqual({ reset: true });
    expect(await get('/__stats')).toEqual({});
  });
});

describe('sites sharing a host', () => {
  it('are told apart by the URL siteOf is given, each request counted on its own site', async () => {
    const shared = await startWeb({
      name: 'kit-shared', days: [1], truth, counters: ['notFound'] as const, keyOf: (s: string) => s, handle: () => ({ body: 'ok' }),
      siteOf: (host, url) => (host !== HOST ? undefined : url.pathname.startsWith('/b/') ? 'b.edu.cn' : 'kit.edu.cn'),
    });
    try {
      const ask = (path: string) => localFetch((shared.address() as { port: number }).port)(`http://${HOST}${path}`).then((r) => r.text());
      for (const path of ['/a/1.html', '/b/1.html', '/b/2.html?x=1']) await ask(path);
      const stats = shared.control.stats[1]!;
      expect(Object.keys(stats).sort()).toEqual(['b.edu.cn', 'kit.edu.cn']);
      expect(Object.keys(stats['b.edu.cn']!.paths)).toEqual([`GET //${HOST}/b/1.html`, `GET //${HOST}/b/2.html?x=1`]);
      expect(stats['kit.edu.cn']!.requests).toBe(1);
    } finally {
      await new Promise<void>((done) => shared.close(() => done()));
    }
  });
});

describe('the scorer', () => {
  const line = (id: number, extra: Partial<Line> = {}): Line => ({ url: detail(id), title: ROWS[id - 1]!.title, publishedAt: ROWS[id - 1]!.date, ...extra });
  it('tells found, missed, wrong, duplicate and late lines, and wrong titles and dates apart', () => {
    const day1 = [line(1), line(2, { title: '别的标题' }), line(2), { url: `http://${HOST}/xwzx/9.html`, title: '新闻' }, { url: 'http://elsewhere.org/1', title: '他处' }];
    const day2 = [line(3), line(1), line(4, { url: `https://${HOST}:8443/zbgg/4.html`, publishedAt: '2026-11-24T20:00:00Z' })];
    const [d1, d2] = scoreDays([truth(1), truth(2)], {}, [day1, day2]);
    expect(d1).toMatchObject({ found: 2, want: 3, recall: '2/3', precision: '2/4', duplicates: 1, late: 0, titles: '1/2', dates: '2/2', missedLists: ['zbgg:1'] });
    expect(d1!.missed).toEqual([`${detail(3)} ${ROWS[2]!.title}`]);
    expect(d1!.wrong).toEqual([`http://${HOST}/xwzx/9.html 新闻`]);
    expect(d1!.unplaced).toEqual(['http://elsewhere.org/1 他处']);
    // Day 2: notice 3 first delivered a day late, notice 1 again; notice 4 under another scheme and port, its instant on 11-25 in China.
    expect(d2).toMatchObject({ found: 1, want: 1, precision: '2/3', duplicates: 1, late: 1, dates: '1/1' });
  });

  it('reads the crawler\'s output files as the days they are given for, a day not run left out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-runs-'));
    const file = (name: string, lines: Line[]) => (writeFileSync(join(dir, name), lines.map((l) => JSON.stringify(l)).join('\n') + '\n'), join(dir, name));
    const one = file('d1.jsonl', [{ url: 'http://a.edu.cn/1.htm', title: '一' }]);
    const three = file('d3.jsonl', [{ url: 'http://a.edu.cn/3.htm', title: '三' }, { url: 'http://a.edu.cn/4.htm', title: '四' }]);
    expect(runsOf([one, undefined, three]).map((r) => [r.day, r.lines.map((l) => l.url)])).toEqual([[1, ['http://a.edu.cn/1.htm']], [3, ['http://a.edu.cn/3.htm', 'http://a.edu.cn/4.htm']]]);
    rmSync(dir, { recursive: true });
  });

  it('adds a web\'s own fields from what it found, and compares URLs as the web says', () => {
    const lines = [line(1), line(2, { url: detail(2).toUpperCase() })];
    const extra = (v: { found: ReadonlyMap<string, Line> }) => ({ foundIds: [...v.found.keys()].map((u) => u.slice(-6)) });
    // By default a path's case counts; a web whose server ignores it says so.
    expect(scoreDays([truth(1)], {}, [lines], { extra })[0]).toMatchObject({ foundIds: ['1.html'], wrong: [expect.stringContaining('ZBGG/2.HTML')] });
    expect(scoreDays([truth(1)], {}, [lines], { normUrl: (u) => u.toLowerCase(), extra })[0]).toMatchObject({ foundIds: ['1.html', '2.html'], wrong: [] });
  });
});

describe('the runner', () => {
  it('crawls both days on one store: every notice once, the list page asked once a day', async () => {
    const { scored, runs } = await runDays({ start, seeds: truth(1).seeds, crawler: inProcess(), score: (base, days) => scoreWeb(base, days) });
    expect(runs.map((r) => r.day)).toEqual([1, 2]);
    expect(scored.map((r) => [r.day, r.found, r.want, r.duplicates, r.wrong.length])).toEqual([[1, 3, 3, 0, 0], [2, 1, 1, 0, 0]]);
    for (const row of scored) expect(row.askedTwice, `day ${row.day}`).toEqual([]);
  }, 60_000);

  it('tells an in-process crawl\'s events to `log` with their day', async () => {
    const fetched: Array<[number, string]> = [];
    await runDays({ start, seeds: truth(1).seeds, crawler: inProcess({ log: (e, day) => { if (e.type === 'fetch') fetched.push([day, e.url]); } }), score: async () => null });
    expect(fetched).toContainEqual([1, `http://${HOST}/zbgg/list.html`]);
    expect(fetched).toContainEqual([2, `http://${HOST}/zbgg/4.html`]);
    expect(fetched.filter(([day, u]) => day === 2 && u === `http://${HOST}/zbgg/1.html`)).toEqual([]);
  }, 60_000);
});
