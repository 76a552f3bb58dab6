/**
 * The outbox: which notice is still to be pushed to which channel, kept in one JSON file in the
 * helper's state directory, saved whole and atomically after every step (the caller's `save`:
 * the helper writes a temp file, fsyncs, renames, fsyncs the directory).
 *
 * THE RULE (what survives a kill). A notice enters the outbox before the crawl marks it delivered,
 * so a kill before the mark makes the crawl deliver it again, and the outbox, keyed by the notice
 * (item.ts: URL + time of an edit in place), takes it once: per channel an id is pending,
 * in flight or sent, never two of these. Each message is sent as a batch with an id:
 *   1. `sending`: saved before the request is opened (its ids leave `pending`);
 *   2. `written`: saved the moment the whole request has been handed to the operating system;
 *   3. the answer: sent → the ids go to `sent`; refused or rate-limited → back to `pending`
 *      (retried later this run after a wait, or next run).
 * A run that finds a batch in flight (the last one was killed before its answer):
 *   - `sending`: sent again. The request had not left whole, and a receiver acts only on a whole
 *     request (a JSON body of a stated length), so the robot cannot have posted it.
 *   - `written`: counted as sent, never repeated. The bytes were with the kernel, which delivers
 *     them after the process died; the receiver acts on them.
 * Exactly once is impossible to a webhook without idempotency keys (the robots have none): one
 * side of the moment "the receiver has acted" is always unknown. This rule puts that moment where
 * the request is written: nothing is lost but a message written whole and then refused by a
 * receiver whose answer the kill (or a dropped connection) kept from us; nothing is repeated but
 * a message a receiver acted on before it had read all of it (none of the platforms here).
 * A network error after `written` (no answer) is counted as sent for the same reason; before it,
 * the batch goes back to pending. An email transport that cannot tell when the message left
 * stays `sending` until the relay accepted it: after a kill, that mail is sent again (a repeat,
 * never a loss).
 */
import type { ChannelConfig, NotifyItem } from './types.ts';

export type FlightState = 'sending' | 'written';

export interface InFlight {
  batch: string;
  ids: string[];
  state: FlightState;
  since: string;
}

export interface ChannelState {
  /** "wecom qyapi.weixin.qq.com": for the log; never the key or secret. */
  label: string;
  pending: string[];
  /** The last SENT_KEPT ids pushed: an id delivered again by the crawl is not pushed again. */
  sent: string[];
  inflight?: InFlight;
  lastError?: string;
}

export interface OutboxState {
  format: 'tender-radar-outbox';
  version: 1;
  items: Record<string, NotifyItem>;
  /** Newest first: the Atom feed's entries. */
  feed: string[];
  channels: Record<string, ChannelState>;
}

export const SENT_KEPT = 10_000;
export const FEED_KEPT = 200;
/** Items kept in all (pending, feed, and upcoming deadlines for the calendar). */
export const ITEMS_KEPT = 5_000;

export class OutboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboxError';
  }
}

export function emptyOutbox(): OutboxState {
  return { format: 'tender-radar-outbox', version: 1, items: {}, feed: [], channels: {} };
}

/** Reads an outbox file's text; throws OutboxError when it is not one (the caller says where). */
export function parseOutbox(text: string): OutboxState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new OutboxError('not JSON');
  }
  const v = value as Partial<OutboxState> | null;
  if (!v || v.format !== 'tender-radar-outbox' || v.version !== 1 || typeof v.items !== 'object' || !Array.isArray(v.feed) || typeof v.channels !== 'object') {
    throw new OutboxError('not a tender-radar outbox (version 1)');
  }
  for (const [key, c] of Object.entries(v.channels!)) {
    if (!Array.isArray(c?.pending) || !Array.isArray(c?.sent)) throw new OutboxError(`channel ${key} is damaged`);
  }
  return v as OutboxState;
}

/** A channel's stable key: its type and target, hashed (FNV-1a), so the file holds no secret twice. */
export function channelKey(channel: ChannelConfig): string {
  const target = channel.type === 'email' ? `${channel.smtp}|${channel.from}|${[...channel.to].sort().join(',')}` : channel.url;
  let hash = 0x811c9dc5;
  for (const char of `${channel.type}|${target}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${channel.type}-${hash.toString(16).padStart(8, '0')}`;
}

/** "wecom qyapi.weixin.qq.com", "email smtp.example.com → 2". */
export function channelLabel(channel: ChannelConfig): string {
  const host = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return '?';
    }
  };
  return channel.type === 'email' ? `email ${host(channel.smtp)} → ${channel.to.length}` : `${channel.type} ${host(channel.url)}`;
}

/** The outbox over its state; every change is saved (awaited) before the method returns. */
export class Outbox {
  constructor(
    readonly state: OutboxState,
    private readonly save: (text: string) => void | Promise<void>,
    private readonly now: () => number,
  ) {}

  private async commit(): Promise<void> {
    await this.save(`${JSON.stringify(this.state)}\n`);
  }

  private channel(key: string, label: string): ChannelState {
    const c = (this.state.channels[key] ??= { label, pending: [], sent: [] });
    c.label = label;
    return c;
  }

  /**
   * After a kill: each batch left in flight is settled by THE RULE above. Returns one line per
   * settled batch, for the log.
   */
  async recover(): Promise<string[]> {
    const notes: string[] = [];
    for (const c of Object.values(this.state.channels)) {
      const flight = c.inflight;
      if (!flight) continue;
      if (flight.state === 'written') {
        addSent(c, flight.ids);
        notes.push(`${c.label}: batch ${flight.batch} (${flight.ids.length} notices) had been written whole when the last run stopped: counted as sent`);
      } else {
        c.pending = [...flight.ids, ...c.pending.filter((id) => !flight.ids.includes(id))];
        notes.push(`${c.label}: batch ${flight.batch} (${flight.ids.length} notices) had not left whole when the last run stopped: it is sent again`);
      }
      delete c.inflight;
    }
    if (notes.length) await this.commit();
    return notes;
  }

  /** Takes delivered notices for `channels` (key → label): each id once per channel, ever (within SENT_KEPT). */
  async enqueue(items: readonly NotifyItem[], channels: ReadonlyMap<string, string>): Promise<number> {
    let added = 0;
    for (const item of items) {
      this.state.items[item.id] = item;
      if (!this.state.feed.includes(item.id)) this.state.feed.unshift(item.id);
      for (const [key, label] of channels) {
        const c = this.channel(key, label);
        if (c.pending.includes(item.id) || c.sent.includes(item.id) || c.inflight?.ids.includes(item.id)) continue;
        c.pending.push(item.id);
        added++;
      }
    }
    this.prune();
    await this.commit();
    return added;
  }

  /** The items waiting for `key`, oldest first. */
  pending(key: string): NotifyItem[] {
    return (this.state.channels[key]?.pending ?? []).map((id) => this.state.items[id]).filter((i): i is NotifyItem => i !== undefined);
  }

  /** Step 1: the batch leaves pending and is in flight, saved before the request is opened. */
  async begin(key: string, ids: string[]): Promise<string> {
    const c = this.state.channels[key]!;
    if (c.inflight) throw new OutboxError(`${c.label}: a batch is already in flight`);
    const batch = `${this.now().toString(36)}-${Math.floor(Math.random() * 0xffffff).toString(36)}`;
    c.pending = c.pending.filter((id) => !ids.includes(id));
    c.inflight = { batch, ids, state: 'sending', since: new Date(this.now()).toISOString() };
    await this.commit();
    return batch;
  }

  /** Step 2: the whole request is with the operating system. */
  async written(key: string): Promise<void> {
    const flight = this.state.channels[key]?.inflight;
    if (!flight || flight.state === 'written') return;
    flight.state = 'written';
    await this.commit();
  }

  /** Step 3, sent (or written and never answered): the ids are sent. */
  async sent(key: string): Promise<void> {
    const c = this.state.channels[key]!;
    if (c.inflight) addSent(c, c.inflight.ids);
    delete c.inflight;
    delete c.lastError;
    this.prune();
    await this.commit();
  }

  /** Step 3, refused or not sent: the ids are pending again, first in line. */
  async back(key: string, error: string): Promise<void> {
    const c = this.state.channels[key]!;
    if (c.inflight) c.pending = [...c.inflight.ids, ...c.pending];
    delete c.inflight;
    c.lastError = error;
    await this.commit();
  }

  /** Whether the batch in flight on `key` was written whole. */
  isWritten(key: string): boolean {
    return this.state.channels[key]?.inflight?.state === 'written';
  }

  /** The feed's items, newest first. */
  feedItems(): NotifyItem[] {
    return this.state.feed.map((id) => this.state.items[id]).filter((i): i is NotifyItem => i !== undefined);
  }

  /** Every item kept (for the calendar: the deadlines not yet past are kept). */
  allItems(): NotifyItem[] {
    return Object.values(this.state.items);
  }

  /** Bounds the file: the feed, each channel's sent ids, and items nothing needs any more. */
  private prune(): void {
    const s = this.state;
    s.feed = s.feed.slice(0, FEED_KEPT);
    const needed = new Set(s.feed);
    for (const c of Object.values(s.channels)) {
      for (const id of c.pending) needed.add(id);
      for (const id of c.inflight?.ids ?? []) needed.add(id);
    }
    const today = new Date(this.now()).toISOString().slice(0, 10);
    const upcoming = Object.values(s.items)
      .filter((i) => !needed.has(i.id) && i.deadline !== undefined && i.deadline.slice(0, 10) >= today)
      .sort((a, b) => (a.firstSeenAt < b.firstSeenAt ? 1 : -1))
      .slice(0, Math.max(0, ITEMS_KEPT - needed.size));
    for (const i of upcoming) needed.add(i.id);
    for (const id of Object.keys(s.items)) if (!needed.has(id)) delete s.items[id];
  }
}

function addSent(c: ChannelState, ids: string[]): void {
  c.sent.push(...ids.filter((id) => !c.sent.includes(id)));
  if (c.sent.length > SENT_KEPT) c.sent.splice(0, c.sent.length - SENT_KEPT);
}
