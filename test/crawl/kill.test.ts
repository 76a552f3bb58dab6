/**
 * Real kills: the `crawl` command with a FileStore is SIGKILLed mid-crawl three times, then run
 * to the end with the same state directory. Everything printed across the runs is the notice
 * set of an uninterrupted crawl, each notice once but for the one gap a pipe leaves (below).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/store/memory.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { crawlTestWeb, urlsOf } from './support.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let web: TestWeb;
let reference: string[];
const state = mkdtempSync(join(tmpdir(), 'crawl-kill-'));

beforeAll(async () => {
  web = await startTestWeb({ sites: 2, seed: 5 });
  reference = urlsOf((await crawlTestWeb(web, new MemoryStore())).newNotices).sort();
});
afterAll(async () => {
  await web?.close();
  rmSync(state, { recursive: true, force: true });
});

interface Outcome {
  lines: string[];
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Runs the crawl command; SIGKILLs it once the test web has answered `killAfter` more requests. */
function runCrawl(killAfter?: number): Promise<Outcome> {
  const args = ['--import', 'tsx', join(repo, 'helper/cli.ts'), 'crawl', '--state', state, '--resolve', web.resolveRule, '--delay', '0'];
  for (const seed of web.seeds) args.push('--seed', seed);
  const child = spawn(process.execPath, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.resume();
  const start = web.requests.length;
  // Watching the server's log puts the kill mid-crawl however fast or slow the machine is.
  const timer =
    killAfter === undefined ? undefined : setInterval(() => web.requests.length - start >= killAfter && child.kill('SIGKILL'), 5);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(timer);
      resolve({ lines: out.split('\n').filter(Boolean), code, signal });
    });
  });
}

describe('crawl command killed with SIGKILL', () => {
  it('ends with the notices of an uninterrupted crawl, none lost, none printed twice but a killed run\'s last line', async () => {
    const outcomes: Outcome[] = [];
    for (const requests of [25, 90, 140]) outcomes.push(await runCrawl(requests));
    const last = await runCrawl();
    expect(last.code).toBe(0);
    outcomes.push(last);
    expect(outcomes.filter((o) => o.signal === 'SIGKILL').length).toBe(3);
    const urlOf = (line: string) => (JSON.parse(line) as { url: string }).url;
    const printed = outcomes.flatMap((o) => o.lines.map(urlOf));
    // stdout is a pipe here: the one repeat helper/crawl/delivery.ts allows is a killed run's last
    // line, when the kill fell between its write and its mark (test/hostile/out-kill-pipe.test.ts).
    const lastOfKilled = outcomes.filter((o) => o.signal === 'SIGKILL' && o.lines.length > 0).map((o) => urlOf(o.lines.at(-1)!));
    const twice = [...new Set(printed.filter((url, i) => printed.indexOf(url) !== i))];
    for (const url of twice) {
      expect(lastOfKilled, `${url} printed twice`).toContain(url);
      expect(printed.filter((u) => u === url)).toHaveLength(2);
    }
    expect([...new Set(printed)].sort()).toEqual(reference);
    // A run after the end prints nothing: everything was printed once.
    const again = await runCrawl();
    expect(again.code).toBe(0);
    expect(again.lines).toEqual([]);
  }, 120_000); // five processes starting jieba each, on a shared 2-core machine
});
