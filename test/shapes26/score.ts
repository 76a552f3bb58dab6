#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes26's two days with the kit's scorer (test/kit/score.ts): a notice counts under
 * any of its `urls` (alias-pager's two hosts are the same notice); a
 * missed notice names its column. Counters: notFound, attachment (a tender file PDF asked), alias
 * (a page asked on the bare-domain alias).
 * Usage: npx tsx test/shapes26/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8826 [--json] [--why]
 */
import { type ColumnRow, scoreCli, scoreColumns } from '../kit/column-web.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export { COUNTERS };
export type Row26 = ColumnRow<Counter>;

/** Per site and day, the kit's figures and this web's counters, a missed notice named with its column. */
export const scoreRuns = scoreColumns<Counter>(COUNTERS);

await scoreCli(import.meta.url, scoreRuns, COUNTERS, 8826);
