/**
 * The crawl's stdout read by a slow reader, the crawl SIGKILLed at 20 random points (some while
 * it waits on the reader), then resumed to the end: the union of what the reader got holds every
 * notice of an uninterrupted crawl, none lost. A line cut by a kill is no delivery: it comes again.
 *
 * A pipe cannot be read back, so exactly-once has one gap: a kill between the system call that
 * writes a line and the one that writes its mark (the next instruction) prints that line again.
 * Here the reader itself pulls the trigger on seeing output, which makes that gap far likelier
 * than a real kill would; so a repeat is allowed only for that one line: the last whole line of a
 * killed run, once. Any other repeat, or any loss, fails.
 */
import { describe, expect, it } from 'vitest';
import { repeated } from './helper-process.ts';
import { killAndResume } from './kill-resume.ts';
import { testWebForFile } from './test-web.ts';

const file = testWebForFile({ sites: 2, seed: 5 });

describe('crawl to a slow pipe killed 20 times', () => {
  // Skipped until 2026-11-24: the run after the last printed about five day-2 notices. Not
  // repeats but late ones: when every kill fell on day 1, the last run resumed a discovery whose
  // earlier lists it did not read again (fixed in lib/crawl/crawl.ts, test/crawl/resume.test.ts).
  it('ends with every notice: none lost, none twice but the one line a kill caught before its mark', async () => {
    const outcome = await killAndResume(file.web, 'slow-pipe');
    const context = `seed ${outcome.seed}, ${outcome.runs} runs, ${outcome.kills} kills (${outcome.killsInDelivery} mid-delivery)\n${outcome.log.join('\n')}`;
    console.log(`kill test (slow pipe): ${context}, ${outcome.delivered.length} lines, reference ${outcome.reference.length}`);
    expect(outcome.kills, context).toBe(20);
    expect(outcome.killsInDelivery, context).toBeGreaterThan(0);
    expect(outcome.lastRun.code, outcome.lastRun.stderr).toBe(0);
    const twice = repeated(outcome.delivered);
    console.log(`kill test (slow pipe): ${twice.length} line(s) printed twice, each the last line of a killed run: ${twice.join(' ') || '-'}`);
    for (const url of twice) {
      expect(outcome.lastOfKilled, `${url} repeated\n${context}`).toContain(url);
      expect(outcome.delivered.filter((u) => u === url), context).toHaveLength(2);
    }
    expect([...new Set(outcome.delivered)].sort(), context).toEqual(outcome.reference);
    expect(outcome.delivered.length - outcome.reference.length, context).toBeLessThanOrEqual(outcome.killsInDelivery);
    expect(outcome.afterEnd.lines).toEqual([]);
  }, 300_000);
});
