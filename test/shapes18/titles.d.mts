// Types for titles.mjs, for the TypeScript self-check.
export const CORPUS_TITLES: string;
export const corpusPresent: boolean;
export function take(kind: 'tenders' | 'news', n: number, school: string): string[];
export function available(): { tenders: number; news: number };
