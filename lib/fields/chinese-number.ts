/**
 * Chinese numerals as amounts are written in notices: capital 壹拾万元, 贰佰叁拾肆万伍仟元整, and
 * plain 一百二十万. Small units (十百千) build a section, 万 and 亿 scale sections up.
 */

const DIGITS: Record<string, number> = {
  零: 0, 〇: 0, 一: 1, 壹: 1, 二: 2, 贰: 2, 两: 2, 三: 3, 叁: 3, 四: 4, 肆: 4,
  五: 5, 伍: 5, 六: 6, 陆: 6, 七: 7, 柒: 7, 八: 8, 捌: 8, 九: 9, 玖: 9,
};
const SMALL_UNITS: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };

/** Characters a Chinese numeral is made of. */
export const CHINESE_NUMERAL_CHARS = '零〇一壹二贰两三叁四肆五伍六陆七柒八捌九玖十拾百佰千仟万萬亿億';

/** The value of a Chinese integer numeral ("壹佰贰拾万" → 1200000), or undefined if malformed. */
export function parseChineseInteger(text: string): number | undefined {
  let total = 0; // what 万 and 亿 have already scaled
  let section = 0; // the part below 万 being read
  let digit = 0;
  let lastWasDigit = false;
  let seen = false;
  for (const ch of text) {
    const value = DIGITS[ch];
    if (value !== undefined) {
      if (lastWasDigit && value !== 0 && digit !== 0) return undefined; // "一二": a list, not a number
      digit = value;
      lastWasDigit = true;
      seen = true;
    } else if (SMALL_UNITS[ch] !== undefined) {
      section += (digit || 1) * SMALL_UNITS[ch]; // 拾万 means 10 万
      digit = 0;
      lastWasDigit = false;
      seen = true;
    } else if (ch === '万' || ch === '萬') {
      total += (section + digit) * 1e4;
      section = digit = 0;
      lastWasDigit = false;
    } else if (ch === '亿' || ch === '億') {
      total = (total + section + digit) * 1e8;
      section = digit = 0;
      lastWasDigit = false;
    } else {
      return undefined;
    }
  }
  return seen ? total + section + digit : undefined;
}
