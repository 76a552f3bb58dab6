/**
 * Bad input gives a bounded, safe outcome: random HTML-ish soup, pathological nesting, huge pages,
 * hostile attributes and URLs never make parseHtml or extractPage throw or hang.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../lib/extract/index.ts';
import { MAX_HTML_CHARS, MAX_OPEN_ELEMENTS, parseHtml } from '../../lib/parse/parse.ts';
import { readPage } from '../../lib/extract/read-page.ts';
import type { ExtractedPage, FetchedPage } from '../../lib/types/page.ts';

const TOKENS = [
  '<div>', '</div>', '<p>', '</p>', '<a href="x.htm">', '<a href="javascript:;">', '<a href="http://[bad">', '</a>',
  '<table>', '<tr>', '<td>', '</td>', '</table>', '<ul>', '<li>', '</li>', '<span>', '</span>', '<h1>', '</h1>',
  '<script>', '</script>', '<style>', '<!--', '-->', '<base href="::">', '<br>', '&amp;', '&#x0;', '&#99999999;',
  '2024-04-02', '[04-02]', '2024年13月40日', '下一页', '…', '招标公告', ' ', '\n', '<', '>', '"', "'", '\u0000', '\ud800',
  '<div style="display:none">', '<template>', '<a title="招标公告全文">', '<meta name="pubdate" content="2024-01-01">',
];

function checkShape(page: ExtractedPage): void {
  expect(typeof page.body).toBe('string');
  expect(typeof page.title).toBe('string');
  if (page.blocks.length > 0) expect(page.blocks.reduce((sum, b) => sum + b.weight, 0)).toBeCloseTo(1, 6);
  for (const link of page.links) {
    expect(link.blockIndex).toBeGreaterThanOrEqual(0);
    expect(link.blockIndex).toBeLessThan(Math.max(1, page.blocks.length));
    if (link.date) expect(link.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  for (const region of page.listRegions) for (const i of region.linkIndexes) expect(page.links[i]).toBeDefined();
}

describe('robustness', () => {
  it('never throws on random HTML soup and keeps its shapes', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...TOKENS), fc.string()), { maxLength: 200 }), fc.constantFrom('http://a.edu.cn/x/', 'not a url', ''), (parts, url) => {
        checkShape(extractPage(parseHtml(parts.join('')), url, { scope: 'a.edu.cn' }));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any string at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (text) => {
        checkShape(extractPage(parseHtml(text), 'http://a.edu.cn/'));
      }),
      { numRuns: 200 },
    );
  });

  it('survives 100,000 nested elements (parsing stops at MAX_OPEN_ELEMENTS, no stack overflow)', () => {
    const depth = 100_000;
    for (const tag of ['div', 'font', 'table']) {
      const html = `<body><a href="/top.htm">最上面</a>${`<${tag}>`.repeat(depth)}深处的文字${`</${tag}>`.repeat(depth)}</body>`;
      const page = extractPage(parseHtml(html), 'http://a.edu.cn/');
      expect(page.links.map((l) => l.text)).toEqual(['最上面']);
      expect(page.body).not.toContain('深处的文字');
    }
  });

  it('cuts a page beyond the cap instead of parsing all of it', () => {
    const sentence = '本项目采用公开招标方式，欢迎符合条件的供应商参加投标。';
    const html = `<html><body><h1>招标公告</h1><div><p>${sentence.repeat(Math.ceil((MAX_HTML_CHARS * 1.2) / sentence.length))}</p></div><a href="/after.htm">末尾链接</a></body></html>`;
    expect(html.length).toBeGreaterThan(MAX_HTML_CHARS);
    const page = extractPage(parseHtml(html), 'http://a.edu.cn/');
    expect(page.body.length).toBeGreaterThan(MAX_HTML_CHARS * 0.9);
    expect(page.body.length).toBeLessThanOrEqual(MAX_HTML_CHARS);
    expect(page.links).toEqual([]); // the link past the cap is gone
  });

  it('reads a page through readPage, its final URL as base, and an empty 304 as nothing', () => {
    const fetched: FetchedPage = {
      requestedUrl: 'http://a.edu.cn/old.htm', url: 'http://b.a.edu.cn/list/', status: 200, headers: {}, notModified: false,
      text: '<a href="1.htm">一</a>', charset: 'utf-8', truncated: false, redirects: ['http://a.edu.cn/old.htm'], validators: {},
    };
    expect(readPage(fetched).links[0]!.url).toBe('http://b.a.edu.cn/list/1.htm');
    const empty = readPage({ ...fetched, status: 304, notModified: true, text: '' });
    expect(empty).toMatchObject({ links: [], blocks: [], listRegions: [], body: '' });
  });

  it('keeps pages nested as deep as real ones get', () => {
    const depth = MAX_OPEN_ELEMENTS - 10;
    const html = `<body>${'<div>'.repeat(depth)}<p>深处的正文，仍然可以读到：这一段有足够长的句子，像一则真正的通知那样。</p>${'</div>'.repeat(depth)}<a href="/after.htm">之后的链接</a></body>`;
    const page = extractPage(parseHtml(html), 'http://a.edu.cn/');
    expect(page.body).toContain('深处的正文');
    expect(page.links.map((l) => l.text)).toEqual(['之后的链接']);
  });

  it('parseHtml takes anything without throwing', () => {
    expect(parseHtml(undefined as unknown as string).children).toEqual([]);
    expect(parseHtml('').children).toEqual([]);
  });
});
