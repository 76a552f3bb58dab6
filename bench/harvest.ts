/**
 * Harvest rate of a crawl: pages fetched that were lists or notices ÷ all pages fetched
 * (robots.txt not counted). A page counts when it was fetched as a list page (pagination, a
 * list's first page, refresh), or in discovery and kept as a list, or as a notice and stored.
 */
import type { CrawlEvent } from '../lib/crawl/index.ts';
import type { Store } from '../lib/store/store.ts';

export function harvestCounter() {
  const fetched: { url: string; purpose: string }[] = [];
  return {
    log(event: CrawlEvent) {
      if (event.type === 'fetch') fetched.push({ url: event.url, purpose: event.purpose });
    },
    async rate(store: Store): Promise<{ useful: number; all: number; rate: number }> {
      const notices = new Set((await store.getAll('notices')).map((n) => n.url));
      const lists = new Set((await store.getAll('sites')).flatMap((s) => s.listUrls));
      const useful = fetched.filter((f) => f.purpose === 'list' || (f.purpose === 'discover' && lists.has(f.url)) || (f.purpose === 'notice' && notices.has(f.url))).length;
      return { useful, all: fetched.length, rate: fetched.length ? useful / fetched.length : 0 };
    },
  };
}
