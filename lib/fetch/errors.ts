/** The fetcher's one error type: a kind the crawler can act on (retry later, give up, skip). */
import type { FetchErrorKind } from '../types/page.ts';

/** Why a page could not be fetched; `status` is set when the server answered. */
export class FetchError extends Error {
  override readonly name = 'FetchError';

  constructor(
    readonly kind: FetchErrorKind,
    readonly url: string,
    /** What went wrong, without the kind and URL the message adds. */
    readonly detail: string,
    readonly status?: number,
    options?: { cause?: unknown; retryAfter?: string; fileType?: string },
  ) {
    super(`${kind}: ${detail} (${url})`, options);
    this.retryAfter = options?.retryAfter;
    this.fileType = options?.fileType;
  }

  /** 'not-html': the type of the file the headers announced ("pdf"), when they tell. */
  readonly fileType?: string;

  /** The Retry-After header of a 429 or 503, as sent. */
  readonly retryAfter?: string;
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA']);

// Node's fetch rejects with TypeError("fetch failed") and puts the socket error in `cause`
// (sometimes one level deeper); browsers give a bare TypeError, which can only be 'network'.
function errorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Turns whatever a fetch or a body read threw into a FetchError. */
export function toFetchError(error: unknown, url: string, timedOut: boolean): FetchError {
  if (error instanceof FetchError) return error;
  if (timedOut) return new FetchError('timeout', url, 'no complete answer in time', undefined, { cause: error });
  const code = errorCode(error);
  const detail = code ?? (error instanceof Error ? error.message : String(error));
  return new FetchError(code && DNS_CODES.has(code) ? 'dns' : 'network', url, detail, undefined, { cause: error });
}
