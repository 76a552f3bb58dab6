/**
 * Identical-output check for extraction speed work: hashes extractPage / readPage output for every
 * fixture page (sealed left out), the shared extraction corpus and the test web's pages.
 * `npx tsx bench/extract-hash.ts` prints one hash per set and one overall; run before and after a change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decodeBody } from '../lib/decode/decode.ts';
import { extractPage } from '../lib/extract/index.ts';
import { parseHtml } from '../lib/parse/parse.ts';
import { readPage } from '../lib/extract/read-page.ts';
import { get } from '../testweb/client.ts';
import { startTestWeb } from '../testweb/index.ts';

const root = join(import.meta.dirname, '..');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'sealed') return [];
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return /\.html?$/.test(name) ? [path] : [];
  });
}

function digest(pages: Array<{ name: string; bytes: Uint8Array }>): string {
  const all = createHash('sha256');
  for (const { name, bytes } of pages) {
    const { text } = decodeBody(bytes);
    const url = `http://bench.test/${name}`;
    const plain = extractPage(parseHtml(text), url);
    const scoped = readPage({ url, requestedUrl: url, text } as Parameters<typeof readPage>[0], { scope: 'bench.test', today: '2025-06-01' });
    all.update(name + '\0' + JSON.stringify(plain) + '\0' + JSON.stringify(scoped) + '\n');
  }
  return all.digest('hex').slice(0, 16);
}

const files = (dir: string) => htmlFiles(dir).map((f) => ({ name: relative(root, f), bytes: new Uint8Array(readFileSync(f)) }));
const sets: Array<[string, Array<{ name: string; bytes: Uint8Array }>]> = [
  ['test/fixtures', files(join(root, 'test', 'fixtures'))],
  ['shared corpus extraction', files(join(root, '..', 'shared', 'corpus', 'extraction'))],
];
const web = await startTestWeb();
try {
  const urls = web.truth().sites.flatMap((site) => [...site.listPages, ...site.notices.map((n) => n.url)]);
  const pages = [];
  for (const url of urls) {
    const reply = await get(web.port, url);
    if (reply.status === 200) pages.push({ name: url, bytes: new Uint8Array(reply.body) });
  }
  sets.push(['test web', pages]);
} finally {
  await web.close();
}
const overall = createHash('sha256');
for (const [name, pages] of sets) {
  const h = digest(pages);
  overall.update(h);
  console.log(`${name}: ${pages.length} pages ${h}`);
}
console.log(`overall ${overall.digest('hex').slice(0, 16)}`);
