/**
 * A page's polling refresh that yields to the crawl: a tick is skipped while the last refresh
 * still runs or until `costFactor` × its duration has passed since it ended, so a snapshot that
 * grows slow with thousands of notices (and holds IndexedDB the crawl writes to) takes a bounded
 * share of the time.
 */
export function paced(task: () => Promise<void>, clock: () => number, costFactor = 4): () => Promise<void> {
  let running = false;
  let readyAt = 0;
  return async () => {
    if (running || clock() < readyAt) return;
    running = true;
    const started = clock();
    try {
      await task();
    } finally {
      const ended = clock();
      readyAt = ended + costFactor * (ended - started);
      running = false;
    }
  };
}
