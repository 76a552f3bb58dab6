/**
 * test/shapes21 (issue 24 item 8, a first-contact web: test/shapes21/README.md): seven sites that
 * only a browser reads whole, each for a reason no earlier web has, crawled by the helper on days 1
 * and 2 on one state. Issue 24 demands: with --browser every notice of every day, precision 1.000,
 * each list page asked at most once a run; without a browser, the static part read and each site
 * reported `needs-browser` with its true reason (all seven menus are static HTML, so "its menus may be
 * drawn by scripts" is never the true reason here).
 * - twice-length: the .jsp answers carry Content-Length twice; Chromium reads them, Node refuses them.
 * - post-resolve: a row's click POSTs its id and goes where the answer says; no address in the page.
 * - select-form: pages 2… only through a POST form (<select> + 跳转, a token), no script, no link.
 * - script-iframe: the list is an iframe whose src an inline script sets.
 * - cursor-more: 加载更多 pages by an opaque cursor; page 1 is static.
 * - script-cookie: lists and details behind a cookie a 200 page's script computes, then reloads.
 * - shadow-list: rows and pager inside a web component's open shadow root.
 *
 * First contact (web 8df0bc0, crawler unchanged from a0aac52): without a browser day 1 20/286, day 2
 * 10/33; with --browser day 1 60/286, day 2 14/33 (test/shapes21/README.md). Two tests are
 * it.skip because the current crawler fails them:
 * - with --browser: every site but script-cookie misses notices (twice-length, post-resolve,
 *   script-iframe, shadow-list all; select-form and cursor-more all but page 1), so expectWhole fails;
 * - without: post-resolve, select-form and cursor-more get no needs-browser line at all; twice-length,
 *   script-iframe and shadow-list are told "no list found … its menus may be drawn by scripts" (their
 *   menus are static: a false reason); only script-cookie's "a gateway challenge" is true.
 * The static-part test passes and runs.
 * Unskip when issue 24 item 6 lands.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperTwoDays } from './support.ts';
import { startServer, truth } from '../shapes21/server.mjs';
import { score } from '../shapes21/score.mjs';
import { corpusPresent, CORPUS_TITLES } from '../shapes21/titles.mjs';

type Row = Awaited<ReturnType<typeof score>>[number];
const CHROMIUM = '/usr/bin/chromium';
if (!corpusPresent) console.warn(`test/shapes21 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

/** What a true `needs-browser` reason names for each site: the cause a browser remedies. */
const TRUE_REASON: Record<string, RegExp> = {
  'yjc.edu.cn': /Content-Length|HTTP|pars|reject|transport/i,
  'qql.edu.cn': /script|click|onclick|row/i,
  'lsh.edu.cn': /form|pager|select/i,
  'hzy.edu.cn': /frame/i,
  'tbj.edu.cn': /加载更多|load more|more|button|pager/i,
  'wsd.edu.cn': /challenge|cookie|script/i,
  'ysh.edu.cn': /component|shadow|script/i,
};

const dir = mkdtempSync(join(tmpdir(), 'shapes21-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const twoDays = (name: string, extra: string[] = []) => helperTwoDays<Row>({ startServer, score }, dir, name, truth(1).seeds, extra);

function expectWhole(rows: Row[]): void {
  for (const row of rows) {
    expect(row.missed, `day ${row.day} ${row.shape}: missed`).toEqual([]);
    expect(row.found, `day ${row.day} ${row.shape}`).toBe(row.want);
    expect([...row.wrong, ...row.dupLines, ...row.lateLines], `day ${row.day} ${row.shape}: wrong, twice or late`).toEqual([]);
    expect([...row.titleWrong, ...row.dateWrong], `day ${row.day} ${row.shape}: titles and dates`).toEqual([]);
  }
}

// Two of the three tests are skipped: the crawler at first contact fails them (see the header).
describe('test/shapes21', () => {
  describe.runIf(corpusPresent)('without a browser', () => {
    let plain: { rows: Row[]; log: string };
    beforeAll(async () => {
      plain = await twoDays('static');
    }, 300_000);

    it('reads the static part (page 1 of the form-paged and the load-more lists, every day-2 notice there), nothing wrong', () => {
      expect(plain.rows).toHaveLength(14);
      for (const row of plain.rows) expect([...row.wrong, ...row.dupLines, ...row.titleWrong, ...row.dateWrong], `day ${row.day} ${row.shape}`).toEqual([]);
      for (const row of plain.rows.filter((r) => r.shape === 'select-form' || r.shape === 'cursor-more')) {
        if (row.day === 2) expect(row.found, `day 2 ${row.shape}`).toBe(row.want);
        else expect(row.found, `day 1 ${row.shape}`).toBeGreaterThanOrEqual(10);
      }
    });

    // Skipped: at first contact four sites get no needs-browser line and three a false one (header).
    it.skip('reports each site needs-browser with its true reason, never "menus drawn by scripts" for a static menu', () => {
      const verdicts = Object.fromEntries(Object.entries(TRUE_REASON).map(([site, reason]) => {
        // The reason's words, its addresses and the closing hint aside ("http://" is no reason).
        const lines = plain.log.split('\n').filter((l) => l.startsWith(`needs-browser: ${site}:`)).map((l) => l.replace(/https?:\/\/\S+/g, '').replace(/\(run with --browser[^)]*\)/, ''));
        if (!lines.length) return [site, 'no needs-browser line'];
        const wrong = lines.find((l) => !reason.test(l) || /menus may be drawn by scripts/.test(l));
        return [site, wrong ? `false reason: ${wrong}` : 'true'];
      }));
      expect(verdicts).toEqual(Object.fromEntries(Object.keys(TRUE_REASON).map((site) => [site, 'true'])));
    });
  });

  describe.runIf(corpusPresent && existsSync(CHROMIUM))('with --browser', () => {
    // Skipped: at first contact 60/286 on day 1, 14/33 on day 2 (header).
    it.skip('delivers every notice of every day, precision 1, each list page asked at most once a run', async () => {
      const { rows } = await twoDays('browser', ['--browser', CHROMIUM]);
      expect(rows).toHaveLength(14);
      expectWhole(rows);
      for (const row of rows) {
        expect(row.missedLists, `day ${row.day} ${row.shape}`).toEqual([]);
        expect(row.askedTwice.map((t) => t.page), `day ${row.day} ${row.shape}`).toEqual([]);
      }
    }, 600_000);
  });
});
