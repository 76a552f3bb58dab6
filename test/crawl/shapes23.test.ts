/**
 * test/shapes23 (a first-contact web: test/shapes23/README.md): six made-up universities, one shape
 * each that no earlier web has (a pager by row offset, pages with no Content-Type gzip-compressed in
 * GBK, links that climb above the root or use backslashes, a bare domain with a splash homepage and
 * bare-host rows, a type badge beside project-only titles next to news naming the same projects,
 * paths in Chinese), two days. This file asserts the **web's own health** only: the truth is
 * consistent; every notice answers 200 with its title and date (a page decoded as a browser does:
 * gzip undone, the charset from the header or the <meta>); every list page answers, is counted under
 * its key, and a site's tender list pages show exactly its notices of the day; each site has the
 * shape its README names; every list page and notice is reachable from the seed by links, redirects
 * and <meta refresh> as a browser resolves them; and the two days crawl through the helper and score
 * a row per site and day whose `want` is the truth's, then the crawl's figures: every notice of both
 * days once with its whole title and date, nothing else, no list page asked twice. First contact
 * (measured once, README): day 1 307/316, the type-badge site 21/30 with 3 news lines and its titles
 * the rows' project names.
 */
import { describe, expect, it } from 'vitest';
import { ask, hrefsOf, readPage } from '../kit/browse.ts';
import { checkDay, checkReachable, checkTruth, siteOfShape } from '../kit/web-checks.ts';
import { crawlsTwoDays, serveWeb } from '../kit/web-test.ts';
import { startServer, truth, type Truth23 } from '../shapes23/server.ts';
import { scoreRuns } from '../shapes23/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes23/titles.mjs';

if (!corpusPresent) console.warn(`test/shapes23 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

describe.skipIf(!corpusPresent)('test/shapes23: the web itself', () => {
  const { port, setDay } = serveWeb<Truth23>(() => startServer({ port: 0 }));

  it('has a consistent truth: six sites, URLs and titles unique, day 1 kept on day 2, 2–6 new notices a site, tender lists of 2–4 pages of 10–15 rows', () => {
    checkTruth(truth(1), truth(2), { rowsPerPage: true });
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every notice answers 200 with its title and date; every list page answers, is counted as its page and shows exactly its site's notices`, async () => {
      await checkDay(port(), await setDay(day), day, { everyUrl: false });
    });
  }

  it('each site has its shape', async () => {
    const t = await setDay(2);
    const of = (shape: string) => siteOfShape(t, shape);
    const raw = (url: string) => hrefsOf(port(), url);

    // offset-pager: the pager's links step `start` by 15.
    const off = of('offset-pager');
    const starts = (await raw(off.pages[0]!.url)).flatMap((h) => /start=(\d+)/.exec(h)?.[1] ?? []).map(Number);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((s) => s > 0 && s % 15 === 0)).toBe(true);

    // sniffed-type: lists and details without a Content-Type; details gzip even unasked; the charset only in a <meta>.
    const sn = of('sniffed-type');
    const list = await ask(port(), sn.pages[0]!.url, false);
    expect(list.headers['content-type']).toBeUndefined();
    expect(list.html).toContain('charset=gb2312');
    const detail = await ask(port(), sn.notices[0]!.url, false);
    expect(detail.headers['content-type']).toBeUndefined();
    expect(detail.headers['content-encoding']).toBe('gzip');
    expect((await ask(port(), sn.pages[0]!.url, true)).headers['content-encoding']).toBe('gzip');

    // climb-root: rows written three levels up from a one-level folder, or with backslashes; unresolved backslashes are a 404.
    const cl = of('climb-root');
    const climbs = await raw(cl.pages.find((p) => p.page === 'zbgg:1')!.url);
    expect(climbs.some((h) => h.startsWith('../../../info/'))).toBe(true);
    const slashes = await raw(cl.pages.find((p) => p.page === 'zbjg:1')!.url);
    expect(slashes.some((h) => h.startsWith('..\\..\\info\\'))).toBe(true);
    expect((await ask(port(), `http://www.hcu.edu.cn/cgzx/zbjg/..%5C..%5Cinfo%5C2026`)).status).toBe(404);

    // bare-splash: the seed 301s to www.; the splash has no link, only a refresh; rows link the bare host.
    const bs = of('bare-splash');
    const hop = await ask(port(), t.seeds.find((s) => s.includes('mjd.edu.cn'))!);
    expect(hop.status).toBe(301);
    expect(hop.headers.location).toBe('http://www.mjd.edu.cn/');
    const splash = readPage((await ask(port(), 'http://www.mjd.edu.cn/')).html);
    expect(splash.links).toEqual([]);
    expect(splash.refresh).toBe('main.htm');
    expect((await raw(bs.pages[0]!.url)).filter((h) => h.startsWith('http://mjd.edu.cn/')).length).toBeGreaterThan(10);
    expect((await ask(port(), bs.notices[0]!.urls[1]!)).status).toBe(301);

    // type-badge: a badge cell per row, link text the project alone (no notice word), news naming the same projects.
    const tb = of('type-badge');
    const rows = (await ask(port(), tb.pages[0]!.url)).html;
    expect(rows).toMatch(/\[招标\][\s\S]*\[中标\]|\[中标\][\s\S]*\[招标\]/);
    const texts = [...rows.matchAll(/<td class="bt"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
    expect(texts.length).toBe(12);
    expect(texts.some((x) => /公告|公示/.test(x))).toBe(false);
    const news = readPage((await ask(port(), tb.pages.find((p) => !p.tenders)!.url)).html).text;
    expect(tb.notices.filter((n) => news.includes(n.title.replace(/(招标|中标结果|更正|废标)公告$/, ''))).length).toBeGreaterThanOrEqual(3);

    // chinese-paths: links written in Chinese characters; a GBK-encoded path is a 404.
    const cp = of('chinese-paths');
    expect((await raw(cp.pages[0]!.url)).some((h) => h.startsWith('/招标公告/'))).toBe(true);
    expect((await ask(port(), 'http://www.ysd.edu.cn/%D5%D0%B1%EA%B9%AB%B8%E6/index.htm')).status).toBe(404);
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every list page and notice is reached from the seeds by links, redirects and <meta refresh>, as a browser resolves them`, async () => {
      await checkReachable(port(), await setDay(day));
    });
  }
});

crawlsTwoDays({
  web: 'shapes23', skip: !corpusPresent, start: () => startServer({ port: 0 }), truth, score: scoreRuns,
  title: 'crawls both days: every notice of every day once with its whole title and date, nothing else, no list page asked twice (first contact 307/316: type-badge 21/30, 3 wrong, titles 0/21)',
  notes: { titles: "type-badge: the notice's, not the row's project" },
});
