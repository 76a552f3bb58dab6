// Declarations of sites.mjs for the TypeScript self-check.
import type { ShapeAnswer, ShapeRequest, ShapeTruth } from '../shapes/web.ts';

/** A site; the reposts site also answers its procurement sub-site `cg`. */
export interface Site3 { host: string; cg?: string; shape: string; listPages: number; handle(req: ShapeRequest, path: string, query: URLSearchParams, host: string): ShapeAnswer }
export const SITES: Site3[];
export const VOLATILE: string[];
export function truth(): ShapeTruth;
