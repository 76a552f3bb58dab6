// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'date-groups' | 'two-column' | 'detail-links' | 'status-badge' | 'twice-rows' | 'alias-pager';
export type Kind = 'call' | 'result';
export type Counter = 'notFound' | 'attachment' | 'alias';
/** A notice: `url` is where it must be reported (its row's link, resolved as a browser does); `urls` every form that counts. */
export interface Notice26 extends TruthNotice { shape: Shape; day: 1 | 2; column: string; kind: Kind }
/** A real list page; `name` its column's. */
export interface ListPage26 extends ListPage { name: string }
export interface Truth26 extends Truth<Notice26, ListPage26> {
  lists: Record<string, SiteLists<ListPage26>>;
  shapes: Record<string, Shape>;
}
export interface Site26 {
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
export function web(): Site26[];
export function truth(day?: number): Truth26;
