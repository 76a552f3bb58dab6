/**
 * One way in: the crawl, a page the user opened and the helper all store through
 * lib/dedup/ingest.ts. A university on 127.0.0.1 posts one tender in three places (the 通知公告
 * stream with its name in front, a 招标公告 column under a 【招标公告】 label, the procurement
 * sub-site with a full-width space) and its re-post （第二次） with a new date: one record with
 * two aliases, and the re-post another. The same notice seen on a page before or after the crawl
 * is one record, delivered once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeLine } from '../../helper/crawl/output.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { noticeFingerprint } from '../../lib/dedup/fingerprint.ts';
import { cleanTitle, ingest, MAX_TITLE, type Arrival } from '../../lib/dedup/ingest.ts';
import { NoticeIndex } from '../../lib/dedup/notice-index.ts';
import { sameTitle, titleIdentity } from '../../lib/dedup/title-key.ts';
import { WATCH } from '../../lib/extension/records.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import type { WriteOp } from '../../lib/store/store.ts';
import { crawlLocal } from '../crawl/support.ts';
import { fromContentScript, testHandlers } from '../extension/handlers.ts';
import { startServer, type TestServer } from '../fetch/server.ts';

const tokenizer = loadNodeTokenizer();

interface Row {
  path: string;
  title: string;
  date: string;
  no: string;
  deadline: string;
}
const TENDER = '实验楼中央空调采购项目公开招标公告';
const MAIN = 'www.ingest.edu.cn';
const PROC = 'zbb.ingest.edu.cn';
const STREAM: Row[] = [
  { path: '/info/8.htm', title: `示例大学关于实验楼中央空调采购项目的公开招标公告`, date: '2026-11-10', no: 'DX-2026-011', deadline: '2026年11月30日9:30' },
  { path: '/info/7.htm', title: '关于图书馆屋面防水维修工程的竞争性磋商公告', date: '2026-11-08', no: 'DX-2026-009', deadline: '2026年11月25日14:00' },
  { path: '/info/6.htm', title: '关于学生宿舍家具采购项目的询价公告', date: '2026-11-03', no: 'DX-2026-006', deadline: '2026年11月13日10:00' },
  { path: '/info/5.htm', title: '关于体育馆照明改造工程的招标公告', date: '2026-10-02', no: 'DX-2026-004', deadline: '2026年10月20日9:00' },
];
const COLUMN: Row[] = [
  { path: '/zbgg/31.htm', title: `【招标公告】${TENDER}`, date: '2026-11-10', no: 'DX-2026-011', deadline: '2026年11月30日9:30' },
  { path: '/zbgg/30.htm', title: '【招标公告】校园监控系统升级项目公开招标公告', date: '2026-11-06', no: 'DX-2026-013', deadline: '2026年12月1日9:30' },
  { path: '/zbgg/29.htm', title: '【招标公告】实验室通风系统改造工程招标公告', date: '2026-11-05', no: 'DX-2026-010', deadline: '2026年11月26日9:30' },
];
const OFFICE: Row[] = [
  { path: '/cggg/22.htm', title: `${TENDER}（第二次）`, date: '2026-11-18', no: 'DX-2026-011', deadline: '2026年12月8日9:30' },
  { path: '/cggg/21.htm', title: '实验楼中央空调采购项目　公开招标公告', date: '2026-11-11', no: 'DX-2026-011', deadline: '2026年11月30日9:30' },
  { path: '/cggg/20.htm', title: '多媒体教室设备采购项目竞争性磋商公告', date: '2026-10-28', no: 'DX-2026-008', deadline: '2026年11月10日9:30' },
  { path: '/cggg/19.htm', title: '食堂厨房设备更新采购项目询价公告', date: '2026-10-20', no: 'DX-2026-007', deadline: '2026年10月30日9:30' },
];

const html = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const list = (name: string, rows: Row[]) =>
  html(name, `<h2>${name}</h2><div class="list"><ul>${rows.map((r) => `<li><a href="${r.path}" title="${r.title}">${r.title}</a><span>${r.date}</span></li>`).join('\n')}</ul></div>`);
const detail = (r: Row) =>
  html(r.title, `<h1>${r.title}</h1><div class="info">发布日期：${r.date}</div><div class="content"><p>项目编号：${r.no}</p>
<p>采购人：示例大学资产管理处。本项目面向全社会公开，凡具备相应资质、信誉良好的单位均可参加。</p>
<p>投标截止时间：${r.deadline}，逾期送达的文件恕不接受。</p></div>`);

function serve(host: string, path: string): { status: number; body: string } {
  if (path === '/robots.txt') return { status: 200, body: 'User-agent: *\nDisallow:\n' };
  if (host === MAIN && path === '/')
    return { status: 200, body: html('示例大学', `<ul class="nav"><li><a href="/tzgg.htm">通知公告</a></li><li><a href="/zbgg.htm">招标公告</a></li><li><a href="http://${PROC}/cggg.htm">采购公告</a></li></ul>`) };
  if (host === MAIN && path === '/tzgg.htm') return { status: 200, body: list('通知公告', STREAM) };
  if (host === MAIN && path === '/zbgg.htm') return { status: 200, body: list('招标公告', COLUMN) };
  if (host === PROC && path === '/') return { status: 200, body: html('招标采购', `<a href="/cggg.htm">采购公告</a>`) };
  if (host === PROC && path === '/cggg.htm') return { status: 200, body: list('采购公告', OFFICE) };
  const row = (host === MAIN ? [...STREAM, ...COLUMN] : OFFICE).find((r) => r.path === path);
  return row ? { status: 200, body: detail(row) } : { status: 404, body: 'not found' };
}

let server: TestServer;
let port: number;
const url = (host: string, r: Row) => `http://${host}${r.path}`;
const SEED = `http://${MAIN}/`;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const { status, body } = serve(req.headers.host ?? '', req.url ?? '/');
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  port = server.port;
});
afterAll(() => server?.close());

/** The background's handlers over `store`, and a call as the content script in a tab showing `tabUrl`. */
function background(store: MemoryStore) {
  return fromContentScript(testHandlers({ store }));
}

async function watched(): Promise<MemoryStore> {
  const store = new MemoryStore();
  await store.write([{ type: 'put', collection: WATCH, key: 'ingest.edu.cn', value: { site: 'ingest.edu.cn', seeds: [SEED], paused: false, addedAt: '2026-11-01T00:00:00Z' } }]);
  return store;
}

const tenderRecords = (notices: Notice[]) => notices.filter((n) => n.title.includes('中央空调'));

describe('ingest: one notice, one record', () => {
  it('stores a tender posted in three columns once, with the other URLs as aliases; its （第二次） is another record', async () => {
    const store = await watched();
    const report = await crawlLocal(port, [SEED], store);
    const records = tenderRecords(await store.getAll('notices'));
    expect(records.map((n) => n.title).sort()).toEqual([expect.stringContaining(TENDER), `${TENDER}（第二次）`].sort());
    const [original] = records.filter((n) => !n.title.includes('第二次'));
    const copies = [url(MAIN, STREAM[0]!), url(MAIN, COLUMN[0]!), url(PROC, OFFICE[1]!)];
    expect([original!.url, ...original!.aliases!].sort()).toEqual(copies.sort());
    // The helper's line carries them.
    expect(noticeLine(original!).aliases).toEqual(original!.aliases);
    // Everything else is one record each.
    expect(report.newNotices).toHaveLength(STREAM.length + COLUMN.length + OFFICE.length - 2);
  }, 60_000);

  it('a notice stored by the crawl and then seen on a page (same URL or another column) stays one record, delivered once', async () => {
    const store = await watched();
    const first = await crawlLocal(port, [SEED], store);
    const call = background(store);
    const page = `http://${MAIN}/zbgg.htm`;
    const seen = await call(page, 'reportPageNotices', {
      pageUrl: page,
      notices: [
        { url: url(MAIN, COLUMN[0]!), title: COLUMN[0]!.title, date: COLUMN[0]!.date, type: '招标' },
        // The same tender as the page writes it under a URL the crawl did not see.
        { url: `http://${MAIN}/zbgg/99.htm`, title: `【招标公告】示例大学${TENDER}`, date: '2026-11-10', type: '招标' },
      ],
    });
    expect(seen.added).toBe(0);
    expect(tenderRecords(await store.getAll('notices'))).toHaveLength(2);
    const again = await crawlLocal(port, [SEED], store);
    expect(again.newNotices).toEqual([]);
    expect(first.newNotices.filter((n) => n.title.includes('中央空调'))).toHaveLength(2);
  }, 60_000);

  it('a notice seen on a page first and then crawled is one record, delivered once by the crawl', async () => {
    const store = await watched();
    const call = background(store);
    const page = `http://${PROC}/cggg.htm`;
    const seen = await call(page, 'reportPageNotices', {
      pageUrl: page,
      notices: [{ url: url(PROC, OFFICE[1]!), title: OFFICE[1]!.title, date: OFFICE[1]!.date, type: '招标' }],
    });
    expect(seen.added).toBe(1);
    const first = await crawlLocal(port, [SEED], store);
    const records = tenderRecords(await store.getAll('notices')).filter((n) => !n.title.includes('第二次'));
    expect(records).toHaveLength(1);
    expect(records[0]!.url).toBe(url(PROC, OFFICE[1]!));
    // The crawl's richer copy filled in what the page's row lacked.
    expect(records[0]).toMatchObject({ deadline: '2026-11-30T09:30', purchaser: '示例大学资产管理处', body: expect.stringContaining('投标截止时间') });
    expect(records[0]!.aliases?.sort()).toEqual([url(MAIN, STREAM[0]!), url(MAIN, COLUMN[0]!)].sort());
    expect(first.newNotices.filter((n) => n.url === url(PROC, OFFICE[1]!))).toHaveLength(1);
    expect((await crawlLocal(port, [SEED], store)).newNotices).toEqual([]);
  }, 60_000);
});

describe('ingest, one arrival at a time', () => {
  const site = 'x.edu.cn';
  function deps() {
    const store = new MemoryStore();
    const index = new NoticeIndex();
    return {
      store,
      deps: {
        index,
        fingerprint: (input: { title: string; projectNo?: string }) => noticeFingerprint(input, tokenizer),
        notice: (key: string) => store.get('notices', key),
        commit: (ops: WriteOp[]) => store.write(ops),
        now: () => Date.parse('2026-11-21T00:00:00Z'),
      },
    };
  }
  const arrival = (path: string, title: string, publishedAt = '2026-11-10'): Arrival => ({
    url: `http://zbb.${site}${path}`,
    title,
    site,
    listUrl: `http://zbb.${site}/list.htm`,
    type: '招标',
    publishedAt,
  });

  it('keeps a re-post （第二次） apart even on the same day, and merges a label, a name in front and spacing', async () => {
    const { store, deps: d } = deps();
    expect((await ingest(d, arrival('/1.htm', TENDER))).kind).toBe('new');
    expect((await ingest(d, arrival('/2.htm', `${TENDER}（第二次）`))).kind).toBe('new');
    expect(await ingest(d, arrival('/3.htm', `[采购公告] 示例大学 ${TENDER}`))).toMatchObject({ kind: 'alias', of: `http://zbb.${site}/1.htm` });
    expect(await ingest(d, arrival('/4.htm', '实验楼中央空调采购项目　公开招标公告'))).toMatchObject({ kind: 'alias' });
    expect((await ingest(d, arrival('/1.htm#top', TENDER))).kind).toBe('known');
    expect(await store.keys('notices')).toHaveLength(2);
    expect((await store.get('notices', `http://zbb.${site}/1.htm`))!.aliases).toEqual([`http://zbb.${site}/3.htm`, `http://zbb.${site}/4.htm`]);
  });

  it('refuses what is no notice of the site, and cleans titles', async () => {
    const { store, deps: d } = deps();
    expect(await ingest(d, { ...arrival('/1.htm', TENDER), url: 'javascript:alert(1)' })).toMatchObject({ kind: 'invalid' });
    expect(await ingest(d, { ...arrival('/1.htm', TENDER), url: 'http://evil.example.com/1.htm' })).toMatchObject({ kind: 'invalid' });
    expect(await ingest(d, { ...arrival('/1.htm', TENDER), url: `http://zbb.${site}/${'a'.repeat(3000)}` })).toMatchObject({ kind: 'invalid' });
    // A file kept in a cloud bucket is the site's notice only as a row of the site's own list.
    const bucket = 'https://xdx.oss-cn-hangzhou.aliyuncs.com/upload/2026/1120/a.pdf';
    expect(await ingest(d, { ...arrival('/1.htm', TENDER), url: bucket, fileType: 'pdf', listUrl: 'http://evil.example.com/list.htm' })).toMatchObject({ kind: 'invalid' });
    expect(await ingest(d, { ...arrival('/1.htm', TENDER), url: bucket, fileType: 'pdf' })).toMatchObject({ kind: 'new', notice: { url: bucket, site } });
    expect(await ingest(d, arrival('/1.htm', '\u200b\u202e '))).toMatchObject({ kind: 'invalid', reason: 'no title' });
    const stored = await ingest(d, arrival('/1.htm', `\u202e${'设备采购公告'.repeat(100)}\u200b`));
    expect(stored.kind === 'new' && stored.notice.title).toBe('设备采购公告'.repeat(100).slice(0, MAX_TITLE));
    expect(cleanTitle('a\u2066b\u2069\u0000c')).toBe('a b c');
    expect(await store.keys('notices')).toHaveLength(2);
  });

  it('tells departments and kinds apart: a name is dropped only when the other title is what remains', () => {
    const same = (a: string, b: string) => sameTitle(titleIdentity(a), titleIdentity(b));
    expect(same('福州大学关于实验室设备采购项目的招标公告', '实验室设备采购项目招标公告')).toBe(true);
    expect(same('福州大学采购与招标中心实验室设备采购项目招标公告', '实验室设备采购项目招标公告')).toBe(true);
    expect(same('物理学院实验室设备采购公告', '化学学院实验室设备采购公告')).toBe(false);
    expect(same('【中标公告】实验室设备采购项目', '【招标公告】实验室设备采购项目')).toBe(false);
    expect(same('实验室设备采购项目招标公告', '实验室设备采购项目招标公告(第二次)')).toBe(false);
    expect(same('【重要】实验室设备采购项目招标公告', '实验室设备采购项目招标公告')).toBe(true);
  });

  it('drops what a repost appends: the site name after a separator (only when the other title is what remains) and the date', () => {
    const same = (a: string, b: string) => sameTitle(titleIdentity(a), titleIdentity(b));
    expect(same('实验室设备采购项目招标公告-福州大学', '实验室设备采购项目招标公告')).toBe(true);
    expect(same('实验室设备采购项目招标公告_福州大学采购与招标中心', '福州大学关于实验室设备采购项目的招标公告')).toBe(true);
    expect(same('实验室设备采购项目招标公告（2026-11-17）', '【招标公告】实验室设备采购项目招标公告')).toBe(true);
    expect(same('实验室设备采购项目招标公告 2026年11月17日', '实验室设备采购项目招标公告')).toBe(true);
    expect(same('实验耗材采购公告-化学学院', '实验耗材采购公告-物理学院')).toBe(false);
    expect(same('实验室设备采购项目招标公告（第二次）-福州大学', '实验室设备采购项目招标公告')).toBe(false);
    // The name in brackets at the end, as a 通知公告 stream reposts: the same rule.
    expect(same('实验室设备采购项目招标公告（福州大学）', '实验室设备采购项目招标公告')).toBe(true);
    expect(same('实验耗材采购公告（化学学院）', '实验耗材采购公告（物理学院）')).toBe(false);
    expect(same('实验室设备采购项目招标公告（第二次）（福州大学）', '实验室设备采购项目招标公告')).toBe(false);
    expect(same('2026-2027学年教材采购公告', '2027-2028学年教材采购公告')).toBe(false);
  });

  it('drops a 关于…的通知 wrapper and an appended project number, and takes a university and its office as one publisher', () => {
    const same = (a: string, b: string) => sameTitle(titleIdentity(a), titleIdentity(b));
    expect(same('关于发布配电房改造项目招标公告的通知', '配电房改造项目招标公告')).toBe(true);
    expect(same('福州大学关于配电房改造项目中标结果公告的通知', '【招标公告】配电房改造项目中标结果公告')).toBe(true);
    expect(same('窗帘采购项目询价公告（项目编号：GXZB-2026-118）', '窗帘采购项目询价公告')).toBe(true);
    expect(same('【招标公告】窗帘采购项目询价公告(项目编号:ＧＸＺＢ－２０２６－１１８)', '窗帘采购项目询价公告(GXZB2026-118)')).toBe(true);
    expect(same('福州大学国有资产管理处关于窗帘采购项目询价公告', '福州大学关于窗帘采购项目询价公告')).toBe(true);
    // Near-duplicates stay apart.
    expect(same('窗帘采购项目询价公告（项目编号：GXZB-2026-118）', '窗帘采购项目询价公告（项目编号：GXZB-2026-119）')).toBe(false);
    expect(same('关于配电房改造项目（包1）招标公告的通知', '配电房改造项目（包2）招标公告')).toBe(false);
    expect(same('关于配电房改造项目招标公告的通知', '配电房改造项目招标公告（第二次）')).toBe(false);
    expect(same('关于配电房改造项目招标公告的通知', '配电房改造项目中标结果公告')).toBe(false);
    expect(same('配电房改造项目中标结果公告', '配电房改造项目中标结果')).toBe(false);
    expect(same('物理学院关于实验室设备采购公告', '化学学院关于实验室设备采购公告')).toBe(false);
    expect(same('实验室设备采购项目招标公告（2026）', '实验室设备采购项目招标公告')).toBe(false);
    expect(same('实验室设备采购项目招标公告（C1）', '实验室设备采购项目招标公告')).toBe(false);
    expect(same('关于开展秋季学期教学检查工作的通知', '开展秋季学期教学检查工作')).toBe(false);
  });
});

describe('the one way in', () => {
  it('is the only code that writes a notice record', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join, relative } = await import('node:path');
    const root = join(import.meta.dirname, '..', '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const writers = ['lib', 'entrypoints', 'helper', 'components']
      .flatMap((dir) => files(join(root, dir)))
      .filter((file) => /collection: 'notices'|put\('notices'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(writers).toEqual(['lib/dedup/ingest.ts']);
  });
});

describe('the helper’s lines', () => {
  it('are checked by schema: a bad line is left out, a good one stored once', async () => {
    const { helperArrivals } = await import('../../entrypoints/background/helper-fallback.ts');
    const { createStoreIngest } = await import('../../lib/dedup/ingest.ts');
    const good = { url: 'http://zbb.x.edu.cn/info/1.htm', title: TENDER, site: 'x.edu.cn', listUrl: 'http://zbb.x.edu.cn/list.htm', type: '招标', publishedAt: '2026-11-10', deadline: '2026-11-30T09:30', attachments: [], aliases: [], firstSeenAt: '2026-11-20T00:00:00.000Z' };
    const lines: unknown[] = [
      good,
      { ...good, url: 'http://zbb.x.edu.cn/info/2.htm', deadline: 20261130 },
      { ...good, url: 'javascript:alert(1)' },
      { ...good, url: 'http://zbb.x.edu.cn/info/3.htm', title: ['not', 'a', 'string'] },
      { ...good, url: 'http://zbb.x.edu.cn/info/4.htm', type: 'evil' },
      null,
      'a line',
    ];
    const arrivals = helperArrivals(lines, 'x.edu.cn');
    expect(arrivals.map((a) => a.url)).toEqual([good.url]);
    const store = new MemoryStore();
    const run = createStoreIngest(store, (input) => noticeFingerprint(input, tokenizer), Date.now);
    expect((await run(arrivals)).map((r) => r.kind)).toEqual(['new']);
    expect((await run(helperArrivals([{ ...good, url: 'http://www.x.edu.cn/copy/1.htm' }], 'x.edu.cn'))).map((r) => r.kind)).toEqual(['alias']);
    expect((await run(arrivals)).map((r) => r.kind)).toEqual(['known']);
    expect(await store.keys('notices')).toEqual([good.url]);
  });
});
