// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer } from '../kit/types.ts';
import type { ColumnListPage, ColumnNotice, ColumnSite, ColumnTruth } from '../kit/site-parts.mjs';

export type Shape = 'date-groups' | 'two-column' | 'detail-links' | 'status-badge' | 'twice-rows' | 'alias-pager';
export type Kind = 'call' | 'result';
export type Counter = 'notFound' | 'attachment' | 'alias';
export type Notice26 = ColumnNotice<Shape, Kind>;
export type ListPage26 = ColumnListPage;
export type Truth26 = ColumnTruth<Shape, Kind>;
export type Site26 = ColumnSite<Shape, Counter>;

export const DAYS: readonly number[];
export const COUNTERS: readonly Counter[];
export const NOT_FOUND: Answer<Counter>;
/** The web's today on each day. */
export const TODAY: Readonly<Record<1 | 2, string>>;
export function web(): Site26[];
export function truth(day?: number): Truth26;
