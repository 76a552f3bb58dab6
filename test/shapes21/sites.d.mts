// Declarations of sites.mjs for the TypeScript self-check.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from '../kit/types.ts';

export type Shape = 'twice-length' | 'post-resolve' | 'select-form' | 'script-iframe' | 'cursor-more' | 'script-cookie' | 'shadow-list';
export type Counter = 'twiceLength' | 'resolves' | 'badResolves' | 'badTokens' | 'wrongAsks' | 'shells' | 'badCursors' | 'cookieGates' | 'notFound';
/** A tender notice: `url` is where it must be reported (its detail page). */
export interface Notice21 extends TruthNotice { shape: Shape; day: 1 | 2 }
/**
 * A real list page: `url` is what answers its rows (script-iframe: the frame, `shell` the page that
 * sets it; shadow-list: the API, `shell` the page of the component; select-form: the form's action,
 * `post` the body without its token; cursor-more: page 1, then the more.do cursor answers).
 */
export interface ListPage21 extends ListPage { shell?: string; post?: string }
export interface Truth21 extends Truth<Notice21, ListPage21> { lists: Record<string, SiteLists<ListPage21>> }

/** What the sites share across requests: the day, and the select-form list's tokens issued that day. */
export interface Context21 { day: number; tokens: Set<string>; issued: number; newToken(): string }
/** A site's answer; `raw: 'twice-length'` is written by `writeTwiceLength`. */
export type Answer21 = Answer<Counter> & { raw?: 'twice-length' };
export interface Site21 {
  host: string;
  site: string;
  shape: Shape;
  handle(req: WebRequest, day: number, ctx: Context21): Answer21;
}

export const COUNTERS: readonly Counter[];
export function sha(...parts: Array<string | number>): string;
export function web(): Site21[];
export function truth(day?: number): Truth21;
export function writeTwiceLength(req: IncomingMessage, res: ServerResponse, answer: Answer21): void;
