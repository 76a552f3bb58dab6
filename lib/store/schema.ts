/**
 * What the store holds, as types: every collection's record type (`Collections`) and every
 * setting's value (`Settings`), so `store.get('notices', url)` is a `Notice | undefined` with no
 * type argument and no cast at the caller. A new collection or setting is added here first.
 *
 * A store is typed by a schema: collection name → (key → value). Most collections hold one record
 * type under any key; `settings` holds a different type under each key.
 */
import type { Notice } from '../types.ts';
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

/** Any schema: collection name → (key → value). */
export type Schema = object;

/** A collection name of schema `S`. */
export type CollectionName<S extends Schema = AppSchema> = keyof S & string;
/** A key in collection `N` of `S` (any string, or a setting's name). */
export type KeyIn<S extends Schema, N extends CollectionName<S>> = keyof S[N] & string;

/**
 * Each collection's ops: a put (its value typed by the collection, and for settings by the key)
 * or a delete (of any key: a record an older version left behind can be dropped too).
 */
type OpsOf<S extends Schema> = {
  [N in CollectionName<S>]:
    | { [K in KeyIn<S, N>]: { type: 'put'; collection: N; key: K; value: S[N][K] } }[KeyIn<S, N>]
    | { type: 'delete'; collection: N; key: string };
};

/** One change of a batch (on collection `N`, by default any). */
export type WriteOp<S extends Schema = AppSchema, N extends CollectionName<S> = CollectionName<S>> = OpsOf<S>[N];

/**
 * Where crawl state and notices live: memory (tests), a directory (the helper), IndexedDB (the
 * extension). Collections are named key-value maps; `write` applies a batch all-or-nothing, so a
 * checkpoint is never half-written.
 */
export interface Store<S extends Schema = AppSchema> {
  get<N extends CollectionName<S>, K extends KeyIn<S, N>>(collection: N, key: K): Promise<S[N][K] | undefined>;
  getAll<N extends CollectionName<S>>(collection: N): Promise<Array<S[N][KeyIn<S, N>]>>;
  keys<N extends CollectionName<S>>(collection: N): Promise<Array<KeyIn<S, N>>>;
  write(ops: WriteOp<S>[]): Promise<void>;
  close?(): Promise<void>;
}

/** A schema with no types: for code that moves records it does not read (store tests, the stores' insides). */
export type UntypedSchema = Record<string, Record<string, unknown>>;

/** An op as a store keeps it, whatever its schema. */
export type UntypedOp = WriteOp<UntypedSchema>;

/** The op with its types dropped, for a store's insides (every schema's op has this shape). */
export function untypedOp<S extends Schema>(op: WriteOp<S>): UntypedOp {
  return op.type === 'put' ? { type: 'put', collection: op.collection, key: op.key, value: op.value } : { type: 'delete', collection: op.collection, key: op.key };
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
