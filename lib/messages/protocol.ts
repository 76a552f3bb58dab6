/**
 * The typed protocol between the popup, the options page, the content script and the
 * background: one ProtocolMap (request and response per message), who may send what, and the
 * `Handlers` type that requires a handler for every message. Sending and receiving are in
 * messenger.ts; what a content script's requests may hold is checked in page-requests.ts.
 */
import type { PushSetting, PushStatus } from '../extension/push.ts';
import type { LinkInput, LinkVerdict, Notice, NoticeType } from '../types/notice.ts';
import type { RadarNoticeFields, RadarProtocol, RadarView } from './radar-protocol.ts';
import type { WatchedList } from '../crawl/watched.ts';

/** What the user has said about one notice. */
export interface NoticeMarks {
  read: boolean;
  starred: boolean;
  /** "Not a tender": hidden, and lowers similar links in the ranking. */
  dismissed: boolean;
}

/** A notice as the popup shows it: the stored notice, the user's marks, and its rank. */
export interface NoticeView extends Notice, NoticeMarks, RadarNoticeFields {
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
  /** Pages the last run read in background tabs (they needed a browser). */
  rendered?: number;
  /** Pages the last run could not read for want of a browser, with why ('challenge' | 'script-list' | 'js-pager' | 'script-menu' | 'transport' | 'script-frame', or 'click-rows': seen in a browser, not reachable). */
  needsBrowser?: { url: string; reason: string }[];
  /** The lists and columns the crawl watches on it (lib/crawl/watched.ts): what the user sees, stops, adds to. */
  lists?: WatchedList[];
  /** When its lists are asked next and why (lib/schedule: the earliest of its lists); absent while paused. */
  nextCheck?: { at: string; kind: string; reason: string };
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
  /** Interest profile, "for me", project timelines (lib/messages/radar-protocol.ts). */
  radar?: RadarView;
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
export interface ProtocolMap extends RadarProtocol {
  getSnapshot: { request: undefined; response: Snapshot };
  getStatus: { request: undefined; response: Status };
  checkNow: { request: { site?: string } | undefined; response: { started: boolean } };
  markRead: { request: { url: string; read: boolean }; response: void };
  star: { request: { url: string; starred: boolean }; response: void };
  dismiss: { request: { url: string; dismissed: boolean }; response: void };
  addSeed: { request: { url: string }; response: SiteStatus };
  removeSite: { request: { site: string }; response: void };
  /** Stops watching one list or column of a university (never taken as a list again). */
  unwatchList: { request: { url: string }; response: void };
  pauseSite: { request: { site: string; paused: boolean }; response: void };
  classifyLinks: { request: { pageUrl: string; links: PageLinkInput[] }; response: LinkVerdict[] };
  reportPageNotices: { request: { pageUrl: string; notices: SeenNotice[] }; response: { added: number; watched?: boolean } };
  exportData: { request: undefined; response: string };
  importData: { request: { json: string }; response: { records: number } };
  setSchedule: { request: Schedule; response: void };
  /** Markers on every page (after the user granted all sites) or only on watched sites. */
  setMarkEverywhere: { request: { on: boolean }; response: void };
  /** Pause between requests to one host (default 1 s; tests on 127.0.0.1 go faster). */
  setPoliteness: { request: { hostDelayMs: number }; response: void };
  /** The local helper: answered its ping, else why not (the link is off, no helper installed …). */
  nativeStatus: { request: undefined; response: { connected: boolean; version?: string; reason?: string } };
  getFeatureReview: { request: undefined; response: FeatureReview };
  /** Accepts a term into the user's library (kept whole by the tokenizer) or rejects it for good. */
  reviewFeatureTerm: { request: { term: string; accepted: boolean }; response: void };
  /** The push to one group (lib/extension/push.ts): its target and how the last push went. */
  getPush: { request: undefined; response: PushStatus };
  /** Sets the push target (checked; the options page asked its host first), or removes it (null). */
  setPush: { request: { push: PushSetting | null }; response: void };
  /** Sends a test message to the saved target; throws with the target's answer when refused. */
  testPush: { request: undefined; response: void };
  /** For the content script: may it offer the page it runs on as a seed (not one already)? */
  pageStatus: { request: undefined; response: { offerSeed: boolean } };
}

export type MessageType = keyof ProtocolMap;
export type RequestOf<K extends MessageType> = ProtocolMap[K]['request'];
export type ResponseOf<K extends MessageType> = ProtocolMap[K]['response'];

/** Who sent a message. */
export type SenderKind = 'extension-page' | 'content-script';

/** Who sent a message, as the handlers see it: a content script comes with its tab's page URL. */
export interface SenderInfo {
  kind: SenderKind;
  /** The sender tab's URL (content scripts only): the page the request must be about. */
  tabUrl?: string;
}

/** The messages a content script (running inside a web page) may send. */
export const CONTENT_SCRIPT_MESSAGES: ReadonlySet<MessageType> = new Set<MessageType>([
  'classifyLinks',
  'reportPageNotices',
  'addSeed',
  'getStatus',
  'pageStatus',
]);

/** One message's handler. */
export type Handler<K extends MessageType> = (request: RequestOf<K>, sender: SenderInfo) => Promise<ResponseOf<K>> | ResponseOf<K>;

/** A handler for every message: a missing one is a type error. */
export type Handlers = { [K in MessageType]: Handler<K> };
