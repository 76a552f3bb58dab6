/**
 * What one site's crawl carries around: its deps, the shared state, the pipeline, the summary
 * being counted, and a `fetch` that counts, logs and turns failures into recorded errors.
 */
import { readThisRun, type PagesRead } from './twins.ts';
import type { ExtractedPage, FetchedPage, Notice, Validators } from '../types.ts';
import { isPrivateHost, registrableDomain } from '../url.ts';
import type { CrawlState } from './state.ts';
import type { CrawlDeps, CrawlErrorKind, SiteSummary } from './types.ts';
import type { CrawlPipeline } from './crawl-pipeline.ts';
import type { NoticeIndex } from '../dedup/notice-index.ts';
import { browserFirst, noteNeedsBrowser, renderCounted, renderStraight } from './render.ts';
import type { VolatileParams } from './volatile.ts';
import { postFor, type Postbacks } from '../pager/walk/post-pages.ts';
import { isRefusedAnswer } from '../fetch/needs-browser.ts';

export interface Limits {
  depth: number;
  /** Discovery pages of a site, across resumed runs. */
  maxPages: number;
  /** Requests of a site in one run, of every kind (discovery, lists, pagination, notices). */
  maxRequests: number;
  maxListPages: number;
  paginationLimit: number;
  maxSiteMs: number;
}

export interface SiteRun {
  site: string;
  deps: CrawlDeps;
  state: CrawlState;
  pipeline: CrawlPipeline;
  notices: NoticeIndex;
  limits: Limits;
  summary: SiteSummary;
  signal?: AbortSignal;
  startedAt: number;
  /** Set once the run's requests or time are used up: nothing more is fetched, the rest waits. */
  spent?: 'requests' | 'time';
  /**
   * What rendering learnt in this run (render.ts): hosts whose pages go straight to the browser,
   * failures, and robots.txt rules read through the browser behind a gateway (per origin).
   */
  browser?: {
    hosts: Set<string>;
    failures: number;
    robots?: Map<string, Promise<{ isAllowed(url: string, ua?: string): boolean | undefined } | undefined>>;
    /** Kinds of detail page (render.ts pageKind) whose static answer was a shell the browser drew. */
    drawn?: Set<string>;
  };
  /** Kinds of detail page (render.ts pageKind) answered by a login page (login-wall.ts): answers this run, and the kinds not asked any more. */
  loginWalls?: { answers: Map<string, number>; walled: Set<string> };
  /** External pager scripts fetched in this run, by URL (pager-scripts.ts); undefined text: unreadable. */
  pagerScripts?: Map<string, string | undefined>;
  /** Forms of the WebForms pagers read in this run, by postback key (postback.ts). */
  postbacks?: Postbacks;
  /** Query parameters learned volatile for the site's hosts (volatile.ts), set from its record. */
  volatile?: VolatileParams;
  /**
   * Notices first stored in this run, by URL: still new to a list that shows them after another
   * list of the run did (a 栏目封面's latest box read before its column), so its walk goes on.
   */
  fresh?: Set<string>;
  /** Pages read in this run by content, to tell one page under two URLs (twins.ts). */
  pagesRead?: PagesRead;
  /** Hosts the fetcher left for this run (stalling, failing, rate-limited): a list there that was not read is no miss. */
  hostsLeft?: Set<string>;
  /** Delivers a step's new notices and marks them (set when the crawl has a `deliver`). */
  deliver?: (notices: Notice[]) => Promise<unknown>;
}

/** Fetch failures after which the link is kept for the next run rather than counted as failed. */
const HOST_LEFT = new Set<CrawlErrorKind>(['rate-limited', 'host-failing']);

/** True once the site has used up its time. */
export function outOfTime(run: SiteRun): boolean {
  return run.deps.clock() - run.startedAt > run.limits.maxSiteMs;
}

/** Throws the abort reason when the crawl was cancelled. */
export function checkAbort(run: SiteRun): void {
  if (run.signal?.aborted) throw run.signal.reason ?? new Error('aborted');
}

/**
 * True while the site may make another request in this run. The first time it may not (its
 * requests or its time are used up), the summary records a 'budget' error saying so.
 */
export function budgetLeft(run: SiteRun): boolean {
  if (run.spent) return false;
  const spent = run.summary.requests >= run.limits.maxRequests ? 'requests' : outOfTime(run) ? 'time' : undefined;
  if (!spent) return true;
  run.spent = spent;
  const used = spent === 'requests' ? `its ${run.limits.maxRequests} requests` : `its ${Math.round(run.limits.maxSiteMs / 1000)} s`;
  recordError(run, run.site, 'budget', new Error(`budget: the site used ${used} for this run; the rest waits for the next run`));
  return false;
}

/** A fetch's outcome: the page, or why there is none ('budget': not requested, the run is spent). */
export interface FetchOutcome {
  page?: FetchedPage;
  failure?: CrawlErrorKind;
  /** failure 'not-html': the answer was a file (its body left unread); its type when the headers tell. */
  fileType?: string;
  /** failure 'blocked': the site itself answered 401/403 to the page (not a robots.txt rule nor a challenge). */
  refused?: true;
}

/** True when the fetcher left `url`'s host for this run: what was not read there waits, at no cost. */
export function hostLeft(run: SiteRun, url: string): boolean {
  return run.hostsLeft?.has(hostnameOf(url)) === true;
}

/** True when a failed fetch should leave its link for the next run (budget spent, host left for this run). */
export function keepForLater(outcome: FetchOutcome): boolean {
  return outcome.failure === 'budget' || (outcome.failure !== undefined && HOST_LEFT.has(outcome.failure));
}

/** Fetches a page within the site's budget; a failure is counted in the summary. */
export async function fetchOutcome(
  run: SiteRun,
  url: string,
  purpose: 'discover' | 'list' | 'notice',
  validators?: Validators,
  from?: string,
): Promise<FetchOutcome> {
  checkAbort(run);
  if (!budgetLeft(run)) return { failure: 'budget' };
  // A link to a private IP literal or localhost is never requested from a site the user named otherwise.
  if (isPrivateHost(hostnameOf(url)) && registrableDomain(url) !== run.site) {
    recordError(run, url, 'private-address', new Error(`private-address: not requested from site ${run.site} (${url})`));
    return { failure: 'private-address' };
  }
  // A postback page is a POST of the form that showed it; with no form (or no way to post) it is not requested.
  const postback = postFor(run.postbacks, url);
  const postForm = run.deps.fetcher.postForm?.bind(run.deps.fetcher);
  if (postback === null || (postback && !postForm)) return { failure: 'bad-url' };
  if (!postback && browserFirst(run, url)) {
    const page = await renderStraight(run, url, purpose);
    return page ? { page } : { failure: 'blocked' }; // render.ts has recorded why
  }
  run.summary.requests++;
  run.deps.log?.({ type: 'fetch', site: run.site, url, purpose });
  try {
    // A list or discovery page that redirects to one read already (twins.ts): not fetched again.
    // `from`: the page that links it, the Referer a click sends (anti-leech sites ask for it).
    const options = { ...(purpose === 'notice' ? {} : { readAlready: (target: string) => readThisRun(run, target) }), ...(from ? { from } : {}) };
    return { page: postback && postForm ? await postForm(postback.action, postback.post) : await run.deps.fetcher.fetchPage(url, validators, options) };
  } catch (error) {
    checkAbort(run);
    const kind = errorKind(error);
    if (kind === 'read-already') return { failure: kind };
    const status = (error as { status?: unknown }).status;
    const refused = kind === 'blocked' && (status === 401 || status === 403) ? { refused: true as const } : {};
    // A challenge (or 403/412) may let a browser through: render.ts tries, or notes the page.
    if (kind === 'blocked' && run.deps.render) {
      const page = await renderCounted(run, url, purpose, 'challenge', from);
      return page ? { page } : { failure: 'blocked', ...refused }; // render.ts has recorded why
    }
    // An answer the HTTP client refuses but a browser reads (a duplicate Content-Length): the browser reads it.
    if (kind === 'network' && isRefusedAnswer(error)) {
      if (run.deps.render) {
        const page = await renderCounted(run, url, purpose, 'transport', from);
        // The host's other answers come the same way (one proxy adds the header): to the browser
        // first for the rest of the run, as after a challenge, before the host is left as failing.
        if (page) {
          (run.browser ??= { hosts: new Set(), failures: 0 }).hosts.add(new URL(url).host);
          return { page };
        }
      } else noteNeedsBrowser(run, url, 'transport');
    }
    recordError(run, url, kind, error);
    if (HOST_LEFT.has(kind)) (run.hostsLeft ??= new Set()).add(hostnameOf(url));
    if (kind === 'blocked') noteNeedsBrowser(run, url, 'challenge');
    const fileType = kind === 'not-html' ? (error as { fileType?: unknown }).fileType : undefined;
    return { failure: kind, ...(typeof fileType === 'string' ? { fileType } : {}), ...refused };
  }
}

/** Fetches a page; a failure (or a spent budget: see `run.spent`) gives undefined. */
export async function fetchCounted(
  run: SiteRun,
  url: string,
  purpose: 'discover' | 'list' | 'notice',
  validators?: Validators,
  from?: string,
): Promise<FetchedPage | undefined> {
  return (await fetchOutcome(run, url, purpose, validators, from)).page;
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** Runs the pipeline on a fetched page; a page it cannot read is recorded, not thrown. */
export function readCounted(run: SiteRun, fetched: FetchedPage, pagerScripts?: string[]): ExtractedPage | undefined {
  try {
    return run.pipeline.readPage(fetched, run.site, pagerScripts ? { pagerScripts } : undefined);
  } catch (error) {
    recordError(run, fetched.url, 'internal', error);
    return undefined;
  }
}

/** Counts an error under its kind and keeps the last message for the summary. */
export function recordError(run: SiteRun, url: string, kind: CrawlErrorKind, error: unknown): void {
  // A FetchError's message already names its kind and URL.
  const text = error instanceof Error ? error.message : String(error);
  const message = kind !== 'internal' ? text : `internal: ${url}: ${text}`;
  run.summary.errors[kind] = (run.summary.errors[kind] ?? 0) + 1;
  run.summary.lastError = message;
  run.deps.log?.({ type: 'error', site: run.site, url, kind, message });
}

const FETCH_KINDS = new Set<string>([
  'timeout', 'too-large', 'http', 'network', 'dns', 'blocked', 'robots', 'redirect-loop', 'too-many-redirects', 'not-html',
  'private-address', 'off-site', 'read-already', 'bad-url', 'rate-limited', 'host-failing',
]);

/** lib/fetch throws FetchError { kind }; read the kind structurally so anything else is 'internal'. */
export function errorKind(error: unknown): CrawlErrorKind {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && FETCH_KINDS.has(kind) ? (kind as CrawlErrorKind) : 'internal';
}
