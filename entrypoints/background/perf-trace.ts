// TEMPORARY diagnosis: ms spent per category in the worker, read by the bench via globalThis.__trPerf.
const perf: Record<string, { n: number; ms: number }> = {};
(globalThis as unknown as { __trPerf: typeof perf }).__trPerf = perf;
export function add(name: string, ms: number): void {
  const e = (perf[name] ??= { n: 0, ms: 0 });
  e.n++;
  e.ms += ms;
}
export function timed<A extends unknown[], R>(name: string, f: (...a: A) => R): (...a: A) => R {
  return (...a: A) => {
    const t = performance.now();
    const r = f(...a);
    if (r instanceof Promise) return r.finally(() => add(name, performance.now() - t)) as R;
    add(name, performance.now() - t);
    return r;
  };
}
// Event-loop lag: how late a 100 ms timer fires (CPU saturation of the worker).
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  add('lag>100', Math.max(0, now - last - 100));
  last = now;
}, 100);
