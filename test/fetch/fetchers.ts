/** What the fetcher tests share: a fetcher over Node's own fetch with no host delay, and the FetchError a fetch must fail with. */
import { expect } from 'vitest';
import { createFetcher, FetchError, type FetcherOptions } from '../../lib/fetch/index.ts';

/** A fetcher that sends each request as it is (no --resolve) and does not wait between requests. */
export const directFetcher = (options: Partial<FetcherOptions> = {}) => createFetcher({ fetch: (url, init) => fetch(url, init), hostDelayMs: 0, ...options });

/** The FetchError `promise` rejects with; fails the test when it resolves or rejects with anything else. */
export async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}
