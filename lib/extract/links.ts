/** Page links: absolute canonical URL, best title, the date on the link's row, crawl scope. */
import type { Element } from 'domhandler';
import type { LinkSkipReason } from '../types/page.ts';
import { withoutCutMark } from '../classify/rows.ts';
import { classifyLink, createLinkClassifier } from '../url/classify-link.ts';
import { isHashRoute, resolveCanonicalUrl } from '../url/canonical.ts';
import { MAX_URL_LENGTH } from '../url/resolve.ts';
import { legacyQueryCharset, withQueryIn } from '../url/query-charset.ts';
import { MAY_HOLD_DATE } from './chinese-dates.ts';
import { findRowDate, isoDate, type RowDate } from './row-dates.ts';
import { charCount, holds, isTag, spacedText, visibleCharsExceed, visibleText } from './text.ts';
import type { RawLink } from './walk.ts';

/** Extra characters a row may hold beyond its link text (a date, a category, a view count). */
const ROW_SLACK = 60;
/** Hrefs that name no page: kept as written. */
const NOT_A_PLACE = new Set<LinkSkipReason>(['empty', 'fragment', 'javascript', 'mailto', 'tel', 'other-scheme']);

/** Where a link points and whether it is crawled. */
export interface LinkTarget {
  url: string;
  inScope: boolean;
  skip?: LinkSkipReason;
  attachment: boolean;
}

/** Hrefs that carry a scheme other than http(s): judged as written, never resolved. */
const OTHER_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:/i;
/** An absolute http(s) href: the URL parser ignores any base for it (scheme and `//` authority given). */
const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * Resolves and classifies the hrefs of one page at `base`, memoised per href (pages repeat their
 * menus). On a GBK or Big5 page (`charset`) a raw `list.asp?lb=招标公告` is sent as the browser sends
 * it, its query in the page's charset: old ASP sites read nothing else.
 */
export function createLinkResolver(base: string, scope?: string, charset?: string): (href: string) => LinkTarget {
  const seen = new Map<string, LinkTarget>();
  const classifyInScope = createLinkClassifier(scope);
  // With a base that does not parse, every href fails as before: only a valid base is skipped.
  const baseParses = parses(base);
  const legacy = legacyQueryCharset(charset);
  const resolve = (href: string): LinkTarget => {
    const written = href.trim();
    const trimmed = legacy && /[^\x00-\x7f]/.test(written) ? withQueryIn(written, legacy) : written;
    if (trimmed === '' || (trimmed.startsWith('#') && !isHashRoute(trimmed)) || OTHER_SCHEME.test(trimmed)) {
      const raw = classifyLink(trimmed);
      if (raw.skip && NOT_A_PLACE.has(raw.skip)) return { url: trimmed.length > MAX_URL_LENGTH ? '' : trimmed, inScope: false, skip: raw.skip, attachment: false };
    }
    const url = resolveCanonicalUrl(trimmed, baseParses && ABSOLUTE_HTTP.test(trimmed) ? undefined : base);
    // An over-long href (MAX_URL_LENGTH) is not kept even as written: it is never stored or printed.
    if (url === undefined) return { url: trimmed.length > MAX_URL_LENGTH ? '' : trimmed, inScope: false, skip: 'bad-url', attachment: false };
    const { skip, attachment } = classifyInScope(url);
    return { url, inScope: skip === undefined, ...(skip ? { skip } : {}), attachment };
  };
  return (href) => {
    let target = seen.get(href);
    if (!target) {
      target = resolve(href);
      seen.set(href, target);
    }
    return target;
  };
}

/** True when `url` parses as an absolute URL (URL.canParse, which older browsers lack). */
function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** A badge a template glues to a title's end (`…招标公告HOT`, `NEW`): not part of it. */
const BADGE = /(?<=[\p{Script=Han}…。）)\]】])\s*(?:HOT|NEW|TOP|hot|new|top|Hot|New)$/u;
/**
 * A status a list prints after a title, changing as the days pass (`…招标公告【报名中】`, then
 * `(已截止)`; a result's `【已结束】`): the list's state of the notice, not its title, nor an edit of it.
 */
const STATUS_BADGE = /\s*[【[(（〔]\s*(?:报名中|正在报名|进行中|招标中|公示中|未开始|已开标|已截止|已结束|已过期|截止|结束|过期)\s*[】\])）〕]$/u;

function withoutBadge(text: string): string {
  return text.replace(BADGE, '').replace(STATUS_BADGE, '');
}

/** The best title: the title attribute when the anchor text is a cut-off (… / ...) or a prefix of it. */
export function bestTitle(linkText: string, titleAttr: string | undefined): string {
  const text = withoutBadge(linkText);
  if (!titleAttr) return text;
  if (!text) return titleAttr;
  const squash = (s: string) => s.replace(/\s+/g, '');
  const full = squash(titleAttr);
  const cut = squash(withoutCutMark(text));
  if (cut.length > 0 && full.length > cut.length && full.startsWith(cut)) return titleAttr;
  return text;
}

/** The smallest enclosing element that holds this link and no other, and not much more text (`under`: lists.ts linksUnder). */
export function rowOf(link: RawLink, under: Map<Element, number[]>): Element {
  const budget = charCount(link.text) + ROW_SLACK;
  let row = link.element;
  for (let up = row.parent; up && isTag(up) && up.name !== 'body' && up.name !== 'html'; up = up.parent) {
    if ((under.get(up)?.length ?? 0) > 1) break;
    if (visibleCharsExceed(up, budget)) break;
    row = up;
  }
  return row;
}

/** The date on a link's row: outside the anchor first (titles may hold dates of their own), then a date span inside it. */
export function rowDate(link: RawLink, row: Element): RowDate | undefined {
  if (row !== link.element) {
    const rowText = spacedText(row);
    // Most rows (menus) hold no digit nor 年 at all: then nothing outside the anchor is a date.
    if (MAY_HOLD_DATE.test(rowText)) {
      const found = findRowDate(rowText.replace(spacedText(link.element), ' '));
      if (found) return found;
    }
  }
  // A row that is the link (`<li onclick>`) may label its date: `发布时间：2026-11-20 09:30`.
  const most = link.element.name === 'a' ? 14 : 30;
  for (const child of link.element.children) {
    if (!isTag(child)) continue;
    const text = visibleText(child);
    if (text.length <= most && text !== link.text) {
      const found = findRowDate(text);
      if (found) return found;
    }
  }
  return undefined;
}

/** A tag link's longest text (DedeCMS `[field:typename/]`: `[招标公告]`, `[学院新闻]`). */
const TAG_CHARS = 8;

/**
 * The date on the row of a title link that shares its row with short tag links (a column tag
 * `<a>[招标公告]</a>` before the title, as DedeCMS lists print `[field:typename/]`): `rowOf` stops at
 * the link itself there, as the row holds two links. The row's text without its links is read.
 */
export function taggedRowDate(index: number, links: RawLink[], under: Map<Element, number[]>): RowDate | undefined {
  const link = links[index]!;
  const row = link.element.parent;
  if (!row || !isTag(row) || row.name === 'body' || row.name === 'html') return undefined;
  const others = (under.get(row) ?? []).filter((i) => i !== index).map((i) => links[i]!);
  const chars = charCount(link.text);
  if (others.length === 0 || others.length > 2 || !others.every((o) => charCount(o.text) <= TAG_CHARS && charCount(o.text) < chars)) return undefined;
  if (visibleCharsExceed(row, chars + ROW_SLACK)) return undefined;
  let text = spacedText(row);
  if (!MAY_HOLD_DATE.test(text)) return undefined;
  for (const l of [link, ...others]) text = text.replace(spacedText(l.element), ' ');
  return findRowDate(text.trim());
}

/** Characters after a link read for its date when its row could not be told. */
const FOLLOWING_CHARS = 40;

/**
 * The date in the short text right after a link, up to the next link: a thumbnail row (an image
 * link and the title link to one notice) with an intro under it (`日期：2026-11-05 点击：107`, then
 * the intro) is too long for `rowOf` to call it the title's row.
 */
export function followingDate(link: RawLink): RowDate | undefined {
  let text = '';
  for (let node = link.element.next; node && text.length < FOLLOWING_CHARS; node = node.next) {
    // Inline markup is shallow: a link four levels down is no part of it.
    if (isTag(node) && (!INLINE_TAGS.has(node.name) || holds(node, (c) => c.name === 'a', 4))) break;
    text += ` ${isTag(node) ? visibleText(node) : 'data' in node ? String(node.data) : ''}`;
  }
  return MAY_HOLD_DATE.test(text) ? findRowDate(text.slice(0, FOLLOWING_CHARS + 20).trim()) : undefined;
}

/** Elements read as the text after a link; any other (a paragraph, a block, a list) ends it. */
const INLINE_TAGS = new Set(['span', 'font', 'em', 'i', 'b', 'strong', 'small', 'time', 'label', 'br']);

/**
 * ISO dates for rows, giving year-less dates (`[04-02]`) the year of the nearest dated neighbour;
 * with none, the year the page names (`year`), else the nearest past date as of `today`.
 */
export function completeDates(dates: Array<RowDate | undefined>, fallback: { year?: number; today?: string } = {}): Array<string | undefined> {
  const before = nearestYears(dates.map((d) => d?.year));
  const after = nearestYears(dates.map((d) => d?.year).reverse()).reverse();
  return dates.map((d, i) => {
    if (!d) return undefined;
    const b = before[i]!;
    const a = after[i]!;
    // The closer neighbour wins; on a tie, the one above (lists run newest first).
    const year = d.year ?? (b.distance <= a.distance ? b.year : a.year) ?? fallback.year ?? nearestPastYear(d, fallback.today);
    const iso = year === undefined ? undefined : isoDate(year, d.month, d.day);
    // A year-less 12-28 under this year's rows is last December's: a notice is not published in the future.
    return iso && d.year === undefined && isFuture(iso, fallback.today) ? isoDate(year! - 1, d.month, d.day) : iso;
  });
}

/** True when an ISO date is after `today` (ISO, the crawl's UTC day) by more than the day China is ahead. */
function isFuture(iso: string, today: string | undefined): boolean {
  if (!today) return false;
  const ahead = Date.parse(iso) - Date.parse(today.slice(0, 10));
  return ahead > 86_400_000;
}

/** For each position, the last year seen at or before it and how far back it was (one pass). */
function nearestYears(years: Array<number | undefined>): Array<{ year?: number; distance: number }> {
  let last: number | undefined;
  let at = -Infinity;
  return years.map((year, i) => {
    if (year !== undefined) {
      last = year;
      at = i;
    }
    return { ...(last !== undefined ? { year: last } : {}), distance: i - at };
  });
}

/** The year that makes month-day `d` the nearest date not after `today` (ISO); undefined without `today`. */
function nearestPastYear(d: RowDate, today: string | undefined): number | undefined {
  const m = today && /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!m) return undefined;
  const year = Number(m[1]);
  const later = d.month > Number(m[2]) || (d.month === Number(m[2]) && d.day > Number(m[3]));
  return later ? year - 1 : year;
}
