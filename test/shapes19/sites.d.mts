// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'ua-gate' | 'session-cookie' | 'referer-check' | 'data-url-rows' | 'laypage' | 'gbk-raw-query' | 'jsonp-list' | 'soft-404';
export type Counter = 'blocked' | 'sessionRedirects' | 'refererDenied' | 'wrongEncoding' | 'softNotFound' | 'shells' | 'notFound';
/** A tender notice: `url` is where it must be reported (a row's href or data-href, resolved). */
export interface Notice19 extends TruthNotice { shape: Shape; day: 1 | 2 }
/** A real list page; `url` is what answers its rows (jsonp-list: the API, `shell` the page that calls it). */
export interface ListPage19 extends ListPage { shell?: string }
export interface Truth19 extends Truth<Notice19, ListPage19> { lists: Record<string, SiteLists<ListPage19>> }

/** What the sites share across requests: the sessions the session-cookie site issued (void a day later). */
export interface Context19 { day: number; sessions: Set<string>; issued: number; newSession(): string }
export interface Site19 {
  host: string;
  site: string;
  shape: Shape;
  handle(req: WebRequest, day: number, ctx: Context19): Answer<Counter>;
}

export const COUNTERS: readonly Counter[];
export function sha(...parts: Array<string | number>): string;
export function web(): Site19[];
export function truth(day?: number): Truth19;
