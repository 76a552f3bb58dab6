/**
 * What one site's crawl carries around: its deps, the shared state, the pipeline, the summary
 * being counted, and a `fetch` that counts, logs and turns failures into recorded errors.
 */
import type { ExtractedPage, FetchedPage, Notice, Validators } from '../types.ts';
import type { CrawlState } from './state.ts';
import type { CrawlDeps, CrawlErrorKind, SiteSummary } from './types.ts';
import type { CrawlPipeline } from './pipeline.ts';
import type { NoticeIndex } from './dedup.ts';

export interface Limits {
  depth: number;
  maxPages: number;
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

/** Fetches a page; a failure is counted in the summary and gives undefined. */
export async function fetchCounted(
  run: SiteRun,
  url: string,
  purpose: 'discover' | 'list' | 'notice',
  validators?: Validators,
): Promise<FetchedPage | undefined> {
  checkAbort(run);
  run.summary.requests++;
  run.deps.log?.({ type: 'fetch', site: run.site, url, purpose });
  try {
    return await run.deps.fetcher.fetchPage(url, validators);
  } catch (error) {
    checkAbort(run);
    recordError(run, url, errorKind(error), error);
    return undefined;
  }
}

/** Runs the pipeline on a fetched page; a page it cannot read is recorded, not thrown. */
export function readCounted(run: SiteRun, fetched: FetchedPage): ExtractedPage | undefined {
  try {
    return run.pipeline.readPage(fetched, run.site);
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
]);

// lib/fetch throws FetchError { kind }; read the kind structurally so anything else is 'internal'.
function errorKind(error: unknown): CrawlErrorKind {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && FETCH_KINDS.has(kind) ? (kind as CrawlErrorKind) : 'internal';
}
