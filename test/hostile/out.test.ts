/**
 * The crawl's output under a full disk, a reader that goes away, and repeated runs: a write error
 * stops the run with a clear message and a non-zero exit, nothing unwritten is marked delivered,
 * the next run prints exactly what is missing, and `--out` is only ever appended to.
 */
import { openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCrawlState } from '../../helper/commands/crawl.ts';
import { repeated, runCrawl, urlsOfLines } from './helper-process.ts';
import { crawledTestWeb } from './test-web.ts';
import { canMount, freshDir, mountSmallDisk } from './tmpfs.ts';

const site = crawledTestWeb({ sites: 1, seed: 5 });
const { crawlArgs } = site;
const linesOf = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean);

async function deliveredMarks(state: string): Promise<string[]> {
  const store = await openCrawlState(state, () => {});
  try {
    return await store.keys('delivered');
  } finally {
    await store.close();
  }
}

describe('crawl output that cannot be written', () => {
  it('--out /dev/full: exit 1, a clear message, nothing marked; the next run prints everything', async () => {
    const state = freshDir('out-full-');
    const full = await runCrawl(crawlArgs(state, ['--out', '/dev/full']));
    expect(full.code).toBe(1);
    expect(full.stderr).toMatch(/crawl: stopped: cannot write notices to \/dev\/full: .*(no space|ENOSPC)/i);
    expect(full.stderr).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack
    expect(await deliveredMarks(state)).toEqual([]);
    const out = join(state, 'notices.jsonl');
    const next = await runCrawl(crawlArgs(state, ['--out', out]));
    expect(next.code, next.stderr).toBe(0);
    expect(urlsOfLines(linesOf(out)).sort()).toEqual(site.day1);
  }, 120_000);

  it('stdout to /dev/full: the same', async () => {
    const state = freshDir('out-stdout-full-');
    const fd = openSync('/dev/full', 'w');
    const full = await runCrawl({ ...crawlArgs(state), stdoutFd: fd });
    closeSync(fd);
    expect(full.code).toBe(1);
    expect(full.stderr).toMatch(/cannot write notices to stdout: .*(no space|ENOSPC)/i);
    expect(await deliveredMarks(state)).toEqual([]);
    const next = await runCrawl(crawlArgs(state));
    expect(next.code, next.stderr).toBe(0);
    expect(urlsOfLines(next.lines).sort()).toEqual(site.day1);
  }, 120_000);

  it('a reader that goes away (EPIPE): exit 1 with a message; the next run prints only what was not taken', async () => {
    const state = freshDir('out-epipe-');
    // Read 300 bytes, then close our end of the pipe: the crawl's next write meets EPIPE.
    const first = await runCrawl({ ...crawlArgs(state), closeStdoutAfterBytes: 300 });
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/cannot write notices to stdout: .*EPIPE/);
    const marked = await deliveredMarks(state);
    expect(marked.length).toBeLessThan(site.day1.length);
    const next = await runCrawl(crawlArgs(state));
    expect(next.code, next.stderr).toBe(0);
    const again = urlsOfLines(next.lines);
    expect(again.filter((u) => marked.includes(u))).toEqual([]);
    expect([...marked, ...again].sort()).toEqual(site.day1);
  }, 120_000);
});

describe('crawl --out on a disk that fills up', () => {
  it.skipIf(!canMount)('stops with exit 1 and no torn line; once there is room, the next run appends exactly the missing notices', async () => {
    const state = freshDir('out-tmpfs-');
    const disk = mountSmallDisk(16 * 1024)!;
    try {
      const out = join(disk.path, 'notices.jsonl');
      writeFileSync(out, '{"url":"http://earlier.example/kept"}\n'); // a line from before: must survive
      const full = await runCrawl(crawlArgs(state, ['--out', out]));
      expect(full.code).toBe(1);
      expect(full.stderr).toMatch(/cannot write notices to .*notices\.jsonl: .*(no space|ENOSPC)/i);
      const afterFull = readFileSync(out, 'utf8');
      expect(afterFull.endsWith('\n')).toBe(true);
      const marked = await deliveredMarks(state);
      expect(urlsOfLines(linesOf(out)).slice(1).sort()).toEqual([...marked].sort());
      disk.resize(4 * 1024 * 1024);
      const next = await runCrawl(crawlArgs(state, ['--out', out]));
      expect(next.code, next.stderr).toBe(0);
      const all = urlsOfLines(linesOf(out));
      expect(all[0]).toBe('http://earlier.example/kept');
      expect(repeated(all)).toEqual([]);
      expect(all.slice(1).sort()).toEqual(site.day1);
    } finally {
      disk.remove();
    }
  }, 120_000);
});

describe('crawl --out across runs', () => {
  it('appends: a second run adds its new notices after the first run’s lines, which stay as they were', async () => {
    const state = freshDir('out-append-');
    const out = join(state, 'notices.jsonl');
    site.web.setDay(1);
    const first = await runCrawl(crawlArgs(state, ['--out', out]));
    expect(first.code, first.stderr).toBe(0);
    const before = readFileSync(out, 'utf8');
    site.web.setDay(2);
    try {
      const second = await runCrawl(crawlArgs(state, ['--out', out]));
      expect(second.code, second.stderr).toBe(0);
    } finally {
      site.web.setDay(1);
    }
    const after = readFileSync(out, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    const added = urlsOfLines(after.slice(before.length).split('\n').filter(Boolean));
    expect(added.length).toBeGreaterThan(0);
    expect(repeated(urlsOfLines(linesOf(out)))).toEqual([]);
    expect(urlsOfLines(before.split('\n').filter(Boolean)).sort()).toEqual(site.day1);
  }, 120_000);
});
