/**
 * The user's own feedback as a ranking factor (paper 3's "Personality"): a notice that looks
 * like ones the user dismissed as "not a tender" sinks; one like those they starred or opened
 * rises. Likeness is the share of shared title bigrams, so it works without a tokenizer.
 */
import { searchTerms } from '../search/terms.ts';

/** The titles the user has judged, by kind of judgement. */
export interface FeedbackTitles {
  dismissed: string[];
  liked: string[];
}

/** Jaccard likeness of two term sets in [0, 1]. */
function likeness(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Builds the feedback factor: title → multiplier in [0.1, 1.5]; 1 when nothing is alike. */
export function feedbackFactor(feedback: FeedbackTitles): (title: string) => number {
  const dismissed = feedback.dismissed.map((t) => new Set(searchTerms(t)));
  const liked = feedback.liked.map((t) => new Set(searchTerms(t)));
  if (dismissed.length === 0 && liked.length === 0) return () => 1; // no feedback yet: skip the work
  return (title) => {
    const terms = new Set(searchTerms(title));
    const down = Math.max(0, ...dismissed.map((d) => likeness(terms, d)));
    const up = Math.max(0, ...liked.map((l) => likeness(terms, l)));
    return Math.min(1.5, Math.max(0.1, (1 - 0.9 * down) * (1 + 0.5 * up)));
  };
}
