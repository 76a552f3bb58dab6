// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'offset-pager' | 'sniffed-type' | 'climb-root' | 'bare-splash' | 'type-badge' | 'chinese-paths';
export type Kind = 'call' | 'result' | 'change' | 'void';
export type Counter = 'notFound' | 'badStart' | 'backslash' | 'bareHops' | 'wrongEncoding';
/** A notice: `url` is where it must be reported (its row's link, resolved as a browser does); `urls` every form that counts. */
export interface Notice23 extends TruthNotice { shape: Shape; day: 1 | 2; column: string; kind: Kind }
/** A real list page; `name` its column's. */
export interface ListPage23 extends ListPage { name: string }
export interface Truth23 extends Truth<Notice23, ListPage23> {
  lists: Record<string, SiteLists<ListPage23>>;
  shapes: Record<string, Shape>;
}
export interface Site23 {
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
export function web(): Site23[];
export function truth(day?: number): Truth23;
