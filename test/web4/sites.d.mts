// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Counter = 'attachments' | 'disallowed' | 'calendar' | 'gateway' | 'api' | 'conditional' | 'notModified';
/** A notice: `site` is its host, `date` its `publishedAt`, `urls` its url and aliases. */
export interface Notice4 extends TruthNotice {
  university: string;
  aliases: string[];
  aliasTitles: string[];
  publishedAt: string;
  deadline?: string;
  projectNo?: string;
  traits: string[];
  list: string;
  kind: string;
  browserOnly: boolean;
  attachmentOnly: boolean;
  day: 1 | 2;
}
export interface Truth4 extends Truth<Notice4, ListPage> {
  seed: number;
  newOnDay2: Notice4[];
  disallowed: string[];
  counts: { notices: number; newOnDay2: number; browserOnly: number; attachmentOnly: number };
  lists: Record<string, SiteLists>;
  shapes: Record<string, string>;
}
/** A host of a university (`uni` the model's), or `other` (every host no university serves). */
export interface Site4 { key: string; uni?: unknown }
export interface Web4 {
  world: unknown;
  truth(day?: number): Truth4;
  siteOf(host: string): Site4;
  handle(site: Site4, req: WebRequest, day: number): Answer<Counter>;
}

export const COUNTERS: readonly Counter[];
export function truthFor(options?: { seed?: number; day?: number }): Truth4;
export function makeWeb(options?: { seed?: number }): Web4;
