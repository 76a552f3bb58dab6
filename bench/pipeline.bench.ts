/**
 * Pages per second through decode → parse → extract → tokenize (the product tokenizer's jieba cut of the body) over the
 * real corpus pages (CWCE fixtures, GNE's pages when ../shared/corpus is there) and the test web's
 * university-shaped pages, beside the same pages through linkedom + Mozilla Readability (+ the
 * same jieba cut), then all pages again without the cut on either side. One core, a few rounds;
 * CPU time is printed beside wall time.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { decodeBody } from '../lib/decode/decode.ts';
import { extractPage } from '../lib/extract/index.ts';
import { parseHtml } from '../lib/parse/parse.ts';
import { loadNodeTokenizer } from '../helper/jieba-node.ts';
import type { Tokenizer } from '../lib/types/capabilities.ts';
import { readabilityBody } from '../test/extract/readability-baseline.ts';
import { get } from '../testweb/client.ts';
import { startTestWeb } from '../testweb/index.ts';

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

interface PageSet {
  name: string;
  pages: Uint8Array[];
}

/** The real corpus pages: CWCE (in the repo) and GNE (../shared/corpus, when there). */
function corpus(): PageSet[] {
  const read = (files: string[]) => files.map((f) => new Uint8Array(readFileSync(f)));
  const sets = [{ name: 'CWCE (69 Chinese pages)', pages: read(htmlFiles(join(root, 'test', 'fixtures', 'extract', 'cwced', 'original'))) }];
  const gne = join(root, '..', 'shared', 'corpus', 'extraction', 'gne-testpages');
  if (existsSync(gne)) sets.push({ name: 'GNE test pages', pages: read(htmlFiles(gne)) });
  else console.log(`(GNE pages not found at ${gne}: left out)`);
  return sets;
}

/** University-shaped pages: every list page and the first notices of each site of the test web (127.0.0.1). */
async function testWebPages(): Promise<PageSet> {
  const web = await startTestWeb();
  try {
    const urls = web.truth().sites.flatMap((site) => [...site.listPages, ...site.notices.slice(0, 20).map((n) => n.url)]);
    const pages: Uint8Array[] = [];
    for (const url of urls) {
      const reply = await get(web.port, url);
      if (reply.status === 200) pages.push(new Uint8Array(reply.body));
    }
    return { name: 'test web (university CMS shapes)', pages };
  } finally {
    await web.close();
  }
}

interface Figures {
  pagesPerSecond: number;
  mbPerSecond: number;
  /** Pages per second of this process's own CPU time: steadier than wall time on a shared machine. */
  pagesPerCpuSecond: number;
}

/** Runs `work` over every page ROUNDS times; pages/s and MB/s of wall time, pages per CPU second. */
function measure(pages: Uint8Array[], work: (bytes: Uint8Array) => void): Figures {
  const bytes = pages.reduce((sum, p) => sum + p.length, 0) * ROUNDS;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round++) for (const page of pages) work(page);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const count = pages.length * ROUNDS;
  return { pagesPerSecond: count / seconds, mbPerSecond: bytes / 1e6 / seconds, pagesPerCpuSecond: count / cpuSeconds };
}

/** CPU milliseconds per page spent in each stage of our pipeline (one round). */
function stageCosts(pages: Uint8Array[], tokenizer: Tokenizer): Record<'decode' | 'parse' | 'extract' | 'jieba', number> {
  const totals = { decode: 0, parse: 0, extract: 0, jieba: 0 };
  const cpuMs = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const timed = <T>(stage: keyof typeof totals, work: () => T): T => {
    const start = cpuMs();
    const result = work();
    totals[stage] += cpuMs() - start;
    return result;
  };
  for (const bytes of pages) {
    const { text } = timed('decode', () => decodeBody(bytes));
    const doc = timed('parse', () => parseHtml(text));
    const page = timed('extract', () => extractPage(doc, 'http://bench.test/page.html'));
    timed('jieba', () => tokenizer.cut(page.body));
  }
  for (const stage of Object.keys(totals) as Array<keyof typeof totals>) totals[stage] /= pages.length;
  return totals;
}

/** Prints the table. */
export async function run(): Promise<void> {
  const sets = [...corpus(), await testWebPages()];
  const all = sets.flatMap((set) => set.pages);
  // The product's tokenizer (jieba-wasm, domain dictionary, HMM off), as the crawler cuts text.
  const tokenizer = loadNodeTokenizer();
  console.log(`${all.length} pages (${(all.reduce((sum, p) => sum + p.length, 0) / 1e6).toFixed(1)} MB), ${ROUNDS} rounds, one core`);
  console.log('| pages | pipeline | pages/s | MB/s | pages per CPU-s |');
  console.log('|---|---|---:|---:|---:|');
  const row = (set: string, name: string, f: Figures) =>
    console.log(`| ${set} | ${name} | ${f.pagesPerSecond.toFixed(0)} | ${f.mbPerSecond.toFixed(1)} | ${f.pagesPerCpuSecond.toFixed(0)} |`);
  const oursWork = (bytes: Uint8Array) => {
    const { text } = decodeBody(bytes);
    const page = extractPage(parseHtml(text), 'http://bench.test/page.html');
    tokenizer.cut(page.body);
  };
  const baselineWork = (bytes: Uint8Array) => {
    const { text } = decodeBody(bytes);
    tokenizer.cut(readabilityBody(text));
  };
  // One untimed pass over everything first, so no set pays for the JIT or jieba's dictionary.
  for (const bytes of all) {
    oursWork(bytes);
    baselineWork(bytes);
  }
  for (const { name, pages } of [...sets, { name: 'all', pages: all }]) {
    const ours = measure(pages, oursWork);
    const baseline = measure(pages, baselineWork);
    const kb = pages.reduce((sum, p) => sum + p.length, 0) / pages.length / 1000;
    row(`${name}, ${pages.length} × ${kb.toFixed(0)} KB`, 'ours: decode → htmlparser2 → extractPage → jieba', ours);
    row('', `linkedom + Readability (+ jieba): ours is ${(ours.pagesPerSecond / baseline.pagesPerSecond).toFixed(1)}× wall, ${(ours.pagesPerCpuSecond / baseline.pagesPerCpuSecond).toFixed(1)}× CPU`, baseline);
  }
  // The crawl's classifier reads character bigrams, not words: the same run without the jieba cut on both sides.
  const oursNoCut = measure(all, (bytes) => void extractPage(parseHtml(decodeBody(bytes).text), 'http://bench.test/page.html'));
  const baselineNoCut = measure(all, (bytes) => void readabilityBody(decodeBody(bytes).text));
  row('all, without jieba', 'ours: decode → htmlparser2 → extractPage', oursNoCut);
  row('', `linkedom + Readability: ours is ${(oursNoCut.pagesPerSecond / baselineNoCut.pagesPerSecond).toFixed(1)}× wall, ${(oursNoCut.pagesPerCpuSecond / baselineNoCut.pagesPerCpuSecond).toFixed(1)}× CPU`, baselineNoCut);
  const stages = stageCosts(all, tokenizer);
  console.log(`CPU ms per page by stage (all): ${Object.entries(stages).map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')}`);
  console.log(`target ≥ 400 pages per CPU-s (issue #13); load average while measuring: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
}
