/**
 * A notice as a push carries it, and the words every channel shows for it. The push identity is
 * the notice's URL, plus the time of its last edit in place: the crawl delivers a notice again
 * when its page was edited (a title moved to 更正), and that edit is news; the same delivery
 * coming twice (a run killed before its delivered marks) is not.
 */
import type { Notice, ProjectChange } from '../types/notice.ts';
import type { NotifyItem } from './types.ts';

/** The push item of a delivered notice; `university` from the directory when it knows the site. */
export function noticeItem(notice: Notice, university?: string): NotifyItem {
  const item: NotifyItem = {
    id: notice.revisedAt ? `${notice.url}#revised=${notice.revisedAt}` : notice.url,
    url: notice.url,
    title: notice.title,
    site: notice.site,
    firstSeenAt: notice.firstSeenAt,
  };
  if (university) item.university = university;
  if (notice.type) item.type = notice.type;
  if (notice.deadline) item.deadline = notice.deadline;
  if (notice.budget !== undefined) item.budget = notice.budget;
  if (notice.publishedAt) item.publishedAt = notice.publishedAt;
  if (notice.project) item.project = notice.project;
  if (notice.projectNo) item.projectNo = notice.projectNo;
  if (notice.changes?.length) item.changes = notice.changes.slice(0, 10);
  if (notice.revisedAt) item.revisedAt = notice.revisedAt;
  return item;
}

/** The item as the Notice shape lib/export/ics.ts reads. */
export function itemNotice(item: NotifyItem): Notice {
  return {
    url: item.url,
    title: item.title,
    site: item.site,
    listUrl: item.url,
    type: item.type ?? null,
    attachments: [],
    firstSeenAt: item.firstSeenAt,
    ...(item.deadline && { deadline: item.deadline }),
    ...(item.budget !== undefined && { budget: item.budget }),
    ...(item.publishedAt && { publishedAt: item.publishedAt }),
    ...(item.project && { project: item.project }),
    ...(item.projectNo && { projectNo: item.projectNo }),
    ...(item.changes && { changes: item.changes }),
  };
}

/** "120 万元", "8,500 元". */
export function budgetText(yuan: number): string {
  if (yuan >= 10_000) return `${Number((yuan / 10_000).toFixed(2))} 万元`;
  return `${yuan.toLocaleString('en-US')} 元`;
}

/** "2026-12-01T09:30" → "2026-12-01 09:30". */
export function timeText(iso: string): string {
  return iso.replace('T', ' ').slice(0, 16);
}

const FIELD_WORDS: Record<ProjectChange['field'], string> = { title: '标题', deadline: '截止', openingAt: '开标', budget: '预算' };

/** "截止 2026-11-20 09:30 → 2026-12-01 09:30". */
export function changeText(change: ProjectChange): string {
  const value = (v: string | number) => (typeof v === 'number' ? (change.field === 'budget' ? budgetText(v) : String(v)) : change.field === 'title' ? v : timeText(v));
  return `${FIELD_WORDS[change.field]} ${value(change.from)} → ${value(change.to)}`;
}

/** University, type, deadline and budget, as one line's pieces (those known). */
export function factPieces(item: NotifyItem): string[] {
  return [
    item.university ?? item.site,
    item.type,
    item.deadline ? `截止 ${timeText(item.deadline)}` : undefined,
    item.budget !== undefined ? `预算 ${budgetText(item.budget)}` : undefined,
  ].filter((p): p is string => Boolean(p));
}

/** "5 条新公告" / "4 条新公告, 1 条变更": the batch's headline. */
export function batchHeadline(items: readonly NotifyItem[]): string {
  const changed = items.filter((i) => i.changes?.length).length;
  const fresh = items.length - changed;
  return ['高校标讯', [fresh ? `${fresh} 条新公告` : '', changed ? `${changed} 条变更` : ''].filter(Boolean).join(', ')].join(': ');
}

/** A link target that is safe to put in markup: http(s) only, else undefined (shown unlinked). */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    // Characters that could end a markdown link target or an attribute, percent-encoded.
    return parsed.href.replace(/[()<>[\]"' `\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  } catch {
    return undefined;
  }
}
