/**
 * Amounts of money as notices write them, in yuan: 120.5万元, ¥1,200,000.00, 人民币壹佰贰拾万元整,
 * "预算金额（万元）：98.6" (the unit in the label). The first clear figure wins: a budget split
 * over lots is not summed.
 */
import { CHINESE_NUMERAL_CHARS, parseChineseInteger } from './chinese-number.ts';

/** The unit a label announces ("预算金额（万元）"), applied to bare numbers in its value. */
export type MoneyUnit = '元' | '万元' | '亿元';

const SCALE: Record<string, number> = { 元: 1, 圆: 1, 万元: 1e4, 万: 1e4, 亿元: 1e8, 亿: 1e8 };

// A figure: optional currency, digits (with thousands commas), optional unit (maybe in brackets).
// Not followed by % (a discount rate) nor by a digit or letter (part of a code).
const ARABIC =
  /(人民币|RMB|CNY|¥|￥)?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d.%％A-Za-z-])\s*(?:[(（]\s*)?(亿元|万元|元|圆|万|亿)?/giu;
const CAPITAL = new RegExp(
  `([${CHINESE_NUMERAL_CHARS}]+)\\s*(元|圆)(?:\\s*([${CHINESE_NUMERAL_CHARS}])角)?(?:\\s*([${CHINESE_NUMERAL_CHARS}])分)?`,
  'gu',
);

/** The first clear amount in a text, in yuan; undefined when there is none (never a guess). */
export function parseMoney(text: string, labelUnit?: MoneyUnit): number | undefined {
  const candidates: { index: number; yuan: number }[] = [];
  const arabic = firstArabic(text, labelUnit);
  if (arabic) candidates.push(arabic);
  const capital = firstCapital(text);
  if (capital) candidates.push(capital);
  candidates.sort((a, b) => a.index - b.index);
  return candidates[0]?.yuan;
}

function firstArabic(text: string, labelUnit?: MoneyUnit): { index: number; yuan: number } | undefined {
  for (const m of text.matchAll(ARABIC)) {
    const [, currency, digits, unit] = m;
    const number = Number(digits!.replace(/,/g, ''));
    // A bare number is money only when a currency sign or the label says so.
    const scale = unit ? SCALE[unit] : labelUnit ? SCALE[labelUnit] : currency ? 1 : undefined;
    if (scale === undefined) continue;
    const yuan = roundCents(number * scale);
    if (Number.isFinite(yuan) && yuan > 0) return { index: m.index, yuan };
  }
  return undefined;
}

function firstCapital(text: string): { index: number; yuan: number } | undefined {
  for (const m of text.matchAll(CAPITAL)) {
    const whole = parseChineseInteger(m[1]!);
    if (whole === undefined) continue;
    const jiao = m[3] ? (parseChineseInteger(m[3]) ?? 0) : 0;
    const fen = m[4] ? (parseChineseInteger(m[4]) ?? 0) : 0;
    const yuan = roundCents(whole + jiao / 10 + fen / 100);
    if (yuan > 0) return { index: m.index, yuan };
  }
  return undefined;
}

function roundCents(yuan: number): number {
  return Math.round(yuan * 100) / 100;
}
