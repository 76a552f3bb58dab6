#!/usr/bin/env -S npx tsx
/**
 * test/shapes26's server: its six sites (sites.mjs) served with the test-web kit on one port, days
 * 1 and 2; every host by its Host header, the port in it ignored.
 * Usage: npx tsx test/shapes26/server.ts [--port 8826] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import { COUNTERS, DAYS, truth, web, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, Kind, ListPage26, Notice26, Shape, Truth26 } from './sites.mjs';

export function startServer({ port = 8826, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = web();
  return startWeb({
    name: 'shapes26', port, bind, day, days: DAYS, truth, counters: COUNTERS,
    siteOf: (host) => sites.find((s) => s.hosts.includes(host)),
    keyOf: (s) => s.site,
    handle: (s, req, d) => s.handle(req, d),
  });
}

serveCli(import.meta.url, startServer, 8826, 'test/shapes26');
