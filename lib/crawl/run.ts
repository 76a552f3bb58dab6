/**
 * What one site's crawl carries around (`SiteRun`: its deps, the shared state, the pipeline, the
 * summary being counted, what this run learnt) and the bookkeeping every step shares: recording an
 * error, the abort check, the budget. Its own module so that the fetch (site-run.ts) and the
 * renderer's calls (lib/browser/render.ts), which call each other's side, both count through it
 * without importing one another.
 */
import type { PagesRead } from './twins.ts';
import type { Notice } from '../types/notice.ts';
import type { CrawlState } from './state.ts';
import type { CrawlDeps, CrawlErrorKind, ShownAnswer, SiteSummary } from './types.ts';
import type { CrawlPipeline } from './crawl-pipeline.ts';
import type { NoticeIndex } from '../dedup/notice-index.ts';
import type { VolatileParams } from './volatile.ts';
import type { Postbacks } from '../pager/walk/post-pages.ts';

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
   * What rendering learnt in this run (lib/browser/render.ts): hosts whose pages go straight to the browser,
   * failures, and robots.txt rules read through the browser behind a gateway (per origin).
   */
  browser?: {
    hosts: Set<string>;
    failures: number;
    robots?: Map<string, Promise<{ isAllowed(url: string, ua?: string): boolean | undefined } | undefined>>;
    /** Kinds of detail page (page-kind.ts) whose static answer was a shell the browser drew. */
    drawn?: Set<string>;
  };
  /** The last static answers of the run, by requested and final URL, shown to the browser rather than asked again (lib/browser/shown.ts). */
  answers?: { lists: Map<string, ShownAnswer>; notice?: { urls: string[]; answer: ShownAnswer } };
  /** Kinds of detail page (page-kind.ts) answered by a login page (login-wall.ts): answers this run, and the kinds not asked any more. */
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
