/**
 * extractFields on whole detail pages (test/fixtures/fields/pages, written for this project):
 * parsed and extracted like any fetched page, so tables read as "label value" lines count.
 * Both the body (text density) and the whole page text are read: the meta line with 发布时间
 * may sit outside the body.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../lib/extract/index.ts';
import { extractFields } from '../../lib/fields/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import type { NoticeFields } from '../../lib/types/notice.ts';

const dir = join(import.meta.dirname, '..', 'fixtures', 'fields', 'pages');
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, NoticeFields>;

describe('extractFields on detail pages with tables', () => {
  it.each(Object.keys(expected))('%s', (name) => {
    const page = extractPage(parseHtml(readFileSync(join(dir, name), 'utf8')), `http://zcc.example.edu.cn/info/1023/${name}`);
    const fromBody = extractFields(page.body, { title: page.title });
    const fromPage = extractFields(page.blocks.map((b) => b.text).join('\n'), { title: page.title });
    // The body carries every field but perhaps the publish date; the whole page adds it, invents nothing.
    expect({ ...fromBody, ...(fromPage.publishedAt ? { publishedAt: fromPage.publishedAt } : {}) }).toEqual(expected[name]);
    expect(fromPage).toEqual(expected[name]);
  });
});
