/**
 * The server and scorer of a web whose sites answer on their own hosts and whose notices name their
 * column (shapes22 … shapes26): `startColumnWeb(name, options, sites)` serves every site by its Host
 * header (the port in it ignored) on one port, days and counters as the web gives them;
 * `scoreColumns(counters)` scores days with the kit's scorer, a missed notice named with its column;
 * `scoreCli(moduleUrl, scoreRuns, counters, port)` is a web's score.ts command line
 * (`--day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:PORT [--json] [--why]`).
 */
import { fileURLToPath } from 'node:url';
import { type Line, report, type Row, runsOf, scoreWeb, type SiteView } from './score.ts';
import { startWeb, type WebServer } from './server.ts';
import type { Answer, Truth, TruthNotice, WebRequest } from './types.ts';

export interface ColumnWebSites<C extends string, T extends Truth> {
  days: readonly number[];
  counters: readonly C[];
  truth: (day?: number) => T;
  web: () => Array<{ site: string; hosts: string[]; handle(req: WebRequest, day: number): Answer<C> }>;
}

/** Serves the web `name` (its sites made once) on `port`, starting on `day`. */
export function startColumnWeb<C extends string, T extends Truth>(name: string, { port, bind = '127.0.0.1', day = 1 }: { port: number; bind?: string; day?: number }, { days, counters, truth, web }: ColumnWebSites<C, T>): Promise<WebServer<C>> {
  const sites = web();
  return startWeb({
    name, port, bind, day, days, truth, counters,
    siteOf: (host) => sites.find((s) => s.hosts.includes(host)),
    keyOf: (s) => s.site,
    handle: (s, req, d) => s.handle(req, d),
  });
}

interface Own { missed: string[] }
export type ColumnRow<C extends string> = Row<C> & Own;

/** A missed notice with its column's name. */
const own = ({ want, found }: SiteView): Own => ({
  missed: (want as Array<TruthNotice & { column: string }>).filter((n) => !found.has(n.url)).map((n) => `${n.url} [${n.column}] ${n.title}`),
});

/** Per site and day, the kit's figures and the web's counters, for days run on the web at `base`. */
export const scoreColumns = <C extends string>(counters: readonly C[]) =>
  (base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>): Promise<Array<ColumnRow<C>>> => scoreWeb(base, runs, { counters, extra: own });

/** A web's score.ts run as a script (nothing when imported). */
export async function scoreCli<C extends string>(moduleUrl: string, scoreRuns: ReturnType<typeof scoreColumns<C>>, counters: readonly C[], port: number): Promise<void> {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await scoreRuns(opt('log') ?? `http://127.0.0.1:${opt('port') ?? port}`, runsOf([opt('day1'), opt('day2')]));
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, counters, process.argv.includes('--why')));
}
