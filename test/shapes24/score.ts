#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes24's two days with the kit's scorer (test/kit/score.ts): a notice counts under
 * any of its `urls` (split-notice's `&page=N` pages are the same notice); a missed notice names its
 * column. Counters: notFound, continuation (a split notice's page 2 or later asked), images (a
 * scanned notice's image asked), english (a page of the English section asked).
 * Usage: npx tsx test/shapes24/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8824 [--json] [--why]
 */
import { type ColumnRow, scoreCli, scoreColumns } from '../kit/column-web.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export { COUNTERS };
export type Row24 = ColumnRow<Counter>;

/** Per site and day, the kit's figures and this web's counters, a missed notice named with its column. */
export const scoreRuns = scoreColumns<Counter>(COUNTERS);

await scoreCli(import.meta.url, scoreRuns, COUNTERS, 8824);
