/** How dates, deadlines and money read in the list (pure: `now` is passed in). */
import type { Translate } from './i18n.ts';

const DAY = 86_400_000;

/** The local calendar day of an ISO date-time, "YYYY-MM-DD". */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Today", "Yesterday" or the date itself. */
export function dayLabel(day: string, now: Date, t: Translate): string {
  if (day === dayOf(now.toISOString())) return t('today');
  if (day === dayOf(new Date(now.getTime() - DAY).toISOString())) return t('yesterday');
  return day;
}

/** Time left to a deadline: "3 days left", "5 hours left", "Closed". */
export function countdown(deadline: string, now: Date, t: Translate): string | undefined {
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return undefined;
  const left = at - now.getTime();
  if (left <= 0) return t('closed');
  if (left < DAY) return t('hoursLeft', String(Math.ceil(left / 3_600_000)));
  return t('daysLeft', String(Math.floor(left / DAY)));
}

/** A budget in yuan as a bidder reads it: 万元 from ten thousand up. */
export function money(yuan: number, t: Translate): string {
  if (yuan >= 10_000) return t('tenThousandYuan', String(Math.round(yuan / 100) / 100));
  return t('yuan', String(yuan));
}
