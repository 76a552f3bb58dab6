#!/usr/bin/env -S npx tsx
/**
 * test/shapes6's server: its six sites (sites.mjs) served with the test-web kit on one port, days
 * 1 and 2, every host by its Host header; GET, HEAD and POST handed to the sites (the jQuery list
 * POSTs). Three ways to make the apps harder, as tests ask: `listDelayMs` (each list answer of the
 * apps' JSON APIs comes that late, as from a busy server), `jsonType` (the type the APIs' JSON is
 * served as: an older backend's `text/html`), `dialogRows` (the hash-router app's click-only rows
 * open their notice in a dialog over the list, with no URL).
 * Usage: npx tsx test/shapes6/server.ts [--port 8796] [--day 1|2]
 *   /__truth[?day=N], /__day?set=1|2, /__stats (per day, per site), /__reset: test/kit/README.md.
 */
import { serveCli, startWeb, type WebServer } from '../kit/server.ts';
import type { Answer } from '../kit/types.ts';
import { answer, BROWSER_ONLY, COUNTERS, truth, web, type Counter } from './sites.mjs';

export { BROWSER_ONLY, COUNTERS, truth };
export type { Counter, Notice6, Shape, Truth6 } from './sites.mjs';

export interface Options6 {
  port?: number;
  bind?: string;
  day?: number;
  listDelayMs?: number;
  jsonType?: string;
  dialogRows?: boolean;
}

export function startServer({ port = 8796, bind = '127.0.0.1', day = 1, listDelayMs = 0, jsonType, dialogRows = false }: Options6 = {}): Promise<WebServer<Counter>> {
  const sites = web();
  /** The answer as the options make it: the dialog setting in an app's config, JSON retyped, a list's JSON held. */
  const harden = (out: Answer<Counter>): Answer<Counter> => {
    const json = /json/.test(out.type ?? '');
    const body = dialogRows && typeof out.body === 'string' && !out.type ? out.body.replace('"rowLinks":false', '"rowLinks":false,"dialog":true') : out.body;
    const type = jsonType && json ? jsonType : out.type;
    if (!(listDelayMs > 0 && out.list && json)) return { ...out, body, type };
    return {
      ...out,
      write: (_req, res) => setTimeout(() => {
        res.writeHead(out.status ?? 200, { 'content-type': type ?? 'text/html; charset=utf-8', ...out.headers });
        res.end(body);
      }, listDelayMs),
    };
  };
  return startWeb({
    name: 'shapes6', port, bind, day, days: [1, 2], truth, counters: COUNTERS,
    methods: ['GET', 'HEAD', 'POST'],
    siteOf: (host) => sites.find((s) => s.host === host),
    keyOf: (s) => s.site,
    handle: (s, req, d) => harden(answer(s, req, d)),
  });
}

serveCli(import.meta.url, startServer, 8796, 'test/shapes6');
