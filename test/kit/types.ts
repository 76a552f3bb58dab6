/**
 * The shapes every test web built with the kit shares: what its truth says (the notices of a day
 * and each site's real list pages), what its stats count (per day, per site, per list page and by
 * client), and what a site handler answers. A web widens these with its own fields.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** Who asked: the crawler's fetch, a browser (by its User-Agent), or what an `x-client` header names. */
export type Client = 'fetch' | 'browser' | (string & {});

/** A notice the web shows: `url` is where it must be reported; `urls` every address that counts as it. */
export interface TruthNotice {
  url: string;
  urls: string[];
  title: string;
  /** Its publication day, `YYYY-MM-DD` (China time). */
  date: string;
  /** The site it belongs to (`yjc.edu.cn`): a key of `Truth.lists`. */
  site: string;
  shape: string;
  /** The web's day it first appears on. */
  day: number;
}

/** A real list page: `page` is its key (`column:k`, as a handler's `list` names it); `tenders` whether it holds notices. */
export interface ListPage {
  page: string;
  tenders: boolean;
  url: string;
}

/** A site's real list pages on a day: how many hold notices (`real`), how many are news, and each. */
export interface SiteLists<P extends ListPage = ListPage> {
  real: number;
  news: number;
  pages: P[];
}

/** What the web shows on `day`. */
export interface Truth<N extends TruthNotice = TruthNotice, P extends ListPage = ListPage> {
  day: number;
  seeds: string[];
  notices: N[];
  lists: Record<string, SiteLists<P>>;
  /** Each site's shape, when a site's notices cannot name it (a site with none that day). */
  shapes?: Record<string, string>;
}

/** One list page's requests in a day: how many, by which client, under which addresses. */
export interface PageStats {
  fetches: number;
  tenders: boolean;
  clients: Record<string, number>;
  urls: Record<string, number>;
}

/** One site's requests in a day; `C` are the web's own counters (each starts at 0). */
export type SiteStats<C extends string = string> = {
  requests: number;
  byClient: Record<string, number>;
  listFetches: number;
  tenderListFetches: number;
  pages: Record<string, PageStats>;
  /** `METHOD //host/path?query` → times asked. */
  paths: Record<string, number>;
} & Record<C, number>;

/** `/__stats`: day → site (or `other` for an unknown host) → its stats. */
export type WebStats<C extends string = string> = Record<number, Record<string, SiteStats<C>>>;

/** A request as a site handler sees it: the Host header's name (no port), the parsed URL, the body of a POST. */
export interface WebRequest {
  method: string;
  host: string;
  url: URL;
  /** The request line's target as sent. */
  rawUrl: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A site handler's answer. `count` names the counters to add one to; `list` (`column:k`) marks a list
 * page, `tenders` whether it holds notices; `write` takes over the socket (an answer Node's own
 * writer would not send, a held answer) after the stats are counted.
 */
export interface Answer<C extends string = string> {
  status?: number;
  body?: string | Buffer;
  type?: string;
  headers?: Record<string, string | string[]>;
  /** A counter, or several, to add one to. */
  count?: C | readonly C[];
  list?: string;
  tenders?: boolean;
  write?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
}
