/**
 * List-page detection on served pages: the test web's universities (another engineer's CMS
 * shapes and ground truth), fetched over 127.0.0.1. Every true notice list is found; homepages
 * with a "latest" box, notice detail pages and news pages are not lists of notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { createClassifier } from '../../lib/classify/index.ts';
import { listPageScore } from '../../lib/classify/list-page.ts';
import { decodeBody } from '../../lib/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse.ts';
import type { ExtractedPage } from '../../lib/types.ts';
import { get } from '../web/client.ts';
import { startTestWeb, type TestWeb } from '../web/index.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });
let web: TestWeb;

beforeAll(async () => {
  web = await startTestWeb({ sites: 6, seed: 5 });
});
afterAll(() => web?.close());

/** Fetches and extracts a page, following redirects (SUDY's `/` → `/main.htm`). */
async function read(url: string, hops = 3): Promise<ExtractedPage | null> {
  const reply = await get(web.port, url);
  const location = reply.headers.location;
  if (reply.status >= 300 && reply.status < 400 && location && hops > 0) return read(new URL(location, url).href, hops - 1);
  if (reply.status !== 200) return null;
  const { text } = decodeBody(new Uint8Array(reply.body), reply.headers['content-type']);
  return extractPage(parseHtml(text), url);
}

const isList = (page: ExtractedPage) => listPageScore(page, { tokenizer, classifier }).isList;

describe('listPageScore on the test web', () => {
  it('finds every notice list of every university (the mixed stream and the procurement lists)', async () => {
    const missed: string[] = [];
    for (const site of web.truth().sites) {
      for (const url of site.listPages) {
        const page = await read(url);
        if (!page || !isList(page)) missed.push(url);
      }
    }
    expect(missed).toEqual([]);
  });

  it('does not take homepages, notice detail pages or news pages for lists of notices', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const site of web.truth().sites) {
      // The true lists and their further pages are lists of notices; robots-hidden ones too.
      const lists = new Set(site.listPages);
      for (const url of site.listPages) for (const region of (await read(url))?.listRegions ?? []) region.pagination.forEach((u) => lists.add(u));
      const home = await read(site.seeds[0]!);
      expect(home).not.toBeNull();
      // The homepage and the pages it links to.
      const urls = [site.seeds[0]!, ...home!.links.filter((l) => l.inScope && !l.skip).map((l) => l.url)];
      for (const url of new Set(urls)) {
        if (lists.has(url) || url.includes('/internal/')) continue;
        const page = await read(url);
        if (!page) continue;
        checked++;
        if (isList(page)) wrong.push(`${url} (${page.title})`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});
