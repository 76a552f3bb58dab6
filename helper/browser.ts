/**
 * The helper's browser (`crawl --browser PATH`): the crawl's `render` capability on a Chromium
 * or Chrome the user has, driven by playwright-core (never a downloaded browser). Launched on the
 * first page that needs it, one context for the whole crawl (a gateway's cookie, once earned,
 * lets later pages through), one page at a time, closed at the end. A page is taken when its
 * DOM and its requests have been quiet a moment (lib/crawl/settle.ts), or when its time is up;
 * a page whose scripts never let go of it, or that never loads, is given up.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { clickThroughPager, isSettled, type NetworkState, type PagerDriver, type PagerRequest, type PageRenderer, type RenderedPage, type ShownAnswer } from '../lib/crawl/index.ts';
import { isJavaScriptChallenge, refererFor } from '../lib/fetch/index.ts';
import { clickPagerMark, markPagerCandidates, MAX_CANDIDATES, readPagerDom, scrollToEnd } from '../page-scripts/pager.ts';
import { readPageDom } from '../page-scripts/snapshot.ts';
import { parseResolveRule, type ResolveRule } from './resolve.ts';
import { ipAddressSpaceOverrides, servedPublicly, showAnswer } from './shown-answer.ts';
import { rememberAnswers, type RunMemory } from './run-memory.ts';
import { createRowLinker } from './row-links.ts';

/** A headless browser that talks to nobody but the pages asked for. */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A page's own bound, unless the crawl asks for less. */
export const DEFAULT_RENDER_TIMEOUT_MS = 20_000;
/** Pages one crawl may render; beyond, the renderer declines (the crawl reports them as needing a browser). */
export const DEFAULT_MAX_RENDERED = 1_000;

const POLL_MS = 250;
/**
 * List pages kept open after their render (`keep`), and for how long: discovery renders a list's
 * page 1, and its pager walk, moments later, starts there rather than asking the site for it again.
 */
export const KEEP_PAGES = 3;
export const KEEP_MS = 3 * 60_000;

interface KeptPage {
  page: Page;
  requests: () => NetworkState;
  first: RenderedPage;
  until: number;
}
/** A challenge still there after this many loads will not let us through. */
const MAX_CHALLENGE_LOADS = 4;

export interface BrowserRendererOptions {
  executablePath: string;
  /** The crawl's `--resolve PATTERN=ADDRESS` rules: the browser connects the same way. */
  resolve?: string[];
  timeoutMs?: number;
  maxPages?: number;
}

export interface BrowserRenderer extends PageRenderer {
  /** Milliseconds each rendered page took, in order. */
  readonly times: number[];
  close(): Promise<void>;
}

/** Why a page could not be rendered: a kind the crawl counts ('timeout', 'network', 'blocked'). */
export class RenderError extends Error {
  override readonly name = 'RenderError';
  constructor(
    readonly kind: 'timeout' | 'network' | 'blocked',
    readonly url: string,
    detail: string,
  ) {
    super(`${kind}: browser: ${detail} (${url})`);
  }
}

/** `--resolve` rules as Chromium's `--host-resolver-rules` ("MAP *.edu.cn 127.0.0.1:8123, …"), or undefined for none. */
export function hostResolverRules(rules: ResolveRule[]): string | undefined {
  if (rules.length === 0) return undefined;
  return rules
    .map(({ pattern, address, port }) => `MAP ${pattern} ${address.includes(':') ? `[${address}]` : address}${port !== undefined ? `:${port}` : ''}`)
    .join(', ');
}

/** A renderer over the browser at `executablePath`; nothing starts until the first `render`. */
export function createBrowserRenderer(options: BrowserRendererOptions): BrowserRenderer {
  const ownTimeout = options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  const maxPages = options.maxPages ?? DEFAULT_MAX_RENDERED;
  const resolveRules = (options.resolve ?? []).map(parseResolveRule);
  const rules = hostResolverRules(resolveRules);
  const overrides = ipAddressSpaceOverrides(resolveRules);
  // Whether a host is served publicly, looked up once a run (shown-answer.ts).
  const publicHosts = new Map<string, Promise<boolean>>();
  const isPublic = (hostname: string) => publicHosts.get(hostname) ?? publicHosts.set(hostname, servedPublicly(hostname, resolveRules)).get(hostname)!;
  let browser: Browser | undefined;
  let context: Promise<BrowserContext> | undefined;
  /** The run's memory on the context (run-memory.ts): its one route, which also gives a page an answer it is shown. */
  let memory: RunMemory | undefined;
  let launchFailed = false;
  let queue: Promise<unknown> = Promise.resolve();
  let asked = 0;
  /** A pager walk is waiting for the crawl to read a page: renders asked meanwhile go past the queue (the walk holds it). */
  let reading = 0;
  const times: number[] = [];
  const rowLinker = createRowLinker();

  const open = () =>
    (context ??= (async () => {
      const { chromium } = await import('playwright-core');
      try {
        browser = await chromium.launch({
          executablePath: options.executablePath,
          headless: true,
          args: [...BROWSER_FLAGS, ...(rules ? [`--host-resolver-rules=${rules}`] : []), ...(overrides ? [`--ip-address-space-overrides=${overrides}`] : [])],
          timeout: 30_000,
        });
      } catch (error) {
        launchFailed = true;
        throw new Error(`cannot start the browser ${options.executablePath}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
      const opened = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false });
      memory = await rememberAnswers(opened); // each script and data answer asked once a run (run-memory.ts)
      return opened;
    })());

  /** Pages kept open after a `keep` render, oldest first: a pager walk of one starts there. */
  const kept = new Map<string, KeptPage>();
  // A page whose script loops may not close politely: don't wait on it for ever.
  const closePage = (page: Page) => Promise.race([page.close({ runBeforeUnload: false }).catch(() => {}), sleep(5_000)]);
  const release = (held: KeptPage) => void closePage(held.page);
  /** The page kept for `url` when it is still open, unexpired and where it was rendered. */
  const heldFor = (url: string): KeptPage | undefined => {
    const held = kept.get(url);
    if (!held) return undefined;
    if (Date.now() < held.until && !held.page.isClosed() && held.page.url() === held.first.url) return held;
    kept.delete(url);
    release(held);
    return undefined;
  };
  const keepOpen = (url: string, held: KeptPage) => {
    const before = kept.get(url);
    if (before) release(before);
    kept.delete(url); // set again below: the newest last
    kept.set(url, held);
    for (const [oldUrl, old] of kept) {
      if (kept.size <= KEEP_PAGES) break;
      kept.delete(oldUrl);
      release(old);
    }
  };

  async function renderOne(url: string, timeoutMs: number, signal?: AbortSignal, pager?: PagerRequest, from?: string, keep?: boolean, shown?: ShownAnswer): Promise<RenderedPage> {
    // A list page rendered earlier this run and kept open: its pager walk starts there, the site not asked again.
    const held = pager ? heldFor(url) : undefined;
    if (held) kept.delete(url);
    const page = held?.page ?? (await (await open()).newPage());
    if (!held) rowLinker.watch(page);
    const requests = held?.requests ?? watchRequests(page);
    const started = Date.now();
    const onAbort = () => void page.close().catch(() => {});
    signal?.addEventListener('abort', onAbort);
    const withRowLinks = async (shown: RenderedPage, learn: boolean): Promise<RenderedPage> => {
      const linked = await rowLinker.link(page, learn).catch(() => ({ dom: undefined, unlinked: 0 }));
      return { ...shown, ...(linked.dom && { text: `<!doctype html>${linked.dom.html}` }), ...(linked.unlinked > 0 && { unlinkedRows: linked.unlinked }) };
    };
    let first: RenderedPage | undefined;
    try {
      if (held) first = held.first;
      else {
        const opened = (shown && memory && (await showAnswer(page, url, shown, memory, isPublic))) || url;
        const settled = await settle(page, opened, started + timeoutMs, requests, from).finally(() => times.push(Date.now() - started));
        // Rows that are links only to a click handler: made links (one click may teach the route).
        first = await withRowLinks(settled, true);
      }
      // Its later pages, when asked: each click has the page's own bound at most. While the crawl
      // reads a page (its notices may need the browser too) the queue is open to it.
      if (pager) {
        const onPage = async (next: RenderedPage) => {
          reading++;
          try {
            return await pager.onPage(await withRowLinks(next, false));
          } finally {
            reading--;
          }
        };
        await clickThrough(page, requests, first, { ...pager, onPage, pageTimeoutMs: Math.min(pager.pageTimeoutMs, timeoutMs) }, signal);
      }
      return first;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (keep && !pager && first && !signal?.aborted) keepOpen(url, { page, requests, first, until: Date.now() + KEEP_MS });
      else await closePage(page);
    }
  }

  return {
    times,
    showsAnswers: true,
    render(url, { timeoutMs, signal, pager, from, keep, shown }) {
      if (launchFailed || ++asked > maxPages) return Promise.resolve(undefined);
      if (reading > 0) return renderOne(url, Math.min(timeoutMs, ownTimeout), signal, pager, from, keep, shown);
      const result = queue.then(() => {
        if (signal?.aborted) throw signal.reason ?? new Error('aborted');
        return renderOne(url, Math.min(timeoutMs, ownTimeout), signal, pager, from, keep, shown);
      });
      queue = result.catch(() => {});
      return result;
    },
    holds: (url) => heldFor(url) !== undefined,
    async close() {
      await queue;
      for (const held of kept.values()) release(held);
      kept.clear();
      await browser?.close().catch(() => {});
    },
  };
}

/** A list's script-only pager, clicked in the page (lib/pager/walk/click-pager.ts decides what "next" is). */
async function clickThrough(page: Page, requests: () => NetworkState, first: RenderedPage, pager: PagerRequest, signal?: AbortSignal): Promise<void> {
  // A page busy in a loop answers nothing: each question has its bound.
  const bounded = <T>(answer: Promise<T>) => withDeadline(answer, Date.now() + pager.pageTimeoutMs);
  const driver: PagerDriver = {
    candidates: () => bounded(page.evaluate(markPagerCandidates, MAX_CANDIDATES)),
    click: (mark) => bounded(page.evaluate(clickPagerMark, mark)),
    read: () => bounded(page.evaluate(readPagerDom)),
    scroll: () => bounded(page.evaluate(scrollToEnd)),
    network: async () => requests(),
    wait: sleep,
    now: Date.now,
  };
  const dom = { html: first.text.replace(/^<!doctype html>/i, ''), charset: first.charset ?? 'utf-8', url: first.url };
  await clickThroughPager(driver, dom, { ...pager, deadline: Date.now() + pager.totalMs, signal }, first.status);
}

/**
 * Counts a page's requests that can bring its content (documents, scripts, XHR, fetch; not
 * images, fonts or styles, which a list never waits for): under way, and when one last began or ended.
 */
function watchRequests(page: Page): () => NetworkState {
  let inflight = 0;
  let lastAt = Date.now();
  const counted = (request: Request) => CONTENT_REQUESTS.has(request.resourceType());
  page.on('request', (request) => {
    if (!counted(request)) return;
    inflight++;
    lastAt = Date.now();
  });
  const done = (request: Request) => {
    if (!counted(request)) return;
    inflight = Math.max(0, inflight - 1);
    lastAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => ({ inflight, idleMs: Date.now() - lastAt });
}

const CONTENT_REQUESTS = new Set(['document', 'script', 'xhr', 'fetch']);

/** Loads `url` and waits until its DOM settles, a gateway lets it through, or the deadline. */
async function settle(page: Page, url: string, deadline: number, requests: () => NetworkState, from?: string): Promise<RenderedPage> {
  let status = 0;
  let loads = 0;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) status = response.status();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads++;
  });

  const seconds = Math.round((deadline - Date.now()) / 1000);
  try {
    // Opened as the link's click opens it: with its page as the Referer, for a site of the same origin.
    const referer = from && refererFor(from, url);
    await page.goto(url, { waitUntil: 'commit', timeout: Math.max(1, deadline - Date.now()), ...(referer ? { referer } : {}) });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    if (/timeout/i.test(message)) throw new RenderError('timeout', url, `no answer in ${seconds} s`);
    throw new RenderError('network', url, message);
  }
  let dom: { html: string; charset: string } | undefined;
  let changedAt = Date.now();
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    // A page whose script loops answers nothing: the deadline ends the wait.
    const now = await withDeadline(
      page.evaluate(readPageDom),
      deadline,
    ).catch(() => undefined); // a navigation (a gateway's reload) destroys the context: ask again
    if (!now) {
      if (loads >= 2 * MAX_CHALLENGE_LOADS && gateway(status)) break; // reloading too fast to be read
      continue;
    }
    if (now.html !== dom?.html) changedAt = Date.now();
    dom = now;
    if (isJavaScriptChallenge(now.html)) {
      if (loads >= MAX_CHALLENGE_LOADS) break; // reloads and reloads: the crawl calls it blocked
      continue;
    }
    if (isSettled(Date.now() - changedAt, 0, requests())) break;
  }
  if (!dom && loads >= MAX_CHALLENGE_LOADS && gateway(status)) throw new RenderError('blocked', url, `the gateway kept reloading (HTTP ${status}): not let through`);
  if (!dom) throw new RenderError('timeout', url, `the page did not finish loading in ${seconds} s (a script kept it busy)`);
  return { url: page.url(), status, text: `<!doctype html>${dom.html}`, charset: dom.charset, via: 'browser' };
}

const gateway = (status: number) => status === 403 || status === 412;

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return Promise.race([promise, sleep(Math.max(0, deadline - Date.now())).then(() => Promise.reject(new Error('deadline')))]);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
