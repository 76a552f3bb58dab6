/**
 * Dates written in Chinese numerals, as official documents and some list templates print them:
 * 二〇二六年十一月十日, 二零二六年十月一日, 二O二六年三月三十一日. Rewritten in digits (2026年11月10日)
 * so the one date reader (row-dates.ts, lib/fields/date-times.ts) reads every form.
 */
import { parseChineseInteger } from '../fields/chinese-number.ts';

// The year digit by digit (〇, its look-alikes ○ O Ｏ, or 零 for zero); month and day as numbers
// (十, 十一, 二十, 三十一); the day closed by 日 or 号.
const CHINESE_DATE = /([〇○OＯ零一二三四五六七八九]{4})\s*年\s*([一二三四五六七八九十]{1,3})\s*月\s*([一二三四五六七八九十]{1,3})\s*[日号]/gu;
const DIGIT_OF: Record<string, string> = { 〇: '0', '○': '0', O: '0', Ｏ: '0', 零: '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9' };

/** Every Chinese-numeral date in `text` written in digits (`2026年11月10日`); anything else, or a date that is no calendar date, left as it was. */
export function arabicDates(text: string): string {
  if (!text.includes('年')) return text; // most texts: no work
  return text.replace(CHINESE_DATE, (whole: string, year: string, month: string, day: string) => {
    const y = Number([...year].map((c) => DIGIT_OF[c]).join(''));
    const m = parseChineseInteger(month);
    const d = parseChineseInteger(day);
    if (y < 1900 || y > 2099 || m === undefined || d === undefined || m < 1 || m > 12 || d < 1 || d > 31) return whole;
    return `${y}年${m}月${d}日`;
  });
}

/** Could `text` hold a date (digits, or a Chinese-numeral date's 年)? Most rows hold neither: their date patterns are skipped. */
export const MAY_HOLD_DATE = /[\d年]/;
