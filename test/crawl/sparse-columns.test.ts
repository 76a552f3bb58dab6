/**
 * A procurement site's columns as it names them: a full 招标公告 list beside a 更正公告 column with
 * one old notice, a 中标公告 column with two, an empty 询价公告 column (暂无信息) and a 采购制度
 * column of rules. Day 2 posts two 更正 and the first 询价; day 3 opens a 采购意向 column in the
 * menu. Every notice of every day is found; the rules are not; each column is watched with its kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { ListRecord } from '../../lib/crawl/state.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchedSites } from '../../lib/crawl/watched.ts';
import { run as helperCrawl } from '../../helper/commands/crawl.ts';
import { run as helperSites } from '../../helper/commands/sites.ts';
import { captureIo, crawlLocal, localCrawlArgs } from './support.ts';
import { SPARSE_HOST as HOST, startSparseSite, type SparseSite } from './sparse-site.ts';

let web: SparseSite;
const store = new MemoryStore();
const reports: CrawlReport[] = [];

beforeAll(async () => {
  web = await startSparseSite();
  for (let day = 1; day <= 3; day++) {
    web.setDay(day);
    reports.push(await crawlLocal(web.port, [`http://${HOST}/`], store));
  }
}, 180_000);
afterAll(() => web?.close());
const noticesOf = (day: number) => web.noticesOf(day);

describe('named procurement columns, sparse or empty, watched', () => {
  it('finds every notice of day 1, the lone 更正 and the two results among them, and no rule', () => {
    expect(reports[0]!.newNotices.map((n) => n.url).sort()).toEqual(noticesOf(1));
  });

  it('finds day 2’s 更正 and first 询价 in columns that were sparse or empty on day 1', () => {
    expect(reports[1]!.newNotices.map((n) => n.url).sort()).toEqual(noticesOf(2));
  });

  it('links day 2’s 延期 to its call: the project’s deadline moved old → new', () => {
    const change = reports[1]!.newNotices.find((n) => n.url === web.change.url);
    expect(change?.changes).toEqual([{ field: 'deadline', from: web.call.deadline.replace(' ', 'T'), to: web.change.deadline.replace(' ', 'T') }]);
  });

  it('finds the column the site opened on day 3 and its notices', () => {
    expect(reports[2]!.newNotices.map((n) => n.url).sort()).toEqual(noticesOf(3));
  });

  it('watches each named column with its kind, and not the rules', async () => {
    const lists = (await store.getAll('lists')) as ListRecord[];
    const kinds = Object.fromEntries(lists.map((l) => [new URL(l.url).pathname, l.column?.kind ?? l.why]));
    expect(kinds).toMatchObject({ '/gzgg/': 'change', '/zbjg/': 'result', '/xjgg/': 'call', '/cgyx/': 'intention' });
    expect(Object.keys(kinds)).not.toContain('/cgzd/');
  });

  it('asks each list page at most once a run, and only the lists, their new pages and notices on day 2', () => {
    for (const day of web.requests) {
      const lists = day.filter((p) => /^\/(?:zbgg|gzgg|zbjg|xjgg|cgyx)\/(?:index_\d+\.htm)?$/.test(p));
      expect(new Set(lists).size).toBe(lists.length);
    }
    expect(web.requests[1]!.filter((p) => p.startsWith('/info/')).sort()).toEqual(noticesOf(2).map((u) => new URL(u).pathname));
  });
});

describe('the map the user sees and corrects (helper sites)', () => {
  let dir: string;
  let map: Record<string, unknown>[];
  let dropped: string[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sites-'));
    const state = join(dir, 'state');
    const crawlOnce = async () => expect(await helperCrawl(localCrawlArgs([`http://${HOST}/`], state, web.port), captureIo())).toBe(0);
    await crawlOnce();
    const io = captureIo();
    expect(await helperSites(['--state', state, '--json'], io)).toBe(0);
    map = io.lines;
    const drop = captureIo();
    expect(await helperSites(['--state', state, '--drop', `http://${HOST}/gzgg/`, '--json'], drop), drop.logs.join('\n')).toBe(0);
    const before = web.requests[2]!.length;
    await crawlOnce();
    dropped = web.requests[2]!.slice(before);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists every watched column of the university with its kind and why it is kept', () => {
    expect(map).toHaveLength(1);
    const lists = (map[0]!.lists as Array<{ url: string; kind?: string; why: string; name?: string }>).map((l) => [new URL(l.url).pathname, l.kind, l.why]);
    expect(lists).toEqual(expect.arrayContaining([['/gzgg/', 'change', expect.any(String)], ['/zbjg/', 'result', expect.any(String)], ['/xjgg/', 'call', expect.any(String)], ['/cgyx/', 'intention', expect.any(String)]]));
    expect(lists.map(([path]) => path)).not.toContain('/cgzd/');
  });

  it('stops watching a dropped column: the next refresh does not ask it', () => {
    expect(dropped).not.toContain('/gzgg/');
    expect(dropped).toContain('/zbjg/');
  });

  it('shows the same map to the extension (watchedSites over its store)', async () => {
    const sites = await watchedSites(store);
    expect(sites.map((s) => s.site)).toEqual(['sparse.edu.cn']);
    expect(sites[0]!.lists.find((l) => l.url.endsWith('/gzgg/'))).toMatchObject({ kind: 'change', why: 'named-column', newest: '2026-11-22' });
  });
});
