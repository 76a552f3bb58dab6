// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'base-href' | 'get-form' | 'year-tabs' | 'ajax-tabs' | 'port-platform' | 'detail-dates';
export type Kind = 'call' | 'result' | 'intent';
export type Counter = 'notFound' | 'fragments' | 'baseMisses' | 'clamped';
/** A notice: `url` is where it must be reported (its row's link, resolved as a browser does); `urls` every form that counts. */
export interface Notice22 extends TruthNotice { shape: Shape; day: 1 | 2; column: string; kind: Kind }
/** A real list page; `name` its column's. */
export interface ListPage22 extends ListPage { name: string }
export interface Truth22 extends Truth<Notice22, ListPage22> {
  lists: Record<string, SiteLists<ListPage22>>;
  shapes: Record<string, Shape>;
}
export interface Site22 {
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
export function web(): Site22[];
export function truth(day?: number): Truth22;
