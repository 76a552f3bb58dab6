/**
 * Notice pages of the test web (served on 127.0.0.1, six CMS shapes, GBK among them): the title,
 * publish date and attachments extracted match the test web's ground truth, and the body holds
 * the notice's text, not the site's navigation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import { get } from '../../testweb/client.ts';
import { startTestWeb, type TestWeb, type TruthNotice } from '../../testweb/index.ts';

let web: TestWeb;
let notices: TruthNotice[];

beforeAll(async () => {
  web = await startTestWeb();
  // Every site, a spread of notices from each (the first few of every list).
  notices = web.truth().sites.flatMap((site) => site.notices.slice(0, 12));
});
afterAll(() => web?.close());

describe('test web notice pages', () => {
  it('title, publish date and attachments match the truth', async () => {
    expect(notices.length).toBeGreaterThan(30);
    for (const notice of notices) {
      const reply = await get(web.port, notice.url);
      expect(reply.status, notice.url).toBe(200);
      const { text } = decodeBody(new Uint8Array(reply.body), reply.headers['content-type']);
      const page = extractPage(parseHtml(text), notice.url, { scope: notice.url });
      expect(page.title, notice.url).toBe(notice.title);
      expect(page.publishedAt, notice.url).toBe(notice.publishedAt.slice(0, 10));
      for (const attachment of notice.attachments) {
        expect(page.attachments.map((a) => a.url), notice.url).toContain(attachment.url);
        expect(page.attachments.find((a) => a.url === attachment.url)?.name, notice.url).toBe(attachment.name);
      }
      expect(page.body.length, notice.url).toBeGreaterThan(30);
      expect(page.body, notice.url).not.toContain('返回首页');
    }
  });
});
