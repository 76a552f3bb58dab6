/**
 * Fetcher.postForm: a page's own form POSTed as its browser would (a WebForms pager), on a real
 * server on 127.0.0.1: the url-encoded body and headers, redirects after it as GETs, only to the
 * page's host, robots.txt obeyed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher } from '../../lib/fetch/index.ts';
import { formBody } from '../../lib/pager/walk/post-pages.ts';
import { startServer, type TestServer } from './server.ts';

let server: TestServer;
const bodies: Array<{ method: string; path: string; body: string; type?: string; referer?: string }> = [];

beforeAll(async () => {
  server = await startServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    bodies.push({ method: req.method ?? '', path: req.url ?? '', body: Buffer.concat(chunks).toString('latin1'), type: req.headers['content-type'], referer: req.headers.referer });
    if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
    if (req.url === '/prg.aspx' && req.method === 'POST') return void res.writeHead(302, { location: '/prg.aspx' }).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<html><body><p>${req.method} ${req.url}</p></body></html>`);
  });
});
afterAll(() => server.close());

const fetcher = () => createFetcher({ fetch: (url, init) => fetch(url, init), hostDelayMs: 0 });

describe('Fetcher.postForm', () => {
  it('POSTs the url-encoded form with its content type and the page as referer', async () => {
    const body = formBody([['__EVENTTARGET', 'ctl00$Main$Pager'], ['__EVENTARGUMENT', '2'], ['q', '招标 公告']], 'utf-8');
    const page = await fetcher().postForm(server.url('/List.aspx?cid=4'), { body, from: server.url('/List.aspx?cid=4') });
    expect(page.text).toContain('POST /List.aspx?cid=4');
    const seen = bodies.find((b) => b.method === 'POST')!;
    expect(new URLSearchParams(seen.body).get('__EVENTTARGET')).toBe('ctl00$Main$Pager');
    expect(seen.body).toContain('q=%E6%8B%9B%E6%A0%87+%E5%85%AC%E5%91%8A');
    expect(seen.type).toBe('application/x-www-form-urlencoded');
    expect(seen.referer).toBe(server.url('/List.aspx?cid=4'));
  });

  it('encodes a GBK page form in GBK, as its browser does', () => {
    expect(formBody([['kw', '招标']], 'gb18030')).toBe('kw=%D5%D0%B1%EA');
  });

  it('follows a redirect after the POST as a GET, even back to the same URL', async () => {
    const before = bodies.length;
    const page = await fetcher().postForm(server.url('/prg.aspx'), { body: 'a=1', from: server.url('/list.aspx') });
    expect(page.text).toContain('GET /prg.aspx');
    expect(bodies.slice(before).filter((b) => b.path === '/prg.aspx').map((b) => b.method)).toEqual(['POST', 'GET']);
  });

  it('posts only to the host of the page holding the form, and obeys robots.txt', async () => {
    await expect(fetcher().postForm(server.url('/a.aspx'), { body: 'a=1', from: 'http://other.example.edu.cn/list.aspx' })).rejects.toMatchObject({ kind: 'bad-url' });
    await expect(fetcher().postForm(server.url('/private/a.aspx'), { body: 'a=1', from: server.url('/list.aspx') })).rejects.toMatchObject({ kind: 'robots' });
    expect(bodies.some((b) => b.path.startsWith('/private/') || b.path === '/a.aspx')).toBe(false);
  });
});
