#!/usr/bin/env -S npx tsx
/**
 * A kit web's figures, as its test runs it: a fresh server, days 1…N through the helper's `crawl`
 * on one fresh state (with `--browser` when asked), then one line per site and day (found/want,
 * wrong, duplicates, late, titles, dates, tender list fetches against the real pages, pages asked
 * twice) and each day's total. The web's folder must hold server.ts (`startServer`, `truth`) and
 * score.ts (`scoreRuns`), as every kit web does.
 * Usage: npx tsx test/kit/figures.ts shapes21 [--days 3] [--browser /usr/bin/chromium]
 */
import { join } from 'node:path';
import type { Server } from 'node:http';
import { runDays, stateDir, throughHelper, type DayRun } from './runner.ts';
import type { Row } from './score.ts';
import type { Truth } from './types.ts';

interface KitWeb {
  startServer(options: { port: number }): Promise<Server>;
  truth(day: number): Truth;
  scoreRuns(base: string, runs: DayRun[]): Promise<Row[]>;
}

const arg = (name: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined; };
const name = process.argv[2];
if (!name || !/^[\w-]+$/.test(name)) throw new Error('usage: npx tsx test/kit/figures.ts <web folder under test/> [--days N] [--browser PATH]');
const web = { ...(await import(`../${name}/server.ts`)), ...(await import(`../${name}/score.ts`)) } as KitWeb;
const days = Array.from({ length: Number(arg('days') ?? 2) }, (_, i) => i + 1);
const browser = arg('browser');
const { dir, remove } = stateDir(`figures-${name}`);
try {
  const { scored } = await runDays({
    start: () => web.startServer({ port: 0 }), days, seeds: (day) => web.truth(day).seeds,
    crawler: throughHelper(join(dir, 'state'), browser ? ['--browser', browser] : []), score: web.scoreRuns,
  });
  for (const r of scored) {
    console.log(`day ${r.day} ${r.site} ${r.shape} ${r.found}/${r.want} wrong ${r.wrong.length} dup ${r.duplicates} late ${r.late} titles ${r.titles} dates ${r.dates} lists ${r.listFetches}/${r.realListPages} twice ${r.askedTwice.length}`);
  }
  for (const day of days) {
    const of = scored.filter((r) => r.day === day);
    console.log(`day ${day}: ${of.reduce((n, r) => n + r.found, 0)}/${of.reduce((n, r) => n + r.want, 0)} requests ${of.reduce((n, r) => n + r.requests, 0)}`);
  }
} finally {
  remove();
}
process.exit(0);
