// Declarations of site-parts.mjs for the TypeScript self-check.
import type { Answer, ListPage, SiteLists, Truth, TruthNotice, WebRequest } from './types.ts';

export const DAYS: readonly number[];
export const MS_PER_DAY: number;
export const DAY2_DATE: string;
export function num(...parts: unknown[]): number;
export function isoDay(ms: number): string;
export function esc(s: unknown): string;
export function oneTo(n: number): number[];
export function pad(n: number, w: number): string;
export function html(body: string, extra?: Partial<Answer<string>>): Answer<string>;
export const NOT_FOUND: Answer<string>;
export function rowsOn<R extends { day: number }>(c: { rows: R[] }, day: number): R[];
export function liRows<R extends { title: string; date: string }>(rows: R[], href: (r: R) => string, options?: { date?: (r: R) => string }): string;
export function listMain(o: { name: string; crumb: string; side?: string; rows: string; pager: string }): string;
export function keyOf(host: string, url: URL): string;
export function layout(o: { school: string; title: string; nav: Array<[string, string]>; main: string; head?: string; meta?: string }): string;
export function article(school: string, r: { id: number; kind: string; title: string; no: string; budget: number; deadline: string; project?: string }): string;
export function truthOf<S extends { seed: string; site: string; shape: string; notices(day: number): unknown[]; lists(day: number): unknown }>(sites: S[], day: number): Truth;

/** A notice of such a web: `url` is where it must be reported (its row's link, resolved as a browser does); `urls` every form that counts. */
export interface ColumnNotice<S extends string, K extends string> extends TruthNotice { shape: S; day: 1 | 2; column: string; kind: K }
/** A real list page; `name` its column's. */
export interface ColumnListPage extends ListPage { name: string }
export interface ColumnTruth<S extends string, K extends string> extends Truth<ColumnNotice<S, K>, ColumnListPage> {
  lists: Record<string, SiteLists<ColumnListPage>>;
  shapes: Record<string, S>;
}
/** A site of such a web, answering on every host of `hosts` (the port ignored). */
export interface ColumnSite<S extends string, C extends string> {
  site: string;
  school: string;
  shape: S;
  seed: string;
  hosts: string[];
  handle(req: WebRequest, day: number): Answer<C>;
}
