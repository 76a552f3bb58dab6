#!/usr/bin/env -S npx tsx
/**
 * test/shapes8's server: its three sites (sites.mjs: two portals, one with a sub-site; a stream
 * of reposts) served with the test-web kit on one port, days 1 and 2, every host by its Host
 * header; any method is handed to the sites (as before). Every request line is in `/__stats`'s `paths`.
 * Usage: npx tsx test/shapes8/server.ts [--port 8798] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import { answer, COUNTERS, truth, web, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, Notice8, Shape, Truth8 } from './sites.mjs';

export function startServer({ port = 8798, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = web();
  return startWeb({
    name: 'shapes8', port, bind, day, days: [1, 2], truth, counters: COUNTERS,
    methods: ['GET', 'HEAD', 'POST'],
    siteOf: (host) => sites.find((s) => s.hosts.includes(host)),
    keyOf: (s) => s.site,
    handle: (s, req, d) => answer(s, req, d),
  });
}

serveCli(import.meta.url, startServer, 8798, 'test/shapes8');
