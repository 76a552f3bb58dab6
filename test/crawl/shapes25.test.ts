/**
 * test/shapes25 (a first-contact web: test/shapes25/README.md): six made-up universities, one shape
 * each that no earlier web has (a procurement platform whose notices show only after its GET search
 * form is submitted, a column of this month with 历史归档 month folders, a column behind a 投标须知
 * page, rows hidden by CSS until 展开更多, hrefs with spaces, newlines or `&amp;amp;`, a mobile site
 * `m.` with its own lists of the desktop's notices), two days. This file asserts the **web's own
 * health** only: the truth is consistent; every notice answers 200 under each of its URLs with its
 * title and date; every list page answers, is counted under its key, shows 10–15 notices (its
 * column's last page 1–15), and a site's tender list pages show exactly its notices of the day; each
 * site has its shape; every list page and notice is reachable from the seeds by links and GET forms
 * as a browser resolves and submits them; and the two days crawl through the helper and score a row
 * per site and day whose `want` is the truth's, then the crawl's figures: every notice of both days
 * once with its title and date, nothing else, no list page asked twice. First contact (measured
 * once, README): day 1 246/320 (search-form 0/50, hidden-rows 40/64), day 2 22/27.
 */
import { describe, expect, it } from 'vitest';
import { ask, hrefsOf, readPage, resolve, submissions } from '../kit/browse.ts';
import { checkDay, checkReachable, checkTruth, siteOfShape } from '../kit/web-checks.ts';
import { crawlsTwoDays, serveWeb } from '../kit/web-test.ts';
import { startServer, truth, type Truth25 } from '../shapes25/server.ts';
import { scoreRuns } from '../shapes25/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes25/titles.mjs';

if (!corpusPresent) console.warn(`test/shapes25 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

describe.skipIf(!corpusPresent)('test/shapes25: the web itself', () => {
  const { port, setDay } = serveWeb<Truth25>(() => startServer({ port: 0 }));

  it('has a consistent truth: six sites, URLs and titles unique, day 1 kept on day 2, 2–6 new notices a site, tender columns of at most 4 pages, one of 2 or more', () => {
    checkTruth(truth(1), truth(2));
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every notice answers 200 with its title and date; every list page answers, is counted as its page and shows exactly its site's notices`, async () => {
      await checkDay(port(), await setDay(day), day, { perPage: true });
    });
  }

  it('each site has its shape', async () => {
    const t = await setDay(2);
    const of = (shape: string) => siteOfShape(t, shape);
    const raw = (url: string) => hrefsOf(port(), url);

    const html = async (url: string) => (await ask(port(), url)).html;

    // search-form: the platform's page is only a GET form and 请输入查询条件; its notices show once it is submitted.
    const sf = of('search-form');
    const form = await html('http://www.fxu.edu.cn/cgpt/search.jsp');
    expect(form).toContain('请输入查询条件');
    const formPage = readPage(form);
    expect(formPage.forms).toHaveLength(1);
    expect(formPage.forms[0]!.fields).toEqual([['kw', ['']], ['type', ['zbgg', 'zbjg']]]);
    expect(sf.notices.filter((n) => formPage.links.some((h) => resolve(h, 'http://www.fxu.edu.cn/cgpt/search.jsp') === n.url))).toEqual([]);
    const submitted = submissions(formPage.forms[0]!, 'http://www.fxu.edu.cn/cgpt/search.jsp');
    expect(submitted).toContain(sf.pages.find((p) => p.page === 'zbgg:1')!.url);
    expect(await raw(submitted[0]!)).toContain('search.jsp?kw=&amp;type=zbgg&amp;page=2');

    // month-archive: the column page holds this month only and links the month folders under 历史归档.
    const ma = of('month-archive');
    const month = await html(ma.pages[0]!.url);
    expect(month).toContain('历史归档');
    expect(await raw(ma.pages[0]!.url)).toEqual(expect.arrayContaining(['/zbgg/2026/10/', '/zbgg/2026/09/', '/zbgg/2026/08/']));
    const monthOf = (n: { url: string }) => /\/zbgg\/(\d{4})\/(\d{2})\//.exec(n.url)!.slice(1).join('-');
    expect(new Set(ma.notices.map(monthOf))).toEqual(new Set(['2026-11', '2026-10', '2026-09', '2026-08']));
    expect(ma.notices.every((n) => n.date.startsWith(monthOf(n)))).toBe(true);

    // interstitial: the nav's 招标采购 is a 投标须知 page; its 我已阅读并同意 link is the list, which no other page links.
    const ip = of('interstitial');
    const homeLinks = await raw('http://www.slu.edu.cn/');
    expect(homeLinks).toContain('/cgpt/tbxz.htm');
    expect(homeLinks.some((h) => h.includes('/cgpt/zbgg/'))).toBe(false);
    const rules = await html('http://www.slu.edu.cn/cgpt/tbxz.htm');
    expect(rules).toMatch(/<a class="btn" href="\/cgpt\/zbgg\/list.htm">我已阅读并同意<\/a>/);
    expect(ip.pages.filter((p) => p.tenders)[0]!.url).toBe('http://www.slu.edu.cn/cgpt/zbgg/list.htm');

    // hidden-rows: 15 rows a page in the HTML, 7 of them display:none, and a 展开更多 button.
    const hr = of('hidden-rows');
    const hidden = await html(hr.pages[0]!.url);
    expect(hidden.match(/<li class="item"/g)).toHaveLength(15);
    expect(hidden.match(/<li class="item" style="display:none"/g)).toHaveLength(7);
    expect(hidden).toContain('展开更多');

    // messy-href: row and pager hrefs with spaces, newlines and `&amp;amp;`; the truth's url is the browser's reading.
    const mh = of('messy-href');
    const messy = await html(mh.pages[0]!.url);
    expect(messy).toMatch(/href=" \/zbgg\/info\/\d+\.htm "/);
    expect(messy).toMatch(/href="\n\t\t\/zbgg\/info\/\n\d+\.htm\n\t"/);
    expect(messy).toMatch(/href="\/zbgg\/info\/\d+\.htm\?from=list&amp;amp;n=\d+"/);
    expect(mh.notices.filter((n) => n.url.includes('&amp;n=')).length).toBeGreaterThan(5);
    expect(messy).toMatch(/href=" list_2\.htm "|href="\nlist_2\.htm"|href=" \/zbgg\/list_3\.htm "|href="\n\/zbgg\/list_2\.htm"/);

    // mobile-twin: the desktop announces m.; m. lists the same notices under its own addresses, one notice each.
    const mt = of('mobile-twin');
    const desk = await html(t.seeds.find((s) => s.includes('tzu.edu.cn'))!);
    expect(desk).toContain('<link rel="alternate" media="only screen and (max-width: 640px)" href="http://m.tzu.edu.cn/" />');
    expect(mt.notices.every((n) => n.urls.length === 2 && n.urls[1]!.startsWith('http://m.tzu.edu.cn/view.php?id='))).toBe(true);
    expect(mt.pages.filter((p) => p.tenders && p.url.startsWith('http://m.')).length).toBeGreaterThanOrEqual(2);
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every list page and notice is reached from the seeds by links, redirects, <meta refresh> and GET forms, as a browser resolves and submits them`, async () => {
      await checkReachable(port(), await setDay(day));
    });
  }
});

crawlsTwoDays({
  web: 'shapes25', skip: !corpusPresent, start: () => startServer({ port: 0 }), truth, score: scoreRuns,
  title: 'crawls both days: every notice of every day once with its title and date, nothing else, no list page asked twice (first contact 246/320 and 22/27)',
  notes: { twice: 'mobile-twin: one line a notice' },
});
