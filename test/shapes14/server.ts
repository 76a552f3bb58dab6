#!/usr/bin/env -S npx tsx
/**
 * test/shapes14's server: its five sites (sites.mjs) and the cloud hosts holding their files, served
 * with the test-web kit on one port by the Host header, days 1 and 2. A file (found by its URL under
 * either scheme: cloud links are https, `--resolve` reaches us by http) answers its type with
 * `Content-Disposition: attachment`, each GET counted `fileGets` and each HEAD `fileHeads` on the
 * site that links it; pdf.js viewer shells `viewerFetches`; no answer a 404 counted `notFound`.
 * Every method is handed to the sites, as before the kit.
 * Usage: npx tsx test/shapes14/server.ts [--port 8814] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { METHODS } from 'node:http';
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import type { Answer } from '../kit/types.ts';
import { COUNTERS, FILE_TYPES, truth, web, type Answer14, type Counter, type Site14 } from './sites.mjs';

export { COUNTERS, truth };
export type { Counter, FileType, Notice14, Shape, Truth14 } from './sites.mjs';

const NOT_FOUND = '<html><body><h1>404 Not Found</h1></body></html>';
const ROBOTS: Answer<Counter> = { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };

/** A file of `site` at `href` (either scheme), answered as an attachment, or undefined. */
function fileAnswer(site: Site14, href: string, method: string): Answer<Counter> | undefined {
  const ext = site.files.get(href) ?? site.files.get(href.replace(/^http:/, 'https:'));
  if (!ext) return undefined;
  const [type, body] = FILE_TYPES[ext];
  const name = encodeURIComponent(`${new URL(href).pathname.split('/').pop()!.replace(/\.[^.]*$/, '')}.${ext}`);
  return { body: Buffer.from(body, 'latin1'), type, headers: { 'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${name}` }, count: method === 'HEAD' ? 'fileHeads' : 'fileGets' };
}

/** A site's answer in the kit's terms. */
function toAnswer(out: Answer14): Answer<Counter> {
  if (!out) return { status: 404, body: NOT_FOUND, count: 'notFound' };
  return typeof out === 'string' ? { body: out } : out;
}

export function startServer({ port = 8814, bind = '127.0.0.1', day = 1 }: { port?: number; bind?: string; day?: number } = {}): Promise<WebServer<Counter>> {
  const sites = web();
  const hostsOf = new Map(sites.map((s) => [s, new Set([s.host, ...[...s.files.keys()].map((u) => new URL(u).hostname)])]));
  return startWeb({
    name: 'shapes14', port, bind, day, days: [1, 2], truth, counters: COUNTERS, methods: METHODS,
    // A site's own host, or a cloud host holding its files.
    siteOf: (host) => sites.find((s) => hostsOf.get(s)!.has(host)),
    keyOf: (s) => s.site,
    handle(s, req, d) {
      const href = new URL(req.rawUrl, `http://${req.host || 'x'}`).href;
      const file = fileAnswer(s, href, req.method);
      if (file) return file;
      if (req.url.pathname === '/robots.txt') return ROBOTS;
      const url = new URL(href);
      return toAnswer(s.handle(url.pathname, url.searchParams, d, href));
    },
  });
}

serveCli(import.meta.url, startServer, 8814, 'test/shapes14');
