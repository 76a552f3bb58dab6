/**
 * One notice = one record. A link is known when its canonical URL is a stored notice or an alias
 * of one; a newly fetched notice whose fingerprint (title + project number SimHash) is within
 * SAME_NOTICE_DISTANCE of a stored notice of the same site is a re-post: its URL becomes an alias.
 */
import { hammingDistance } from '../dedup/simhash.ts';
import { SAME_NOTICE_DISTANCE } from '../dedup/fingerprint.ts';
import type { Notice } from '../types.ts';
import type { CrawlState } from './state.ts';

/** A notice page that failed this many runs (404, timeout …) is not fetched again. */
export const MAX_NOTICE_FAILURES = 3;

/** Known notice URLs, aliases and fingerprints, loaded once per crawl and kept current. */
export class NoticeIndex {
  private readonly known = new Set<string>();
  private readonly fingerprints = new Map<string, { url: string; fingerprint: string }[]>();
  private readonly counts = new Map<string, number>();
  private readonly failures = new Map<string, number>();

  /** Reads every stored notice and alias. */
  static async load(state: CrawlState): Promise<NoticeIndex> {
    const index = new NoticeIndex();
    for (const notice of await state.notices()) index.addNotice(notice);
    for (const url of await state.aliases()) index.addAlias(url);
    for (const { url, count } of await state.failedNotices()) index.failures.set(url, count);
    return index;
  }

  /** True when the URL is a stored notice or one of its other URLs: never fetch it again. */
  isKnown(url: string): boolean {
    return this.known.has(url);
  }

  /** The URL of a stored notice of `site` with a near-identical fingerprint, if any. */
  sameAs(site: string, fingerprint: string): string | undefined {
    for (const entry of this.fingerprints.get(site) ?? []) {
      if (hammingDistance(entry.fingerprint, fingerprint) <= SAME_NOTICE_DISTANCE) return entry.url;
    }
    return undefined;
  }

  addNotice(notice: Notice): void {
    if (this.known.has(notice.url)) return;
    this.known.add(notice.url);
    this.counts.set(notice.site, (this.counts.get(notice.site) ?? 0) + 1);
    if (!notice.fingerprint) return;
    const list = this.fingerprints.get(notice.site) ?? [];
    list.push({ url: notice.url, fingerprint: notice.fingerprint });
    this.fingerprints.set(notice.site, list);
  }

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
