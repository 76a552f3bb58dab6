/**
 * The crawl on a 50-university test web, no delay between requests: pages per second on day 1
 * (discovery), peak memory, and what a refresh costs per site on day 2 (target: the list pages,
 * mostly answered 304, plus the new notices), split by what each request was for: the watched
 * lists' first pages, their later pages, the new notices, and discovery (a column opened since,
 * the weekly rediscovery). Issue 24's bound: per site and run, the first pages + new pages + new
 * notices + one discovery page on average.
 */
import type { CrawlEvent } from '../lib/crawl/index.ts';
import { MemoryStore } from '../lib/store/memory.ts';
import { startTestWeb } from '../testweb/index.ts';
import { crawlTestWeb, precisionRecall, urlsOf } from '../test/crawl/support.ts';

const SITES = 50;

export async function run(): Promise<void> {
  const web = await startTestWeb({ sites: SITES, seed: 11 });
  const store = new MemoryStore();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const sampler = setInterval(sample, 50);
  try {
    const t0 = performance.now();
    const day1 = await crawlTestWeb(web, store);
    const seconds = (performance.now() - t0) / 1000;
    sample();
    const pages = web.requests.filter((r) => !r.path.endsWith('robots.txt')).length;
    const truth1 = web.truth(1).sites.flatMap((s) => s.notices.map((n) => n.url));
    const p1 = precisionRecall(urlsOf(day1.newNotices), truth1);

    web.setDay(2);
    web.clearLog();
    const t1 = performance.now();
    const fetches: Extract<CrawlEvent, { type: 'fetch' }>[] = [];
    const day2 = await crawlTestWeb(web, store, { log: (e) => void (e.type === 'fetch' && fetches.push(e)) });
    const seconds2 = (performance.now() - t1) / 1000;
    const p2 = precisionRecall(urlsOf(day2.newNotices), web.truth(2).newOnDay2);
    const requests = web.requests.filter((r) => !r.path.endsWith('robots.txt'));
    const notModified = requests.filter((r) => r.status === 304).length;
    const lists = day2.sites.reduce((n, s) => n + s.listPages, 0);

    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
    console.table({
      'day 1 (discovery)': {
        sites: SITES,
        seconds: seconds.toFixed(1),
        pages: pages,
        'pages/s': (pages / seconds).toFixed(0),
        notices: day1.newNotices.length,
        precision: p1.precision.toFixed(3),
        recall: p1.recall.toFixed(3),
      },
      'day 2 (refresh)': {
        sites: SITES,
        seconds: seconds2.toFixed(1),
        pages: requests.length,
        'pages/s': (requests.length / seconds2).toFixed(0),
        notices: day2.newNotices.length,
        precision: p2.precision.toFixed(3),
        recall: p2.recall.toFixed(3),
      },
    });
    console.log(
      `refresh per site: ${(requests.length / SITES).toFixed(1)} requests (${(lists / SITES).toFixed(1)} list pages, ` +
        `${(day2.newNotices.length / SITES).toFixed(1)} new notices); ${notModified} of ${requests.length} answered 304`,
    );
    const storedLists = new Set((await store.getAll('lists')).map((l) => l.url));
    const firstPages = fetches.filter((f) => f.purpose === 'list' && storedLists.has(f.url)).length;
    const laterPages = fetches.filter((f) => f.purpose === 'list' && !storedLists.has(f.url)).length;
    const noticePages = fetches.filter((f) => f.purpose === 'notice').length;
    const discovery = fetches.filter((f) => f.purpose === 'discover').length;
    const per = (n: number) => (n / SITES).toFixed(2);
    console.log(
      `refresh per site, by purpose: ${per(firstPages)} list first pages + ${per(laterPages)} later pages + ${per(noticePages)} notice pages + ${per(discovery)} discovery pages ` +
        `(bound: first pages + new pages + new notices + 1 discovery page on average: discovery ${discovery / SITES <= 1 ? 'within' : 'OVER'})`,
    );
    console.log(`peak memory: rss ${mib(peakRss)}, heapUsed ${mib(peakHeap)} (sampled every 50 ms)`);
  } finally {
    clearInterval(sampler);
    await web.close();
  }
}
