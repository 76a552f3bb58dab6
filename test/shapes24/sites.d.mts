// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer } from '../kit/types.ts';
import type { ColumnListPage, ColumnNotice, ColumnSite, ColumnTruth } from '../kit/site-parts.mjs';

export type Shape = 'featured-first' | 'relative-dates' | 'split-notice' | 'scanned-image' | 'en-section' | 'two-offices';
export type Kind = 'call' | 'result';
export type Counter = 'notFound' | 'continuation' | 'images' | 'english';
export type Notice24 = ColumnNotice<Shape, Kind>;
export type ListPage24 = ColumnListPage;
export type Truth24 = ColumnTruth<Shape, Kind>;
export type Site24 = ColumnSite<Shape, Counter>;

export const DAYS: readonly number[];
export const COUNTERS: readonly Counter[];
export const NOT_FOUND: Answer<Counter>;
/** The web's today on each day (relative-dates counts from it). */
export const TODAY: Readonly<Record<1 | 2, string>>;
export function web(): Site24[];
export function truth(day?: number): Truth24;
