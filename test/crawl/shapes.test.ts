/**
 * test/shapes (issue #9 "Reach"), crawled twice without a browser (day 1 discovery, day 2 the same
 * pages refreshed), on the test-web kit: list shapes real university sites use that the static
 * crawl used to miss. Each figure is checked against the web's truth (test/shapes/score.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrawlEvent } from '../../lib/crawl/index.ts';
import { inProcess, runDays, type DayRun } from '../kit/runner.ts';
import { scoreRuns, type Row } from '../shapes/score.ts';
import { startServer, truth } from '../shapes/server.ts';

const web = truth(1);
const events: Record<number, CrawlEvent[]> = { 1: [], 2: [] };
let rows: Row[] = [];
let runs: DayRun[] = [];
/** The cache-busting `r` is not part of a notice's identity. */
const norm = (u: string) => u.replace(/[?&]r=[^&]*$/, '');

beforeAll(async () => {
  ({ scored: rows, runs } = await runDays({ start: () => startServer({ port: 0 }), seeds: web.seeds, crawler: inProcess({ log: (e, day) => events[day]!.push(e) }), score: scoreRuns }));
}, 120_000);

const row = (day: number, shape: string) => rows.find((r) => r.day === day && r.shape === shape)!;
const fetches = (day: number, site: string) => events[day]!.filter((e): e is Extract<CrawlEvent, { type: 'fetch' }> => e.type === 'fetch' && e.url.includes(`//www.${site}/`));
/** Day 1's notices of a shape found, and the lines of its site that are no notice. */
const found = (shape: string) => ({ want: row(1, shape).want, got: row(1, shape).found, wrong: row(1, shape).wrong });

describe('test/shapes without a browser', () => {
  it('follows an ASP.NET postback pager by POSTing the page form: every notice, each page once', () => {
    const { want, got, wrong } = found('aspnet-postback');
    expect(want).toBe(58);
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    const postbacks = fetches(1, 'pbk.edu.cn').filter((e) => e.url.includes('__tr_postback='));
    expect(postbacks.length).toBe(3);
    expect(new Set(postbacks.map((e) => e.url)).size).toBe(3);
    expect(row(1, 'aspnet-postback').posts).toBe(3);
  });

  it('refresh re-reads a postback list by GET of its first page', () => {
    const lists = fetches(2, 'pbk.edu.cn').filter((e) => e.purpose === 'list');
    expect(lists.map((e) => e.url)).toEqual(['http://www.pbk.edu.cn/zbcg/List.aspx?cid=4']);
    expect(runs[1]!.lines.filter((n) => n.url.includes('pbk.edu.cn'))).toEqual([]);
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
    const lists = fetches(1, 'dede.edu.cn').filter((e) => /list_12_\d+\.html|index(?:_\d+)?\.html|list\.php/.test(e.url));
    expect(lists.length).toBe(web.lists['dede.edu.cn']!.real);
  });

  it('fetches no list page twice when every link carries a changing ?r=, and refresh fetches no known notice again', () => {
    const { want, got, wrong } = found('cache-busting-r');
    expect(got).toBe(want);
    expect(wrong).toEqual([]);
    const real = web.lists['emp.edu.cn']!.real;
    const listPages = (day: number) => fetches(day, 'emp.edu.cn').filter((e) => /\/zbgg\/index(?:_\d+)?\.html/.test(e.url));
    expect(listPages(1).length).toBeLessThanOrEqual(real);
    expect(new Set(listPages(1).map((e) => norm(e.url))).size).toBe(real);
    expect(fetches(2, 'emp.edu.cn').filter((e) => e.purpose === 'notice')).toEqual([]);
  });
});
