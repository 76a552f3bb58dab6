/** Plain-text tables for a terminal, aware that CJK characters take two columns. */

/** Display width of a string in a terminal. */
export function displayWidth(text: string): number {
  let n = 0;
  for (const ch of text) n += isWide(ch) ? 2 : 1;
  return n;
}

/** Cuts a string to at most `max` columns, with "…" when cut. */
export function clip(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let out = '';
  for (const ch of text) {
    if (displayWidth(out + ch) > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}

/** Rows (header first) as aligned lines, two spaces between columns. */
export function formatTable(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell))));
  return rows.map((row) => row.map((cell, i) => cell + ' '.repeat(widths[i]! - displayWidth(cell))).join('  ').trimEnd()).join('\n');
}

function isWide(ch: string): boolean {
  return /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch);
}
