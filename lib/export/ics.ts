/**
 * Notice deadlines as an iCalendar file (RFC 5545): one event per notice with a deadline, so a
 * calendar reminds the user before bids close. Deadlines are local times without a zone, so the
 * events are "floating" (shown at that wall-clock time wherever the calendar is).
 */
import type { Notice } from '../types/notice.ts';

/** Escapes text for an iCalendar property value. */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n|\r/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** "2024-11-05T09:30" → "20241105T093000"; a date alone → 09:00 that day. */
function icsLocalTime(deadline: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(deadline);
  if (!m) return undefined;
  return `${m[1]}${m[2]}${m[3]}T${m[4] ?? '09'}${m[5] ?? '00'}00`;
}

export interface IcsOptions {
  /** Days before the deadline of the first alarm (the profile's reminderDays); 0 = only the last-day alarm. */
  reminderDays?: number;
}

/** The hour (local) of the last-day alarm, as in lib/remind. */
const LAST_DAY_HOUR = 8;

/** The alarm on the deadline's own day at LAST_DAY_HOUR, as a trigger relative to the start. */
function lastDayTrigger(start: string): string {
  const minutes = Number(start.slice(9, 11)) * 60 + Number(start.slice(11, 13)) - LAST_DAY_HOUR * 60;
  return minutes > 0 ? `-PT${minutes}M` : '-PT60M';
}

function alarm(trigger: string, title: string): string[] {
  return ['BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:${trigger}`, `DESCRIPTION:${icsText(title)}`, 'END:VALARM'];
}

/** When a notice was published or first seen, for ordering a project's notices. */
const when = (n: Notice) => n.publishedAt ?? n.firstSeenAt;

/**
 * One event per deadline. The notices of one project (Notice.project) are one event under the
 * project's UID carrying its latest deadline, with SEQUENCE = the changes recorded so far, so a
 * calendar that imports the file again moves the event instead of adding a second one.
 */
function events(notices: readonly Notice[]): { uid: string; notice: Notice; sequence: number }[] {
  const byProject = new Map<string, Notice[]>();
  const out: { uid: string; notice: Notice; sequence: number }[] = [];
  for (const n of notices) {
    if (!n.deadline || !icsLocalTime(n.deadline)) continue;
    if (n.project) byProject.set(n.project, [...(byProject.get(n.project) ?? []), n]);
    else out.push({ uid: n.url, notice: n, sequence: 0 });
  }
  for (const [key, group] of byProject) {
    const members = notices.filter((n) => n.project === key);
    const latest = group.reduce((a, b) => (when(b) >= when(a) ? b : a));
    const sequence = members.reduce((sum, n) => sum + (n.changes?.length ?? 0), 0);
    out.push({ uid: `project:${key}`, notice: latest, sequence });
  }
  return out;
}

/** Renders the deadlines of `notices` as an .ics calendar; `now` stamps the events. */
export function deadlinesIcs(notices: readonly Notice[], now: Date, options: IcsOptions = {}): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const days = Number.isInteger(options.reminderDays) && options.reminderDays! >= 0 ? options.reminderDays! : 3;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tender Radar//Deadlines//ZH', 'CALSCALE:GREGORIAN'];
  for (const { uid, notice: n, sequence } of events(notices)) {
    const start = icsLocalTime(n.deadline!)!;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(uid)}@tender-radar`,
      `DTSTAMP:${stamp}`,
      `SEQUENCE:${sequence}`,
      `DTSTART:${start}`,
      `SUMMARY:${icsText(`截止: ${n.title}`)}`,
      `DESCRIPTION:${icsText([n.site, n.projectNo, n.url].filter(Boolean).join('\n'))}`,
      `URL:${n.url.replace(/[\r\n]/g, '')}`,
      ...(days > 0 ? alarm(`-P${days}D`, n.title) : []),
      ...alarm(lastDayTrigger(start), n.title),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
