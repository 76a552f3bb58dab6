/**
 * When a rendered page is taken as drawn. Shared by the helper's browser, the extension's tab and
 * the click pager, which each watch the page their own way and ask here. Its DOM must have been
 * still a moment with its scripts' requests done: an app that clears its list and then waits for
 * a slow API is not read empty. A page that polls, or whose DOM never stops changing, is taken
 * after a bound; a lone request left hanging is waited for until the page's own deadline.
 */

/** The page's data requests (its scripts' fetch/XHR at least): how many are under way, and the ms since one began or ended. */
export interface NetworkState {
  inflight: number;
  idleMs: number;
}

/** DOM unchanged and no request for this long: the page has settled. */
export const QUIET_MS = 600;
/** DOM unchanged this long while requests come and go (a page that polls), or changing this long (a ticker): taken. */
export const STABLE_MS = 2_500;

/**
 * Whether to take the page now. `stillMs`: how long its DOM has been unchanged; `changingMs`: how
 * long since it began changing (0 when that does not apply); `network`: undefined when the page's
 * requests cannot be seen (its DOM alone decides).
 */
export function isSettled(stillMs: number, changingMs: number, network?: NetworkState): boolean {
  // One request under way and nothing else for a while: a slow API, its rows still to come.
  const hanging = network !== undefined && network.inflight > 0 && network.idleMs >= QUIET_MS;
  if (hanging) return false;
  const quiet = network === undefined || (network.inflight === 0 && network.idleMs >= QUIET_MS);
  if (stillMs >= QUIET_MS && quiet) return true;
  return stillMs >= STABLE_MS || changingMs >= STABLE_MS;
}
