// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'portal-webplus' | 'portal-dede' | 'repost-stream';
export type Counter = 'notFound';
/** A tender notice: `urls` every address it is linked under that day (a repost's too). */
export interface Notice8 extends TruthNotice { shape: Shape; day: 1 | 2 }
export type Truth8 = Truth<Notice8>;

export interface Site8 {
  host: string;
  /** Every host the site serves (www., its sub-site). */
  hosts: string[];
  site: string;
  shape: Shape;
}

export const COUNTERS: readonly Counter[];
export function web(): Site8[];
export function truth(day?: number): Truth8;
export function answer(site: Site8, req: WebRequest, day: number): Answer<Counter>;
