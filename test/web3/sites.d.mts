// Declarations of sites.mjs for TypeScript (server.ts, score.ts, the self-check, the bench).
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Counter = 'attachments' | 'disallowed' | 'offsite' | 'calendar' | 'gateway412' | 'conditional' | 'notModified';

/** A notice: the kit's fields (`urls` = its URL and aliases, `date` = publishedAt) and web3's own. */
export interface Notice3 extends TruthNotice {
  university: string;
  aliases: string[];
  aliasTitles: string[];
  publishedAt: string;
  deadline?: string;
  projectNo?: string;
  traits: string[];
  /** `host/column` of the list that carries it. */
  list: string;
  browserOnly: boolean;
  attachmentOnly: boolean;
  day: 1 | 2;
}

export interface Truth3 extends Truth<Notice3, ListPage> {
  seed: number;
  newOnDay2: string[];
  /** The dead gateway's hosts: nothing passes them. */
  blocked: string[];
  disallowed: string[];
  offsite: string[];
  counts: { notices: number; newOnDay2: number; browserOnly: number; attachmentOnly: number };
  titlesFromCorpus: boolean;
  lists: Record<string, SiteLists>;
  shapes: Record<string, string>;
}

export interface WebOptions3 { seed?: number; fixturesDir?: string; corpusFile?: string }
export interface Web3 {
  model: unknown;
  truth(day: number): Truth3;
  /** The stats key of a host: its registrable domain (`zbb.jnut.edu.cn` → `jnut.edu.cn`). */
  siteKey(host: string): string;
  handle(req: WebRequest, day: number): Answer<Counter>;
}

export const DEFAULTS: { fixturesDir: string; corpusFile: string };
export const COUNTERS: readonly Counter[];
export function web(options?: WebOptions3): Web3;
export function truthFor(options?: WebOptions3 & { day?: number }): Truth3;
export function canonical(rawPath: string): { path: string; query: string; key: string };
