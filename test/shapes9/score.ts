#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes9's days with the kit's scorer (test/shapes/web.ts scoreShapes: the tenders new
 * that day found, wrong, duplicates, late, titles, dates, list fetches against the real list pages)
 * and the web's `scriptFetches` (the site's external pager script).
 * Usage: npx tsx test/shapes9/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8799 [--json] [--why]
 */
import type { Line } from '../kit/score.ts';
import { scoreCli, scoreShapes, type ShapeRow } from '../shapes/web.ts';
import { COUNTERS, type Counter } from './server.ts';

export type Row = ShapeRow<Counter>;

/** Per site and day, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row[]> => scoreShapes(base, runs, { counters: COUNTERS });

await scoreCli(import.meta.url, scoreRuns, 8799, COUNTERS);
