#!/usr/bin/env -S npx tsx
/**
 * test/shapes20's server: its nine sites (sites.mjs) served with the test-web kit on one port,
 * days 1 to 3. A stalled detail is held `stallMs` (counted `stalled`), then answered unless the
 * client gave up first (counted `stallsAbandoned`); `/__reset` re-arms fail-once's 502.
 * Usage: npx tsx test/shapes20/server.ts [--port 8820] [--day 1|2|3] [--stall-ms 125000]
 *   /__truth[?day=N], /__day?set=1|2|3, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import type { Answer } from '../kit/types.ts';
import { COUNTERS, DAYS, NOT_FOUND, truth, web, type Context20, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Change20, Counter, Kind, ListPage20, Notice20, Shape, Truth20 } from './sites.mjs';

export async function startServer({ port = 8820, bind = '127.0.0.1', day = 1, stallMs = 125_000 }: { port?: number; bind?: string; day?: number; stallMs?: number } = {}): Promise<WebServer<Counter>> {
  const ctx: Context20 = { day, failArmed: true };
  const timers = new Set<NodeJS.Timeout>();
  const sites = web();
  /** Held: the page comes after stallMs, unless the client gave up first (then counted against `site` that day). */
  const held = (site: string, page: Answer<Counter>): Answer<Counter> => ({
    count: 'stalled',
    write(req, res) {
      const st = server.control.siteStats(site);
      const t = setTimeout(() => {
        timers.delete(t);
        if (res.destroyed) return;
        res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers });
        res.end(page.body ?? '');
      }, stallMs);
      timers.add(t);
      res.on('close', () => { if (!res.writableEnded) { st.stallsAbandoned++; clearTimeout(t); timers.delete(t); } });
    },
  });
  const server = await startWeb({
    name: 'shapes20', port, bind, day, days: DAYS, truth, counters: COUNTERS,
    refused: { ...NOT_FOUND, status: 405 },
    onDay: (d) => { ctx.day = d; },
    onReset: () => { ctx.failArmed = true; },
    siteOf: (host) => sites.find((s) => s.hosts.includes(host)),
    keyOf: (s) => s.site,
    handle(s, req, d) {
      const out = s.answer(req, d, ctx);
      return 'stall' in out ? held(s.site, out.stall) : out;
    },
  });
  server.on('close', () => { for (const t of timers) clearTimeout(t); timers.clear(); });
  return server;
}

serveCli(import.meta.url, (o) => startServer({ ...o, stallMs: o.opt('stall-ms') ?? 125_000 }), 8820, 'test/shapes20');
