/**
 * The network front's speed: URL canonicalisation and link classification (links of the corpus
 * pages), the Bloom filter (1M URLs), decoding (the 69 CWCE pages, many GBK), and the fetcher
 * against a local server (4 hosts, robots.txt, no pause).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BloomFilter } from './baselines/bloom.ts';
import { decodeBody } from '../lib/decode/decode.ts';
import { createFetcher } from '../lib/fetch/index.ts';
import { canonicalUrl } from '../lib/url/canonical.ts';
import { classifyLink } from '../lib/url/classify-link.ts';
import { resolveUrl } from '../lib/url/resolve.ts';
import { startServer } from '../test/fetch/server.ts';

const corpus = join(import.meta.dirname, '..', '..', 'shared', 'corpus', 'extraction', 'chinese-web-content-extraction-dataset', 'original');

function timed(label: string, units: number, unit: string, work: () => void): void {
  const start = performance.now();
  work();
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label}: ${Math.round(units / seconds).toLocaleString('en')} ${unit}/s (${units.toLocaleString('en')} in ${seconds.toFixed(2)} s)`);
}

function benchPages(pages: Uint8Array[]): void {
  const megabytes = pages.reduce((sum, page) => sum + page.length, 0) / 1024 / 1024;
  timed(`decodeBody, ${pages.length} pages × 10`, megabytes * 10, 'MiB', () => {
    for (let pass = 0; pass < 10; pass++) for (const page of pages) decodeBody(page);
  });
  const hrefs = pages.flatMap((page) => [...decodeBody(page).text.matchAll(/href\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1] ?? ''));
  const urls = hrefs.map((href) => resolveUrl(href, 'http://www.xxx.edu.cn/zbgg/list.htm')).filter((u): u is string => u !== undefined);
  timed(`canonicalUrl, ${urls.length} corpus links × 20`, urls.length * 20, 'URLs', () => {
    for (let pass = 0; pass < 20; pass++) for (const url of urls) canonicalUrl(url);
  });
  timed(`classifyLink, ${urls.length} corpus links × 20`, urls.length * 20, 'links', () => {
    for (let pass = 0; pass < 20; pass++) for (const url of urls) classifyLink(url, 'xxx.edu.cn');
  });
}

function benchBloom(): void {
  const n = 1_000_000;
  const filter = BloomFilter.create(n, 0.01);
  timed('BloomFilter.add (1M capacity, 1%)', n, 'URLs', () => {
    for (let i = 0; i < n; i++) filter.add(`http://www.xxx.edu.cn/info/1011/${i}.htm`);
  });
  let positives = 0;
  timed('BloomFilter.has (absent URLs)', n, 'URLs', () => {
    for (let i = 0; i < n; i++) if (filter.has(`http://zbb.yyy.edu.cn/info/${i}.htm`)) positives++;
  });
  const json = JSON.stringify(filter.toJSON());
  console.log(`BloomFilter: measured false-positive rate ${(positives / n).toFixed(4)} (chosen 0.01), m=${filter.size} bits, k=${filter.hashes}, JSON ${(json.length / 1024 / 1024).toFixed(2)} MiB`);
}

async function benchFetcher(): Promise<void> {
  const body = '<html><head><title>招标公告</title></head><body>' + '<li><a href="/info/1.htm">关于设备采购的招标公告</a></li>'.repeat(200) + '</body></html>';
  const servers = await Promise.all(
    [1, 2, 3, 4].map(() =>
      startServer((req, res) => {
        if (req.url === '/robots.txt') return void res.writeHead(200).end('User-agent: *\nDisallow: /private/\n');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      }),
    ),
  );
  const fetcher = createFetcher({ fetch: (url, init) => fetch(url, init), hostDelayMs: 0 });
  const perHost = 250;
  const start = performance.now();
  await Promise.all(servers.map((server) => (async () => {
    for (let i = 0; i < perHost; i++) await fetcher.fetchPage(server.url(`/list/${i}.htm`));
  })()));
  const seconds = (performance.now() - start) / 1000;
  console.log(`fetchPage, 4 local hosts × ${perHost} pages of ${(body.length / 1024).toFixed(0)} KiB: ${Math.round((4 * perHost) / seconds)} pages/s`);
  await Promise.all(servers.map((server) => server.close()));
}

/** Prints the figures. */
export async function run(): Promise<void> {
  let pages: Uint8Array[] = [];
  try {
    pages = readdirSync(corpus).map((name) => new Uint8Array(readFileSync(join(corpus, name))));
  } catch {
    console.log(`${corpus} is absent: no decode or URL figures`);
  }
  if (pages.length > 0) benchPages(pages);
  benchBloom();
  await benchFetcher();
}
