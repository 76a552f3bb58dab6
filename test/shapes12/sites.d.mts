// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'script-nav' | 'json-menu' | 'dropdown-select' | 'onclick-nav' | 'image-cover' | 'redirect-host' | 'deep-tree';
export type Counter = 'coverFetches' | 'scriptFetches' | 'notFound';
/** A tender notice: `url` its one address; `column` the list it is on. */
export interface Notice12 extends TruthNotice { shape: Shape; day: 1 | 2; column: string }
/** `lists`: tender list pages (`column:k`) and how many news pages; `listCount`: each site's columns. */
export interface Truth12 extends Truth<Notice12> { listCount: Record<string, number> }

export interface Site12 {
  /** Every host the site serves (its homepage's first). */
  hosts: string[];
  site: string;
  shape: Shape;
}

export const COUNTERS: readonly Counter[];
export function sitesOf(): Site12[];
export function truth(day?: number): Truth12;
export function answer(site: Site12, req: WebRequest, day: number): Answer<Counter>;
