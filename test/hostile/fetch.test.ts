/**
 * Hostile servers against lib/fetch, on 127.0.0.1: redirects to private addresses in every
 * notation, loops and long chains, 429/503 with Retry-After (on a virtual clock: no wall time),
 * 5xx storms, gzip bombs, endless and dripping bodies, files sent as pages, 100 KB URLs, and a
 * robots.txt that is huge or never answers. Each case asserts the bounded, safe outcome.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, FetchError, type FetcherOptions } from '../../lib/fetch/index.ts';
import { createHostHealth } from '../../lib/fetch/host-health.ts';
import { isPublicHttpUrl } from '../../lib/url/private-hosts.ts';
import { MAX_URL_LENGTH } from '../../lib/url/resolve.ts';
import { directFetcher, failure } from '../fetch/fetchers.ts';
import { localFetch, startServer, streamHtml, virtualTime, type TestServer } from './server.ts';

const KB = 1024;
const MB = 1024 * KB;
/** A name the tests use as the user's seed host; localFetch sends it to 127.0.0.1. */
const SITE = 'http://www.hostile.edu.cn';

let server: TestServer;
let robotsServer: TestServer;
const answers = new Map<string, number>(); // path → times answered
const bytesWritten = new Map<string, number>();
let gzipBomb: Buffer;

// Status codes a path answers in turn (the last one repeats), for 429/503/5xx sequences.
const sequences: Record<string, Array<[number, Record<string, string>?]>> = {
  '/429-seconds': [[429, { 'retry-after': '120' }], [200]],
  '/429-date': [[429, { 'retry-after': 'Tue, 24 Nov 2026 08:01:30 GMT' }], [200]],
  '/429-forever': [[429, { 'retry-after': '3600' }]],
  '/503-twice': [[503, { 'retry-after': '5' }], [503, { 'retry-after': '5' }], [200]],
  '/503-storm': [[503]],
  '/500-then-ok': [[500], [500], [200], [500], [200]],
};

beforeAll(async () => {
  gzipBomb = gzipSync(Buffer.alloc(64 * MB, 'a'), { level: 9 });
  server = await startServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const count = (answers.get(path) ?? 0) + 1;
    answers.set(path, count);
    const html = (body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    if (path === '/robots.txt') return void res.writeHead(404).end();
    if (path === '/secret') return html('<title>内部页面</title><p>admin console</p>');
    if (path === '/page') return html('<title>招标公告</title><p>ok</p>');
    if (path === '/to') return void res.writeHead(302, { location: url.searchParams.get('u') ?? '/' }).end();
    if (path === '/stub-to') return html(`<meta http-equiv="refresh" content="0;url=${url.searchParams.get('u')}">`);
    if (path === '/loop/a') return void res.writeHead(301, { location: '/loop/b' }).end();
    if (path === '/loop/b') return void res.writeHead(302, { location: '/loop/a' }).end();
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) return Number(chain[1]) === 0 ? html('<p>end</p>') : void res.writeHead(302, { location: `/chain/${Number(chain[1]) - 1}` }).end();
    if (path === '/spin') return void res.writeHead(302, { location: `/spin?n=${Number(url.searchParams.get('n') ?? 0) + 1}` }).end();
    if (path === '/long-location') return void res.writeHead(302, { location: `/page?q=${'a'.repeat(10 * KB)}` }).end();
    const sequence = sequences[path];
    if (sequence) {
      const [status, headers] = sequence[Math.min(count, sequence.length) - 1]!;
      if (status === 200) return html('<title>终于</title><p>ok</p>');
      return void res.writeHead(status, headers).end('busy');
    }
    if (path === '/gzip-bomb') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      return void res.end(gzipBomb);
    }
    if (path === '/endless') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); // chunked, no length, no end
      return void streamHtml(res, Number.MAX_SAFE_INTEGER).then((n) => bytesWritten.set(path, n));
    }
    if (path === '/drip') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('<')), 50);
      return;
    }
    if (path === '/png-as-html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 1)]));
    }
    if (path === '/empty') return html('');
    if (path === '/no-type') return void res.writeHead(200).end('<title>无类型</title>');
    res.writeHead(404).end();
  });
  // A second origin whose robots.txt is hostile: 10 MB, or never answered.
  robotsServer = await startServer(async (req, res) => {
    const path = req.url ?? '/';
    if (path === '/robots.txt' && req.headers.host?.startsWith('slow.')) return; // never answers
    if (path === '/robots.txt' && req.headers.host?.startsWith('sly.')) return void res.writeHead(302, { location: `http://10.0.0.1:${robotsServer.port}/internal-robots` }).end();
    if (path === '/robots.txt' && req.headers.host?.startsWith('moved.')) return void res.writeHead(301, { location: '/rules.txt' }).end();
    if (path === '/rules.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /closed/\n');
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('User-agent: *\nDisallow: /private/\n');
      return void streamHtml(res, 10 * MB).then((n) => bytesWritten.set('robots', n));
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>页面</title>');
  });
});

afterAll(async () => {
  await server.close();
  await robotsServer.close();
});

const direct = directFetcher;
/** A fetcher whose seed host is a name (sent to 127.0.0.1), as with the helper's --resolve. */
const named = (options: Partial<FetcherOptions> = {}) => createFetcher({ fetch: localFetch(server.port), hostDelayMs: 0, ...options });

const secretHits = () => answers.get('/secret') ?? 0;

describe('redirects to private addresses', () => {
  const forms = [
    '127.0.0.1', 'localhost', 'admin.localhost', '127.1', '2130706433', '0x7f000001', '0177.0.0.1', '[::1]', '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]', '10.0.0.1', '172.16.5.4', '172.31.255.254', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '[fd00::1]', '[fe80::1]',
  ];

  it.each(forms)('a 302 from a named site to %s is refused, never requested', async (host) => {
    const before = secretHits();
    const error = await failure(named().fetchPage(`${SITE}/to?u=${encodeURIComponent(`http://${host}:${server.port}/secret`)}`));
    expect(error.kind).toBe('private-address');
    expect(secretHits()).toBe(before);
  });

  it('refuses a meta-refresh stub to a private address too', async () => {
    const before = secretHits();
    const error = await failure(named().fetchPage(`${SITE}/stub-to?u=${encodeURIComponent(`http://192.168.0.1:${server.port}/secret`)}`));
    expect(error.kind).toBe('private-address');
    expect(secretHits()).toBe(before);
  });

  it('takes a public address for another site (off-site, not private) and follows a redirect within the host the user chose', async () => {
    const before = answers.get('/page') ?? 0;
    const publicHop = await failure(named().fetchPage(`${SITE}/to?u=${encodeURIComponent(`http://172.32.0.1:${server.port}/page`)}`));
    expect(publicHop.kind).toBe('off-site');
    expect(answers.get('/page') ?? 0).toBe(before);
    const sameHost = await direct().fetchPage(server.url(`/to?u=${encodeURIComponent(server.url('/page'))}`));
    expect(sameHost.redirects).toEqual([server.url('/page')]);
  });

  it('isPublicHttpUrl says which URLs a user may add', () => {
    for (const url of ['http://www.tsinghua.edu.cn/', 'https://zbb.pku.edu.cn/list.htm', 'http://172.32.0.1/', 'http://8.8.8.8/']) expect(isPublicHttpUrl(url), url).toBe(true);
    for (const url of [
      'http://127.1/', 'http://2130706433/', 'http://0x7f000001/', 'http://[::ffff:127.0.0.1]/', 'http://localhost:8080/', 'http://10.1.2.3/',
      'http://192.168.1.1/', 'http://169.254.169.254/latest', 'ftp://example.edu.cn/', 'javascript:alert(1)', 'not a url', `http://a.edu.cn/?${'x'.repeat(MAX_URL_LENGTH)}`,
    ])
      expect(isPublicHttpUrl(url), url).toBe(false);
  });
});

describe('redirect chains', () => {
  it('stops a two-page loop', async () => {
    expect((await failure(direct().fetchPage(server.url('/loop/a')))).kind).toBe('redirect-loop');
  });

  it('stops a 25-hop chain after 5 redirects', async () => {
    const before = [...answers.keys()].filter((p) => p.startsWith('/chain/')).length;
    expect((await failure(direct().fetchPage(server.url('/chain/25')))).kind).toBe('too-many-redirects');
    const requested = [...answers.keys()].filter((p) => p.startsWith('/chain/')).length - before;
    expect(requested).toBe(6);
  });

  it('stops a redirect that never repeats a URL (a counter in the query)', async () => {
    const before = answers.get('/spin') ?? 0;
    expect((await failure(direct().fetchPage(server.url('/spin')))).kind).toBe('too-many-redirects');
    expect((answers.get('/spin') ?? 0) - before).toBe(6);
  });

  it('refuses a 10 KB Location (the most a header carries) without requesting it', async () => {
    const before = answers.get('/page') ?? 0;
    const error = await failure(direct().fetchPage(server.url('/long-location')));
    expect(error.kind).toBe('bad-url');
    expect(error.message.length).toBeLessThan(500);
    expect(answers.get('/page') ?? 0).toBe(before);
  });

  it('refuses a 100 KB URL without a request, and its message stays short', async () => {
    const before = server.requests.length;
    const error = await failure(direct().fetchPage(server.url(`/page?q=${'a'.repeat(100 * KB)}`)));
    expect(error.kind).toBe('bad-url');
    expect(error.message.length).toBeLessThan(500);
    expect(server.requests.length).toBe(before);
  });
});

describe('429, 503 and failing hosts', () => {
  it('waits out a 429 Retry-After in seconds, then asks again', async () => {
    const time = virtualTime();
    const fetched = await direct(time).fetchPage(server.url('/429-seconds'));
    expect(fetched.text).toContain('终于');
    expect(time.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(120_000);
    expect(answers.get('/429-seconds')).toBe(2);
  });

  it('waits out a 429 Retry-After given as an HTTP date', async () => {
    const time = virtualTime(); // 08:00:00; the server says 08:01:30
    await direct(time).fetchPage(server.url('/429-date'));
    expect(time.sleeps.reduce((a, b) => a + b, 0)).toBe(90_000);
  });

  it('gives the host up for the run when Retry-After is over the cap, with no further request', async () => {
    const time = virtualTime();
    const fetcher = direct(time);
    const error = await failure(fetcher.fetchPage(server.url('/429-forever')));
    expect(error.kind).toBe('rate-limited');
    expect(error.detail).toMatch(/3600 s/);
    const before = server.requests.length;
    expect((await failure(fetcher.fetchPage(server.url('/page')))).kind).toBe('rate-limited');
    expect(server.requests.length).toBe(before);
    expect(time.sleeps).toEqual([]);
  });

  it('retries a 503 with Retry-After twice and gets the page', async () => {
    const time = virtualTime();
    const fetched = await direct(time).fetchPage(server.url('/503-twice'));
    expect(fetched.status).toBe(200);
    expect(time.sleeps.filter((ms) => ms >= 5000)).toHaveLength(2);
  });

  it('asks a 5xx again after backing off ×2, and leaves the host after 6 failures in a row', async () => {
    const time = virtualTime();
    const fetcher = direct(time);
    const kinds: string[] = [];
    for (let i = 0; i < 10; i++) kinds.push((await failure(fetcher.fetchPage(server.url('/503-storm')))).kind);
    // Each page is asked 3 times (2 retries); the second page's third failure in a row is the host's sixth.
    expect(kinds).toEqual(['http', 'host-failing', 'host-failing', 'host-failing', 'host-failing', 'host-failing', 'host-failing', 'host-failing', 'host-failing', 'host-failing']);
    expect(answers.get('/503-storm')).toBe(6);
    expect(time.sleeps).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('gets a page through server errors that pass, and resets the backoff after a success', async () => {
    const time = virtualTime();
    const fetcher = direct(time);
    const outcome = async () => fetcher.fetchPage(server.url('/500-then-ok')).then(() => 'ok', (e: FetchError) => e.kind);
    expect([await outcome(), await outcome(), await outcome()]).toEqual(['ok', 'ok', 'ok']);
    expect(answers.get('/500-then-ok')).toBe(6);
    expect(time.sleeps).toEqual([1000, 2000, 1000]); // the fourth answer's 500 starts from 1 s again
  });

  it('asks a host whose pages stalled twice with a short timeout, and leaves it once stalls outnumber answers', async () => {
    const health = createHostHealth({ clock: () => 0, queue: { pauseHost: () => {} } });
    const timeout = new FetchError('timeout', 'http://h/x', 'no complete answer in time');
    expect(health.timeoutFor('h', 20_000)).toBe(20_000);
    expect(health.failed('h', timeout)).toMatchObject({ retry: false });
    health.succeeded('h');
    expect(health.failed('h', timeout)).toMatchObject({ retry: false, error: { kind: 'timeout' } });
    expect(health.timeoutFor('h', 20_000)).toBe(5000);
    expect(health.timeoutFor('other', 20_000)).toBe(20_000);
    health.succeeded('h');
    expect(health.failed('h', timeout)).toMatchObject({ retry: false, error: { kind: 'host-failing' } });
    expect(() => health.check('h', 'http://h/y')).toThrow(/3 requests timed out this run, more than answered/);
  });

  it('keeps a host whose few stalled pages are outnumbered by the pages that answer', async () => {
    const health = createHostHealth({ clock: () => 0, queue: { pauseHost: () => {} } });
    const timeout = new FetchError('timeout', 'http://h/x', 'no complete answer in time');
    for (let page = 0; page < 30; page++) {
      if (page % 5 === 2) expect(health.failed('h', timeout)).toMatchObject({ retry: false, error: { kind: 'timeout' } });
      else health.succeeded('h');
    }
    expect(() => health.check('h', 'http://h/y')).not.toThrow();
  });
});

describe('bodies', () => {
  it('stops inflating a gzip bomb at the byte cap', async () => {
    const fetched = await direct({ maxBytes: 1 * MB }).fetchPage(server.url('/gzip-bomb'));
    expect(fetched.truncated).toBe(true);
    expect(fetched.text.length).toBeLessThanOrEqual(1 * MB);
  });

  it('cuts an endless chunked body at the cap and stops the server writing', async () => {
    const fetched = await direct({ maxBytes: 256 * KB }).fetchPage(server.url('/endless'));
    expect(fetched.truncated).toBe(true);
    await expect.poll(() => bytesWritten.get('/endless'), { timeout: 5000 }).toBeDefined();
    expect(bytesWritten.get('/endless')!).toBeLessThan(64 * MB);
  });

  it('times out a server that drips one byte every 50 ms', async () => {
    const started = performance.now();
    expect((await failure(direct({ timeoutMs: 500 }).fetchPage(server.url('/drip')))).kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('refuses a PNG served as text/html', async () => {
    expect((await failure(direct().fetchPage(server.url('/png-as-html')))).kind).toBe('not-html');
  });

  it('reads a 200 with an empty body as an empty page', async () => {
    const fetched = await direct().fetchPage(server.url('/empty'));
    expect(fetched).toMatchObject({ status: 200, text: '', truncated: false });
  });

  it('reads a page sent without any Content-Type', async () => {
    expect((await direct().fetchPage(server.url('/no-type'))).text).toContain('无类型');
  });
});

describe('robots.txt', () => {
  it('reads only the first 512 KB of a 10 MB robots.txt, and obeys it', async () => {
    const fetcher = direct();
    expect((await fetcher.fetchPage(robotsServer.url('/page'))).status).toBe(200);
    expect((await failure(fetcher.fetchPage(robotsServer.url('/private/x')))).kind).toBe('robots');
    await expect.poll(() => bytesWritten.get('robots'), { timeout: 5000 }).toBeDefined();
    expect(bytesWritten.get('robots')!).toBeLessThan(10 * MB);
  });

  it('refuses a robots.txt that redirects into a private network, requesting neither it nor the page', async () => {
    const fetcher = createFetcher({ fetch: localFetch(robotsServer.port), hostDelayMs: 0 });
    const before = robotsServer.requests.length;
    expect((await failure(fetcher.fetchPage('http://sly.hostile.edu.cn/page'))).kind).toBe('private-address');
    expect(robotsServer.paths().slice(before)).toEqual(['/robots.txt']);
  });

  it('follows a robots.txt redirect within the site, and obeys the rules it finds', async () => {
    const fetcher = createFetcher({ fetch: localFetch(robotsServer.port), hostDelayMs: 0 });
    expect((await fetcher.fetchPage('http://moved.hostile.edu.cn/page')).status).toBe(200);
    expect((await failure(fetcher.fetchPage('http://moved.hostile.edu.cn/closed/x'))).kind).toBe('robots');
  });

  it('gives up on a robots.txt that never answers, without requesting the page', async () => {
    const fetcher = createFetcher({ fetch: localFetch(robotsServer.port), hostDelayMs: 0, timeoutMs: 300 });
    const before = robotsServer.requests.length;
    expect((await failure(fetcher.fetchPage('http://slow.hostile.edu.cn/page'))).kind).toBe('timeout');
    expect(robotsServer.paths().slice(before)).toEqual(['/robots.txt']);
  });
});
