// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer } from '../kit/types.ts';
import type { ColumnListPage, ColumnNotice, ColumnSite, ColumnTruth } from '../kit/site-parts.mjs';

export type Shape = 'offset-pager' | 'sniffed-type' | 'climb-root' | 'bare-splash' | 'type-badge' | 'chinese-paths';
export type Kind = 'call' | 'result' | 'change' | 'void';
export type Counter = 'notFound' | 'badStart' | 'backslash' | 'bareHops' | 'wrongEncoding';
export type Notice23 = ColumnNotice<Shape, Kind>;
export type ListPage23 = ColumnListPage;
export type Truth23 = ColumnTruth<Shape, Kind>;
export type Site23 = ColumnSite<Shape, Counter>;

export const DAYS: readonly number[];
export const COUNTERS: readonly Counter[];
export const NOT_FOUND: Answer<Counter>;
export function web(): Site23[];
export function truth(day?: number): Truth23;
