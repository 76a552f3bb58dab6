/** One request at a time per host, a pause between them, hosts in parallel: on two 127.0.0.1 servers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher } from '../../lib/fetch/index.ts';
import { createHostQueue } from '../../lib/fetch/host-queue.ts';
import { startServer, type TestServer } from './server.ts';

let hostA: TestServer;
let hostB: TestServer;

beforeAll(async () => {
  // Each answer takes a little while, so overlapping requests would show.
  const slow = () => (_req: unknown, res: import('node:http').ServerResponse) =>
    void setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>'), 40);
  hostA = await startServer(slow());
  hostB = await startServer(slow());
});

afterAll(async () => {
  await Promise.all([hostA.close(), hostB.close()]);
});

describe('per-host politeness', () => {
  it('serialises requests to a host, pauses between them, and runs hosts in parallel', async () => {
    const pauses: number[] = [];
    const f = createFetcher({ fetch: (url, init) => fetch(url, init), robots: false, hostDelayMs: 500, sleep: async (ms) => void pauses.push(ms) });
    await Promise.all([
      ...[1, 2, 3].map((i) => f.fetchPage(hostA.url(`/a${i}.htm`))),
      ...[1, 2].map((i) => f.fetchPage(hostB.url(`/b${i}.htm`))),
    ]);

    for (const server of [hostA, hostB]) {
      const seen = server.requests;
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.arrivedAt).toBeGreaterThanOrEqual(seen[i - 1]!.endedAt!);
    }
    expect(hostA.paths()).toEqual(['/a1.htm', '/a2.htm', '/a3.htm']);
    // Host B did not wait for host A: its first request arrived while A was still busy.
    expect(hostB.requests[0]!.arrivedAt).toBeLessThan(hostA.requests.at(-1)!.arrivedAt);
    // A pause before each follow-up request to the same host (2 for A, 1 for B), never more than asked.
    expect(pauses).toHaveLength(3);
    for (const pause of pauses) {
      expect(pause).toBeGreaterThan(0);
      expect(pause).toBeLessThanOrEqual(500);
    }
  });
});

describe('createHostQueue', () => {
  it('measures the pause from the end of the previous task, per host', async () => {
    let now = 0;
    const pauses: string[] = [];
    const queue = createHostQueue({ delayMs: 1000, clock: () => now, sleep: async (ms) => void (pauses.push(`${ms}`), (now += ms)) });
    const task = (ms: number) => async () => void (now += ms);
    await Promise.all([queue.run('a', task(300)), queue.run('a', task(100)), queue.run('b', task(50))]);
    now += 400;
    await queue.run('a', task(10));
    expect(pauses).toEqual(['1000', '600']);
  });

  it('keeps going after a task fails', async () => {
    const queue = createHostQueue({ delayMs: 0, clock: () => 0, sleep: async () => undefined });
    const failed = queue.run('a', async () => Promise.reject(new Error('boom')));
    const next = queue.run('a', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('lets robots Crawl-delay only lengthen the pause', async () => {
    let now = 0;
    const pauses: number[] = [];
    const queue = createHostQueue({ delayMs: 1000, clock: () => now, sleep: async (ms) => void pauses.push(ms) });
    queue.slowDown('a', 200);
    queue.slowDown('b', 5000);
    for (const host of ['a', 'a', 'b', 'b']) await queue.run(host, async () => undefined);
    expect(pauses).toEqual([1000, 5000]);
  });
});
