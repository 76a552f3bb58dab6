#!/usr/bin/env -S npx tsx
/**
 * test/shapes19's server: its eight sites (sites.mjs) served with the test-web kit on one port,
 * days 1 and 2; a new day expires every session the session-cookie site issued.
 * Usage: npx tsx test/shapes19/server.ts [--port 8819] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import { COUNTERS, sha, truth, web, type Context19, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, ListPage19, Notice19, Shape, Truth19 } from './sites.mjs';

export function startServer({ port = 8819, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const ctx: Context19 = {
    day, sessions: new Set(), issued: 0,
    newSession() { const id = sha('JSESSIONID', ++ctx.issued).slice(0, 32).toUpperCase(); ctx.sessions.add(id); return id; },
  };
  const sites = web();
  return startWeb({
    name: 'shapes19', port, bind, day, days: [1, 2], truth, counters: COUNTERS,
    // A day later every session has long expired.
    onDay: (d) => { ctx.day = d; ctx.sessions.clear(); },
    siteOf: (host) => sites.find((s) => s.host === host),
    keyOf: (s) => s.site,
    handle: (s, req, d) => s.handle(req, d, ctx),
  });
}

serveCli(import.meta.url, startServer, 8819, 'test/shapes19');
