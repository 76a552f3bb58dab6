// Declarations of sites.mjs for the TypeScript self-check.
import type { Respond, ShapeTruth } from '../shapes/web.ts';

export interface Site7 { host: string; shape: string }
export const SITES: Site7[];
/** Cache-busters of this web: none. */
export const VOLATILE: string[];
export const respond: Respond<Site7>;
/** The notices shown on `day`, each site's real list pages that day, and its number of lists (`listCount`). */
export function truth(day?: number): ShapeTruth & { day: number; listCount: Record<string, number> };
