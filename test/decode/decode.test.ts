/** lib/decode/decode.ts on real pages (many GBK) from the shared corpus, lying headers and hostile bytes. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBody, normalizeCharset } from '../../lib/decode/decode.ts';
import { encodeQueryIn } from '../../lib/url/query-charset.ts';
import { corpusPath } from '../fetch/corpus.ts';

const titleOf = (html: string) => /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
const encodeUtf8 = (s: string) => new TextEncoder().encode(s);
// "招标公告：图书馆设备采购" in GBK, and "招標公告" in Big5 (TextEncoder only writes UTF-8).
const GBK_NOTICE = Uint8Array.from([213, 208, 177, 234, 185, 171, 184, 230, 163, 186, 205, 188, 202, 233, 185, 221, 201, 232, 177, 184, 178, 201, 185, 186]);
const BIG5_NOTICE = Uint8Array.from([169, 219, 188, 208, 164, 189, 167, 105]);
// GBK / Big5 bytes of a string, through the query encoder's tables ("%D5%D0" → [0xd5, 0xd0]).
const encodeLegacy = (text: string, charset: 'gb18030' | 'big5') =>
  Uint8Array.from([...encodeQueryIn(text, charset).matchAll(/%([0-9A-F]{2})|([\s\S])/g)].map((m) => (m[1] ? parseInt(m[1], 16) : m[2]!.charCodeAt(0))));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

const cwce = corpusPath('extraction', 'chinese-web-content-extraction-dataset');
const cwcePages = cwce.present ? readdirSync(join(cwce.path, 'original')).filter((f) => f.endsWith('.html')) : [];

describe.skipIf(!cwce.present)('the 69 pages of chinese-web-content-extraction-dataset', () => {
  it('are all there', () => {
    expect(cwcePages).toHaveLength(69);
  });

  it.each(cwcePages)('%s decodes to readable text', (file) => {
    const { text, charset } = decodeBody(readFileSync(join(cwce.path, 'original', file)));
    expect(['utf-8', 'gb18030']).toContain(charset);
    expect(titleOf(text)).not.toContain('\uFFFD');
    // The hand-copied main content's runs of Chinese characters must be found in the page.
    const cleaned = readFileSync(join(cwce.path, 'cleaned', file.replace(/\.html$/, '.txt')), 'utf8');
    const runs = cleaned.match(/[\u4e00-\u9fff]{6,}/g) ?? [];
    expect(runs.length).toBeGreaterThan(0);
    const found = runs.filter((run) => text.includes(run)).length;
    expect(found / runs.length).toBeGreaterThan(0.85);
  });

  it('sees through an ISO-8859-1 header on a GBK page', () => {
    const file = cwcePages.find((f) => f.startsWith('0d931936'))!;
    const { text, charset } = decodeBody(readFileSync(join(cwce.path, 'original', file)), 'text/html; charset=ISO-8859-1');
    expect(charset).toBe('gb18030');
    expect(text).toContain('四年前中500万现穷困潦倒');
  });

  it('reads GBK pages that declare gb2312 as gb18030', () => {
    const gbkPages = cwcePages.filter((file) => decodeBody(readFileSync(join(cwce.path, 'original', file))).charset === 'gb18030');
    expect(gbkPages.length).toBeGreaterThan(30);
  });
});

const gne = corpusPath('extraction', 'gne-testpages');

describe.skipIf(!gne.present)('GNE test pages (GPL: read in place)', () => {
  // result.txt: ">>>>path>>>>" then GNE's answer for that page, whose "title" is real page text.
  const answers: [string, string][] = [];
  if (gne.present) {
    const result = readFileSync(join(gne.path, 'result.txt'), 'utf8');
    for (const match of result.matchAll(/^>{5,}(.+?)>{5,}\s*\{\s*"title": "((?:[^"\\]|\\.)*)"/gm)) {
      answers.push([match[1] ?? '', JSON.parse(`"${match[2] ?? ''}"`) as string]);
    }
  }

  it('has GNE answers to check against', () => {
    expect(answers.length).toBe(20);
  });

  it.each(answers)('%s keeps its title readable', (path, title) => {
    const { text } = decodeBody(readFileSync(join(gne.path, path)));
    expect(titleOf(text)).not.toContain('\uFFFD');
    expect(text).toContain(title.slice(0, 12));
  });
});

describe('decodeBody', () => {
  it('decodes GBK without any declaration by sniffing', () => {
    expect(decodeBody(concat(encodeUtf8('<p>'), GBK_NOTICE))).toEqual({ text: '<p>招标公告：图书馆设备采购', charset: 'gb18030' });
  });

  it('believes the meta when the header lies (utf-8 header, GBK bytes, meta gbk)', () => {
    const page = concat(encodeUtf8('<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"><title>'), GBK_NOTICE, encodeUtf8('</title>'));
    const { text, charset } = decodeBody(page, 'text/html; charset=UTF-8');
    expect(charset).toBe('gb18030');
    expect(titleOf(text)).toBe('招标公告：图书馆设备采购');
  });

  it('reads valid UTF-8 as UTF-8 even when the page says gb2312', () => {
    const page = encodeUtf8('<meta charset="gb2312"><title>招标公告</title>');
    expect(decodeBody(page, 'text/html; charset=gb2312').charset).toBe('utf-8');
  });

  it('keeps a true single-byte declaration for Western text', () => {
    const latin1 = Uint8Array.from([...'<p>Caf', 0xe9, ...' cr', 0xe8, ...'me br', 0xfb, ...'l', 0xe9, ...'e</p>'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)));
    expect(decodeBody(latin1, 'text/html; charset=iso-8859-1')).toEqual({ text: '<p>Café crème brûlée</p>', charset: 'windows-1252' });
  });

  it('follows <meta charset> to Big5', () => {
    const { text, charset } = decodeBody(concat(encodeUtf8('<meta charset="big5"><title>'), BIG5_NOTICE, encodeUtf8('</title>')));
    expect(charset).toBe('big5');
    expect(titleOf(text)).toBe('招標公告');
  });

  it('honours a BOM over everything else', () => {
    expect(decodeBody(concat(Uint8Array.from([0xef, 0xbb, 0xbf]), encodeUtf8('招标')), 'text/html; charset=gbk')).toEqual({ text: '招标', charset: 'utf-8' });
  });

  it('does not count a character cut at the byte cap as an error', () => {
    const bytes = encodeUtf8('招标公告');
    expect(decodeBody(bytes.subarray(0, bytes.length - 1))).toEqual({ text: '招标公', charset: 'utf-8' });
  });

  it('does not count a GBK character cut at the byte cap as an error', () => {
    const bytes = concat(encodeUtf8('<meta charset="gbk">'), GBK_NOTICE);
    expect(decodeBody(bytes.subarray(0, bytes.length - 1))).toEqual({ text: '<meta charset="gbk">招标公告：图书馆设备采', charset: 'gb18030' });
  });

  it('keeps a U+FFFD that was already in a UTF-8 page', () => {
    expect(decodeBody(encodeUtf8('<title>招标\uFFFD公告</title>'), 'text/html; charset=gbk')).toEqual({ text: '<title>招标\uFFFD公告</title>', charset: 'utf-8' });
  });

  it('round-trips any text through UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(decodeBody(encodeUtf8(text)).text).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips Chinese text through GBK, with or without a meta, and through Big5 with one', () => {
    // Without a declaration a few random characters of GBK can be valid UTF-8 too, and are read so
    // (UTF-8 is far more common): from 8 characters on that stops happening by chance.
    const hanzi = (minLength: number) => fc.string({ unit: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCharCode(code)), minLength, maxLength: 200 });
    const cases = fc.oneof(fc.tuple(hanzi(4), fc.constant(true)), fc.tuple(hanzi(8), fc.constant(false)));
    fc.assert(
      fc.property(cases, ([text, withMeta]) => {
        const head = encodeUtf8(withMeta ? '<meta charset="gb2312"><p>' : '<p>');
        expect(decodeBody(concat(head, encodeLegacy(text, 'gb18030')))).toEqual({ text: (withMeta ? '<meta charset="gb2312"><p>' : '<p>') + text, charset: 'gb18030' });
      }),
      { numRuns: 300 },
    );
    // Found by the property: four characters of GBK that are valid UTF-8 too (一 = D2 BB = Cyrillic һ).
    const head = '<meta charset="gb2312"><p>';
    expect(decodeBody(concat(encodeUtf8(head), encodeLegacy('一一鑰犺', 'gb18030')))).toEqual({ text: head + '一一鑰犺', charset: 'gb18030' });
    // Declared UTF-8 is believed: a Latin page whose accents GB18030 would read as Han.
    expect(decodeBody(encodeUtf8('<meta charset="utf-8"><p>Café résumé é à'))).toEqual({ text: '<meta charset="utf-8"><p>Café résumé é à', charset: 'utf-8' });
    const big5Text = '國立臺灣大學採購公告招標';
    expect(decodeBody(concat(encodeUtf8('<meta charset="big5">'), encodeLegacy(big5Text, 'big5'))).text).toBe('<meta charset="big5">' + big5Text);
  });

  it('falls back safely on unknown labels', () => {
    expect(decodeBody(encodeUtf8('<meta charset="x-klingon">ok'), 'text/html; charset=bogus')).toEqual({ text: '<meta charset="x-klingon">ok', charset: 'utf-8' });
  });

  it.each([
    ['GB2312', 'gb18030'],
    ['"x-gbk"', 'gb18030'],
    ['GB_2312-80', 'gb18030'],
    ['big5-hkscs', 'big5'],
    ['UTF8', 'utf-8'],
    ['iso-8859-1', 'windows-1252'],
    ['utf-16', 'utf-8'],
    ['nonsense', undefined],
  ])('normalizeCharset(%s) → %s', (label, expected) => {
    expect(normalizeCharset(label)).toBe(expected);
  });

  it('never throws on hostile bytes and labels', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.string(), (bytes, contentType) => {
        const { text, charset } = decodeBody(bytes, contentType);
        expect(typeof text).toBe('string');
        expect(charset).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });
});
