#!/usr/bin/env -S npx tsx
/**
 * test/shapes5's server: its three sites (sites.mjs) served with the test-web kit on one port,
 * days 1 and 2, every host by its Host header; any method is handed to the sites (as before).
 * Usage: npx tsx test/shapes5/server.ts [--port 8795] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import { answer, COUNTERS, truth, web, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, Notice5, Shape, Truth5 } from './sites.mjs';

export function startServer({ port = 8795, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = web();
  return startWeb({
    name: 'shapes5', port, bind, day, days: [1, 2], truth, counters: COUNTERS,
    methods: ['GET', 'HEAD', 'POST'],
    siteOf: (host) => sites.find((s) => s.hosts.includes(host)),
    keyOf: (s) => s.site,
    handle: (s, req, d) => answer(s, req, d),
  });
}

serveCli(import.meta.url, startServer, 8795, 'test/shapes5');
