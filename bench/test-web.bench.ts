/**
 * The test web at bench scale (50 universities): time to build it, its heap, its truth, and how
 * fast it serves every list and notice page on day 1 and day 2 (day 2 renders each page twice to
 * date its Last-Modified). Sequential requests over one port, the way a polite crawler asks.
 */
import { get } from '../testweb/client.ts';
import { startTestWeb } from '../testweb/index.ts';

async function serveAll(port: number, urls: string[]): Promise<{ perSecond: number; kib: number }> {
  let bytes = 0;
  const start = performance.now();
  for (const url of urls) bytes += (await get(port, url)).body.length;
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: urls.length / seconds, kib: bytes / urls.length / 1024 };
}

/** Prints the figures. */
export async function run(): Promise<void> {
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const web = await startTestWeb({ sites: 50, seed: 1 });
  const built = performance.now() - start;
  try {
    const truth = web.truth(1);
    const urls = truth.sites.flatMap((site) => [...site.listPages, ...site.notices.map((n) => n.url)]);
    const heap = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
    console.log(`50 sites: built in ${built.toFixed(0)} ms, heap +${heap.toFixed(1)} MiB, ${truth.sites.reduce((n, s) => n + s.notices.length, 0)} notices, ${truth.newOnDay2.length} new on day 2`);
    const day1 = await serveAll(web.port, urls);
    console.log(`day 1: ${urls.length} pages, ${Math.round(day1.perSecond)} pages/s, ${day1.kib.toFixed(1)} KiB/page`);
    web.setDay(2);
    const day2 = await serveAll(web.port, urls);
    console.log(`day 2: ${urls.length} pages, ${Math.round(day2.perSecond)} pages/s`);
  } finally {
    await web.close();
  }
}
