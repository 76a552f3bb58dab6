/**
 * List pages of the test web (six CMS shapes served on 127.0.0.1, with their own ground truth):
 * page 1 of every list has a list region whose rows include the truth's notices, each with the
 * truth's title and date, and the region points to the list's next page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import type { ExtractedPage } from '../../lib/types/page.ts';
import { get } from '../../testweb/client.ts';
import { startTestWeb, type TestWeb, type TruthSite } from '../../testweb/index.ts';

let web: TestWeb;
let sites: TruthSite[];

beforeAll(async () => {
  web = await startTestWeb();
  sites = web.truth().sites;
});
afterAll(() => web?.close());

async function extract(url: string): Promise<ExtractedPage> {
  const reply = await get(web.port, url);
  expect(reply.status).toBe(200);
  const { text } = decodeBody(new Uint8Array(reply.body), reply.headers['content-type']);
  return extractPage(parseHtml(text), url, { scope: url });
}

describe('test web list pages', () => {
  it('the notices on page 1 of every list are dated rows of a list region', async () => {
    let checked = 0;
    for (const site of sites) {
      for (const listUrl of site.listPages) {
        if (site.blockedHosts.includes(new URL(listUrl).host)) continue;
        const page = await extract(listUrl);
        const rows = page.listRegions.flatMap((r) => r.linkIndexes).map((i) => page.links[i]!);
        const truth = new Map(site.notices.filter((n) => n.listUrl === listUrl).map((n) => [n.url, n]));
        const matched = rows.filter((row) => truth.has(row.url));
        expect(matched.length, `notices found on ${listUrl}`).toBeGreaterThan(0);
        for (const row of matched) {
          const notice = truth.get(row.url)!;
          expect(row.title, `${listUrl} row ${row.url}`).toBe(notice.title);
          expect(row.date, `${listUrl} row ${row.url}`).toBe(notice.publishedAt.slice(0, 10));
          checked++;
        }
        expect(page.listRegions.some((r) => r.pagination.length > 0), `pagination on ${listUrl}`).toBe(true);
        // A list page has no body and no publish date of its own.
        expect(page.body, listUrl).toBe('');
        expect(page.publishedAt, listUrl).toBeUndefined();
      }
    }
    expect(checked, 'rows checked over every list').toBeGreaterThan(20);
  });
});
