/**
 * test/shapes (issue #9 "Reach"), crawled twice without a browser: list shapes real university
 * sites use that the static crawl used to miss. Each figure is checked against the web's truth.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlEvent } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { crawlLocal } from './support.ts';
// @ts-expect-error: a plain .mjs test web without types
import { startServer, truth } from '../shapes/server.mjs';

type Truth = { seeds: string[]; notices: Array<{ url: string; site: string; shape: string }>; lists: Record<string, number> };
const web = truth() as Truth;
let server: Server;
let port = 0;
const store = new MemoryStore();
const events: CrawlEvent[][] = [[], []];
const delivered: Notice[][] = [[], []];
/** The cache-busting `r` is not part of a notice's identity. */
const norm = (u: string) => u.replace(/[?&]r=[^&]*$/, '');

beforeAll(async () => {
  server = await startServer({ port: 0 });
  port = (server.address() as AddressInfo).port;
  for (const run of [0, 1]) {
    const report = await crawlLocal(port, web.seeds, store, { log: (e) => events[run]!.push(e) });
    delivered[run] = report.newNotices;
  }
}, 120_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const found = (shape: string) => {
  const want = new Set(web.notices.filter((n) => n.shape === shape).map((n) => n.url));
  const got = delivered[0]!.map((n) => norm(n.url)).filter((u) => want.has(u));
  return { want: want.size, got: new Set(got).size, wrong: delivered[0]!.filter((n) => n.url.includes(`//www.${web.notices.find((x) => x.shape === shape)!.site}`) && !want.has(norm(n.url))) };
};
const fetches = (run: number, site: string) => events[run]!.filter((e): e is Extract<CrawlEvent, { type: 'fetch' }> => e.type === 'fetch' && e.url.includes(`//www.${site}/`));

describe('test/shapes without a browser', () => {
  it('follows an ASP.NET postback pager by POSTing the page form: every notice, each page once', () => {
    const { want, got, wrong } = found('aspnet-postback');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    const postbacks = fetches(0, 'pbk.edu.cn').filter((e) => e.url.includes('__tr_postback='));
    expect(postbacks.length).toBe(3);
    expect(new Set(postbacks.map((e) => e.url)).size).toBe(3);
  });

  it('refresh re-reads a postback list by GET of its first page', () => {
    const lists = fetches(1, 'pbk.edu.cn').filter((e) => e.purpose === 'list');
    expect(lists.map((e) => e.url)).toEqual(['http://www.pbk.edu.cn/zbcg/List.aspx?cid=4']);
    expect(delivered[1]!.filter((n) => n.url.includes('pbk.edu.cn'))).toEqual([]);
  });

  it('reads lists kept only in embedded JSON state (__NEXT_DATA__, __INITIAL_STATE__, __NUXT__)', () => {
    const { want, got, wrong } = found('embedded-json');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
  });

  it('follows pagers an external script draws from a page count (list_N, index_N, page=N)', () => {
    const { want, got, wrong } = found('script-pager');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    const lists = fetches(0, 'dede.edu.cn').filter((e) => /list_12_\d+\.html|index(?:_\d+)?\.html|list\.php/.test(e.url));
    expect(lists.length).toBe(web.lists['dede.edu.cn']);
  });

  it('fetches no list page twice when every link carries a changing ?r=, and refresh fetches no known notice again', () => {
    const { want, got, wrong } = found('cache-busting-r');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    const listPages = (run: number) => fetches(run, 'emp.edu.cn').filter((e) => /\/zbgg\/index(?:_\d+)?\.html/.test(e.url));
    expect(listPages(0).length).toBeLessThanOrEqual(web.lists['emp.edu.cn']!);
    expect(new Set(listPages(0).map((e) => norm(e.url))).size).toBe(web.lists['emp.edu.cn']);
    expect(fetches(1, 'emp.edu.cn').filter((e) => e.purpose === 'notice')).toEqual([]);
  });
});
