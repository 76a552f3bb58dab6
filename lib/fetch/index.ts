/** The fetch stage: `createFetcher(options)` → `Fetcher`, and its `FetchError`. */
export { createFetcher, DEFAULT_MAX_BYTES, DEFAULT_MAX_CONCURRENT, DEFAULT_USER_AGENT, refererFor, type Fetcher, type FetcherOptions } from './fetcher.ts';
export { createRequestSlots, type RequestSlots } from './request-slots.ts';
export { FetchError } from './errors.ts';
export { withCookies } from './cookies.ts';
export { isJavaScriptChallenge } from './challenge.ts';
