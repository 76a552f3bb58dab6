/**
 * The extension's own records beside the crawl's (lib/crawl/state.ts owns `sites`, `lists`,
 * `notices`, …): which sites the user watches, their last run, the user's marks, settings.
 */
import type { NoticeMarks, Schedule, SiteStatus } from '../messages/protocol.ts';

/** Collection names of the extension's records. */
export const WATCH = 'watch';
export const SITE_STATUS = 'siteStatus';
export const MARKS = 'marks';
export const SETTINGS = 'settings';
/** New notices a crawl handed out that no run has announced yet (entrypoints/background/crawl-runner.ts). */
export const ANNOUNCE = 'announce';

/** The crawl's collections worth keeping in a backup (frontiers and seen sets are rebuilt). */
export const CRAWL_COLLECTIONS = ['sites', 'lists', 'notices', 'projects', 'aliases', 'rejected', 'delivered'] as const;

/** Every collection a backup holds and a restore may write. */
export const BACKUP_COLLECTIONS = [WATCH, SITE_STATUS, MARKS, SETTINGS, ...CRAWL_COLLECTIONS] as const;

/** A site the user watches (key: registrable domain). */
export interface WatchedSite {
  site: string;
  name?: string;
  seeds: string[];
  paused: boolean;
  addedAt: string;
}

/** The last run of a site (key: registrable domain). */
export type SiteRunOutcome = Pick<SiteStatus, 'lastRunAt' | 'listPages' | 'notices' | 'lastError' | 'errorKind' | 'rendered' | 'needsBrowser'>;

/** A run in progress, kept so a restarted service worker resumes it (key: 'crawl'). */
export interface CrawlMarker {
  startedAt: string;
  seeds: string[];
}

/** The user's marks on one notice (key: the notice's URL). */
export interface MarkRecord extends NoticeMarks {
  url: string;
  /** The radar's own flag (lib/extension/radar.ts): "not for me". */
  notForMe?: boolean;
}

/** Default marks for a notice the user has not touched. */
export const NO_MARKS: NoticeMarks = { read: false, starred: false, dismissed: false };

/** The daily check at 08:30, then every 24 hours, unless the user sets otherwise. */
export const DEFAULT_SCHEDULE: Schedule = { time: '08:30', everyHours: 24 };
