#!/usr/bin/env -S npx tsx
/**
 * test/shapes2's server: its four sites (sites.mjs) served with the test-web kit on one port,
 * every host by its Host header; days 1 and 2 show the same pages (day 2 is the refresh run).
 * Usage: npx tsx test/shapes2/server.ts [--port 8792] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { startWeb, type WebServer } from '../kit/server.ts';
import { SHAPE_METHODS, serveCli, shapeHandler, shapeTruth, siteName } from '../shapes/web.ts';
import { SITES, truth as ownTruth, VOLATILE, type Site2 } from './sites.mjs';

export { VOLATILE };

/** What the web shows on `day`, in the kit's terms. */
export const truth = (day = 1) => shapeTruth(ownTruth(), day);

export function startServer({ port = 8792, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<'posts'>> {
  return startWeb({
    name: 'shapes2', port, bind, day, days: [1, 2], truth, counters: [], methods: SHAPE_METHODS,
    siteOf: (host) => SITES.find((s) => s.host === host),
    keyOf: siteName,
    handle: shapeHandler({ respond: (s: Site2, req, url) => s.handle(req, url.pathname, url.searchParams) }),
  });
}

serveCli(import.meta.url, startServer, 8792, 'test/shapes2');
