/**
 * The capabilities lib/ is handed instead of reaching for them (lib/ is pure: it imports no
 * browser or Node API): fetch, the clock, sleep, word segmentation. The helper, the extension
 * and vitest each pass their own.
 */

/** The standard fetch signature; the helper passes Node's fetch, the extension the browser's. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** Milliseconds since the epoch; injected so tests control time. */
export type Clock = () => number;

/** Waits `ms` milliseconds; injected so tests need not sleep. */
export type Sleep = (ms: number) => Promise<void>;

/** Word segmentation (jieba behind it). Input is normalised text; output keeps order. */
export interface Tokenizer {
  cut(text: string): string[];
}
