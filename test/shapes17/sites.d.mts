// Declarations of sites.mjs for the TypeScript self-check.
import type { ListPage, SiteLists, Truth, TruthNotice } from '../kit/types.ts';

export type Shape = 'many-forms' | 'volatile-params' | 'decorated-entries' | 'redirect-lists' | 'stream-page2';
export type Counter = 'redirects' | 'notFound';
/** A tender notice: `urls` are its row's href and, through a redirect, where it lands. */
export interface Notice17 extends TruthNotice { shape: Shape; day: 1 | 2 }
export interface Truth17 extends Truth<Notice17, ListPage> { lists: Record<string, SiteLists> }

/** A site's own answer: a page, a list page (`list`: `column:k`, `tenders`), a redirect to a path, or nothing (404). */
export type Answer17 = { body: string; list?: string; tenders?: boolean } | { redirect: string } | undefined;
export interface Site17 {
  host: string;
  school: string;
  shape: Shape;
  site: string;
  /** The answer to `url` on `day`, its changing links drawn by `rnd`. */
  handle(url: URL, day: number, rnd: (i: number) => number): Answer17;
}

export const COUNTERS: readonly Counter[];
export function drawsOf(site: string, n: number): (i: number) => number;
export function web(): Site17[];
export function truth(day?: number): Truth17;
