/**
 * What the crawl and every other way in (lib/dedup/ingest.ts) know: notice URLs, their aliases,
 * rejected cut titles, failed links, and each site's notice keys for `sameNotice`. Loaded once
 * per crawl (or per message) and kept current as notices are stored.
 */
import type { Notice } from '../types.ts';
import type { CrawlState } from '../crawl/state.ts';
import { noticeKey, sameNotice, type NoticeKey } from './same-notice.ts';

/** A notice page that failed this many runs (404, timeout …) is not fetched again. */
export const MAX_NOTICE_FAILURES = 3;

/** Known notice URLs, aliases and fingerprints, loaded once per crawl and kept current. */
export class NoticeIndex {
  private readonly known = new Set<string>();
  private readonly fingerprints = new Map<string, NoticeKey[]>();
  private readonly counts = new Map<string, number>();
  private readonly failures = new Map<string, number>();

  /** Reads every stored notice and alias. */
  static async load(state: CrawlState): Promise<NoticeIndex> {
    const index = new NoticeIndex();
    for (const notice of await state.notices()) index.addNotice(notice);
    for (const url of await state.aliases()) index.addAlias(url);
    for (const url of await state.rejected()) index.addAlias(url);
    for (const { url, count } of await state.failedNotices()) index.failures.set(url, count);
    return index;
  }

  /** True when the URL is a stored notice, one of its other URLs, or a rejected cut title: never fetch it again. */
  isKnown(url: string): boolean {
    return this.known.has(url);
  }

  /** The URL of the stored notice of `site` that `candidate` is the same notice as (see the rule above), if any. */
  sameAs(site: string, candidate: Omit<NoticeKey, 'url'>): string | undefined {
    return (this.fingerprints.get(site) ?? []).find((entry) => sameNotice(entry, candidate))?.url;
  }

  addNotice(notice: Notice): void {
    if (this.known.has(notice.url)) return;
    this.known.add(notice.url);
    this.counts.set(notice.site, (this.counts.get(notice.site) ?? 0) + 1);
    const list = this.fingerprints.get(notice.site) ?? [];
    list.push(noticeKey(notice));
    this.fingerprints.set(notice.site, list);
  }

  /** Another URL of a stored notice, or a page read once and found no notice. */
  addAlias(url: string): void {
    this.known.add(url);
  }

  /** Failed fetches of a notice link so far; returns the new count. */
  addFailure(url: string): number {
    const count = (this.failures.get(url) ?? 0) + 1;
    this.failures.set(url, count);
    return count;
  }

  /** True when a notice link failed so often that it is not tried again. */
  gaveUp(url: string): boolean {
    return (this.failures.get(url) ?? 0) >= MAX_NOTICE_FAILURES;
  }

  /** Notices stored for a site. */
  count(site: string): number {
    return this.counts.get(site) ?? 0;
  }
}
