// Declarations of sites.mjs for the TypeScript self-check.
import type { Respond, ShapeTruth } from '../shapes/web.ts';

export interface Site9 { host: string; shape: string }
export const SITES: Site9[];
export const respond: Respond<Site9, 'scriptFetches'>;
/** The tenders shown on `day`, each site's real list pages that day, and its number of lists (`listCount`). */
export function truth(day?: number): ShapeTruth & { day: number; listCount: Record<string, number> };
