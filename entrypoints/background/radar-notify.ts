/**
 * The radar's notifications: one per change notice that moved a deadline ("截止时间 11-29 10:30 →
 * 12-06 10:30"), and the deadline reminders. A click opens the notice (its URL is in the id).
 */
import type { Reminder } from '../../lib/remind/reminders.ts';
import type { Notice } from '../../lib/types/notice.ts';
import type { Alert } from '../../lib/extension/radar.ts';

/** Reminders shown one by one; more than this come as one summary. */
const SHOWN_ONE_BY_ONE = 3;

type Key = Parameters<typeof browser.i18n.getMessage>[0];
const t = (key: string, subs?: string[]) => browser.i18n.getMessage(key as Key, subs);

/** "2026-12-06T10:30" → "2026-12-06 10:30"; money in 万元. */
function value(field: string, v: string | number): string {
  if (typeof v === 'number') return v >= 10_000 ? t('tenThousandYuan', [String(Math.round(v / 100) / 100)]) : t('yuan', [String(v)]);
  return field === 'budget' ? v : v.replace('T', ' ');
}

/** The alert's words for a change notice: which values moved, old → new. */
export function describeChange(notice: Notice): { title: string; message: string } {
  const lines = (notice.changes ?? []).map((c) => `${t(`changed_${c.field}`) || c.field}: ${value(c.field, c.from)} → ${value(c.field, c.to)}`);
  return { title: t('changeAlertTitle') || 'A notice changed', message: `${lines.join('\n')}\n${notice.title}`.slice(0, 300) };
}

function icon(): string {
  return browser.runtime.getURL('/icon/128.png');
}

/** One notification per alert. */
export async function showAlerts(alerts: readonly Alert[]): Promise<void> {
  for (const a of alerts) await browser.notifications.create(a.id, { type: 'basic', iconUrl: icon(), title: a.title, message: a.message });
}

/** The reminders as notifications: the first few one by one, the rest in one. */
export async function showReminders(reminders: readonly Reminder[]): Promise<void> {
  for (const r of reminders.slice(0, SHOWN_ONE_BY_ONE)) {
    const title = r.kind === 'last-day' ? t('remindLastDay') : t('remindDaysLeft', [String(r.daysLeft)]);
    await browser.notifications.create(`remind ${r.url} ${r.kind} ${r.deadline}`, {
      type: 'basic',
      iconUrl: icon(),
      title: title || 'Deadline',
      message: `${t('deadline')} ${r.deadline.replace('T', ' ')}\n${r.title}`.slice(0, 300),
    });
  }
  const rest = reminders.length - SHOWN_ONE_BY_ONE;
  if (rest > 0) {
    await browser.notifications.create('remind-more', { type: 'basic', iconUrl: icon(), title: t('remindMore', [String(rest)]) || `${rest} more deadlines`, message: reminders.slice(SHOWN_ONE_BY_ONE).map((r) => r.title).join('\n').slice(0, 300) });
  }
}

/** A click on an alert or a reminder opens its notice; on the summary, the digest page. */
export function openRadarNotificationOnClick(): void {
  browser.notifications.onClicked.addListener((id) => {
    const [kind, url] = id.split(' ');
    if ((kind === 'remind' || kind === 'change') && url && /^https?:\/\//.test(url)) void browser.tabs.create({ url });
    else if (id === 'remind-more') void browser.tabs.create({ url: browser.runtime.getURL('/digest.html') });
    else return;
    void browser.notifications.clear(id);
  });
}
