#!/usr/bin/env -S npx tsx
/**
 * test/web5's server: its seven universities (sites.mjs) served with the test-web kit on one port,
 * every host by its Host header; days 1 and 2; any method handed to the sites (a POST is an
 * ASP.NET postback, another method their 405).
 * Usage: npx tsx test/web5/server.ts [--port 8795] [--day 1|2] [--seed 1] [--bind 127.0.0.1] [--corpus FILE]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { METHODS } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startWeb, type WebServer } from '../kit/server.ts';
import { COUNTERS, DEFAULT_CORPUS, makeWeb, truthFor, type Counter, type Model5 } from './sites.mjs';

export { COUNTERS, truthFor };
export type { Counter, ListPage5, Model5, Notice5, Truth5 } from './sites.mjs';

/** The web of `seed` on `port`; `model` is its seeded model (the self-check reads its lists). */
export async function startServer({ port = 8795, bind = '127.0.0.1', day = 1, seed = 1, corpusFile = DEFAULT_CORPUS }: { port?: number; bind?: string; day?: number; seed?: number; corpusFile?: string } = {}): Promise<WebServer<Counter> & { model: Model5 }> {
  if (![1, 2].includes(Number(day))) throw new Error('--day must be 1 or 2');
  const web = makeWeb({ seed, corpusFile });
  const server = await startWeb({
    name: 'web5', port, bind, day: Number(day), days: [1, 2], truth: web.truth, counters: COUNTERS,
    siteOf: web.siteOf, keyOf: (s) => s.key, handle: web.handle, methods: METHODS, onReset: web.reset,
    // A postback is named by the page it asks for, not its view state.
    postAsk: (body) => `__EVENTARGUMENT=${new URLSearchParams(body).get('__EVENTARGUMENT') ?? ''}`,
  });
  return Object.assign(server, { model: web.model });
}

/** The truth of `day` for the seed the server was started with (the kit's `truth(day)`, seed 1). */
export const truth = (day = 1) => truthFor({ day });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const o = { port: Number(opt('port') ?? 8795), day: Number(opt('day') ?? 1), seed: Number(opt('seed') ?? 1), bind: opt('bind') ?? '127.0.0.1', corpusFile: opt('corpus') ?? DEFAULT_CORPUS };
  const s = await startServer(o);
  const port = (s.address() as { port: number }).port;
  const t = truthFor({ seed: o.seed, day: o.day, corpusFile: o.corpusFile });
  console.log(`web5 listening on http://${o.bind}:${port}  day=${o.day} (${t.today}) seed=${o.seed}  news titles: ${t.titlesFromCorpus ? 'own + ../shared/corpus (read in place)' : 'own only (../shared/corpus absent)'}`);
  console.log(`resolve: '*.edu.cn=${o.bind}:${port}'`);
  console.log(`seeds: ${t.seeds.map((u) => `--seed ${u}`).join(' ')}`);
  console.log(`notices: ${t.counts.notices} on day ${o.day}; new on day 2: ${truthFor({ seed: o.seed, day: 2, corpusFile: o.corpusFile }).counts.newOnDay2}; browser-only: ${t.counts.browserOnly}; file-only: ${t.counts.files}; list pages: ${t.counts.listPages}`);
}
