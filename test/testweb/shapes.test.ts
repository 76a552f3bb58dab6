/** Each CMS shape writes the markup and URL patterns of the real sites it imitates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../testweb/client.ts';
import { startTestWeb, type TestWeb, type TruthSite } from '../../testweb/index.ts';

let web: TestWeb;
let sites: TruthSite[];
beforeAll(async () => {
  web = await startTestWeb({ sites: 6, seed: 11 });
  sites = web.truth().sites;
});
afterAll(() => web.close());

const page = async (url: string) => {
  const reply = await get(web.port, url);
  expect(reply.status, url).toBe(200);
  const gbk = !/charset=utf-8/.test(reply.headers['content-type'] ?? '');
  return new TextDecoder(gbk ? 'gbk' : 'utf-8').decode(reply.body);
};
const lists = (pattern: RegExp) => sites.flatMap((s) => s.listPages).filter((u) => pattern.test(u));
const unescape = (href: string) => href.replace(/&amp;/g, '&');

/** The href of the pager link whose text is `label`. */
const pagerHref = (html: string, label: RegExp) =>
  unescape([...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].find((m) => label.test(m[2]!))![1]!);

describe('CMS shapes', () => {
  it('WebPlus static: /<col>.htm, older pages numbered from the last, relative /info/<tree>/<id>.htm', async () => {
    const list = lists(/^http:\/\/[^/]+\/[a-z]+\.htm$/)[0]!;
    const html = await page(list);
    expect(html).toMatch(/<a href="info\/\d+\/\d+\.htm"/);
    const pages = Number(/(\d+)\/(\d+)<\/span>/.exec(html)![2]);
    const next = pagerHref(html, /^下页$/);
    expect(new URL(next, list).pathname).toBe(`${new URL(list).pathname.replace('.htm', '')}/${pages - 1}.htm`);
    expect(await page(new URL(next, list).href)).toMatch(/<a href="\.\.\/info\/\d+\/\d+\.htm"/);
  });

  it('WebPlus JSP: list.jsp / content.jsp with wbtreeid, some rows with a jsessionid', async () => {
    const html = await page(lists(/list\.jsp\?/)[0]!);
    // Raw "&" in hrefs, as WebPlus writes them.
    expect(html).toMatch(/href="content\.jsp\?urltype=news\.NewsContentUrl&wbtreeid=\d+&wbnewsid=\d+"/);
    expect(html).toMatch(/href="content\.jsp;jsessionid=[0-9A-F]+\?urltype=/);
    expect(pagerHref(html, /^下页$/)).toMatch(/PAGENUM=2/);
  });

  it('SUDY: wp_article_list rows with Article_Title and Article_PublishDate, wp_paging, c<col>a<id>/page.htm', async () => {
    const list = lists(/\/list\.htm$/)[0]!;
    const html = await page(list);
    for (const cls of ['wp_article_list', 'Article_Title', 'Article_PublishDate', 'wp_paging']) expect(html).toContain(`class="${cls}`);
    expect(html).toMatch(/href="\/\d{4}\/\d{4}\/c\d+a\d+\/page\.htm"/);
    expect(new URL(pagerHref(html, /下一页/), list).pathname).toMatch(/\/list2\.htm$/);
  });

  it('.chtml: dd[cid] rows whose anchor text is cut with … and whose title attribute is whole', async () => {
    const html = await page(lists(/index\.chtml$/)[0]!);
    const rows = [...html.matchAll(/<dd cid="\d+"><span>\d{4}-\d{2}-\d{2}<\/span><a href="[^"]+" title="([^"]+)"[^>]*>([^<]+)<\/a><\/dd>/g)];
    expect(rows.length).toBeGreaterThan(5);
    const cut = rows.filter((m) => m[2]!.endsWith('…'));
    expect(cut.length).toBeGreaterThan(0);
    for (const m of cut) expect(m[1]!.startsWith(m[2]!.slice(0, -1))).toBe(true);
  });

  it('portal: /<col>/index.htm, then index_1.htm, rows in .title_rtcon li', async () => {
    const list = lists(/\/index\.htm$/)[0]!;
    const html = await page(list);
    expect(html).toMatch(/<div class="title_rtcon"><ul>\s*<li><a href="b\d+\.htm"/);
    expect(new URL(pagerHref(html, /^下一页$/), list).pathname).toMatch(/\/index_1\.htm$/);
  });

  it('old ASP: list.asp?ftype=<GBK-encoded name>, pages in GBK, view.asp?id=', async () => {
    const list = lists(/list\.asp\?ftype=/)[0]!;
    const html = await page(list);
    expect(html).toContain('<b>招标公告</b>');
    expect(html).toMatch(/href="view\.asp\?id=\d+"/);
    expect(pagerHref(html, /^下一页$/)).toBe(`list.asp?ftype=%D5%D0%B1%EA%B9%AB%B8%E6&page=2`);
  });
});
