// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer } from '../kit/types.ts';
import type { ColumnListPage, ColumnNotice, ColumnSite, ColumnTruth } from '../kit/site-parts.mjs';

export type Shape = 'search-form' | 'month-archive' | 'interstitial' | 'hidden-rows' | 'messy-href' | 'mobile-twin';
export type Kind = 'call' | 'result';
export type Counter = 'notFound' | 'searches' | 'notice' | 'mobile';
export type Notice25 = ColumnNotice<Shape, Kind>;
export type ListPage25 = ColumnListPage;
export type Truth25 = ColumnTruth<Shape, Kind>;
export type Site25 = ColumnSite<Shape, Counter>;

export const DAYS: readonly number[];
export const COUNTERS: readonly Counter[];
export const NOT_FOUND: Answer<Counter>;
/** The web's today on each day. */
export const TODAY: Readonly<Record<1 | 2, string>>;
export function web(): Site25[];
export function truth(day?: number): Truth25;
