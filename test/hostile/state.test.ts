/**
 * The crawl's state under damage and contention, with the real `crawl` command: a journal cut
 * mid-record or with a flipped byte is reported (file and byte position), the records after the
 * damage are kept and no notice is printed again; two crawls started at once on one state
 * directory: one refuses, no notice is printed twice; a disk that fills under the state stops the
 * run with exit 1 and loses nothing.
 */
import { readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJournal } from '../../helper/file-store.ts';
import { repeated, runCrawl, urlsOfLines } from './helper-process.ts';
import { crawledTestWeb } from './test-web.ts';
import { canMount, freshDir, mountSmallDisk } from './tmpfs.ts';

const site = crawledTestWeb({ sites: 1, seed: 5 });
const { crawlArgs } = site;

/** A finished crawl's state directory and the lines it printed to its --out file. */
async function crawledState(prefix: string): Promise<{ state: string; out: string; printed: string }> {
  const state = freshDir(prefix);
  const out = join(state, '..', `${state.split('/').pop()}.jsonl`);
  const first = await runCrawl(crawlArgs(state, ['--out', out]));
  expect(first.code, first.stderr).toBe(0);
  expect(urlsOfLines(readFileSync(out, 'utf8').split('\n').filter(Boolean)).sort()).toEqual(site.day1);
  return { state, out, printed: readFileSync(out, 'utf8') };
}

/** Byte offsets where the journal's records start. */
function recordStarts(journal: string): number[] {
  const bytes = readFileSync(journal);
  const starts = [0];
  for (let i = bytes.indexOf(0x0a); i >= 0 && i + 1 < bytes.length; i = bytes.indexOf(0x0a, i + 1)) starts.push(i + 1);
  return starts;
}

describe('a damaged journal', () => {
  it('cut mid-record: reported with its position, and no notice printed again', async () => {
    const { state, out, printed } = await crawledState('state-cut-');
    const journal = join(state, 'journal.log');
    const starts = recordStarts(journal);
    const cutRecord = starts[Math.floor(starts.length / 2)]!;
    const cut = cutRecord + 7; // inside a record's header/JSON
    truncateSync(journal, cut);
    const again = await runCrawl(crawlArgs(state, ['--out', out]));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`${journal}: torn or damaged record at byte ${cutRecord} (7 bytes to the end) skipped`);
    expect(readFileSync(out, 'utf8')).toBe(printed); // nothing printed again
  }, 120_000);

  it('a flipped byte: reported with its position, the records after it kept, no notice printed again', async () => {
    const { state, out, printed } = await crawledState('state-flip-');
    const journal = join(state, 'journal.log');
    const before = readJournal(journal).batches.length;
    const starts = recordStarts(journal);
    const damaged = starts[Math.floor(starts.length / 3)]!;
    const bytes = readFileSync(journal);
    const at = damaged + 30;
    bytes[at] = bytes[at]! ^ 0x04; // one bit, inside the record's JSON
    writeFileSync(journal, bytes);
    const again = await runCrawl(crawlArgs(state, ['--out', out]));
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(new RegExp(`journal\\.log: damaged record at byte ${damaged} \\(\\d+ bytes\\) skipped; the records after it are kept`));
    expect(readFileSync(out, 'utf8')).toBe(printed);
    // The damaged journal is kept aside, and every other record in it was loaded.
    const aside = readdirSync(state).find((name) => name.startsWith('journal.log.damaged-'));
    expect(aside).toBeDefined();
    const kept = readJournal(join(state, aside!));
    expect(kept.batches.length).toBe(before - 1);
    expect(kept.damage).toEqual([{ file: join(state, aside!), at: damaged, length: starts[starts.indexOf(damaged) + 1]! - damaged, atEnd: false }]);
  }, 120_000);
});

describe('two crawls on one state directory', () => {
  it('started at once: one refuses, and no notice is printed twice', async () => {
    for (let round = 0; round < 2; round++) {
      const state = freshDir('state-race-');
      const [a, b] = await Promise.all([runCrawl(crawlArgs(state)), runCrawl(crawlArgs(state))]);
      const codes = [a.code, b.code].sort();
      expect(codes, `${a.stderr}\n${b.stderr}`).toEqual([0, 1]);
      const refused = a.code === 1 ? a : b;
      expect(refused.stderr).toMatch(/cannot use the state directory .*: the state directory .* is in use by process \d+/);
      expect(refused.lines).toEqual([]);
      const printed = urlsOfLines([...a.lines, ...b.lines]);
      expect(repeated(printed)).toEqual([]);
      expect(printed.sort()).toEqual(site.day1);
    }
  }, 120_000);
});

describe('a disk that fills up under the state', () => {
  it.skipIf(!canMount)('stops with exit 1 and a message; once there is room, the next run ends the crawl with no notice lost or twice', async () => {
    const disk = mountSmallDisk(64 * 1024)!;
    try {
      const state = join(disk.path, 'state');
      const out = join(freshDir('state-full-out-'), 'notices.jsonl');
      const full = await runCrawl(crawlArgs(state, ['--out', out]));
      expect(full.code).toBe(1);
      expect(full.stderr).toMatch(/crawl: stopped: store failed: .*(no space|ENOSPC)/i);
      disk.resize(16 * 1024 * 1024);
      const next = await runCrawl(crawlArgs(state, ['--out', out]));
      expect(next.code, next.stderr).toBe(0);
      const printed = urlsOfLines(readFileSync(out, 'utf8').split('\n').filter(Boolean));
      expect(repeated(printed)).toEqual([]);
      expect(printed.sort()).toEqual(site.day1);
    } finally {
      disk.remove();
    }
  }, 120_000);
});
