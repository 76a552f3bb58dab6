/**
 * When a watched list is asked next: the rule.
 *
 * From its history (history.ts) a list has a posting rate (notices a week, over the last four
 * weeks) and a posting profile (the share of its notices in each weekday × hour of China time,
 * smoothed towards office hours, weekdays 8:00–18:00, while it has little history). Together they
 * give λ(t), the notices expected per hour at time t. A notice posted at s and seen at the check
 * T waits T − s, so the delay expected to pile up since the last check L is
 *
 *     D(T) = ∫_L^T λ(s) (T − s) ds      (notice-hours)
 *
 * and the list is asked at the first T with D(T) ≥ q (`delayQuota`, 0.05), never sooner than an
 * hour after L and never later than a day. Under a fixed number of checks this is what minimises
 * the total delay (the gap in steady posting goes as 1/√λ: Cho & Garcia-Molina's square-root
 * law), so the checks go where and when notices come: a busy list about hourly in its posting
 * hours, a quiet one every few hours of its posting hours (a silent one twice a working day),
 * daily at weekends, nobody asked at night for notices that come by day.
 *
 * A list that just gained a notice, or whose notice just changed a project (a 更正 moving a
 * deadline), is asked sooner: notices come in bursts (a batch after a holiday, a 更正 after its
 * 招标), so a fresh event adds `freshRate` (0.5) notices an hour in its posting span, halving
 * every `freshHalfLifeMs` (4 h). Budgets (budget.ts) hold whatever this says.
 */
import { chinaClock, HOUR_MS, WEEK_HOURS, weekHour, DAY_MS } from './china-time.ts';
import { HISTORY_DAYS, type ListRhythm } from './history.ts';

export interface RhythmConfig {
  /** D(T) that calls for a check, in notice-hours. */
  delayQuota: number;
  minGapMs: number;
  maxGapMs: number;
  /** Notices an hour a fresh event adds, at its start. */
  freshRate: number;
  freshHalfLifeMs: number;
  /** When set, a quiet list (under one notice a week) not fresh is asked this long after its last check, whatever D(T) says (the bench's "quiet lists daily"). */
  quietEveryMs?: number;
}

export const DEFAULT_RHYTHM: RhythmConfig = {
  delayQuota: 0.05,
  minGapMs: HOUR_MS,
  maxGapMs: DAY_MS,
  freshRate: 0.5,
  freshHalfLifeMs: 4 * HOUR_MS,
};

/** A list watched for less than this is still being learnt. */
export const LEARN_MS = 3 * DAY_MS;
/** The rate assumed before any history, and how many weeks of history it weighs. */
const PRIOR_PER_WEEK = 2;
const PRIOR_WEEKS = 0.5;
/** How many notices' worth the office-hours profile weighs against the list's own. */
const PRIOR_NOTICES = 3;
/** Integration step. */
const STEP_MS = 10 * 60_000;

export type CheckKind = 'new' | 'fresh' | 'busy' | 'steady' | 'quiet';

export interface NextCheck {
  at: number;
  kind: CheckKind;
  /** In plain words, for the options page and the helper's log. */
  reason: string;
}

/** What the history says about a list: its rate and its weekday × hour profile (shares summing to 1). */
export interface Intensity {
  perWeek: number;
  /** Notices seen in the window (the last four weeks, or since the list was first checked). */
  seen: number;
  share: Float64Array;
}

/** Office hours: weekdays 8:00–18:00 China time, with a little weight everywhere else. */
const OFFICE = (() => {
  const shape = new Float64Array(WEEK_HOURS);
  for (let c = 0; c < WEEK_HOURS; c++) shape[c] = c < 5 * 24 && c % 24 >= 8 && c % 24 < 18 ? 1 : 0.02;
  return normalise(shape);
})();

function normalise(v: Float64Array): Float64Array {
  const sum = v.reduce((a, b) => a + b, 0);
  return sum > 0 ? v.map((x) => x / sum) : v;
}

/** The list's rate and profile as of `now`. */
export function intensity(rhythm: ListRhythm, now: number): Intensity {
  const windowStart = Math.max(rhythm.since, now - HISTORY_DAYS * DAY_MS);
  const weeks = Math.max(0, now - windowStart) / (7 * DAY_MS);
  let seen = 0;
  const counts = new Float64Array(WEEK_HOURS);
  for (const a of rhythm.arrivals) {
    if (a.to < windowStart) continue;
    seen += a.n;
    spread(counts, a.from, a.to, a.n);
  }
  const perWeek = (seen + PRIOR_PER_WEEK * PRIOR_WEEKS) / (weeks + PRIOR_WEEKS);
  const share = normalise(counts.map((x, c) => x + PRIOR_NOTICES * OFFICE[c]!));
  return { perWeek, seen, share };
}

// Spreads n notices evenly over [from, to]'s hours; an interval over a week says nothing of the hour.
function spread(counts: Float64Array, from: number, to: number, n: number): void {
  const length = to - from;
  if (length <= 0 || length > 7 * DAY_MS) {
    for (let c = 0; c < WEEK_HOURS; c++) counts[c]! += n * OFFICE[c]!;
    return;
  }
  for (let t = from; t < to; ) {
    const end = Math.min(to, (Math.floor(t / HOUR_MS) + 1) * HOUR_MS);
    counts[weekHour(t)]! += (n * (end - t)) / length;
    t = end;
  }
}

/** When the list is asked next (`now` when it is due), and why. No history: due now. */
export function nextCheck(rhythm: ListRhythm | undefined, now: number, config: RhythmConfig = DEFAULT_RHYTHM): NextCheck {
  if (!rhythm) return { at: now, kind: 'new', reason: 'not checked yet: asked now' };
  const { perWeek, seen, share } = intensity(rhythm, now);
  const span = postingSpan(share);
  const event = Math.max(rhythm.lastNewAt ?? -Infinity, rhythm.lastChangeAt ?? -Infinity);
  const last = rhythm.lastCheckAt;
  let expected = 0; // ∫ λ ds since the last check
  let delay = 0; // D(T)
  let at = last + config.maxGapMs;
  let freshDriven = false;
  for (let t = last; t < last + config.maxGapMs; t += STEP_MS) {
    const c = weekHour(t);
    const base = perWeek * share[c]!;
    const fresh = Number.isFinite(event) && inSpan(span, c) ? config.freshRate * 0.5 ** ((t - event) / config.freshHalfLifeMs) : 0;
    const dt = STEP_MS / HOUR_MS; // hours: λ is per hour, D in notice-hours
    delay += expected * dt + ((base + fresh) * dt * dt) / 2;
    expected += (base + fresh) * dt;
    if (t + STEP_MS >= last + config.minGapMs && delay >= config.delayQuota) {
      at = t + STEP_MS;
      freshDriven = fresh > base;
      break;
    }
  }
  at = Math.max(at, Math.min(now, last + config.maxGapMs)); // overdue: now
  const learning = now - rhythm.since < LEARN_MS;
  const kind: CheckKind = freshDriven ? 'fresh' : learning ? 'new' : perWeek >= 5 ? 'busy' : perWeek >= 1 ? 'steady' : 'quiet';
  if (kind === 'quiet' && config.quietEveryMs !== undefined) at = Math.max(last + config.quietEveryMs, Math.min(now, last + config.quietEveryMs));
  const typical = kind === 'fresh' ? at - last : typicalGap(perWeek * Math.max(...share), config);
  return { at, kind, reason: `${reasonFor(kind, rhythm, seen > 0 ? perWeek : 0, share, typical, event)}; next ${chinaClock(at)}` };
}

// The gap in the list's busiest hour, steady posting: λΔ²/2 = q, within the bounds.
function typicalGap(peakPerHour: number, config: RhythmConfig): number {
  const gap = peakPerHour > 0 ? Math.sqrt((2 * config.delayQuota) / peakPerHour) * HOUR_MS : config.maxGapMs;
  return Math.min(config.maxGapMs, Math.max(config.minGapMs, gap));
}

function reasonFor(kind: CheckKind, rhythm: ListRhythm, perWeek: number, share: Float64Array, gap: number, event: number): string {
  const hours = postingHours(share);
  const every = gap >= 20 * HOUR_MS ? 'daily' : gap < 1.5 * HOUR_MS ? 'hourly' : `every ~${Math.round(gap / HOUR_MS)} h`;
  const rate = perWeek === 0 ? 'no notice yet' : perWeek >= 1 ? `~${Math.round(perWeek)} a week` : `~${Math.max(1, Math.round(perWeek * 4.3))} a month`;
  switch (kind) {
    case 'fresh':
      return `${rhythm.lastChangeAt === event ? 'a project changed' : 'gained a notice'} ${chinaClock(event)}: asked again sooner`;
    case 'new':
      return `new list, rhythm still being learnt: checked ${every} in ${hours} for now`;
    case 'busy':
      return `busy list: ${rate}, posts ${hours}, checked ${every} then`;
    case 'steady':
      return `${rate}, posts ${hours}: checked ${every} then`;
    case 'quiet':
      return `quiet list: ${rate}: checked ${every} in ${hours}`;
  }
}

/** The days and the shortest span of hours (China time) that hold most (80%) of a profile. */
export interface PostingSpan {
  weekdays: boolean;
  from: number;
  to: number;
}

export function postingSpan(share: Float64Array): PostingSpan {
  let weekday = 0;
  const byHour = new Float64Array(24);
  for (let c = 0; c < WEEK_HOURS; c++) {
    if (c < 120) weekday += share[c]!;
    byHour[c % 24]! += share[c]!;
  }
  let best = { from: 0, to: 24 };
  for (let from = 0; from < 24; from++) {
    let sum = 0;
    for (let to = from; to < 24; to++) {
      sum += byHour[to]!;
      if (sum >= 0.8) {
        if (to + 1 - from < best.to - best.from) best = { from, to: to + 1 };
        break;
      }
    }
  }
  return { weekdays: weekday >= 0.85, ...best };
}

function inSpan(span: PostingSpan, cell: number): boolean {
  const hour = cell % 24;
  return (!span.weekdays || cell < 120) && hour >= span.from && hour < span.to;
}

/** "weekdays 9–17". */
export function postingHours(share: Float64Array): string {
  const span = postingSpan(share);
  return `${span.weekdays ? 'weekdays' : 'all week'} ${span.from}–${span.to}`;
}
