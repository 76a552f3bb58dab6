// Declarations of score.mjs for the TypeScript self-check.
export const OBSTACLES: readonly string[];
export function normUrl(u: string): string;
export function dayOf(v: unknown): string | undefined;
/** Per site and day: the figures shared with shapes18's scorer and this web's obstacle counters. */
export function score(opts: { log: string; day1?: string; day2?: string }): Promise<Array<{
  day: number; site: string; shape: string; found: number; want: number; recall: string; precision: string;
  duplicates: number; late: number; titles: string; dates: string; listFetches: number; distinctListPages: number; realListPages: number;
  missed: string[]; wrong: string[]; dupLines: string[]; lateLines: string[]; missedLists: string[]; titleWrong: string[]; dateWrong: string[];
  blocked: number; sessionRedirects: number; refererDenied: number; wrongEncoding: number; softNotFound: number; shells: number; notFound: number;
}>>;
