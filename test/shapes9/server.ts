#!/usr/bin/env -S npx tsx
/**
 * test/shapes9's server: its five sites (sites.mjs) served with the test-web kit on one port, every
 * host by its Host header, days 1 and 2 (day 2 puts new rows on top); a site's external pager
 * script counted in `scriptFetches`; a list fetch keyed by its request (`GET /zbgg/list_5_2.html`).
 * Usage: npx tsx test/shapes9/server.ts [--port 8799] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { startWeb, type WebServer } from '../kit/server.ts';
import { SHAPE_METHODS, serveCli, shapeHandler, shapeTruth, siteName } from '../shapes/web.ts';
import { respond, SITES, truth as ownTruth } from './sites.mjs';

export const COUNTERS = ['scriptFetches'] as const;
export type Counter = (typeof COUNTERS)[number];
/** Cache-busters of this web: none. */
export const VOLATILE: string[] = [];

/** What the web shows on `day`, in the kit's terms (with `listCount`: each site's number of lists). */
export const truth = (day = 1) => shapeTruth(ownTruth(day), day);

export function startServer({ port = 8799, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter | 'posts'>> {
  return startWeb({
    name: 'shapes9', port, bind, day, days: [1, 2], truth, counters: COUNTERS, methods: SHAPE_METHODS,
    siteOf: (host) => SITES.find((s) => s.host === host),
    keyOf: siteName,
    handle: shapeHandler({ respond }),
  });
}

serveCli(import.meta.url, startServer, 8799, 'test/shapes9');
