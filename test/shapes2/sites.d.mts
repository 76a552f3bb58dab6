// Declarations of sites.mjs for the TypeScript self-check.
import type { ShapeAnswer, ShapeRequest, ShapeTruth } from '../shapes/web.ts';

export interface Site2 { host: string; shape: string; listPages: number; handle(req: ShapeRequest, path: string, query: URLSearchParams): ShapeAnswer }
export const SITES: Site2[];
export const VOLATILE: string[];
export function truth(): ShapeTruth;
