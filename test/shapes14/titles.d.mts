// Declarations of titles.mjs for the TypeScript self-check.
export const corpusPresent: boolean;
export const CORPUS_TITLES: string;
/** `n` unused real titles of `kind`, the corpus university's name swapped for `school`. */
export function take(kind: 'tenders' | 'news', n: number, school: string): string[];
export function available(): { tenders: number; news: number };
