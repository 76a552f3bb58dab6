#!/usr/bin/env -S npx tsx
/**
 * test/shapes16's server: its three universities (sites.mjs) and the other domains their rows lead
 * to, served with the test-web kit on one port by the Host header, days 1 and 2. A request to
 * another domain for a row's notice is counted on the university whose row links it
 * (`offsiteRequests`, its path in the site's `paths`); any other request to another domain
 * (robots.txt, a page no row names) goes to the kit's `other` and is answered 404. A redirect
 * (the university's /redirect.jsp) is a 302 counted `redirects`; no answer a 404 counted
 * `notFound`. Every method is handed to the sites, as before the kit.
 * Usage: npx tsx test/shapes16/server.ts [--port 8816] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { METHODS } from 'node:http';
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import type { Answer } from '../kit/types.ts';
import { COUNTERS, truth, web, type Answer16, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, Notice16, Shape, Truth16 } from './sites.mjs';

const NOT_FOUND: Answer<Counter> = { status: 404, body: '<html><body><h1>404 Not Found</h1></body></html>', count: 'notFound' };
const ROBOTS: Answer<Counter> = { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };

/** A university's answer in the kit's terms. */
function toAnswer(out: Answer16): Answer<Counter> {
  if (!out) return NOT_FOUND;
  if (typeof out === 'string') return { body: out };
  if ('redirect' in out) return { status: 302, body: '', type: 'text/html', headers: { location: out.redirect }, count: 'redirects' };
  return out;
}

export function startServer({ port = 8816, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = web();
  const hrefOf = (host: string, url: URL) => new URL(`${url.pathname}${url.search}`, `http://${host || 'x'}`).href;
  return startWeb({
    name: 'shapes16', port, bind, day, days: [1, 2], truth, counters: COUNTERS, methods: METHODS,
    // A university's own host, or another domain's page one of its rows links.
    siteOf: (host, url) => sites.find((s) => s.hosts.includes(host)) ?? sites.find((s) => s.ownsOffsite(hrefOf(host, url))),
    keyOf: (s) => s.site,
    handle(s, req, d) {
      const href = hrefOf(req.host, req.url);
      if (!s.hosts.includes(req.host)) {
        const body = s.handleOffsite(href, d);
        return body ? { body, count: 'offsiteRequests' } : { ...NOT_FOUND, count: ['offsiteRequests', 'notFound'] };
      }
      if (req.url.pathname === '/robots.txt') return ROBOTS;
      return toAnswer(s.handle(href, d));
    },
  });
}

serveCli(import.meta.url, startServer, 8816, 'test/shapes16');
