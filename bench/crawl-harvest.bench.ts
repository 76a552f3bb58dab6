/**
 * Harvest rate of discovery per test web (pages fetched that were lists or notices ÷ all pages
 * fetched, day 1) beside day-1 and day-2 recall, no delay: testweb/ (12 sites, seed 1),
 * test/web2 (seed 1) and test/web3 (seed 1, plain fetch: its browser-only notices count as
 * missed), test/web4 (seen since 2026-11-25) and test/web5 (seen since 2026-11-28; plain fetch too: measured,
 * never tuned on), and each shape web (test/shapes, shapes2 …: day 2 where the web has one).
 * Flag: --webs=web,web2,web3,web4,web5,shapes (default: all).
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { CrawlReport } from '../lib/crawl/index.ts';
import { MemoryStore } from '../lib/store/memory.ts';
import { crawlLocal, precisionRecall, urlsOf } from '../test/crawl/support.ts';
import { startTestWeb } from '../testweb/index.ts';
import { harvestCounter } from './harvest.ts';

interface Row {
  web: string;
  harvest: string;
  'day 1 recall': string;
  'day 2 recall': string;
}

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

/** Two days of crawling: day 1 counted for harvest, `recall` scoring each day's new notices. */
async function twoDays(
  port: number,
  seeds: string[],
  setDay2: () => Promise<void>,
  recall: (day: 1 | 2, report: CrawlReport) => Promise<number>,
): Promise<Omit<Row, 'web'>> {
  const store = new MemoryStore();
  const harvest = harvestCounter();
  const day1 = await crawlLocal(port, seeds, store, { log: harvest.log });
  const h = await harvest.rate(store);
  const r1 = await recall(1, day1);
  await setDay2();
  const day2 = await crawlLocal(port, seeds, store);
  const r2 = await recall(2, day2);
  return { harvest: `${h.rate.toFixed(3)} (${h.useful}/${h.all})`, 'day 1 recall': r1.toFixed(3), 'day 2 recall': r2.toFixed(3) };
}

async function testWeb(): Promise<Row> {
  const web = await startTestWeb({ sites: 12, seed: 1 });
  try {
    const truth = (day: 1 | 2) => (day === 1 ? web.truth(1).sites.flatMap((s) => s.notices.map((n) => n.url)) : web.truth(2).newOnDay2);
    const row = await twoDays(web.port, web.seeds, async () => web.setDay(2), async (day, report) => precisionRecall(urlsOf(report.newNotices), truth(day)).recall);
    return { web: 'testweb (12 sites, seed 1)', ...row };
  } finally {
    await web.close();
  }
}

/** A test web on the kit (test/kit), started in this process (`server.ts`, seed 1, a free port). */
async function started(dir: 'web4' | 'web5', run: (port: number, control: (path: string) => Promise<unknown>) => Promise<Row>): Promise<Row> {
  const web = (await import(`../test/${dir}/server.ts`)) as { startServer(options: { port: number; seed: number }): Promise<Server> };
  const server = await web.startServer({ port: 0, seed: 1 });
  const port = (server.address() as AddressInfo).port;
  try {
    return await run(port, async (path) => (await fetch(`http://127.0.0.1:${port}${path}`)).json());
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function web2(): Promise<Row> {
  const { startServer, truth } = await import('../test/web2/server.ts');
  const server = await startServer({ port: 0, seed: 1 });
  try {
    const port = (server.address() as AddressInfo).port;
    const row = await twoDays(port, truth(1).seeds, async () => void (await fetch(`http://127.0.0.1:${port}/__day?set=2`)), async (day, report) => {
      const wanted = day === 1 ? truth(1).notices.map((n) => n.url) : truth(2).newOnDay2;
      return precisionRecall(urlsOf(report.newNotices), wanted).recall;
    });
    return { web: 'test/web2 (seed 1)', ...row };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function web3(): Promise<Row> {
  const { startServer, truth } = await import('../test/web3/server.ts');
  const { scoreOffline, dayTotals } = await import('../test/web3/score.ts');
  const server = await startServer({ port: 0, seed: 1 });
  try {
    const lines = (report: CrawlReport) => report.newNotices.map((n) => ({ url: n.url, aliases: n.aliases ?? [] }));
    const port = (server.address() as AddressInfo).port;
    const row = await twoDays(port, truth(1).seeds, async () => void (await fetch(`http://127.0.0.1:${port}/__day?set=2`)), async (day, report) => dayTotals(scoreOffline([{ day, lines: lines(report) }]), day).recall);
    return { web: 'test/web3 (seed 1, plain fetch)', ...row };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Parameters a page may change on every visit: a notice is matched without them (and without its fragment). */
const BUSTERS = ['_', 't', 'v', 'r', 'rnd', 'totalpage', 'totalnum'];
const matchKey = (u: string) => {
  const url = new URL(u);
  for (const name of BUSTERS) url.searchParams.delete(name);
  url.hash = '';
  return url.href.replace(/^https:/, 'http:');
};

/** test/web4 or test/web5: notices matched by their URL or an alias; day 2 scores the notices its truth gains. */
function apartWeb(dir: 'web4' | 'web5', label: string): Promise<Row> {
  return started(dir, async (port, control) => {
    type Truth = { seeds: string[]; notices: { url: string; aliases?: string[] }[] };
    const urlsOfNotice = (n: Truth['notices'][number]) => [n.url, ...(n.aliases ?? [])].map(matchKey);
    const truth1 = (await control('/__truth')) as Truth;
    const day1Urls = new Set(truth1.notices.flatMap(urlsOfNotice));
    let fresh: Truth['notices'] = [];
    const row = await twoDays(
      port,
      truth1.seeds,
      async () => {
        await fetch(`http://127.0.0.1:${port}/__day?set=2`);
        fresh = ((await control('/__truth')) as Truth).notices.filter((n) => !urlsOfNotice(n).some((u) => day1Urls.has(u)));
      },
      async (day, report) => {
        const found = new Set(report.newNotices.flatMap((n) => [n.url, ...(n.aliases ?? [])]).map(matchKey));
        const wanted = day === 1 ? truth1.notices : fresh;
        return wanted.filter((n) => urlsOfNotice(n).some((u) => found.has(u))).length / wanted.length;
      },
    );
    return { web: label, ...row };
  });
}

type ShapeTruth = { seeds: string[]; notices: { url: string; urls?: string[] }[] };
type ShapeWeb = { startServer(options: { port: number }): Promise<Server>; VOLATILE?: string[] };

/** The shape webs present (test/shapes, test/shapes2 …), in order. */
function shapeWebDirs(): string[] {
  const dirs = [];
  for (let k = 1; serverOf(k === 1 ? 'shapes' : `shapes${k}`); k++) dirs.push(k === 1 ? 'shapes' : `shapes${k}`);
  return dirs;
}

/** A shape web's server module: its own `server.mjs`, or `server.ts` on the test-web kit (test/kit). */
function serverOf(dir: string): string | undefined {
  return ['server.mjs', 'server.ts'].find((name) => existsSync(join(import.meta.dirname, '..', 'test', dir, name)));
}

/**
 * A shape web: its notices matched by any of their URLs, cache-busters (the web's VOLATILE) and
 * fragments dropped. Day 2 (when the web answers /__day) scores the notices its truth gains.
 */
async function shapeWeb(dir: string): Promise<Row> {
  const web = (await import(`../test/${dir}/${serverOf(dir)}`)) as ShapeWeb;
  const server = await web.startServer({ port: 0 });
  const port = (server.address() as AddressInfo).port;
  const control = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).json() as Promise<unknown>;
  const key = (u: string) => {
    const url = new URL(u);
    for (const name of web.VOLATILE ?? []) url.searchParams.delete(name);
    url.hash = '';
    return url.href;
  };
  const urlsOfNotice = (n: ShapeTruth['notices'][number]) => [n.url, ...(n.urls ?? [])].map(key);
  try {
    const truth1 = (await control('/__truth')) as ShapeTruth;
    let hasDay2 = false;
    const day1Urls = new Set(truth1.notices.flatMap(urlsOfNotice));
    const row = await twoDays(
      port,
      truth1.seeds,
      async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/__day?set=2`);
        hasDay2 = answer.ok && answer.headers.get('content-type')?.includes('json') === true;
      },
      async (day, report) => {
        const found = new Set(report.newNotices.flatMap((n) => [n.url, ...(n.aliases ?? [])]).map(key));
        const wanted = day === 1 ? truth1.notices : hasDay2 ? ((await control('/__truth')) as ShapeTruth).notices.filter((n) => !urlsOfNotice(n).some((u) => day1Urls.has(u))) : [];
        if (!wanted.length) return Number.NaN;
        return wanted.filter((n) => urlsOfNotice(n).some((u) => found.has(u))).length / wanted.length;
      },
    );
    return { web: `test/${dir}`, ...row, 'day 2 recall': row['day 2 recall'] === 'NaN' ? '– (no day 2)' : row['day 2 recall'] };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function run(): Promise<void> {
  const webs = (flag('webs') ?? 'web,web2,web3,web4,web5,shapes').split(',');
  const rows: Row[] = [];
  if (webs.includes('web')) rows.push(await testWeb());
  if (webs.includes('web2')) rows.push(await web2());
  if (webs.includes('web3')) rows.push(await web3());
  if (webs.includes('web4')) rows.push(await apartWeb('web4', 'test/web4 (seed 1, plain fetch; seen)'));
  if (webs.includes('web5')) rows.push(await apartWeb('web5', 'test/web5 (seed 1, plain fetch; seen since 2026-11-28)'));
  if (webs.includes('shapes')) for (const dir of shapeWebDirs()) rows.push(await shapeWeb(dir));
  console.log('| test web | harvest (day 1) | day 1 recall | day 2 recall |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.web} | ${r.harvest} | ${r['day 1 recall']} | ${r['day 2 recall']} |`);
}
