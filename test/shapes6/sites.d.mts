// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'hash-click' | 'hash-links' | 'history-ids' | 'jquery-post' | 'load-more' | 'onclick-open';
export type Counter = 'notFound';
/** A tender notice: `url` is where it must be reported (a hash route `#/detail/N` is part of it). */
export interface Notice6 extends TruthNotice { shape: Shape; day: 1 | 2 }
export type Truth6 = Truth<Notice6>;

export interface Site6 {
  host: string;
  site: string;
  shape: Shape;
  name: string;
}

/** The shapes whose every list is written by a script (a browser needed). */
export const BROWSER_ONLY: readonly Shape[];
export const COUNTERS: readonly Counter[];
export function web(): Site6[];
export function truth(day?: number): Truth6;
export function answer(site: Site6, req: WebRequest, day: number): Answer<Counter>;
