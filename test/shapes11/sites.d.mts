// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'dede-cover' | 'phpcms-split' | 'empire-search' | 'webplus-a2' | 'file-notices' | 'sudy-wp';
export type Counter = 'coverFetches' | 'fileGets' | 'fileHeads' | 'notFound';
/** A tender notice: `url` its one address; `column` the list it is on; `file` the file type of a notice that is a file. */
export interface Notice11 extends TruthNotice { shape: Shape; day: 1 | 2; column: string; file?: string }
/** `lists`: tender list pages (`column:k`) and how many news pages; `listCount`: each site's columns. */
export interface Truth11 extends Truth<Notice11> { listCount: Record<string, number> }

export interface Site11 {
  host: string;
  site: string;
  shape: Shape;
}

export const COUNTERS: readonly Counter[];
export function sitesOf(): Site11[];
export function truth(day?: number): Truth11;
export function answer(site: Site11, req: WebRequest, day: number): Answer<Counter>;
