/**
 * Rebuilds unlabelled real-title rows from saved pages of university sites, as the crawler reads
 * them: every list region the extractor finds (lib/extract) gives its rows in page order, each
 * with its university, the page it sits on and its neighbours (the titles before and after it in
 * the same region). Run:
 *   npx tsx scripts/real-titles-from-pages.ts MANIFEST.json > rows.jsonl
 * where MANIFEST.json is [{ "file": "saved.html", "university": "北京大学", "url": "https://…/", "source": "…" }]
 * (file relative to the manifest). Label the rows with scripts/label-titles.ts, then read them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { extractPage } from '../lib/extract/index.ts';
import { parseHtml } from '../lib/parse/parse.ts';

interface SavedPage {
  file: string;
  university: string;
  url: string;
  source: string;
}

// A row's title needs this many Han characters to be a notice-list title, not a menu word.
const TITLE = /\p{Script=Han}{6}/u;

const manifestPath = process.argv[2];
if (!manifestPath) {
  console.error('usage: real-titles-from-pages.ts MANIFEST.json > rows.jsonl');
  process.exit(2);
}
const pages = JSON.parse(readFileSync(manifestPath, 'utf8')) as SavedPage[];
let total = 0;
for (const page of pages) {
  const html = readFileSync(join(dirname(manifestPath), page.file), 'utf8');
  const extracted = extractPage(parseHtml(html), page.url);
  const seen = new Set<string>();
  let rows = 0;
  for (const region of extracted.listRegions) {
    const titles = region.linkIndexes.map((i) => extracted.links[i]!.title.trim()).filter((t) => TITLE.test(t));
    titles.forEach((text, i) => {
      // The same title in two blocks of a homepage (a news block and a tab) is one row.
      if (seen.has(text)) return;
      seen.add(text);
      const context = [titles[i - 1], titles[i + 1]].filter(Boolean).join(' ');
      console.log(JSON.stringify({ text, university: page.university, list: 'homepage', listUrl: page.url, context, source: page.source }));
      rows++;
    });
  }
  total += rows;
  console.error(`${page.university}: ${rows} rows in ${extracted.listRegions.length} list regions`);
}
console.error(`${total} rows from ${pages.length} pages`);
