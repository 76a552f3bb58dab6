// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'featured-first' | 'relative-dates' | 'split-notice' | 'scanned-image' | 'en-section' | 'two-offices';
export type Kind = 'call' | 'result';
export type Counter = 'notFound' | 'continuation' | 'images' | 'english';
/** A notice: `url` is where it must be reported (its row's link, resolved as a browser does); `urls` every form that counts. */
export interface Notice24 extends TruthNotice { shape: Shape; day: 1 | 2; column: string; kind: Kind }
/** A real list page; `name` its column's. */
export interface ListPage24 extends ListPage { name: string }
export interface Truth24 extends Truth<Notice24, ListPage24> {
  lists: Record<string, SiteLists<ListPage24>>;
  shapes: Record<string, Shape>;
}
export interface Site24 {
  site: string;
  school: string;
  shape: Shape;
  seed: string;
  /** Every host it answers on (the port ignored). */
  hosts: string[];
  handle(req: WebRequest, day: number): Answer<Counter>;
}

export const DAYS: readonly number[];
export const COUNTERS: readonly Counter[];
export const NOT_FOUND: Answer<Counter>;
/** The web's today on each day (relative-dates counts from it). */
export const TODAY: Readonly<Record<1 | 2, string>>;
export function web(): Site24[];
export function truth(day?: number): Truth24;
