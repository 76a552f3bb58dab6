// Declarations of sites.mjs for the TypeScript self-check.
import type { Respond, ShapeTruth } from './web.ts';

export interface SiteShapes { host: string; shape: string; listPages: number }
export const SITES: SiteShapes[];
export const VOLATILE: string[];
export const respond: Respond<SiteShapes>;
export function truth(): ShapeTruth;
