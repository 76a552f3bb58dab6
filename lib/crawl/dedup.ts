/**
 * One notice = one record. A link is known when its canonical URL is a stored notice or an alias
 * of one. A newly fetched notice is the SAME notice as a stored one (its URL becomes an alias)
 * only when all of these hold:
 *   - same site (registrable domain), and fingerprints (title + project number SimHash) within
 *     SAME_NOTICE_DISTANCE (0);
 *   - same project number, when both have one;
 *   - publish dates at most SAME_DATE_DAYS (2) apart when both are known; when either is unknown,
 *     the same deadline when both are known.
 * Otherwise it is a new record. Why: the same notice posted twice (the 通知公告 stream and the
 * procurement sub-site, a homepage box) carries one date, while a re-post (招标公告（第二次）,
 * 【重发】) carries a new date and a new deadline — new information for a bidder — and notices
 * with one title (a yearly 校内商铺招租公告, a monthly 政府采购意向公开) come months apart.
 */
import { hammingDistance } from '../dedup/simhash.ts';
import { SAME_NOTICE_DISTANCE } from '../dedup/fingerprint.ts';
import type { Notice } from '../types.ts';
import type { CrawlState } from './state.ts';

/** Publish dates this many days apart or less can be one notice posted in two places. */
export const SAME_DATE_DAYS = 2;

/** What tells two notices apart: the fingerprint and the facts a re-post changes. */
export type NoticeKey = Pick<Notice, 'url' | 'publishedAt' | 'deadline' | 'projectNo'> & { fingerprint: string };

/** True when `a` and `b` are one notice under the rule above (the site is compared by the caller). */
export function sameNotice(a: Omit<NoticeKey, 'url'>, b: Omit<NoticeKey, 'url'>): boolean {
  if (hammingDistance(a.fingerprint, b.fingerprint) > SAME_NOTICE_DISTANCE) return false;
  if (a.projectNo && b.projectNo && normalizeNo(a.projectNo) !== normalizeNo(b.projectNo)) return false;
  const days = daysApart(a.publishedAt, b.publishedAt);
  if (days !== undefined) return days <= SAME_DATE_DAYS;
  return !(a.deadline && b.deadline && a.deadline.trim() !== b.deadline.trim());
}

function normalizeNo(no: string): string {
  return no.replace(/[\s\p{P}\p{S}]+/gu, '').toLowerCase();
}

// Whole days between two ISO dates (their YYYY-MM-DD part); undefined when either is unknown.
function daysApart(a: string | undefined, b: string | undefined): number | undefined {
  const day = (iso: string | undefined) => {
    const m = iso && /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
    return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
  };
  const x = day(a);
  const y = day(b);
  return x === undefined || y === undefined ? undefined : Math.abs(x - y) / 86_400_000;
}

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
    if (!notice.fingerprint) return;
    const list = this.fingerprints.get(notice.site) ?? [];
    const { url, fingerprint, publishedAt, deadline, projectNo } = notice;
    list.push({ url, fingerprint, publishedAt, deadline, projectNo });
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
