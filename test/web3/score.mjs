#!/usr/bin/env node
// Scores a crawl of test/web3 against its truth.
// Usage: node test/web3/score.mjs --day1 day1.jsonl [--day2 day2.jsonl] [--seed 1] [--log http://127.0.0.1:PORT] [--json]
// A notice counts as found under its URL or any alias (crawl lines may carry `aliases` too).
// Cache-busting parameters (t, _, v) and ;jsessionid are ignored when matching; a notice delivered a
// second time (under another URL or alias) is a duplicate and counts as a false positive.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { truthFor } from './server.mjs';

export function normUrl(u) {
  try {
    const x = new URL(u);
    const path = x.pathname.replace(/;jsessionid=[^/?]*/i, '');
    const q = [...x.searchParams].filter(([k]) => !['t', '_', 'v'].includes(k)).map(([k, v]) => `${k}=${v}`).join('&');
    return `${x.hostname.toLowerCase()}${path}${q ? '?' + q : ''}`;
  } catch { return String(u); }
}

export function readLines(file) {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l, i) => {
    try { return JSON.parse(l); } catch { throw new Error(`${file}:${i + 1}: not JSON`); }
  });
}

/** Match crawl lines to truth notices. `wanted` says which truth notices count as positives. */
export function score(lines, notices, wanted = () => true) {
  const byUrl = new Map();
  for (const n of notices) for (const u of [n.url, ...n.aliases]) byUrl.set(normUrl(u), n);
  const found = new Set();
  const wrong = [];
  const duplicates = [];
  const stale = [];
  const matched = [];
  for (const line of lines) {
    const n = [line.url, ...(line.aliases || [])].map((u) => byUrl.get(normUrl(u))).find(Boolean);
    if (!n) wrong.push(line);
    else if (!wanted(n)) stale.push(line);
    else if (found.has(n)) duplicates.push(line);
    else { found.add(n); matched.push([line, n]); }
  }
  const positives = notices.filter(wanted);
  const tp = found.size;
  const fp = wrong.length + duplicates.length + stale.length;
  const group = (key) => {
    const g = {};
    for (const n of positives) for (const k of [].concat(key(n))) {
      g[k] ||= { total: 0, found: 0 };
      g[k].total++;
      if (found.has(n)) g[k].found++;
    }
    return g;
  };
  return {
    delivered: lines.length, truePositives: tp, falsePositives: fp, positives: positives.length,
    precision: lines.length ? tp / lines.length : 1, recall: positives.length ? tp / positives.length : 1,
    wrong: wrong.length, duplicates: duplicates.length, staleReDelivered: stale.length,
    byShape: group((n) => n.shape), byTrait: group((n) => n.traits), bySite: group((n) => n.site),
    byAccess: group((n) => (n.browserOnly ? 'browser-only' : 'plain fetch')),
    fields: fieldAgreement(matched),
    missed: positives.filter((n) => !found.has(n)),
    examples: { wrong: wrong.slice(0, 12), duplicates: duplicates.slice(0, 8), stale: stale.slice(0, 8) },
  };
}

/** Of the notices found, how many carry the truth's date, deadline and project number. */
function fieldAgreement(matched) {
  const day = (v) => (typeof v === 'string' ? v.slice(0, 10) : typeof v === 'number' ? new Date(v).toISOString().slice(0, 10) : null);
  const minute = (v) => (typeof v === 'string' ? v.replace('T', ' ').slice(0, 16) : null);
  const f = { publishedAt: [0, 0], deadline: [0, 0], projectNo: [0, 0] };
  for (const [line, n] of matched) {
    f.publishedAt[1]++; if (day(line.publishedAt) === n.publishedAt) f.publishedAt[0]++;
    if (n.deadline) { f.deadline[1]++; if (minute(line.deadline) === n.deadline) f.deadline[0]++; }
    if (n.projectNo) { f.projectNo[1]++; if (line.projectNo === n.projectNo) f.projectNo[0]++; }
  }
  return f;
}

const pct = (x) => (100 * x).toFixed(1) + '%';
function table(title, g) {
  const rows = Object.entries(g).sort(([a], [b]) => a.localeCompare(b));
  return `${title}\n` + rows.map(([k, v]) => `  ${k.padEnd(22)} ${String(v.found).padStart(4)}/${String(v.total).padEnd(4)} ${pct(v.found / v.total)}`).join('\n');
}
export function report(name, s) {
  return [
    `== ${name} ==`,
    `delivered ${s.delivered}, true ${s.truePositives}, false ${s.falsePositives} (not a notice ${s.wrong}, duplicates ${s.duplicates}, old re-delivered ${s.staleReDelivered})`,
    `precision ${pct(s.precision)}  recall ${pct(s.recall)} (${s.truePositives} of ${s.positives})`,
    'fields right, of the notices found: ' + Object.entries(s.fields).map(([k, [ok, all]]) => `${k} ${ok}/${all}`).join(', '),
    table('recall by access', s.byAccess), table('recall by shape', s.byShape), table('recall by trait', s.byTrait), table('recall by site', s.bySite),
    s.examples.wrong.length ? 'false positives (first):\n' + s.examples.wrong.map((l) => `  ${l.url}  ${l.title}`).join('\n') : '',
    s.examples.duplicates.length ? 'duplicates (first):\n' + s.examples.duplicates.map((l) => `  ${l.url}  ${l.title}`).join('\n') : '',
  ].filter(Boolean).join('\n');
}

async function main() {
  const a = process.argv.slice(2);
  const opt = (k) => { const i = a.indexOf('--' + k); return i >= 0 ? a[i + 1] : undefined; };
  const seed = Number(opt('seed') || 1);
  if (!opt('day1') && !opt('day2')) throw new Error('usage: score.mjs --day1 FILE [--day2 FILE] [--seed N] [--log URL] [--json]');
  const out = {};
  if (opt('day1')) out.day1 = score(readLines(opt('day1')), truthFor({ seed, day: 1 }).notices);
  if (opt('day2')) out.day2 = score(readLines(opt('day2')), truthFor({ seed, day: 2 }).notices, (n) => n.day === 2);
  if (opt('log')) {
    const log = await (await fetch(opt('log').replace(/\/$/, '') + '/__log')).json();
    out.log = { requests: log.count, attachments: log.attachments, disallowed: log.disallowed, offsite: log.offsite, calendar: log.calendar, gateway412: log.gateway412, conditional: log.conditional, notModified: log.notModified };
  }
  if (a.includes('--json')) { console.log(JSON.stringify(out, (k, v) => (k === 'missed' ? v.map((n) => n.url) : v), 1)); return; }
  if (out.day1) console.log(report('day 1', out.day1));
  if (out.day2) console.log('\n' + report('day 2: new notices', out.day2));
  if (out.log) console.log('\nserver log:', JSON.stringify(out.log));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main().catch((e) => { console.error(e.message); process.exit(1); });
