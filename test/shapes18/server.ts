#!/usr/bin/env -S npx tsx
/**
 * test/shapes18's server: its six sites (sites.mjs) served with the test-web kit on one port, days
 * 1 and 2. The sites answer in their own terms, read here into the kit's: a login page counts
 * `logins`, a redirect is a 302 counted `redirects`, a shell page `shells`, no answer a 404 counted
 * `notFound`; a list page asked by a GET naming another page is noted in `wrongPageAsks` (by the
 * address it was asked under). robots.txt allows all but /admin/ on every site.
 * Usage: npx tsx test/shapes18/server.ts [--port 8818] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import type { Answer, SiteStats } from '../kit/types.ts';
import { truth, web, type Answer18 } from './sites.mjs';

export { truth };
export type { Truth, TruthNotice, TruthPage } from './sites.mjs';

/** The web's counters of /__stats. */
export const COUNTERS = ['shells', 'redirects', 'logins', 'notFound'] as const;
export type Counter = (typeof COUNTERS)[number];
/** A site's stats here: the counters, and the list asks that named another page. */
export type Stats18 = SiteStats<Counter> & { wrongPageAsks: string[] };

const NOT_FOUND = '<html><head><title>404</title></head><body><h1>404 Not Found</h1></body></html>';
const ROBOTS: Answer<Counter> = { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };

/** A site's answer in the kit's terms. */
function toAnswer(out: Answer18 | undefined): Answer<Counter> {
  if (!out) return { status: 404, body: NOT_FOUND, count: 'notFound' };
  const login: Counter[] = out.login ? ['logins'] : [];
  if (out.redirect) return { status: 302, body: '', type: 'text/html', headers: { location: out.redirect }, count: [...login, 'redirects'] };
  if (out.raw) return { body: out.raw.body, type: out.raw.type, count: login };
  return { body: out.body, list: out.list, tenders: out.tenders, count: [...login, ...(out.shell ? ['shells' as const] : [])] };
}

export async function startServer({ port = 8818, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = web();
  const server: WebServer<Counter> = await startWeb({
    name: 'shapes18', port, bind, day, days: [1, 2], truth, counters: COUNTERS,
    methods: ['GET', 'HEAD', 'POST'],
    refused: { status: 404, body: 'not found', type: 'text/plain', count: 'notFound' },
    siteOf: (host) => sites.find((s) => s.hosts.includes(host)),
    keyOf: (s) => s.site,
    postAsk: (body) => body.slice(0, 100),
    handle(s, req, d) {
      const st = server.control.siteStats(s.site) as Stats18;
      st.wrongPageAsks ??= [];
      if (req.url.pathname === '/robots.txt') return ROBOTS;
      const type = req.headers['content-type'] ?? '';
      const form = new URLSearchParams(/urlencoded/.test(type) || !type ? req.body : '');
      const out = s.handle({ method: req.method, host: req.host, url: req.url, form }, d);
      if (out?.list && out.wrongAsk) {
        const asked = `${req.method === 'POST' ? `POST ${req.body.slice(0, 100)} ` : ''}//${(req.headers.host ?? '').toLowerCase()}${req.rawUrl}`;
        st.wrongPageAsks.push(`${asked} → ${out.list}`);
      }
      return toAnswer(out);
    },
  });
  return server;
}

serveCli(import.meta.url, startServer, 8818, 'test/shapes18');
