#!/usr/bin/env -S npx tsx
/**
 * test/web2's server: its six universities (sites.mjs) served with the test-web kit on one port,
 * every host by its Host header, days 1 and 2. Same seed, same web.
 * Usage: npx tsx test/web2/server.ts [--port 8765] [--day 1|2] [--seed 1] [--titles DIR] [--bind 127.0.0.1]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day and site: requests, list pages, `paths`:
 *   each request as asked, what the old /__log listed), /__reset: test/kit/README.md.
 */
import { METHODS } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startWeb, type WebServer } from '../kit/server.ts';
import type { WebStats } from '../kit/types.ts';
import { COUNTERS, TITLES, truthFor, web, type Truth2 } from './sites.mjs';

export { COUNTERS, truthFor };
export type { Notice2, Truth2 } from './sites.mjs';

export interface ServerOptions { port?: number; bind?: string; day?: number; seed?: number; titlesDir?: string }

/** The truth of seed 1 (the web the test and figures run on), as the kit's figures command asks for it. */
export const truth = (day: number): Truth2 => truthFor({ seed: 1, day });

export function startServer({ port = 8765, bind = '127.0.0.1', day = 1, seed = 1, titlesDir = TITLES }: ServerOptions = {}): Promise<WebServer<never>> {
  if (![1, 2].includes(day)) throw new Error('--day must be 1 or 2');
  const w = web({ seed, titlesDir });
  return startWeb({
    name: 'web2', port, bind, day, days: [1, 2], truth: w.truth, counters: COUNTERS,
    // Every host is answered by the sites (an unknown one with their own 404 page), every method too (a 405 of theirs).
    methods: METHODS, siteOf: (host) => host, keyOf: w.siteKey,
    handle: (_host, req, d) => w.handle(req, d),
  });
}

/** Every URL asked on `day`, each once, as the old /__log listed them (`http://host/path?query`). */
export const askedOn = (stats: WebStats, day: number): string[] =>
  Object.values(stats[day] ?? {}).flatMap((site) => Object.keys(site.paths)).map((p) => `http:${p.slice(p.indexOf(' ') + 1)}`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const o: ServerOptions = { port: 8765, day: 1, seed: 1, bind: '127.0.0.1' };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!.replace(/^--/, '');
    const v = argv[++i];
    if (v === undefined) throw new Error(`${argv[i - 1]} needs a value`);
    if (k === 'titles') o.titlesDir = v;
    else if (k === 'bind') o.bind = v;
    else if (k === 'port' || k === 'day' || k === 'seed') o[k] = Number(v);
    else throw new Error(`unknown option ${argv[i - 1]}`);
  }
  const s = await startServer(o);
  const t = s.control.route(new URL('http://web2/__truth')) as Truth2;
  console.log(`web2 listening on http://${o.bind}:${(s.address() as { port: number }).port}  day=${o.day} seed=${o.seed}`);
  console.log(`seeds: ${t.seeds.join(' ')}`);
  console.log(`notices: ${t.counts.notices} (day ${o.day}), new on day 2: ${t.counts.newOnDay2}, blocked: ${t.counts.blocked}, stream duplicates: ${t.counts.duplicates}`);
}
