/**
 * The 69 hand-labelled Chinese pages of the Chinese Web Content Extraction Dataset (MIT, copied
 * into test/fixtures/extract/cwced): each decodes cleanly, gets a title taken from its <title>,
 * and the body by text density matches the hand-copied body: mean token F1 (jieba words, see
 * token-f1.ts) ≥ 0.90. Readability's mean on the same pages is printed for comparison. Publish
 * dates match the hand-labelled ones on at least 80% of the pages that have one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage, findDate } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import { CWCED_DIR, loadCwced } from './cwced.ts';
import { readabilityBody } from './readability-baseline.ts';
import { tokenF1 } from './token-f1.ts';

const pages = loadCwced().map((page) => {
  const decoded = decodeBody(page.bytes);
  return { ...page, ...decoded, extracted: extractPage(parseHtml(decoded.text), `http://cwced.test/${page.id}.html`) };
});

/** The <title> read straight from the decoded text, independent of the parser. */
function rawTitle(html: string): string {
  const m = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return lettersOnly((m?.[1] ?? '').replace(/&[a-z]+;|&#\d+;/gi, ''));
}

/** Letters and digits only: entities and punctuation are written differently in the head and the tree. */
function lettersOnly(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '');
}

describe('CWCE pages', () => {
  it('are all there (69)', () => {
    expect(pages).toHaveLength(69);
  });

  it.each(pages.map((p) => [p.id, p] as const))('%s: title decodes cleanly and comes from the <title>', (_, page) => {
    const title = page.extracted.title;
    expect(title).not.toContain('\ufffd');
    const fromHead = rawTitle(page.text);
    if (fromHead.length >= 2) {
      expect(title.length).toBeGreaterThan(0);
      // The title may drop the site name and entities, never add words of its own.
      expect(fromHead).toContain(lettersOnly(title).slice(0, 8));
    }
  });

  it('bodies by text density reach mean token F1 ≥ 0.90 (Readability printed beside)', () => {
    const rows = pages.map((page) => ({
      id: page.id.slice(0, 8),
      charset: page.charset,
      ours: tokenF1(page.extracted.body, page.body).f1,
      readability: tokenF1(readabilityBody(page.text), page.body).f1,
    }));
    const mean = (key: 'ours' | 'readability') => rows.reduce((sum, r) => sum + r[key], 0) / rows.length;
    console.log(rows.map((r) => `${r.id} ${r.charset.padEnd(8)} ours ${r.ours.toFixed(3)}  readability ${r.readability.toFixed(3)}`).join('\n'));
    console.log(`mean token F1 over ${rows.length} pages: ours ${mean('ours').toFixed(4)}, Readability (linkedom) ${mean('readability').toFixed(4)}`);
    expect(mean('ours')).toBeGreaterThanOrEqual(0.9);
  });

  it('publish dates match the hand-labelled dates on ≥ 80% of the dated pages', () => {
    const labels = JSON.parse(readFileSync(join(CWCED_DIR, 'eval', 'date_ground.json'), 'utf8')) as Record<string, { articleBody: string }>;
    const dated = pages.filter((p) => findDate(labels[p.id]?.articleBody ?? ''));
    const right = dated.filter((p) => p.extracted.publishedAt === findDate(labels[p.id]!.articleBody));
    console.log(`publish date right on ${right.length} of ${dated.length} dated pages`);
    expect(dated.length).toBeGreaterThan(40);
    expect(right.length / dated.length).toBeGreaterThanOrEqual(0.8);
  });
});
