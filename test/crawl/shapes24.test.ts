/**
 * test/shapes24 (a first-contact web: test/shapes24/README.md): six made-up universities, one shape
 * each that no earlier web has (a column whose page 1 is a featured template and whose later pages
 * are plain lists in another folder, rows dated `10:25` / 今天 / 昨天 / N天前, notices split over
 * `&page=N` pages, notices that are scanned images, an English section beside the Chinese site, two
 * procurement offices on their own sub-domains linked only from 机构设置), two days. This file
 * asserts the **web's own health** only: the truth is consistent; every notice answers 200 under
 * each of its URLs with its title and date; every list page answers, is counted under its key, and a
 * site's tender list pages show exactly its notices of the day; each site has the shape its README
 * names; every list page and notice is reachable from the seeds by links as a browser resolves
 * them; and the two days crawl through the helper and score a row per site and day whose `want` is
 * the truth's, then the crawl's figures: every notice of both days once with its title and date,
 * nothing else, no list page asked twice. First contact (measured once, README): day 1 324/330 and
 * day 2 26/31, all on featured-first (its page 1's box of the 3 newest unread, its breadcrumb's
 * 招标公告 delivered as a notice).
 */
import { describe, expect, it } from 'vitest';
import { ask, hrefsOf, readPage } from '../kit/browse.ts';
import { checkDay, checkReachable, checkTruth, siteOfShape } from '../kit/web-checks.ts';
import { crawlsTwoDays, serveWeb } from '../kit/web-test.ts';
import { startServer, truth, type Truth24 } from '../shapes24/server.ts';
import { scoreRuns } from '../shapes24/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes24/titles.mjs';

if (!corpusPresent) console.warn(`test/shapes24 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

describe.skipIf(!corpusPresent)('test/shapes24: the web itself', () => {
  const { port, setDay } = serveWeb<Truth24>(() => startServer({ port: 0 }));

  it('has a consistent truth: six sites, URLs and titles unique, day 1 kept on day 2, 2–6 new notices a site, tender lists of 2–4 pages of 10–15 rows', () => {
    checkTruth(truth(1), truth(2), { rowsPerPage: true });
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every notice answers 200 under each of its URLs with its title and date; every list page answers, is counted as its page and shows exactly its site's notices`, async () => {
      await checkDay(port(), await setDay(day), day);
    });
  }

  it('each site has its shape', async () => {
    const t = await setDay(2);
    const of = (shape: string) => siteOfShape(t, shape);
    const raw = (url: string) => hrefsOf(port(), url);

    const html = async (url: string) => (await ask(port(), url)).html;

    // featured-first: page 1 a highlight box of 3 over a list; pages 2.. plain lists in another folder.
    const ff = of('featured-first');
    const first = await html(ff.pages.find((p) => p.page === 'zbgg:1')!.url);
    expect(first.match(/class="focus-item"/g)).toHaveLength(3);
    const second = ff.pages.find((p) => p.page === 'zbgg:2')!;
    expect(new URL(second.url).pathname.split('/')[1]).not.toBe(new URL(ff.pages.find((p) => p.page === 'zbgg:1')!.url).pathname.split('/')[1]);
    expect(await raw(ff.pages.find((p) => p.page === 'zbgg:1')!.url)).toContain(new URL(second.url).pathname);
    expect(await html(second.url)).not.toContain('focus');

    // relative-dates: recent rows by the hour, 今天, 昨天 or N天前, older ones by the full date; a day later, a day older.
    const rd = of('relative-dates');
    const dates = async (url: string) => [...(await html(url)).matchAll(/<span class="date">([^<]+)<\/span>/g)].map((m) => m[1]!);
    const shown = await dates(rd.pages[0]!.url);
    expect(shown.some((d) => /^\d{2}:\d{2}$/.test(d) || d === '今天')).toBe(true);
    expect(shown).toContain('昨天');
    expect(shown.some((d) => /^\d天前$/.test(d))).toBe(true);
    expect(shown.some((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    await setDay(1);
    const before = await dates(rd.pages[0]!.url);
    expect(before.filter((d) => d === '今天' || /:/.test(d)).length).toBeGreaterThan(0);
    await setDay(2);

    // split-notice: a notice cut into pages, page 2 with the same title and date, linked from page 1.
    const sp = of('split-notice').notices.filter((n) => n.urls.some((u) => u.endsWith('&page=2')));
    expect(sp.length).toBeGreaterThan(10);
    expect((await raw(sp[0]!.url)).some((h) => h.endsWith('page=2'))).toBe(true);
    const p1 = readPage(await html(sp[0]!.url)).text;
    const p2 = readPage(await html(sp[0]!.urls.find((u) => u.endsWith('&page=2'))!)).text;
    expect(p1).not.toBe(p2);

    // scanned-image: a notice's body is images only, which answer as images.
    const sc = of('scanned-image');
    const body = /<div class="content">([\s\S]*?)<\/div>/.exec(await html(sc.notices[0]!.url))![1]!;
    expect(body).toMatch(/<img src="\/uploads\//);
    expect(readPage(body).text.trim()).toBe('');
    const img = await ask(port(), `http://${new URL(sc.notices[0]!.url).host}${/<img src="([^"]+)"/.exec(body)![1]}`);
    expect(img.headers['content-type']).toBe('image/png');

    // en-section: the Chinese pages link /en/, an English section with its own news; no notice there.
    const en = of('en-section');
    expect(await raw(en.pages[0]!.url)).toContain('/en/');
    const enHome = await html(`http://${new URL(en.pages[0]!.url).host}/en/`);
    expect(enHome).toContain('<html lang="en">');
    expect(en.pages.filter((p) => p.page.startsWith('en-') && !p.tenders).length).toBeGreaterThanOrEqual(2);
    expect(en.notices.every((n) => !n.url.includes('/en/'))).toBe(true);

    // two-offices: the main site's homepage links neither office; 机构设置 links both, each its own host.
    const to = of('two-offices');
    const hosts = new Set(to.notices.map((n) => new URL(n.url).hostname));
    expect([...hosts].sort()).toEqual(['gzc.cld.edu.cn', 'hqc.cld.edu.cn']);
    const home = (await raw(t.seeds.find((s) => s.includes('cld.edu.cn'))!)).join(' ');
    expect(home).not.toMatch(/gzc|hqc/);
    const units = await raw('http://www.cld.edu.cn/jgsz.htm');
    expect(units).toEqual(expect.arrayContaining(['http://gzc.cld.edu.cn/', 'http://hqc.cld.edu.cn/']));
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every list page and notice is reached from the seeds by links (and any redirect or <meta refresh>), as a browser resolves them`, async () => {
      await checkReachable(port(), await setDay(day));
    });
  }
});

crawlsTwoDays({
  web: 'shapes24', skip: !corpusPresent, start: () => startServer({ port: 0 }), truth, score: scoreRuns,
  title: 'crawls both days: every notice of every day once with its title and date, nothing else, no list page asked twice (first contact 324/330 and 26/31: featured-first)',
  notes: { dates: 'relative-dates: 今天, 3天前 read as days' },
});
