/**
 * What the crawl and every other way in (lib/dedup/ingest.ts) know: notice URLs, their aliases,
 * rejected cut titles, failed links, and each site's notice keys for `sameNotice`. Loaded once
 * per crawl (or per message) and kept current as notices are stored.
 */
import type { Notice } from '../types/notice.ts';
import type { CrawlState } from '../crawl/state.ts';
import { noticeKey, sameNotice, type NoticeKey } from './same-notice.ts';
import { sameResourceKey } from '../url/canonical.ts';

/** A notice page that failed this many runs (404, timeout …) is not fetched again. */
export const MAX_NOTICE_FAILURES = 3;

/** Known notice URLs, aliases and fingerprints, loaded once per crawl and kept current. */
export class NoticeIndex {
  private readonly known = new Set<string>();
  /** The same, by lib/url sameResourceKey: an https link, a folder's index.html, parameters reordered. */
  private readonly resources = new Set<string>();
  private readonly fingerprints = new Map<string, NoticeKey[]>();
  private readonly counts = new Map<string, number>();
  private readonly failures = new Map<string, number>();
  /** A stored notice's title, then the titles it had before an edit in place (lib/dedup/retitle.ts), by its URL. */
  private readonly titles = new Map<string, string[]>();
  /** Known URLs rewritten by a normaliser (parameters learned volatile since they were stored), per normaliser key. */
  private rewritten: Array<{ key: object; normalize: (known: string) => string | undefined; set: Set<string> }> = [];

  /** Reads every stored notice and alias. */
  static async load(state: CrawlState): Promise<NoticeIndex> {
    const index = new NoticeIndex();
    for (const notice of await state.notices()) index.addNotice(notice);
    for (const url of await state.aliases()) index.addAlias(url);
    for (const url of await state.rejected()) index.addAlias(url);
    for (const { url, count } of await state.failedNotices()) index.failures.set(url, count);
    return index;
  }

  /**
   * True when the URL is a stored notice, one of its other URLs, or a rejected cut title — or
   * another form of one of those URLs the server answers the same (sameResourceKey): never fetch it again.
   */
  isKnown(url: string): boolean {
    if (this.known.has(url)) return true;
    const key = sameResourceKey(url);
    return key !== undefined && this.resources.has(key);
  }

  /** True when exactly this URL is a stored notice, one of its other URLs, or a rejected cut title. */
  hasExactly(url: string): boolean {
    return this.known.has(url);
  }

  /**
   * True when the URL is known once every known URL is rewritten by `normalize` (which `key`
   * stands for): a notice stored as `content.jsp?id=5&_=6553` before `_` was learned volatile is
   * known as `content.jsp?id=5`.
   */
  isKnownAs(url: string, key: object, normalize: (known: string) => string | undefined): boolean {
    if (this.isKnown(url)) return true;
    let view = this.rewritten.find((v) => v.key === key);
    if (!view) {
      view = { key, normalize, set: new Set([...this.known].flatMap((u) => normalize(u) ?? [])) };
      // A site's volatile parameters change rarely: a few views kept, each kept current as URLs are added.
      this.rewritten = [view, ...this.rewritten.slice(0, 3)];
    }
    return view.set.has(url);
  }

  /** The URL of the stored notice of `site` that `candidate` is the same notice as (see the rule above), if any. */
  sameAs(site: string, candidate: Omit<NoticeKey, 'url'>): string | undefined {
    return (this.fingerprints.get(site) ?? []).find((entry) => sameNotice(entry, candidate))?.url;
  }

  /** The title and former titles of the notice stored under exactly this URL (not an alias), if any. */
  titlesOf(url: string): readonly string[] | undefined {
    return this.titles.get(url);
  }

  addNotice(notice: Notice): void {
    if (this.known.has(notice.url)) return;
    this.remember(notice.url);
    this.titles.set(notice.url, [notice.title, ...(notice.formerTitles ?? [])]);
    this.counts.set(notice.site, (this.counts.get(notice.site) ?? 0) + 1);
    const list = this.fingerprints.get(notice.site) ?? [];
    list.push(noticeKey(notice));
    this.fingerprints.set(notice.site, list);
  }

  /** A stored notice edited in place: known by its new title too (a repost of it is one notice). */
  retitle(notice: Notice): void {
    this.titles.set(notice.url, [notice.title, ...(notice.formerTitles ?? [])]);
    const list = this.fingerprints.get(notice.site) ?? [];
    list.push(noticeKey(notice));
    this.fingerprints.set(notice.site, list);
  }

  /** Another URL of a stored notice, or a page read once and found no notice. */
  addAlias(url: string): void {
    this.remember(url);
  }

  private remember(url: string): void {
    this.known.add(url);
    const key = sameResourceKey(url);
    if (key !== undefined) this.resources.add(key);
    for (const view of this.rewritten) {
      const rewritten = view.normalize(url);
      if (rewritten) view.set.add(rewritten);
    }
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
