// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Counter = 'home' | 'shell' | 'detail' | 'file' | 'gateway' | 'redirect' | 'offsite' | 'asset' | 'robots' | 'other' | 'notModified' | 'fileDownloads';
/** A notice: `site` its university's domain, `university` its name, `shape` its list's CMS shape, `list` `uni/list`. */
export interface Notice5 extends TruthNotice {
  university: string;
  type: string;
  fileType?: string;
  projectNo?: string;
  aliases: string[];
  aliasTitles: string[];
  browserOnly: boolean;
  traits: string[];
  list: string;
}
/** A real list page; `page` is `host/path?sorted query` (an ASP.NET postback page `…List.aspx#n`). */
export type ListPage5 = ListPage;
export interface Truth5 extends Truth<Notice5, ListPage5> {
  seed: number;
  today: string;
  /** Every list page's URL, in the order of the lists. */
  listPages: string[];
  counts: { notices: number; newOnDay2: number; browserOnly: number; files: number; listPages: number; byUniversity: Record<string, number> };
  titlesFromCorpus: boolean;
  fragmentsMatter: false;
  lists: Record<string, SiteLists<ListPage5>>;
  shapes: Record<string, string>;
}
/** A university (`uni` the model's), the off-site host, or `other` (every host no site serves). */
export interface Site5 { key: string; uni?: unknown; offsite?: boolean }
/** The seeded model (lib/model.mjs). */
export interface Model5 { seed: number; unis: any[]; titlesFromCorpus: boolean }
export interface Web5 {
  model: Model5;
  truth(day?: number): Truth5;
  siteOf(host: string): Site5;
  handle(site: Site5, req: WebRequest, day: number): Answer<Counter>;
  reset(): void;
}

export const DEFAULT_CORPUS: string;
export const IGNORED_PARAMS: Set<string>;
export const COUNTERS: readonly Counter[];
export function routeKey(host: string, rawPath: string): string;
export function truthFor(options?: { seed?: number; day?: number; corpusFile?: string }): Truth5;
export function truth(model: Model5, day?: number): Truth5;
export function makeWeb(options?: { seed?: number; corpusFile?: string }): Web5;
