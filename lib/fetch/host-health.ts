/**
 * How a host is doing in this run: a 429/503 with Retry-After pauses its queue for that long (up
 * to a cap; beyond it the host is left for the run), a 5xx without one is asked again after a
 * backoff (a gateway's 502 passes: the list is not lost for the day), repeated 5xx/timeouts back
 * off ×2 per failure up to a cap, and a host failing too often in a row is left for the run.
 * Success resets that, but not the run's timeouts: a host whose pages stall (each costs the whole
 * timeout) is asked with a short timeout after its second (its other pages answer in a second),
 * and left for the run once stalls outnumber answers.
 */
import type { Clock } from '../types/capabilities.ts';
import { FetchError } from './errors.ts';
import type { HostQueue } from './host-queue.ts';

export interface HostHealthOptions {
  clock: Clock;
  queue: Pick<HostQueue, 'pauseHost'>;
  /** Longest Retry-After obeyed; a longer one leaves the host for the run. Default 10 min. */
  maxRetryAfterMs?: number;
  /** Pause after the second failure in a row, doubled for each further one. Default 1 s. */
  backoffBaseMs?: number;
  /** Longest backoff pause. Default 5 min. */
  maxBackoffMs?: number;
  /** Failures in a row after which the host is left for the run. Default 6. */
  maxFailures?: number;
  /** Timeouts in a run, outnumbering the host's answers, after which it is left for the run. Default 3. */
  maxTimeouts?: number;
  /** The timeout for a host's requests once it has timed out twice in the run. Default 5 s. */
  stalledTimeoutMs?: number;
}

/** What to do after a failed request: retry it once the host's pause is over, or give up on it. */
export type FailureVerdict = { retry: true } | { retry: false; error: FetchError };

export interface HostHealth {
  /** Throws when the host was left for this run. */
  check(host: string, url: string): void;
  /** The timeout for the host's next request: shorter once its pages have stalled twice. */
  timeoutFor(host: string, normalMs: number): number;
  succeeded(host: string): void;
  failed(host: string, error: FetchError): FailureVerdict;
}

/** Retry-After in milliseconds from `now`: delta-seconds or an HTTP-date; undefined when unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Timeouts of a host in a run after which its requests get the short timeout. */
const STALLS_BEFORE_SHORT = 2;

/** Server errors that often pass within seconds (a gateway's 502, an overloaded 503). */
const RETRIED_STATUS = new Set([500, 502, 503, 504]);

// Failures that say the host is struggling (not: a 404, a file, robots).
const STRUGGLING_KINDS = new Set(['timeout', 'network', 'dns']);
const struggling = (error: FetchError) => STRUGGLING_KINDS.has(error.kind) || (error.status !== undefined && (error.status >= 500 || error.status === 429));

export function createHostHealth(options: HostHealthOptions): HostHealth {
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10 * 60_000;
  const backoffBaseMs = options.backoffBaseMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 5 * 60_000;
  const maxFailures = options.maxFailures ?? 6;
  const maxTimeouts = options.maxTimeouts ?? 3;
  const failures = new Map<string, number>();
  const timeouts = new Map<string, number>();
  const answers = new Map<string, number>();
  const stalledTimeoutMs = options.stalledTimeoutMs ?? 5000;
  const leftFor = new Map<string, FetchError>();

  function leave(host: string, error: FetchError): FailureVerdict {
    leftFor.set(host, error);
    return { retry: false, error };
  }

  return {
    check(host, url) {
      const why = leftFor.get(host);
      if (why) throw new FetchError(why.kind, url, `host left for this run after: ${why.detail}`, why.status);
    },
    succeeded(host) {
      failures.delete(host);
      answers.set(host, (answers.get(host) ?? 0) + 1);
    },
    timeoutFor(host, normalMs) {
      return (timeouts.get(host) ?? 0) >= STALLS_BEFORE_SHORT ? Math.min(normalMs, stalledTimeoutMs) : normalMs;
    },
    failed(host, error) {
      if (!struggling(error)) return { retry: false, error };
      const count = (failures.get(host) ?? 0) + 1;
      failures.set(host, count);
      if (error.kind === 'timeout') {
        const stalled = (timeouts.get(host) ?? 0) + 1;
        timeouts.set(host, stalled);
        if (stalled >= maxTimeouts && stalled > (answers.get(host) ?? 0)) {
          return leave(host, new FetchError('host-failing', error.url, `${stalled} requests timed out this run, more than answered, the last: ${error.detail}`, error.status, { cause: error }));
        }
      }
      const wait = error.status === 429 || error.status === 503 ? retryAfterMs(error.retryAfter, options.clock()) : undefined;
      if (wait !== undefined && wait > maxRetryAfterMs) {
        const detail = `HTTP ${error.status} asks to wait ${Math.round(wait / 1000)} s, over the ${Math.round(maxRetryAfterMs / 1000)} s cap`;
        return leave(host, new FetchError('rate-limited', error.url, detail, error.status, { cause: error }));
      }
      if (count >= maxFailures) {
        return leave(host, new FetchError('host-failing', error.url, `${count} failures in a row, the last: ${error.detail}`, error.status, { cause: error }));
      }
      // A server error is asked again after a pause, from the first failure on.
      const serverError = wait === undefined && error.status !== undefined && RETRIED_STATUS.has(error.status);
      const backoff = count >= 2 || serverError ? Math.min(maxBackoffMs, backoffBaseMs * 2 ** Math.max(0, count - (serverError ? 1 : 2))) : 0;
      const pause = Math.max(wait ?? 0, backoff);
      if (pause > 0) options.queue.pauseHost(host, pause);
      // The server said when to come back, or its error may pass: the same request is tried again then.
      return wait !== undefined || serverError ? { retry: true } : { retry: false, error };
    },
  };
}
