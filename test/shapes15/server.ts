#!/usr/bin/env -S npx tsx
/**
 * test/shapes15's server: its six sites (sites.mjs) served with the test-web kit on one port by the
 * Host header, days 1, 2 and 3. A list moved in the redesign answers its old address with a 301
 * (counted `redirects`); no answer is a 404 counted `notFound`, its address kept in the site's
 * `missing`. robots.txt allows all but /admin/. Every method is handed to the sites, as before the kit.
 * Usage: npx tsx test/shapes15/server.ts [--port 8815] [--day 1|2|3]
 *   /__truth[?day=N], /__day?set=1|2|3, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { METHODS } from 'node:http';
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import type { Answer, SiteStats } from '../kit/types.ts';
import { COUNTERS, handle, siteName, truth, web, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, Edit15, Notice15, Shape, Truth15 } from './sites.mjs';
/** A site's stats here: the kit's, and the addresses answered 404. */
export type Stats15 = SiteStats<Counter> & { missing: string[] };

const NOT_FOUND = '<html><body><h1>404 Not Found</h1></body></html>';
const ROBOTS: Answer<Counter> = { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };

export async function startServer({ port = 8815, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = web();
  const server: WebServer<Counter> = await startWeb({
    name: 'shapes15', port, bind, day, days: [1, 2, 3], truth, counters: COUNTERS, methods: METHODS,
    siteOf: (host) => sites.find((s) => s.host === host),
    keyOf: siteName,
    handle(s, req, d) {
      if (req.url.pathname === '/robots.txt') return ROBOTS;
      // A `;jsessionid=` path parameter reaches the server inside the path.
      const out = handle(s, req.url.pathname, req.url.searchParams, d);
      if (!out) {
        ((server.control.siteStats(siteName(s)) as Stats15).missing ??= []).push(req.rawUrl);
        return { status: 404, body: NOT_FOUND, count: 'notFound' };
      }
      return typeof out === 'string' ? { body: out } : out;
    },
  });
  return server;
}

serveCli(import.meta.url, startServer, 8815, 'test/shapes15');
