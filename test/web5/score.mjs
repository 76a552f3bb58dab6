#!/usr/bin/env node
// Scores a crawl of test/web5 against its truth.
// Usage: node test/web5/score.mjs --day1 day1.jsonl [--day2 day2.jsonl] [--seed 1] [--log http://127.0.0.1:PORT] [--json]
// A line matches a notice when its url or one of its aliases is the notice's url or one of its aliases
// (scheme, trailing slash, fragment, cache-busting parameters and query order are ignored).
// A notice delivered twice counts once for recall; the extra line is a false positive.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { truthFor, IGNORED_PARAMS } from './server.mjs';

export function normUrl(u) {
  try {
    const x = new URL(u);
    const q = [...x.searchParams].filter(([k]) => !IGNORED_PARAMS.has(k)).map(([k, v]) => `${k}=${v}`).sort().join('&');
    return `${x.hostname.toLowerCase()}${x.pathname.replace(/\/+$/, '') || '/'}${q ? '?' + q : ''}`;
  } catch { return String(u); }
}

export function readLines(file) {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l, i) => {
    try { return JSON.parse(l); } catch { throw new Error(`${file}:${i + 1}: not JSON`); }
  });
}

/** Match crawl lines to truth notices; `wanted` says which notices are positives. */
export function score(lines, notices, wanted = () => true) {
  const byUrl = new Map();
  for (const n of notices) for (const u of [n.url, ...n.aliases]) byUrl.set(normUrl(u), n);
  const found = new Set();
  const wrong = [];
  const duplicates = [];
  const stale = [];
  const via = {};
  for (const line of lines) {
    const n = [line.url, ...(line.aliases || [])].filter(Boolean).map((u) => byUrl.get(normUrl(u))).find(Boolean);
    if (!n) wrong.push(line);
    else if (!wanted(n)) stale.push(line);
    else if (found.has(n)) duplicates.push(line);
    else { found.add(n); via[line.via || '?'] = (via[line.via || '?'] || 0) + 1; }
  }
  const positives = notices.filter(wanted);
  const group = (key) => {
    const g = {};
    for (const n of positives) for (const k of [].concat(key(n))) {
      g[k] ||= { total: 0, found: 0 };
      g[k].total++;
      if (found.has(n)) g[k].found++;
    }
    return g;
  };
  const staticOnes = positives.filter((n) => !n.browserOnly);
  return {
    delivered: lines.length, truePositives: found.size, falsePositives: wrong.length + duplicates.length + stale.length, positives: positives.length,
    precision: lines.length ? found.size / lines.length : 1, recall: positives.length ? found.size / positives.length : 1,
    staticRecall: staticOnes.length ? staticOnes.filter((n) => found.has(n)).length / staticOnes.length : 1,
    wrong: wrong.length, duplicates: duplicates.length, staleReDelivered: stale.length, foundVia: via,
    byUniversity: group((n) => n.university), byShape: group((n) => n.shape), byTrait: group((n) => n.traits),
    byAccess: group((n) => (n.browserOnly ? 'browser-only' : 'static')),
    missed: positives.filter((n) => !found.has(n)).map((n) => n.url),
    examples: { wrong: wrong.slice(0, 12).map((l) => `${l.url}  ${l.title}`), duplicates: duplicates.slice(0, 8).map((l) => `${l.url}  ${l.title}`), stale: stale.slice(0, 8).map((l) => `${l.url}  ${l.title}`) },
  };
}

const pct = (x) => (100 * x).toFixed(1) + '%';
function table(title, g) {
  return `${title}\n` + Object.entries(g).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `  ${k.padEnd(24)} ${String(v.found).padStart(4)}/${String(v.total).padEnd(4)} ${pct(v.found / v.total)}`).join('\n');
}
export function report(name, s) {
  return [
    `== ${name} ==`,
    `delivered ${s.delivered}: true ${s.truePositives}, false ${s.falsePositives} (not a notice ${s.wrong}, duplicates ${s.duplicates}, old re-delivered ${s.staleReDelivered})`,
    `precision ${pct(s.precision)}  recall ${pct(s.recall)} (${s.truePositives} of ${s.positives})  static-reachable recall ${pct(s.staticRecall)}  found via ${JSON.stringify(s.foundVia)}`,
    table('recall by access', s.byAccess), table('recall by university', s.byUniversity), table('recall by shape', s.byShape), table('recall by trait', s.byTrait),
    s.examples.wrong.length ? 'false positives (first):\n  ' + s.examples.wrong.join('\n  ') : '',
    s.examples.duplicates.length ? 'duplicates (first):\n  ' + s.examples.duplicates.join('\n  ') : '',
    s.examples.stale.length ? 'old re-delivered (first):\n  ' + s.examples.stale.join('\n  ') : '',
  ].filter(Boolean).join('\n');
}

async function main() {
  const a = process.argv.slice(2);
  const opt = (k) => { const i = a.indexOf('--' + k); return i >= 0 ? a[i + 1] : undefined; };
  const seed = Number(opt('seed') || 1);
  if (!opt('day1') && !opt('day2')) throw new Error('usage: score.mjs --day1 FILE [--day2 FILE] [--seed N] [--log http://127.0.0.1:PORT] [--json]');
  const out = {};
  if (opt('day1')) out.day1 = score(readLines(opt('day1')), truthFor({ seed, day: 1 }).notices);
  if (opt('day2')) out.day2 = score(readLines(opt('day2')), truthFor({ seed, day: 2 }).notices, (n) => n.day === 2);
  if (opt('log')) {
    const s = await (await fetch(opt('log').replace(/\/$/, '') + '/__stats')).json();
    out.server = Object.fromEntries(Object.entries(s.days).map(([d, v]) => [`day${d}`, { requests: v.requests, listPageFetches: v.listPageFetches, distinctListPages: v.distinctListPages, realListPages: v.realListPages, fileDownloads: v.fileDownloads, offsite: v.offsite, notModified: v.notModified, byKind: v.byKind, files: v.files.slice(0, 10) }]));
  }
  if (a.includes('--json')) { console.log(JSON.stringify(out, null, 1)); return; }
  if (out.day1) console.log(report('day 1', out.day1));
  if (out.day2) console.log('\n' + report('day 2: new notices only', out.day2));
  if (out.server) {
    console.log('\nserver, requests seen while the web was on each day (since start or /__reset):');
    for (const [d, v] of Object.entries(out.server)) {
      if (!v.requests) continue;
      console.log(`  ${d}: ${v.requests} requests; list-page fetches ${v.listPageFetches} (${v.distinctListPages} distinct) vs ${v.realListPages} real list pages; file downloads ${v.fileDownloads} (should be 0); off-site ${v.offsite}; 304s ${v.notModified}`);
      console.log(`        by kind ${JSON.stringify(v.byKind)}`);
      if (v.files.length) console.log('        files downloaded (first): ' + v.files.join(' '));
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main().catch((e) => { console.error(e.message); process.exit(1); });
