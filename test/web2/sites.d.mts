// Declarations of sites.mjs for TypeScript (server.ts, score.ts, the crawl test, the benches).
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

/** A notice: the kit's fields (`urls` = its one URL) and web2's own (`list` its column's name, `type` tender, result …). */
export interface Notice2 extends TruthNotice {
  list: string;
  type: string;
  day: 1 | 2;
}

export interface Truth2 extends Truth<Notice2, ListPage> {
  newOnDay2: string[];
  /** The notices behind the 412 gateway (never in `notices`). */
  blocked: string[];
  /** URL prefixes robots.txt forbids. */
  disallowed: string[];
  /** Stream copies of procurement notices: another URL of the same notice, a duplicate if delivered. */
  duplicates: Array<{ url: string; same: string; title: string }>;
  sites: Array<{ site: string; name: string; home: string; procurement: string; lists: Array<Record<string, unknown>> }>;
  counts: { notices: number; newOnDay2: number; blocked: number; duplicates: number };
  lists: Record<string, SiteLists>;
}

export interface Web2 {
  model: unknown;
  truth(day: number): Truth2;
  /** The stats key of a host: its university's domain. */
  siteKey(host: string): string;
  handle(req: WebRequest, day: number): Answer<never>;
}

export const TITLES: string;
export const COUNTERS: readonly never[];
export function web(options?: { seed?: number; titlesDir?: string }): Web2;
export function truthFor(options?: { seed?: number; day?: number; titlesDir?: string }): Truth2;
