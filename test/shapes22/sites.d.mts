// Declarations of sites.mjs for the TypeScript self-check.
import type { Answer } from '../kit/types.ts';
import type { ColumnListPage, ColumnNotice, ColumnSite, ColumnTruth } from '../kit/site-parts.mjs';

export type Shape = 'base-href' | 'get-form' | 'year-tabs' | 'ajax-tabs' | 'port-platform' | 'detail-dates';
export type Kind = 'call' | 'result' | 'intent';
export type Counter = 'notFound' | 'fragments' | 'baseMisses' | 'clamped';
export type Notice22 = ColumnNotice<Shape, Kind>;
export type ListPage22 = ColumnListPage;
export type Truth22 = ColumnTruth<Shape, Kind>;
export type Site22 = ColumnSite<Shape, Counter>;

export const DAYS: readonly number[];
export const COUNTERS: readonly Counter[];
export const NOT_FOUND: Answer<Counter>;
export function web(): Site22[];
export function truth(day?: number): Truth22;
