/**
 * Sessions (lib/fetch/cookies.ts and the fetcher's handshake), on 127.0.0.1 servers: an old JSP
 * site that sends a list asked without its JSESSIONID to its homepage, setting the cookie there.
 * The helper's run keeps what a site sets and sends it back to that site only; a redirect to the
 * front page is asked again once per host a run, never more, so a site that sends every missing
 * page home costs one request more, not one per page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, withCookies } from '../../lib/fetch/index.ts';
import type { FetchFn } from '../../lib/types/capabilities.ts';
import { createResolvingFetch } from '../../helper/resolve.ts';
import { startServer, type TestServer } from './server.ts';

const LIST = '<html><body><ul><li><a href="/detail.jsp?id=1">实验室设备采购项目招标公告</a></li></ul></body></html>';
const HOME = '<html><body><a href="/list.jsp">招标公告</a></body></html>';

let jsp: TestServer; // lists need the session the server issued
let other: TestServer; // another host: must never see jsp's cookie
let homeward: TestServer; // sends every unknown page home, sets no cookie
let greedy: TestServer; // sets 500 cookies an answer
const issued = new Set<string>();
let nextId = 0;

function sessionOf(req: IncomingMessage): string | undefined {
  return /(?:^|;\s*)JSESSIONID=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
}

function jspSite(req: IncomingMessage, res: ServerResponse): void {
  const session = sessionOf(req);
  const cookie = session && issued.has(session) ? {} : { 'set-cookie': `JSESSIONID=${issue()}; Path=/; HttpOnly` };
  if (req.url === '/robots.txt') return void res.writeHead(404).end();
  if (req.url === '/' || req.url === '/index.jsp') return void res.writeHead(200, { 'content-type': 'text/html', ...cookie }).end(HOME);
  if (!session || !issued.has(session)) return void res.writeHead(302, { location: '/index.jsp', ...cookie }).end();
  res.writeHead(200, { 'content-type': 'text/html' }).end(LIST);
}

function issue(): string {
  const id = `S${++nextId}`;
  issued.add(id);
  return id;
}

beforeAll(async () => {
  jsp = await startServer(jspSite);
  other = await startServer((req, res) => void res.writeHead(req.url === '/robots.txt' ? 404 : 200, { 'content-type': 'text/html' }).end(LIST));
  homeward = await startServer((req, res) => {
    if (req.url === '/' || req.url === '/robots.txt') return void res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' }).end(HOME);
    res.writeHead(302, { location: '/' }).end();
  });
  greedy = await startServer((req, res) => {
    const many = Array.from({ length: 150 }, (_, i) => `c${greedy.requests.length}_${i}=${'x'.repeat(50)}; Path=/`);
    res.writeHead(req.url === '/robots.txt' ? 404 : 200, { 'content-type': 'text/html', 'set-cookie': many }).end(LIST);
  });
});
afterAll(() => Promise.all([jsp, other, homeward, greedy].map((s) => s.close())));

const fetcherOver = (fetch: FetchFn) => createFetcher({ fetch, hostDelayMs: 0, sleep: async () => undefined });
const cookieFetch = () => withCookies((input, init) => fetch(input, init));

describe('a site that wants its session (JSESSIONID)', () => {
  it('gives its list after the homepage set the cookie, as in a browser', async () => {
    const f = fetcherOver(cookieFetch());
    await f.fetchPage(jsp.url('/'));
    const list = await f.fetchPage(jsp.url('/list.jsp?page=2'));
    expect(list.url).toBe(jsp.url('/list.jsp?page=2'));
    expect(list.text).toContain('实验室设备采购项目');
  });

  it('gives its list asked first, by asking again once its 302 home set the cookie', async () => {
    const before = jsp.requests.length;
    const f = fetcherOver(cookieFetch());
    const list = await f.fetchPage(jsp.url('/list.jsp'));
    expect(list.url).toBe(jsp.url('/list.jsp'));
    expect(list.redirects).toEqual([]);
    expect(list.text).toContain('实验室设备采购项目');
    expect(jsp.requests.slice(before).map((r) => r.path).filter((p) => p !== '/robots.txt')).toEqual(['/list.jsp', '/list.jsp']);
  });

  it('without a cookie jar lands on the homepage (the first-contact failure)', async () => {
    const page = await fetcherOver((input, init) => fetch(input, init)).fetchPage(jsp.url('/list.jsp'));
    expect(page.url).toBe(jsp.url('/index.jsp'));
  });

  it('sends a site its cookies only: another host never sees them', async () => {
    // Two host names, each served on 127.0.0.1 (cookies are kept by host, not by port).
    const f = fetcherOver(withCookies(createResolvingFetch([`www.jsp.edu.cn=127.0.0.1:${jsp.port}`, `www.other.edu.cn=127.0.0.1:${other.port}`])));
    await f.fetchPage('http://www.jsp.edu.cn/');
    await f.fetchPage('http://www.jsp.edu.cn/list.jsp');
    await f.fetchPage('http://www.other.edu.cn/x.htm');
    expect(jsp.requests.at(-1)?.headers.cookie).toMatch(/^JSESSIONID=S\d+$/);
    expect(other.requests.at(-1)?.headers.cookie).toBeUndefined();
  });
});

describe('bounds', () => {
  it('asks a page sent home again once per host a run, never once per page', async () => {
    const f = fetcherOver(cookieFetch());
    for (const path of ['/a.htm', '/b.htm', '/c.htm']) expect((await f.fetchPage(homeward.url(path))).url).toBe(homeward.url('/'));
    const asked = homeward.paths().filter((p) => /^\/[abc]\.htm$/.test(p));
    expect(asked).toEqual(['/a.htm', '/a.htm', '/b.htm', '/c.htm']);
  });

  it('keeps at most 50 cookies for a site that sets 150 an answer, and sends a bounded header', async () => {
    const f = fetcherOver(cookieFetch());
    for (const n of [1, 2, 3, 4]) await f.fetchPage(greedy.url(`/${n}.htm`));
    const sent = greedy.requests.at(-1)?.headers.cookie ?? '';
    expect(sent.split('; ')).toHaveLength(50); // 20 taken from each answer, up to 50
    expect(sent.length).toBeLessThan(50 * 60);
  });
});
