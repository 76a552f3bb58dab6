/**
 * The crawl on test/web2, a second test web written by a session that never saw the crawler or
 * testweb/: six universities in the corpus README's CMS shapes with their own markup, filled
 * with the project's written titles. Day 1 and day 2 against its own truth, its robots.txt, its
 * attachments, and what day 2 fetches again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { crawlLocal, precisionRecall, urlsOf } from './support.ts';

interface Truth {
  seeds: string[];
  notices: { url: string }[];
  newOnDay2: string[];
  disallowed: string[];
}
interface Logged {
  host: string;
  path: string;
}

let server: ChildProcess;
let port = 0;
const control = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).json();
const requests = async (): Promise<string[]> => ((await control('/__log')) as { requests: Logged[] }).requests.map((r) => `http://${r.host}${r.path}`);

let truth1: Truth;
let truth2: Truth;
let day1: CrawlReport;
let day2: CrawlReport;
let asked1: string[];
let asked2: string[];

beforeAll(async () => {
  server = spawn(process.execPath, [join(import.meta.dirname, '..', 'web2', 'server.mjs'), '--port', '0', '--seed', '1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  port = await new Promise<number>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const m = /listening on http:\/\/[\d.]+:(\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
    server.on('exit', (code) => reject(new Error(`test/web2 exited with ${code}`)));
  });
  const store = new MemoryStore();
  truth1 = (await control('/__truth')) as Truth;
  await control('/__log?clear=1');
  day1 = await crawlLocal(port, truth1.seeds, store);
  asked1 = await requests();
  await control('/__day?set=2');
  truth2 = (await control('/__truth')) as Truth;
  await control('/__log?clear=1');
  day2 = await crawlLocal(port, truth1.seeds, store);
  asked2 = await requests();
}, 240_000);

afterAll(() => server?.kill());

describe('the crawl on a test web written apart (test/web2)', () => {
  it('day 1: precision and recall ≥ 0.99 against its truth', () => {
    const { precision, recall } = precisionRecall(urlsOf(day1.newNotices), truth1.notices.map((n) => n.url));
    expect(truth1.notices.length).toBeGreaterThan(500);
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.99);
  });

  it('day 2: precision and recall ≥ 0.99 on the new notices, and no day-1 notice fetched again', () => {
    const { precision, recall } = precisionRecall(urlsOf(day2.newNotices), truth2.newOnDay2);
    expect(truth2.newOnDay2.length).toBeGreaterThan(20);
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.99);
    const old = new Set(urlsOf(day1.newNotices));
    expect(asked2.filter((url) => old.has(url))).toEqual([]);
  });

  it('asks nothing robots.txt forbids and downloads no attachment', () => {
    for (const url of [...asked1, ...asked2]) {
      expect(truth1.disallowed.some((prefix) => url.startsWith(prefix)), url).toBe(false);
      expect(/\.(?:pdf|docx?|xlsx?|zip|rar)(?:$|\?)/i.test(url), url).toBe(false);
    }
  });
});
