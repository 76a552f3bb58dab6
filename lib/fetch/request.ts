/**
 * One HTTP request under the fetcher's limits: a timeout over headers and body, an honest
 * User-Agent, validators for a conditional GET, and a body read only when it can be a page.
 */
import type { FetchFn } from '../types/capabilities.ts';
import type { FormPost, Validators } from '../types/page.ts';
import { fileTypeOf, hasFileSignature, isBinaryResponse } from './binary.ts';
import { readCapped } from './capped-body.ts';
import { isPrivateHost } from '../url/private-hosts.ts';
import { resolveUrl } from '../url/resolve.ts';
import { FetchError, toFetchError } from './errors.ts';

export interface RequestOptions {
  fetch: FetchFn;
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  maxDeclaredBytes: number;
}

/** One request's outcome: a page body, a redirect to follow, or 304 (errors are thrown). */
export interface Hop {
  status: number;
  headers: Record<string, string>;
  location?: string;
  /** Set when a browser fetch followed redirects itself (`redirect: 'manual'` is opaque there). */
  followedTo?: string;
  bytes: Uint8Array;
  truncated: boolean;
}

/** Requests for pages (redirects left to the caller) and for robots.txt (redirects followed). */
export interface Requester {
  /** A GET, or with `post` a form POST (its redirects are the caller's, as GETs); `referer` as the fetcher worked it out. */
  /** `timeoutMs`: this request's own timeout (a host whose pages stall gets a shorter one). */
  get(url: string, validators: Validators | undefined, post?: FormPost, referer?: string, timeoutMs?: number): Promise<Hop>;
  robotsTxt(url: string): Promise<{ status: number; text: string }>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ROBOTS_MAX_BYTES = 512 * 1024; // RFC 9309: parse at least 500 KiB

const lowerCaseHeaders = (headers: Headers) => Object.fromEntries([...headers].map(([k, v]) => [k.toLowerCase(), v]));

// Header values arrive as Latin-1, one character per byte the server sent. A raw GBK (or UTF-8)
// Location keeps its bytes as %XX instead of being re-encoded as UTF-8 of Latin-1 characters.
const locationBytes = (value: string) => value.replace(/[\x80-\xff]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

// Header values must be Latin-1: percent-encode anything but printable ASCII in the User-Agent.
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));

/** Creates the requester; `userAgent` may hold any text (all but printable ASCII is percent-encoded). */
export function createRequester(options: RequestOptions): Requester {
  const userAgent = headerSafe(options.userAgent);
  const { timeoutMs, maxBytes, maxDeclaredBytes } = options;

  // Runs `work` with an AbortSignal that fires after timeoutMs, and gives up then even if the
  // injected fetch ignores the signal (a stuck request must not block its host's queue forever).
  async function withTimeout<T>(url: string, work: (signal: AbortSignal) => Promise<T>, ms = timeoutMs): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
        reject(new Error(`no answer in ${ms} ms`));
      }, ms);
    });
    try {
      return await Promise.race([work(controller.signal), deadline]);
    } catch (error) {
      throw toFetchError(error, url, timedOut);
    } finally {
      clearTimeout(timer);
    }
  }

  function requestHeaders(validators: Validators | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      'user-agent': userAgent,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5',
    };
    if (validators?.etag) headers['if-none-match'] = validators.etag;
    if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
    return headers;
  }

  // One request: decide from the status and headers whether the body is worth reading.
  function get(url: string, validators: Validators | undefined, post?: FormPost, referer?: string, ms = timeoutMs): Promise<Hop> {
    return withTimeout(url, async (signal) => {
      const sent = requestHeaders(validators);
      // A browser's fetch drops it (a forbidden header): only the helper's requests carry it.
      if (referer) sent.referer = headerSafe(referer);
      // A browser posting its form names the page it came from; some WebForms sites check it.
      if (post) Object.assign(sent, { 'content-type': 'application/x-www-form-urlencoded', referer: post.from });
      const init: RequestInit = post ? { method: 'POST', body: post.body, headers: sent, redirect: 'manual', signal } : { headers: sent, redirect: 'manual', signal };
      let response = await options.fetch(url, init);
      let followedTo: string | undefined;
      if (response.type === 'opaqueredirect') {
        // A browser hides a manual redirect's Location (opaqueredirect), so the browser follows
        // the chain itself and the fetcher checks where it ended (`followedTo`) only afterwards:
        // a hop to a private address has been requested by then, though its page is never read
        // or stored. No least-privilege way to refuse it first: see "Redirects to private
        // addresses" in docs/architecture.md.
        response = await options.fetch(url, { ...init, redirect: 'follow' });
        followedTo = response.url || undefined;
      }
      const { status } = response;
      const headers = lowerCaseHeaders(response.headers);
      const skipBody = () => response.body?.cancel().catch(() => undefined);
      const empty = { status, headers, followedTo, bytes: new Uint8Array(0), truncated: false };

      if (REDIRECT_STATUSES.has(status) && headers.location) {
        await skipBody();
        return { ...empty, location: locationBytes(headers.location) };
      }
      if (status === 304) {
        await skipBody();
        return empty;
      }
      if (status >= 300) {
        await skipBody();
        const kind = status === 403 || status === 412 ? 'blocked' : 'http';
        throw new FetchError(kind, url, `HTTP ${status}`, status, { retryAfter: headers['retry-after'] });
      }
      if (isBinaryResponse(headers)) {
        await skipBody();
        const fileType = fileTypeOf(headers);
        throw new FetchError('not-html', url, `a file (${headers['content-type'] || 'attachment'})`, status, fileType ? { fileType } : undefined);
      }
      const declared = Number(headers['content-length']);
      if (declared > maxDeclaredBytes) {
        await skipBody();
        throw new FetchError('too-large', url, `Content-Length ${declared} bytes`, status);
      }
      const body = await readCapped(response, maxBytes);
      if (hasFileSignature(body.bytes)) throw new FetchError('not-html', url, 'a file sent as a page', status);
      return { ...empty, ...body };
    }, ms);
  }

  // robots.txt: redirects followed by hand (RFC 9309: at least 5), never to a private address
  // the site did not start on, so a hostile robots.txt cannot make us request an internal page.
  function robotsTxt(robotsUrl: string): Promise<{ status: number; text: string }> {
    return withTimeout(robotsUrl, async (signal) => {
      const startHost = new URL(robotsUrl).hostname;
      const headers = { 'user-agent': userAgent };
      let url = robotsUrl;
      for (let hop = 0; ; hop++) {
        let response = await options.fetch(url, { headers, redirect: 'manual', signal });
        if (response.type === 'opaqueredirect') response = await options.fetch(url, { headers, redirect: 'follow', signal });
        const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
        const target = location === null ? (response.redirected ? response.url : undefined) : resolveUrl(locationBytes(location), url);
        if (target !== undefined) {
          const host = /^https?:/i.test(target) ? new URL(target).hostname : '';
          if (host !== startHost && (host === '' || isPrivateHost(host))) {
            await response.body?.cancel().catch(() => undefined);
            throw new FetchError('private-address', robotsUrl, `robots.txt redirects to ${target.slice(0, 200)}`, response.status);
          }
        }
        if (location !== null && target !== undefined && hop < 5) {
          await response.body?.cancel().catch(() => undefined);
          url = target;
          continue;
        }
        const { bytes } = await readCapped(response, ROBOTS_MAX_BYTES);
        return { status: response.status, text: new TextDecoder().decode(bytes) };
      }
    });
  }

  return { get, robotsTxt };
}
