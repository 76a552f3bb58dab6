#!/usr/bin/env -S npx tsx
/**
 * test/shapes3's server: its three sites (sites.mjs) served with the test-web kit on one port,
 * every host by its Host header (the reposts site also answers its sub-site cg.<host>); days 1 and
 * 2 show the same pages (day 2 is the refresh run). A list fetch is keyed by the host that answered it.
 * Usage: npx tsx test/shapes3/server.ts [--port 8793] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { startWeb, type WebServer } from '../kit/server.ts';
import { SHAPE_METHODS, serveCli, shapeHandler, shapeTruth, siteName } from '../shapes/web.ts';
import { SITES, truth as ownTruth, VOLATILE, type Site3 } from './sites.mjs';

export { VOLATILE };

/** What the web shows on `day`, in the kit's terms. */
export const truth = (day = 1) => shapeTruth(ownTruth(), day);

export function startServer({ port = 8793, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<'posts'>> {
  return startWeb({
    name: 'shapes3', port, bind, day, days: [1, 2], truth, counters: [], methods: SHAPE_METHODS,
    siteOf: (host) => SITES.find((s) => s.host === host || s.cg === host),
    keyOf: siteName,
    handle: shapeHandler({ respond: (s: Site3, req, url, host) => s.handle(req, url.pathname, url.searchParams, host), listEntry: (req, host) => `${host} ${req.method} ${req.url}` }),
  });
}

serveCli(import.meta.url, startServer, 8793, 'test/shapes3');
