/** Redirect stubs (meta refresh, bare location scripts): followed like redirects, real pages left alone. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { createFetcher, FetchError } from '../../lib/fetch/index.ts';
import { redirectStubTarget } from '../../lib/fetch/redirect-stub.ts';
import { corpusPath, htmlFiles, REAL_PAGE_SETS } from './corpus.ts';
import { startServer, type TestServer } from './server.ts';

describe('redirectStubTarget', () => {
  it.each([
    ['<html><head><meta http-equiv="refresh" content="0;url=index.htm"></head></html>', 'index.htm'],
    ["<META HTTP-EQUIV='Refresh' CONTENT='0; URL=/main/index.htm'>", '/main/index.htm'],
    ['<meta http-equiv="refresh" content="3; url=\'http://www.xxx.edu.cn/\'">', 'http://www.xxx.edu.cn/'],
    ['<meta content="0.5;URL=zbgg.htm" http-equiv="refresh">', 'zbgg.htm'],
    ['<html><script>window.location.href="index/index.htm";</script></html>', 'index/index.htm'],
    ["<script language=javascript>location.replace('/xxgk/');</script>", '/xxgk/'],
  ])('%s → %s', (html, target) => {
    expect(redirectStubTarget(html)).toBe(target);
  });

  it.each([
    ['a slow auto-refresh', '<meta http-equiv="refresh" content="300;url=list.htm"><ul><li>招标公告</li></ul>'],
    ['a refresh without a URL', '<meta http-equiv="refresh" content="0">'],
    ['a refresh for old IE only', '<!--[if lte IE 8]><meta http-equiv="refresh" content="0; url=/upgrade.htm"><![endif]--><p>新闻</p>'],
    ['a commented-out script redirect', '<!-- <script>location.href="old.htm"</script> --><p>ok</p>'],
    ['a script redirect on a page with content', `<script>location.href="m.htm"</script><p>${'关于图书馆设备采购的招标公告 '.repeat(10)}</p>`],
    ['a script that picks between two targets', '<script>if (mobile) location.href="m.htm"; else location.href="pc.htm";</script>'],
  ])('leaves %s alone', (_name, html) => {
    expect(redirectStubTarget(html)).toBeUndefined();
  });

  for (const [name, ...parts] of REAL_PAGE_SETS) {
    const corpus = corpusPath(...parts);
    it.skipIf(!corpus.present)(`finds no stub in the real content pages of ${name}`, () => {
      const files = htmlFiles(corpus.path);
      expect(files.length).toBeGreaterThan(60);
      expect(files.filter((file) => redirectStubTarget(decodeBody(readFileSync(file)).text))).toEqual([]);
    });
  }
});

describe('the fetcher follows redirect stubs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer((req, res) => {
      const html = (body: string) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      if (req.url === '/') return html('<meta http-equiv="refresh" content="0;url=index/index.htm">');
      if (req.url === '/index/index.htm') return html('<script>window.location.href="../main.htm";</script>');
      if (req.url === '/main.htm') return html('<title>首页</title>');
      if (req.url === '/self') return html('<meta http-equiv="refresh" content="0;url=/self">');
      if (req.url === '/ping') return html('<meta http-equiv="refresh" content="0;url=/pong">');
      if (req.url === '/pong') return html('<meta http-equiv="refresh" content="0;url=/ping">');
      res.writeHead(404).end();
    });
  });
  afterAll(() => server.close());

  const fetcher = (followRedirectStubs?: boolean) => createFetcher({ fetch: (url, init) => fetch(url, init), hostDelayMs: 0, followRedirectStubs });

  it('through a meta refresh and a location script, recording both', async () => {
    const page = await fetcher().fetchPage(server.url('/'));
    expect(page.url).toBe(server.url('/main.htm'));
    expect(page.redirects).toEqual([server.url('/index/index.htm'), server.url('/main.htm')]);
    expect(page.text).toBe('<title>首页</title>');
  });

  it('keeps a page that refreshes to itself, and catches stub loops', async () => {
    expect((await fetcher().fetchPage(server.url('/self'))).url).toBe(server.url('/self'));
    const error = await fetcher().fetchPage(server.url('/ping')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).kind).toBe('redirect-loop');
  });

  it('not when told not to', async () => {
    expect((await fetcher(false).fetchPage(server.url('/'))).url).toBe(server.url('/'));
  });
});
