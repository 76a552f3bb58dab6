/**
 * A notice's text as lines to read labels from. Like normalizeText (NFKC: full-width digits,
 * colons and brackets become ASCII) but keeps the spaces that separate fields
 * ("发布者：资产管理处 发布时间：…") and only closes up labels spaced out letter by letter
 * ("项 目 编 号" → "项目编号").
 */
import { arabicDates } from '../extract/chinese-dates.ts';

/** Longest text read: a notice's fields sit in its first pages; beyond is annexes and boilerplate. */
export const MAX_TEXT_CHARS = 200_000;
/** Longest line read: regexes stay fast on pathological one-line pages. */
export const MAX_LINE_CHARS = 2_000;

const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/gu;
// Single Han characters set apart by single spaces: "招 标 人", "名 称".
const SPACED_LETTERS = /(?<![\p{Script=Han}])\p{Script=Han}(?: \p{Script=Han}(?![\p{Script=Han}]))+/gu;

/** Normalised, non-empty lines of `text`, bounded in number of characters. */
export function toLines(text: string): string[] {
  return text
    .slice(0, MAX_TEXT_CHARS)
    .split(/\r\n|[\r\n\u2028\u2029]/u)
    .map((line) => normalizeLine(line.slice(0, MAX_LINE_CHARS)))
    .filter((line) => line !== '');
}

function normalizeLine(line: string): string {
  // 二〇二四年七月十日 → 2024年7月10日
  return arabicDates(line.normalize('NFKC'))
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .replace(SPACED_LETTERS, (letters) => letters.replace(/ /g, ''))
    .trim();
}
