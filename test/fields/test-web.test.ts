/**
 * Fields end to end on served pages: the test web's notice detail pages (every CMS shape, GBK
 * included) fetched over 127.0.0.1, decoded, extracted (body by text density), then read by
 * extractFields and compared with the test web's own truth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractFields } from '../../lib/fields/index.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import type { NoticeFields } from '../../lib/types/notice.ts';
import { get } from '../../testweb/client.ts';
import { startTestWeb, type TestWeb, type TruthNotice } from '../../testweb/index.ts';

let web: TestWeb;
let notices: TruthNotice[];

beforeAll(async () => {
  web = await startTestWeb({ sites: 6, seed: 7 });
  // Notices with facts (ordinary notices in the stream have none): a few per site.
  notices = web.truth().sites.flatMap((site) => site.notices.filter((n) => n.projectNo).slice(0, 8));
});
afterAll(() => web?.close());

const FIELDS = ['projectNo', 'purchaser', 'budget', 'deadline', 'winner', 'amount'] as const;

describe('extractFields on the test web detail pages', () => {
  it('reads every field the truth has, and invents none of these', async () => {
    expect(notices.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const notice of notices) {
      const reply = await get(web.port, notice.url);
      expect(reply.status, notice.url).toBe(200);
      const { text } = decodeBody(new Uint8Array(reply.body), reply.headers['content-type']);
      const page = extractPage(parseHtml(text), notice.url);
      const fields: NoticeFields = extractFields(page.body, { title: page.title });
      for (const field of FIELDS) {
        if (fields[field] !== notice[field]) wrong.push(`${notice.url} ${field}: got ${fields[field]} want ${notice[field]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
