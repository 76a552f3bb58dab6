// shapes20 checks itself, no crawler here: its truth against what it serves on each of its three
// days (every notice list page answers rows that are notices, together all of them; every notice
// answers its title, date and fields), and each site's one unusual thing against what it claims
// (results on another host, the 更正 that move a call's deadline or budget, two-row columns, the
// column opened on day 3, code-named columns, the homepage box and its unseen sibling, the hash
// app run in linkedom, the stall, the 502 once). Then the scorer on made-up output.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, corpusPresent } from './titles.mjs';
import { carriesChange, score } from './score.ts';
import { startServer, truth, type Notice20, type Truth20 } from './server.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
let port = 0;
let server: http.Server | undefined;

interface Answer { status: number; headers: http.IncomingHttpHeaders; text: string }
/** One GET to the web on `at` (the main server by default), the URL's host in the Host header, as a browser. */
function get(url: string, at = port): Promise<Answer> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: at, path: u.pathname + u.search, headers: { host: u.host, 'user-agent': CHROME, 'x-client': 'selfcheck' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString('utf8') }));
    }).on('error', reject);
  });
}
const control = async (path: string, at = port) => JSON.parse((await get(`http://127.0.0.1${path}`, at)).text);
const setDay = (day: number) => control(`/__day?set=${day}`);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The rows of a list page: row links in `.news-list`, or the API's rows as the app links them. */
function rowsIn(page: Answer, url: string): string[] {
  if (/json/.test(String(page.headers['content-type']))) {
    return (JSON.parse(page.text) as { rows: { id: number }[] }).rows.map((r) => `http://${new URL(url).host}/#/notice/detail/${r.id}`);
  }
  const list = /<ul class="news-list">([\s\S]*?)<\/ul>/.exec(page.text)?.[1] ?? '';
  return [...list.matchAll(/<a href="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), url).href);
}
/** The nav links of a page: text → href. */
const navOf = (page: Answer) => Object.fromEntries([...(/<ul class="menu">([\s\S]*?)<\/ul>/.exec(page.text)?.[1] ?? '').matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[2]!, m[1]!]));
const ofShape = (t: Truth20, shape: string) => t.notices.filter((n) => n.shape === shape);

beforeAll(async () => {
  server = corpusPresent ? await startServer({ port: 0 }) : undefined;
  port = server ? (server.address() as AddressInfo).port : 0;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
});

describe.runIf(corpusPresent)('shapes20 web', () => {
  // First: the one 502 is the first request for that list on day 1 of a fresh server.
  it('fail-once: the 招标信息 list answers 502 to its first request on day 1, then its rows; /__reset re-arms it', async () => {
    const url = 'http://www.gbg.edu.cn/zbxx/list.htm';
    const first = await get(url);
    expect(first.status).toBe(502);
    expect(first.text).toContain('502 Bad Gateway');
    const again = await get(url);
    expect(again.status).toBe(200);
    expect(rowsIn(again, url)).toHaveLength(12);
    const st = (await control('/__stats'))[1]['gbg.edu.cn'];
    expect([st.badGateway, st.pages['zbxx:1'].fetches]).toEqual([1, 1]);
    await setDay(2);
    await control('/__reset');
    expect((await get(url)).status).toBe(200);
    await setDay(1);
    await control('/__reset');
    expect((await get(url)).status).toBe(502);
    expect((await get(url)).status).toBe(200);
  });

  it('fits the corpus: 290 notices on day 1, 39 new on day 2, 29 new on day 3; every URL once', () => {
    const [t1, t2, t3] = [truth(1), truth(2), truth(3)];
    expect(t1.notices).toHaveLength(290);
    expect(t2.notices.filter((n) => n.day === 2)).toHaveLength(39);
    expect(t3.notices.filter((n) => n.day === 3)).toHaveLength(29);
    expect(new Set(t3.notices.map((n) => n.url)).size).toBe(t3.notices.length);
    expect(new Set(t3.notices.map((n) => n.title)).size).toBe(t3.notices.length);
    // A day shows every notice of the days before it, unchanged.
    expect(t2.notices.filter((n) => n.day === 1)).toEqual(t1.notices);
    expect(t3.notices.filter((n) => n.day <= 2)).toEqual(t2.notices);
    expect(available().call).toBeGreaterThan(250);
    expect(Object.keys(t1.lists)).toHaveLength(9);
    expect(t1.seeds).toHaveLength(9);
  });

  it('every notice list page of the truth answers its rows, notices of the truth and together all of them, each day', async () => {
    for (const day of [1, 2, 3]) {
      await setDay(day);
      const t = truth(day);
      const want = new Set(t.notices.map((n) => n.url));
      const seen: string[] = [];
      for (const lists of Object.values(t.lists)) {
        for (const p of lists.pages) {
          const got = await get(p.url);
          expect(got.status, p.url).toBe(200);
          const rows = rowsIn(got, p.url);
          expect(rows.length, p.url).toBeGreaterThanOrEqual(1);
          if (!p.tenders) expect(rows.filter((u) => want.has(u)), p.url).toEqual([]);
          else {
            expect(rows.every((u) => want.has(u)), p.url).toBe(true);
            seen.push(...rows);
          }
        }
      }
      expect(seen.length).toBe(want.size);
      expect(new Set(seen)).toEqual(want);
    }
    await setDay(1);
  });

  it('every notice answers its title, date and fields (the app through its API); stalled pages on a server that stalls briefly', async () => {
    const brief = await startServer({ port: 0, stallMs: 5 });
    const at = (brief.address() as AddressInfo).port;
    try {
      await control('/__day?set=3', at);
      for (const n of truth(3).notices) {
        const m = /#\/notice\/detail\/(\d+)$/.exec(n.url);
        const got = m ? await get(`http://${new URL(n.url).host}/api/notice/detail?id=${m[1]}`, at) : await get(n.url, at);
        expect(got.status, n.url).toBe(200);
        const text = m ? (() => { const d = JSON.parse(got.text); expect(d.title).toBe(n.title); expect(d.publishTime).toBe(n.date); return d.content as string; })() : got.text;
        if (!m) {
          expect(text, n.url).toContain(`<h1>${esc(n.title)}</h1>`);
          expect(text).toContain(`发布时间：${n.date}`);
        }
        expect(text).toContain(n.projectNo);
        if (n.kind === 'call' || n.kind === 'intent' || n.kind === 'change') expect(text).toMatch(/预算金额：人民币 [\d.]+ 万元.*投标截止时间：20\d\d-\d\d-\d\d 09:30/s);
      }
    } finally {
      brief.closeAllConnections();
      await new Promise((done) => brief.close(done));
    }
  });

  it('news and rules rows are never notices; the rules column (采购制度) is in the procurement nav', async () => {
    await setDay(1);
    const home = await get('http://zbb.lcd.edu.cn/');
    expect(navOf(home)['采购制度']).toBe('/cgzd/list.htm');
    const rules = await get('http://zbb.lcd.edu.cn/cgzd/list.htm');
    const rows = rowsIn(rules, 'http://zbb.lcd.edu.cn/cgzd/list.htm');
    expect(rows).toHaveLength(9);
    expect(rules.text).toMatch(/采购管理办法/);
    const urls = new Set(truth(3).notices.map((n) => n.url));
    expect(rows.filter((u) => urls.has(u))).toEqual([]);
    expect((await get(rows[0]!)).text).not.toContain('项目编号');
  });

  it('cross-host-results: calls on zbb., results on cwc., the procurement nav linking cwc absolutely', async () => {
    await setDay(1);
    const t = truth(1);
    const notices = ofShape(t, 'cross-host-results');
    expect(new Set(notices.filter((n) => n.kind === 'call').map((n) => new URL(n.url).host))).toEqual(new Set(['zbb.lcd.edu.cn']));
    expect(new Set(notices.filter((n) => n.kind === 'result').map((n) => new URL(n.url).host))).toEqual(new Set(['cwc.lcd.edu.cn']));
    expect(navOf(await get('http://zbb.lcd.edu.cn/zbgg/list_2.htm'))['中标结果']).toBe('http://cwc.lcd.edu.cn/zbjg/list.htm');
    expect((await get('http://zbb.lcd.edu.cn/zbjg/list.htm')).status).toBe(404);
    expect(rowsIn(await get('http://cwc.lcd.edu.cn/zbjg/list_2.htm'), 'http://cwc.lcd.edu.cn/zbjg/list_2.htm')).toHaveLength(8);
  });

  it('project-chain: 变更公告 holds 1 更正 on day 1, 6 on day 2, 8 on day 3; each names an earlier call\'s project and 项目编号 and states old → new', async () => {
    const counts = [];
    for (const day of [1, 2, 3]) {
      await setDay(day);
      const t = truth(day);
      const changes = ofShape(t, 'project-chain').filter((n) => n.kind === 'change');
      counts.push(changes.length);
      const page = await get('http://www.mxl.edu.cn/bggg.htm');
      expect(rowsIn(page, 'http://www.mxl.edu.cn/bggg.htm').sort()).toEqual(changes.map((n) => n.url).sort());
      for (const n of changes) {
        const c = n.change!;
        const call = t.notices.find((x) => x.url === c.callUrl)!;
        expect(call.kind).toBe('call');
        expect(call.projectNo).toBe(n.projectNo);
        expect(call.date <= n.date).toBe(true);
        expect(n.title).toContain(c.project);
        const text = (await get(n.url)).text;
        expect(text).toContain(`原公告的采购项目编号：${call.projectNo}`);
        const was = (await get(call.url)).text;
        if (c.field === 'deadline') {
          expect(text).toContain(`原投标截止时间：${c.from}（北京时间），现变更为：${c.to}`);
          expect(was).toContain(`投标截止时间：${c.from}`);
        } else {
          expect(text).toContain(`原预算金额：人民币 ${Number(c.from).toFixed(2)} 万元，现调整为：人民币 ${Number(c.to).toFixed(2)} 万元`);
          expect(was).toContain(`预算金额：人民币 ${Number(c.from).toFixed(2)} 万元`);
        }
      }
      expect(ofShape(t, 'project-chain').filter((n) => n.column === '询价公告')).toHaveLength(day + 1);
    }
    expect(counts).toEqual([1, 6, 8]);
    await setDay(1);
  });

  it('two-each: four procurement columns of two rows each on day 1, one page each, in the nav', async () => {
    await setDay(1);
    const nav = navOf(await get('http://www.tzx.edu.cn/'));
    for (const name of ['招标公告', '询价公告', '竞争性磋商', '结果公告']) {
      const url = new URL(nav[name]!, 'http://www.tzx.edu.cn/').href;
      const rows = rowsIn(await get(url), url);
      expect(rows, name).toHaveLength(2);
    }
    expect(ofShape(truth(1), 'two-each')).toHaveLength(8);
  });

  it('opened-day3: 采购意向 is not in the nav (and 404) on days 1 and 2; on day 3 the nav links it, five rows', async () => {
    for (const day of [1, 2]) {
      await setDay(day);
      expect(navOf(await get('http://www.syx.edu.cn/'))['采购意向']).toBeUndefined();
      expect((await get('http://www.syx.edu.cn/xxgk/cgyx/index.html')).status).toBe(404);
    }
    await setDay(3);
    expect(navOf(await get('http://www.syx.edu.cn/xxgk/zbgg/index_1.html'))['采购意向']).toBe('/xxgk/cgyx/index.html');
    const rows = rowsIn(await get('http://www.syx.edu.cn/xxgk/cgyx/index.html'), 'http://www.syx.edu.cn/xxgk/cgyx/index.html');
    expect(rows.sort()).toEqual(ofShape(truth(3), 'opened-day3').filter((n) => n.kind === 'intent' && n.day === 3).map((n) => n.url).sort());
    expect(rows).toHaveLength(5);
    await setDay(1);
  });

  it('code-named: column URLs carry only a number; the name is the nav text and the heading', async () => {
    await setDay(1);
    const nav = navOf(await get('http://www.ohk.edu.cn/'));
    expect(nav).toMatchObject({ 招标公告: '/col/col1234/index.html', 中标公告: '/col/col1237/index.html' });
    const p2 = await get('http://www.ohk.edu.cn/col/col1237/index.html?uid=4037&pageNum=2');
    expect(p2.text).toContain('<h2>中标公告</h2>');
    expect(rowsIn(p2, 'http://www.ohk.edu.cn/col/col1237/index.html')).toHaveLength(9);
    for (const p of truth(1).lists['ohk.edu.cn']!.pages) expect(new URL(p.url).pathname).toMatch(/^\/col\/col\d+\/index\.html$/);
  });

  it('home-box: the homepage shows 招标公告\'s 6 newest rows and 更多; its column has 3 pages; 中标公告 only in the section sidebar', async () => {
    await setDay(1);
    const home = await get('http://www.lnd.edu.cn/');
    const calls = ofShape(truth(1), 'home-box').filter((n) => n.kind === 'call');
    const box = /<span>招标公告<\/span><a class="more" href="([^"]+)">更多/.exec(home.text);
    expect(box?.[1]).toBe('/zbcg/zbgg/list.htm');
    const shown = [...home.text.matchAll(/href="(\/zbcg\/info\/\d+\.htm)"/g)].map((m) => `http://www.lnd.edu.cn${m[1]}`);
    expect(shown).toEqual(calls.slice(0, 6).map((n) => n.url));
    expect(home.text).not.toContain('中标公告');
    expect(home.text).not.toContain('/zbcg/zbgs/');
    expect(truth(1).lists['lnd.edu.cn']!.pages.filter((p) => p.page.startsWith('zbgg:'))).toHaveLength(3);
    const list = await get('http://www.lnd.edu.cn/zbcg/zbgg/list3.htm');
    expect(list.text).toMatch(/<div class="side"><h3>招标采购<\/h3>.*<a href="\/zbcg\/zbgs\/list\.htm">中标公告<\/a>/);
  });

  it('hash-spa: the shell holds no row; app.js (run in linkedom) draws rows with hash links from the API, pages by <li> numbers, and renders a detail', async () => {
    await setDay(1);
    const base = 'http://zbcg.yjy.edu.cn';
    const shell = await get(`${base}/`);
    expect(shell.text).toContain('<div id="app"></div>');
    expect(shell.text).not.toMatch(/<a /);
    const { document } = parseHTML(shell.text);
    const pending: Promise<unknown>[] = [];
    const listeners: Record<string, () => void> = {};
    const location = { hash: '#/notice/list?type=zb' };
    const sandbox: Record<string, unknown> = {
      document, location, JSON, Math, String, parseInt, decodeURIComponent, Promise,
      fetch: (u: string) => { const p = get(`${base}${u}`).then((a) => ({ json: async () => JSON.parse(a.text) })); pending.push(p); return p; },
      addEventListener: (type: string, fn: () => void) => { listeners[type] = fn; },
    };
    sandbox.window = sandbox;
    vm.createContext(sandbox);
    const settle = async () => { while (pending.length) await pending.shift(); await new Promise((r) => setImmediate(r)); };
    vm.runInContext((await get(`${base}/static/js/app.js`)).text, sandbox);
    await settle();
    const calls = ofShape(truth(1), 'hash-spa').filter((n) => n.kind === 'call');
    const links = () => [...document.querySelectorAll('.notice-item a')].map((a) => `${base}/${a.getAttribute('href')}`);
    expect(links()).toEqual(calls.slice(0, 10).map((n) => n.url));
    expect([...document.querySelectorAll('.el-pager li')].map((li) => li.textContent)).toEqual(['1', '2', '3']);
    document.querySelectorAll('.el-pager li')[2]!.dispatchEvent(new (parseHTML('').window.Event)('click', { bubbles: true }));
    expect(location.hash).toBe('#/notice/list?type=zb&page=3');
    listeners.hashchange!();
    await settle();
    expect(links()).toEqual(calls.slice(20, 30).map((n) => n.url));
    location.hash = `#/notice/detail/${/(\d+)$/.exec(calls[3]!.url)![1]}`;
    listeners.hashchange!();
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe(calls[3]!.title);
    expect(document.querySelector('.meta')?.textContent).toBe(`发布时间：${calls[3]!.date}`);
  });

  it('stalled-details: a stalled detail is held without an answer until the client gives up; its row is in the list; other details answer', async () => {
    await setDay(1);
    const t = truth(1);
    const notices = ofShape(t, 'stalled-details');
    const stalledBefore = (await control('/__stats'))[1]['qcn.edu.cn']?.stalled ?? 0;
    // Held: the stall counter moves while no answer has come; then the client gives up.
    const held = await new Promise<{ url: string; answered: boolean }>((resolve) => {
      let answered = false;
      const n = notices[2]!; // every fifth day-1 row from the third stalls
      const u = new URL(n.url);
      const req = http.get({ host: '127.0.0.1', port, path: u.pathname, headers: { host: u.host } }, () => { answered = true; });
      req.on('error', () => undefined);
      const poll = async () => {
        const st = (await control('/__stats'))[1]['qcn.edu.cn'];
        if (st.stalled > stalledBefore) { req.destroy(); resolve({ url: n.url, answered }); } else setImmediate(poll);
      };
      void poll();
    });
    expect(held.answered).toBe(false);
    const list = await get('http://www.qcn.edu.cn/cggg/list.htm');
    expect(list.text).toContain(held.url.replace('http://www.qcn.edu.cn', ''));
    expect((await get(notices[0]!.url)).status).toBe(200);
    for (;;) if ((await control('/__stats'))[1]['qcn.edu.cn'].stallsAbandoned > 0) break;
  });

  it('the scorer: a notice missing, a news and a rules line wrong, a repeat a duplicate, a first delivery a day later late; a 更正 line with its change carried', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shapes20-'));
    const line = (n: Notice20, extra: Record<string, unknown> = {}) => JSON.stringify({ url: n.url.replace('http://', 'https://'), aliases: [], title: n.title, site: n.site, publishedAt: `${n.date}T10:00:00+08:00`, ...extra });
    const d1 = truth(1).notices;
    const d2 = truth(2).notices.filter((n) => n.day === 2);
    const d3 = truth(3).notices.filter((n) => n.day === 3);
    const change = d2.find((n) => n.change?.field === 'budget')!;
    const files = { day1: join(dir, 'd1.jsonl'), day2: join(dir, 'd2.jsonl'), day3: join(dir, 'd3.jsonl') };
    writeFileSync(files.day1, [...d1.slice(1).map((n) => line(n)), JSON.stringify({ url: 'http://zbb.lcd.edu.cn/info/1033/1301.htm', title: '采购制度' }), JSON.stringify({ url: 'http://www.gbg.edu.cn/xwzx/info/9001.htm', title: '新闻' })].join('\n'));
    writeFileSync(files.day2, d2.map((n) => (n === change ? line(n, { project: 'p1', changes: [{ field: 'budget', from: change.change!.from, to: Number(change.change!.to) * 10000 }] }) : line(n))).concat(line(d1[0]!)).join('\n'));
    writeFileSync(files.day3, [...d3, d1[1]!].map((n) => line(n)).join('\n'));
    try {
      const rows = await score({ log: `http://127.0.0.1:${port}`, ...files });
      const sum = (day: number, k: 'found' | 'want' | 'late' | 'duplicates') => rows.filter((r) => r.day === day).reduce((n, r) => n + r[k], 0);
      expect([1, 2, 3].map((d) => [sum(d, 'found'), sum(d, 'want'), sum(d, 'late'), sum(d, 'duplicates')])).toEqual([[289, 290, 0, 0], [39, 39, 1, 0], [29, 29, 0, 1]]);
      expect(rows.filter((r) => r.day === 1).flatMap((r) => r.wrong)).toEqual(['http://zbb.lcd.edu.cn/info/1033/1301.htm 采购制度', 'http://www.gbg.edu.cn/xwzx/info/9001.htm 新闻']);
      const chain = rows.find((r) => r.day === 2 && r.shape === 'project-chain')!;
      expect([chain.changes.length, chain.changesFound, chain.changesCarried]).toEqual([5, 5, 1]);
      expect(carriesChange({ project: 'x', changes: [{ field: 'deadline', to: '2026-12-14T09:30:00+08:00' }] }, { field: 'deadline', to: '2026-12-14 09:30' })).toEqual({ project: true, moved: true });
      expect(carriesChange({ changes: [{ field: 'budget', to: 1 }] }, { field: 'budget', to: 24.44 })).toEqual({ project: false, moved: false });
      expect(rows.find((r) => r.shape === 'hash-spa' && r.day === 1)?.found).toBe(39);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
