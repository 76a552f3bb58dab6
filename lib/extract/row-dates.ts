/** Dates as Chinese sites write them: 2024-04-02, 2024/4/2, 2024.04.02, 2024年4月2日, 二〇二四年四月二日, [04-02]. */
import { arabicDates, MAY_HOLD_DATE } from './chinese-dates.ts';

const FULL = /(?<!\d)((?:19|20)\d{2})\s*(?:[-/.]|年)\s*(\d{1,2})\s*(?:[-/.]|月)\s*(\d{1,2})(?:\s*日)?(?!\d)/;
const FULL_ALL = new RegExp(FULL.source, 'g');
/** A month-day in brackets: `[04-02]`, `(4-2)`, `【04.02】`. */
const BRACKETED_MONTH_DAY = /[[(（【]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?\s*[\])）】]/;
/** A cell or span holding nothing but a month-day: `04-02`, `4月2日`. */
const BARE_MONTH_DAY = /^(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;
/** Bullets and separators a row prints around its date (`11-08·`, `| 11-08`), and spaces. */
const ROW_MARKS = /^[\s·•●○◆◇■□▪▫►▶»>|｜—–:：]+|[\s·•●○◆◇■□▪▫►▶»>|｜—–:：]+$/g;
/** Year-month and day set apart, as SUDY templates do: `2024-04 02` or `02 2024-04`. */
const YEAR_MONTH_THEN_DAY = /(?<!\d)((?:19|20)\d{2})[-/.](\d{1,2})\s+(\d{1,2})(?!\d)/;
const DAY_THEN_YEAR_MONTH = /(?<![\d-])(\d{1,2})\s+((?:19|20)\d{2})[-/.](\d{1,2})(?!\d)/;

/** ISO `YYYY-MM-DD` when the parts make a real calendar date. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first full date (with a year) in a text, as ISO `YYYY-MM-DD`. */
export function findDate(text: string): string | undefined {
  for (const m of arabicDates(text).matchAll(FULL_ALL)) {
    const iso = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) return iso;
  }
  return undefined;
}

/** A date written in a list row, where the year may be missing (`[04-02]`): month and day, year if given. */
export interface RowDate {
  year?: number;
  month: number;
  day: number;
}

/** The earliest full date in a text: a row showing its 发布日期 and its 截止时间 was published first. */
function earliestDate(text: string): string | undefined {
  let earliest: string | undefined;
  for (const m of text.matchAll(FULL_ALL)) {
    const iso = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso && (!earliest || iso < earliest)) earliest = iso;
  }
  return earliest;
}

/** Reads a row's date: a full date (the earliest, when it shows two), a split year-month + day, or a month-day in brackets or alone. */
export function findRowDate(written: string): RowDate | undefined {
  if (!MAY_HOLD_DATE.test(written)) return undefined; // most rows hold no date: skip the patterns
  const text = arabicDates(written);
  const full = earliestDate(text);
  if (full) return { year: Number(full.slice(0, 4)), month: Number(full.slice(5, 7)), day: Number(full.slice(8, 10)) };
  const split = YEAR_MONTH_THEN_DAY.exec(text);
  if (split && isoDate(Number(split[1]), Number(split[2]), Number(split[3]))) {
    return { year: Number(split[1]), month: Number(split[2]), day: Number(split[3]) };
  }
  const split2 = DAY_THEN_YEAR_MONTH.exec(text);
  if (split2 && isoDate(Number(split2[2]), Number(split2[3]), Number(split2[1]))) {
    return { year: Number(split2[2]), month: Number(split2[3]), day: Number(split2[1]) };
  }
  const md = BRACKETED_MONTH_DAY.exec(text) ?? BARE_MONTH_DAY.exec(text.replace(ROW_MARKS, ''));
  if (md && isoDate(2000, Number(md[1]), Number(md[2]))) return { month: Number(md[1]), day: Number(md[2]) };
  return undefined;
}
