/**
 * Hostile bytes and text: undeclared Big5 and GBK, UTF-16 without a BOM, a lying header, and
 * titles carrying bidi overrides or zero-width characters. Each must read as a person sees it.
 */
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import { encodeQueryIn } from '../../lib/url/query-charset.ts';
import { normalizeText } from '../../lib/text/normalize.ts';

// Legacy bytes of a string through the query encoder's tables (TextEncoder only writes UTF-8).
const legacy = (text: string, charset: 'gb18030' | 'big5') =>
  Uint8Array.from([...encodeQueryIn(text, charset).matchAll(/%([0-9A-F]{2})|([\s\S])/g)].map((m) => (m[1] ? parseInt(m[1], 16) : m[2]!.charCodeAt(0))));
const utf16be = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le').swap16());

const TRADITIONAL = [
  '<title>國立臺灣大學總務處採購公告</title><p>關於圖書館空調設備維修工程招標，請有意廠商於期限內來電洽詢。</p>',
  '<html><head><title>招標公告</title></head><body><a href="/1.htm">香港中文大學實驗室儀器採購項目</a></body></html>',
  '<p>澳門大學學生宿舍傢俱採購競爭性談判公告，報名截止時間為本月三十日。</p>',
];
const SIMPLIFIED = '<html><title>关于图书馆中央空调维修项目的公开招标公告</title><p>请有意向的供应商在规定时间内报名，联系电话见附件。</p></html>';

describe('undeclared Chinese encodings', () => {
  it.each(TRADITIONAL)('reads undeclared Big5 as Big5: %s', (html) => {
    expect(decodeBody(legacy(html, 'big5'))).toEqual({ text: html, charset: 'big5' });
  });

  it('still reads undeclared GBK as GB18030, with or without a lying ISO-8859-1 header', () => {
    expect(decodeBody(legacy(SIMPLIFIED, 'gb18030'))).toEqual({ text: SIMPLIFIED, charset: 'gb18030' });
    expect(decodeBody(legacy(SIMPLIFIED, 'gb18030'), 'text/html; charset=iso-8859-1').charset).toBe('gb18030');
  });

  it('reads UTF-16 LE and BE without a BOM, and ignores a UTF-16 label on UTF-8 bytes', () => {
    expect(decodeBody(new Uint8Array(Buffer.from(SIMPLIFIED, 'utf16le')))).toEqual({ text: SIMPLIFIED, charset: 'utf-16le' });
    expect(decodeBody(utf16be(SIMPLIFIED), 'text/html; charset=utf-16')).toEqual({ text: SIMPLIFIED, charset: 'utf-16be' });
    expect(decodeBody(new TextEncoder().encode(SIMPLIFIED), 'text/html; charset=utf-16')).toEqual({ text: SIMPLIFIED, charset: 'utf-8' });
  });

  it('reads UTF-8 behind a header that says GBK', () => {
    expect(decodeBody(new TextEncoder().encode(SIMPLIFIED), 'text/html; charset=gbk')).toEqual({ text: SIMPLIFIED, charset: 'utf-8' });
  });

  it('never throws on random bytes', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    for (let n = 0; n < 50; n++) {
      const bytes = Uint8Array.from({ length: 2000 }, random);
      expect(typeof decodeBody(bytes).text).toBe('string');
    }
  });
});

describe('invisible and bidi characters', () => {
  const CONTROLS = ['\u202e', '\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b', '\u200c', '\u200d', '\ufeff', '\u2060'];
  const title = '关于实验楼供配电改造工程的招标公告';
  const spoofed = (c: string) => `${title.slice(0, 4)}${c}${title.slice(4, 9)}${c}${title.slice(9)}`;

  it.each(CONTROLS.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase()}`, c]))('%s leaves page titles and link titles', (_, c) => {
    const html = `<html><head><title>${spoofed(c)}</title></head><body><h1>${spoofed(c)}</h1><ul><li><a href="/n/1.htm" title="${spoofed(c)}">${spoofed(c)}</a></li></ul></body></html>`;
    const page = extractPage(parseHtml(html), 'http://www.x.edu.cn/n/1.htm');
    expect(page.title).toBe(title);
    expect(page.links[0]!.title).toBe(title);
    expect(page.links[0]!.text).toBe(title);
    expect(normalizeText(spoofed(c))).toBe(normalizeText(title));
  });
});
