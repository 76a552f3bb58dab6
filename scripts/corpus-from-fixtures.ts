/**
 * Writes a corpus folder shaped like ../shared/corpus/titles from the project's written title
 * fixtures, so the test web can be filled with titles that are not the real corpus's:
 * `npm start -- --corpus DIR`. By default wordings-400 and blind-300: never trained on, but both
 * were seen while improving the classifier (wordings-400's wordings shaped the composed training
 * templates), so a crawl of them is a "seen" figure. `--sealed` takes the sealed set instead
 * (test/fixtures/sealed: never trained on, never looked at while improving).
 * Run: `npx tsx scripts/corpus-from-fixtures.ts DIR [--sealed]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLabelledJsonl } from '../helper/classify-corpus.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: npx tsx scripts/corpus-from-fixtures.ts DIR');
const fixtures = join(import.meta.dirname, '..', 'test', 'fixtures');
const files = process.argv.includes('--sealed') ? ['sealed/titles-320.jsonl'] : ['classify/wordings-400.jsonl', 'classify/blind-300.jsonl'];
const titles = files.flatMap((file) => readLabelledJsonl(join(fixtures, file)));

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
