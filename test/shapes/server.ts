#!/usr/bin/env -S npx tsx
/**
 * test/shapes's server: its four sites (sites.mjs) served with the test-web kit on one port, every
 * host by its Host header; days 1 and 2 show the same pages (day 2 is the refresh run). POSTs are
 * taken (the postback site) and counted in `posts`; a postback's list page is keyed by the page it posts.
 * Usage: npx tsx test/shapes/server.ts [--port 8791] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { startWeb, type WebServer } from '../kit/server.ts';
import { SHAPE_METHODS, serveCli, shapeHandler, shapeTruth, siteName } from './web.ts';
import { respond, SITES, truth as ownTruth, VOLATILE } from './sites.mjs';

export { VOLATILE };
export const COUNTERS = ['posts'] as const;
export type Counter = (typeof COUNTERS)[number];

/** What the web shows on `day`, in the kit's terms. */
export const truth = (day = 1) => shapeTruth(ownTruth(), day);

export function startServer({ port = 8791, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  return startWeb({
    name: 'shapes', port, bind, day, days: [1, 2], truth, counters: COUNTERS, methods: SHAPE_METHODS,
    siteOf: (host) => SITES.find((s) => s.host === host),
    keyOf: siteName,
    // A postback names its list page by the page number it posts.
    handle: shapeHandler({ respond, countPosts: true, listEntry: (req, _host, body) => `${req.method} ${req.url}${req.method === 'POST' ? ` page ${new URLSearchParams(body).get('__EVENTARGUMENT')}` : ''}` }),
  });
}

serveCli(import.meta.url, startServer, 8791, 'test/shapes');
