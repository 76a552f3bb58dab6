/**
 * What a backup may restore, collection by collection: every field's type and bounds, the
 * schedule a real time of day and interval, the host delay a number in range, notices with string
 * fields (lib/validate/notice.ts). A crafted file is refused whole, with the first bad field named.
 */
import type { BackupSchema } from '../export/backup.ts';
import { CHANGED_FIELDS, changeValue, noticeSchema } from '../validate/notice.ts';
import { array, bool, num, object, oneOf, optional, record, str, SchemaError, type Check } from '../validate/checks.ts';
import { validateProfile } from '../profile/profile.ts';
import { readModel } from '../rank/learn.ts';
import { hostDelaySchema, scheduleSchema } from './settings.ts';
import { pushOutboxSchema, pushSettingSchema } from './push.ts';
import { MARKS, SETTINGS, SITE_STATUS, WATCH } from './records.ts';
import type { SettingKey } from '../app-store/collections.ts';

const url = str({ max: 2048, pattern: /^https?:\/\//i, what: 'a web address' });
const date = str({ max: 40, pattern: /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, what: 'a date' });
const site = str({ min: 1, max: 253 });
const count = num({ min: 0, integer: true });
const seeds = array(url, { max: 200 });
const terms = array(str({ max: 50 }), { max: 5000 });

// Settings differ by key; a key this version does not know is refused, not carried along. One
// check per key of `Settings` (lib/app-store/collections.ts), no more: the compiler holds the two together.
const SETTING_SCHEMAS: { readonly [K in SettingKey]: Check<unknown> } = {
  schedule: scheduleSchema,
  hostDelayMs: hostDelaySchema,
  markEverywhere: bool,
  featureTerms: object({ accepted: terms, rejected: terms }),
  // A run's marker and the popup's first view: dropped after a restore, but checked all the same.
  crawl: object({ startedAt: date, seeds }),
  view: object({}),
  progress: plainRecord(100_000),
  maxConcurrent: num({ min: 1, max: 64, integer: true }),
  // The radar (lib/extension/radar.ts): the profile checked as the options page checks it, the
  // learned model read as the popup reads it (a malformed one becomes empty), the rest bounded.
  profile: (value, path) => {
    try {
      return validateProfile(value);
    } catch (error) {
      throw new SchemaError(path ?? '', error instanceof Error ? error.message : String(error));
    }
  },
  feedbackModel: (value, path) => readModel(plainRecord(2_000_000)(value, path)),
  feedbackSteps: array(plainRecord(200_000), { max: 100 }),
  remindersFired: array(str({ max: 500 }), { max: 100_000 }),
  lastRun: plainRecord(10_000),
  alerts: array(plainRecord(10_000), { max: 1000 }),
  // The push target (http(s) URL, one of the four types, secret ≤ 200) and its outbox as lib/notify reads it.
  push: pushSettingSchema,
  pushOutbox: (value, path) => pushOutboxSchema(plainRecord(5_000_000)(value, path), path),
};

/** A plain object (of JSON data) of at most `maxChars` as JSON text: records the app reads defensively. */
function plainRecord(maxChars: number): Check<Record<string, unknown>> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SchemaError(path ?? '', 'expected an object');
    if (JSON.stringify(value).length > maxChars) throw new SchemaError(path ?? '', `larger than ${maxChars} characters`);
    return value as Record<string, unknown>;
  };
}

const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_SCHEMAS, key);

const setting = (value: unknown, path: string, key: string) => {
  if (!isSettingKey(key)) throw new SchemaError(path, 'not a setting this version knows');
  return SETTING_SCHEMAS[key](value, path);
};

/** A list's remembered row (lib/crawl/volatile.ts): its title and URL. */
const rowPair: Check<[string, string]> = (value, path) => {
  if (!Array.isArray(value) || value.length !== 2) throw new SchemaError(path ?? '', 'a pair of title and web address');
  return [str({ max: 2000 })(value[0], `${path}[0]`), url(value[1], `${path}[1]`)];
};

/** Every collection a restore may write, with its schema. */
export const BACKUP_SCHEMA: BackupSchema = {
  [WATCH]: {
    value: object({ site, name: optional(str({ max: 200 })), seeds, paused: bool, addedAt: date }),
    key: (w: { site: string }) => w.site,
  },
  [SITE_STATUS]: {
    value: object({ lastRunAt: optional(date), listPages: count, notices: count, lastError: optional(str({ max: 500 })), errorKind: optional(str({ max: 40 })) }),
  },
  [MARKS]: { value: object({ url, read: bool, starred: bool, dismissed: bool, notForMe: optional(bool) }), key: (m: { url: string }) => m.url },
  [SETTINGS]: { value: setting },
  sites: {
    value: object({
      site, seeds, listUrls: array(url, { max: 2000 }), rediscover: optional(bool), discoveredAt: optional(date),
      volatileParams: optional(record(array(str({ max: 100 }), { max: 50 }), { max: 100 })),
      loginWalls: optional(array(str({ max: 2100 }), { max: 20 })),
      columns: optional(array(url, { max: 600 })), unwatched: optional(array(url, { max: 2000 })),
    }),
    key: (s: { site: string }) => s.site,
  },
  lists: {
    value: object({
      url, site, validators: object({ etag: optional(str({ max: 500 })), lastModified: optional(str({ max: 100 })) }), missedRuns: count,
      rows: optional(array(rowPair, { max: 100 })), unordered: optional(bool), drawn: optional(bool),
      name: optional(str({ max: 200 })), why: optional(oneOf(['notices', 'named-column', 'stream', 'front-page', 'user'] as const)),
      column: optional(object({ name: str({ max: 100 }), kind: oneOf(['intention', 'call', 'change', 'result', 'procurement'] as const) })),
      checkedAt: optional(date), newest: optional(str({ max: 40 })),
    }),
    key: (l: { url: string }) => l.url,
  },
  notices: { value: noticeSchema, key: (n: { url: string }) => n.url },
  projects: {
    value: object({
      key: str({ max: 300 }), site, projectNo: optional(str({ max: 300 })), core: str({ max: 2000 }), purchaser: optional(str({ max: 1000 })),
      stage: oneOf(['intent', 'call', 'change', 'result', 'void'] as const), notices: array(url, { max: 500 }), firstAt: date, lastAt: date,
      deadline: optional(date), openingAt: optional(date), budget: optional(num({ min: 0 })), closed: bool, winner: optional(str({ max: 1000 })),
      amount: optional(num({ min: 0 })), changes: array(object({ field: oneOf(CHANGED_FIELDS), from: changeValue, to: changeValue, url }), { max: 200 }),
      sequence: num({ min: 0 }),
    }),
    key: (p: { key: string }) => p.key,
  },
  aliases: { value: object({ notice: url }) },
  rejected: { value: object({ url }), key: (r: { url: string }) => r.url },
  delivered: { value: object({ at: date }) },
};
