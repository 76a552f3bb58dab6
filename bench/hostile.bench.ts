/**
 * The hostile-input suite's figures: how many cases, the longest one, and the peak memory of the
 * largest process while it runs (the 200,000-link list page is the heavy case). Runs vitest on
 * test/hostile in a child under /usr/bin/time, so the figure is the suite's, not this script's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Report {
  testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string; duration?: number }> }>;
}

export async function run(): Promise<void> {
  const out = join(mkdtempSync(join(tmpdir(), 'hostile-')), 'report.json');
  const child = spawnSync('/usr/bin/time', ['-f', 'peak-rss-kb %M', 'npx', 'vitest', 'run', 'test/hostile', '--reporter=json', `--outputFile=${out}`], {
    cwd: join(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const cases = report.testResults.flatMap((file) => file.assertionResults.map((a) => ({ ...a, file: file.name.replace(/.*\/test\//, 'test/') })));
  const failed = cases.filter((c) => c.status !== 'passed');
  const longest = [...cases].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0]!;
  const rss = /peak-rss-kb (\d+)/.exec(child.stderr)?.[1];
  console.log(`cases: ${cases.length} in ${report.testResults.length} files (${failed.length} not passed)`);
  console.log(`longest: ${((longest.duration ?? 0) / 1000).toFixed(1)} s — ${longest.file}: ${longest.fullName}`);
  console.log(`peak RSS of the largest process: ${rss ? `${Math.round(Number(rss) / 1024)} MiB` : 'unknown'}`);
}
