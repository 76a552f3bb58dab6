// Declarations of sites.mjs for the TypeScript self-check.
import type { Respond, ShapeTruth } from '../shapes/web.ts';

export interface Site10 { host: string; name: string; shape: string }
/** The title corpus the sites' titles are read from. */
export const CORPUS: string;
/** The sites (empty until built: at import when the corpus is present, else by ensureSites). */
export const SITES: Site10[];
export function ensureSites(): void;
export const respond: Respond<Site10, 'fileFetches'>;
/** `site` (a stats name) and a logged request (`GET /path?query`) → the canonical page URL it fetched, or undefined when it is no list page. */
export function canonicalListPage(site: string, logged: string): string | undefined;
/** The tenders shown on `day` (with `file` when one is a file), each site's real list pages (`listPages`: their URLs) and its number of lists. */
export function truth(day?: number): ShapeTruth & { day: number; listPages: Record<string, string[]>; listCount: Record<string, number> };
