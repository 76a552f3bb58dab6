/** `npm run helper -- test-web`: serves the web, prints how to reach it, stops on SIGTERM. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { get } from '../../testweb/client.ts';

const root = join(import.meta.dirname, '..', '..');
const running = new Set<ReturnType<typeof spawn>>();
// A failed assertion must not leave a server behind.
afterEach(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
});

function startCommand(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'helper/cli.ts', 'test-web', ...args], { cwd: root });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stderr.on('data', () => stderr.includes('serving') && resolve(stdout));
    void exited.then(() => reject(new Error(`exited early: ${stderr}`)));
  });
  ready.catch(() => undefined); // a run that is meant to fail never becomes ready
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

describe('helper test-web', () => {
  it('prints the base address and the resolve rule, serves the seeds, stops on SIGTERM', async () => {
    const run = startCommand(['--sites', '2', '--day', '2']);
    const stdout = await run.ready;
    const port = Number(/base address: http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)![1]);
    expect(stdout).toContain(`resolve rule: *.edu.cn=127.0.0.1:${port}`);
    const seeds = [...stdout.matchAll(/^ {2}(http:\/\/www\.\S+)$/gm)].map((m) => m[1]!);
    expect(seeds).toHaveLength(2);
    expect((await get(port, seeds[0]!)).status).toBe(200);
    run.child.stdin.write('1\n');
    await new Promise<void>((resolve) => run.child.stderr.on('data', () => run.output().stderr.includes('now serving day 1') && resolve()));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('refuses a bad --day with a clear message', async () => {
    const run = startCommand(['--day', '3']);
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toContain('--day must be 1 or 2');
  });
});
