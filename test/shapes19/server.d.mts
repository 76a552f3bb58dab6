// Declarations of server.mjs for the TypeScript self-check.
import type { Server } from 'node:http';

export type Shape = 'ua-gate' | 'session-cookie' | 'referer-check' | 'data-url-rows' | 'laypage' | 'gbk-raw-query' | 'jsonp-list' | 'soft-404';
/** A tender notice: `url` is where it must be reported (a row's href or data-href, resolved). */
export interface Notice19 { url: string; urls: string[]; title: string; date: string; site: string; shape: Shape; day: 1 | 2 }
/** A real list page; `url` is what answers its rows (jsonp-list: the API, `shell` the page that calls it). */
export interface ListPage19 { page: string; tenders: boolean; url: string; shell?: string }
export interface Truth19 { day: number; seeds: string[]; notices: Notice19[]; lists: Record<string, { real: number; news: number; pages: ListPage19[] }> }

export function truth(day?: number): Truth19;
export function startServer(opts?: { port?: number; bind?: string; day?: number }): Promise<Server>;
