/**
 * Runs `task` at most once per `ms`: a call while it waits is folded into one trailing run, so
 * the last change is always applied. Errors go to `onError`.
 */
export function throttle(task: () => Promise<void>, ms: number, onError: (error: unknown) => void): () => void {
  let last = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    pending = undefined;
    last = Date.now();
    task().catch(onError);
  };
  return () => {
    if (pending) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) fire();
    else pending = setTimeout(fire, wait);
  };
}
