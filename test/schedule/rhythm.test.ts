/**
 * The rule (lib/schedule/rhythm.ts) on histories shaped like real lists: a busy procurement list
 * is asked hourly in its posting hours and not at night, a quiet one a few times a day at most,
 * a fresh notice or a project change brings the next check closer.
 */
import { describe, expect, it } from 'vitest';
import { recordCheck, type ListRhythm } from '../../lib/schedule/history.ts';
import { DEFAULT_RHYTHM, nextCheck, postingHours, intensity } from '../../lib/schedule/rhythm.ts';
import { HOUR_MS, DAY_MS, weekHour } from '../../lib/schedule/china-time.ts';

/** Monday 2026-11-02 00:00 China time. */
const MONDAY = Date.parse('2026-11-02T00:00:00+08:00');
const at = (day: number, hour: number, minute = 0) => MONDAY + day * DAY_MS + hour * HOUR_MS + minute * 60_000;

/** A list checked every hour for `days`, posting at `posts` (day, hour, minute) instants. */
function history(days: number, posts: Array<[number, number, number]>): ListRhythm {
  const times = posts.map(([d, h, m]) => at(d, h, m)).sort((a, b) => a - b);
  let rhythm: ListRhythm | undefined;
  let last = -Infinity;
  for (let t = MONDAY; t <= MONDAY + days * DAY_MS; t += HOUR_MS) {
    const fresh = times.filter((p) => p > last && p <= t).map(() => ({}));
    rhythm = recordCheck(rhythm, { url: 'http://zbb.x.edu.cn/zbgg/', site: 'x.edu.cn', at: t, fresh });
    last = t;
  }
  return rhythm!;
}

/** Follows the rule from `start` for `hours`, returning the check times. */
function follow(rhythm: ListRhythm, hours: number): number[] {
  const checks: number[] = [];
  let r = rhythm;
  const end = r.lastCheckAt + hours * HOUR_MS;
  for (;;) {
    const next = nextCheck(r, r.lastCheckAt).at;
    if (next > end) return checks;
    checks.push(next);
    r = recordCheck(r, { url: r.url, site: r.site, at: next, fresh: [] });
  }
}

// Four weeks of a busy list: four notices every working day, 9:00–17:00.
const busyPosts: Array<[number, number, number]> = [];
for (let d = 0; d < 28; d++) if (d % 7 < 5) for (const h of [9, 11, 14, 16]) busyPosts.push([d, h, 17]);
const busy = history(28, busyPosts);

describe('a busy list', () => {
  it('has its posting hours learnt from when its notices came', () => {
    expect(postingHours(intensity(busy, busy.lastCheckAt).share)).toMatch(/^weekdays (8|9)–1[78]$/);
    expect(nextCheck(busy, busy.lastCheckAt).kind).toBe('busy');
  });

  it('is asked about hourly in its posting hours and seldom at night', () => {
    const checks = follow(busy, 24 * 7);
    const inHours = checks.filter((t) => weekHour(t) < 120 && weekHour(t) % 24 >= 9 && weekHour(t) % 24 < 17);
    const night = checks.filter((t) => weekHour(t) % 24 < 7 || weekHour(t) % 24 >= 20);
    // Five working days × 8 hours: every hour of them has a check.
    const hoursCovered = new Set(inHours.map((t) => Math.floor(t / HOUR_MS)));
    expect(hoursCovered.size).toBeGreaterThanOrEqual(5 * 8 - 5);
    for (let i = 1; i < checks.length; i++) expect(checks[i]! - checks[i - 1]!).toBeGreaterThanOrEqual(HOUR_MS);
    expect(night.length).toBeLessThan(checks.length / 5);
    expect(nextCheck(busy, busy.lastCheckAt).reason).toMatch(/^busy list: ~1[6-9] a week, posts weekdays [89]–1[78], checked hourly then; next Mon 0[89]:/);
  });
});

describe('a quiet list', () => {
  // One notice in four weeks.
  const quiet = history(28, [[9, 10, 5]]);

  it('is asked a few times a day at most, daily at weekends', () => {
    const checks = follow(quiet, 24 * 7);
    const perDay = new Map<number, number>();
    for (const t of checks) perDay.set(Math.floor((t - MONDAY) / DAY_MS), (perDay.get(Math.floor((t - MONDAY) / DAY_MS)) ?? 0) + 1);
    expect(checks.length).toBeGreaterThanOrEqual(6); // never forgotten
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(4);
    expect(checks.length).toBeLessThanOrEqual(20); // vs 168 for an hourly check
    for (let i = 1; i < checks.length; i++) expect(checks[i]! - checks[i - 1]!).toBeLessThanOrEqual(DAY_MS);
    expect(nextCheck(quiet, quiet.lastCheckAt).kind).toBe('quiet');
  });

  it('is asked far less often than a busy list', () => {
    expect(follow(quiet, 24 * 7).length * 2).toBeLessThan(follow(busy, 24 * 7).length);
  });
});

describe('a fresh notice', () => {
  const quiet = history(28, [[9, 10, 5]]);
  // Checked Monday 10:00 of week 5; then a check at 11:00 that found a notice (or a change).
  const base = recordCheck(quiet, { url: quiet.url, site: quiet.site, at: at(28, 10), fresh: [] });

  it('brings the next check closer', () => {
    const calm = recordCheck(base, { url: quiet.url, site: quiet.site, at: at(28, 11), fresh: [] });
    const gained = recordCheck(base, { url: quiet.url, site: quiet.site, at: at(28, 11), fresh: [{ publishedAt: '2026-11-30' }] });
    const changed = recordCheck(base, { url: quiet.url, site: quiet.site, at: at(28, 11), fresh: [{ publishedAt: '2026-11-30', changed: true }] });
    const gap = (r: ListRhythm) => nextCheck(r, r.lastCheckAt).at - r.lastCheckAt;
    expect(gap(gained)).toBeLessThan(gap(calm));
    expect(gap(gained)).toBeLessThanOrEqual(1.5 * HOUR_MS);
    expect(gap(changed)).toBeLessThanOrEqual(1.5 * HOUR_MS);
    expect(nextCheck(gained, gained.lastCheckAt).reason).toMatch(/^gained a notice Mon 11:00/);
    expect(nextCheck(changed, changed.lastCheckAt).reason).toMatch(/^a project changed Mon 11:00/);
  });

  it('narrows the arrival to the notice’s publish day', () => {
    const r = recordCheck(base, { url: quiet.url, site: quiet.site, at: at(29, 10), fresh: [{ publishedAt: '2026-11-30' }] });
    const last = r.arrivals.at(-1)!;
    expect(last.from).toBe(at(28, 10));
    expect(last.to).toBe(at(29, 0));
  });
});

describe('a list never checked', () => {
  it('is due now', () => {
    expect(nextCheck(undefined, at(3, 10))).toMatchObject({ at: at(3, 10), kind: 'new' });
  });

  it('is asked every few hours while its rhythm is learnt', () => {
    const first = recordCheck(undefined, { url: 'u', site: 's', at: at(0, 9), fresh: [] });
    const next = nextCheck(first, at(0, 9));
    expect(next.kind).toBe('new');
    expect(next.at - at(0, 9)).toBeGreaterThanOrEqual(HOUR_MS);
    expect(next.at - at(0, 9)).toBeLessThanOrEqual(6 * HOUR_MS);
  });
});

describe('history is bounded', () => {
  it('keeps at most 120 arrivals and four weeks', () => {
    const r = history(40, Array.from({ length: 40 * 8 }, (_, i) => [Math.floor(i / 8), 9 + (i % 8), 30] as [number, number, number]));
    expect(r.arrivals.length).toBeLessThanOrEqual(120);
    expect(Math.min(...r.arrivals.map((a) => a.to))).toBeGreaterThanOrEqual(r.lastCheckAt - 28 * DAY_MS);
  });
});

describe('the literal "quiet list daily" (a bench knob)', () => {
  it('asks a quiet list a day after its last check', () => {
    const quiet = history(28, [[9, 10, 5]]);
    const next = nextCheck(quiet, quiet.lastCheckAt, { ...DEFAULT_RHYTHM, quietEveryMs: DAY_MS });
    expect(next).toMatchObject({ at: quiet.lastCheckAt + DAY_MS, kind: 'quiet' });
    expect(nextCheck(quiet, quiet.lastCheckAt).at).toBeLessThan(quiet.lastCheckAt + DAY_MS);
  });
});
