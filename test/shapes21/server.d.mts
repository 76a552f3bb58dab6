// Declarations of server.mjs for the TypeScript self-check.
import type { Server } from 'node:http';

export type Shape = 'twice-length' | 'post-resolve' | 'select-form' | 'script-iframe' | 'cursor-more' | 'script-cookie' | 'shadow-list';
/** A tender notice: `url` is where it must be reported (its detail page). */
export interface Notice21 { url: string; urls: string[]; title: string; date: string; site: string; shape: Shape; day: 1 | 2 }
/**
 * A real list page: `url` is what answers its rows (script-iframe: the frame, `shell` the page that
 * sets it; shadow-list: the API, `shell` the page of the component; select-form: the form's action,
 * `post` the body without its token; cursor-more: page 1, then the more.do cursor answers).
 */
export interface ListPage21 { page: string; tenders: boolean; url: string; shell?: string; post?: string }
export interface Truth21 { day: number; seeds: string[]; notices: Notice21[]; lists: Record<string, { real: number; news: number; pages: ListPage21[] }> }

export const COUNTERS: readonly string[];
export function truth(day?: number): Truth21;
export function startServer(opts?: { port?: number; bind?: string; day?: number }): Promise<Server>;
