/** What the popup list shows: search, filters, unread first, grouped by day. */
import type { NoticeView } from '../lib/messages/protocol.ts';
import type { NoticeType } from '../lib/types/notice.ts';
import { dayOf } from './format.ts';

/** The user's choices above the list. */
export interface ListFilters {
  query: string;
  site: string; // '' = all
  type: NoticeType | '';
  /** Deadline within this many days; 0 = any. */
  deadlineDays: number;
}

export const NO_FILTERS: ListFilters = { query: '', site: '', type: '', deadlineDays: 0 };

/** A day's notices, in rank order. */
export interface DayGroup {
  day: string;
  notices: NoticeView[];
}

/**
 * Applies the filters; `searchHits` (URLs by relevance) replaces rank order when searching and
 * is kept as it is (best match first). Dismissed notices are hidden; otherwise unread come first.
 */
export function visibleNotices(notices: readonly NoticeView[], filters: ListFilters, now: Date, searchHits?: readonly string[]): NoticeView[] {
  const limit = filters.deadlineDays > 0 ? now.getTime() + filters.deadlineDays * 86_400_000 : 0;
  const keep = (n: NoticeView) =>
    !n.dismissed &&
    (!filters.site || n.site === filters.site) &&
    (!filters.type || n.type === filters.type) &&
    (!limit || (n.deadline !== undefined && Date.parse(n.deadline) >= now.getTime() && Date.parse(n.deadline) <= limit));
  let list: NoticeView[];
  if (searchHits) {
    const byUrl = new Map(notices.map((n) => [n.url, n]));
    return searchHits.flatMap((url) => byUrl.get(url) ?? []).filter(keep);
  } else {
    list = notices.filter(keep);
  }
  // Stable: unread first, each part in the incoming order.
  return [...list.filter((n) => !n.read), ...list.filter((n) => n.read)];
}

/** Groups by the day the notice was published (or first seen), newest day first. */
export function groupByDay(notices: readonly NoticeView[]): DayGroup[] {
  const groups = new Map<string, NoticeView[]>();
  for (const n of notices) {
    const day = n.publishedAt ?? dayOf(n.firstSeenAt);
    const group = groups.get(day);
    if (group) group.push(n);
    else groups.set(day, [n]);
  }
  return [...groups].sort(([a], [b]) => b.localeCompare(a)).map(([day, list]) => ({ day, notices: list }));
}
