/** The `crawl` command's arguments, parsed and checked (node:util parseArgs). */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

export interface CrawlArgs {
  seeds: string[];
  state: string;
  resolve: string[];
  depth?: number;
  maxPages?: number;
  delayMs: number;
  /** A Chromium or Chrome to render pages that need a browser (`--browser PATH`). */
  browser?: string;
  /** A rendered page's bound in ms (`--browser-timeout S`). */
  browserTimeoutMs?: number;
  /** A push configuration (`--notify FILE`, lib/notify): channels, feed and calendar files. */
  notify?: string;
  /** `--watch`: run on, asking each list when lib/schedule says; `--due`: one such round, then exit. */
  watch?: 'watch' | 'due';
  /** `--site-budget N`, `--day-budget N`: requests a site, and all sites, may make in a China day (lib/schedule/budget.ts). */
  siteBudget?: number;
  dayBudget?: number;
}

export const CRAWL_USAGE = `usage: npm run helper -- crawl --seed URL [--seed URL …] [--seeds FILE] --state DIR
       [--out FILE (appended to)] [--resolve 'PATTERN=ADDRESS' …] [--depth N] [--max-pages N] [--delay MS]
       [--browser PATH [--browser-timeout S]]   (render pages that need a browser: gateways, script-written lists)
       [--notify FILE]   (push new notices to 企业微信/钉钉/飞书/email/webhooks, write an Atom feed and a calendar: lib/notify/README.md)
       [--watch | --due] [--site-budget N] [--day-budget N]   (ask each list on its own rhythm: --watch runs on,
       --due does one round for a cron or systemd timer; budgets are requests a China day)`;

/** Parses argv; throws an Error with a message for the user when something is wrong. */
export function parseCrawlArgs(argv: string[]): CrawlArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'string', multiple: true },
      seeds: { type: 'string' },
      state: { type: 'string' },
      resolve: { type: 'string', multiple: true },
      depth: { type: 'string' },
      'max-pages': { type: 'string' },
      delay: { type: 'string' },
      browser: { type: 'string' },
      'browser-timeout': { type: 'string' },
      notify: { type: 'string' },
      watch: { type: 'boolean' },
      due: { type: 'boolean' },
      'site-budget': { type: 'string' },
      'day-budget': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const seeds = [...(values.seed ?? []), ...(values.seeds ? readSeedsFile(values.seeds) : [])];
  if (seeds.length === 0) throw new Error('give at least one --seed URL or a --seeds FILE');
  for (const seed of seeds) if (!isHttpUrl(seed)) throw new Error(`not an http(s) URL: ${seed}`);
  if (values.browser !== undefined && !existsSync(values.browser)) throw new Error(`--browser ${values.browser}: no such file (give the path of a Chromium or Chrome, e.g. /usr/bin/chromium)`);
  if (values['browser-timeout'] !== undefined && values.browser === undefined) throw new Error('--browser-timeout needs --browser PATH');
  const browserTimeout = optionalCount(values['browser-timeout'], '--browser-timeout');
  if (browserTimeout === 0) throw new Error('--browser-timeout needs at least 1 second');
  if (values.notify !== undefined && !existsSync(values.notify)) throw new Error(`--notify ${values.notify}: no such file`);
  if (values.watch && values.due) throw new Error('give --watch (run on) or --due (one round), not both');
  if ((values['site-budget'] ?? values['day-budget']) !== undefined && !values.watch && !values.due) throw new Error('--site-budget and --day-budget go with --watch or --due');
  const siteBudget = optionalCount(values['site-budget'], '--site-budget');
  const dayBudget = optionalCount(values['day-budget'], '--day-budget');
  if (!values.state) throw new Error('--state DIR is required (the crawl remembers what it has seen there)');
  return {
    seeds,
    state: values.state,
    resolve: values.resolve ?? [],
    depth: optionalCount(values.depth, '--depth'),
    maxPages: optionalCount(values['max-pages'], '--max-pages'),
    delayMs: optionalCount(values.delay, '--delay') ?? 1000,
    ...(values.browser !== undefined && { browser: values.browser }),
    ...(browserTimeout !== undefined && { browserTimeoutMs: browserTimeout * 1000 }),
    ...(values.notify !== undefined && { notify: values.notify }),
    ...((values.watch || values.due) && { watch: values.watch ? 'watch' : 'due' }),
    ...(siteBudget !== undefined && { siteBudget }),
    ...(dayBudget !== undefined && { dayBudget }),
  };
}

/** One URL per line; blank lines and `#` comments skipped; in a CSV row, the first http(s) field. */
export function readSeedsFile(path: string): string[] {
  const seeds: string[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    const url = text.split(/[,\t ]+/).find((field) => /^https?:\/\//i.test(field));
    if (url) seeds.push(url);
  }
  return seeds;
}

function optionalCount(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} needs a whole number ≥ 0, got "${text}"`);
  return n;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
