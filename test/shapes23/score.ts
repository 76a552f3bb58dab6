#!/usr/bin/env -S npx tsx
/**
 * Scores test/shapes23's two days with the kit's scorer (test/kit/score.ts): a notice counts under
 * any of its `urls` (bare-splash's rows linked on the bare host as well as on www.); a missed notice
 * names its column. Counters: notFound, badStart (an offset list asked at a `start` no multiple of
 * its page size), backslash (a path asked with `\` or `%5C` still in it), bareHops (a request to the
 * bare domain, answered 301 to www.), wrongEncoding (a Chinese path not percent-encoded in UTF-8).
 * Usage: npx tsx test/shapes23/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8823 [--json] [--why]
 */
import { type ColumnRow, scoreCli, scoreColumns } from '../kit/column-web.ts';
import { COUNTERS, type Counter } from './sites.mjs';

export { COUNTERS };
export type Row23 = ColumnRow<Counter>;

/** Per site and day, the kit's figures and this web's counters, a missed notice named with its column. */
export const scoreRuns = scoreColumns<Counter>(COUNTERS);

await scoreCli(import.meta.url, scoreRuns, COUNTERS, 8823);
