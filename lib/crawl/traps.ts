/**
 * Crawler traps: URL shapes that can grow without bound or repeat a page under another name.
 * A calendar (`?month=2024-05` → next month → …), a path that keeps getting deeper (`/a/b/a/b/…`),
 * print and share views of a page already seen. Session ids are stripped by `canonicalUrl`.
 * A calendar is a series of one path under period values; on a procurement page a few periods of
 * it are no trap (a column's year tabs `list.jsp?year=2025`): discovery reads up to MAX_PERIODS of
 * such a series. A `/calendar/` path always is one.
 */
import { parseUrl } from '../url/resolve.ts';

export type TrapReason = 'calendar' | 'too-deep' | 'repeating-path' | 'print-view' | 'too-long';

/** Query parameter names that page through time, one URL per day or month, forever. */
const CALENDAR_PARAMS = /^(?:date|day|month|year|yearmonth|ym|ymd|week|cal|calendar)$/i;
/** Path segments that are themselves dates (`/2024-05-01/`, `/20240501/`) inside a calendar view. */
const CALENDAR_PATH = /\/(?:calendar|rili|cal)\b/i;
/**
 * A print or share view: `?print=1`, `?view=print`, `/print/`, `print.jsp`. `?type=1` or `?mode=2`
 * alone is a column or a tab (`list.do?type=1` is 招标公告), never a print view.
 */
const PRINT_VIEW = /(?:[?&](?:print|printable)=(?:1|true|yes)\b)|(?:[?&](?:view|mode|type|format)=(?:print|printer|printable)\b)|(?:\/print(?:view)?\/)|(?:print\.(?:jsp|asp|aspx|php|html?)\b)|(?:[?&]share=)/i;

/** Bounds on a URL's shape; generous for real CMSs (SUDY detail pages are 5 segments deep). */
export const MAX_PATH_SEGMENTS = 10;
export const MAX_URL_LENGTH = 512;

/** The reason a URL is a trap, or undefined for an ordinary page. */
export function trapReason(url: string): TrapReason | undefined {
  if (url.length > MAX_URL_LENGTH) return 'too-long';
  const parsed = parseUrl(url);
  if (!parsed) return 'too-long';
  for (const name of parsed.searchParams.keys()) if (CALENDAR_PARAMS.test(name)) return 'calendar';
  if (CALENDAR_PATH.test(parsed.pathname)) return 'calendar';
  if (PRINT_VIEW.test(parsed.pathname + parsed.search)) return 'print-view';
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (segments.length > MAX_PATH_SEGMENTS) return 'too-deep';
  if (hasRepeat(segments)) return 'repeating-path';
  return undefined;
}

/** Periods of one calendar series discovery reads: a decade of year tabs, a year of months. */
export const MAX_PERIODS = 12;

/** A calendar URL's series (its host, path and the names of its period parameters), else undefined. */
export function calendarSeries(url: string): string | undefined {
  const parsed = parseUrl(url);
  if (!parsed || CALENDAR_PATH.test(parsed.pathname)) return undefined;
  const names = [...new Set([...parsed.searchParams.keys()].filter((name) => CALENDAR_PARAMS.test(name)))].sort();
  if (names.length === 0) return undefined;
  return `${parsed.host}${parsed.pathname}?${names.join('&')}`;
}

// The same segment three times, or the same pair of segments twice in a row: a relative link
// that resolves one level deeper on every page (`a/b/a/b/`).
function hasRepeat(segments: string[]): boolean {
  const counts = new Map<string, number>();
  for (const s of segments) {
    const n = (counts.get(s) ?? 0) + 1;
    if (n >= 3) return true;
    counts.set(s, n);
  }
  for (let i = 0; i + 3 < segments.length; i++) {
    if (segments[i] === segments[i + 2] && segments[i + 1] === segments[i + 3]) return true;
  }
  return false;
}
