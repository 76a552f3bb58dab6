#!/usr/bin/env -S npx tsx
/**
 * test/web3's server: its eight universities (sites.mjs) served with the test-web kit on one port,
 * every host by its Host header, days 1 and 2. Same seed, same web.
 * Usage: npx tsx test/web3/server.ts [--port 8767] [--day 1|2] [--seed 1] [--bind 127.0.0.1] [--fixtures DIR] [--corpus FILE]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day and site: requests, list pages, and the
 *   counts the old /__log kept: attachments, disallowed, offsite, calendar, gateway412, conditional,
 *   notModified), /__reset: test/kit/README.md.
 */
import { METHODS } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startWeb, type WebServer } from '../kit/server.ts';
import { COUNTERS, DEFAULTS, truthFor, web, type Counter, type Truth3 } from './sites.mjs';

export { COUNTERS, truthFor };
export type { Counter, Notice3, Truth3 } from './sites.mjs';

export interface ServerOptions { port?: number; bind?: string; day?: number; seed?: number; fixturesDir?: string; corpusFile?: string }

/** The truth of seed 1 (the web the figures are taken on), as the kit's figures command asks for it. */
export const truth = (day: number): Truth3 => truthFor({ seed: 1, day });

export function startServer({ port = 8767, bind = '127.0.0.1', day = 1, seed = 1, fixturesDir = DEFAULTS.fixturesDir, corpusFile = DEFAULTS.corpusFile }: ServerOptions = {}): Promise<WebServer<Counter>> {
  if (![1, 2].includes(day)) throw new Error('--day must be 1 or 2');
  const w = web({ seed, fixturesDir, corpusFile });
  return startWeb({
    name: 'web3', port, bind, day, days: [1, 2], truth: w.truth, counters: COUNTERS,
    // Every host is answered by the sites (an unknown one with their own 404 page), every method too (a 405 of theirs).
    methods: METHODS, siteOf: (host) => host, keyOf: w.siteKey,
    handle: (_host, req, d) => w.handle(req, d),
    // A postback is named by its event (Page$3), not its view state.
    postAsk: (body) => new URLSearchParams(body).get('__EVENTARGUMENT') || body.slice(0, 120),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const o: ServerOptions = { port: 8767, day: 1, seed: 1, bind: '127.0.0.1' };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!.replace(/^--/, '');
    const v = argv[++i];
    if (v === undefined) throw new Error(`${argv[i - 1]} needs a value`);
    if (k === 'fixtures') o.fixturesDir = v;
    else if (k === 'corpus') o.corpusFile = v;
    else if (k === 'bind') o.bind = v;
    else if (k === 'port' || k === 'day' || k === 'seed') o[k] = Number(v);
    else throw new Error(`unknown option ${argv[i - 1]}`);
  }
  const s = await startServer(o);
  const port = (s.address() as { port: number }).port;
  const t = s.control.route(new URL('http://web3/__truth')) as Truth3;
  console.log(`web3 listening on http://${o.bind}:${port}  day=${o.day} seed=${o.seed}  titles: fixtures${t.titlesFromCorpus ? ' + ../shared/corpus reviewed titles' : ' only (../shared/corpus absent)'}`);
  console.log(`resolve: '*.edu.cn=${o.bind}:${port}'`);
  console.log(`seeds: ${t.seeds.join(' ')}`);
  console.log(`notices: ${t.counts.notices} (day ${o.day}), new on day 2: ${t.counts.newOnDay2}, browser-only: ${t.counts.browserOnly}, attachment-only: ${t.counts.attachmentOnly}`);
}
