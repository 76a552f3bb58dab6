/** Fuzhou University's notice titles from the shared corpus (AGPL: read in place, never copied). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const corpusDir = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');
const titlesCsv = join(corpusDir, 'titles', 'fzu-titles-weak.csv');

/** Splits one CSV line (RFC 4180 quoting). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') fields.push(field), (field = '');
    else field += c;
  }
  fields.push(field);
  return fields;
}

/** Rows of fzu-titles-weak.csv as objects, or null when the corpus is not beside the repo. */
export function readTitleRows(): Record<string, string>[] | null {
  if (!existsSync(titlesCsv)) return null;
  const [header, ...lines] = readFileSync(titlesCsv, 'utf8').split(/\r?\n/).filter(Boolean);
  const names = csvFields(header!);
  return lines.map((line) => {
    const values = csvFields(line);
    return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
  });
}
