// Declarations of server.mjs for the TypeScript self-check.
import type { Server } from 'node:http';

export type Shape = 'cross-host-results' | 'project-chain' | 'two-each' | 'opened-day3' | 'code-named' | 'home-box' | 'hash-spa' | 'stalled-details' | 'fail-once';
export type Kind = 'call' | 'result' | 'intent' | 'change';
/** What a 更正 moved: the call's project, the field, its old and new value. */
export interface Change20 { projectNo: string; project: string; field: 'deadline' | 'budget'; from: string | number; to: string | number; callUrl: string; callId: number; callDate: string }
/** A notice: `url` is where it must be reported (its row's link, resolved; a hash route on hash-spa). */
export interface Notice20 { url: string; urls: string[]; title: string; date: string; site: string; shape: Shape; day: 1 | 2 | 3; column: string; kind: Kind; projectNo: string; change?: Change20 }
/** A real list page; `url` is what answers its rows (hash-spa: the JSON API). */
export interface ListPage20 { page: string; tenders: boolean; kind: Kind | 'news' | 'rules'; name: string; url: string }
export interface Truth20 {
  day: number; seeds: string[]; notices: Notice20[];
  lists: Record<string, { real: number; news: number; rules: number; pages: ListPage20[] }>;
  shapes: Record<string, Shape>;
}

export const COUNTERS: readonly string[];
export function truth(day?: number): Truth20;
export function startServer(opts?: { port?: number; bind?: string; day?: number; stallMs?: number }): Promise<Server>;
