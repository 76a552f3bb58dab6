#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes's days with the kit's scorer (test/shapes/web.ts scoreShapes: found, wrong,
 * duplicates, late, titles, dates, list fetches against the real list pages), notices compared
 * without the cache-busting `r`, and the web's `posts` counter.
 * Usage: npx tsx test/shapes/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8791 [--json] [--why]
 */
import type { Line } from '../kit/score.ts';
import { COUNTERS, VOLATILE, type Counter } from './server.ts';
import { scoreCli, scoreShapes, type ShapeRow } from './web.ts';

export type Row = ShapeRow<Counter>;

/** Per site and day, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row[]> =>
  scoreShapes(base, runs, { busters: VOLATILE, counters: COUNTERS });

await scoreCli(import.meta.url, scoreRuns, 8791, COUNTERS);
