/**
 * The helper's browser shown a page's answer the crawl already has (lib/browser/shown.ts): its
 * first load is answered from it, so the site is asked once for the page; the page's scripts and
 * styles load from the site as usual.
 *
 * Chromium gives an answer it was shown no network address, so it counts as a public page, and a
 * public page may not load from a private address (Private Network Access). An answer is shown
 * only for a public host: a site on the user's intranet is asked by the browser itself. Hosts the
 * crawl maps with `--resolve` stand for the sites they name: their addresses are declared public
 * to Chromium (`ipAddressSpaceOverrides`), as the sites themselves are.
 */
import { lookup } from 'node:dns/promises';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import type { ShownAnswer } from '../lib/crawl/index.ts';
import { isPrivateHost } from '../lib/url/private-hosts.ts';
import { findRule, type ResolveRule } from './resolve.ts';
import type { RunMemory } from './run-memory.ts';

/** Chromium's `--ip-address-space-overrides` value for `--resolve` rules, or undefined for none. */
export function ipAddressSpaceOverrides(rules: ResolveRule[]): string | undefined {
  const endpoints = rules.flatMap(({ address, port }) => {
    const host = address.includes(':') ? `[${address}]` : address;
    return (port !== undefined ? [port] : [80, 443]).map((p) => `${host}:${p}=public`);
  });
  return endpoints.length > 0 ? [...new Set(endpoints)].join(',') : undefined;
}

/** True when `hostname` is served from public addresses only (or is mapped by a `--resolve` rule). One DNS lookup: callers keep the answer for the run. */
export async function servedPublicly(hostname: string, rules: ResolveRule[]): Promise<boolean> {
  if (findRule(rules, hostname)) return true;
  if (isPrivateHost(hostname)) return false;
  try {
    const addresses = await lookup(hostname, { all: true });
    return addresses.length > 0 && addresses.every(({ address, family }) => !isPrivateHost(family === 6 ? `[${address}]` : address));
  } catch {
    return false;
  }
}

/**
 * Answers the page's first load of `shown.url` with `shown`, in its own charset, through the run's
 * memory (run-memory.ts, the context's one route). Returns the URL to open (where the answer came
 * from, after any redirect, with the route `requested` names after its `#`), or undefined when it
 * cannot be shown (a private host, a charset the browser could not be given back): the page is
 * then asked. `isPublic`: servedPublicly, kept per host for the run.
 */
export async function showAnswer(page: Page, requested: string, shown: ShownAnswer, memory: RunMemory, isPublic: (hostname: string) => Promise<boolean>): Promise<string | undefined> {
  const charset = shown.charset.toLowerCase();
  if (!iconv.encodingExists(charset) || !(await isPublic(new URL(shown.url).hostname))) return undefined;
  memory.show(page, { url: shown.url, contentType: `${shown.type}; charset=${charset}`, body: iconv.encode(shown.text, charset) });
  const hash = requested.indexOf('#');
  return hash < 0 ? shown.url : shown.url + requested.slice(hash);
}
