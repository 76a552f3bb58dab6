/** helper/resolve.ts: two university hostnames served by one 127.0.0.1 server, through the fetcher too. */
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, FetchError } from '../../lib/fetch/index.ts';
import { createResolvingFetch, findRule, parseResolveRule } from '../../helper/resolve.ts';
import { startServer, type TestServer } from '../fetch/server.ts';

let server: TestServer;

beforeAll(async () => {
  // One server, many sites: it answers by the Host header, as the test web's server (testweb/) does.
  server = await startServer((req, res) => {
    const host = req.headers.host ?? '';
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    if (req.url === '/stall') return;
    if (host.startsWith('www.xxx.edu.cn') && req.url === '/zbgg.htm') {
      return void res.writeHead(302, { location: 'http://zbb.xxx.edu.cn/list.htm' }).end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<title>${host}${req.url}</title>`);
  });
});

afterAll(() => server.close());

describe('parseResolveRule / findRule', () => {
  it.each([
    ['*.edu.cn=127.0.0.1:8123', { pattern: '*.edu.cn', address: '127.0.0.1', port: 8123 }],
    ['WWW.XXX.EDU.CN=127.0.0.1', { pattern: 'www.xxx.edu.cn', address: '127.0.0.1' }],
    ['*=localhost:9000', { pattern: '*', address: 'localhost', port: 9000 }],
    ['zbb.nju.edu.cn=[::1]:9666', { pattern: 'zbb.nju.edu.cn', address: '::1', port: 9666 }],
  ])('%s', (rule, expected) => {
    expect(parseResolveRule(rule)).toEqual(expected);
  });

  it.each(['', 'edu.cn', '*.edu.cn=', '=127.0.0.1', 'a.edu.cn=127.0.0.1:99999', 'a b=c'])('rejects %j clearly', (rule) => {
    expect(() => parseResolveRule(rule)).toThrow(/--resolve rule/);
  });

  it('matches *.suffix below the suffix only, first rule first', () => {
    const rules = ['*.edu.cn=127.0.0.1:1', 'zbb.xxx.edu.cn=127.0.0.1:2'].map(parseResolveRule);
    expect(findRule(rules, 'a.b.edu.cn')?.port).toBe(1);
    expect(findRule(rules, 'ZBB.XXX.EDU.CN.')?.port).toBe(1);
    expect(findRule(rules, 'edu.cn')).toBeUndefined();
    expect(findRule(rules, 'xedu.cn')).toBeUndefined();
  });
});

describe('createResolvingFetch', () => {
  it('connects two hostnames to one local server, keeping each Host header', async () => {
    const fetchFn = createResolvingFetch([`www.xxx.edu.cn=127.0.0.1:${server.port}`, `*.yyy.edu.cn=127.0.0.1:${server.port}`]);
    const a = await fetchFn('http://www.xxx.edu.cn/index.htm');
    expect(a).toBeInstanceOf(Response);
    expect(await a.text()).toBe('<title>www.xxx.edu.cn/index.htm</title>');
    const b = await fetchFn('http://zbb.yyy.edu.cn:9666/list.htm'); // the rule's port replaces 9666
    expect(await b.text()).toBe('<title>zbb.yyy.edu.cn:9666/list.htm</title>');
  });

  it('leaves unmatched hosts to normal resolution', async () => {
    const fetchFn = createResolvingFetch(['*.edu.cn=192.0.2.1:1']);
    const response = await fetchFn(server.url('/plain.htm'));
    expect(await response.text()).toBe(`<title>127.0.0.1:${server.port}/plain.htm</title>`);
  });

  it('keeps manual redirects, streaming, timeouts and robots working in the fetcher', async () => {
    const fetcher = createFetcher({ fetch: createResolvingFetch([`*.edu.cn=127.0.0.1:${server.port}`]), hostDelayMs: 0, timeoutMs: 300 });
    const page = await fetcher.fetchPage('http://www.xxx.edu.cn/zbgg.htm');
    expect(page.redirects).toEqual(['http://zbb.xxx.edu.cn/list.htm']);
    expect(page.text).toBe('<title>zbb.xxx.edu.cn/list.htm</title>');
    expect(server.paths().filter((p) => p === '/robots.txt')).toHaveLength(2); // one per host
    const error = await fetcher.fetchPage('http://www.xxx.edu.cn/stall').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).kind).toBe('timeout');
  });
});

describe('createResolvingFetch over HTTPS', () => {
  // A certificate for *.tls.edu.cn only (test/fixtures/net/tls): the name checked must be the URL's.
  const tls = join(import.meta.dirname, '..', 'fixtures', 'net', 'tls');
  const cert = readFileSync(join(tls, 'cert.pem'), 'utf8');
  const key = readFileSync(join(tls, 'key.pem'), 'utf8');
  const seen: { host?: string; servername?: string | false | null }[] = [];
  const https = createHttpsServer({ cert, key }, (req, res) => {
    seen.push({ host: req.headers.host, servername: (req.socket as TLSSocket).servername });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<title>${req.headers.host}${req.url}</title>`);
  });
  let port = 0;
  beforeAll(() => new Promise<void>((resolve) => https.listen(0, '127.0.0.1', () => ((port = (https.address() as AddressInfo).port), resolve()))));
  afterAll(() => new Promise<void>((resolve) => https.close(() => resolve())));

  it('connects to the local address while SNI, Host and the certificate check keep the real name', async () => {
    const fetchFn = createResolvingFetch([`*.edu.cn=127.0.0.1:${port}`], { ca: cert });
    const response = await fetchFn('https://zbb.tls.edu.cn/cgxx/list.htm');
    expect(await response.text()).toBe('<title>zbb.tls.edu.cn/cgxx/list.htm</title>');
    expect(seen.at(-1)).toEqual({ host: 'zbb.tls.edu.cn', servername: 'zbb.tls.edu.cn' });
  });

  it('refuses a certificate that does not name the host, though the address is the same', async () => {
    const fetchFn = createResolvingFetch([`*.edu.cn=127.0.0.1:${port}`], { ca: cert });
    const error = await fetchFn('https://www.other.edu.cn/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as TypeError).cause)).toMatch(/altnames|certificate|ERR_TLS_CERT_ALTNAME_INVALID/i);
  });

  it('refuses a certificate no trusted authority signed', async () => {
    const fetchFn = createResolvingFetch([`*.edu.cn=127.0.0.1:${port}`]);
    const error = await fetchFn('https://zbb.tls.edu.cn/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as TypeError).cause)).toMatch(/self[- ]signed|certificate/i);
  });
});
