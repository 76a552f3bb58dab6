// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'cross-host-results' | 'project-chain' | 'two-each' | 'opened-day3' | 'code-named' | 'home-box' | 'hash-spa' | 'stalled-details' | 'fail-once';
export type Kind = 'call' | 'result' | 'intent' | 'change';
export type Counter = 'notFound' | 'badGateway' | 'stalled' | 'stallsAbandoned' | 'shells' | 'apiCalls';
/** What a 更正 moved: the call's project, the field, its old and new value. */
export interface Change20 { projectNo: string; project: string; field: 'deadline' | 'budget'; from: string | number; to: string | number; callUrl: string; callId: number; callDate: string }
/** A notice: `url` is where it must be reported (its row's link, resolved; a hash route on hash-spa). */
export interface Notice20 extends TruthNotice { shape: Shape; day: 1 | 2 | 3; column: string; kind: Kind; projectNo: string; change?: Change20 }
/** A real list page; `url` is what answers its rows (hash-spa: the JSON API). */
export interface ListPage20 extends ListPage { kind: Kind | 'news' | 'rules'; name: string }
export interface Truth20 extends Truth<Notice20, ListPage20> {
  lists: Record<string, SiteLists<ListPage20> & { rules: number }>;
  shapes: Record<string, Shape>;
}

/** What the sites share across requests: the day, and whether fail-once's 502 is still to come. */
export interface Context20 { day: number; failArmed: boolean }
/** A site's answer, or `{ stall }`: that answer held until the stall time has passed. */
export type Answer20 = Answer<Counter> | { stall: Answer<Counter> };
export interface Site20 {
  site: string;
  shape: Shape;
  seed: string;
  hosts: string[];
  answer(req: WebRequest, day: number, ctx: Context20): Answer20;
}

export const DAYS: readonly number[];
export const COUNTERS: readonly Counter[];
export const NOT_FOUND: Answer<Counter>;
export function web(): Site20[];
export function truth(day?: number): Truth20;
