/**
 * Many hosts at once under one cap on requests in flight, on real 127.0.0.1 servers (one per
 * host): the cap holds, hosts take turns, and a slow host holds only its own slot.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher } from '../../lib/fetch/index.ts';
import { createRequestSlots } from '../../lib/fetch/request-slots.ts';
import { startServer, type TestServer } from './server.ts';

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

/** `count` hosts answering after `delayOf(i)` ms, counting requests in flight across all of them. */
async function hosts(count: number, delayOf: (i: number) => number) {
  const load = { now: 0, max: 0 };
  servers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startServer((_req, res: ServerResponse) => {
        load.max = Math.max(load.max, ++load.now);
        setTimeout(() => {
          load.now--;
          res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
        }, delayOf(i));
      }),
    ),
  );
  return load;
}

describe('request slots', () => {
  it('keeps requests in flight under the cap, one per host, hosts in turn', async () => {
    const load = await hosts(10, () => 30);
    const order: string[] = []; // requests in the order they got a slot
    const fetcher = createFetcher({ fetch: (url, init) => (order.push(new URL(url).pathname), fetch(url, init)), robots: false, hostDelayMs: 0, maxConcurrent: 3 });
    await Promise.all(servers.flatMap((s) => [1, 2, 3].map((n) => fetcher.fetchPage(s.url(`/p${n}.htm`)))));

    expect(load.max).toBe(3);
    for (const s of servers) {
      expect(s.paths()).toEqual(['/p1.htm', '/p2.htm', '/p3.htm']);
      for (let i = 1; i < s.requests.length; i++) expect(s.requests[i]!.arrivedAt).toBeGreaterThanOrEqual(s.requests[i - 1]!.endedAt!);
    }
    // Fair rotation: every host's first request got a slot before any host's second; no host ran
    // ahead of the others by more than a round (a host is back in line only once its request ended).
    expect(order.slice(0, 10)).toEqual(Array(10).fill('/p1.htm'));
    expect(order.slice(0, 17)).not.toContain('/p3.htm');
    expect(order.slice(-7)).toEqual(Array(7).fill('/p3.htm'));
  });

  it('lets a slow host hold only its own slot', async () => {
    await hosts(4, (i) => (i === 0 ? 1500 : 20));
    const fetcher = createFetcher({ fetch: (url, init) => fetch(url, init), robots: false, hostDelayMs: 0, maxConcurrent: 2 });
    const slow = fetcher.fetchPage(servers[0]!.url('/slow.htm'));
    await Promise.all(servers.slice(1).flatMap((s) => [1, 2, 3, 4].map((n) => fetcher.fetchPage(s.url(`/p${n}.htm`)))));
    // The twelve fast requests all went through the one slot left while the slow answer was pending.
    expect(servers[0]!.requests[0]!.endedAt).toBeUndefined();
    await slow;
  });

  it('queues a hundred hosts instead of opening a hundred requests', async () => {
    const load = await hosts(100, () => 5);
    const slots = createRequestSlots(6);
    const fetcher = createFetcher({ fetch: (url, init) => fetch(url, init), robots: false, hostDelayMs: 0, maxConcurrent: slots });
    const all = Promise.all(servers.map((s) => fetcher.fetchPage(s.url('/'))));
    await new Promise((r) => setTimeout(r, 0));
    expect(slots.active).toBeLessThanOrEqual(6);
    await all;
    expect(load.max).toBeLessThanOrEqual(6);
    expect(slots.active).toBe(0);
  });
});
