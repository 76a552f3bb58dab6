/**
 * A simulated web of watched lists for the freshness bench: when each list posts, over four
 * weeks of China time, drawn from a seed. Our own writing (no real site's log behind it), shaped
 * after what the corpus shows: Fuzhou University's busiest campus stream carries ~1.4 tenders a
 * week, 96% on weekdays, up to 10 on one day (../shared/corpus/titles/fzu-titles-weak.csv).
 *
 * - busy lists (a procurement centre's 招标/采购公告): 2–6 a working day, 8:30–17:30 with a lunch
 *   dip; one of them an agency's platform posting mostly 15:00–20:00;
 * - steady lists: 1–4 a week in office hours;
 * - quiet lists (a 通知公告 stream, a college's page): 0.2–1.5 a week;
 * - a few notices on Saturdays and in the evening; 1 in 10 a 更正 (changes its project);
 * - a three-day holiday (days 14–16, Monday to Wednesday of week 3) with no posting, then a batch
 *   on day 17: busy lists post three times their usual, each quiet list 1–3 with even odds.
 */
import { DAY_MS, HOUR_MS } from '../lib/schedule/china-time.ts';

/** Monday 2026-11-02 00:00 China time. */
export const START = Date.parse('2026-11-02T00:00:00+08:00');
export const DAYS = 28;
/** The bench measures days 14–27; days 0–13 let the schedule learn. */
export const MEASURED_FROM = START + 14 * DAY_MS;
export const HOLIDAY = new Set([14, 15, 16]);
export const BATCH_DAY = 17;

export interface SimList {
  url: string;
  site: string;
  kind: 'busy' | 'steady' | 'quiet';
  /** Posting instants (ms), sorted, with whether each changed a project. */
  posts: { at: number; changed: boolean }[];
}

/** mulberry32: a small seeded generator, so every strategy meets the same web. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(rand: () => number, mean: number): number {
  let n = 0;
  for (let p = Math.exp(-mean), s = rand(); s > p; s *= rand()) n++;
  return n;
}

// Hour-of-day weights (China time) of an office, and of an agency posting late.
const OFFICE_HOURS = [0, 0, 0, 0, 0, 0, 0, 0.2, 0.8, 1, 1, 0.9, 0.3, 0.3, 0.9, 1, 1, 0.7, 0.2, 0.1, 0.05, 0.03, 0, 0];
const LATE_HOURS = [0, 0, 0, 0, 0, 0, 0, 0, 0.1, 0.2, 0.2, 0.2, 0.1, 0.1, 0.4, 1, 1, 1, 1, 0.8, 0.5, 0.1, 0, 0];

/** The lists of one simulated web: `sites` universities, 40 lists by default. */
export function simulatedWeb(seed: number, counts = { busy: 6, steady: 8, quiet: 26 }): SimList[] {
  const rand = random(seed);
  const lists: SimList[] = [];
  const kinds = [...Array(counts.busy).fill('busy'), ...Array(counts.steady).fill('steady'), ...Array(counts.quiet).fill('quiet')] as SimList['kind'][];
  kinds.forEach((kind, i) => {
    const site = `u${i % 12}.edu.cn`;
    const perWorkday = kind === 'busy' ? 2 + 4 * rand() : kind === 'steady' ? (1 + 3 * rand()) / 5 : (0.2 + 1.3 * rand()) / 5;
    const hours = kind === 'busy' && i === 0 ? LATE_HOURS : OFFICE_HOURS;
    const hourSum = hours.reduce((a, b) => a + b, 0);
    const posts: SimList['posts'] = [];
    for (let day = 0; day < DAYS; day++) {
      const weekday = day % 7;
      if (HOLIDAY.has(day)) continue;
      let mean = weekday < 5 ? perWorkday : weekday === 5 ? perWorkday * 0.2 : perWorkday * 0.03;
      if (day === BATCH_DAY) mean = kind === 'busy' ? perWorkday * 3 : 0;
      let n = poisson(rand, mean);
      if (day === BATCH_DAY && kind !== 'busy' && rand() < 0.5) n += 1 + Math.floor(rand() * 3);
      for (let k = 0; k < n; k++) {
        let hour = 0;
        for (let pick = rand() * hourSum; hour < 23 && pick >= hours[hour]!; hour++) pick -= hours[hour]!;
        // The batch is posted in the morning, as an office clears its desk.
        if (day === BATCH_DAY) hour = 8 + Math.floor(rand() * 4);
        posts.push({ at: START + day * DAY_MS + hour * HOUR_MS + Math.floor(rand() * HOUR_MS), changed: rand() < 0.1 });
      }
    }
    posts.sort((a, b) => a.at - b.at);
    lists.push({ url: `http://${site}/list${i}/`, site, kind, posts });
  });
  return lists;
}

/**
 * Hours of [from, to] that fall in posting hours: weekdays 08:00–18:00 China time, holidays
 * aside. A notice posted at night starts waiting when the office opens.
 */
export function postingHoursBetween(from: number, to: number): number {
  let sum = 0;
  for (let day = Math.floor((from - START) / DAY_MS); START + day * DAY_MS < to; day++) {
    if (day % 7 >= 5 || HOLIDAY.has(day)) continue;
    const open = START + day * DAY_MS + 8 * HOUR_MS;
    const close = open + 10 * HOUR_MS;
    sum += Math.max(0, Math.min(to, close) - Math.max(from, open));
  }
  return sum / HOUR_MS;
}
