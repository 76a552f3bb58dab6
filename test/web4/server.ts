#!/usr/bin/env -S npx tsx
/**
 * test/web4's server: its six universities (sites.mjs) served with the test-web kit on one port,
 * every host by its Host header; days 1 and 2; any method handed to the sites (the jQuery lists
 * POST to their API).
 * Usage: npx tsx test/web4/server.ts [--port 8791] [--day 1|2] [--seed 1] [--bind 127.0.0.1]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per host), /__reset: test/kit/README.md.
 */
import { METHODS } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startWeb, type WebServer } from '../kit/server.ts';
import { COUNTERS, makeWeb, truthFor, type Counter } from './sites.mjs';

export { COUNTERS, truthFor };
export type { Counter, Notice4, Truth4 } from './sites.mjs';

/** The web of `seed` on `port` (0: a free one). */
export function startServer({ port = 0, bind = '127.0.0.1', day = 1, seed = 1 }: { port?: number; bind?: string; day?: number; seed?: number } = {}): Promise<WebServer<Counter>> {
  const web = makeWeb({ seed });
  return startWeb({
    name: 'web4', port, bind, day, days: [1, 2], truth: web.truth, counters: COUNTERS,
    siteOf: web.siteOf, keyOf: (s) => s.key, handle: web.handle, methods: METHODS,
  });
}

/** The truth of `day` for seed 1 (what `startServer()` serves). */
export const truth = (day = 1) => truthFor({ day });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string, dflt: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1]! : dflt; };
  const o = { port: Number(arg('port', '8768')), bind: arg('bind', '127.0.0.1'), day: Number(arg('day', '1')), seed: Number(arg('seed', '1')) };
  const s = await startServer(o);
  const port = (s.address() as { port: number }).port;
  const t = truthFor({ seed: o.seed, day: o.day });
  console.log(`web4 on ${o.bind}:${port}, day ${o.day}, seed ${o.seed}: ${t.counts.notices} notices (${t.counts.browserOnly} browser-only, ${t.counts.attachmentOnly} attachment-only), ${t.counts.newOnDay2} new on day 2`);
  console.log(`--resolve '*.edu.cn=127.0.0.1:${port}'  seeds: ${t.seeds.join(' ')}`);
}
