/**
 * Two alarms. The daily check at the user's time of day, repeating every N hours: every list of
 * every site, and the notification of what it found (the user's "daily at"). And the rhythm
 * alarm: one shot at the next time a watched list is due by lib/schedule (a busy list hourly in
 * its posting hours, a quiet one seldom, budgets held), set again after every run and change.
 */
import type { Schedule } from '../../lib/messages/protocol.ts';
import type { Store } from '../../lib/store/store.ts';
import { WATCH } from '../../lib/extension/records.ts';
import { planWatch } from '../../lib/schedule/watched.ts';

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

/** The rhythm alarm's name. */
export const RHYTHM_ALARM = 'rhythm-check';

/** Chrome runs an alarm no sooner than 30 s after it is set; a minute keeps a wake per minute at most. */
const MIN_DELAY_MS = 60_000;

/** The unpaused sites the user watches. */
export async function activeSites(store: Store): Promise<string[]> {
  return (await store.getAll(WATCH)).filter((w) => !w.paused).map((w) => w.site);
}

/**
 * (Re)sets the rhythm alarm to the next due list (cleared when nothing is watched); returns when.
 * `minDelayMs`: while a crawl runs (its end sets the alarm again), no sooner than this.
 */
export async function scheduleRhythm(store: Store, now: number, minDelayMs = MIN_DELAY_MS): Promise<number | undefined> {
  const sites = await activeSites(store);
  const plan = await planWatch(store, sites, now);
  const times = [...plan.bySite.values()].map((p) => p.at);
  if (times.length === 0) {
    await browser.alarms.clear(RHYTHM_ALARM);
    return undefined;
  }
  const when = Math.max(Math.min(...times), now + Math.max(MIN_DELAY_MS, minDelayMs));
  await browser.alarms.create(RHYTHM_ALARM, { when });
  return when;
}
