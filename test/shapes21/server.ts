#!/usr/bin/env -S npx tsx
/**
 * test/shapes21's server: its seven sites (sites.mjs) served with the test-web kit on one port,
 * days 1 and 2. A POST is taken (the select-form pager, the post-resolve lookups); a new day
 * expires every form token; a form POST's token is left out of its list page's stats.
 * Usage: npx tsx test/shapes21/server.ts [--port 8821] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import { COUNTERS, sha, truth, web, writeTwiceLength, type Context21, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, ListPage21, Notice21, Shape, Truth21 } from './sites.mjs';

export function startServer({ port = 8821, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const ctx: Context21 = {
    day, tokens: new Set(), issued: 0,
    newToken() { const t = sha('lsh-token', ctx.day, ++ctx.issued).slice(0, 24); ctx.tokens.add(t); return t; },
  };
  const sites = web();
  return startWeb({
    name: 'shapes21', port, bind, day, days: [1, 2], truth, counters: COUNTERS,
    methods: ['GET', 'HEAD', 'POST'],
    // A day later every form token has expired.
    onDay: (d) => { ctx.day = d; ctx.tokens.clear(); },
    siteOf: (host) => sites.find((s) => s.host === host),
    keyOf: (s) => s.site,
    handle(s, req, d) {
      const out = s.handle(req, d, ctx);
      return out.raw === 'twice-length' ? { ...out, write: (rq, rs) => writeTwiceLength(rq, rs, out) } : out;
    },
    postAsk: (body) => body.replace(/token=[^&]*&?/, ''),
  });
}

serveCli(import.meta.url, startServer, 8821, 'test/shapes21');
