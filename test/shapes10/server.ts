#!/usr/bin/env -S npx tsx
/**
 * test/shapes10's server: its five sites (sites.mjs) served with the test-web kit on one port, every
 * host by its Host header, days 1 and 2 (new rows on top). A list fetch is keyed by the list page it
 * answers (`canonicalListPage`: `/a/tzgg/` for `/a/tzgg/index.html` too; a page past the end kept as
 * asked), and the truth names each real list page, so the scorer's `missedLists` are the real list
 * pages never fetched. A notice's file (PDF/DOC) is counted in `fileFetches`. Needs the title corpus
 * (../shared/corpus/titles/fzu-dev-reviewed.jsonl).
 * Usage: npx tsx test/shapes10/server.ts [--port 8810] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { startWeb, type WebServer } from '../kit/server.ts';
import { SHAPE_METHODS, serveCli, shapeHandler, shapeTruth, siteName } from '../shapes/web.ts';
import { canonicalListPage, CORPUS, ensureSites, respond, SITES, truth as ownTruth } from './sites.mjs';

export { canonicalListPage, CORPUS };
export const COUNTERS = ['fileFetches'] as const;
export type Counter = (typeof COUNTERS)[number];
/** Cache-busters of this web: none. */
export const VOLATILE: string[] = [];

/** What the web shows on `day`, in the kit's terms: each site's real list pages named (`lists[site].pages`), `listPages` and `listCount` beside. */
export function truth(day = 1) {
  const own = ownTruth(day);
  const kit = shapeTruth(own, day);
  for (const [site, urls] of Object.entries(own.listPages)) {
    const host = SITES.find((s) => siteName(s) === site)!.host;
    kit.lists[site]!.pages = urls.map((page) => ({ page, tenders: true, url: `http://${host}${page}` }));
  }
  return kit;
}

export function startServer({ port = 8810, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter | 'posts'>> {
  ensureSites();
  return startWeb({
    name: 'shapes10', port, bind, day, days: [1, 2], truth, counters: COUNTERS, methods: SHAPE_METHODS,
    siteOf: (host) => SITES.find((s) => s.host === host),
    keyOf: siteName,
    handle: shapeHandler({ respond, listEntry: (req, host) => canonicalListPage(host.replace(/^www\./, ''), `${req.method} ${req.url}`) ?? `${req.method} ${req.url}` }),
  });
}

serveCli(import.meta.url, startServer, 8810, 'test/shapes10');
