/**
 * The shape webs (test/shapes, shapes2, shapes3, shapes4, shapes7, shapes9, shapes10) on the test-web
 * kit (test/kit). Their sites answer as they always did: nothing (a 404), an HTML string, or
 * `{ body, status?, type?, list?: true, count? }`; `shapeHandler` reads such an answer into the kit's
 * (a list page keyed by the request that asked it, `GET /path?q` or `host GET /path?q`, as the old
 * stats logged it; every list page a tender list, as the old count had it) and serves the web's
 * robots.txt. `shapeTruth` is a web's truth in the kit's terms: a notice's `urls` (its `url` when it
 * names none), its day (1 when the web has one day), each site's real list pages as `real`. A web
 * of one day still serves days 1 and 2 (the same pages): day 2 is its refresh run.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Answer, ListPage, PageStats, SiteStats, Truth, TruthNotice, WebRequest } from '../kit/types.ts';
import { type Line, normUrl, report, type Row, runsOf, scoreWeb, type SiteView } from '../kit/score.ts';

/** What a shape site's handler sees of a request (the old harness passed Node's request). */
export interface ShapeRequest {
  method: string;
  /** The request line's target as sent. */
  url: string;
  headers: IncomingHttpHeaders;
}

/** A shape site's own answer. */
export type ShapeAnswer<C extends string = string> = undefined | string | { body?: string | Buffer; status?: number; type?: string; list?: boolean; count?: C };

/** `(site, req, url, host, body, day)` → the site's answer; `url` is the request's URL on its Host. */
export type Respond<S, C extends string = string> = (site: S, req: ShapeRequest, url: URL, host: string, body: Buffer, day: number) => ShapeAnswer<C>;

/** A notice of a shape web's own truth. */
export interface ShapeNotice {
  url: string;
  urls?: string[];
  title: string;
  date?: string;
  site: string;
  shape: string;
  day?: number;
}

/** A shape web's own truth: its seeds, notices and each site's number of real list pages. */
export interface ShapeTruth {
  day?: number;
  seeds: string[];
  notices: ShapeNotice[];
  lists: Record<string, number>;
}

/** The kit's truth of a shape web: the kit's fields, and the web's own beside them (`listCount`, `listPages` …). */
export type KitTruth<T extends ShapeTruth = ShapeTruth> = Omit<T, 'notices' | 'lists' | 'day'> & Truth<TruthNotice & Omit<T['notices'][number], 'urls' | 'day' | 'date'>, ListPage> & { realLists: Record<string, number> };

/** A web's own truth of `day` in the kit's terms. */
export function shapeTruth<T extends ShapeTruth>(own: T, day: number): KitTruth<T> {
  return {
    ...own,
    day,
    notices: own.notices.map((n) => ({ ...n, urls: n.urls ?? [n.url], date: n.date ?? '', day: n.day ?? 1 })),
    lists: Object.fromEntries(Object.entries(own.lists).map(([site, real]) => [site, { real, news: 0, pages: [] }])),
    realLists: own.lists,
  } as unknown as KitTruth<T>;
}

/** A site's name in the stats and the truth: its host without `www.`. */
export const siteName = (site: { host: string }): string => site.host.replace(/^www\./, '');

/** The methods a shape web takes: its sites answer any (the postback site POSTs). */
export const SHAPE_METHODS = ['GET', 'HEAD', 'POST'] as const;

const NOT_FOUND = '<html><body><h1>404 Not Found</h1></body></html>';

export interface HandlerOptions<S, C extends string> {
  respond: Respond<S, C>;
  /** robots.txt of every site. */
  robots?: string;
  /** How a list fetch is named (its page key): by default `METHOD target`. */
  listEntry?: (req: ShapeRequest, host: string, body: string) => string;
  /** Count each POST in the `posts` counter. */
  countPosts?: boolean;
}

/** The kit handler of a shape web's sites. */
export function shapeHandler<S, C extends string>({ respond, robots = 'User-agent: *\nDisallow: /admin/\n', listEntry = (req) => `${req.method} ${req.url}`, countPosts = false }: HandlerOptions<S, C>) {
  return (site: S, kreq: WebRequest, day: number): Answer<C | 'posts'> => {
    const req: ShapeRequest = { method: kreq.method, url: kreq.rawUrl, headers: kreq.headers };
    const posts: Array<'posts'> = countPosts && kreq.method === 'POST' ? ['posts'] : [];
    if (kreq.url.pathname === '/robots.txt') return { body: robots, type: 'text/plain', count: posts };
    const url = new URL(kreq.rawUrl, `http://${kreq.headers.host}`);
    const out = respond(site, req, url, kreq.host, Buffer.from(kreq.body, 'utf8'), day);
    if (!out) return { status: 404, body: NOT_FOUND, count: posts };
    if (typeof out === 'string') return { body: out, count: posts };
    return {
      status: out.status ?? 200, body: out.body ?? '', type: out.type,
      count: [...posts, ...(out.count ? [out.count] : [])],
      ...(out.list ? { list: listEntry(req, kreq.host, kreq.body), tenders: true } : {}),
    };
  };
}

export { serveCli } from '../kit/server.ts';

/** Each list fetch of a site's day as the old stats logged it (`lists`: one entry a fetch). */
export const listAsks = (st: Partial<SiteStats> | undefined): string[] =>
  Object.entries(st?.pages ?? {}).flatMap(([page, p]: [string, PageStats]) => Array<string>(p.fetches).fill(page));

/** A URL compared without the web's cache-busters (`busters`), then as the kit compares. */
export const withoutBusters = (busters: readonly string[]) => (u: string): string => {
  try {
    const x = new URL(u);
    for (const k of busters) x.searchParams.delete(k);
    return normUrl(x.href.replace(/\?$/, ''));
  } catch { return normUrl(u); }
};

/** What a shape web's row adds: titles not exactly the truth's (the kit's `titles` flattens spaces), and each list fetch. */
export interface ShapeExtra {
  notWhole: string[];
  lists: string[];
}

const shapeExtra = (v: SiteView): ShapeExtra => ({
  notWhole: v.want.filter((n) => v.found.has(n.url) && v.found.get(n.url)!.title !== n.title).map((n) => `${v.found.get(n.url)!.title} ≠ ${n.title}`),
  lists: listAsks(v.stats),
});

export type ShapeRow<C extends string = never> = Row<C> & ShapeExtra;

/** Per site and day, the kit's figures, the web's counters and the shape fields, notices compared without the web's cache-busters. */
export const scoreShapes = <C extends string = never>(base: string, runs: ReadonlyArray<{ day: number; lines: Line[] }>, { busters = [], counters = [] }: { busters?: readonly string[]; counters?: readonly C[] } = {}): Promise<Array<ShapeRow<C>>> =>
  scoreWeb(base, runs, { counters, normUrl: withoutBusters(busters), extra: shapeExtra });

/** `npx tsx test/<web>/score.ts --day1 D1.jsonl [--day2 D2.jsonl] --log http://127.0.0.1:PORT [--json] [--why]`. */
export async function scoreCli<C extends string = never>(moduleUrl: string, score: (base: string, runs: Array<{ day: number; lines: Line[] }>) => Promise<Array<Row<NoInfer<C>>>>, port: number, counters: readonly C[] = []): Promise<void> {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const opt = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const runs = runsOf([opt('day1'), opt('day2')]);
  const rows = await score(opt('log') ?? `http://127.0.0.1:${opt('port') ?? port}`, runs);
  console.log(process.argv.includes('--json') ? JSON.stringify(rows) : report(rows, counters, process.argv.includes('--why')));
}
