/**
 * What the application's store holds, as types: every collection's record type (`Collections`)
 * and every setting's value (`Settings`), declared above the generic store (lib/store), so the
 * storage layer imports none of the records it keeps. A new collection or setting is added here
 * first (and a setting's check to SETTING_SCHEMAS in lib/extension/backup-checks.ts).
 *
 * Most collections hold one record type under any key; `settings` holds a different type under each key.
 */
import type { Store, WriteOp } from '../store/store.ts';
import type { Notice } from '../types/notice.ts';
import type { CrawlProgress, Schedule, Snapshot } from '../messages/protocol.ts';
import type { Alert, RadarView } from '../messages/radar-protocol.ts';
import type { InterestProfile } from '../profile/index.ts';
import type { Project } from '../project/project.ts';
import type { FeedbackModel, FeedbackStep } from '../rank/learn.ts';
import type { FrontierEntry } from '../crawl/frontier.ts';
import type { DiscoveryRecord, ListRecord, PendingRecord, SiteRecord } from '../crawl/state.ts';
import type { CrawlMarker, MarkRecord, SiteRunOutcome, WatchedSite } from '../extension/records.ts';
import type { ListRhythm } from '../schedule/history.ts';
import type { PushSetting } from '../extension/push.ts';
import type { OutboxState } from '../notify/outbox.ts';

/** Every collection of uniform records, by name (lib/crawl/state.ts, lib/extension/records.ts, the helper). */
export interface Collections {
  // The crawl (lib/crawl/state.ts)
  notices: Notice;
  sites: SiteRecord;
  lists: ListRecord;
  discovery: DiscoveryRecord;
  projects: Project;
  /** Another URL of a known notice (key: that URL). */
  aliases: { notice: string };
  /** A link whose cut title led to no notice (key: its URL). */
  rejected: { url: string };
  /** A notice link that failed to fetch, and how often (key: its URL). */
  failed: { url: string; count: number };
  /** A notice already handed out (key: its URL). */
  delivered: { at: string };
  /** A list's posting history for the schedule (lib/schedule/history.ts; key: the list's URL, or `site:<domain>` for a site's discovery). */
  rhythm: ListRhythm;
  /** Requests each site made on China day `day` (lib/schedule/watched.ts; key 'today'), for the budgets. */
  requestsToday: { day: string; bySite: Record<string, number> };
  /** A site's discovery in progress: its frontier, the pages it has seen (value 1), its deferred links. */
  [frontier: `frontier/${string}`]: FrontierEntry;
  [seen: `seen/${string}`]: 1;
  [pending: `pending/${string}`]: PendingRecord;
  // The extension (lib/extension/records.ts)
  watch: WatchedSite;
  siteStatus: SiteRunOutcome;
  marks: MarkRecord;
  announce: Unannounced;
  // The helper (helper/crawl/delivery.ts): key 'pending'
  'helper/out': OutputPending;
}

/** Every setting (collection `settings`) by key; lib/extension/backup-checks.ts checks each on restore. */
export type Settings = {
  schedule: Schedule;
  hostDelayMs: number;
  maxConcurrent: number;
  markEverywhere: boolean;
  featureTerms: TermChoices;
  // A run in progress, the popup's first view, the run's progress: dropped after a restore.
  crawl: CrawlMarker;
  view: Snapshot;
  progress: CrawlProgress;
  // The radar (lib/extension/radar.ts)
  profile: InterestProfile;
  feedbackModel: FeedbackModel;
  feedbackSteps: UndoStep[];
  remindersFired: string[];
  lastRun: NonNullable<RadarView['lastRun']>;
  alerts: Alert[];
  // The push to one group (lib/extension/push.ts): the target, and lib/notify's outbox for it.
  push: PushSetting;
  pushOutbox: OutboxState;
};

export type SettingKey = keyof Settings;

/** The app's store schema: each collection as a key → record map, and the settings. */
export type AppSchema = { [N in keyof Collections]: Record<string, Collections[N]> } & { settings: Settings };

/** The application's store and its batches (what `Store` and `WriteOp` are with no type argument). */
export type AppStore = Store<AppSchema>;
export type AppWriteOp = WriteOp<AppSchema>;

// The default schema of lib/store is this one: `Store`, `WriteOp`, `new MemoryStore()` … need no type argument.
declare module '../store/store.ts' {
  interface StoreRegister {
    schema: AppSchema;
  }
}

/** A new notice a crawl handed out that no run has announced yet (entrypoints/background/crawl-runner.ts). */
export interface Unannounced {
  url: string;
  title: string;
  firstSeenAt: string;
}

/** The helper's record of a batch being appended to an output file (helper/crawl/delivery.ts). */
export interface OutputPending {
  path: string;
  /** The file's size before the batch. */
  offset: number;
  urls: string[];
}

/** Terms the user accepted or rejected as features (entrypoints/background/features.ts). */
export interface TermChoices {
  accepted: string[];
  rejected: string[];
}

/** One undoable radar judgement: the model's step and the marks as they were before (lib/extension/radar.ts). */
export interface UndoStep {
  step: FeedbackStep;
  title: string;
  before: Partial<Record<'read' | 'starred' | 'dismissed' | 'notForMe', boolean>>;
}
