// Declarations of score.mjs for the TypeScript self-check.
export const OBSTACLES: readonly string[];
export function normUrl(u: string): string;
export function dayOf(v: unknown): string | undefined;
/** Per site and day: the figures shared with shapes18's scorer and this web's obstacle counters. */
export function score(opts: { log: string; day1?: string; day2?: string }): Promise<Array<{
  day: number; site: string; shape: string; found: number; want: number; recall: string; precision: string;
  duplicates: number; late: number; titles: string; dates: string; listFetches: number; distinctListPages: number; realListPages: number;
  newsListFetches: number; distinctNewsPages: number; realNewsPages: number; requests: number; byClient: Record<string, number>;
  askedTwice: Array<{ page: string; fetches: number; clients: Record<string, number> }>;
  missed: string[]; wrong: string[]; dupLines: string[]; lateLines: string[]; missedLists: string[]; titleWrong: string[]; dateWrong: string[]; unplaced: string[];
  twiceLength: number; resolves: number; badResolves: number; badTokens: number; wrongAsks: number; shells: number; badCursors: number; cookieGates: number; notFound: number;
}>>;
