/**
 * Notice deadlines as an iCalendar file (RFC 5545): one event per notice with a deadline, so a
 * calendar reminds the user before bids close. Deadlines are local times without a zone, so the
 * events are "floating" (shown at that wall-clock time wherever the calendar is).
 */
import type { Notice } from '../types.ts';

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

/** Renders the deadlines of `notices` as an .ics calendar; `now` stamps the events. */
export function deadlinesIcs(notices: readonly Notice[], now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tender Radar//Deadlines//ZH', 'CALSCALE:GREGORIAN'];
  for (const n of notices) {
    const start = n.deadline ? icsLocalTime(n.deadline) : undefined;
    if (!start) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(n.url)}@tender-radar`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${start}`,
      `SUMMARY:${icsText(`截止: ${n.title}`)}`,
      `DESCRIPTION:${icsText([n.site, n.projectNo, n.url].filter(Boolean).join('\n'))}`,
      `URL:${n.url.replace(/[\r\n]/g, '')}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-P1D',
      `DESCRIPTION:${icsText(n.title)}`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
