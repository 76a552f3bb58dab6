/**
 * "Only what is for me": rank = match strength × freshness × deadline urgency × the user's
 * behaviour (learn.ts). A notice the profile does not match stays in the list, far below.
 */
import { matchNotice, type InterestProfile, type MatchOptions, type ProfileMatch } from '../profile/profile.ts';
import type { Notice } from '../types/notice.ts';
import { learn, noticeFeatures, preferenceLogit, type FeedbackKind, type FeedbackModel, type FeedbackStep } from './learn.ts';

const DAY = 86_400_000;
/** Freshness halves every two weeks after publication. */
const HALF_LIFE_DAYS = 14;
/** A notice the profile does not match keeps this share of its rank. */
const UNMATCHED = 0.1;
/** A match stays "for me" until it looks more like what was dismissed than a typical notice of the list does (factor 0.8). */
const FOR_ME_FACTOR = 0.8;

export interface RankedNotice<T extends Notice = Notice> {
  notice: T;
  rank: number;
  match: ProfileMatch | null;
  /** For me: matched, and the user's behaviour does not push it below even odds. */
  forMe: boolean;
}

/** Match strength: 1 for a match in the body only, up to 2 with every word in the title; UNMATCHED without. */
export function matchStrength(match: ProfileMatch | null): number {
  if (!match) return UNMATCHED;
  if (match.words.length === 0) return 1;
  return 1 + match.inTitle / match.words.length;
}

/** Freshness in (0, 1] from the publish date (else first seen). */
export function ageFactor(notice: Pick<Notice, 'publishedAt' | 'firstSeenAt'>, now: number): number {
  const published = Date.parse(notice.publishedAt ?? notice.firstSeenAt);
  const ageDays = Number.isNaN(published) ? 0 : Math.max(0, (now - published) / DAY);
  return 0.5 ** (ageDays / HALF_LIFE_DAYS);
}

/** Deadline urgency: closing within a week 1.5, later 1.2, past 0.3, unknown 1. */
export function urgency(notice: Pick<Notice, 'deadline'>, now: number): number {
  const deadline = notice.deadline ? Date.parse(notice.deadline) : NaN;
  if (Number.isNaN(deadline)) return 1;
  if (deadline < now) return 0.3;
  return deadline - now <= 7 * DAY ? 1.5 : 1.2;
}

/** The median of `values` (0 for none). */
function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Ranks `notices` for the profile and the learned model, best first (ties: newest first). */
export function rankForMe<T extends Notice>(notices: readonly T[], profile: InterestProfile, model: FeedbackModel, now: number, options: MatchOptions = {}): RankedNotice<T>[] {
  const scored = notices.map((notice) => {
    const match = matchNotice(notice, profile, options);
    return { notice, match, z: preferenceLogit(model, noticeFeatures(notice, match?.words)) };
  });
  const baseline = median(scored.map((s) => s.z));
  return scored
    .map(({ notice, match, z }) => {
      const personal = 2 / (1 + Math.exp(-(z - baseline)));
      const rank = matchStrength(match) * ageFactor(notice, now) * urgency(notice, now) * personal;
      return { notice, rank, match, forMe: match !== null && personal >= FOR_ME_FACTOR };
    })
    .sort((a, b) => b.rank - a.rank || b.notice.firstSeenAt.localeCompare(a.notice.firstSeenAt));
}

/** One judgement on a notice learned, with the profile words it matched as features; returns the step for undo (unlearn). */
export function feedbackOn(model: FeedbackModel, notice: Notice, kind: FeedbackKind, profile: InterestProfile, options: MatchOptions = {}): { model: FeedbackModel; step: FeedbackStep } {
  const match = matchNotice(notice, profile, options);
  return learn(model, noticeFeatures(notice, match?.words), kind, notice.url);
}
