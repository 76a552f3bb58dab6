/**
 * The extension's push to one group (issue 26, item 4): one generic webhook or 企业微信/钉钉/飞书
 * robot the user sets in the options page. The messages, signatures, splitting, pacing and the
 * outbox are lib/notify's; this file keeps the setting (key `push`) and the outbox (key
 * `pushOutbox`) in the store and runs the two steps the background calls after each run:
 *   - take(fresh): the run's new notices (only the profile's matches with "for me") enter the
 *     outbox, before the run's kept announcements are forgotten, so a stopped worker takes them
 *     again and the outbox keeps each once;
 *   - push(): what the outbox holds goes out; a failure keeps it for the next run.
 * Both go one at a time (a run ending beside another must not open a second batch). A browser's
 * fetch cannot tell when the request has left, so a batch stays `sending` until answered: after a
 * stopped worker it is sent again (a repeat, never a loss).
 */
import { matchNotice, type MatchOptions } from '../profile/index.ts';
import { oneOf, object, optional, refine, SchemaError, str, type Check } from '../validate/checks.ts';
import type { Notice } from '../types/notice.ts';
import type { Store } from '../store/store.ts';
import {
  channelKey, channelLabel, emptyOutbox, httpKind, noticeItem, Outbox, parseOutbox, pushAll,
  type ChannelConfig, type ChannelReport, type NotifyCaps, type NotifyItem, type OutboxState,
} from '../notify/index.ts';
import { loadProfile } from './radar.ts';
import { SETTINGS } from './records.ts';

export const PUSH = 'push';
export const PUSH_OUTBOX = 'pushOutbox';

export const PUSH_TYPES = ['webhook', 'wecom', 'dingtalk', 'feishu'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** The user's push target: where, how, signed with what, and which notices. */
export interface PushSetting {
  type: PushType;
  url: string;
  /** 钉钉's 加签 or 飞书's 签名校验 secret. */
  secret?: string;
  only: 'for-me' | 'all';
}

/** What the options page shows of the push: the setting and how the last push went. */
export interface PushStatus {
  setting?: PushSetting;
  /** Notices waiting for the next run. */
  pending: number;
  lastError?: string;
}

const isHttpUrl = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

export const pushSettingSchema: Check<PushSetting> = object({
  type: oneOf(PUSH_TYPES),
  url: refine(str({ max: 2048, pattern: /^https?:\/\//i, what: 'a web address (http or https)' }), isHttpUrl, 'not a web address'),
  secret: optional(str({ max: 200 })),
  only: oneOf(['for-me', 'all'] as const),
});

/** A stored outbox, checked as lib/notify reads its file (a restore refuses a damaged one). */
export const pushOutboxSchema: Check<OutboxState> = (value, path) => {
  try {
    return parseOutbox(JSON.stringify(value ?? null));
  } catch (error) {
    throw new SchemaError(path ?? '', error instanceof Error ? error.message : String(error));
  }
};

/** The setting from the options page, checked; a blank secret is none. */
export function checkPushSetting(value: unknown): PushSetting {
  const setting = pushSettingSchema(value, 'push');
  const secret = setting.secret?.trim();
  return { type: setting.type, url: setting.url.trim(), only: setting.only, ...(secret && (setting.type === 'dingtalk' || setting.type === 'feishu') && { secret }) };
}

/** The permission to ask for a push URL: its scheme and host, any port, nothing else. */
export function pushOrigin(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not a web address: ${url.slice(0, 100)}`);
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

export function pushChannel(setting: PushSetting): ChannelConfig {
  return setting.type === 'dingtalk' || setting.type === 'feishu'
    ? { type: setting.type, url: setting.url, ...(setting.secret && { secret: setting.secret }) }
    : { type: setting.type, url: setting.url };
}

/** What take() needs to word and filter the notices: university names, the profile's province lookup. */
export interface PushContext {
  university(site: string): string | undefined;
  match: MatchOptions;
}

export interface Pusher {
  take(fresh: readonly Notice[]): Promise<void>;
  push(): Promise<ChannelReport | undefined>;
  /** True while a take or push is under way (the worker is kept up meanwhile). */
  busy(): boolean;
}

export async function loadPushSetting(store: Store): Promise<PushSetting | undefined> {
  const value = await store.get(SETTINGS, PUSH);
  if (value === undefined) return undefined;
  try {
    return checkPushSetting(value);
  } catch {
    return undefined;
  }
}

/**
 * The outbox over the store. Another channel's state (the user changed the target) is dropped:
 * the new target starts with the next run's notices.
 */
async function openOutbox(store: Store, channel: ChannelConfig, now: () => number): Promise<Outbox> {
  const stored = await store.get(SETTINGS, PUSH_OUTBOX);
  const state = stored === undefined ? emptyOutbox() : parseOutbox(JSON.stringify(stored));
  const key = channelKey(channel);
  for (const other of Object.keys(state.channels)) if (other !== key) delete state.channels[other];
  return new Outbox(state, (text) => store.write([{ type: 'put', collection: SETTINGS, key: PUSH_OUTBOX, value: JSON.parse(text) as OutboxState }]), now);
}

export function createPusher(store: Store, caps: NotifyCaps, context: () => Promise<PushContext>): Pusher {
  let queue: Promise<unknown> = Promise.resolve();
  let running = 0;
  const serial = <T>(step: () => Promise<T>): Promise<T> => {
    running++;
    const result = queue.then(step).finally(() => running--);
    queue = result.catch(() => undefined);
    return result;
  };
  return {
    busy: () => running > 0,
    take: (fresh) =>
      serial(async () => {
        const setting = await loadPushSetting(store);
        if (!setting || fresh.length === 0) return;
        const { university, match } = await context();
        const profile = setting.only === 'for-me' ? await loadProfile(store) : undefined;
        // Without a saved profile "for me" is every notice, as the badge counts them.
        const wanted = profile ? fresh.filter((n) => matchNotice(n, profile, match) !== null) : fresh;
        if (wanted.length === 0) return;
        const channel = pushChannel(setting);
        const outbox = await openOutbox(store, channel, caps.now);
        await outbox.enqueue(wanted.map((n) => noticeItem(n, university(n.site))), new Map([[channelKey(channel), channelLabel(channel)]]));
      }),
    push: () =>
      serial(async () => {
        const setting = await loadPushSetting(store);
        if (!setting) return undefined;
        const channel = pushChannel(setting);
        const outbox = await openOutbox(store, channel, caps.now);
        if (outbox.pending(channelKey(channel)).length === 0 && !outbox.state.channels[channelKey(channel)]?.inflight) return undefined;
        for (const note of await outbox.recover()) caps.log?.(`push: ${note}`);
        const [report] = await pushAll(outbox, [channel], caps);
        return report;
      }),
  };
}

/** The options page's view of the push. */
export async function pushStatus(store: Store): Promise<PushStatus> {
  const setting = await loadPushSetting(store);
  if (!setting) return { pending: 0 };
  const stored = await store.get(SETTINGS, PUSH_OUTBOX);
  let state: OutboxState | undefined;
  try {
    state = stored === undefined ? undefined : parseOutbox(JSON.stringify(stored));
  } catch {
    return { setting, pending: 0, lastError: 'the push outbox is damaged: remove the push target and set it again' };
  }
  const c = state?.channels[channelKey(pushChannel(setting))];
  return { setting, pending: (c?.pending.length ?? 0) + (c?.inflight?.ids.length ?? 0), ...(c?.lastError && { lastError: c.lastError }) };
}

/** A one-notice message to the target, outside the outbox; throws with the target's answer when refused. */
export async function sendTestPush(setting: PushSetting, caps: NotifyCaps, title: string): Promise<void> {
  const channel = pushChannel(setting);
  const kind = httpKind(channel)!;
  const now = new Date(caps.now()).toISOString();
  const item: NotifyItem = { id: `test-${now}`, url: '', title, site: 'Tender Radar', firstSeenAt: now };
  for (const message of kind.messages([item])) {
    const outcome = kind.answer(await caps.post(await kind.request(channel, message, { batch: `test-${caps.now().toString(36)}`, caps }), () => undefined));
    if (!outcome.ok) throw new Error(outcome.error);
  }
}
