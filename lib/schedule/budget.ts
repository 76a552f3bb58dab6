/**
 * The budgets over the rhythm, in requests a China day: a site's at most `perSiteDay`, all sites'
 * at most `perDay`, whatever the rhythms say. A site has used today the requests its crawls made
 * (as recorded, `requestsToday`), and at least one per list check; a list due now costs at least
 * one more. Lists due now are taken most overdue first while both budgets have a request left; a
 * list over either waits for the next China day. A check that pages on or fetches new notices
 * costs more than its one request: a round can go over by that much, never start once spent.
 */
import { chinaClock, chinaDay, nextChinaMidnight } from './china-time.ts';
import type { ListRhythm } from './history.ts';
import { DEFAULT_RHYTHM, nextCheck, type CheckKind, type RhythmConfig } from './rhythm.ts';

export interface Budget {
  /** Requests one site may make in a China day. */
  perSiteDay: number;
  /** Requests all sites may make in a China day. */
  perDay: number;
}

/** An hourly check of 10 lists through 10 posting hours is 100 requests, with their new notices ~150; a discovery up to 300. */
export const DEFAULT_BUDGET: Budget = { perSiteDay: 500, perDay: 10_000 };

export interface WatchedList {
  url: string;
  site: string;
  rhythm?: ListRhythm;
}

export interface PlannedCheck {
  url: string;
  site: string;
  at: number;
  kind: CheckKind | 'budget';
  reason: string;
}

export interface Plan {
  /** Lists to ask now, within the budgets. */
  due: PlannedCheck[];
  /** Every list's next check (`at` ≤ now for the due ones). */
  lists: PlannedCheck[];
  /** The earliest `at` after now; undefined when nothing is watched. */
  wakeAt?: number;
}

/** Checks made today by a list, per its rhythm record. */
function usedToday(list: WatchedList, day: string): number {
  return list.rhythm && list.rhythm.day === day ? list.rhythm.checksToday : 0;
}

/** Which lists are asked now and when each is asked next, budgets held. */
export function planChecks(
  lists: readonly WatchedList[],
  now: number,
  budget: Budget = DEFAULT_BUDGET,
  config: RhythmConfig = DEFAULT_RHYTHM,
  requestsToday: ReadonlyMap<string, number> = new Map(),
): Plan {
  if (!(budget.perSiteDay >= 0 && budget.perDay >= 0)) throw new Error('a budget must be a number ≥ 0');
  const day = chinaDay(now);
  const siteUsed = new Map<string, number>();
  for (const list of lists) siteUsed.set(list.site, (siteUsed.get(list.site) ?? 0) + usedToday(list, day));
  for (const [site, n] of requestsToday) siteUsed.set(site, Math.max(siteUsed.get(site) ?? 0, n));
  let used = [...siteUsed.values()].reduce((a, b) => a + b, 0);
  const tomorrow = nextChinaMidnight(now);
  const planned = lists.map((list): PlannedCheck => ({ url: list.url, site: list.site, ...nextCheck(list.rhythm, now, config) }));
  // Most overdue first, then the longest unasked.
  const order = planned.map((p, i) => ({ p, last: lists[i]!.rhythm?.lastCheckAt ?? -Infinity })).sort((a, b) => a.p.at - b.p.at || a.last - b.last);
  const due: PlannedCheck[] = [];
  for (const { p } of order) {
    const siteLeft = budget.perSiteDay - (siteUsed.get(p.site) ?? 0);
    const left = budget.perDay - used;
    if (siteLeft > 0 && left > 0) {
      if (p.at > now) continue;
      due.push(p);
      siteUsed.set(p.site, (siteUsed.get(p.site) ?? 0) + 1); // (not perSiteDay − left + 1: Infinity − Infinity is NaN)
      used++;
      continue;
    }
    if (p.at >= tomorrow) continue;
    const which = siteLeft <= 0 ? `${p.site}'s ${budget.perSiteDay}` : `the ${budget.perDay}`;
    p.reason = `${which} requests for today are spent: next ${chinaClock(tomorrow)} (${p.reason})`;
    p.at = tomorrow;
    p.kind = 'budget';
  }
  const later = planned.filter((p) => p.at > now).map((p) => p.at);
  return { due, lists: planned, ...(later.length > 0 && { wakeAt: Math.min(...later) }) };
}
