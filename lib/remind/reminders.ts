/**
 * Deadline reminders: N days (the profile's reminderDays, default 3) before the deadline of a
 * starred or matching notice, and again on its last day. Pure: the caller keeps the keys already
 * fired and shows what comes back. A key names the deadline it was for, so a deadline moved by a
 * 更正 reminds again. No deadline, an unreadable one or one already past gives no reminder.
 */
import { matchNotice, DEFAULT_REMINDER_DAYS, type InterestProfile, type MatchOptions } from '../profile/profile.ts';
import type { Notice } from '../types/notice.ts';

const DAY = 86_400_000;
/** A reminder for a day comes from this hour (local) on. */
export const REMIND_HOUR = 8;

export interface Reminder {
  /** Unique per notice, kind and deadline: store it in firedKeys once shown. */
  key: string;
  url: string;
  title: string;
  site: string;
  deadline: string;
  kind: 'before' | 'last-day';
  /** Whole calendar days from today to the deadline's day (0 on the last day). */
  daysLeft: number;
}

export interface ReminderOptions extends MatchOptions {
  /** URLs the user starred: reminded even when the profile does not match them. */
  starred?: ReadonlySet<string>;
}

/** The deadline as local epoch ms; a date alone means the end of that day. */
export function deadlineTime(deadline: string | undefined): number | undefined {
  if (!deadline) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(deadline);
  if (!m) return undefined;
  const time = m[4] ? new Date(+m[1]!, +m[2]! - 1, +m[3]!, +m[4], +m[5]!) : new Date(+m[1]!, +m[2]! - 1, +m[3]!, 23, 59);
  return Number.isNaN(time.getTime()) ? undefined : time.getTime();
}

function startOfDay(ms: number): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Calendar days from `now`'s day to `deadline`'s day. */
function daysBetweenDays(now: number, deadline: number): number {
  return Math.round((startOfDay(deadline) - startOfDay(now)) / DAY);
}

/** The reminders due at `now` and not yet fired, soonest deadline first. */
export function dueReminders(notices: readonly Notice[], profile: InterestProfile, now: number, firedKeys: Iterable<string>, options: ReminderOptions = {}): Reminder[] {
  const fired = new Set(firedKeys);
  const days = Number.isInteger(profile.reminderDays) && profile.reminderDays >= 0 ? profile.reminderDays : DEFAULT_REMINDER_DAYS;
  const out: (Reminder & { time: number })[] = [];
  const hour = new Date(now).getHours();
  for (const notice of notices) {
    const time = deadlineTime(notice.deadline);
    if (time === undefined || time <= now) continue;
    if (!options.starred?.has(notice.url) && !matchNotice(notice, profile, options)) continue;
    const daysLeft = daysBetweenDays(now, time);
    // The last-day reminder replaces the earlier one when both are due (the user was away).
    const kind = daysLeft === 0 ? 'last-day' : daysLeft <= days && days > 0 ? 'before' : undefined;
    if (!kind || (hour < REMIND_HOUR && daysLeft > 0)) continue;
    const key = `${notice.url}|${kind}|${notice.deadline}`;
    if (fired.has(key)) continue;
    out.push({ key, url: notice.url, title: notice.title, site: notice.site, deadline: notice.deadline!, kind, daysLeft, time });
  }
  return out.sort((a, b) => a.time - b.time).map(({ time: _time, ...reminder }) => reminder);
}
