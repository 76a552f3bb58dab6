/**
 * `crawl --out FILE` SIGKILLed at 20 random points (some mid-delivery), then resumed to the end:
 * the file holds every notice of an uninterrupted crawl exactly once, with no torn line, and it
 * was only ever appended to.
 */
import { describe, expect, it } from 'vitest';
import { repeated } from './helper-process.ts';
import { killAndResume } from './kill-resume.ts';
import { testWebForFile } from './test-web.ts';

const file = testWebForFile({ sites: 2, seed: 5 });

describe('crawl --out FILE killed 20 times', () => {
  it('ends with every notice once: none lost, none twice', async () => {
    const outcome = await killAndResume(file.web, 'file');
    const context = `seed ${outcome.seed}, ${outcome.runs} runs, ${outcome.kills} kills (${outcome.killsInDelivery} mid-delivery)\n${outcome.log.join('\n')}`;
    console.log(`kill test (--out file): ${context}, ${outcome.delivered.length} lines, reference ${outcome.reference.length}`);
    expect(outcome.kills, context).toBe(20);
    expect(outcome.killsInDelivery, context).toBeGreaterThan(0);
    expect(outcome.lastRun.code, outcome.lastRun.stderr).toBe(0);
    expect(repeated(outcome.delivered), context).toEqual([]);
    expect([...outcome.delivered].sort(), context).toEqual(outcome.reference);
    expect(outcome.afterEnd.code).toBe(0);
  }, 300_000);
});
