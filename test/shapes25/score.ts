#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes25's two days with the kit's scorer (test/kit/score.ts): a notice counts under
 * any of its `urls` (mobile-twin's `m.` page and messy-href's clean path are the same notice); a
 * missed notice names its column. Counters: notFound, searches (a search with a keyword asked),
 * notice (the 投标须知 page asked), mobile (a page of the mobile site asked).
 * Usage: npx tsx test/shapes25/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8825 [--json] [--why]
 */
import { type ColumnRow, scoreCli, scoreColumns } from '../kit/column-web.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export { COUNTERS };
export type Row25 = ColumnRow<Counter>;

/** Per site and day, the kit's figures and this web's counters, a missed notice named with its column. */
export const scoreRuns = scoreColumns<Counter>(COUNTERS);

await scoreCli(import.meta.url, scoreRuns, COUNTERS, 8825);
