/** robots.txt through the fetcher, on 127.0.0.1 servers: rules for our token, caching, RFC 9309 failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, FetchError, type FetcherOptions } from '../../lib/fetch/index.ts';
import { startServer, type TestServer } from './server.ts';

const ROBOTS = ['User-agent: *', 'Disallow: /', '', 'User-agent: TenderRadar', 'Disallow: /private/', 'Crawl-delay: 2', '', 'Sitemap: http://example.edu.cn/sitemap_index.xml', ''].join('\n');

let site: TestServer; // robots.txt with rules for us
let other: TestServer; // another host, disallowing /private/ to everyone
let broken: TestServer; // robots.txt answers 503
let robotsStatus = 503;

const page = (res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');

beforeAll(async () => {
  other = await startServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
    page(res);
  });
  site = await startServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end(ROBOTS);
    if (req.url === '/go-private') return void res.writeHead(302, { location: other.url('/private/x.htm') }).end();
    page(res);
  });
  broken = await startServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(robotsStatus).end();
    page(res);
  });
});

afterAll(async () => {
  await Promise.all([site.close(), other.close(), broken.close()]);
});

function fetcher(options: Partial<FetcherOptions> = {}) {
  return createFetcher({ fetch: (url, init) => fetch(url, init), hostDelayMs: 0, sleep: async () => undefined, ...options });
}

async function kindOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (e: unknown) => (e instanceof FetchError ? e.kind : String(e)),
  );
}

describe('robots.txt', () => {
  it('applies the rules for our token, never requesting a disallowed URL, reading robots.txt once', async () => {
    const f = fetcher({ userAgent: 'TenderRadar/0.1 (+test)' });
    const [a, b] = await Promise.all([f.fetchPage(site.url('/public/1.htm')), f.fetchPage(site.url('/public/2.htm'))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await kindOf(f.fetchPage(site.url('/private/x.htm')))).toBe('robots');
    expect(site.paths()).not.toContain('/private/x.htm');
    expect(site.paths().filter((p) => p === '/robots.txt')).toHaveLength(1);
  });

  it('names the default User-Agent (Mozilla/5.0 (compatible; TenderRadar/…)) by its product token, not "Mozilla"', async () => {
    const f = fetcher();
    expect((await f.fetchPage(site.url('/public/6.htm'))).status).toBe(200);
    expect(await kindOf(f.fetchPage(site.url('/private/y.htm')))).toBe('robots');
    expect(site.requests.at(-1)?.headers['user-agent']).toMatch(/^Mozilla\/5\.0 \(compatible; TenderRadar\//);
  });

  it('falls back to the * rules for another user agent', async () => {
    expect(await kindOf(fetcher({ userAgent: 'OtherBot/1.0' }).fetchPage(site.url('/public/3.htm')))).toBe('robots');
    expect(site.paths()).not.toContain('/public/3.htm');
  });

  it('honours Crawl-delay as the pause for that host', async () => {
    const pauses: number[] = [];
    const f = fetcher({ sleep: async (ms) => void pauses.push(ms) });
    await f.fetchPage(site.url('/public/4.htm'));
    await f.fetchPage(site.url('/public/5.htm'));
    expect(pauses.length).toBeGreaterThan(0);
    expect(Math.max(...pauses)).toBeGreaterThan(1500);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(2000);
  });

  it('checks the robots.txt of every host a redirect leads to', async () => {
    expect(await kindOf(fetcher().fetchPage(site.url('/go-private')))).toBe('robots');
    expect(other.paths()).toEqual(['/robots.txt']);
  });

  it('treats a 5xx robots.txt as "disallow all" for a while, then asks again', async () => {
    let now = 1_000_000;
    const f = fetcher({ clock: () => now });
    robotsStatus = 503;
    expect(await kindOf(f.fetchPage(broken.url('/a.htm')))).toBe('robots');
    expect(broken.paths()).toEqual(['/robots.txt']);
    now += 60_000; // still within the 10-minute back-off: not asked again
    expect(await kindOf(f.fetchPage(broken.url('/a.htm')))).toBe('robots');
    expect(broken.paths()).toEqual(['/robots.txt']);
    robotsStatus = 404; // RFC 9309: 4xx means no rules
    now += 10 * 60_000;
    expect((await f.fetchPage(broken.url('/a.htm'))).status).toBe(200);
    expect(broken.paths()).toEqual(['/robots.txt', '/robots.txt', '/a.htm']);
  });

  it('does not ask for robots.txt when told not to', async () => {
    const before = other.paths().length;
    await fetcher({ robots: false }).fetchPage(other.url('/private/y.htm'));
    expect(other.paths().slice(before)).toEqual(['/private/y.htm']);
  });

  it('reports an unreachable host as network, not robots', async () => {
    const gone = await startServer(() => undefined);
    await gone.close();
    expect(await kindOf(fetcher().fetchPage(gone.url('/a.htm')))).toBe('network');
  });
});

describe('Sitemap lines', () => {
  it('gives the sitemaps robots.txt names, none when it names none or answers 5xx', async () => {
    const f = fetcher();
    expect(await f.sitemaps(site.url('/'))).toEqual(['http://example.edu.cn/sitemap_index.xml']);
    expect(await f.sitemaps(other.url('/'))).toEqual([]);
    robotsStatus = 503;
    expect(await f.sitemaps(broken.url('/'))).toEqual([]);
    expect(await fetcher({ robots: false }).sitemaps(site.url('/'))).toEqual([]);
  });
});
