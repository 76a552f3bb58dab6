#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes10's days with the kit's scorer (test/shapes/web.ts scoreShapes): per site and
 * day the tenders new that day found (day 2: the day-2 tenders only), wrong, duplicates (a tender
 * delivered twice, or delivered on day 1 and again), late (a day-1 tender first delivered on day 2),
 * dates right (`publishedAt` on the row's date), list fetches against the real list pages, the real
 * list pages never fetched (`missedLists`, with `--why`) and the web's `fileFetches`.
 * Usage: npx tsx test/shapes10/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8810 [--json] [--why]
 */
import type { Line } from '../kit/score.ts';
import { scoreCli, scoreShapes, type ShapeRow } from '../shapes/web.ts';
import { COUNTERS, type Counter } from './server.ts';

export type Row = ShapeRow<Counter>;

/** Per site and day, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row[]> => scoreShapes(base, runs, { counters: COUNTERS });

await scoreCli(import.meta.url, scoreRuns, 8810, COUNTERS);
