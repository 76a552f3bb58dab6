#!/usr/bin/env -S npx tsx
/**
 * test/shapes4's server: its four sites (sites.mjs) served with the test-web kit on one port, every
 * host by its Host header, days 1 and 2 (day 2 puts new notices on top of some lists). robots.txt
 * disallows /data/; a list fetch is keyed by its host and request (`www.zmd.edu.cn GET /a/zbgg/`).
 * Usage: npx tsx test/shapes4/server.ts [--port 8794] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { startWeb, type WebServer } from '../kit/server.ts';
import { SHAPE_METHODS, serveCli, shapeHandler, shapeTruth, siteName } from '../shapes/web.ts';
import { respond, SITES, truth as ownTruth, VOLATILE } from './sites.mjs';

export { VOLATILE };

/** What the web shows on `day`, in the kit's terms (with `listCount`: each site's number of lists). */
export const truth = (day = 1) => shapeTruth(ownTruth(day), day);

export function startServer({ port = 8794, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<'posts'>> {
  return startWeb({
    name: 'shapes4', port, bind, day, days: [1, 2], truth, counters: [], methods: SHAPE_METHODS,
    siteOf: (host) => SITES.find((s) => s.host === host),
    keyOf: siteName,
    handle: shapeHandler({ respond, robots: 'User-agent: *\nDisallow: /data/\n', listEntry: (req, host) => `${host} ${req.method} ${req.url}` }),
  });
}

serveCli(import.meta.url, startServer, 8794, 'test/shapes4');
