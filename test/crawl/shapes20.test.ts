/**
 * test/shapes20 (issue 24, item 8: a first-contact web of columns, test/shapes20/README.md): nine
 * made-up universities crawled by the helper on days 1, 2 and 3 on one state, asserting what issue
 * 24's "what it must show" demands: every notice of every day, precision 1.000, each list page at
 * most once a run, every watched column asked; without a browser every static site whole and the
 * hash-routed app reported `needs-browser` with its reason.
 * - cross-host-results: 招标公告 on zbb., 中标结果 on cwc. (linked from zbb's nav).
 * - project-chain: the 变更公告 column holds one 更正 on day 1; five new on day 2 move day-1
 *   calls' deadlines or budgets, two more on day 3; a 询价 column of two rows.
 * - two-each: four procurement columns of two rows each.
 * - opened-day3: a 采购意向 column that appears in the nav on day 3.
 * - code-named: /col/colNNNN/index.html columns, named only in the nav and the heading.
 * - home-box: a homepage box of 招标公告's newest rows; 中标公告 only in the section's sidebar.
 * - hash-spa: `#/notice/list?type=zb`, rows from a JSON API, `#/notice/detail/ID`.
 * - stalled-details: some detail pages answer after 125 s; their notices come from their rows (a
 *   page that timed out is its row's notice; the host is asked with a short timeout after two).
 * - fail-once: a list answers 502 to its first request on day 1.
 * First contact (crawler a0aac52, web 72722bb): day 1 210/290 both ways (test/shapes20/README.md).
 * Run once unskipped there, all four assertions fail (the README lists why), so the suite is
 * skipped until the crawler passes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDays, stateDir, throughHelper } from '../kit/runner.ts';
import { startServer, truth } from '../shapes20/server.ts';
import { scoreRuns, type Row20 } from '../shapes20/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes20/titles.mjs';

const CHROMIUM = '/usr/bin/chromium';
const APP = 'hash-spa';
if (!corpusPresent) console.warn(`test/shapes20 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

const { dir, remove } = stateDir('shapes20');
afterAll(remove);

/** Days 1, 2 and 3 of every seed through the helper's crawl command on one state, on a fresh web: the scorer's rows and each day's log. */
async function threeDays(name: string, extra: string[] = []): Promise<{ rows: Row20[]; logs: string[] }> {
  const { scored, runs } = await runDays({
    start: () => startServer({ port: 0 }), days: [1, 2, 3], seeds: (day) => truth(day).seeds,
    crawler: throughHelper(join(dir, `${name}-state`), extra), score: scoreRuns,
  });
  return { rows: scored, logs: runs.map((r) => r.log) };
}

/**
 * Every notice of the day, once, on its day, nothing else; titles and dates right; each list page at
 * most once a run; every notice column's first page asked every run (a watched column), and on day 1
 * (discovery) every page of every notice column.
 */
function expectWhole(rows: Row20[]): void {
  for (const row of rows) {
    const at = `day ${row.day} ${row.shape}`;
    expect(row.missed, `${at}: missed`).toEqual([]);
    expect(row.found, at).toBe(row.want);
    expect([...row.wrong, ...row.dupLines, ...row.lateLines], `${at}: wrong, twice or late`).toEqual([]);
    expect([...row.titleWrong, ...row.dateWrong], `${at}: titles and dates`).toEqual([]);
    expect(row.missedColumns, `${at}: watched columns not asked`).toEqual([]);
    if (row.day === 1) expect(row.missedLists, `${at}: notice list pages never asked`).toEqual([]);
    const twice = row.askedTwice.map((t) => `${t.page} ×${t.fetches}`);
    expect(twice, `${at}: list pages asked more than once`).toEqual([]);
  }
}

// At first contact (a0aac52) every assertion here failed (test/shapes20/README.md); they hold since
// the named columns, the living map, server errors asked again, stalled pages' rows and hash routes
// as pages of the app (this session's commits).
describe.skipIf(!corpusPresent)('test/shapes20', () => {
  let plain: { rows: Row20[]; logs: string[] };
  beforeAll(async () => {
    plain = await threeDays('static');
  }, 1_800_000);

  it('without a browser reads every static site whole on each of the three days, each list page at most once a run', () => {
    const readable = plain.rows.filter((r) => r.shape !== APP);
    expect(readable).toHaveLength(24);
    expectWhole(readable);
  });

  it('without a browser reports the hash-routed app as needing a browser, with its reason, and no other site', () => {
    expect(plain.logs[0]).toMatch(/needs-browser: yjy\.edu\.cn: \S/);
    // A static site with sparse columns, or a list that failed once, is not a case for a browser.
    for (const log of plain.logs) expect(log.match(/needs-browser: \S+:/g) ?? []).toEqual(['needs-browser: yjy.edu.cn:']);
    for (const row of plain.rows.filter((r) => r.shape === APP)) expect([...row.wrong, ...row.dupLines]).toEqual([]);
  });

  it('delivers the day-2 更正 with their project and the change old → new (a reported figure made an assertion once it passes)', () => {
    const chain = plain.rows.find((r) => r.day === 2 && r.shape === 'project-chain')!;
    expect(chain.changes).toHaveLength(5);
    expect(chain.changes.filter((c) => !(c.found && c.project && c.moved)).map((c) => c.url)).toEqual([]);
  });

  it.skipIf(!existsSync(CHROMIUM))('with --browser reads every notice of every site on each of the three days, precision 1, each list page at most once a run', async () => {
    const { rows } = await threeDays('browser', ['--browser', CHROMIUM]);
    expect(rows).toHaveLength(27);
    // The app's page 1, drawn as discovery reads the route, is where its pager walk starts: kept
    // open in the browser (helper/browser.ts KEEP_PAGES), not asked again (it was, twice, before).
    expectWhole(rows);
  }, 1_800_000);
});

