/**
 * test/shapes17 (issue #9 "Reach": "list pages fetched per site per run no more than the real list
 * pages"): five universities that make one list page reachable under many addresses — page 1
 * linked in seven forms at once, a cache-buster on every link that changes on every answer, the
 * list linked with `?from=home` / `?spm=…` decorations, lists behind 302s, a stream whose pager's
 * 首页 is an alias of page 1 — with real titles from ../shared/corpus. Crawled on day 1 and day 2
 * on one state, without a browser. First contact (test/shapes17/README.md): every notice, but day 1
 * asked 66 tender-list pages for 17 real ones (news columns 85 for 10), and day 2 49 for 19, page 1
 * once per address stored on day 1. Here: every notice of both days once, day 2 asks each list page
 * at most once, and day 1 stays within twice the real pages (one fetch per address form of page 1
 * at most: a page read again under another address is a twin, lib/crawl/twins.ts), page 1's folder
 * forms and pager names not asked at all; only a decoration's first twin is read twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcess, runDays } from '../kit/runner.ts';
import { startServer, truth } from '../shapes17/server.ts';
import { scoreRuns, type Row17 as Row } from '../shapes17/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes17/titles.mjs';

if (!corpusPresent) console.warn(`test/shapes17 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

/** Each day's rows, per site: days 1 and 2 crawled in process on one store. */
const rows: Row[][] = [];

beforeAll(async () => {
  if (!corpusPresent) return;
  const { scored } = await runDays({ start: () => startServer({ port: 0 }), seeds: truth(1).seeds, crawler: inProcess(), score: scoreRuns });
  for (const day of [1, 2]) rows.push(scored.filter((r) => r.day === day));
}, 180_000);

describe.skipIf(!corpusPresent)('test/shapes17: one list page under many addresses', () => {
  it('finds every notice of both days once, and nothing else', () => {
    expect(rows.map((day) => day.length), 'five sites a day').toEqual([5, 5]);
    for (const row of rows.flat()) {
      expect(row.missed, `day ${row.day} ${row.shape}: missed`).toEqual([]);
      expect(row.wrong, `day ${row.day} ${row.shape}: not notices`).toEqual([]);
      // Twice in a day, a day-1 row again on day 2, or first delivered on day 2 (late): each fails.
      expect([...row.dupLines, ...row.lateLines], `day ${row.day} ${row.shape}: twice`).toEqual([]);
    }
  });

  it('day 2 asks each list page at most once', () => {
    for (const row of rows[1]!) {
      expect(row.askedTwice, `${row.shape}: pages asked twice`).toEqual([]);
      expect(row.listFetches, `${row.shape}: tender-list fetches`).toBeLessThanOrEqual(row.realListPages);
    }
  });

  it('day 1 stays within twice the real list pages, news columns too (first contact: 66 for 17, news 85 for 10)', () => {
    const day1 = rows[0]!;
    const sum = (pick: (r: Row) => number) => day1.reduce((n, r) => n + pick(r), 0);
    expect(sum((r) => r.listFetches)).toBeLessThanOrEqual(2 * sum((r) => r.realListPages));
    expect(sum((r) => r.newsListFetches)).toBeLessThanOrEqual(2 * sum((r) => r.realNewsPages));
    // A cache-buster on every link, new on every answer (`_=1exdmhm`, `r=0.83…`, `t=<ms>`): no list
    // page asked more than once, as the issue asks (was 5 for 4 while `_` was learned from twins).
    const volatile = day1.find((r) => r.shape === 'volatile-params')!;
    expect(volatile.askedTwice).toEqual([]);
    expect(volatile.listFetches).toBeLessThanOrEqual(volatile.realListPages);
    expect(volatile.newsListFetches).toBeLessThanOrEqual(volatile.realNewsPages);
    // Click tracking (`?spm=a872.b57.crumb.0`, new on every answer) is no part of the page, and once
    // a twin shows `from=home` only decorating `?wbtreeid=1021`, the other mixes are known: page 1 is
    // read twice, to learn that (was 7 for 3 while `spm` was learned, 5 for 3 before decorations).
    const decorated = day1.find((r) => r.shape === 'decorated-entries')!;
    expect(decorated.listFetches).toBeLessThanOrEqual(decorated.realListPages + 1);
    // Page 1's folder forms (`/zbgg`, `/zbgg/index.html`, `index.htm?page=1`, `/ZBGG/`) and the name
    // its pager's series gives it (`list_1.html` beside `list_2.html`) are known unfetched once
    // `/zbgg/` is read (was 9 for 4, then 5 for 4 while the folder's letter case counted).
    const forms = day1.find((r) => r.shape === 'many-forms')!;
    expect(forms.askedTwice).toEqual([]);
    expect(forms.listFetches).toBeLessThanOrEqual(forms.realListPages);
    // A stream's 首页 `list1.htm` is its `list.htm`, named by the pager, and its `list.htm?back=1`
    // only adds to it: no page read twice, notice stream or news column (were 5 for 3 and 4 for 2).
    const stream = day1.find((r) => r.shape === 'stream-page2')!;
    expect(stream.askedTwice).toEqual([]);
    expect(stream.listFetches).toBeLessThanOrEqual(stream.realListPages);
    expect(stream.newsListFetches).toBeLessThanOrEqual(stream.realNewsPages);
  });
});
