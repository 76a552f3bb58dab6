/**
 * The typed protocol between the popup, the options page, the content script and the
 * background (one ProtocolMap: request and response per message), and the one
 * sendMessage / onMessage pair that speaks it. The runtime is passed in, so lib/ stays pure;
 * the background checks every sender: extension pages may ask anything, content scripts only
 * what a web page may ask, anyone else nothing.
 */
import type { LinkInput, LinkVerdict, Notice, NoticeType } from './types.ts';

/** What the user has said about one notice. */
export interface NoticeMarks {
  read: boolean;
  starred: boolean;
  /** "Not a tender": hidden, and lowers similar links in the ranking. */
  dismissed: boolean;
}

/** A notice as the popup shows it: the stored notice, the user's marks, and its rank. */
export interface NoticeView extends Notice, NoticeMarks {
  rank: number;
}

/** One university site the user watches, with its last run in plain words. */
export interface SiteStatus {
  /** Registrable domain ("fzu.edu.cn"). */
  site: string;
  name?: string;
  seeds: string[];
  paused: boolean;
  lastRunAt?: string;
  listPages: number;
  notices: number;
  /** The last error in plain words ("blocked (HTTP 412): open it once in a tab"). */
  lastError?: string;
  /** The kind of the last error (lib/types FetchErrorKind or 'internal'), for a localised hint. */
  errorKind?: string;
}

/** When the daily check runs: local time of the first run and the hours between runs. */
export interface Schedule {
  time: string; // "HH:MM"
  everyHours: number;
}

/** A crawl in progress: each site's state and the notices it brought so far (stored as settings/'progress'). */
export interface CrawlProgress {
  startedAt: string;
  /** Site (registrable domain) → its state in this crawl. */
  sites: Record<string, 'queued' | 'crawling' | 'done'>;
  /** New notices delivered so far in this crawl. */
  newNotices: number;
}

/** Everything the popup and options page draw from. */
export interface Snapshot {
  notices: NoticeView[];
  sites: SiteStatus[];
  unread: number;
  crawling: boolean;
  /** While crawling: how far it got. */
  progress?: CrawlProgress;
  schedule: Schedule;
  nativeConnected: boolean;
  /** The user opted in to notice markers on every web page, not only watched sites. */
  markEverywhere: boolean;
  now: string;
}

/** What the background is doing right now. */
export interface Status {
  crawling: boolean;
  lastRunAt?: string;
  lastRunNew?: number;
  unread: number;
}

/** A link as the content script sends it for classification. */
export interface PageLinkInput extends LinkInput {
  url: string;
}

/** A notice the content script saw on a page the user opened. */
export interface SeenNotice {
  url: string;
  title: string;
  date?: string;
  type: NoticeType | null;
}

/** A term proposed for the topic feature library (paper 4's expansion), for the user to review. */
export interface FeatureCandidate {
  term: string;
  weight: number;
  /** The library terms whose notices suggested it. */
  seeds: string[];
}

/** The user's side of the feature library: terms accepted, and candidates to review. */
export interface FeatureReview {
  userTerms: string[];
  candidates: FeatureCandidate[];
}

/** Every message: its request and its response. */
export interface ProtocolMap {
  getSnapshot: { request: undefined; response: Snapshot };
  getStatus: { request: undefined; response: Status };
  checkNow: { request: { site?: string } | undefined; response: { started: boolean } };
  markRead: { request: { url: string; read: boolean }; response: void };
  star: { request: { url: string; starred: boolean }; response: void };
  dismiss: { request: { url: string; dismissed: boolean }; response: void };
  addSeed: { request: { url: string }; response: SiteStatus };
  removeSite: { request: { site: string }; response: void };
  pauseSite: { request: { site: string; paused: boolean }; response: void };
  classifyLinks: { request: { pageUrl: string; links: PageLinkInput[] }; response: LinkVerdict[] };
  reportPageNotices: { request: { pageUrl: string; notices: SeenNotice[] }; response: { added: number } };
  exportData: { request: undefined; response: string };
  importData: { request: { json: string }; response: { records: number } };
  setSchedule: { request: Schedule; response: void };
  /** Markers on every page (after the user granted all sites) or only on watched sites. */
  setMarkEverywhere: { request: { on: boolean }; response: void };
  /** Pause between requests to one host (default 1 s; tests on 127.0.0.1 go faster). */
  setPoliteness: { request: { hostDelayMs: number }; response: void };
  nativeStatus: { request: undefined; response: { connected: boolean; version?: string } };
  getFeatureReview: { request: undefined; response: FeatureReview };
  /** Accepts a term into the user's library (kept whole by the tokenizer) or rejects it for good. */
  reviewFeatureTerm: { request: { term: string; accepted: boolean }; response: void };
}

export type MessageType = keyof ProtocolMap;
export type RequestOf<K extends MessageType> = ProtocolMap[K]['request'];
export type ResponseOf<K extends MessageType> = ProtocolMap[K]['response'];

/** Who sent a message. */
export type SenderKind = 'extension-page' | 'content-script';

/** The messages a content script (running inside a web page) may send. */
const CONTENT_SCRIPT_MESSAGES: ReadonlySet<MessageType> = new Set<MessageType>([
  'classifyLinks',
  'reportPageNotices',
  'addSeed',
  'getStatus',
]);

/** The part of `runtime.MessageSender` we look at. */
export interface Sender {
  id?: string;
  url?: string;
  tab?: unknown;
}

/** The part of the extension runtime API the messenger needs (passed in: lib/ has no globals). */
export interface Runtime {
  id: string;
  getURL(path: string): string;
  sendMessage(message: unknown): Promise<unknown>;
  onMessage: {
    addListener(listener: (message: unknown, sender: Sender) => Promise<unknown> | undefined): void;
    removeListener(listener: (message: unknown, sender: Sender) => Promise<unknown> | undefined): void;
  };
}

/** Handlers for the messages the background answers; `sender` tells who asked. */
export type Handlers = {
  [K in MessageType]?: (request: RequestOf<K>, sender: SenderKind) => Promise<ResponseOf<K>> | ResponseOf<K>;
};

interface Envelope {
  protocol: 'tender-radar';
  type: MessageType;
  data: unknown;
}

type Reply = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Tells an extension page from a content script; null for anything else (other extensions,
 * web pages). `extensionBase` is our root URL ("chrome-extension://ID/"; in Firefox a
 * per-install UUID), as `runtime.getURL('')` gives it.
 */
export function senderKind(sender: Sender, runtimeId: string, extensionBase: string): SenderKind | null {
  if (sender.id !== runtimeId || !sender.url) return null;
  if (sender.url.startsWith(extensionBase)) return 'extension-page';
  // Content scripts run in a tab on a web page.
  return sender.tab && /^https?:\/\//.test(sender.url) ? 'content-script' : null;
}

/** True when `kind` may send `type`. */
export function mayReceive(type: MessageType, kind: SenderKind): boolean {
  return kind === 'extension-page' || CONTENT_SCRIPT_MESSAGES.has(type);
}

function isEnvelope(message: unknown): message is Envelope {
  return typeof message === 'object' && message !== null && (message as Envelope).protocol === 'tender-radar';
}

/** Sends one typed message and resolves with its typed response (or rejects with the error). */
export async function sendMessage<K extends MessageType>(
  runtime: Pick<Runtime, 'sendMessage'>,
  type: K,
  ...data: undefined extends RequestOf<K> ? [RequestOf<K>?] : [RequestOf<K>]
): Promise<ResponseOf<K>> {
  const envelope: Envelope = { protocol: 'tender-radar', type, data: data[0] };
  const reply = (await runtime.sendMessage(envelope)) as Reply | undefined;
  if (!reply) throw new Error(`no answer to ${type}`);
  if (!reply.ok) throw new Error(reply.error);
  return reply.value as ResponseOf<K>;
}

/** Answers typed messages with `handlers`, after checking the sender; returns the unsubscribe. */
export function onMessage(runtime: Runtime, handlers: Handlers): () => void {
  const listener = (message: unknown, sender: Sender): Promise<Reply> | undefined => {
    if (!isEnvelope(message)) return undefined;
    const handler = handlers[message.type] as
      | ((request: unknown, kind: SenderKind) => Promise<unknown> | unknown)
      | undefined;
    if (!handler) return undefined;
    const kind = senderKind(sender, runtime.id, runtime.getURL(''));
    if (!kind || !mayReceive(message.type, kind)) {
      return Promise.resolve({ ok: false, error: `${message.type}: sender not allowed` });
    }
    return Promise.resolve()
      .then(() => handler(message.data, kind))
      .then(
        (value): Reply => ({ ok: true, value }),
        (error: unknown): Reply => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
  };
  runtime.onMessage.addListener(listener);
  return () => runtime.onMessage.removeListener(listener);
}
