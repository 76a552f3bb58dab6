/**
 * Chrome stops an extension's service worker after 30 s without extension events or API calls;
 * fetches and IndexedDB do not count, so a crawl waiting out a slow site could be stopped mid-way
 * (and resumed only at the next wake). While `busy()`, a trivial API call every 20 s keeps it up.
 */
const EVERY_MS = 20_000;

let timer: ReturnType<typeof setInterval> | undefined;

/** Starts the heartbeat if not running; it stops itself once `busy()` turns false. */
export function keepAliveWhile(busy: () => boolean): void {
  if (timer) return;
  timer = setInterval(() => {
    if (!busy()) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    void browser.runtime.getPlatformInfo().catch(() => undefined);
  }, EVERY_MS);
}
