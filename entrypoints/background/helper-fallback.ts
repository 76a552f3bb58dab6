/**
 * When the local helper is connected, sites that blocked the browser's requests (HTTP 403/412,
 * JavaScript challenges) are crawled by the helper instead, and its notices stored here.
 */
import type { Notice, Store, WriteOp } from '../../lib/types.ts';
import type { CrawlResult } from './crawl-runner.ts';
import { helperCrawl, helperStatus } from './native.ts';
import { WATCH, type WatchedSite } from './records.ts';

/** Crawls the blocked sites of `result` through the helper; returns the notices it added. */
export async function crawlBlockedWithHelper(store: Store, result: CrawlResult | undefined): Promise<Notice[]> {
  const blocked = result?.sites.filter((s) => (s.errors.blocked ?? 0) > 0) ?? [];
  if (blocked.length === 0 || !(await helperStatus()).connected) return [];
  const added: Notice[] = [];
  for (const summary of blocked) {
    const watched = await store.get<WatchedSite>(WATCH, summary.site);
    for (const seed of watched?.seeds ?? []) {
      const { notices } = await helperCrawl(seed);
      const ops: WriteOp[] = [];
      for (const notice of notices as Notice[]) {
        if (typeof notice?.url !== 'string' || (await store.get('notices', notice.url))) continue;
        ops.push({ type: 'put', collection: 'notices', key: notice.url, value: notice });
        added.push(notice);
      }
      await store.write(ops);
    }
  }
  return added;
}
