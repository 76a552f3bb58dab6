/**
 * Dates and times as notices write them: 2024年4月2日 9:30, 2024年04月02日上午9时30分,
 * 2024-04-02 09:30, 2024.4.2, 2024/4/2 14:00, 下午2:30 (→ 14:30), 二〇二四年四月二日.
 */
import { arabicDates } from '../extract/chinese-dates.ts';
import { isoDate } from '../extract/row-dates.ts';

/** A calendar date with the time of day when one was written. */
export interface DateTime {
  /** ISO `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`, 24-hour. */
  time?: string;
  /** Where in the text the match starts. */
  index: number;
}

const DATE = String.raw`((?:19|20)\d{2})\s*(?:年|[-/.])\s*(\d{1,2})\s*(?:月|[-/.])\s*(\d{1,2})\s*日?`;
// Optional weekday and "(北京时间)" between date and time, then 上午/下午, then 9:30, 9时30分, 9点, 9：30.
const WEEKDAY = String.raw`(?:\s*[(（]?\s*(?:星期|周)[一二三四五六日天]\s*[)）]?)?`;
const TIME = String.raw`(?:\s*[(（]?\s*(?:北京时间)?\s*[)）]?\s*(上午|下午|中午|晚上|早上)?\s*(\d{1,2})\s*(?:[:：]|时|点)\s*(?:(\d{1,2})\s*分?)?)?`;
const DATE_TIME = new RegExp(`(?<!\\d)${DATE}${WEEKDAY}${TIME}`, 'gu');

/** `HH:mm` from an hour, minutes and a 上午/下午 marker; undefined when out of range. */
export function clockTime(hour: number, minute: number, period?: string): string | undefined {
  let h = hour;
  if ((period === '下午' || period === '晚上') && h < 12) h += 12;
  if (period === '中午' && h < 6) h += 12; // 中午1点 is 13:00
  if (h > 23 || minute > 59) return undefined;
  return `${pad(h)}:${pad(minute)}`;
}

/** Every date (with its time, when one follows) in a text, in order. */
export function findDateTimes(text: string): DateTime[] {
  const found: DateTime[] = [];
  // Chinese-numeral dates in digits first (the lines of lib/fields are already; other callers' texts may not be).
  for (const m of arabicDates(text).matchAll(DATE_TIME)) {
    const date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (!date) continue;
    const time = m[5] === undefined ? undefined : clockTime(Number(m[5]), Number(m[6] ?? 0), m[4]);
    found.push(time ? { date, time, index: m.index } : { date, index: m.index });
  }
  return found;
}

/** The first date in a text as `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` when a time is written. */
export function firstDateTime(text: string): string | undefined {
  const first = findDateTimes(text)[0];
  return first && (first.time ? `${first.date}T${first.time}` : first.date);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
