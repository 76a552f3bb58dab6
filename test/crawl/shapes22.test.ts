/**
 * test/shapes22 (a first-contact web: test/shapes22/README.md): six made-up universities, one shape
 * each that no earlier web has (base-href to another host, a GET 跳转 form as the only pager, year
 * tabs, a homepage tab box whose other tabs load by XHR, a procurement platform on `:8080`, dates
 * only on the detail page), two days. This file asserts the **web's own health** only: every notice
 * of the truth answers 200 with its title and date; every list page answers, is counted under its
 * key, and the tender list pages of a site show exactly the site's notices of the day; every list
 * page and notice is reachable from the seed by links and GET forms as a browser resolves them (the
 * <base> honoured); and the two days crawl through the helper and score a row per site and day whose
 * `want` is the truth's, then the crawl's figures: every notice of both days once with its title and
 * date, nothing else, no list page asked twice. First contact (measured once, README): day 1
 * 323/354, the platform's `list.do?type=1` 招标公告 never asked (`?type=1` was read as a print view).
 */
import { describe, expect, it } from 'vitest';
import { checkDay, checkReachable } from '../kit/web-checks.ts';
import { crawlsTwoDays, serveWeb } from '../kit/web-test.ts';
import { normUrl } from '../kit/score.ts';
import { startServer, truth, type Truth22 } from '../shapes22/server.ts';
import { scoreRuns } from '../shapes22/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes22/titles.mjs';

if (!corpusPresent) console.warn(`test/shapes22 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

describe.skipIf(!corpusPresent)('test/shapes22: the web itself', () => {
  const { port, setDay } = serveWeb<Truth22>(() => startServer({ port: 0 }));

  it('has a consistent truth: six sites, notice URLs unique, day 1 kept on day 2 and 2–7 new notices a site', () => {
    const [one, two] = [truth(1), truth(2)];
    expect(Object.keys(one.lists)).toHaveLength(6);
    for (const t of [one, two]) expect(new Set(t.notices.flatMap((n) => n.urls.map(normUrl))).size).toBe(t.notices.flatMap((n) => n.urls).length);
    expect(two.notices.filter((n) => n.day === 1).map((n) => n.url)).toEqual(one.notices.map((n) => n.url));
    for (const site of Object.keys(one.lists)) {
      const added = two.notices.filter((n) => n.site === site && n.day === 2).length;
      expect(added, site).toBeGreaterThanOrEqual(2);
      expect(added, site).toBeLessThanOrEqual(7);
      expect(two.notices.filter((n) => n.site === site && n.day === 2).every((n) => n.date === '2026-11-25')).toBe(true);
    }
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every notice answers 200 with its title and its date; every list page answers and is counted as its page`, async () => {
      await checkDay(port(), await setDay(day), day);
    });

    it(`day ${day}: every list page and notice is reached from the seeds by links and GET forms, a <base> honoured`, async () => {
      await checkReachable(port(), await setDay(day));
    });
  }
});

crawlsTwoDays({
  web: 'shapes22', skip: !corpusPresent, start: () => startServer({ port: 0 }), truth, score: scoreRuns,
  title: 'crawls both days: every notice of every day once, nothing else, each list page asked at most once (first contact 323/354: ?type=1 was taken for a print view)',
  notes: { dates: "detail-dates: from the notice's page" },
});
