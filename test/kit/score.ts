/**
 * One scorer for every test web: per site and day, the notices new that day found and missed,
 * lines that match no notice (wrong), a notice twice or again after an earlier day (duplicates), a
 * notice first delivered a day after it appeared (late: right, not new), titles and dates right
 * (`publishedAt` against the notice's date, China time), list fetches against the distinct and the
 * real list pages, list pages asked more than once (with the clients that asked), the real tender
 * list pages never asked, and the web's own counters from `/__stats`. A line matches a notice by
 * its `url` or an alias, scheme and port aside.
 */
import { readFileSync } from 'node:fs';
import type { SiteLists, SiteStats, Truth, TruthNotice, WebStats } from './types.ts';

/** A crawler output line: the fields the scorer reads. */
export interface Line {
  url: string;
  aliases?: string[];
  title?: string;
  publishedAt?: string | number | null;
  site?: string;
  [field: string]: unknown;
}

export interface AskedTwice {
  page: string;
  fetches: number;
  clients: Record<string, number>;
  urls: Record<string, number>;
}

/** The figures every web shares, one site on one day. */
export interface CoreRow {
  day: number;
  site: string;
  shape: string;
  found: number;
  want: number;
  /** `found/want`. */
  recall: string;
  /** `right/delivered`, `-` when nothing was delivered. */
  precision: string;
  duplicates: number;
  late: number;
  titles: string;
  dates: string;
  listFetches: number;
  distinctListPages: number;
  realListPages: number;
  newsListFetches: number;
  distinctNewsPages: number;
  realNewsPages: number;
  askedTwice: AskedTwice[];
  economical: boolean;
  missedLists: string[];
  requests: number;
  byClient: Record<string, number>;
  missed: string[];
  wrong: string[];
  dupLines: string[];
  lateLines: string[];
  titleWrong: string[];
  dateWrong: string[];
  /** Lines of no site of the web (the same on every row). */
  unplaced: string[];
}

/** A row with the web's own counters. */
export type Row<C extends string = never> = CoreRow & Record<C, number>;

/** What a web's own figures may read of one site on one day. */
export interface SiteView {
  truth: Truth;
  site: string;
  /** The notices new that day. */
  want: TruthNotice[];
  /** Notice URL → the line that delivered it (found ones only). */
  found: ReadonlyMap<string, Line>;
  lists: SiteLists;
  stats: Partial<SiteStats>;
}

export interface ScoreOptions<C extends string, X extends object = object> {
  /** The web's counters copied from its stats into each row. */
  counters?: readonly C[];
  /** How a URL is compared (default `normUrl`). */
  normUrl?: (u: string) => string;
  /** The web's own fields of a row (they may refine a shared one, such as what a missed line says). */
  extra?: (view: SiteView) => X;
}

/** A URL without its scheme, port and fragment, host lower-cased, percent-escapes decoded where they can be. */
export const normUrl = (u: string): string => {
  try {
    const x = new URL(u);
    const s = `//${x.hostname}${x.pathname}${x.search}`;
    try { return decodeURIComponent(s); } catch { return s; }
  } catch { return u; }
};

/** The calendar day (China time) of a `publishedAt`: a bare date as is, an instant shifted to +08:00. */
export const dayOf = (v: unknown): string | undefined => {
  if (v == null || v === '') return undefined;
  const t = String(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t;
  const ms = typeof v === 'number' ? v : Date.parse(t);
  if (Number.isNaN(ms)) return t.slice(0, 10);
  return new Date(ms + 8 * 3600000).toISOString().slice(0, 10);
};

const flat = (t: unknown) => String(t ?? '').replace(/\s+/g, ' ').trim();
const hostOf = (u: string) => { try { return new URL(u).hostname; } catch { return ''; } };
const said = (line: Line) => `${line.url} ${line.title ?? ''}`;

/** Per site, one day's figures; `stats` is that day's `/__stats`, `earlier` the notices delivered on earlier days. */
export function scoreDay<C extends string = never, X extends object = object>(truth: Truth, stats: Record<string, SiteStats> | undefined, lines: Line[], earlier: ReadonlySet<string> = new Set(), options: ScoreOptions<C, X> = {}): Array<Row<C> & X> {
  const norm = options.normUrl ?? normUrl;
  const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [norm(u), n] as const)));
  const sites = new Map(Object.keys(truth.lists).map((site) => [site, {
    site, shape: truth.shapes?.[site] ?? '', want: [] as TruthNotice[], found: new Map<string, Line>(), delivered: 0,
    wrong: [] as string[], dup: [] as string[], late: [] as string[], seen: new Set<string>(),
  }]));
  for (const n of truth.notices) {
    const s = sites.get(n.site);
    if (!s) throw new Error(`notice ${n.url}: site ${n.site} has no lists in the truth`);
    s.shape ||= n.shape;
    if (n.day === truth.day) s.want.push(n);
  }
  const unplaced: string[] = [];
  for (const line of lines) {
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(norm(u))).find(Boolean);
    const host = hostOf(line.url);
    const s = n ? sites.get(n.site) : [...sites.values()].find((x) => host === x.site || host.endsWith(`.${x.site}`) || (typeof line.site === 'string' && line.site.endsWith(x.site)));
    if (!s) { unplaced.push(said(line)); continue; }
    s.delivered++;
    if (!n) s.wrong.push(said(line));
    else if (s.found.has(n.url) || s.seen.has(n.url) || earlier.has(n.url)) s.dup.push(said(line));
    // A notice of an earlier day first delivered now: right, but late.
    else if (n.day !== truth.day) { s.seen.add(n.url); s.late.push(said(line)); }
    else s.found.set(n.url, line);
  }
  return [...sites.values()].map((s) => {
    const st: Partial<SiteStats> = stats?.[s.site] ?? {};
    const lists = truth.lists[s.site]!;
    const pages = Object.entries(st.pages ?? {});
    const tenderPages = pages.filter(([, p]) => p.tenders);
    const newsPages = pages.filter(([, p]) => !p.tenders);
    const lineOf = (n: TruthNotice) => s.found.get(n.url)!;
    const found = s.want.filter((n) => s.found.has(n.url));
    const titleRight = found.filter((n) => flat(lineOf(n).title) === flat(n.title));
    const dateRight = found.filter((n) => dayOf(lineOf(n).publishedAt) === n.date);
    const asked = new Set(pages.map(([page]) => page));
    const twice = pages.filter(([, p]) => p.fetches > 1).map(([page, p]) => ({ page, fetches: p.fetches, clients: p.clients, urls: p.urls }));
    const core: CoreRow = {
      day: truth.day, site: s.site, shape: s.shape,
      found: found.length, want: s.want.length, recall: `${found.length}/${s.want.length}`,
      precision: s.delivered ? `${s.delivered - s.wrong.length - s.dup.length}/${s.delivered}` : '-',
      duplicates: s.dup.length, late: s.late.length, titles: `${titleRight.length}/${found.length}`, dates: `${dateRight.length}/${found.length}`,
      // Tender lists (the lists that matter), and the news columns apart.
      listFetches: tenderPages.reduce((n, [, p]) => n + p.fetches, 0), distinctListPages: tenderPages.length, realListPages: lists.real,
      newsListFetches: newsPages.reduce((n, [, p]) => n + p.fetches, 0), distinctNewsPages: newsPages.length, realNewsPages: lists.news,
      askedTwice: twice, economical: twice.length === 0,
      missedLists: lists.pages.filter((p) => p.tenders && !asked.has(p.page)).map((p) => p.page),
      requests: st.requests ?? 0, byClient: st.byClient ?? {},
      missed: s.want.filter((n) => !s.found.has(n.url)).map((n) => `${n.url} ${n.title}`),
      wrong: s.wrong, dupLines: s.dup, lateLines: s.late,
      titleWrong: found.filter((n) => !titleRight.includes(n)).map((n) => `${lineOf(n).title} ≠ ${n.title}`),
      dateWrong: found.filter((n) => !dateRight.includes(n)).map((n) => `${n.url} ${lineOf(n).publishedAt ?? '(none)'} ≠ ${n.date}`),
      unplaced,
    };
    const own = Object.fromEntries((options.counters ?? []).map((k) => [k, (st as Record<string, unknown>)[k] ?? 0]));
    const extra = options.extra?.({ truth, site: s.site, want: s.want, found: s.found, lists, stats: st });
    return { ...core, ...own, ...extra } as Row<C> & X;
  });
}

/** Scores each day's lines against that day's truth (`lines[i]` with `truths[i]`) and the stats; a notice delivered on an earlier day is a duplicate. */
export function scoreDays<C extends string = never, X extends object = object>(truths: Truth[], stats: WebStats, lines: Line[][], options: ScoreOptions<C, X> = {}): Array<Row<C> & X> {
  const norm = options.normUrl ?? normUrl;
  const earlier = new Set<string>();
  return truths.flatMap((truth, i) => {
    const day = lines[i] ?? [];
    const rows = scoreDay(truth, stats[truth.day], day, new Set(earlier), options);
    const byUrl = new Map(truth.notices.flatMap((n) => n.urls.map((u) => [norm(u), n.url] as const)));
    for (const l of day) for (const u of [l.url, ...(l.aliases ?? [])]) { const hit = byUrl.get(norm(u)); if (hit) earlier.add(hit); }
    return rows;
  });
}

/** Scores each day's lines, in order, against the web served at `base`: its truth of that day and its stats. */
export async function scoreWeb<C extends string = never, X extends object = object>(base: string, days: ReadonlyArray<{ day: number; lines: Line[] }>, options: ScoreOptions<C, X> = {}): Promise<Array<Row<C> & X>> {
  const get = async <T>(path: string) => (await (await fetch(`${base.replace(/\/$/, '')}${path}`)).json()) as T;
  const stats = await get<WebStats>('/__stats');
  const truths = await Promise.all(days.map((d) => get<Truth>(`/__truth?day=${d.day}`)));
  return scoreDays(truths, stats, days.map((d) => d.lines), options);
}

/** A crawler's JSON-lines output file. */
export const readLines = (file: string): Line[] => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Line);

/** Found of wanted, as a web counts a group of its notices. */
export type Tally = [found: number, want: number];
/** Tallies added up. */
export const sumTallies = (tallies: Tally[]): Tally => tallies.reduce<Tally>((a, t) => [a[0] + t[0], a[1] + t[1]], [0, 0]);
/** Grouped tallies (by shape, by trait …) of several rows added up group by group. */
export function mergeTallies(maps: Array<Record<string, Tally>>): Record<string, Tally> {
  const out: Record<string, Tally> = {};
  for (const m of maps) for (const [k, t] of Object.entries(m)) out[k] = sumTallies([out[k] ?? [0, 0], t]);
  return out;
}

/** The runs of the crawler's output files, day 1 first (`undefined`: a day not run). */
export const runsOf = (files: ReadonlyArray<string | undefined>): Array<{ day: number; lines: Line[] }> =>
  files.flatMap((file, i) => (file ? [{ day: i + 1, lines: readLines(file) }] : []));

/** One line per site and day, then each day's totals; with `why`, every miss, wrong, duplicate and late line, wrong title and date. */
export function report<C extends string>(rows: Row<C>[], counters: readonly C[] = [], why = false): string {
  const out: string[] = [];
  for (const r of rows) {
    const hit = counters.filter((k) => r[k]).map((k) => `${k} ${r[k]}`).join(', ');
    out.push(`day ${r.day} ${r.shape.padEnd(14)} recall ${r.recall.padEnd(6)} precision ${r.precision.padEnd(6)} dup ${r.duplicates} late ${r.late} titles ${r.titles.padEnd(6)} dates ${r.dates.padEnd(6)}`
      + ` tender lists ${r.listFetches} (distinct ${r.distinctListPages}, real ${r.realListPages}) news ${r.newsListFetches} (${r.distinctNewsPages}/${r.realNewsPages})`
      + ` requests ${r.requests} ${JSON.stringify(r.byClient)}${hit ? ` | ${hit}` : ''}`);
    for (const t of r.askedTwice) out.push(`  asked ${t.fetches}× ${t.page}: ${Object.keys(t.urls).join('  ')}`);
    if (!why) continue;
    const lists = { missed: r.missed, wrong: r.wrong, dup: r.dupLines, late: r.lateLines, title: r.titleWrong, date: r.dateWrong, 'list never asked': r.missedLists };
    for (const [what, items] of Object.entries(lists)) for (const x of items) out.push(`  ${what.padEnd(6)} ${x}`);
  }
  for (const day of [...new Set(rows.map((r) => r.day))]) {
    const of = rows.filter((r) => r.day === day);
    out.push(`day ${day}: ${of.reduce((n, r) => n + r.found, 0)}/${of.reduce((n, r) => n + r.want, 0)} notices, ${of.reduce((n, r) => n + r.late, 0)} late, ${of.reduce((n, r) => n + r.wrong.length + r.duplicates, 0)} wrong or duplicate lines`);
  }
  const unplaced = rows.filter((r) => r.site === rows[0]?.site).flatMap((r) => r.unplaced);
  if (unplaced.length) out.push(`unplaced lines (no site): ${unplaced.length}${why ? `\n  ${unplaced.join('\n  ')}` : ''}`);
  return out.join('\n');
}

/** The rows of the seeded sites only (a run that seeded part of the web). */
export const ofSeeds = <R extends { site: string }>(rows: R[], seeds: string[]): R[] => {
  const hosts = new Set(seeds.map((s) => new URL(s).hostname.replace(/^www\./, '')));
  return rows.filter((r) => hosts.has(r.site));
};
