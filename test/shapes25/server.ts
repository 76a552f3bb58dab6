#!/usr/bin/env -S npx tsx
/**
 * test/shapes25's server: its six sites (sites.mjs) served with the test-web kit on one port, days
 * 1 and 2; every host by its Host header, the port in it ignored.
 * Usage: npx tsx test/shapes25/server.ts [--port 8825] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { startColumnWeb } from '../kit/column-web.ts';
import { serveCli, type WebServer } from '../kit/server.ts';
import { COUNTERS, DAYS, truth, web, type Counter } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, Kind, ListPage25, Notice25, Shape, Truth25 } from './sites.mjs';

export const startServer = ({ port = 8825, ...o }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> =>
  startColumnWeb('shapes25', { port, ...o }, { days: DAYS, counters: COUNTERS, truth, web });

serveCli(import.meta.url, startServer, 8825, 'test/shapes25');
