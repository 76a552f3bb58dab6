/**
 * extractFields on 69 real Chinese pages that are not notices (the CWCE dataset, MIT, copied as
 * fixtures by the extraction tests): no tender field may be invented, and a publish date, when
 * one is read, is the page's own (checked against the hand-labelled dates).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { extractFields } from '../../lib/fields/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';

const dir = join(import.meta.dirname, '..', 'fixtures', 'extract', 'cwced');
const dates = JSON.parse(readFileSync(join(dir, 'eval', 'date_ground.json'), 'utf8')) as Record<string, { articleBody: string }>;
const pages = readdirSync(join(dir, 'original'))
  .filter((name) => name.endsWith('.html'))
  .sort()
  .map((name) => {
    const { text } = decodeBody(new Uint8Array(readFileSync(join(dir, 'original', name))));
    const page = extractPage(parseHtml(text), `http://cwce.example.cn/${name}`);
    // The whole page, header and footer included: where "发布日期" and phone numbers sit.
    return { id: name.replace('.html', ''), page, fields: extractFields(page.blocks.map((b) => b.text).join('\n'), { title: page.title }) };
  });

describe('extractFields on real pages that are not notices (CWCE)', () => {
  it('reads all 69 pages', () => {
    expect(pages).toHaveLength(69);
  });

  it('invents no deadline, budget, project number, purchaser, agency, winner or amount', () => {
    const invented = pages.flatMap(({ id, fields }) =>
      (['deadline', 'budget', 'projectNo', 'purchaser', 'agency', 'winner', 'amount'] as const).filter((f) => fields[f] !== undefined).map((f) => `${id} ${f}=${fields[f]}`),
    );
    expect(invented).toEqual([]);
  });

  it('reads publish dates only where labelled, within a day of the hand-labelled date', () => {
    const read = pages.filter((p) => p.fields.publishedAt);
    expect(read.length).toBeGreaterThan(3);
    for (const { id, fields } of read) {
      const truth = /\d{4}-\d{1,2}-\d{1,2}/.exec(dates[id]?.articleBody ?? '')?.[0];
      expect(truth, id).toBeDefined();
      const days = Math.abs(Date.parse(fields.publishedAt!) - Date.parse(truth!.replace(/-(\d)(?!\d)/g, '-0$1'))) / 86_400_000;
      // Two pages label a 发布日期 one day after the dataset's date (its 成文日期): both are the page's own.
      expect(days, id).toBeLessThanOrEqual(1);
    }
  });
});
