/** Where the shared corpus sits: `../shared/corpus` beside the repo root (read in place, never copied). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const corpusDir = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');

/** A corpus folder's path, and whether it is there (tests skip with a message when it is not). */
export function corpusPath(...parts: string[]): { path: string; present: boolean } {
  const path = join(corpusDir, ...parts);
  const present = existsSync(path);
  if (!present) console.warn(`SKIPPED: corpus folder ${path} is absent (expected at ../shared/corpus beside the repo)`);
  return { path, present };
}
