/** What every group of handlers needs from the background, and the page-address rule they share. */
import type { DirectoryEntry } from '../../../lib/directory/directory.ts';
import type { NotifyCaps } from '../../../lib/notify/index.ts';
import type { MatchOptions } from '../../../lib/profile/index.ts';
import type { Reminder } from '../../../lib/remind/reminders.ts';
import type { LinkInput, LinkVerdict } from '../../../lib/types/notice.ts';
import type { Store } from '../../../lib/store/store.ts';
import type { Tokenizer } from '../../../lib/types/capabilities.ts';
import { canonicalUrl } from '../../../lib/url/canonical.ts';
import { isPublicHttpUrl } from '../../../lib/url/private-hosts.ts';
import { registrableDomain } from '../../../lib/url/domain.ts';

/** What the handlers need from the background. */
export interface HandlerContext {
  store: Store;
  now: () => Date;
  /** The worker's tokenizer (jieba), for the feature library's expansion and notice fingerprints. */
  tokenizer: () => Promise<Tokenizer>;
  /** The link classifier (built with jieba, so it may take a moment the first time). */
  classifier: () => Promise<{ classify(link: LinkInput): LinkVerdict }>;
  startCrawl: (site?: string) => void;
  /** Called after anything that changes the unread count or the schedule. */
  changed: () => Promise<void>;
  /** Called after the watched sites change (the content script follows them). */
  sitesChanged: () => Promise<void>;
  nativeStatus: () => Promise<{ connected: boolean; version?: string; reason?: string }>;
  /** The embedded university directory by domain (names the sites, gives their provinces); none in tests. */
  directory?: () => Promise<ReadonlyMap<string, DirectoryEntry>>;
  /** Shows the reminders that came due (notifications); none in tests. */
  showReminders?: (due: Reminder[]) => Promise<void>;
  /** The push's POST, HMAC and clock (push-caps.ts's fetch and WebCrypto when not given). */
  pushCaps?: NotifyCaps;
}

/** The site and seed of a page URL; throws in plain words when it is not a public web page. */
export function siteOf(url: string): { site: string; seed: string } {
  const seed = /^https?:\/\//i.test(url) ? canonicalUrl(url) : undefined;
  const site = seed ? registrableDomain(seed) : undefined;
  if (!seed || !site) throw new Error(`not a web page address: ${url.slice(0, 100)}`);
  if (!isPublicHttpUrl(seed)) throw new Error(`not a public web address (a local or private one): ${url.slice(0, 100)}`);
  return { site, seed };
}
