/**
 * A watched list's posting history, bounded: the intervals within which its new notices were
 * posted (from the check before to the check that found them, narrowed to the notice's publish
 * day when it has one), when it last gained a notice or a project change, and today's checks
 * (for the budgets). The first check of a list records no arrivals: all it shows is backlog.
 */
import { chinaDay, chinaDayStart, DAY_MS } from './china-time.ts';

/** `n` notices posted somewhere in [from, to] (ms). */
export interface Arrival {
  from: number;
  to: number;
  n: number;
}

/** The stored rhythm of one list (collection `rhythm`, key: the list's URL). */
export interface ListRhythm {
  url: string;
  site: string;
  /** The first check recorded: how long the list has been watched. */
  since: number;
  lastCheckAt: number;
  /** Oldest first; at most MAX_ARRIVALS, none older than HISTORY_DAYS. */
  arrivals: Arrival[];
  /** The last check that found a new notice on it. */
  lastNewAt?: number;
  /** The last check that found a notice changing a project (a 更正 moving a deadline …). */
  lastChangeAt?: number;
  /** China day of `checksToday`. */
  day: string;
  checksToday: number;
}

/** What one check of a list found. */
export interface CheckResult {
  url: string;
  site: string;
  at: number;
  /** Its notices new to the store: publish day if known, and whether it changed a project. */
  fresh: ReadonlyArray<{ publishedAt?: string; changed?: boolean }>;
}

export const HISTORY_DAYS = 28;
export const MAX_ARRIVALS = 120;

/** The rhythm after one more check. */
export function recordCheck(before: ListRhythm | undefined, check: CheckResult): ListRhythm {
  const { at } = check;
  const day = chinaDay(at);
  const rhythm: ListRhythm = before
    ? { ...before, arrivals: [...before.arrivals], checksToday: before.day === day ? before.checksToday + 1 : 1, day }
    : { url: check.url, site: check.site, since: at, lastCheckAt: at, arrivals: [], day, checksToday: 1 };
  if (before && at > before.lastCheckAt) {
    for (const notice of check.fresh) addArrival(rhythm.arrivals, postedWithin(before.lastCheckAt, at, notice.publishedAt));
    if (check.fresh.length > 0) rhythm.lastNewAt = at;
    if (check.fresh.some((n) => n.changed)) rhythm.lastChangeAt = at;
  }
  rhythm.lastCheckAt = Math.max(at, before?.lastCheckAt ?? at);
  const keepFrom = at - HISTORY_DAYS * DAY_MS;
  rhythm.arrivals = rhythm.arrivals.filter((a) => a.to >= keepFrom).slice(-MAX_ARRIVALS);
  return rhythm;
}

// The interval a notice was posted in: between the two checks, within its publish day when that
// day overlaps them (a date off by the site's clock or a late listing keeps the whole interval).
function postedWithin(from: number, to: number, publishedAt: string | undefined): Arrival {
  const start = publishedAt ? chinaDayStart(publishedAt.slice(0, 10)) : NaN;
  if (Number.isFinite(start)) {
    const lo = Math.max(from, start);
    const hi = Math.min(to, start + DAY_MS);
    if (lo < hi) return { from: lo, to: hi, n: 1 };
  }
  return { from, to, n: 1 };
}

function addArrival(arrivals: Arrival[], arrival: Arrival): void {
  const same = arrivals.find((a) => a.from === arrival.from && a.to === arrival.to);
  if (same) same.n++;
  else arrivals.push(arrival);
}
