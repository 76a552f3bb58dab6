/** The daily check: one alarm at the user's time of day, repeating every N hours. */
import type { Schedule } from '../../lib/protocol.ts';

/** The alarm's name. */
export const CHECK_ALARM = 'scheduled-check';

/** The next moment at `time` ("HH:MM", local) after `now`. */
export function nextRun(schedule: Schedule, now: Date): Date {
  const [hours, minutes] = schedule.time.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** (Re)creates the alarm for `schedule`. */
export async function scheduleChecks(schedule: Schedule, now: Date): Promise<void> {
  await browser.alarms.create(CHECK_ALARM, {
    when: nextRun(schedule, now).getTime(),
    periodInMinutes: schedule.everyHours * 60,
  });
}
