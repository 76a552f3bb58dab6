/**
 * test/shapes9 (issue #9 "Reach"): list pagers that are script only, their function in an external
 * same-host script (javascript:goPage(N), onclick toPage(N) / turnPage('next')), a <select> of page
 * numbers calling it, <span>/<li data-page> elements turned by one delegated listener, a page box
 * with a GO button; and the same functions inline as a control. Crawled on day 1 and on day 2 (more
 * new tenders than a page holds), on one state. Without a browser the functions are read from the
 * fetched external script (or inline) and those lists read whole; the rest (a delegated listener, a
 * GO box) never stop silently at page 1 but are reported `needs-browser` (js-pager); with Chromium
 * every list is read whole, each tender once, no news. Checked against the web's truth, on the
 * test-web kit (test/shapes9/score.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { inProcess, runDays, stateDir, throughHelper, type Crawler } from '../kit/runner.ts';
import { scoreRuns, type Row } from '../shapes9/score.ts';
import { startServer, truth } from '../shapes9/server.ts';

const CHROMIUM = '/usr/bin/chromium';
const web = truth(1);
const shapes = [...new Set(web.notices.map((n) => n.shape))];
const siteOf = (shape: string) => web.notices.find((n) => n.shape === shape)!.site;
/** Read without a browser: the page function is inline or in the site's own external script, which is fetched and read. */
const STATIC = ['external-fn', 'external-select', 'inline-fn'];
/** Turned only by running script (a delegated listener, a GO box): a browser is needed. */
const BROWSER_ONLY = ['delegated-click', 'input-go'];

type Score = Record<string, { got: number; want: number; wrong: string[]; listFetches: number; scriptFetches: number }>;
/** Days 1 and 2 on one state, per day and shape: tenders new that day found, wrong or repeated (again, or of day 1) lines, list and script fetches. */
async function twoDays(crawler: Crawler): Promise<{ scores: Score[]; reports: CrawlReport[] }> {
  const { scored, runs } = await runDays({ start: () => startServer({ port: 0 }), seeds: web.seeds, crawler, score: scoreRuns });
  const of = (day: number): Score => Object.fromEntries(scored.filter((r: Row) => r.day === day).map((r) => [r.shape, {
    got: r.found, want: r.want, wrong: [...r.wrong, ...r.dupLines, ...r.lateLines], listFetches: r.listFetches, scriptFetches: r.scriptFetches,
  }]));
  return { scores: [of(1), of(2)], reports: runs.flatMap((r) => (r.report ? [r.report] : [])) };
}

describe('test/shapes9 without a browser', () => {
  let reports: CrawlReport[] = [];
  let scores: Score[] = [];
  beforeAll(async () => {
    ({ scores, reports } = await twoDays(inProcess()));
  }, 120_000);

  it.each(STATIC)('%s: every tender of day 1 and every new one of day 2, statically, each list page fetched once', (shape) => {
    for (const s of [scores[0]!, scores[1]!]) {
      expect(s[shape]!.wrong, shape).toEqual([]);
      expect(s[shape]!.got, shape).toBe(s[shape]!.want);
    }
    expect(scores[0]![shape]!.listFetches).toBe(web.lists[siteOf(shape)]!.real);
    expect(reports[0]!.sites.find((x) => x.site === siteOf(shape))!.needsBrowser, shape).toBeUndefined();
  });

  it('fetches a site\'s external pager script once a run, and only where the pager needs it', () => {
    for (const shape of ['external-fn', 'external-select', ...BROWSER_ONLY]) expect(scores[0]![shape]!.scriptFetches, shape).toBe(1);
    expect(scores[0]!['inline-fn']!.scriptFetches).toBe(0);
  });

  it('never stops silently at page 1: a pager only a browser can turn is reported needs-browser (js-pager)', () => {
    for (const shape of BROWSER_ONLY) {
      const summary = reports[0]!.sites.find((s) => s.site === siteOf(shape))!;
      expect(scores[0]![shape]!.got, shape).toBeLessThan(scores[0]![shape]!.want);
      expect(scores[0]![shape]!.wrong, shape).toEqual([]);
      expect(summary.needsBrowser?.map((x) => x.reason), shape).toEqual(['js-pager', 'js-pager']);
    }
  });
});

describe.skipIf(!existsSync(CHROMIUM))('test/shapes9 with --browser /usr/bin/chromium', () => {
  const { dir, remove } = stateDir('shapes9');
  let scores: Score[] = [];
  beforeAll(async () => {
    ({ scores } = await twoDays(throughHelper(join(dir, 'state'), ['--browser', CHROMIUM, '--browser-timeout', '30'])));
  }, 600_000);
  afterAll(remove);

  // A pager only the browser turns is walked from page 1's static answer, shown to the browser
  // (lib/browser/shown.ts): before that, page 1 was asked twice (seen: 11 fetches of 9 pages).
  it.each(shapes)('%s: every tender of day 1 and every new one of day 2 (past an all-new page 1), once, no news, each list page fetched once', (shape) => {
    for (const s of [scores[0]!, scores[1]!]) {
      expect(s[shape]!.wrong, shape).toEqual([]);
      expect(s[shape]!.got, shape).toBe(s[shape]!.want);
    }
    expect(scores[0]![shape]!.listFetches).toBe(web.lists[siteOf(shape)]!.real);
  });
});
