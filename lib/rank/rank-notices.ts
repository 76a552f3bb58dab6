/**
 * The order of the notice list: relevance (the classifier's score) × freshness (publish date,
 * an open deadline) × the user's feedback. Ties keep the newest first.
 */
import type { Notice } from '../types/notice.ts';
import { feedbackFactor, type FeedbackTitles } from './feedback.ts';

const DAY = 86_400_000;
/** Freshness halves every week after publication. */
const HALF_LIFE_DAYS = 7;

/** Freshness in (0, 1]: recent notices and those whose deadline is still ahead score higher. */
export function freshness(notice: Notice, now: number): number {
  const published = Date.parse(notice.publishedAt ?? notice.firstSeenAt);
  const ageDays = Number.isNaN(published) ? 0 : Math.max(0, (now - published) / DAY);
  let value = 0.5 ** (ageDays / HALF_LIFE_DAYS);
  const deadline = notice.deadline ? Date.parse(notice.deadline) : NaN;
  if (!Number.isNaN(deadline)) value *= deadline >= now ? 1.5 : 0.3;
  return Math.min(1, value);
}

/** Scores every notice; returns them with `rank`, best first. */
export function rankNotices<T extends Notice>(notices: T[], feedback: FeedbackTitles, now: number): (T & { rank: number })[] {
  const personal = feedbackFactor(feedback);
  return notices
    .map((n) => ({ ...n, rank: (n.score ?? 0.75) * freshness(n, now) * personal(n.title) }))
    .sort((a, b) => b.rank - a.rank || b.firstSeenAt.localeCompare(a.firstSeenAt));
}
