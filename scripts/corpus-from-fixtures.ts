/**
 * Writes a corpus folder shaped like ../shared/corpus/titles from the project's written title
 * fixtures (wordings-400, blind-300: no title of the real corpus), so the test web can be filled
 * with titles the classifier never trained on: `npm start -- --corpus DIR`.
 * Run: `npx tsx scripts/corpus-from-fixtures.ts DIR`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLabelledJsonl } from '../helper/classify-corpus.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: npx tsx scripts/corpus-from-fixtures.ts DIR');
const fixtures = join(import.meta.dirname, '..', 'test', 'fixtures', 'classify');
const titles = ['wordings-400.jsonl', 'blind-300.jsonl'].flatMap((file) => readLabelledJsonl(join(fixtures, file)));

mkdirSync(join(out, 'titles'), { recursive: true });
// The reviewed set: every title with its label (the test web's mixed 通知公告 stream).
const reviewed = titles.map((t) => JSON.stringify({ text: t.text, label: t.label, type: t.type ?? null, note: null }));
writeFileSync(join(out, 'titles', 'fzu-dev-reviewed.jsonl'), `${reviewed.join('\n')}\n`);
// The weak CSV: the notices as "tender" rows (the test web's procurement lists).
const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
const rows = titles.filter((t) => t.label === 'notice').map((t) => [quote(t.text), '', '', 'fixtures', '', 'tender', '', '', ''].join(','));
const header = 'title,date,url,source_file,wbtreeid,weak_label,tender_hits,excluded_hits,n_sources';
writeFileSync(join(out, 'titles', 'fzu-titles-weak.csv'), `${[header, ...rows].join('\n')}\n`);
console.error(`${out}/titles: ${titles.length} reviewed titles, ${rows.length} tender rows`);
