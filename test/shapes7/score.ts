#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes7's days with the kit's scorer (test/shapes/web.ts scoreShapes: the notices new
 * that day found, wrong, duplicates, late, titles (`notWhole`: not exactly the truth's), dates, list
 * fetches against the real list pages).
 * Usage: npx tsx test/shapes7/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8797 [--json] [--why]
 */
import type { Line } from '../kit/score.ts';
import { scoreCli, scoreShapes, type ShapeRow } from '../shapes/web.ts';
import { VOLATILE } from './server.ts';

export type Row = ShapeRow;

/** Per site and day, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row[]> => scoreShapes(base, runs, { busters: VOLATILE });

await scoreCli(import.meta.url, scoreRuns, 8797);
