/** Median wall time of `work` in ms over a few rounds: what the in-process benches report. */
export function medianMs(work: () => void, rounds = 5): number {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}
