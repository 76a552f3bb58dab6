/**
 * Runs `task` at most once per `ms`, one run at a time: a call while it waits or runs is folded
 * into one trailing run, so the last change is always applied. The pause after a run also grows
 * with what the run cost (`costFactor` × its duration), so a task that gets slower as the data
 * grows (a snapshot of thousands of notices) keeps a bounded share of the worker's time. Errors
 * go to `onError`.
 */
export function throttle(task: () => Promise<void>, ms: number, onError: (error: unknown) => void, costFactor = 4): () => void {
  let nextAt = 0;
  let running = false;
  let wanted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = async () => {
    timer = undefined;
    wanted = false;
    running = true;
    const started = Date.now();
    try {
      await task();
    } catch (error) {
      onError(error);
    }
    const ended = Date.now();
    running = false;
    nextAt = Math.max(started + ms, ended + costFactor * (ended - started));
    if (wanted) schedule();
  };
  const schedule = () => {
    if (timer || running) return;
    timer = setTimeout(() => void fire(), Math.max(0, nextAt - Date.now()));
  };
  return () => {
    wanted = true;
    schedule();
  };
}
