/**
 * Page text made inert for each markup, and long batches split to a platform's size limit.
 * Titles come from the sites: a title with `<script>` or `[x](http://elsewhere)` must show as
 * those characters, never as markup. Markdown renderers of the robots differ in what a backslash
 * escapes (企业微信 documents no escape at all), so markdown's special characters are replaced by
 * their full-width forms, which read the same in Chinese text and mean nothing to any renderer.
 */

const MARKDOWN_SPECIAL: Record<string, string> = {
  '[': '［', ']': '］', '(': '（', ')': '）', '<': '＜', '>': '＞', '*': '＊', '_': '＿', '~': '～',
  '`': '｀', '\\': '＼', '|': '｜', '#': '＃', '!': '！', '&': '＆', '@': '＠',
};

/** Text for a markdown message: special characters full-width, line breaks and controls as spaces. */
export function markdownText(text: string): string {
  return oneLine(text).replace(/[[\]()<>*_~`\\|#!&@]/g, (c) => MARKDOWN_SPECIAL[c]!);
}

/** Text for HTML (email) and XML (Atom): the five special characters as entities. */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Controls (but tab/newline handled as spaces) and unpaired surrogates removed: XML cannot hold them. */
export function cleanText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

/** One line: any run of whitespace (a title's line breaks) as one space. */
export function oneLine(text: string): string {
  return cleanText(text).replace(/\s+/g, ' ').trim();
}

const encoder = new TextEncoder();
export const byteLength = (text: string) => encoder.encode(text).length;

/** Cuts text to at most `max` characters, with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * Splits `items` into parts whose rendering `size(part)` stays within `limit`, in order, greedily.
 * An item too large alone is passed through `shrink` (shorter title, no link); if it is still too
 * large, it goes alone and the platform will refuse it: reported, retried, never silently dropped.
 */
export function splitToFit<T>(items: readonly T[], size: (part: T[]) => number, limit: number, shrink: (item: T) => T): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  for (const original of items) {
    let item = original;
    if (size([item]) > limit) item = shrink(item);
    if (current.length > 0 && size([...current, item]) > limit) {
      parts.push(current);
      current = [];
    }
    current.push(item);
  }
  if (current.length > 0) parts.push(current);
  return parts;
}
