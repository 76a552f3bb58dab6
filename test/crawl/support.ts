/**
 * What the crawl tests share: the test web on 127.0.0.1, a FetchFn that sends every test-web
 * host there (the Host header kept), the real tokenizer and classifier, and the crawl wired to
 * them with no delay between requests.
 */
import { request, type IncomingMessage } from 'node:http';
import { createClassifier } from '../../lib/classify/index.ts';
import { crawl, type CrawlEvent, type CrawlReport } from '../../lib/crawl/index.ts';
import { createFetcher, withCookies } from '../../lib/fetch/index.ts';
import type { FetchFn } from '../../lib/types/capabilities.ts';
import type { Notice } from '../../lib/types/notice.ts';
import type { Store } from '../../lib/store/store.ts';
import type { Io } from '../../helper/io.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import type { TestWeb } from '../../testweb/index.ts';
import { startServer, type TestServer } from '../fetch/server.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });

/** A fetch that connects to 127.0.0.1:port for any URL and keeps the URL's host in the Host header. */
export function localFetch(port: number): FetchFn {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const url = new URL(input);
      const headers: Record<string, string> = { host: url.host };
      new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
      // A fresh connection each time: a kept-alive socket the server closed while we parsed a big page would fail the next request.
      const req = request({ host: '127.0.0.1', port, path: `${url.pathname}${url.search}`, method: init?.method ?? 'GET', headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) for (const one of [value ?? []].flat()) out.append(name, one);
          const body = status === 304 || status === 204 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers: out }));
        });
      });
      req.on('error', reject);
      init?.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
      // A form POST's url-encoded body (the only body the fetcher sends).
      req.end(typeof init?.body === 'string' ? init.body : undefined);
    });
}

export interface RunOptions {
  signal?: AbortSignal;
  log?: (e: CrawlEvent) => void;
  maxPages?: number;
  /** Instead of the test web's own seeds. */
  seeds?: string[];
  deliver?: (notices: Notice[]) => Promise<void>;
}

/** One crawl of the test web's seeds into `store`, as the helper would run it but with no delay. */
export function crawlTestWeb(web: TestWeb, store: Store, options: RunOptions = {}): Promise<CrawlReport> {
  return crawlLocal(web.port, options.seeds ?? web.seeds, store, options);
}

/** One crawl of `seeds`, every host served by the server on 127.0.0.1:port, with no delay. */
export function crawlLocal(port: number, seeds: string[], store: Store, options: RunOptions & { timeoutMs?: number } = {}): Promise<CrawlReport> {
  const fetcher = createFetcher({ fetch: withCookies(localFetch(port)), hostDelayMs: 0, timeoutMs: options.timeoutMs ?? 10_000 });
  return crawl(
    { fetcher, store, classifier, tokenizer, clock: Date.now, log: options.log, deliver: options.deliver },
    { seeds, signal: options.signal, maxPages: options.maxPages },
  );
}

/** Precision and recall of found URLs against true URLs. */
export function precisionRecall(found: string[], truth: string[]): { precision: number; recall: number; missed: string[]; extra: string[] } {
  const want = new Set(truth);
  const got = new Set(found);
  const hits = [...got].filter((u) => want.has(u)).length;
  return {
    precision: got.size ? hits / got.size : 1,
    recall: want.size ? hits / want.size : 1,
    missed: [...want].filter((u) => !got.has(u)),
    extra: [...got].filter((u) => !want.has(u)),
  };
}

/** The helper's `crawl` arguments for a web on 127.0.0.1:`port`: each seed, a state directory, every `*.edu.cn` host resolved there, no delay; `extra` after. */
export const localCrawlArgs = (seeds: string[], state: string, port: number, extra: string[] = []): string[] => [
  ...seeds.flatMap((seed) => ['--seed', seed]),
  '--state', state, '--resolve', `*.edu.cn=127.0.0.1:${port}`, '--delay', '0', ...extra,
];

/** URLs of notices. */
export const urlsOf = (notices: Notice[]) => notices.map((n) => n.url);

/**
 * An Io for a helper command in a test: its JSON lines parsed (the crawl writes them through `out`,
 * helper/output.ts; other commands through `outLine`), its log lines kept.
 */
export function captureIo(): Io & { logs: string[]; lines: Record<string, unknown>[] } {
  const logs: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const out = (text: string) => lines.push(...text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
  return { args: [], logs, lines, out, outLine: (v) => lines.push(v as Record<string, unknown>), log: (t) => logs.push(t), close: async () => {} };
}

/** One answer of `startSites`' route: an HTML page by default. */
export interface SiteAnswer {
  status?: number;
  body?: string;
  location?: string;
  type?: string;
  headers?: Record<string, string>;
}

/**
 * Small made-up sites on one 127.0.0.1 server, answered by `route(host, path)` (undefined: 404);
 * robots.txt allows all unless the route answers it. `requests` lists `host + path` in order.
 */
export async function startSites(route: (host: string, path: string, req: IncomingMessage) => SiteAnswer | string | undefined): Promise<{ server: TestServer; requests: string[] }> {
  const requests: string[] = [];
  const server = await startServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = req.url ?? '/';
    requests.push(`${host}${path}`);
    const found = route(host, path, req);
    const answer: SiteAnswer | undefined = typeof found === 'string' ? { body: found } : found ?? (path === '/robots.txt' ? { type: 'text/plain', body: 'User-agent: *\nDisallow:\n' } : undefined);
    if (!answer) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    const headers = { 'content-type': answer.type ?? 'text/html; charset=utf-8', ...(answer.location ? { location: answer.location } : {}), ...answer.headers };
    res.writeHead(answer.status ?? 200, headers).end(answer.body ?? '');
  });
  return { server, requests };
}
