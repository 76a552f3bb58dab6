// Declarations of score.mjs for the TypeScript self-check.
export const COUNTERS: readonly string[];
export function normUrl(u: string): string;
export function dayOf(v: unknown): string | undefined;
export function carriesChange(line: Record<string, unknown>, change: { field: string; to: string | number }): { project: boolean; moved: boolean };
export interface ChangeFigure { url: string; title: string; field: string; from: string | number; to: string | number; found: boolean; project: boolean; moved: boolean; line?: Record<string, unknown> }
export interface Row20 {
  day: number; site: string; shape: string; found: number; want: number; recall: string; precision: string;
  duplicates: number; late: number; titles: string; dates: string; listFetches: number; distinctListPages: number; realListPages: number;
  newsListFetches: number; realNewsPages: number; askedTwice: Array<{ page: string; fetches: number; clients: Record<string, number>; urls: Record<string, number> }>;
  missedLists: string[]; missedColumns: string[]; changes: ChangeFigure[]; changesFound: number; changesCarried: number;
  notFound: number; badGateway: number; stalled: number; stallsAbandoned: number; shells: number; apiCalls: number; requests: number; byClient: Record<string, number>;
  missed: string[]; wrong: string[]; dupLines: string[]; lateLines: string[]; titleWrong: string[]; dateWrong: string[]; unplaced: string[];
}
/** Per site and day (up to three days). */
export function score(opts: { log: string; day1?: string; day2?: string; day3?: string }): Promise<Row20[]>;
export function report(rows: Row20[], why?: boolean): string;
