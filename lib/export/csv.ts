/** The notice list as CSV (RFC 4180, UTF-8 with a BOM so Excel reads the Chinese). */
import type { Notice } from '../types/notice.ts';

const COLUMNS = ['title', 'site', 'type', 'publishedAt', 'deadline', 'budget', 'projectNo', 'purchaser', 'url'] as const;

/** Quotes one cell; a leading = + - @ is defused so a spreadsheet never runs page text as a formula. */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Renders notices as CSV text, one row per notice, header first. */
export function noticesCsv(notices: readonly Notice[]): string {
  const rows = [COLUMNS.join(','), ...notices.map((n) => COLUMNS.map((c) => csvCell(n[c])).join(','))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
