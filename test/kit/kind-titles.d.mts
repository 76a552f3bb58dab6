// Declarations of kind-titles.mjs for the TypeScript self-check.
/** A call title's project name. */
export function core(title: string): string;
/** A web's titles: `take(kind, n, school)` = `n` unused real titles of `kind`, the corpus university's name swapped for `school`. */
export function kindTitles(web: string): { take(kind: 'call' | 'result' | 'intent' | 'news', n: number, school: string): string[] };
