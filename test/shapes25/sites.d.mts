// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'search-form' | 'month-archive' | 'interstitial' | 'hidden-rows' | 'messy-href' | 'mobile-twin';
export type Kind = 'call' | 'result';
export type Counter = 'notFound' | 'searches' | 'notice' | 'mobile';
/** A notice: `url` is where it must be reported (its row's link, resolved as a browser does); `urls` every form that counts. */
export interface Notice25 extends TruthNotice { shape: Shape; day: 1 | 2; column: string; kind: Kind }
/** A real list page; `name` its column's. */
export interface ListPage25 extends ListPage { name: string }
export interface Truth25 extends Truth<Notice25, ListPage25> {
  lists: Record<string, SiteLists<ListPage25>>;
  shapes: Record<string, Shape>;
}
export interface Site25 {
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
/** The web's today on each day. */
export const TODAY: Readonly<Record<1 | 2, string>>;
export function web(): Site25[];
export function truth(day?: number): Truth25;
