/** Fuzhou University's notice titles from the shared corpus (AGPL: read in place, never copied). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../classify-corpus.ts';

/** `../shared/corpus` beside the repo root. */
export const corpusDir = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');
const titlesCsv = join(corpusDir, 'titles', 'fzu-titles-weak.csv');

/** Rows of fzu-titles-weak.csv as objects keyed by column name, or null when the corpus is absent. */
export function readTitleRows(): Record<string, string>[] | null {
  if (!existsSync(titlesCsv)) return null;
  const [header, ...rows] = parseCsv(readFileSync(titlesCsv, 'utf8'));
  return rows.filter((row) => row.length > 1).map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}
