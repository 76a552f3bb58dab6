#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes2's days with the kit's scorer (test/shapes/web.ts scoreShapes: found, wrong,
 * duplicates, late, titles, dates, list fetches against the real list pages), notices compared
 * without the web's cache-busters (`t`, `_`, `rnd`, `xc`).
 * Usage: npx tsx test/shapes2/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8792 [--json] [--why]
 */
import type { Line } from '../kit/score.ts';
import { scoreCli, scoreShapes, type ShapeRow } from '../shapes/web.ts';
import { VOLATILE } from './server.ts';

export type Row = ShapeRow;

/** Per site and day, for days run on the web at `base`. */
export const scoreRuns = (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Row[]> => scoreShapes(base, runs, { busters: VOLATILE });

await scoreCli(import.meta.url, scoreRuns, 8792);
