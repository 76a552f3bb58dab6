/** The test web under odd requests, and the homepage's other URL forms of the same notices. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../testweb/client.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb({ sites: 4, seed: 3 });
});
afterAll(() => web.close());

const canonical = (href: string, base: string) => {
  const url = new URL(href.replace(/;jsessionid=[^?#/]*/i, ''), base);
  url.hash = '';
  return url.href;
};

describe('test web edges', () => {
  it('answers hostile or broken requests with a 4xx, never a crash', async () => {
    const site = web.truth().sites[1]!; // the GBK ASP office
    const host = `http://${new URL(site.listPages[1]!).host}`;
    const odd = [
      `${host}/list.asp?ftype=%FF%FF%FF`,
      `${host}/list.asp?ftype=%D5%D0&page=99`,
      `${host}/view.asp?id=abc`,
      `${host}/%E0%A4%A`,
      `${site.seeds[0]}calendar?month=not-a-month`,
      `${site.seeds[0]}${'a/'.repeat(2000)}`,
    ];
    for (const url of odd) {
      const reply = await get(web.port, url);
      expect(reply.status, url).toBeGreaterThanOrEqual(400);
      expect(reply.status, url).toBeLessThan(500);
    }
    expect((await get(web.port, site.seeds[0]!)).status).toBe(200);
  });

  it('links notices from the homepage box under other URL forms that canonicalise to the truth', async () => {
    let other = 0;
    for (const site of web.truth().sites) {
      let home = await get(web.port, site.seeds[0]!);
      let base = site.seeds[0]!;
      if (home.status === 302) (base = new URL(home.headers.location!, base).href), (home = await get(web.port, base));
      const box = /<h3>最新公告<\/h3>[\s\S]*?<\/ul>/.exec(home.body.toString('utf8'))![0];
      const hrefs = [...box.matchAll(/<li><a href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      const truthUrls = new Set(site.notices.map((n) => n.url));
      const noticeHrefs = hrefs.filter((h) => truthUrls.has(canonical(h, base)));
      expect(noticeHrefs.length, site.name).toBeGreaterThan(0);
      other += noticeHrefs.filter((h) => h !== canonical(h, base)).length;
    }
    expect(other).toBeGreaterThan(3);
  });

  it('serves print views and session-id links as the same notice', async () => {
    const site = web.truth().sites[1]!; // WebPlus JSP main site
    const notice = site.notices.find((n) => n.url.includes('content.jsp'))!;
    const page = (await get(web.port, notice.url)).body.toString('utf8');
    const print = /href="([^"]*print\.jsp[^"]*)"/.exec(page)![1]!.replace(/&amp;/g, '&');
    const printed = await get(web.port, new URL(print, notice.url).href);
    expect(printed.status).toBe(200);
    expect(printed.body.toString('utf8')).toContain(notice.projectNo);
    const withSession = notice.url.replace('content.jsp?', 'content.jsp;jsessionid=ABC123?');
    expect((await get(web.port, withSession)).body.equals(await get(web.port, notice.url).then((r) => r.body))).toBe(true);
  });
});
