/**
 * test/shapes19 (issue #9 "Reach", a first-contact web: test/shapes19/README.md): eight obstacles
 * between a crawler and the notices, crawled by the helper on days 1 and 2 on one state. First
 * contact (456191b): day 1 67/375 without a browser, 113/375 with one.
 * - ua-gate: a WAF refuses every User-Agent not beginning `Mozilla/5.0` (0/46).
 * - session-cookie: lists and details without the JSESSIONID the homepage sets 302 home (0/38).
 * - referer-check: details 403 without a Referer from the site (0/40).
 * - data-url-rows: rows are `<li data-href>` with no anchor (0/44).
 * - laypage: the pager is a layui widget drawn from an inline script's settings (12/53).
 * - gbk-raw-query: a GB2312 site's links carry raw Chinese in the query (0/56).
 * - soft-404: every unknown path answers the homepage (55/55 already).
 * - jsonp-list: the list is filled by JSONP; without a browser it is reported, with one read (0/43).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDays, stateDir, throughHelper } from '../kit/runner.ts';
import { ofSeeds } from '../kit/score.ts';
import { startServer, truth } from '../shapes19/server.ts';
import { scoreRuns, type Row19 as Row } from '../shapes19/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes19/titles.mjs';

const CHROMIUM = '/usr/bin/chromium';
const JSONP = 'http://www.gtl.edu.cn/';
if (!corpusPresent) console.warn(`test/shapes19 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

const { dir, remove } = stateDir('shapes19');
afterAll(remove);

/** Days 1 and 2 of `seeds` through the helper on one state: the seeded sites' rows and day 1's log. */
async function twoDays(name: string, seeds: string[], extra: string[] = []): Promise<{ rows: Row[]; log: string }> {
  const { scored, runs } = await runDays({ start: () => startServer({ port: 0 }), seeds, crawler: throughHelper(join(dir, `${name}-state`), extra), score: scoreRuns });
  return { rows: ofSeeds(scored, seeds), log: runs[0]!.log };
}

function expectWhole(rows: Row[]): void {
  for (const row of rows) {
    expect(row.missed, `day ${row.day} ${row.shape}: missed`).toEqual([]);
    expect(row.found, `day ${row.day} ${row.shape}`).toBe(row.want);
    expect([...row.wrong, ...row.dupLines, ...row.lateLines], `day ${row.day} ${row.shape}: wrong, twice or late`).toEqual([]);
    expect([...row.titleWrong, ...row.dateWrong], `day ${row.day} ${row.shape}: titles and dates`).toEqual([]);
  }
}

describe.skipIf(!corpusPresent)('test/shapes19', () => {
  let plain: { rows: Row[]; log: string };
  beforeAll(async () => {
    plain = await twoDays('static', truth(1).seeds);
  }, 300_000);

  it('reads every site a plain fetch can reach whole, both days, each notice once, with nothing refused', () => {
    const readable = plain.rows.filter((r) => r.shape !== 'jsonp-list');
    expect(readable).toHaveLength(14);
    expectWhole(readable);
    for (const row of readable) {
      expect({ shape: row.shape, blocked: row.blocked, refererDenied: row.refererDenied, wrongEncoding: row.wrongEncoding }).toEqual({ shape: row.shape, blocked: 0, refererDenied: 0, wrongEncoding: 0 });
      // A new run's first list request may meet an expired session once (then asked again with the cookie).
      expect(row.sessionRedirects, `day ${row.day} ${row.shape}`).toBeLessThanOrEqual(1);
    }
  });

  it('reports the JSONP list as needing a browser, and delivers nothing wrong from it', () => {
    expect(plain.log).toMatch(/needs-browser: gtl\.edu\.cn: rows written by a script: http:\/\/www\.gtl\.edu\.cn\/zbgg\/index\.html/);
    for (const row of plain.rows.filter((r) => r.shape === 'jsonp-list')) expect([...row.wrong, ...row.dupLines]).toEqual([]);
  });

  it.skipIf(!existsSync(CHROMIUM))('reads the JSONP list and clicks through its pager with --browser, both days', async () => {
    const { rows } = await twoDays('browser', [JSONP], ['--browser', CHROMIUM]);
    expect(rows.map((r) => r.day)).toEqual([1, 2]);
    expectWhole(rows);
  }, 300_000);
});
