#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes22's two days with the kit's scorer (test/kit/score.ts): URLs compared without
 * scheme and port (the platform's `:8080` notices match with or without it); a missed notice names
 * its column. Counters: notFound, fragments (the homepage tab box's XHR rows asked), baseMisses (a
 * procurement link read without its <base> asked on www.), clamped (a 跳转 page out of range).
 * Usage: npx tsx test/shapes22/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8822 [--json] [--why]
 */
import { type ColumnRow, scoreCli, scoreColumns } from '../kit/column-web.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export { COUNTERS };
export type Row22 = ColumnRow<Counter>;

/** Per site and day, the kit's figures and this web's counters, a missed notice named with its column. */
export const scoreRuns = scoreColumns<Counter>(COUNTERS);

await scoreCli(import.meta.url, scoreRuns, COUNTERS, 8822);
