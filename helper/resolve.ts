/**
 * `--resolve PATTERN=ADDRESS` for the helper, like curl's `--resolve` and Chrome's
 * `--host-resolver-rules="MAP PATTERN ADDRESS"`: connect to ADDRESS while the URL, the Host header
 * and TLS SNI keep the real hostname. Lets the helper crawl a local copy of many university sites.
 */
import { rootCertificates as tlsRootCertificates } from 'node:tls';
import { Agent, buildConnector } from 'undici';
import type { FetchFn } from '../lib/types/capabilities.ts';

/** One parsed rule. */
export interface ResolveRule {
  /** A lower-case hostname, `*.suffix`, or `*` for every host. */
  pattern: string;
  /** Where to connect instead: a hostname or an IP address. */
  address: string;
  /** When set, replaces the URL's port for the connection. */
  port?: number;
}

/**
 * Parses `PATTERN=ADDRESS`. PATTERN is a hostname (exact match), `*.suffix` (any host under the
 * suffix, `*.edu.cn` matches `a.b.edu.cn` but not `edu.cn` itself: add `edu.cn=…` for that), or
 * `*`. ADDRESS is `host`, `host:port` or `[ipv6]:port`. Throws an Error that names the bad rule.
 */
export function parseResolveRule(rule: string): ResolveRule {
  const match = /^\s*(\*|(?:\*\.)?[a-z0-9_.-]+)\s*=\s*(?:\[([0-9a-f:.]+)\]|([a-z0-9_.-]+))(?::(\d{1,5}))?\s*$/i.exec(rule);
  const port = match?.[4] === undefined ? undefined : Number(match[4]);
  if (!match || (port !== undefined && (port < 1 || port > 65535))) {
    throw new Error(`--resolve rule "${rule}" is not PATTERN=ADDRESS (e.g. "*.edu.cn=127.0.0.1:8123")`);
  }
  const address = (match[2] ?? match[3] ?? '').toLowerCase();
  return { pattern: (match[1] ?? '').toLowerCase(), address, ...(port !== undefined && { port }) };
}

/** The first rule whose pattern matches `hostname`, if any. */
export function findRule(rules: ResolveRule[], hostname: string): ResolveRule | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return rules.find(({ pattern }) => pattern === '*' || pattern === host || (pattern.startsWith('*.') && host.endsWith(pattern.slice(1))));
}

/**
 * A fetch (Node's own, so it returns the standard Response, streams, and honours AbortSignal and
 * `redirect: 'manual'`) that connects matching hosts to the rule's address; other hosts use DNS.
 * HTTPS certificates are checked against the URL's hostname, never the address; `ca` adds trusted
 * certificates (PEM) beside the system's, as tests of a local HTTPS server need.
 */
export function createResolvingFetch(rules: string[], options: { ca?: string } = {}): FetchFn {
  const parsed = rules.map(parseResolveRule);
  if (parsed.length === 0) return (input, init) => fetch(input, init);
  const connect = buildConnector(options.ca ? { ca: [...tlsRootCertificates, options.ca] } : {});
  // The connection goes to the rule's address; `host` (and so the Host header and SNI) stays.
  const agent = new Agent({
    connect: (options, callback) => {
      const rule = findRule(parsed, options.hostname);
      if (!rule) return connect(options, callback);
      const port = rule.port !== undefined ? String(rule.port) : options.port;
      connect({ ...options, hostname: rule.address, port, servername: options.servername ?? options.hostname }, callback);
    },
  });
  // `dispatcher` is Node's (undici's) extension to RequestInit.
  return (input, init) => fetch(input, { ...init, dispatcher: agent } as RequestInit);
}
