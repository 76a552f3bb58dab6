/**
 * When the local helper is connected, sites that blocked the browser's requests (HTTP 403/412,
 * JavaScript challenges) are crawled by the helper instead. Its notices are the helper's word:
 * each line is checked against the helper-line schema (a bad line is skipped, not cast), then
 * goes through the one ingest like the crawl's, and the new ones are marked delivered here,
 * since this is where they are announced.
 */
import type { CrawlResult } from './crawl-runner.ts';
import { createStoreIngest, type Arrival } from '../../lib/dedup/ingest.ts';
import { noticeFingerprint } from '../../lib/dedup/fingerprint.ts';
import { WATCH } from '../../lib/extension/records.ts';
import { helperLine } from '../../lib/validate/notice.ts';
import { SchemaError } from '../../lib/validate/checks.ts';
import type { Notice } from '../../lib/types/notice.ts';
import type { Store } from '../../lib/store/store.ts';
import type { Tokenizer } from '../../lib/types/capabilities.ts';
import { helperCrawl, helperStatus } from './native.ts';

/** Notices taken from one helper crawl at most. */
const MAX_LINES = 5000;

/** The helper's lines for `site` as arrivals; lines that do not fit the schema are left out. */
export function helperArrivals(lines: readonly unknown[], site: string): Arrival[] {
  const arrivals: Arrival[] = [];
  for (const line of lines.slice(0, MAX_LINES)) {
    try {
      const { firstSeenAt: _seen, aliases: _aliases, ...notice } = helperLine(line);
      arrivals.push({ ...notice, site });
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
    }
  }
  return arrivals;
}

/** Crawls the blocked sites of `result` through the helper; returns the notices it added. */
export async function crawlBlockedWithHelper(store: Store, tokenizer: () => Promise<Tokenizer>, result: CrawlResult | undefined): Promise<Notice[]> {
  const blocked = result?.sites.filter((s) => (s.errors.blocked ?? 0) > 0) ?? [];
  if (blocked.length === 0 || !(await helperStatus()).connected) return [];
  const words = await tokenizer();
  const ingest = createStoreIngest(store, (input) => noticeFingerprint(input, words), Date.now);
  const added: Notice[] = [];
  for (const summary of blocked) {
    const watched = await store.get(WATCH, summary.site);
    for (const seed of watched?.seeds ?? []) {
      const { notices } = await helperCrawl(seed);
      for (const outcome of await ingest(helperArrivals(notices, summary.site))) if (outcome.kind === 'new') added.push(outcome.notice);
    }
  }
  const at = new Date().toISOString();
  await store.write(added.map((n) => ({ type: 'put', collection: 'delivered', key: n.url, value: { at } })));
  return added;
}
