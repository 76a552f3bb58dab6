/**
 * A test web's HTTP server: every host on one port, told apart by the Host header (its port
 * ignored); the control routes (control.ts) answered on any host; every other request counted in
 * that day's stats and handed to the site that serves its host. A host no site serves is a 404, a
 * method the web does not take a 405; a handler that throws is a 500 (logged), and one that
 * answers nothing a 404. The web brings its sites and its truth; the plumbing is here.
 */
import http, { type IncomingMessage, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { clientOf, createControl, type Control, type ControlOptions } from './control.ts';
import type { Answer, Truth, WebRequest } from './types.ts';

export interface WebOptions<C extends string, T extends Truth, S> extends ControlOptions<C, T> {
  /** The web's name, for its error lines. */
  name: string;
  port?: number;
  bind?: string;
  /** The site serving `host`, or undefined; `url` (path and query) for a web whose sites share a host. */
  siteOf: (host: string, url: URL) => S | undefined;
  /** The stats key of a site (its registrable domain). */
  keyOf: (site: S) => string;
  /** A site's answer to a request on `day`; undefined is a 404. */
  handle: (site: S, req: WebRequest, day: number) => Answer<C> | undefined;
  /** Methods handed to the sites (default GET and HEAD); any other is answered `refused`. */
  methods?: readonly string[];
  /** The answer to a method the web does not take (default a 405 counted as `notFound` when the web counts that). */
  refused?: Answer<C>;
  /** How a POST to a list page is named in its stats, before its address (default the body). */
  postAsk?: (body: string) => string;
}

/** The web's server, listening; `control` gives a test the day and stats without HTTP. */
export type WebServer<C extends string> = Server & { control: Control<C> };

const NOT_FOUND: Answer = { status: 404, body: 'not found', type: 'text/plain' };
/** The body of a request, its first 64 chunks (a form, never an upload). */
const bodyOf = (req: IncomingMessage) => new Promise<string>((resolve, reject) => {
  const parts: Buffer[] = [];
  req.on('data', (b: Buffer) => { if (parts.length < 64) parts.push(b); });
  req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
  req.on('error', reject);
});

export function startWeb<C extends string, T extends Truth, S>(options: WebOptions<C, T, S>): Promise<WebServer<C>> {
  const control = createControl(options);
  const methods = options.methods ?? ['GET', 'HEAD'];
  const refused = options.refused ?? { status: 405, body: 'method not allowed', type: 'text/plain', ...(options.counters.includes('notFound' as C) ? { count: 'notFound' as C } : {}) };
  const server = http.createServer(async (req, res) => {
    const reply = ({ status = 200, body = '', type = 'text/html; charset=utf-8', headers = {} }: Answer<C>) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      const body = await bodyOf(req);
      const hostHeader = (req.headers.host ?? '').toLowerCase();
      const host = hostHeader.replace(/:\d+$/, '');
      // Absolute-form request lines (a browser talking to a proxy) name the path the same way.
      const url = new URL(req.url ?? '/', 'http://placeholder');
      const routed = control.route(url);
      if (routed !== undefined) return reply({ body: JSON.stringify(routed), type: 'application/json' });
      const site = options.siteOf(host, url);
      const method = req.method ?? 'GET';
      // The target as sent (raw bytes of an old site's query kept); an absolute-form line by its path.
      const target = req.url?.startsWith('/') ? req.url : `${url.pathname}${url.search}`;
      const post = method === 'POST' ? `POST ${(options.postAsk ?? ((b) => b))(body)} ` : '';
      const ask = { client: clientOf(req), method, path: `//${host}${target}`, page: `${post}//${hostHeader}${target}` };
      if (!site) {
        control.record('other', ask);
        return reply({ status: 404, body: 'no such host', type: 'text/plain' });
      }
      let out: Answer<C>;
      try {
        out = methods.includes(method)
          ? options.handle(site, { method, host, url, rawUrl: req.url ?? '/', headers: req.headers, body }, control.day) ?? (NOT_FOUND as Answer<C>)
          : refused;
      } catch (e) {
        control.record(options.keyOf(site), ask);
        throw e;
      }
      control.record(options.keyOf(site), ask, out);
      if (out.write) return out.write(req, res);
      reply(out);
    } catch (e) {
      if (!res.headersSent) reply({ status: 500, body: 'server error', type: 'text/plain' });
      console.error(`${options.name}:`, (e as Error)?.message ?? e);
    }
  });
  return new Promise((resolve) => server.listen(options.port ?? 0, options.bind ?? '127.0.0.1', () => resolve(Object.assign(server, { control }))));
}

/**
 * A web's command line: `npx tsx test/<web>/server.ts [--port N] [--day N]` starts it when
 * `moduleUrl` is the script run (nothing when imported) and prints where; `opt` reads any other
 * numeric option the web takes (`--stall-ms`).
 */
export function serveCli(moduleUrl: string, start: (o: { port: number; day?: number; opt: (name: string) => number | undefined }) => Promise<{ address(): unknown }>, port: number, name: string): void {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? Number(process.argv[i + 1]) : undefined; };
  const day = opt('day');
  void start({ port: opt('port') ?? port, ...(day !== undefined ? { day } : {}), opt })
    .then((s) => console.log(`${name} on http://127.0.0.1:${(s.address() as { port: number }).port}/`));
}
