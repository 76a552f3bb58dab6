#!/usr/bin/env -S npx tsx
/**
 * test/shapes13's server: its five sites (sites.mjs: list rows of many shapes) served with the
 * test-web kit on one port, days 1 and 2, every host by its Host header; GET, HEAD and POST
 * handed to the sites.
 * Usage: npx tsx test/shapes13/server.ts [--port 8853] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import { answer, COUNTERS, sitesOf, truth, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, Notice13, Shape, Truth13 } from './sites.mjs';

export function startServer({ port = 8853, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = sitesOf();
  return startWeb({
    name: 'shapes13', port, bind, day, days: [1, 2], truth, counters: COUNTERS,
    methods: ['GET', 'HEAD', 'POST'],
    siteOf: (host) => sites.find((s) => s.host === host),
    keyOf: (s) => s.site,
    handle: (s, req, d) => answer(s, req, d),
  });
}

serveCli(import.meta.url, startServer, 8853, 'test/shapes13');
