#!/usr/bin/env node
// Scores a day-1 (and day-2) crawl of test/shapes21 against its truth and request log. The figures
// every shape web shares (recall, precision, duplicates, late, titles, dates, list fetches against
// the distinct and real list pages, the news column apart, missed lists) come from shapes18's scorer,
// imported, never copied; added here are this web's obstacle counters: `twiceLength` (answers that
// carried Content-Length twice), `resolves` / `badResolves` (POSTs asking a row's address),
// `badTokens` / `wrongAsks` (a form POST without a good token, a GET of the form list with a query),
// `shells` (iframe and component pages), `badCursors`, `cookieGates` (the cookie-setting page served),
// `notFound`. Lines are the crawler's JSON output lines, matched by `url` or an alias, scheme and port aside.
// Usage: node test/shapes21/score.mjs --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:8821 [--json] [--why]
import { fileURLToPath } from 'node:url';
import { score as scoreShapeWeb } from '../shapes18/score.mjs';

export { dayOf, normUrl } from '../shapes18/score.mjs';

/** The counters of /__stats that tell how far each obstacle stopped the crawler. */
export const OBSTACLES = ['twiceLength', 'resolves', 'badResolves', 'badTokens', 'wrongAsks', 'shells', 'badCursors', 'cookieGates', 'notFound'];

/** Per site and day, the shared figures and this web's obstacle counters (shapes18-only fields dropped). */
export async function score({ log, day1, day2 }) {
  const base = log.replace(/\/$/, '');
  const rows = await scoreShapeWeb({ log: base, day1, day2 });
  const stats = await (await fetch(`${base}/__stats`)).json();
  return rows.map(({ wrongListAsks, logins, redirects, ...row }) => {
    const st = stats[row.day]?.[row.site] ?? {};
    return { ...row, ...Object.fromEntries(OBSTACLES.map((k) => [k, st[k] ?? 0])) };
  });
}

/** One line per site and day; with `why`, every miss, wrong, duplicate and late line, wrong title and date. */
function report(rows, why) {
  const out = [];
  for (const r of rows) {
    const hit = OBSTACLES.filter((k) => r[k]).map((k) => `${k} ${r[k]}`).join(', ');
    out.push(`day ${r.day} ${r.shape.padEnd(14)} recall ${r.recall.padEnd(6)} precision ${r.precision.padEnd(6)} dup ${r.duplicates} late ${r.late} titles ${r.titles.padEnd(6)} dates ${r.dates.padEnd(6)}`
      + ` tender lists ${r.listFetches} (distinct ${r.distinctListPages}, real ${r.realListPages}) news ${r.newsListFetches} (${r.distinctNewsPages}/${r.realNewsPages})`
      + ` requests ${r.requests} ${JSON.stringify(r.byClient)}${hit ? ` | ${hit}` : ''}`);
    for (const t of r.askedTwice) out.push(`  asked ${t.fetches}× ${t.page}: ${Object.keys(t.urls).join('  ')}`);
    if (!why) continue;
    const lists = { missed: r.missed, wrong: r.wrong, dup: r.dupLines, late: r.lateLines, title: r.titleWrong, date: r.dateWrong, 'list never asked': r.missedLists };
    for (const [what, items] of Object.entries(lists)) for (const x of items) out.push(`  ${what.padEnd(6)} ${x}`);
  }
  for (const day of [1, 2]) {
    const of = rows.filter((r) => r.day === day);
    if (of.length) out.push(`day ${day}: ${of.reduce((n, r) => n + r.found, 0)}/${of.reduce((n, r) => n + r.want, 0)} notices, ${of.reduce((n, r) => n + r.late, 0)} late, ${of.reduce((n, r) => n + r.wrong.length + r.duplicates, 0)} wrong or duplicate lines`);
  }
  const unplaced = rows.filter((r) => r.site === rows[0]?.site).flatMap((r) => r.unplaced);
  if (unplaced.length) out.push(`unplaced lines (no site): ${unplaced.length}${why ? `\n  ${unplaced.join('\n  ')}` : ''}`);
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const opt = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await score({ log: opt('log') ?? `http://127.0.0.1:${opt('port') ?? 8821}`, day1: opt('day1'), day2: opt('day2') });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, process.argv.includes('--why')));
}
