/** Where the shared corpus sits: `../shared/corpus` beside the repo root (read in place, never copied). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const corpusDir = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');

/** Real pages that are neither a challenge nor a redirect stub: [name, corpus folder parts]. */
export const REAL_PAGE_SETS = [
  ['chinese-web-content-extraction-dataset', 'extraction', 'chinese-web-content-extraction-dataset', 'original'],
  ['GNE test pages', 'extraction', 'gne-testpages'],
] as const;

/** The files below `dir` whose names match `pattern` (default: `.html`), every level down. */
export function htmlFiles(dir: string, pattern = /\.html$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** A corpus folder's path, and whether it is there (tests skip with a message when it is not). */
export function corpusPath(...parts: string[]): { path: string; present: boolean } {
  const path = join(corpusDir, ...parts);
  const present = existsSync(path);
  if (!present) console.warn(`SKIPPED: corpus folder ${path} is absent (expected at ../shared/corpus beside the repo)`);
  return { path, present };
}
