// Declarations of sites.mjs for the TypeScript self-check.
import type { ListPage, SiteLists, Truth, TruthNotice } from '../kit/types.ts';

export type Shape = 'offsite-rows' | 'port-host' | 'redirect-rows';
export type Counter = 'offsiteRequests' | 'redirects' | 'notFound';
/** A tender row: `urls` are its href and, through a redirect, the target; `offsite` whether it leads to another domain. */
export interface Notice16 extends TruthNotice { shape: Shape; day: 1 | 2; offsite: boolean }
export interface Truth16 extends Truth<Notice16, ListPage> {
  /** The other domains' hosts the rows link. */
  offsiteHosts: string[];
  /** The helper's `--resolve` patterns this web needs (the university hosts and the other domains). */
  resolve: string[];
  lists: Record<string, SiteLists>;
}

/** A site's own answer: a page, a list page (`list`: `column:k`, `tenders`), a redirect, or nothing (404). */
export type Answer16 = string | { body: string; list: string; tenders: boolean } | { redirect: string } | undefined;
export interface Site16 {
  host: string;
  school: string;
  shape: Shape;
  site: string;
  /** The university's hosts (the procurement office's among them), without a port. */
  hosts: string[];
  offsiteHosts: string[];
  lists(day: number): ListPage[];
  /** Whether `url` is a notice page on another domain one of this site's rows links. */
  ownsOffsite(url: string): boolean;
  handle(url: string, day: number): Answer16;
  /** The other domain's notice page at `url` on `day`, or undefined. */
  handleOffsite(url: string, day: number): string | undefined;
}

export const COUNTERS: readonly Counter[];
export function web(): Site16[];
export function truth(day?: number): Truth16;
