// Declarations of column-site.mjs for the TypeScript self-check (the sites are JS; only the shapes a
// web's own d.mts names are typed closely).
import type { Answer, WebRequest } from './types.ts';

export interface Row { id: number; title: string; date: string; day: number; kind: string; no: string; budget: number; deadline: string; project?: string }
export interface Column { key: string; name: string; kind: string; per: number; first: number; rows: Row[]; group?: (rows: Row[]) => Row[][]; tenders: boolean }
export const TODAY: Readonly<Record<1 | 2, string>>;
export function columnOf(take: (kind: string, n: number, school: string) => string[]): (o: {
  key: string; name: string; kind: string; per: number; first?: number; n1: number; n2?: number; school: string; base: number;
  newest?: string; span?: number; abbr: string; titles?: string[]; kinds?: string[]; group?: (rows: Row[]) => Row[][];
}) => Column;
export function pagesOn(c: Column, day: number): number;
export function pageRows(c: Column, day: number, k: number): Row[];
export function detailHtml(o: { school: string; nav: Array<[string, string]>; crumb: string; r: Row; meta?: string; content?: string; info?: string; after?: string; sign?: string }): string;
export function detailPage(o: Parameters<typeof detailHtml>[0]): Answer<string>;
export function linkPager(count: number, total: number, k: number, url: (j: number) => string, options?: { first?: boolean }): string;
export function makeSite(o: Record<string, unknown>): { site: string; school: string; shape: string; seed: string; hosts: string[]; cols: Column[]; handle(req: WebRequest, day: number): Answer<string>; notices(day: number): unknown[]; lists(day: number): unknown };
export function newsBox(c: Column, day: number, href: (r: Row) => string, more: string): string;
export function aboutPage(school: string, nav: Array<[string, string]>): Answer<string>;
export function newsRoutes(o: { school: string; nav: Array<[string, string]>; host: string; c: Column; day: number }): { out: Array<[string, () => Answer<string>]>; url: (k: number) => string; row: (r: Row) => string };
