/**
 * The budgets hold whatever the rhythms say (fast-check): lists of random rhythms on random
 * sites, planned and checked as the helper's --watch does for two simulated weeks, never exceed
 * a site's checks a China day nor all sites' checks a day; a list over budget waits for the next
 * day with the reason saying so; and within the budgets no list goes unasked for over a day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planChecks, type Budget } from '../../lib/schedule/budget.ts';
import { recordCheck, type ListRhythm } from '../../lib/schedule/history.ts';
import { chinaDay, DAY_MS, HOUR_MS } from '../../lib/schedule/china-time.ts';

const START = Date.parse('2026-11-02T00:00:00+08:00');

interface SimList {
  url: string;
  site: string;
  /** Hours after START at which it posts. */
  posts: number[];
}

const listArb = fc.record({
  site: fc.integer({ min: 0, max: 3 }).map((i) => `u${i}.edu.cn`),
  posts: fc.array(fc.integer({ min: 0, max: 14 * 24 - 1 }), { maxLength: 80 }),
});

/** Runs the plan-and-check loop for `days`; returns checks per (site, day) and per day, and each list's longest gap. */
function run(lists: SimList[], budget: Budget, days: number) {
  const rhythms = new Map<string, ListRhythm>();
  const perSiteDay = new Map<string, number>();
  const perDay = new Map<string, number>();
  const lastCheck = new Map<string, number>();
  const longestGap = new Map<string, number>();
  const reasons: string[] = [];
  let t = START;
  while (t < START + days * DAY_MS) {
    const plan = planChecks(lists.map((l) => ({ url: l.url, site: l.site, rhythm: rhythms.get(l.url) })), t, budget);
    reasons.push(...plan.lists.filter((p) => p.kind === 'budget').map((p) => p.reason));
    for (const due of plan.due) {
      const list = lists.find((l) => l.url === due.url)!;
      const from = lastCheck.get(list.url) ?? -Infinity;
      const fresh = list.posts.filter((h) => START + h * HOUR_MS > from && START + h * HOUR_MS <= t).map(() => ({}));
      rhythms.set(list.url, recordCheck(rhythms.get(list.url), { url: list.url, site: list.site, at: t, fresh }));
      if (lastCheck.has(list.url)) longestGap.set(list.url, Math.max(longestGap.get(list.url) ?? 0, t - lastCheck.get(list.url)!));
      lastCheck.set(list.url, t);
      const day = chinaDay(t);
      perSiteDay.set(`${list.site} ${day}`, (perSiteDay.get(`${list.site} ${day}`) ?? 0) + 1);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(plan.wakeAt === undefined || plan.wakeAt > t).toBe(true);
    t = plan.wakeAt ?? t + HOUR_MS;
  }
  return { perSiteDay, perDay, longestGap, reasons };
}

describe('budgets', () => {
  it('hold for every site and day, whatever the rhythms', () => {
    fc.assert(
      fc.property(
        fc.array(listArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 80 }),
        (raw, perSiteDay, perDay) => {
          const lists = raw.map((l, i) => ({ ...l, url: `http://${l.site}/list${i}/` }));
          const result = run(lists, { perSiteDay, perDay }, 14);
          for (const n of result.perSiteDay.values()) expect(n).toBeLessThanOrEqual(perSiteDay);
          for (const n of result.perDay.values()) expect(n).toBeLessThanOrEqual(perDay);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('leave no list unasked for more than a day when they are wide enough', () => {
    fc.assert(
      fc.property(fc.array(listArb, { minLength: 1, maxLength: 8 }), (raw) => {
        const lists = raw.map((l, i) => ({ ...l, url: `http://${l.site}/list${i}/` }));
        const { longestGap } = run(lists, { perSiteDay: 1000, perDay: 10_000 }, 7);
        for (const gap of longestGap.values()) expect(gap).toBeLessThanOrEqual(DAY_MS);
      }),
      { numRuns: 20 },
    );
  });

  it('say so when a list waits for one', () => {
    // One site, 30 busy lists, 20 checks a day: most wait.
    const lists = Array.from({ length: 30 }, (_, i) => ({ url: `http://zbb.x.edu.cn/l${i}/`, site: 'x.edu.cn', posts: Array.from({ length: 60 }, (_, k) => k * 5) }));
    const { perSiteDay, reasons } = run(lists, { perSiteDay: 20, perDay: 1000 }, 3);
    expect(Math.max(...perSiteDay.values())).toBe(20);
    expect(reasons[0]).toMatch(/^x\.edu\.cn's 20 requests for today are spent: next \w{3} 00:00/);
  });

  it('refuse a budget that is not a number', () => {
    expect(() => planChecks([], START, { perSiteDay: Number.NaN, perDay: 1 })).toThrow(/budget/);
  });
});

describe('an unbounded budget (a check by hand)', () => {
  it('asks every due list of a site, not just the first', () => {
    const now = Date.parse('2026-11-24T02:00:00Z');
    const lists = ['a', 'b', 'c'].map((name) => ({ url: `http://zbb.x.edu.cn/${name}/`, site: 'x.edu.cn', rhythm: undefined }));
    const plan = planChecks(lists, now, { perSiteDay: Infinity, perDay: Infinity });
    expect(plan.due.map((p) => p.url)).toEqual(lists.map((l) => l.url));
  });
});
