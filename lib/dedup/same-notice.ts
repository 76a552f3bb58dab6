/**
 * One notice = one record. A link is known when its canonical URL is a stored notice or an alias
 * of one. A newly fetched notice is the SAME notice as a stored one (its URL becomes an alias)
 * only when all of these hold:
 *   - same site (registrable domain), and fingerprints (title + project number SimHash) within
 *     SAME_NOTICE_DISTANCE (0), or titles that name one notice across columns (title-key.ts:
 *     a 【招标公告】 label or the university's name in front, spacing, full-width);
 *   - the same re-post markers and notice-kind words in both titles (（第二次） is another notice);
 *   - same project number, when both have one;
 *   - publish dates at most SAME_DATE_DAYS (2) apart when both are known, or further apart with
 *     the same project number and the same deadline in both (a repost dated when it was copied);
 *     when either date is unknown, the same deadline when both are known.
 * Otherwise it is a new record. Why: the same notice posted twice (the 通知公告 stream and the
 * procurement sub-site, a homepage box) carries one date, while a re-post (招标公告（第二次）,
 * 【重发】) carries a new date and a new deadline — new information for a bidder — and notices
 * with one title (a yearly 校内商铺招租公告, a monthly 政府采购意向公开) come months apart.
 */
import { hammingDistance } from './simhash.ts';
import { SAME_NOTICE_DISTANCE } from './fingerprint.ts';
import { sameTitle, titleIdentity, type TitleIdentity } from './title-key.ts';
import type { Notice } from '../types/notice.ts';

/** Publish dates this many days apart or less can be one notice posted in two places. */
export const SAME_DATE_DAYS = 2;

/** What tells two notices apart: the fingerprint, the title's identity and the facts a re-post changes. */
export type NoticeKey = Pick<Notice, 'url' | 'publishedAt' | 'deadline' | 'projectNo'> & { fingerprint?: string; title?: TitleIdentity };

/** The key of a notice (or of a candidate not stored yet). */
export function noticeKey(notice: Pick<Notice, 'url' | 'title' | 'publishedAt' | 'deadline' | 'projectNo' | 'fingerprint'>): NoticeKey {
  const { url, fingerprint, publishedAt, deadline, projectNo } = notice;
  return { url, fingerprint, publishedAt, deadline, projectNo, title: titleIdentity(notice.title) };
}

/** True when `a` and `b` are one notice under the rule above (the site is compared by the caller). */
export function sameNotice(a: Omit<NoticeKey, 'url'>, b: Omit<NoticeKey, 'url'>): boolean {
  const printed = a.fingerprint !== undefined && b.fingerprint !== undefined && hammingDistance(a.fingerprint, b.fingerprint) <= SAME_NOTICE_DISTANCE;
  if (!printed && !(a.title && b.title && sameTitle(a.title, b.title))) return false;
  if (a.title && b.title && a.title.marks !== b.title.marks) return false;
  if (a.projectNo && b.projectNo && normalizeNo(a.projectNo) !== normalizeNo(b.projectNo)) return false;
  const days = daysApart(a.publishedAt, b.publishedAt);
  if (days !== undefined && days <= SAME_DATE_DAYS) return true;
  const deadlines = a.deadline && b.deadline ? (a.deadline.trim() === b.deadline.trim() ? 'same' : 'differ') : undefined;
  // A copy posted days later (a main site's stream reposting its sub-site) names the same project
  // and the same deadline; a new call for bids names a new deadline.
  if (days !== undefined) return deadlines === 'same' && !!(a.projectNo ?? a.title?.no) && !!(b.projectNo ?? b.title?.no);
  return deadlines !== 'differ';
}

function normalizeNo(no: string): string {
  return no.replace(/[\s\p{P}\p{S}]+/gu, '').toLowerCase();
}

// Whole days between two ISO dates (their YYYY-MM-DD part); undefined when either is unknown.
function daysApart(a: string | undefined, b: string | undefined): number | undefined {
  const day = (iso: string | undefined) => {
    const m = iso && /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
    return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
  };
  const x = day(a);
  const y = day(b);
  return x === undefined || y === undefined ? undefined : Math.abs(x - y) / 86_400_000;
}
