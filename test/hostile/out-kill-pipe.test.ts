/**
 * The crawl's stdout read by a slow reader, the crawl SIGKILLed at 20 random points (some while
 * it waits on the reader), then resumed to the end: the union of what the reader got is every
 * notice of an uninterrupted crawl exactly once. A line cut by a kill is no delivery: it comes again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestWeb, type TestWeb } from '../web/index.ts';
import { repeated } from './helper-process.ts';
import { killAndResume } from './kill-resume.ts';

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb({ sites: 2, seed: 5 });
});
afterAll(() => web?.close());

describe('crawl to a slow pipe killed 20 times', () => {
  it('ends with every notice once: none lost, none twice', async () => {
    const outcome = await killAndResume(web, 'slow-pipe');
    const context = `seed ${outcome.seed}, ${outcome.runs} runs, ${outcome.kills} kills (${outcome.killsInDelivery} mid-delivery)\n${outcome.log.join('\n')}`;
    console.log(`kill test (slow pipe): ${context}, ${outcome.delivered.length} lines, reference ${outcome.reference.length}`);
    expect(outcome.kills, context).toBe(20);
    expect(outcome.killsInDelivery, context).toBeGreaterThan(0);
    expect(outcome.lastRun.code, outcome.lastRun.stderr).toBe(0);
    expect(repeated(outcome.delivered), context).toEqual([]);
    expect([...outcome.delivered].sort(), context).toEqual(outcome.reference);
    expect(outcome.afterEnd.lines).toEqual([]);
  }, 300_000);
});
