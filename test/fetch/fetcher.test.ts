/** lib/fetch against a real HTTP server on 127.0.0.1: limits, redirects, validators, blocking, decoding. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, refererFor } from '../../lib/fetch/index.ts';
import { corpusPath } from './corpus.ts';
import { directFetcher, failure } from './fetchers.ts';
import { startServer, streamHtml, type TestServer } from './server.ts';

// "招标公告：图书馆设备采购" in GBK.
const GBK_NOTICE = Buffer.from([213, 208, 177, 234, 185, 171, 184, 230, 163, 186, 205, 188, 202, 233, 185, 221, 201, 232, 177, 184, 178, 201, 185, 186]);
const MB = 1024 * 1024;
const cwce = corpusPath('extraction', 'chinese-web-content-extraction-dataset');
const GBK_CORPUS_PAGE = '0d931936-d510-4904-a714-88bb267b62da.html'; // declares gb2312 in a <meta>

let server: TestServer;
const bytesWritten = new Map<string, number>();

beforeAll(async () => {
  server = await startServer(async (req, res) => {
    const path = req.url ?? '/';
    const html = (body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    if (path === '/robots.txt') return void res.writeHead(404).end();
    if (path === '/page') return html('<title>招标公告</title><p>ok</p>');
    if (path === '/stall') return; // never answers
    if (path === '/stall-body') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.write('<p>half a page');
    }
    if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      bytesWritten.set(path, 0);
      return void streamHtml(res, 50 * MB).then((n) => bytesWritten.set(path, n));
    }
    if (path === '/huge-declared') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * MB) });
      return void streamHtml(res, 50 * MB).then((n) => bytesWritten.set(path, n));
    }
    const hop = /^\/r\/(\d+)(?:\?.*)?$/.exec(path);
    if (hop) {
      const n = Number(hop[1]);
      if (n === 0) return html('<p>arrived</p>');
      return void res.writeHead(302, { location: `/r/${n - 1}` }).end();
    }
    const exact = /^\/exact\/(\d+)$/.exec(path);
    if (exact) return html('x'.repeat(Number(exact[1])));
    if (path === '/see-other') return void res.writeHead(303, { location: 'r/0?from=303' }).end();
    if (path === '/gbk-location') return void res.writeHead(302, { location: `/r/0?t=${GBK_NOTICE.subarray(0, 4).toString('latin1')}` }).end();
    if (path === '/no-location') return void res.writeHead(302).end();
    if (path === '/to-ftp') return void res.writeHead(301, { location: 'ftp://127.0.0.1/file' }).end();
    if (path === '/loop/a') return void res.writeHead(301, { location: '/loop/b' }).end();
    if (path === '/loop/b') return void res.writeHead(307, { location: `${server.origin}/loop/a#again` }).end();
    if (path === '/etag') {
      if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304, { etag: '"v1"' }).end();
      return html('<p>list v1</p>', { etag: '"v1"' });
    }
    if (path === '/modified') {
      const since = 'Sat, 21 Nov 2026 08:00:00 GMT';
      if (req.headers['if-modified-since'] === since) return void res.writeHead(304).end();
      return html('<p>list</p>', { 'last-modified': since });
    }
    if (path === '/412') return void res.writeHead(412, { 'content-type': 'text/html' }).end('<script>var $_ts=window["$_ts"];</script>');
    if (path === '/403') return void res.writeHead(403).end('Forbidden');
    if (path === '/500') return void res.writeHead(500).end('oops');
    if (path === '/404') return void res.writeHead(404).end('not here');
    if (path === '/jsl') {
      return html('<html><body><script>document.cookie=("_"+"_jsl_clearance=1700000000.123|0|abc%3D")+";max-age=3600;path=/";location.href=location.pathname+location.search</script></body></html>');
    }
    if (path === '/cookie-reload') {
      return html('<html><head><script>document.cookie="verify=8f3a; path=/"; window.location.reload();</script></head><body></body></html>');
    }
    if (path === '/gbk') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end(Buffer.concat([Buffer.from('<html><head><title>'), GBK_NOTICE, Buffer.from('</title></head></html>')]));
    }
    if (path === '/gbk-corpus') {
      res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' }); // a lying header
      return void res.end(readFileSync(join(cwce.path, 'original', GBK_CORPUS_PAGE)));
    }
    if (path === '/download.jsp') {
      res.writeHead(200, { 'content-type': 'text/html;charset=GBK' }); // a CMS that calls every download a page
      return void res.end(Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\n', 'latin1'), Buffer.alloc(2048, 0x20)]));
    }
    if (path === '/file.htm') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return void streamHtml(res, 10 * MB).then((n) => bytesWritten.set(path, n));
    }
    res.writeHead(404).end();
  });
});

afterAll(() => server.close());

const fetcher = directFetcher;

describe('createFetcher', () => {
  it('fetches and decodes a page, sending our User-Agent', async () => {
    const page = await fetcher({ userAgent: 'TenderRadar/9.9 (+test)' }).fetchPage(server.url('/page#frag'));
    expect(page).toMatchObject({ status: 200, url: server.url('/page'), notModified: false, charset: 'utf-8', truncated: false, redirects: [] });
    expect(page.text).toContain('招标公告');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(server.requests.at(-1)?.headers['user-agent']).toBe('TenderRadar/9.9 (+test)');
  });

  it('times out a server that never answers', async () => {
    const error = await failure(fetcher({ timeoutMs: 300 }).fetchPage(server.url('/stall')));
    expect(error.kind).toBe('timeout');
  });

  it('times out even when the injected fetch ignores the abort signal', async () => {
    const deaf = createFetcher({ fetch: (url, init) => fetch(url, { ...init, signal: undefined }), hostDelayMs: 0, timeoutMs: 300 });
    expect((await failure(deaf.fetchPage(server.url('/stall')))).kind).toBe('timeout');
  });

  it('times out a body that stops half-way', async () => {
    const error = await failure(fetcher({ timeoutMs: 300 }).fetchPage(server.url('/stall-body')));
    expect(error.kind).toBe('timeout');
  });

  it('cuts a 50 MB stream at the byte cap and stops reading', async () => {
    const page = await fetcher({ maxBytes: 1 * MB }).fetchPage(server.url('/huge'));
    expect(page.truncated).toBe(true);
    expect(page.text.length).toBeGreaterThan(100_000);
    expect(new TextEncoder().encode(page.text).length).toBeLessThanOrEqual(1 * MB);
    await expect.poll(() => server.requests.find((r) => r.path === '/huge')?.endedAt).toBeDefined();
    // Only what sits in the socket buffers beyond the cap was sent, not the whole 50 MB.
    await expect.poll(() => bytesWritten.get('/huge')).toBeLessThan(20 * MB);
  });

  it('refuses a declared Content-Length far over the cap without reading it', async () => {
    const error = await failure(fetcher({ maxBytes: 1 * MB }).fetchPage(server.url('/huge-declared')));
    expect(error.kind).toBe('too-large');
    await expect.poll(() => bytesWritten.get('/huge-declared')).toBeLessThan(20 * MB);
  });

  it('marks a body truncated only when it goes past the cap', async () => {
    expect((await fetcher({ maxBytes: 4096 }).fetchPage(server.url('/exact/4096'))).truncated).toBe(false);
    const cut = await fetcher({ maxBytes: 4096 }).fetchPage(server.url('/exact/4097'));
    expect(cut.truncated).toBe(true);
    expect(cut.text).toHaveLength(4096);
  });

  it('resolves a relative Location (303)', async () => {
    const page = await fetcher().fetchPage(server.url('/see-other'));
    expect(page.url).toBe(server.url('/r/0?from=303'));
  });

  it('keeps the bytes of a raw GBK Location', async () => {
    const page = await fetcher().fetchPage(server.url('/gbk-location'));
    expect(page.url).toBe(server.url('/r/0?t=%D5%D0%B1%EA'));
    expect(server.paths()).toContain('/r/0?t=%D5%D0%B1%EA');
  });

  it('fails clearly on a redirect without Location or to another scheme', async () => {
    expect(await failure(fetcher().fetchPage(server.url('/no-location')))).toMatchObject({ kind: 'http', status: 302 });
    expect(await failure(fetcher().fetchPage(server.url('/to-ftp')))).toMatchObject({ kind: 'network', status: 301 });
  });

  it('follows up to 5 redirects and records them', async () => {
    const page = await fetcher().fetchPage(server.url('/r/5'));
    expect(page.url).toBe(server.url('/r/0'));
    expect(page.requestedUrl).toBe(server.url('/r/5'));
    expect(page.redirects).toEqual(['/r/4', '/r/3', '/r/2', '/r/1', '/r/0'].map(server.url));
  });

  it('gives up after more than 5 redirects', async () => {
    const error = await failure(fetcher().fetchPage(server.url('/r/6')));
    expect(error.kind).toBe('too-many-redirects');
  });

  it('sends the linking page as the Referer, through each redirect, as a click does', async () => {
    const from = server.url('/list.htm?page=2#top');
    await fetcher().fetchPage(server.url('/r/2'), undefined, { from });
    const hops = server.requests.slice(-3);
    expect(hops.map((r) => r.path)).toEqual(['/r/2', '/r/1', '/r/0']);
    expect(hops.map((r) => r.headers.referer)).toEqual(Array(3).fill(server.url('/list.htm?page=2')));
    await fetcher().fetchPage(server.url('/page'));
    expect(server.requests.at(-1)?.headers.referer).toBeUndefined();
  });

  it('detects a redirect loop', async () => {
    const error = await failure(fetcher().fetchPage(server.url('/loop/a')));
    expect(error.kind).toBe('redirect-loop');
  });

  it('sends If-None-Match and reports 304 as notModified', async () => {
    const f = fetcher();
    const first = await f.fetchPage(server.url('/etag'));
    expect(first.validators.etag).toBe('"v1"');
    const second = await f.fetchPage(server.url('/etag'), first.validators);
    expect(second).toMatchObject({ status: 304, notModified: true, text: '', validators: { etag: '"v1"' } });
  });

  it('sends If-Modified-Since and reports 304 as notModified', async () => {
    const f = fetcher();
    const first = await f.fetchPage(server.url('/modified'));
    expect(first.validators.lastModified).toBe('Sat, 21 Nov 2026 08:00:00 GMT');
    const second = await f.fetchPage(server.url('/modified'), first.validators);
    expect(second.notModified).toBe(true);
    expect(second.validators.lastModified).toBe(first.validators.lastModified);
  });

  it.each([
    ['/412', 'blocked', 412],
    ['/403', 'blocked', 403],
    ['/jsl', 'blocked', 200],
    ['/cookie-reload', 'blocked', 200],
    ['/500', 'http', 500],
    ['/404', 'http', 404],
  ])('%s → %s', async (path, kind, status) => {
    const error = await failure(fetcher().fetchPage(server.url(path)));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.url).toBe(server.url(path));
  });

  it('refuses binary content without reading it', async () => {
    const error = await failure(fetcher().fetchPage(server.url('/file.htm')));
    expect(error.kind).toBe('not-html');
    await expect.poll(() => bytesWritten.get('/file.htm')).toBeLessThan(10 * MB);
  });

  it('recognises a file sent as text/html by its signature', async () => {
    expect(await failure(fetcher().fetchPage(server.url('/download.jsp')))).toMatchObject({ kind: 'not-html', status: 200 });
  });

  it('reports a refused connection as network', async () => {
    const closed = await startServer(() => undefined);
    await closed.close();
    const error = await failure(fetcher().fetchPage(closed.url('/')));
    expect(error.kind).toBe('network');
  });

  it('rejects URLs it cannot fetch', async () => {
    expect((await failure(fetcher().fetchPage('ftp://127.0.0.1/x'))).kind).toBe('network');
    expect((await failure(fetcher().fetchPage('/relative'))).kind).toBe('network');
  });

  it('decodes a GBK page sent without a charset', async () => {
    const page = await fetcher().fetchPage(server.url('/gbk'));
    expect(page.charset).toBe('gb18030');
    expect(page.text).toContain('<title>招标公告：图书馆设备采购</title>');
  });

  it.skipIf(!cwce.present)('decodes a real GB2312 page served with a lying utf-8 header', async () => {
    const page = await fetcher().fetchPage(server.url('/gbk-corpus'));
    expect(page.charset).toBe('gb18030');
    expect(page.text).toContain('四年前中500万现穷困潦倒');
  });
});

describe('refererFor: what a browser sends (strict-origin-when-cross-origin)', () => {
  it('the page within its origin, the origin to another host of the site, nothing to another site or down to http', () => {
    expect(refererFor('http://www.a.edu.cn/zbgg/list.htm#x', 'http://www.a.edu.cn/info/1.htm')).toBe('http://www.a.edu.cn/zbgg/list.htm');
    expect(refererFor('http://www.a.edu.cn/zbgg/list.htm', 'http://cgzx.a.edu.cn/info/1.htm')).toBe('http://www.a.edu.cn/');
    expect(refererFor('http://www.a.edu.cn/zbgg/list.htm', 'http://www.b.edu.cn/info/1.htm')).toBeUndefined();
    expect(refererFor('https://www.a.edu.cn/zbgg/list.htm', 'http://www.a.edu.cn/info/1.htm')).toBeUndefined();
    expect(refererFor('not a url', 'http://www.a.edu.cn/')).toBeUndefined();
  });
});
