/** The one interface every link scorer offers, so they can be compared side by side. */
import type { LinkInput } from '../types/notice.ts';

/** A scorer: a probability-like score in [0, 1], 0.5 and above meaning "notice". */
export interface Scorer {
  name: string;
  score(input: LinkInput): number;
}

/** Squashes a log-odds value into (0, 1). */
export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
