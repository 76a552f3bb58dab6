/**
 * The fast paths extract uses from lib/url/ give exactly what the plain functions give:
 * resolveCanonicalUrl = canonicalUrl ∘ resolveUrl, createLinkClassifier(scope) = classifyLink(·, scope).
 * Inputs: the tricky-URL file's lines as hrefs, hostile strings, and random web URLs (fast-check).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, resolveCanonicalUrl } from '../../lib/url/canonical.ts';
import { classifyLink, createLinkClassifier } from '../../lib/url/classify-link.ts';
import { resolveUrl } from '../../lib/url/resolve.ts';

const tricky = readFileSync(join(import.meta.dirname, '../fixtures/net/tricky-urls.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
  .map((line) => line.split('  =>  ')[0]!);
const bases = ['http://www.xx.edu.cn/zbgg/list.htm', 'https://cgzx.xx.edu.cn/a/b/c.jsp?id=3#top', 'http://10.0.0.1:8080/'];
const hostile = fc.string({ unit: fc.constantFrom('%', '2', 'e', 'E', '.', '/', ';', '?', '&', '=', '#', '招', ' ', '\\', ':', 'jsessionid', 'http', 'a.pdf', '..') });
const href = fc.oneof(hostile, fc.webUrl({ withFragments: true, withQueryParameters: true }), fc.constantFrom(...tricky));

describe('resolveCanonicalUrl', () => {
  it('equals canonicalUrl(resolveUrl(href, base))', () => {
    fc.assert(
      fc.property(href, fc.constantFrom(...bases), (h, base) => {
        const resolved = resolveUrl(h, base);
        expect(resolveCanonicalUrl(h, base)).toBe(resolved === undefined ? undefined : canonicalUrl(resolved));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('createLinkClassifier', () => {
  it('equals classifyLink with the same scope, also when asked twice for a host', () => {
    for (const scope of [undefined, 'xx.edu.cn', 'http://www.xx.edu.cn/', '10.0.0.1']) {
      const classify = createLinkClassifier(scope);
      const urls = [...tricky, ...tricky.map((t) => canonicalUrl(t) ?? t), 'http://zbb.xx.edu.cn/a.htm', 'https://www.yy.edu.cn/b.pdf', 'mailto:a@b.cn', '#', ''];
      for (const url of [...urls, ...urls]) expect(classify(url), `${scope} ${url}`).toEqual(classifyLink(url, scope));
    }
  });
});
