/**
 * test/shapes26 (a first-contact web: test/shapes26/README.md): six made-up universities, one shape
 * each that no earlier web has (rows under date headings, two notices per table row, rows with
 * [详情] and [附件] links, list titles with a status badge the <h1> lacks, rows written twice for
 * desktop and a `visible-xs` block, pager links absolute with `:80` or protocol-relative on the
 * bare-domain alias), two days. This file asserts the **web's own health** only: the truth is
 * consistent; every notice answers 200 under each of its URLs with its title and date; every list
 * page answers, is counted under its key, shows 10–15 notices (its column's last page 1–15), and a
 * site's tender list pages show exactly its notices of the day; each site has its shape; every list
 * page and notice is reachable from the seeds by links as a browser resolves them; and the two days
 * crawl through the helper and score a row per site and day whose `want` is the truth's, then the
 * crawl's figures: every notice of both days once with its title and date, nothing else, no list
 * page asked twice. First contact (measured once, README): every notice, but the status-badge
 * site's titles kept the list's 【报名中】 and a badge turned (已截止) came again on day 2.
 */
import { describe, expect, it } from 'vitest';
import { ask, readPage, resolve } from '../kit/browse.ts';
import { checkDay, checkReachable, checkTruth, siteOfShape } from '../kit/web-checks.ts';
import { crawlsTwoDays, serveWeb } from '../kit/web-test.ts';
import { startServer, truth, type Truth26 } from '../shapes26/server.ts';
import { scoreRuns } from '../shapes26/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes26/titles.mjs';

if (!corpusPresent) console.warn(`test/shapes26 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

describe.skipIf(!corpusPresent)('test/shapes26: the web itself', () => {
  const { port, setDay } = serveWeb<Truth26>(() => startServer({ port: 0 }));

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
    const of = (shape: string) => siteOfShape(t, shape, { tendersOnly: true });
    const html = async (url: string) => (await ask(port(), url)).html;
    const rowLinks = (body: string, url: string, notices: Array<{ url: string }>) => readPage(body).links.map((h) => resolve(h, url)).filter((u) => notices.some((n) => n.url === u));

    // date-groups: rows under <h4>YYYY年M月D日</h4> headings, no date beside a row; each heading's rows are of its day.
    const dg = of('date-groups');
    const grouped = await html(dg.pages[0]!.url);
    const groups = [...grouped.matchAll(/<h4>(\d+)年(\d+)月(\d+)日<\/h4><ul>([\s\S]*?)<\/ul>/g)];
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.some((g) => (g[4]!.match(/<li>/g) ?? []).length >= 2)).toBe(true);
    for (const g of groups) {
      const day = `${g[1]}-${g[2]!.padStart(2, '0')}-${g[3]!.padStart(2, '0')}`;
      expect(g[4]).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      for (const h of readPage(g[4]!).links) expect(dg.notices.find((n) => n.url === resolve(h, dg.pages[0]!.url))?.date).toBe(day);
    }

    // two-column: two notices in each table row, each followed by its own date cell.
    const tc = of('two-column');
    const table = await html(tc.pages[0]!.url);
    const trs = table.match(/<tr>[\s\S]*?<\/tr>/g)!;
    expect(trs.length).toBe(7);
    for (const tr of trs) expect(tr.match(/<td class="time">\[\d{4}-\d{2}-\d{2}\]<\/td>/g)).toHaveLength(2);
    expect(rowLinks(table, tc.pages[0]!.url, tc.notices)).toHaveLength(14);

    // detail-links: each row links its notice twice (title, [详情]) and a PDF ([附件]) that is no notice.
    const dl = of('detail-links');
    const three = await html(dl.pages[0]!.url);
    expect(three.match(/>\[详情\]<\/a>/g)).toHaveLength(13);
    expect(rowLinks(three, dl.pages[0]!.url, dl.notices)).toHaveLength(26);
    const pdfHref = /<a href="([^"]+\.pdf)" target="_blank">\[附件\]<\/a>/.exec(three)![1]!;
    const pdf = await ask(port(), resolve(pdfHref, dl.pages[0]!.url)!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.html.startsWith('%PDF-')).toBe(true);

    // status-badge: the row's link text is the title and a badge; the detail's <h1> is the title alone.
    const sb = of('status-badge');
    const badged = await html(sb.pages[0]!.url);
    expect(badged).toContain('(已截止)</span></a>');
    expect(badged).toContain('【报名中】</font></a>');
    const escHtml = (x: string) => x.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
    for (const n of sb.notices.slice(0, 3)) expect(badged).toMatch(new RegExp(`>${escHtml(n.title).replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')}<(span|font)`));
    expect(sb.notices.every((n) => !/已截止|报名中|已结束/.test(n.title))).toBe(true);

    // twice-rows: every notice of the page is linked twice, once in the desktop table and once in the visible-xs block.
    const tr2 = of('twice-rows');
    const twice = await html(tr2.pages[0]!.url);
    expect(twice).toContain('<div class="visible-xs">');
    const links = rowLinks(twice, tr2.pages[0]!.url, tr2.notices);
    expect(links).toHaveLength(24);
    expect(new Set(links).size).toBe(12);
    expect(twice).toMatch(/…<\/a><span>\d{2}-\d{2}<\/span>/);

    // alias-pager: pager links with an explicit :80 and protocol-relative on the bare domain; both hosts answer.
    const ap = of('alias-pager');
    const aliased = await html(ap.pages[0]!.url);
    expect(aliased).toContain('href="//yld.edu.cn/zbgg/list_2.htm"');
    expect(aliased).toContain('href="http://www.yld.edu.cn:80/zbgg/list_3.htm"');
    expect(ap.pages.some((p) => p.url.startsWith('http://yld.edu.cn/'))).toBe(true);
    expect(ap.notices.every((n) => n.urls.length === 2 && n.urls[1] === n.url.replace('://www.', '://'))).toBe(true);
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every list page and notice is reached from the seeds by links, redirects, <meta refresh> and GET forms, as a browser resolves and submits them`, async () => {
      await checkReachable(port(), await setDay(day));
    });
  }
});

crawlsTwoDays({
  web: 'shapes26', skip: !corpusPresent, start: () => startServer({ port: 0 }), truth, score: scoreRuns,
  title: 'crawls both days: every notice of every day once with its title and date, nothing else, no list page asked twice (first contact: status-badge titles 0/62, 1 twice)',
  notes: { titles: "status-badge: without the list's badge" },
});
