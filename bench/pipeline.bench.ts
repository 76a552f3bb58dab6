/**
 * Pages per second through decode → parse → extract → tokenize (jieba cut of the body) over the
 * real corpus pages (CWCE fixtures, plus GNE's pages when ../shared/corpus is there), beside the
 * same pages through linkedom + Mozilla Readability (+ the same jieba cut). One core, a few rounds.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as jieba from 'jieba-wasm';
import { decodeBody } from '../lib/decode.ts';
import { extractPage } from '../lib/extract/index.ts';
import { parseHtml } from '../lib/parse.ts';
import { readabilityBody } from '../test/extract/readability-baseline.ts';

const ROUNDS = 3;
const root = join(import.meta.dirname, '..');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function corpus(): Uint8Array[] {
  const gne = join(root, '..', 'shared', 'corpus', 'extraction', 'gne-testpages');
  if (!existsSync(gne)) console.log(`(GNE pages not found at ${gne}: CWCE pages only)`);
  const files = [...htmlFiles(join(root, 'test', 'fixtures', 'extract', 'cwced', 'original')), ...htmlFiles(gne)];
  return files.map((f) => new Uint8Array(readFileSync(f)));
}

/** Runs `work` over every page ROUNDS times; pages/s and MB/s. */
function measure(pages: Uint8Array[], work: (bytes: Uint8Array) => void): { pagesPerSecond: number; mbPerSecond: number } {
  for (const bytes of pages.slice(0, 5)) work(bytes); // warm-up: JIT and jieba's dictionary
  const bytes = pages.reduce((sum, p) => sum + p.length, 0) * ROUNDS;
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round++) for (const page of pages) work(page);
  const seconds = (performance.now() - start) / 1000;
  return { pagesPerSecond: (pages.length * ROUNDS) / seconds, mbPerSecond: bytes / 1e6 / seconds };
}

/** Prints the table. */
export async function run(): Promise<void> {
  const pages = corpus();
  const ours = measure(pages, (bytes) => {
    const { text } = decodeBody(bytes);
    const page = extractPage(parseHtml(text), 'http://bench.test/page.html');
    jieba.cut(page.body, true);
  });
  const baseline = measure(pages, (bytes) => {
    const { text } = decodeBody(bytes);
    jieba.cut(readabilityBody(text), true);
  });
  const mb = pages.reduce((sum, p) => sum + p.length, 0) / 1e6;
  console.log(`${pages.length} corpus pages (${mb.toFixed(1)} MB), ${ROUNDS} rounds, one core`);
  console.log('| pipeline | pages/s | MB/s |');
  console.log('|---|---:|---:|');
  console.log(`| decode → htmlparser2 → extractPage → jieba | ${ours.pagesPerSecond.toFixed(0)} | ${ours.mbPerSecond.toFixed(1)} |`);
  console.log(`| decode → linkedom → Readability → jieba | ${baseline.pagesPerSecond.toFixed(0)} | ${baseline.mbPerSecond.toFixed(1)} |`);
  console.log(`ratio ours / Readability: ${(ours.pagesPerSecond / baseline.pagesPerSecond).toFixed(2)}× (target ≥ 200 pages/s)`);
}
