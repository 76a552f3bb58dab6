/**
 * What lib/notify works with: the push configuration (the helper's `--notify FILE`), one notice as
 * a push carries it, and the capabilities the caller passes in (an HTTP POST, the clock, HMAC,
 * a sleep, an SMTP transport). No Node or browser API here: the helper gives Node's, the
 * extension can give its own and reuse the message builders.
 */
import type { NoticeType, ProjectChange } from '../types/notice.ts';

export interface WecomChannel {
  type: 'wecom';
  url: string;
}
export interface DingtalkChannel {
  type: 'dingtalk';
  url: string;
  /** The robot's 加签 secret (SEC…); without it the robot must be set to keywords or an IP list. */
  secret?: string;
}
export interface FeishuChannel {
  type: 'feishu';
  url: string;
  /** The bot's 签名校验 secret. */
  secret?: string;
}
export interface WebhookChannel {
  type: 'webhook';
  url: string;
}
export interface EmailChannel {
  type: 'email';
  /** smtp://user:pass@host:port or smtps://… */
  smtp: string;
  from: string;
  to: string[];
}
export type ChannelConfig = WecomChannel | DingtalkChannel | FeishuChannel | WebhookChannel | EmailChannel;
export type ChannelType = ChannelConfig['type'];

export interface NotifyConfig {
  channels: ChannelConfig[];
  /** 'for-me': only the notices the profile matches; 'all': every new notice. */
  only: 'for-me' | 'all';
  /** The interest profile file the extension exports (needed with only: 'for-me'). */
  profile?: string;
  /** Files rewritten each run: an Atom feed of the last notices, and the deadlines as iCalendar. */
  atom?: string;
  ics?: string;
}

/** One notice as pushed: what a bidder reads in a group message, and enough for the feed and calendar. */
export interface NotifyItem {
  /** The push identity: the URL, with the time of an edit in place when it was revised (pushed again). */
  id: string;
  url: string;
  title: string;
  /** Registrable domain ("fzu.edu.cn"). */
  site: string;
  /** The university's name when the directory knows it. */
  university?: string;
  type?: NoticeType;
  deadline?: string;
  budget?: number;
  publishedAt?: string;
  firstSeenAt: string;
  project?: string;
  projectNo?: string;
  /** What it changed in its project (a 更正 moving the deadline), or what an edit in place changed. */
  changes?: ProjectChange[];
  revisedAt?: string;
}

/** An HTTP POST to a push target. */
export interface PostRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}
export interface PostAnswer {
  status: number;
  /** The answer's body as text (bounded by the caller). */
  text: string;
  /** Retry-After, when the target sent one. */
  retryAfter?: string;
}
/**
 * Posts `request`; calls `written` once the whole request has been handed to the operating system
 * (before any answer): the outbox's line between "may resend" and "counts as sent" (outbox.ts).
 * Rejects on a network error or timeout.
 */
export type Post = (request: PostRequest, written: () => void) => Promise<PostAnswer>;

/** One email as the SMTP transport sends it. */
export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}
/** Sends a mail to the channel's relay; rejects when the relay refused it. */
export type SendMail = (channel: EmailChannel, mail: Mail, written: () => void) => Promise<void>;

export interface NotifyCaps {
  post: Post;
  /** base64(HMAC-SHA256(key, message)), keys and message UTF-8. */
  hmacSha256Base64(key: string, message: string): Promise<string>;
  now(): number;
  sleep(ms: number): Promise<void>;
  sendMail?: SendMail;
  log?(text: string): void;
}
