// Scores a crawl's JSON lines against web4's truth.
//   node test/web4/score.mjs --day1 day1.jsonl [--day2 day2.jsonl] [--seed 1] [--log http://127.0.0.1:PORT] [--json]
// A line matches a notice by its url or any of its aliases (cache-busting r/t/_/v ignored). A notice
// delivered twice counts once; the second line is a false positive. On day 2 only the day-2 notices
// are positives; a notice delivered on day 1 and again on day 2 is a false positive ("old re-delivered").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { truthFor } from './lib/truth.mjs';

export function normUrl(u) {
  try {
    const x = new URL(u);
    for (const k of ['r', 't', '_', 'v']) x.searchParams.delete(k);
    x.searchParams.sort();
    const q = x.searchParams.toString();
    return `${x.hostname.toLowerCase()}${x.pathname.replace(/;jsessionid=[^/?]*/i, '')}${q ? `?${q}` : ''}`;
  } catch { return String(u); }
}
const minute = (s) => { const m = /(\d{4})\D(\d{1,2})\D(\d{1,2})(?:\D+(\d{1,2})\D(\d{2}))?/.exec(String(s ?? '')); return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}${m[4] ? ` ${m[4].padStart(2, '0')}:${m[5]}` : ''}` : null; };

export function readLines(file) {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => { try { return JSON.parse(l); } catch { return null; } }).filter(Boolean);
}

// One run's lines → {tp, fp, ...}; `before` holds notice URLs delivered in earlier runs (mutated).
export function scoreRun(lines, truth, positives, before = new Set()) {
  const index = new Map();
  for (const n of truth.notices) for (const u of [n.url, ...n.aliases]) index.set(normUrl(u), n);
  const posSet = new Set(positives.map((n) => n.url));
  const found = new Set();
  const fp = { notNotice: [], duplicate: [], old: [] };
  let late = 0;
  const fields = { publishedAt: 0, deadline: 0, deadlineOf: 0, projectNo: 0, projectNoOf: 0 };
  for (const line of lines) {
    const cands = [line.url, ...(Array.isArray(line.aliases) ? line.aliases : [])].filter(Boolean);
    const n = cands.map((u) => index.get(normUrl(u))).find(Boolean);
    if (!n) { fp.notNotice.push({ url: line.url, title: line.title }); continue; }
    if (found.has(n.url)) { fp.duplicate.push({ url: line.url, title: line.title, of: n.url }); continue; }
    if (before.has(n.url)) { fp.old.push({ url: line.url, title: line.title }); continue; }
    found.add(n.url);
    if (!posSet.has(n.url)) { late++; continue; }
    if (minute(line.publishedAt)?.slice(0, 10) === n.publishedAt) fields.publishedAt++;
    if (n.deadline) { fields.deadlineOf++; if (minute(line.deadline) === n.deadline) fields.deadline++; }
    if (n.projectNo && !n.attachmentOnly) { fields.projectNoOf++; if (line.projectNo === n.projectNo) fields.projectNo++; }
  }
  for (const u of found) before.add(u);
  const tp = positives.filter((n) => found.has(n.url)).length;
  const fpCount = fp.notNotice.length + fp.duplicate.length + fp.old.length;
  const by = (key) => {
    const out = {};
    for (const n of positives) {
      const k = key(n);
      out[k] ??= { total: 0, found: 0 };
      out[k].total++;
      if (found.has(n.url)) out[k].found++;
    }
    return out;
  };
  const fpBySite = {};
  for (const f of [...fp.notNotice, ...fp.duplicate, ...fp.old]) { const h = (() => { try { return new URL(f.url).hostname; } catch { return '?'; } })(); fpBySite[h] = (fpBySite[h] ?? 0) + 1; }
  return {
    lines: lines.length, positives: positives.length, tp, late, fp: fpCount,
    precision: lines.length ? (tp + late) / lines.length : 0, recall: positives.length ? tp / positives.length : 0,
    duplicates: fp.duplicate.length, oldRedelivered: fp.old.length, notNotice: fp.notNotice.length,
    byShape: by((n) => n.shape), bySite: by((n) => n.site), byAccess: by((n) => (n.browserOnly ? 'browser-only' : 'plain fetch')),
    byTrait: (() => { const o = {}; for (const n of positives) for (const t of n.traits) { o[t] ??= { total: 0, found: 0 }; o[t].total++; if (found.has(n.url)) o[t].found++; } return o; })(),
    byKind: by((n) => n.kind),
    fpBySite, fields, falsePositives: fp,
    missed: positives.filter((n) => !found.has(n.url)).map((n) => ({ url: n.url, title: n.title, shape: n.shape })),
  };
}

function printRun(name, s) {
  const pct = (x) => (100 * x).toFixed(1) + '%';
  const tbl = (o) => Object.entries(o).sort().map(([k, v]) => `    ${k.padEnd(26)} ${String(v.found).padStart(4)}/${String(v.total).padEnd(4)} ${pct(v.total ? v.found / v.total : 0)}`).join('\n');
  console.log(`${name}: ${s.lines} lines, ${s.positives} notices; found ${s.tp}${s.late ? ` (+${s.late} late day-1 finds)` : ''}; precision ${s.precision.toFixed(3)}, recall ${s.recall.toFixed(3)}`);
  console.log(`  false positives ${s.fp}: not a notice ${s.notNotice}, duplicate delivery ${s.duplicates}, old re-delivered ${s.oldRedelivered}`);
  console.log(`  fields on found: publishedAt ${s.fields.publishedAt}/${s.tp}, deadline ${s.fields.deadline}/${s.fields.deadlineOf}, projectNo ${s.fields.projectNo}/${s.fields.projectNoOf}`);
  console.log('  by access:\n' + tbl(s.byAccess));
  console.log('  by shape:\n' + tbl(s.byShape));
  console.log('  by site:\n' + tbl(s.bySite));
  console.log('  by trait:\n' + tbl(s.byTrait));
  if (Object.keys(s.fpBySite).length) console.log('  false positives by site: ' + Object.entries(s.fpBySite).map(([k, v]) => `${k} ${v}`).join(', '));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const seed = Number(arg('seed') ?? 1);
  const json = process.argv.includes('--json');
  const out = {};
  const before = new Set();
  if (arg('day1')) {
    const t1 = truthFor({ seed, day: 1 });
    out.day1 = scoreRun(readLines(arg('day1')), t1, t1.notices, before);
  }
  if (arg('day2')) {
    const t2 = truthFor({ seed, day: 2 });
    out.day2 = scoreRun(readLines(arg('day2')), t2, t2.newOnDay2, before);
  }
  if (arg('log')) {
    const log = await (await fetch(`${arg('log')}/__log`)).json();
    out.log = { requests: log.count, attachments: log.attachments, disallowed: log.disallowed, calendar: log.calendar, gateway: log.gateway, conditional: log.conditional, notModified: log.notModified };
  }
  if (json) console.log(JSON.stringify(out, null, 2));
  else {
    if (out.day1) printRun('day 1', out.day1);
    if (out.day2) printRun('day 2 (new notices)', out.day2);
    if (out.log) console.log(`server log: ${JSON.stringify(out.log)}`);
  }
}
