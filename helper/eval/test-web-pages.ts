/**
 * The test web's pages labelled by its own truth (testweb/, served on 127.0.0.1): its notice lists
 * and their further pages are notice lists; its homepages and every page they link to are not.
 */
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import type { ExtractedPage } from '../../lib/types/page.ts';
import { get } from '../../testweb/client.ts';
import { startTestWeb } from '../../testweb/index.ts';
import type { LabelledPage } from './list-page-data.ts';

/** Reads the test web (6 universities) and labels its pages; the server is closed before returning. */
export async function testWebPages(seed = 11): Promise<LabelledPage[]> {
  const web = await startTestWeb({ sites: 6, seed });
  const read = async (url: string, hops = 3): Promise<ExtractedPage | null> => {
    const reply = await get(web.port, url);
    const location = reply.headers.location;
    if (reply.status >= 300 && reply.status < 400 && location && hops > 0) return read(new URL(location, url).href, hops - 1);
    if (reply.status !== 200) return null;
    return extractPage(parseHtml(decodeBody(new Uint8Array(reply.body), reply.headers['content-type']).text), url);
  };
  try {
    const pages: LabelledPage[] = [];
    for (const site of web.truth().sites) {
      const lists = new Set<string>();
      for (const url of site.listPages) {
        const page = await read(url);
        if (!page) continue;
        lists.add(url);
        pages.push({ name: url, kind: 'test-web list', isNoticeList: true, page });
        for (const region of page.listRegions) region.pagination.forEach((u) => lists.add(u));
      }
      const home = await read(site.seeds[0]!);
      const linked = home ? home.links.filter((l) => l.inScope && !l.skip).map((l) => l.url) : [];
      for (const url of new Set([site.seeds[0]!, ...linked])) {
        // Robots-hidden lists are notice lists a polite crawler never reads: left out.
        if (lists.has(url) || url.includes('/internal/')) continue;
        const page = await read(url);
        if (page) pages.push({ name: url, kind: 'test-web other', isNoticeList: false, page });
      }
    }
    return pages;
  } finally {
    await web.close();
  }
}
