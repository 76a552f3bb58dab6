#!/usr/bin/env -S npx tsx
/**
 * test/shapes17's server: its five sites (sites.mjs) served with the test-web kit on one port by
 * the Host header, days 1 and 2. Each request to a site (robots.txt aside) is numbered, and its
 * answer's changing links drawn from that number (`drawsOf`); `/__reset` restarts the count. A
 * redirect is a 302 counted `redirects`; no answer a 404 counted `notFound`. Every method is handed
 * to the sites, as before the kit.
 * Usage: npx tsx test/shapes17/server.ts [--port 8817] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { METHODS } from 'node:http';
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import type { Answer } from '../kit/types.ts';
import { COUNTERS, drawsOf, truth, web, type Answer17, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, Notice17, Shape, Truth17 } from './sites.mjs';

const NOT_FOUND: Answer<Counter> = { status: 404, body: '<html><body><h1>404 Not Found</h1></body></html>', count: 'notFound' };
const ROBOTS: Answer<Counter> = { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };

/** A site's answer in the kit's terms. */
function toAnswer(out: Answer17): Answer<Counter> {
  if (!out) return NOT_FOUND;
  if ('redirect' in out) return { status: 302, body: '', type: 'text/html', headers: { location: out.redirect }, count: 'redirects' };
  return out;
}

export function startServer({ port = 8817, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = web();
  let n = 0;
  return startWeb({
    name: 'shapes17', port, bind, day, days: [1, 2], truth, counters: COUNTERS, methods: METHODS,
    onReset: () => { n = 0; },
    siteOf: (host) => sites.find((s) => s.host === host),
    keyOf: (s) => s.site,
    handle(s, req, d) {
      if (req.url.pathname === '/robots.txt') return ROBOTS;
      return toAnswer(s.handle(new URL(req.rawUrl, `http://${req.host || 'x'}`), d, drawsOf(s.site, ++n)));
    },
  });
}

serveCli(import.meta.url, startServer, 8817, 'test/shapes17');
