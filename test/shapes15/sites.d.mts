// Declarations of sites.mjs for the TypeScript self-check.
import type { ListPage, SiteLists, Truth, TruthNotice } from '../kit/types.ts';

export type Shape = 'oldest-first' | 'sorted-middle' | 'pinned' | 'batch-45' | 'edited' | 'moving-urls';
export type Counter = 'redirects' | 'notFound';
/** A tender notice shown that day; a repost keeps its original's `day` and URL, its own URL among `urls`. */
export interface Notice15 extends TruthNotice { id: number; shape: Shape; column: string; day: 1 | 2 | 3 }
/** An edit in place of a day-1 notice: `report` — a line with its URL must come on `day`; `allowed` — may come, not a duplicate. */
export interface Edit15 { url: string; title: string; site: string; shape: Shape; day: number; kind: string; expect: 'report' | 'allowed' }
export interface Truth15 extends Truth<Notice15, ListPage> {
  /** The edits of this day and the days before. */
  changed: Edit15[];
  lists: Record<string, SiteLists>;
}

/** A site's own answer: a page, a list page (`list`: `column:k`, `tenders`), a 301 counted `redirects`, or null (404). */
export type Answer15 = string | { body: string; list?: string; tenders?: boolean; status?: number; headers?: Record<string, string>; count?: Counter } | null;
export interface Site15 { host: string; school: string; shape: Shape }

export const COUNTERS: readonly Counter[];
export function web(): Site15[];
export function siteName(site: Site15): string;
export function handle(site: Site15, path: string, query: URLSearchParams, day: number): Answer15;
export function truth(day?: number): Truth15;
