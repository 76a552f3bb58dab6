/**
 * The helper's crawl with a host delay, as a user runs it: an 8-site and a 40-site test web,
 * time to the first notice delivered, time to all, the slowest site crawled alone (target: all
 * ≤ 1.5 × that), requests in flight at most, and the harvest rate; then the harvest rate on
 * test/web2 (written apart from the crawler). Flags: --delay=MS (default 300), --sites=8,40.
 */
import type { AddressInfo } from 'node:net';
import { createClassifier } from '../lib/classify/index.ts';
import { crawl } from '../lib/crawl/index.ts';
import { createFetcher } from '../lib/fetch/index.ts';
import { MemoryStore } from '../lib/store/memory.ts';
import { loadNodeTokenizer } from '../helper/jieba-node.ts';
import { localFetch } from '../test/crawl/support.ts';
import { startTestWeb } from '../testweb/index.ts';
import { harvestCounter } from './harvest.ts';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

/** The helper's wiring (helper/commands/crawl.ts: 16 requests in flight) over the local server. */
async function timedCrawl(port: number, seeds: string[], delayMs: number) {
  const store = new MemoryStore();
  const harvest = harvestCounter();
  let inFlight = 0;
  let maxInFlight = 0;
  const local = localFetch(port);
  const fetcher = createFetcher({
    fetch: async (url, init) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      try {
        return await local(url, init);
      } finally {
        inFlight--;
      }
    },
    hostDelayMs: delayMs,
    maxConcurrent: 16,
  });
  const start = performance.now();
  let first: number | undefined;
  const report = await crawl(
    {
      fetcher,
      store,
      classifier,
      tokenizer,
      clock: Date.now,
      log: harvest.log,
      deliver: async () => void (first ??= (performance.now() - start) / 1000),
    },
    { seeds },
  );
  const all = (performance.now() - start) / 1000;
  return { first, all, notices: report.newNotices.length, harvest: await harvest.rate(store), maxInFlight, requests: report.sites.map((s) => ({ site: s.site, requests: s.requests })) };
}

async function parallel(sites: number, delayMs: number) {
  const web = await startTestWeb({ sites, seed: 1 });
  try {
    const run = await timedCrawl(web.port, web.seeds, delayMs);
    const slowest = run.requests.sort((a, b) => b.requests - a.requests)[0]!;
    const alone = await timedCrawl(web.port, web.seeds.filter((s) => s.includes(slowest.site)), delayMs);
    console.log(`| ${sites} sites, host delay ${delayMs} ms | first notice | all | all ÷ slowest alone | notices | harvest | most requests in flight |`);
    console.log('|---|---|---|---|---|---|---|');
    const h = (x: typeof run.harvest) => `${x.rate.toFixed(3)} (${x.useful}/${x.all})`;
    console.log(`| all at once | ${run.first?.toFixed(1)} s | ${run.all.toFixed(1)} s | ${(run.all / alone.all).toFixed(2)} | ${run.notices} | ${h(run.harvest)} | ${run.maxInFlight} |`);
    console.log(`| slowest site alone (${slowest.site}, ${slowest.requests} requests) | ${alone.first?.toFixed(1)} s | ${alone.all.toFixed(1)} s | 1 | ${alone.notices} | ${h(alone.harvest)} | ${alone.maxInFlight} |`);
  } finally {
    await web.close();
  }
}

async function web2Harvest() {
  const { startServer, truth } = await import('../test/web2/server.ts');
  const server = await startServer({ port: 0, seed: 1 });
  try {
    const { seeds } = truth(1);
    const run = await timedCrawl((server.address() as AddressInfo).port, seeds, 0);
    console.log(`\n| test/web2 (seed 1), no delay | all | notices | harvest |`);
    console.log('|---|---|---|---|');
    console.log(`| ${seeds.length} sites | ${run.all.toFixed(1)} s | ${run.notices} | ${run.harvest.rate.toFixed(3)} (${run.harvest.useful}/${run.harvest.all}) |`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function run(): Promise<void> {
  const delay = Number(flag('delay') ?? 300);
  for (const sites of (flag('sites') ?? '8,40').split(',').filter((s) => s !== 'none').map(Number)) await parallel(sites, delay);
  await web2Harvest();
}
