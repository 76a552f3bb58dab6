/**
 * China time (UTC+8 all year: no daylight saving since 1991), the clock universities post by.
 * A week-hour is 0..167: Monday 00:00–00:59 is 0, Sunday 23:00–23:59 is 167.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** China is 8 hours ahead of UTC. */
const OFFSET_MS = 8 * HOUR_MS;
export const WEEK_HOURS = 168;

/** The week-hour (China time) of an instant. */
export function weekHour(ms: number): number {
  const local = ms + OFFSET_MS;
  const day = (Math.floor(local / DAY_MS) + 3) % 7; // 1970-01-01 was a Thursday (Monday = 0)
  return day * 24 + Math.floor((local % DAY_MS) / HOUR_MS);
}

/** The China-time calendar day of an instant, "YYYY-MM-DD". */
export function chinaDay(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant China's next day begins after `ms` (00:00 China time). */
export function nextChinaMidnight(ms: number): number {
  return (Math.floor((ms + OFFSET_MS) / DAY_MS) + 1) * DAY_MS - OFFSET_MS;
}

/** The instant a China-time day ("YYYY-MM-DD") begins; NaN when it is no date. */
export function chinaDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "Tue 14:05" in China time, for a reason the user reads. */
export function chinaClock(ms: number): string {
  const d = new Date(ms + OFFSET_MS);
  return `${WEEKDAYS[Math.floor(weekHour(ms) / 24)]} ${d.toISOString().slice(11, 16)}`;
}
