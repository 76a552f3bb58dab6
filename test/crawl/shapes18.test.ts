/**
 * test/shapes18 (issue #9 "Reach", a first-contact web: test/shapes18/README.md): three of its
 * universities, crawled by the helper on days 1 and 2 on one state.
 * - onclick-details: every row is `onclick="showDetail('8812')"`, the function only in the page's
 *   /js/common.js. First contact 0/52 and 0/5; the page's scripts are read for it now.
 * - tab-box: the tender columns are named only in a tab box's inline script array
 *   (`{name:'招标公告',more:'/zbgg/list.htm'}`). First contact 0/81, and day 2 read the homepage box.
 * - fragment-list: the list is an HTML fragment a script loads into `正在加载…`, its pager
 *   `javascript:loadPage(N)`. Without a browser it is reported `needs-browser`; with one (first
 *   contact 0/38 even so: the browser was never asked) every page is clicked through.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDays, stateDir, throughHelper } from '../kit/runner.ts';
import { ofSeeds } from '../kit/score.ts';
import { startServer } from '../shapes18/server.ts';
import { scoreRuns, type Row18 as Row } from '../shapes18/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes18/titles.mjs';

const CHROMIUM = '/usr/bin/chromium';
const STATIC_SEEDS = ['http://www.ejs.edu.cn/', 'http://www.tbx.edu.cn/', 'http://www.frg.edu.cn/'];
if (!corpusPresent) console.warn(`test/shapes18 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

const { dir, remove } = stateDir('shapes18');
afterAll(remove);

/** Days 1 and 2 of `seeds` through the helper on one state: the seeded sites' rows and day 1's log. */
async function twoDays(name: string, seeds: string[], extra: string[] = []): Promise<{ rows: Row[]; log: string }> {
  const { scored, runs } = await runDays({ start: () => startServer({ port: 0 }), seeds, crawler: throughHelper(join(dir, `${name}-state`), extra), score: scoreRuns });
  return { rows: ofSeeds(scored, seeds), log: runs[0]!.log };
}

describe.skipIf(!corpusPresent)('test/shapes18', () => {
  let plain: { rows: Row[]; log: string };
  beforeAll(async () => {
    plain = await twoDays('static', STATIC_SEEDS);
  }, 300_000);

  it('reads rows whose link is a function of an external script, and columns named only in a script, both days, each once', () => {
    for (const row of plain.rows.filter((r) => r.shape === 'onclick-details' || r.shape === 'tab-box')) {
      expect(row.missed, `day ${row.day} ${row.shape}: missed`).toEqual([]);
      expect(row.found).toBe(row.want);
      expect([...row.wrong, ...row.dupLines, ...row.lateLines], `day ${row.day} ${row.shape}: wrong, twice or late`).toEqual([]);
      expect(row.titleWrong).toEqual([]);
      expect(row.dateWrong).toEqual([]);
    }
  });

  it('reports the list a script loads as needing a browser, and delivers nothing wrong from it', () => {
    expect(plain.log).toMatch(/needs-browser: frg\.edu\.cn: rows written by a script: http:\/\/www\.frg\.edu\.cn\/zbgg\/list\.htm/);
    for (const row of plain.rows.filter((r) => r.shape === 'fragment-list')) expect([...row.wrong, ...row.dupLines]).toEqual([]);
  });

  it.skipIf(!existsSync(CHROMIUM))('reads the loaded fragment and clicks through its script pager with --browser, both days', async () => {
    const { rows } = await twoDays('browser', ['http://www.frg.edu.cn/'], ['--browser', CHROMIUM]);
    expect(rows.map((r) => r.day)).toEqual([1, 2]);
    for (const row of rows) {
      expect(row.missed, `day ${row.day}: missed`).toEqual([]);
      expect(row.found).toBe(row.want);
      expect([...row.wrong, ...row.dupLines, ...row.lateLines]).toEqual([]);
    }
  }, 300_000);
});
