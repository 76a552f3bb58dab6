/**
 * Proposes labels for a JSONL of real list titles (helper/label-titles.ts), for a reader to check:
 *   npx tsx scripts/label-titles.ts IN.jsonl > OUT.jsonl
 * Each row {text, list?, …} comes back with `label`, `type`, `note`, `hard` and `labelledBy`; a row
 * that already has a label keeps it (`labelledBy: 'reader'`). Hard calls go to stderr to be read.
 *   npx tsx scripts/label-titles.ts --check A.jsonl B.jsonl …
 * measures the helper against labelled sets instead: agreement overall, on its hard calls and on
 * the rest, and type agreement on the notices both call notices.
 */
import { readFileSync } from 'node:fs';
import { proposeLabel } from '../helper/label-titles.ts';
import type { NoticeType } from '../lib/types/notice.ts';

interface Row {
  text: string;
  list?: string;
  label?: 'notice' | 'other';
  type?: NoticeType | null;
  note?: string;
  [key: string]: unknown;
}

function readRows(file: string): Row[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const row = JSON.parse(line) as Row;
      if (typeof row.text !== 'string') throw new Error(`${file}:${i + 1}: a row needs a "text"`);
      return row;
    });
}

const args = process.argv.slice(2);
if (!args.length) {
  console.error('usage: label-titles.ts IN.jsonl > OUT.jsonl | label-titles.ts --check A.jsonl …');
  process.exit(2);
}
if (args[0] === '--check') {
  for (const file of args.slice(1)) {
    const rows = readRows(file).filter((r) => r.label);
    let agree = 0, hard = 0, hardAgree = 0, typed = 0, typeAgree = 0;
    for (const row of rows) {
      const p = proposeLabel(row);
      const same = p.label === row.label;
      agree += Number(same);
      if (p.hard) (hard++, (hardAgree += Number(same)));
      if (row.label === 'notice' && row.type && p.label === 'notice') (typed++, (typeAgree += Number(p.type === row.type)));
    }
    const rest = rows.length - hard;
    console.log(
      `${file}: ${agree}/${rows.length} agree; hard calls ${hardAgree}/${hard}; the rest ${agree - hardAgree}/${rest}; types ${typeAgree}/${typed}`,
    );
  }
} else {
  let hard = 0;
  for (const row of readRows(args[0]!)) {
    if (row.label) {
      console.log(JSON.stringify({ ...row, labelledBy: 'reader' }));
      continue;
    }
    const p = proposeLabel(row);
    if (p.hard) (hard++, console.error(`${p.label}\t${row.text}\t${p.note}`));
    console.log(JSON.stringify({ ...row, label: p.label, type: p.type, note: p.note, hard: p.hard, labelledBy: 'helper' }));
  }
  console.error(`${hard} hard calls to read`);
}
