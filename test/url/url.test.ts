/** lib/url/ on the tricky-URL file, real CMS link shapes, and random strings (fast-check). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { canonicalUrl, sameResourceKey } from '../../lib/url/canonical.ts';
import { classifyLink } from '../../lib/url/classify-link.ts';
import { registrableDomain } from '../../lib/url/domain.ts';
import { resolveUrl } from '../../lib/url/resolve.ts';
import { corpusPath } from '../fetch/corpus.ts';

const trickyFile = join(import.meta.dirname, '../fixtures/net/tricky-urls.txt');
const tricky = readFileSync(trickyFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
  .map((line) => {
    const [input = '', expected = ''] = line.split('  =>  ');
    return [input, expected.trim() === '-' ? undefined : expected.trim()] as const;
  });

describe('canonicalUrl', () => {
  it('reads the tricky-URL file', () => {
    expect(tricky.length).toBeGreaterThan(25);
  });

  it.each(tricky)('%s', (input, expected) => {
    const canonical = canonicalUrl(input);
    expect(canonical).toBe(expected);
    if (canonical !== undefined) expect(canonicalUrl(canonical)).toBe(canonical);
  });

  it('is idempotent on any web URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => {
        const once = canonicalUrl(url);
        expect(once).toBeDefined();
        expect(canonicalUrl(once!)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent on URLs built from hostile path and query text', () => {
    const hostile = fc.string({ unit: fc.constantFrom('%', '2', 'e', 'E', 'd', '5', '.', '/', ';', '?', '&', '=', '#', '招', ' ', '\\', 'j', 'sessionid') });
    fc.assert(
      fc.property(hostile, (tail) => {
        const once = canonicalUrl(`http://www.xxx.edu.cn/${tail}`);
        if (once !== undefined) expect(canonicalUrl(once)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('hash routes', () => {
  it("keep a hash router's route (#/…, #!/…) as part of the URL, and drop anchors and a bare #/", () => {
    expect(canonicalUrl('http://www.xxx.edu.cn/cgw/index.html#/list/zbgg?page=2')).toBe('http://www.xxx.edu.cn/cgw/index.html#/list/zbgg?page=2');
    expect(canonicalUrl('http://www.xxx.edu.cn/a.jsp?id=1&t=1732400000000#!/detail/12')).toBe('http://www.xxx.edu.cn/a.jsp?id=1#!/detail/12');
    expect(canonicalUrl('http://www.xxx.edu.cn/#/')).toBe('http://www.xxx.edu.cn/');
    expect(canonicalUrl('http://www.xxx.edu.cn/info/1.htm#top')).toBe('http://www.xxx.edu.cn/info/1.htm');
    const route = canonicalUrl('http://www.xxx.edu.cn/#/详情?id=1')!;
    expect(canonicalUrl(route)).toBe(route);
  });
});

describe('resolveUrl', () => {
  it('resolves against the effective base (a <base href> the caller found)', () => {
    expect(resolveUrl('../info/1011/2345.htm', 'http://www.xxx.edu.cn/zbgg/list.htm')).toBe('http://www.xxx.edu.cn/info/1011/2345.htm');
    expect(resolveUrl('2345.htm', 'http://cdn.xxx.edu.cn/base/')).toBe('http://cdn.xxx.edu.cn/base/2345.htm');
    expect(resolveUrl(' \n/a.htm\t', 'http://www.xxx.edu.cn/x/y.htm')).toBe('http://www.xxx.edu.cn/a.htm');
    expect(resolveUrl('//zbb.xxx.edu.cn/a.htm', 'https://www.xxx.edu.cn/')).toBe('https://zbb.xxx.edu.cn/a.htm');
  });

  it('returns undefined for garbage', () => {
    expect(resolveUrl('http://[oops', 'http://www.xxx.edu.cn/')).toBeUndefined();
    expect(resolveUrl('a.htm', 'not a base')).toBeUndefined();
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.string(), fc.webUrl()), (href, base) => {
        const out = resolveUrl(href, base);
        expect(out === undefined || typeof out === 'string').toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('registrableDomain', () => {
  it.each([
    ['zbb.xxx.edu.cn', 'xxx.edu.cn'],
    ['www.xxx.edu.cn', 'xxx.edu.cn'],
    ['http://cgzx.fzu.edu.cn:8080/list.htm', 'fzu.edu.cn'],
    ['WWW.BIT.EDU.CN', 'bit.edu.cn'],
    ['www.tsinghua.edu.cn', 'tsinghua.edu.cn'],
    ['127.0.0.1', '127.0.0.1'],
    ['http://127.0.0.1:8123/a', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['http://[::1]:8080/', '::1'],
  ])('%s → %s', (input, expected) => {
    expect(registrableDomain(input)).toBe(expected);
  });

  it('tells universities apart', () => {
    expect(registrableDomain('zbb.xxx.edu.cn')).not.toBe(registrableDomain('zbb.yyy.edu.cn'));
  });

  it('is undefined for garbage', () => {
    expect(registrableDomain('')).toBeUndefined();
    expect(registrableDomain('http://')).toBeUndefined();
  });
});

describe('classifyLink', () => {
  const scope = 'xxx.edu.cn';
  it.each([
    ['http://www.xxx.edu.cn/info/1011/2345.htm', undefined, false],
    ['http://zbb.xxx.edu.cn/content.jsp?urltype=news.NewsContentUrl&wbtreeid=1&wbnewsid=2', undefined, false],
    ['http://www.yyy.edu.cn/info/1.htm', 'out-of-scope', false],
    ['http://www.xxx.edu.cn/images/logo.PNG', 'image', false],
    ['http://www.xxx.edu.cn/__local/A/B1/C2/D3.pdf', 'document', true],
    ['http://www.xxx.edu.cn/upload/招标文件.docx', 'document', true],
    ['http://www.xxx.edu.cn/upload/清单.xls', 'document', true],
    ['http://www.xxx.edu.cn/upload/a.wps', 'document', true],
    ['http://www.xxx.edu.cn/system/_content/download.jsp?urltype=news.DownloadAttachUrl&owner=1&wbfileid=2', 'document', true],
    ['http://www.xxx.edu.cn/DownLoad.asp?id=33', 'document', true],
    ['http://www.xxx.edu.cn/down.jsp?filename=%E6%8B%9B%E6%A0%87.rar', 'archive', true],
    ['http://files.other.com/a/bid.zip', 'archive', true],
    ['http://www.xxx.edu.cn/video/intro.mp4', 'media', false],
    ['mailto:zbb@xxx.edu.cn', 'mailto', false],
    ['javascript:void(0)', 'javascript', false],
    ['JavaScript:;', 'javascript', false],
    ['tel:0591-22866000', 'tel', false],
    ['ftp://ftp.xxx.edu.cn/a', 'other-scheme', false],
    ['#', 'fragment', false],
    ['#top', 'fragment', false],
    ['#/', 'fragment', false],
    ['', 'empty', false],
    ['   ', 'empty', false],
    ['http://[oops/', 'bad-url', false],
  ])('%s → %s', (url, skip, attachment) => {
    const verdict = classifyLink(url, scope);
    expect(verdict.skip).toBe(skip);
    expect(verdict.attachment).toBe(attachment);
  });

  it('keeps every host when no scope is given', () => {
    expect(classifyLink('http://www.yyy.edu.cn/info/1.htm')).toEqual({ attachment: false });
  });

  it('takes the site’s redirect script to another site for that site, and one within the university for its own', () => {
    const scope = 'xxx.edu.cn';
    expect(classifyLink('http://www.xxx.edu.cn/redirect.jsp?url=http%3A%2F%2Fwww.ccgp-fujian.gov.cn%2Fdetail%3Fid%3D9', scope).skip).toBe('out-of-scope');
    expect(classifyLink('http://www.xxx.edu.cn/go.php?url=http://cgzx.xxx.edu.cn/zbgg/', scope).skip).toBeUndefined();
    expect(classifyLink('http://www.xxx.edu.cn/info/redirect.htm?from=http://www.ccgp.gov.cn/', scope).skip).toBeUndefined();
  });

  it('accepts a URL as the scope', () => {
    expect(classifyLink('http://zbb.xxx.edu.cn/a.htm', 'http://www.xxx.edu.cn/').skip).toBeUndefined();
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (url, s) => void classifyLink(url, s)), { numRuns: 2000 });
  });
});

describe('resolveUrl on legacy-charset pages', () => {
  const base = 'http://bidding.szu.edu.cn/index.asp';

  it('encodes a raw query in GBK on a gb18030 page, as browsers do', () => {
    expect(resolveUrl('list.asp?ftype=招标公告', base, 'gb18030')).toBe('http://bidding.szu.edu.cn/list.asp?ftype=%D5%D0%B1%EA%B9%AB%B8%E6');
  });

  it('agrees with the GB18030 decoder on every character of a real GBK page title', () => {
    const title = '四年前中500万现穷困潦倒 一夜暴富后如何经营__商贸_产业';
    const url = resolveUrl(`s.asp?q=${title}`, base, 'gb18030')!;
    const bytes = [...new URL(url).search.slice(3).matchAll(/%([0-9A-F]{2})|([^%])/g)].map((m) => (m[1] ? parseInt(m[1], 16) : m[2]!.charCodeAt(0)));
    expect(new TextDecoder('gb18030').decode(Uint8Array.from(bytes))).toBe(title);
  });

  it('encodes in Big5 on a big5 page', () => {
    expect(resolveUrl('news.asp?t=招標公告', base, 'big5')).toBe('http://bidding.szu.edu.cn/news.asp?t=%A9%DB%BC%D0%A4%BD%A7i');
  });

  it('leaves the path, the fragment, UTF-8 pages and already-encoded queries alone', () => {
    expect(resolveUrl('/新闻/list.asp?ftype=%D5%D0#第二', base, 'gb18030')).toBe('http://bidding.szu.edu.cn/%E6%96%B0%E9%97%BB/list.asp?ftype=%D5%D0#%E7%AC%AC%E4%BA%8C');
    expect(resolveUrl('list.asp?ftype=招标', base, 'utf-8')).toBe('http://bidding.szu.edu.cn/list.asp?ftype=%E6%8B%9B%E6%A0%87');
    expect(resolveUrl('list.asp?ftype=招标', base)).toBe('http://bidding.szu.edu.cn/list.asp?ftype=%E6%8B%9B%E6%A0%87');
  });

  it('never throws, lone surrogates included', () => {
    expect(resolveUrl('a.asp?q=\uD800x', base, 'gb18030')).toBe('http://bidding.szu.edu.cn/a.asp?q=%EF%BF%BDx');
    fc.assert(fc.property(fc.string(), (href) => void resolveUrl(href, base, 'gb18030')), { numRuns: 1000 });
  });
});

const cwce = corpusPath('extraction', 'chinese-web-content-extraction-dataset', 'original');

describe.skipIf(!cwce.present)('every link of the 69 real pages', () => {
  const base = 'http://www.xxx.edu.cn/news/list.htm';
  const links = cwce.present
    ? readdirSync(cwce.path).flatMap((file) => {
        const { text, charset } = decodeBody(readFileSync(join(cwce.path, file)));
        return [...text.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => ({ href: m[1] ?? m[2] ?? '', charset }));
      })
    : [];

  it('are thousands', () => {
    expect(links.length).toBeGreaterThan(3000);
  });

  it('resolve, canonicalise idempotently and classify without throwing', () => {
    const kinds = new Map<string, number>();
    for (const { href, charset } of links) {
      const verdict = classifyLink(href, 'xxx.edu.cn');
      const resolved = resolveUrl(href, base, charset);
      const canonical = resolved === undefined ? undefined : canonicalUrl(resolved);
      if (canonical !== undefined) expect(canonicalUrl(canonical)).toBe(canonical);
      const kind = verdict.skip ?? (resolved ? classifyLink(canonical ?? resolved, 'xxx.edu.cn').skip ?? 'page' : 'bad-url');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    // Real pages are mostly other sites' pages here, with some script links and fragments.
    expect(kinds.get('out-of-scope')).toBeGreaterThan(1000);
    expect(kinds.get('javascript')).toBeGreaterThan(10);
    expect(kinds.get('fragment')).toBeGreaterThan(10);
  });
});

describe('download links with no extension', () => {
  it('are documents by the servlet name: /DownloadAttach?id=, /downloadFile?fid=, as download.jsp', () => {
    for (const url of ['http://x.edu.cn/DownloadAttach?id=12', 'http://x.edu.cn/servlet/downloadFile?fid=3', 'http://x.edu.cn/download.jsp?fileId=4']) {
      expect(classifyLink(url), url).toEqual({ skip: 'document', attachment: true });
    }
    expect(classifyLink('http://x.edu.cn/downloads/').skip).toBeUndefined();
    expect(classifyLink('http://x.edu.cn/xzzx/list.htm').skip).toBeUndefined();
  });
});

describe('sameResourceKey', () => {
  it('is one key for http and https, a folder and its index.html, parameters in any order, a fragment', () => {
    const key = sameResourceKey('http://www.x.edu.cn/content.jsp?urltype=news.NewsContentUrl&wbtreeid=1012&wbnewsid=3456');
    expect(sameResourceKey('https://www.x.edu.cn/content.jsp?wbnewsid=3456&wbtreeid=1012&urltype=news.NewsContentUrl#top')).toBe(key);
    expect(sameResourceKey('http://cg.x.edu.cn/cggg/3456/index.html')).toBe(sameResourceKey('https://cg.x.edu.cn/cggg/3456/'));
  });

  it('keeps apart what names another page: another host, path, value or file', () => {
    const key = sameResourceKey('http://www.x.edu.cn/info/1012/3456.htm');
    expect(sameResourceKey('http://m.x.edu.cn/info/1012/3456.htm')).not.toBe(key);
    expect(sameResourceKey('http://www.x.edu.cn/info/1013/3456.htm')).not.toBe(key);
    expect(sameResourceKey('http://www.x.edu.cn/list.jsp?page=2')).not.toBe(sameResourceKey('http://www.x.edu.cn/list.jsp?page=3'));
    expect(sameResourceKey('http://www.x.edu.cn/cggg/index2.html')).not.toBe(sameResourceKey('http://www.x.edu.cn/cggg/'));
    expect(sameResourceKey('not a url')).toBeUndefined();
  });

  it("keeps a hash router's route whole, after the page it runs on", () => {
    expect(sameResourceKey('https://www.x.edu.cn/index.html#/list/zbgg?page=2')).toBe(sameResourceKey('http://www.x.edu.cn/#/list/zbgg?page=2'));
    expect(sameResourceKey('http://www.x.edu.cn/#/list/zbgg?page=2')).not.toBe(sameResourceKey('http://www.x.edu.cn/#/list/zbgg?page=3'));
    expect(sameResourceKey('http://www.x.edu.cn/app?b=2&a=1#/detail/7')).toBe(sameResourceKey('http://www.x.edu.cn/app?a=1&b=2#/detail/7'));
  });
});

describe('isSiteRoot and hash routes', () => {
  it('takes a hash router’s route for a page of the app, not the front page', async () => {
    const { isSiteRoot } = await import('../../lib/url/canonical.ts');
    expect(isSiteRoot('http://zbcg.example.edu.cn/')).toBe(true);
    expect(isSiteRoot('http://zbcg.example.edu.cn/#/')).toBe(true);
    expect(isSiteRoot('http://zbcg.example.edu.cn/#top')).toBe(true);
    expect(isSiteRoot('http://zbcg.example.edu.cn/#/notice/list?type=zb')).toBe(false);
    expect(isSiteRoot('http://zbcg.example.edu.cn/index.html#!/list/zbgg')).toBe(false);
  });
});
