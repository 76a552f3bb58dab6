/**
 * `npm run helper -- crawl … --watch` as a process: it crawls the test web once, says when it
 * asks next and why, sleeps, and on SIGTERM (then, in a second run, SIGINT) exits 0 with its
 * state saved: a `--due` run right after asks nothing and a plain run finds nothing new.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { localCrawlArgs } from '../crawl/support.ts';
import { repo } from '../hostile/helper-process.ts';

let web: TestWeb;
let dir: string;
beforeAll(async () => {
  web = await startTestWeb({ sites: 2, seed: 3 });
  dir = mkdtempSync(join(tmpdir(), 'watch-signal-'));
});
afterAll(async () => {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the helper; `until` sees stderr as it grows and may send a signal. */
function helper(args: string[], until?: (stderr: string, kill: (s: NodeJS.Signals) => void) => void): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'helper/cli.ts'), 'crawl', ...args], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let sent = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      until?.(stderr, (s) => {
        if (!sent) child.kill(s);
        sent = true;
      });
    });
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

describe('crawl --watch', () => {
  const state = () => join(dir, 'state');

  it.each(['SIGTERM', 'SIGINT'] as const)('ends cleanly on %s while it waits', async (signal) => {
    const run = await helper(localCrawlArgs(web.seeds, state(), web.port, ['--watch']), (stderr, kill) => {
      if (/watch: waiting; /.test(stderr)) kill(signal);
    });
    expect(run.code).toBe(0);
    expect(run.signal).toBeNull();
    expect(run.stderr).toMatch(/watch: waiting; [\w.-]+ is next: .*; next \w{3} \d\d:\d\d \(China time\)/);
    expect(run.stderr).toMatch(/stopped by a signal/);
  });

  it('left its state whole: a --due round right after asks nothing', async () => {
    const lines = (await helper(localCrawlArgs(web.seeds, state(), web.port, []))).stdout; // nothing new either
    expect(lines.trim()).toBe('');
    const before = web.requests.length;
    const due = await helper(localCrawlArgs(web.seeds, state(), web.port, ['--due']));
    expect(due.code).toBe(0);
    expect(due.stderr).toMatch(/no list due now/);
    expect(web.requests.length).toBe(before);
  });
});
