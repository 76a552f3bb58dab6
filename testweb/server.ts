/**
 * The HTTP side: many hostnames on one port (the Host header picks the site), GBK bytes,
 * ETag / Last-Modified with correct 304s, and a log of every request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import iconv from 'iconv-lite';
import type { SiteModel } from './model.ts';
import { seedOf } from './random.ts';
import { route, type Reply } from './router.ts';
import type { RequestLog } from './types.ts';

/** Day 1's pages were last modified on day 1; a page that changed on day 2, on day 2. */
const MODIFIED = { 1: 'Fri, 20 Nov 2026 08:00:00 GMT', 2: 'Sat, 21 Nov 2026 08:00:00 GMT' } as const;

/** What the server reads on every request (mutable: the day can change while it runs). */
export interface ServerState {
  hosts: Map<string, SiteModel>;
  day: 1 | 2;
  slowMs: number;
  requests: RequestLog[];
}

function bytesOf(reply: Reply): Uint8Array {
  if (typeof reply.body !== 'string') return reply.body;
  return reply.charset === 'gbk' ? iconv.encode(reply.body, 'gbk') : Buffer.from(reply.body, 'utf8');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/** The reply to one request, its bytes and validators. */
function answer(state: ServerState, req: IncomingMessage, host: string): { reply: Reply; bytes: Uint8Array; etag?: string; lastModified?: string } {
  const site = state.hosts.get(host);
  if (!site) {
    const reply: Reply = { status: 404, body: `unknown host: ${host}\n`, charset: 'utf-8', contentType: 'text/plain; charset=utf-8' };
    return { reply, bytes: bytesOf(reply) };
  }
  const url = new URL(req.url ?? '/', `http://${host}`);
  const info = { site, host, url, cookie: req.headers.cookie ?? '' };
  const reply = route(info, { day: state.day, slowMs: state.slowMs });
  const bytes = bytesOf(reply);
  if (reply.status !== 200) return { reply, bytes };
  const etag = `"${seedOf(Buffer.from(bytes).toString('latin1')).toString(16)}-${bytes.length.toString(16)}"`;
  // A page is as old as day 1 unless day 2 changed it.
  let changed = false;
  if (state.day === 2) {
    const before = route(info, { day: 1, slowMs: state.slowMs });
    changed = before.status !== 200 || !sameBytes(bytesOf(before), bytes);
  }
  return { reply, bytes, etag, lastModified: MODIFIED[changed ? 2 : 1] };
}

function notModified(req: IncomingMessage, etag: string, lastModified: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && since >= Date.parse(lastModified);
}

async function handle(state: ServerState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const time = Date.now();
  let status = 500;
  try {
    const { reply, bytes, etag, lastModified } = answer(state, req, host);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const headers: Record<string, string> = { 'content-type': reply.contentType };
    if (reply.location) headers.location = reply.location;
    if (etag && lastModified) {
      Object.assign(headers, { etag, 'last-modified': lastModified });
      if (notModified(req, etag, lastModified)) {
        status = 304;
        res.writeHead(304, headers).end();
        return;
      }
    }
    status = reply.status;
    headers['content-length'] = String(bytes.length);
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : bytes);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(`test web error: ${String(error)}\n`);
  } finally {
    const pick = (name: string) => req.headers[name] as string | undefined;
    const headers: RequestLog['headers'] = {};
    for (const name of ['if-none-match', 'if-modified-since', 'user-agent'] as const) {
      const value = pick(name);
      if (value !== undefined) headers[name] = value;
    }
    state.requests.push({ host, path: req.url ?? '/', method: req.method ?? 'GET', headers, status, time });
  }
}

/** Starts listening on 127.0.0.1 only: nothing of the test web is reachable from outside. */
export async function listen(state: ServerState, port: number): Promise<Server> {
  const server = createServer((req, res) => void handle(state, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
