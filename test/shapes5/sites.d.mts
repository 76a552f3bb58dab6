// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'url-forms' | 'title-wraps' | 'file-rows';
export type Counter = 'fileGets' | 'fileProbes' | 'notFound';
/** A notice: `urls` every form it is linked under that day; `fileType` for a notice that is only a file. */
export interface Notice5 extends TruthNotice { shape: Shape; day: 1 | 2; fileType?: string }
export type Truth5 = Truth<Notice5>;

export interface Site5 {
  host: string;
  /** Every host the site serves (www., m., cg.). */
  hosts: string[];
  site: string;
  shape: Shape;
}

export const COUNTERS: readonly Counter[];
export function web(): Site5[];
export function truth(day?: number): Truth5;
export function answer(site: Site5, req: WebRequest, day: number): Answer<Counter>;
