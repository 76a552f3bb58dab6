// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'dede-rows' | 'phpcms-rows' | 'empire-rows' | 'click-rows' | 'card-rows';
export type Counter = 'notFound';
/** A tender notice: `url` its one address; `row` the row form(s) it is shown in (`a+b` for a pinned row also in the flow); `column` its list. */
export interface Notice13 extends TruthNotice { shape: Shape; day: 1 | 2; row: string; column: string }
/** `lists`: tender list pages (`column:k`) and how many news pages. */
export type Truth13 = Truth<Notice13>;

export interface Site13 {
  host: string;
  site: string;
  shape: Shape;
}

export const COUNTERS: readonly Counter[];
export function sitesOf(): Site13[];
export function truth(day?: number): Truth13;
export function answer(site: Site13, req: WebRequest, day: number): Answer<Counter>;
