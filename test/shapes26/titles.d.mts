// Declarations of titles.mjs for the TypeScript self-check.
export const corpusPresent: boolean;
export const CORPUS_TITLES: string;
/** A call title's project name. */
export function core(title: string): string;
/** `n` unused real titles of `kind`, the corpus university's name swapped for `school`. */
export function take(kind: 'call' | 'result' | 'intent' | 'news', n: number, school: string): string[];
