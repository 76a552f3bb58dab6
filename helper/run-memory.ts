/**
 * The helper's browser asks a site once a run for each script, style sheet and data answer
 * (issue #24: each list page at most once a run). A script-drawn list's rows are its data answer
 * (`/api/list?page=1`), and two pages of one app ask for it alike: the app's home and its column, a
 * list rendered again for its pager walk. Within the run, a GET answered 200 is given from memory
 * to every later page, and to the page that asked first once it has moved to another route and
 * back (an app's list asked again after a row was opened). Until it moves, that page asks the site
 * itself: a page that polls one address (a gateway's check) waits for its answer to change.
 * Images, fonts and media are not asked at all: the crawl reads text.
 *
 * Not kept: an answer that sets a cookie (a session is the site's to start), one over
 * MAX_ANSWER_BYTES, any beyond MAX_MEMORY_BYTES in all. The memory lives as long as the crawl's
 * browser context: one run.
 *
 * The same route also gives a page its first load when the crawl shows it an answer
 * (shown-answer.ts: `show`). One route for the context, never removed: Playwright continues a
 * request that is in a route being removed, so a page route added and removed per page let an
 * image through now and then (seen under load in test/helper/run-memory.test.ts).
 */
import type { BrowserContext, Page, Request, Response, Route } from 'playwright-core';

export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
export const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

const REMEMBERED = new Set(['script', 'stylesheet', 'xhr', 'fetch']);
const NOT_ASKED = new Set(['image', 'font', 'media']);
/** Headers that describe the bytes as sent, not as kept (the body is kept decoded). */
const NOT_REPLAYED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);

/** A 200 answer as the site gave it. */
interface Remembered {
  headers: Record<string, string>;
  body: Buffer;
  /** The page that asked first and its navigations then: until it navigates, it asks again itself. */
  askedBy: Page | undefined;
  askedAt: number;
}

/** A document to give a page on its first load of `url`. */
export interface ShownDocument {
  url: string;
  contentType: string;
  body: Buffer;
}

/** The run's memory on a context: `show` gives `page` its next load of `document.url` from `document`. */
export interface RunMemory {
  show(page: Page, document: ShownDocument): void;
}

/** Installs the memory on the crawl's browser context. */
export async function rememberAnswers(context: BrowserContext): Promise<RunMemory> {
  const answers = new Map<string, Remembered>();
  const shown = new WeakMap<Page, ShownDocument>();
  let bytes = 0;
  // Navigations of each page's main frame, a route change of an app (pushState, a hash) included.
  const moves = new WeakMap<Page, number>();
  context.on('page', (page) => page.on('framenavigated', (frame) => frame === page.mainFrame() && moves.set(page, (moves.get(page) ?? 0) + 1)));
  const movesOf = (page: Page | undefined) => (page ? (moves.get(page) ?? 0) : 0);

  context.on('response', (response) => void keep(response));
  async function keep(response: Response): Promise<void> {
    const request = response.request();
    if (!remembered(request) || response.status() !== 200 || answers.has(request.url())) return;
    const headers = await response.allHeaders().catch(() => undefined);
    if (!headers || headers['set-cookie'] !== undefined) return;
    const body = await response.body().catch(() => undefined);
    if (!body || body.length > MAX_ANSWER_BYTES || bytes + body.length > MAX_MEMORY_BYTES || answers.has(request.url())) return;
    bytes += body.length;
    const replayed = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase())));
    const askedBy = pageOf(request);
    answers.set(request.url(), { headers: replayed, body, askedBy, askedAt: movesOf(askedBy) });
  }

  // A page may close while its request waits here: what is left of the route then fails, harmlessly.
  await context.route(
    () => true,
    (route: Route) => {
      const request = route.request();
      if (NOT_ASKED.has(request.resourceType())) return route.abort('blockedbyclient').catch(() => {});
      const page = pageOf(request);
      const document = page && request.isNavigationRequest() ? shown.get(page) : undefined;
      if (page && document?.url === request.url()) {
        shown.delete(page); // its first load only: a reload is the site's
        return route.fulfill({ status: 200, contentType: document.contentType, body: document.body }).catch(() => {});
      }
      const kept = remembered(request) ? answers.get(request.url()) : undefined;
      if (!kept || (kept.askedBy === page && kept.askedAt === movesOf(page))) return route.fallback().catch(() => {});
      return route.fulfill({ status: 200, headers: kept.headers, body: kept.body }).catch(() => {});
    },
  );
  return { show: (page, document) => void shown.set(page, document) };
}

function remembered(request: Request): boolean {
  return request.method() === 'GET' && REMEMBERED.has(request.resourceType()) && /^https?:/.test(request.url());
}

function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined; // a service worker's request (they are blocked) has no frame
  }
}
