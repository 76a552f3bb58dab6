/**
 * The polite fetcher: robots.txt first, one request at a time per host with a pause, redirects
 * followed by hand (so each hop is checked), bodies cut at a byte cap, a timeout over headers and
 * body, conditional GETs, and every failure a typed FetchError.
 */
import { decodeBody } from '../decode/decode.ts';
import type { Clock, FetchFn, Sleep } from '../types/capabilities.ts';
import type { FetchedPage, FormPost, Validators } from '../types/page.ts';
import { canonicalUrl, isHashRoute, isSiteRoot } from '../url/canonical.ts';
import { isPrivateHost } from '../url/private-hosts.ts';
import { MAX_URL_LENGTH, parseUrl, resolveUrl } from '../url/resolve.ts';
import { registrableDomain } from '../url/domain.ts';
import { isJavaScriptChallenge } from './challenge.ts';
import { FetchError, toFetchError } from './errors.ts';
import { createHostHealth, type HostHealthOptions } from './host-health.ts';
import { createHostQueue } from './host-queue.ts';
import { redirectStubTarget } from './redirect-stub.ts';
import { createRequestSlots, type RequestSlots } from './request-slots.ts';
import { createRequester, type Hop } from './request.ts';
import { createRobotsPolicy } from './robots.ts';

/**
 * An honest User-Agent: who we are, and that a person runs us locally, in the `Mozilla/5.0
 * (compatible; …)` form crawlers use. University WAFs (安全狗, 云锁) refuse with a 403 any agent
 * that does not begin `Mozilla/5.0`, the helper's own name included.
 */
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; TenderRadar/0.1; +local; university tender watch)';

/** The product token robots.txt `User-agent:` lines name us by: `TenderRadar` of `Mozilla/5.0 (compatible; TenderRadar/0.1)`. */
export function robotsToken(userAgent: string): string {
  return /\(compatible;\s*([^/;\s)]+)/i.exec(userAgent)?.[1] ?? userAgent;
}

export interface FetcherOptions {
  fetch: FetchFn;
  clock?: Clock;
  sleep?: Sleep;
  userAgent?: string;
  /** Limit for one request, headers and body together. */
  timeoutMs?: number;
  /** Bodies are cut here (`truncated: true`). */
  maxBytes?: number;
  /** A declared Content-Length above this is not worth reading: 'too-large' at once. Default 20 × maxBytes. */
  maxDeclaredBytes?: number;
  maxRedirects?: number;
  /** Pause between the end of one request and the start of the next to the same host. */
  hostDelayMs?: number;
  /**
   * Requests in flight at once across all hosts (default 6), or slots shared with other fetchers
   * (crawls running side by side in one service worker stay under one cap).
   */
  maxConcurrent?: number | RequestSlots;
  /** Obey robots.txt (default true). */
  robots?: boolean;
  /** Follow redirect-stub pages (meta refresh ≤ 5 s, a bare `location.href = "…"`) like redirects (default true). */
  followRedirectStubs?: boolean;
  /** Retry-After cap, backoff and give-up limits per host (see host-health.ts for defaults). */
  hostHealth?: Omit<HostHealthOptions, 'clock' | 'queue'>;
}

/** What a caller knows that saves a request, or that the site asks for. */
export interface FetchPageOptions {
  /** Pages the caller read already (in this run): a redirect to one is not followed. */
  readAlready?: (url: string) => boolean;
  /** The page whose link this is: sent as the Referer when on the same site (refererFor). */
  from?: string;
}

export interface Fetcher {
  /**
   * Fetches one HTML page; `validators` from an earlier fetch make it a conditional GET. A redirect
   * to a page `options.readAlready` accepts is not followed ('read-already': the crawl has it).
   */
  fetchPage(url: string, validators?: Validators, options?: FetchPageOptions): Promise<FetchedPage>;
  /** Whether robots.txt lets us fetch `url` (false when it is unreachable): for pages a browser loads instead. */
  robotsAllow(url: string): Promise<boolean>;
  /**
   * POSTs a page's own form to `url` (an ASP.NET pager's postback), under the same policy as
   * fetchPage: robots.txt, the host's queue and slots, byte cap, timeout. Only to the host of
   * `form.from`; redirects after it are followed as GETs, as a browser does.
   */
  postForm(url: string, form: FormPost): Promise<FetchedPage>;
  /** The `Sitemap:` URLs robots.txt names for `url`'s origin (loads it the first time; none when robots is off). */
  sitemaps(url: string): Promise<string[]>;
}

const MAX_CRAWL_DELAY_MS = 60_000;
/** Requests in flight at once by default: what a browser's service worker should ask of the network. */
export const DEFAULT_MAX_CONCURRENT = 6;

/** A page body is read up to this many bytes (FetcherOptions.maxBytes); the helper caps saved pages the same. */
export const DEFAULT_MAX_BYTES = 5_000_000;

/** Creates a fetcher; every capability and limit is an option (see FetcherOptions for defaults). */
export function createFetcher(options: FetcherOptions): Fetcher {
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const requester = createRequester({
    fetch: options.fetch,
    userAgent,
    timeoutMs,
    maxBytes,
    maxDeclaredBytes: options.maxDeclaredBytes ?? 20 * maxBytes,
  });
  const maxRedirects = options.maxRedirects ?? 5;
  const followStubs = options.followRedirectStubs ?? true;
  const queue = createHostQueue({ delayMs: options.hostDelayMs ?? 1000, clock, sleep });
  const health = createHostHealth({ ...options.hostHealth, clock, queue });
  const slots = typeof options.maxConcurrent === 'object' ? options.maxConcurrent : createRequestSlots(options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT);
  // The host's turn first (its pause), then a slot: a host waiting out its delay holds no slot.
  const polite = <T>(url: string, task: () => Promise<T>) => queue.run(new URL(url).host, () => slots.run(task));
  /** Hosts whose redirect to their front page was asked again once (a session handshake, fetchVia). */
  const handshaken = new Set<string>();

  const robots = createRobotsPolicy({
    userAgent: robotsToken(userAgent),
    clock,
    load: (robotsUrl) => polite(robotsUrl, () => requester.robotsTxt(robotsUrl)),
  });

  async function checkRobots(url: string): Promise<void> {
    if (options.robots === false) return;
    const verdict = await robots.check(url);
    if (verdict.unreachable) {
      const cause = toFetchError(verdict.unreachable, url, false);
      throw new FetchError(cause.kind, url, `robots.txt unreachable: ${cause.detail}`, undefined, { cause });
    }
    if (!verdict.allowed) throw new FetchError('robots', url, 'disallowed by robots.txt (or it answered 5xx)');
    if (verdict.crawlDelayMs) queue.slowDown(new URL(url).host, Math.min(verdict.crawlDelayMs, MAX_CRAWL_DELAY_MS));
  }

  function page(requestedUrl: string, url: string, redirects: string[], hop: Hop, validators: Validators | undefined): FetchedPage {
    const { status, headers } = hop;
    const fresh: Validators = {
      etag: headers.etag ?? (status === 304 ? validators?.etag : undefined),
      lastModified: headers['last-modified'] ?? (status === 304 ? validators?.lastModified : undefined),
    };
    const base = { requestedUrl, url, status, headers, redirects, validators: fresh, truncated: hop.truncated };
    if (status === 304) return { ...base, notModified: true, text: '', charset: '' };
    const { text, charset } = decodeBody(hop.bytes, headers['content-type']);
    if (isJavaScriptChallenge(text)) throw new FetchError('blocked', url, 'JavaScript challenge page', status);
    return { ...base, notModified: false, text, charset };
  }

  // Where a redirect-stub page sends the browser at once; a stub pointing at itself is just a page.
  function stubLocation(fetched: FetchedPage): string | undefined {
    if (!followStubs || fetched.notModified) return undefined;
    const written = redirectStubTarget(fetched.text);
    const target = written && resolveUrl(written, fetched.url, fetched.charset);
    return target && /^https?:/i.test(target) && canonicalUrl(target) !== canonicalUrl(fetched.url) ? target : undefined;
  }

  return {
    async robotsAllow(url) {
      try {
        await checkRobots(startUrl(url));
        return true;
      } catch {
        return false;
      }
    },
    async sitemaps(url) {
      if (options.robots === false) return [];
      try {
        return await robots.sitemaps(startUrl(url));
      } catch {
        return [];
      }
    },
    fetchPage: (requestedUrl, validators, options) => fetchVia(requestedUrl, validators, undefined, options?.readAlready, options?.from),
    postForm(requestedUrl, form) {
      let same = false;
      try {
        same = new URL(startUrl(requestedUrl)).host === new URL(form.from).host;
      } catch {
        // not a URL: refused below
      }
      if (!same) return Promise.reject(new FetchError('bad-url', requestedUrl, `a form of ${form.from.slice(0, 200)} posts only to its own host`));
      return fetchVia(requestedUrl, undefined, form);
    },
  };

  // One page: `post` goes with the first request only; every redirect after it is a GET.
  async function fetchVia(requestedUrl: string, validators: Validators | undefined, post?: FormPost, readAlready?: (url: string) => boolean, from?: string): Promise<FetchedPage> {
    let url = startUrl(requestedUrl);
    // As a browser following the link: the same Referer through the redirects.
    const referer = from === undefined ? undefined : refererFor(from, url);
    // A hash router's route (`#/list/zbgg`) stays with the page, through redirects too (as in a browser):
    // the server never sees it, the app's script reads it.
    const route = hashRouteOf(requestedUrl);
    const startHost = new URL(url).hostname;
    const startSite = registrableDomain(startHost) ?? startHost;
    // A redirect may not lead to this machine or a private network, unless the chain started there,
    // nor to another site: the user chose the sites the crawl may contact (a page that sends us to
    // the provincial procurement site is read from its row, lib/crawl/collect.ts).
    const checkTarget = (target: string, status: number) => {
      if (target.length > MAX_URL_LENGTH) throw new FetchError('bad-url', requestedUrl, `redirect to a URL of ${target.length} characters`, status);
      const host = new URL(target).hostname;
      if (host !== startHost && isPrivateHost(host)) throw new FetchError('private-address', requestedUrl, `redirect to private address ${host}`, status);
      if (host !== startHost && (registrableDomain(host) ?? host) !== startSite) throw new FetchError('off-site', requestedUrl, `redirect to another site: ${host}`, status);
    };
    const redirects: string[] = [];
    // After a POST the server may send us back to the same URL (post/redirect/get): no loop.
    const seen = new Set(post ? [] : [canonicalUrl(url) ?? url]);
    // A page that sends us to the site's front page may want a session first (an old JSP site sets
    // JSESSIONID with that 302): it is asked once more, now with the cookie, once per host a run.
    const handshake = (target: string) => {
      if (post || handshaken.has(startHost) || !isSiteRoot(target) || isSiteRoot(requestedUrl)) return false;
      handshaken.add(startHost);
      redirects.length = 0;
      url = startUrl(requestedUrl);
      return true;
    };
    for (;;) {
      await checkRobots(url);
      const current = url;
      const result = await request(current, validators, redirects.length === 0 ? post : undefined, referer);
      if (result.followedTo && result.followedTo !== current) {
        checkTarget(result.followedTo, result.status);
        if (handshake(result.followedTo)) continue;
        redirects.push(result.followedTo);
        url = result.followedTo;
      }
      let location = result.location;
      if (location === undefined) {
        const fetched = page(requestedUrl, url + route, redirects, result, validators);
        location = stubLocation(fetched);
        if (location === undefined) return fetched;
      }

      if (location.length > MAX_URL_LENGTH) throw new FetchError('bad-url', requestedUrl, `redirect to a URL of ${location.length} characters`, result.status);
      const next = resolveUrl(location, url)?.replace(/#.*$/, '');
      if (!next || !/^https?:/i.test(next)) throw new FetchError('network', url, `redirect to unsupported URL ${location.slice(0, 200)}`, result.status);
      checkTarget(next, result.status);
      if (handshake(next)) continue;
      const key = canonicalUrl(next) ?? next;
      if (seen.has(key)) throw new FetchError('redirect-loop', requestedUrl, `redirected back to ${next}`, result.status);
      if (readAlready?.(key)) throw new FetchError('read-already', requestedUrl, `redirects to ${next}, read already`, result.status);
      if (redirects.length >= maxRedirects) throw new FetchError('too-many-redirects', requestedUrl, `more than ${maxRedirects} redirects`, result.status);
      seen.add(key);
      redirects.push(next);
      url = next;
    }
  }

  // One request in its host's queue, then a request slot; a 429/503 with a Retry-After under the cap is asked again after it.
  async function request(url: string, validators: Validators | undefined, post?: FormPost, referer?: string): Promise<Hop> {
    const host = new URL(url).host;
    for (let attempt = 0; ; attempt++) {
      health.check(host, url);
      try {
        const hop = await polite(url, () => requester.get(url, validators, post, referer, health.timeoutFor(host, timeoutMs)));
        health.succeeded(host);
        return hop;
      } catch (error) {
        const failure = toFetchError(error, url, false);
        const verdict = health.failed(host, failure);
        if (!verdict.retry) throw verdict.error;
        if (attempt >= MAX_RETRIES) throw failure;
      }
    }
  }
}

/**
 * The Referer a browser sends for a link on `from` to `to` (its default policy,
 * strict-origin-when-cross-origin): the whole page URL within one origin, its origin to another
 * host of the same site, nothing to another site or from https to http. Sites that refuse their
 * pages to a request with none (nginx `valid_referers` anti-leech) get what a reader's click sends.
 */
export function refererFor(from: string, to: string): string | undefined {
  const a = parseUrl(from);
  const b = parseUrl(to);
  if (!a || !b || !/^https?:$/.test(a.protocol) || (a.protocol === 'https:' && b.protocol === 'http:')) return undefined;
  if (a.origin === b.origin) return a.href.replace(/#.*$/, '');
  return (registrableDomain(a.hostname) ?? a.hostname) === (registrableDomain(b.hostname) ?? b.hostname) ? `${a.origin}/` : undefined;
}

/** Times one request is asked again after a Retry-After. */
const MAX_RETRIES = 2;

function hashRouteOf(url: string): string {
  const at = url.indexOf('#');
  return at >= 0 && isHashRoute(url.slice(at)) ? url.slice(at) : '';
}

// Only absolute http(s) URLs can be fetched; the fragment never goes to the server.
function startUrl(url: string): string {
  const parsed = parseUrl(url);
  if (!parsed) throw new FetchError('network', url, 'not an absolute URL');
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new FetchError('network', url, `cannot fetch ${parsed.protocol} URLs`);
  if (url.length > MAX_URL_LENGTH) throw new FetchError('bad-url', url.slice(0, 200) + '…', `URL of ${url.length} characters`);
  parsed.hash = '';
  return parsed.href;
}
