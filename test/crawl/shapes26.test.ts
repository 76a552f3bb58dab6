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
import { ask, reachable, readPage, resolve, submissions } from '../kit/browse.ts';
import { crawlsTwoDays, serveWeb } from '../kit/web-test.ts';
import { normUrl } from '../kit/score.ts';
import type { WebStats } from '../kit/types.ts';
import { startServer, truth, type Truth26 } from '../shapes26/server.ts';
import { scoreRuns } from '../shapes26/score.ts';
import { corpusPresent, CORPUS_TITLES } from '../shapes26/titles.mjs';

if (!corpusPresent) console.warn(`test/shapes26 skipped: the reviewed titles are not at ${CORPUS_TITLES} (../shared/corpus absent)`);

describe.skipIf(!corpusPresent)('test/shapes26: the web itself', () => {
  const { port, setDay } = serveWeb<Truth26>(() => startServer({ port: 0 }));

  it('has a consistent truth: six sites, URLs and titles unique, day 1 kept on day 2, 2–6 new notices a site, tender columns of at most 4 pages, one of 2 or more', () => {
    const [one, two] = [truth(1), truth(2)];
    expect(Object.keys(one.lists)).toHaveLength(6);
    expect(new Set(Object.values(one.shapes)).size).toBe(6);
    for (const t of [one, two]) {
      expect(new Set(t.notices.flatMap((n) => n.urls.map(normUrl))).size).toBe(t.notices.flatMap((n) => n.urls).length);
      expect(new Set(t.notices.map((n) => n.title)).size).toBe(t.notices.length);
      for (const [site, lists] of Object.entries(t.lists)) {
        const byColumn = new Map<string, number>();
        for (const p of lists.pages.filter((x) => x.tenders)) byColumn.set(p.page.split(':')[0]!, (byColumn.get(p.page.split(':')[0]!) ?? 0) + 1);
        expect(Math.max(...byColumn.values()), site).toBeGreaterThanOrEqual(2);
        for (const [column, pages] of byColumn) expect(pages, `${site} ${column}`).toBeLessThanOrEqual(4);
      }
    }
    expect(two.notices.filter((n) => n.day === 1).map((n) => n.url)).toEqual(one.notices.map((n) => n.url));
    for (const site of Object.keys(one.lists)) {
      const added = two.notices.filter((n) => n.site === site && n.day === 2);
      expect(added.length, site).toBeGreaterThanOrEqual(2);
      expect(added.length, site).toBeLessThanOrEqual(6);
      expect(added.every((n) => n.date === '2026-11-25')).toBe(true);
      expect(two.lists[site]!.news, site).toBeGreaterThanOrEqual(1);
    }
  });

  for (const day of [1, 2]) {
    it(`day ${day}: every notice answers 200 with its title and date; every list page answers, is counted as its page and shows exactly its site's notices`, async () => {
      const t = await setDay(day);
      const byUrl = new Map(t.notices.flatMap((n) => n.urls.map((u) => [normUrl(u), n] as const)));
      for (const n of t.notices) {
        for (const u of n.urls) {
          const a = await ask(port(), u);
          expect(a.status, u).toBe(200);
          const page = readPage(a.html);
          expect(page.h1.trim(), u).toBe(n.title);
          expect(page.text, u).toContain(`发布时间：${n.date}`);
        }
      }
      for (const [site, lists] of Object.entries(t.lists)) {
        const shown = new Set<string>();
        for (const p of lists.pages) {
          const a = await ask(port(), p.url);
          expect(a.status, p.url).toBe(200);
          const here = readPage(a.html).links.map((h) => resolve(h, p.url)).flatMap((u) => (u ? [byUrl.get(normUrl(u))] : [])).filter((n) => n !== undefined);
          if (!p.tenders) {
            expect(here.map((n) => n.url), p.url).toEqual([]);
            continue;
          }
          for (const n of here) shown.add(n.url);
          // 10–15 notices a page; the last page of its column may hold fewer.
          const [column, k] = p.page.split(':');
          const last = !lists.pages.some((q) => q.page === `${column}:${Number(k) + 1}`);
          const count = new Set(here.map((n) => n.url)).size;
          expect(count, p.url).toBeLessThanOrEqual(15);
          expect(count, p.url).toBeGreaterThanOrEqual(last ? 1 : 10);
        }
        expect([...shown].sort(), site).toEqual(t.notices.filter((n) => n.site === site).map((n) => n.url).sort());
      }
      const stats = (await (await fetch(`http://127.0.0.1:${port()}/__stats`)).json()) as WebStats;
      for (const [site, lists] of Object.entries(t.lists)) {
        const pages = stats[day]?.[site]?.pages ?? {};
        for (const p of lists.pages) expect(pages[p.page]?.tenders, `${site} ${p.page}`).toBe(p.tenders);
      }
    });
  }

  it('each site has its shape', async () => {
    const t = await setDay(2);
    const of = (shape: string) => {
      const site = Object.entries(t.shapes).find(([, s]) => s === shape)![0];
      return { site, notices: t.notices.filter((n) => n.site === site), pages: t.lists[site]!.pages.filter((p) => p.tenders) };
    };
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
      const t = await setDay(day);
      const seen = await reachable(port(), t.seeds, Object.keys(t.lists));
      const missed = [...t.notices.map((n) => n.url), ...Object.values(t.lists).flatMap((l) => l.pages.map((p) => p.url))].filter((u) => !seen.has(normUrl(u)));
      expect(missed).toEqual([]);
    });
  }
});

crawlsTwoDays({
  web: 'shapes26', skip: !corpusPresent, start: () => startServer({ port: 0 }), truth, score: scoreRuns,
  title: 'crawls both days: every notice of every day once with its title and date, nothing else, no list page asked twice (first contact: status-badge titles 0/62, 1 twice)',
  notes: { titles: "status-badge: without the list's badge" },
});
