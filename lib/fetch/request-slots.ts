/**
 * A cap on requests in flight across all hosts, granted in arrival order. The host queue lets
 * each host wait for at most one slot at a time, so first-come-first-served is a rotation over
 * hosts: no site starves, and a slow site holds only the one slot its request is using.
 */

export interface RequestSlots {
  /** Runs `task` once a slot is free; the slot is held until it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Requests in flight now. */
  readonly active: number;
  /** Requests waiting for a slot. */
  readonly waiting: number;
  readonly limit: number;
}

/** `limit` slots (at least 1). */
export function createRequestSlots(limit: number): RequestSlots {
  const cap = Math.max(1, Math.floor(Number.isFinite(limit) ? limit : 1));
  const queue: (() => void)[] = [];
  let active = 0;
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(task) {
      if (active < cap) active++;
      else await new Promise<void>((resolve) => queue.push(resolve)); // the releaser hands its slot over
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    limit: cap,
  };
}
