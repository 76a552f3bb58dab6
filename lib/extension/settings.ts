/** The user's settings and their bounds: one check for the options page's messages and a backup's file. */
import type { Schedule } from '../messages/protocol.ts';
import { num, object, str, type Check } from '../validate/checks.ts';

/** "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Hours between runs: at least one, at most a week. */
export const MIN_HOURS = 1;
export const MAX_HOURS = 168;
/** Pause between requests to one host, in ms. */
export const MAX_HOST_DELAY_MS = 60_000;

export const scheduleSchema: Check<Schedule> = object({
  time: str({ max: 5, pattern: TIME_OF_DAY, what: 'a time of day (HH:MM)' }),
  everyHours: num({ min: MIN_HOURS, max: MAX_HOURS, integer: true }),
});

export const hostDelaySchema: Check<number> = num({ min: 0, max: MAX_HOST_DELAY_MS });

/** The schedule, checked; throws in plain words. */
export function checkSchedule(schedule: unknown): Schedule {
  const s = schedule as Partial<Schedule> | undefined;
  if (typeof s?.time !== 'string' || !TIME_OF_DAY.test(s.time)) throw new Error(`not a time of day: ${String(s?.time).slice(0, 20)}`);
  if (!Number.isInteger(s.everyHours) || s.everyHours! < MIN_HOURS || s.everyHours! > MAX_HOURS) {
    throw new Error(`the interval must be ${MIN_HOURS} to ${MAX_HOURS} hours`);
  }
  return scheduleSchema(s);
}

/** The pause between requests to one host, checked; throws in plain words. */
export function checkHostDelay(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_HOST_DELAY_MS) throw new Error('the delay must be 0 to 60,000 ms');
  return ms;
}
