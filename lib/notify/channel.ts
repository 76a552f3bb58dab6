/**
 * What every push target is to the outbox: how a batch splits into messages within the platform's
 * size limit, how one message is posted (signed where the platform signs), and what its answer
 * means: sent, rate-limited (wait and try again), or failed (kept for the next run).
 */
import type { ChannelConfig, NotifyCaps, NotifyItem, PostAnswer, PostRequest } from './types.ts';
import { cut } from './text.ts';

export type Outcome = { ok: true } | { ok: false; rateLimited: boolean; error: string; waitMs?: number };

/** One message of a batch: the items it carries and its unsigned body. */
export interface Message {
  items: NotifyItem[];
  body: unknown;
}

export interface HttpChannelKind<C extends ChannelConfig> {
  /** The platform's documented sending rate per robot (waited for before each message). */
  perMinute?: number;
  perSecond?: number;
  /** How long to wait after a rate-limit answer without Retry-After. */
  rateLimitWaitMs: number;
  messages(items: readonly NotifyItem[]): Message[];
  request(channel: C, message: Message, context: { batch: string; caps: NotifyCaps }): Promise<PostRequest>;
  answer(answer: PostAnswer): Outcome;
}

/** An item too large for a message alone: title cut, and an over-long link dropped. */
export function shrinkItem(item: NotifyItem): NotifyItem {
  return { ...item, title: cut(item.title, 120), url: item.url.length > 500 ? '' : item.url };
}

/** The "(1/3)" a split batch's messages carry; measured with two digits so numbering never breaks a limit. */
export const partLabel = (index: number, total: number) => (total > 1 ? ` (${index + 1}/${total})` : '');
export const WORST_LABEL = ' (99/99)';

/**
 * An answer of the robots' JSON form ({"errcode": 0} or {"code": 0}): 0 is sent, `rateCodes` are
 * "too many messages, wait", any other code or a non-2xx status failed. HTTP 429 is a rate limit
 * too, waited for by its Retry-After (at most 10 minutes).
 */
export function robotAnswer(answer: PostAnswer, codeField: 'errcode' | 'code', rateCodes: number[]): Outcome {
  const waitMs = retryAfterMs(answer.retryAfter);
  if (answer.status === 429) return { ok: false, rateLimited: true, error: `HTTP 429`, ...(waitMs !== undefined && { waitMs }) };
  if (answer.status < 200 || answer.status >= 300) return { ok: false, rateLimited: false, error: `HTTP ${answer.status}: ${cut(answer.text, 200)}` };
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return { ok: false, rateLimited: false, error: `answer is not JSON: ${cut(answer.text, 200)}` };
  }
  const code = parsed?.[codeField] ?? (codeField === 'code' ? parsed?.StatusCode : undefined);
  if (code === 0) return { ok: true };
  const message = String(parsed?.errmsg ?? parsed?.msg ?? parsed?.StatusMessage ?? '');
  if (typeof code === 'number' && rateCodes.includes(code)) return { ok: false, rateLimited: true, error: `${codeField} ${code}: ${cut(message, 200)}`, ...(waitMs !== undefined && { waitMs }) };
  return { ok: false, rateLimited: false, error: `${codeField} ${String(code)}: ${cut(message, 200)}` };
}

/** Retry-After in seconds (or an HTTP date is not honoured: the platform default is used), at most 10 minutes. */
export function retryAfterMs(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,6}$/.test(value.trim())) return undefined;
  return Math.min(Number(value) * 1000, 600_000);
}

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
