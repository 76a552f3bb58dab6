/** The test web's public shapes: options, the running server, its ground truth and its log. */
import type { Attachment } from '../lib/types/page.ts';
import type { NoticeType } from '../lib/types/notice.ts';
import type { SiteSpec } from './model.ts';

export type { SiteSpec };

/** How to start the test web. */
export interface TestWebOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** How many universities (default 6: every CMS shape once), or one spec per university. */
  sites?: number | SiteSpec[];
  seed?: number;
  day?: 1 | 2;
  /** Delay of the one slow page in ms; 0 (default) leaves the slow page out. */
  slowMs?: number;
  /** The title corpus (default `<repo>/../shared/corpus`); when absent, composed titles only. */
  corpusDir?: string;
}

/** One notice as the truth knows it. */
export interface TruthNotice {
  /** Canonical: no fragment, no session id. */
  url: string;
  title: string;
  /** The list page (page 1) it is listed on. */
  listUrl: string;
  publishedAt: string;
  type?: NoticeType;
  /** ISO local date-time. */
  deadline?: string;
  budget?: number;
  projectNo?: string;
  purchaser?: string;
  winner?: string;
  amount?: number;
  attachments: Attachment[];
}

/** One university in the truth. */
export interface TruthSite {
  domain: string;
  name: string;
  seeds: string[];
  /** Page 1 of every list whose rows are notices (the mixed stream and the procurement lists). */
  listPages: string[];
  notices: TruthNotice[];
  /** URLs robots.txt forbids that hold notice-looking links: a polite crawler never fetches them. */
  disallowed: string[];
  /** Hosts behind a JavaScript challenge (HTTP 412): their notices are not in `notices`. */
  blockedHosts: string[];
}

/** What a perfect crawler finds on a given day. */
export interface TestWebTruth {
  day: 1 | 2;
  sites: TruthSite[];
  /** URLs of the notices that appear on day 2 (the same list whichever day is asked). */
  newOnDay2: string[];
}

/** One request the server answered. */
export interface RequestLog {
  host: string;
  /** Path and query as requested. */
  path: string;
  method: string;
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string; 'user-agent'?: string };
  status: number;
  /** Epoch ms when it arrived. */
  time: number;
}

/** A running test web. */
export interface TestWeb {
  port: number;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** `*.edu.cn=127.0.0.1:PORT`: every host of the test web is under edu.cn. */
  resolveRule: string;
  /** Homepages, port-less (`http://www.dj-tech.edu.cn/`). */
  seeds: string[];
  day: 1 | 2;
  setDay(day: 1 | 2): void;
  truth(day?: 1 | 2): TestWebTruth;
  requests: RequestLog[];
  clearLog(): void;
  close(): Promise<void>;
}
