/**
 * The crawl: for each university (the seeds grouped by registrable domain), discovery when it
 * has no aggregation pages yet, refresh otherwise; many sites in parallel (the fetcher keeps one
 * request at a time per host and a global cap on requests in flight), one failing site never
 * stopping the others. New notices are handed to `deps.deliver` as each list page is read (or
 * returned at the end without one) and then marked delivered, so each is delivered once across
 * runs, however often the crawl is killed and resumed.
 */
import { canonicalUrl } from '../url/canonical.ts';
import { registrableDomain } from '../url/domain.ts';
import type { Notice } from '../types/notice.ts';
import { collectPending } from './collect.ts';
import { NoticeIndex } from '../dedup/notice-index.ts';
import { discover } from './discover.ts';
import { defaultPipeline, type CrawlPipeline } from './crawl-pipeline.ts';
import { loadLoginWalls, wallsToKeep } from './login-wall.ts';
import { refresh } from './refresh.ts';
import { recordError, type Limits, type SiteRun } from './site-run.ts';
import { CrawlState, put, StoreFailure, type SiteRecord } from './state.ts';
import type { CrawlDeps, CrawlOptions, CrawlReport, SiteSummary } from './types.ts';

/**
 * Sites whose runs are open at once. A site makes one request at a time and mostly waits out its
 * host delay, so many sites share the fetcher's few request slots; the rest are queued in order.
 */
export const DEFAULT_SITE_CONCURRENCY = 16;

export const DEFAULT_LIMITS: Limits = { depth: 4, maxPages: 300, maxRequests: 1000, maxListPages: 40, paginationLimit: 60, maxSiteMs: 30 * 60_000 };

/** Crawls every seed's university and returns the notices not delivered before, with a summary per site. */
export async function crawl(deps: CrawlDeps & { pipeline?: CrawlPipeline }, options: CrawlOptions): Promise<CrawlReport> {
  const state = new CrawlState(deps.store);
  const pipeline = deps.pipeline ?? defaultPipeline(deps);
  const notices = await NoticeIndex.load(state);
  const limits: Limits = {
    depth: options.depth ?? DEFAULT_LIMITS.depth,
    maxPages: options.maxPages ?? DEFAULT_LIMITS.maxPages,
    maxRequests: options.maxRequests ?? options.maxPages ?? DEFAULT_LIMITS.maxRequests,
    maxListPages: options.maxListPages ?? DEFAULT_LIMITS.maxListPages,
    paginationLimit: options.paginationLimit ?? DEFAULT_LIMITS.paginationLimit,
    maxSiteMs: options.maxSiteMs ?? DEFAULT_LIMITS.maxSiteMs,
  };
  // Our own controller, so a fatal error in one site (the store failing) stops the others too.
  const stop = new AbortController();
  const onAbort = () => stop.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) onAbort();

  const sites = groupSeeds(options.seeds);
  const summaries = new Map<string, SiteSummary>();
  let fatal: unknown;
  const delivered: Notice[] = [];
  const crawlOne = async (site: string, seeds: string[]) => {
    const summary: SiteSummary = { site, mode: 'refresh', listPages: 0, notices: 0, newNotices: 0, requests: 0, errors: {} };
    summaries.set(site, summary);
    const run: SiteRun = { site, deps, state, pipeline, notices, limits, summary, signal: stop.signal, startedAt: deps.clock() };
    // With a `deliver`, a list page's new notices go out as soon as the page is read.
    if (deps.deliver) run.deliver = async (fresh) => delivered.push(...(await deliverMarked(deps, state, await undelivered(deps, fresh))));
    try {
      await crawlSite(run, seeds, options.lists?.(site));
    } catch (error) {
      if (stop.signal.aborted || error instanceof StoreFailure) {
        fatal ??= stop.signal.aborted ? (stop.signal.reason ?? error) : error;
        stop.abort(fatal);
        return;
      }
      recordError(run, site, 'internal', error);
    }
    summary.notices = notices.count(site);
    deps.log?.({ type: 'site-done', summary });
  };
  try {
    // Left undelivered by a run cut short: out first (one pass over the store), then the crawl.
    if (deps.deliver) delivered.push(...(await deliverNew(deps, state, new Set(sites.keys()))));
    await runPool([...sites], options.concurrency ?? DEFAULT_SITE_CONCURRENCY, ([site, seeds]) => crawlOne(site, seeds));
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  if (fatal !== undefined) throw fatal;

  // Without a `deliver` the report is the delivery: everything new, once the whole crawl is done.
  const newNotices = [...delivered, ...(await deliverNew(deps, state, new Set(sites.keys())))];
  for (const notice of newNotices) summaries.get(notice.site)!.newNotices++;
  return { newNotices, sites: [...summaries.values()] };
}

async function crawlSite(run: SiteRun, seeds: string[], due?: readonly string[]): Promise<void> {
  const stored = await run.state.site(run.site);
  const record: SiteRecord = stored ?? { site: run.site, seeds: [], listUrls: [] };
  const mergedSeeds = [...new Set([...record.seeds, ...seeds])];
  if (!stored || mergedSeeds.length !== record.seeds.length) {
    record.seeds = mergedSeeds;
    await run.state.commit([put('sites', run.site, record)]);
  }
  loadLoginWalls(run, record.loginWalls);
  const resumed = (await run.state.discovery(run.site)) !== undefined;
  const stale = mapIsOld(run, record);
  const discovering = record.listUrls.length === 0 || record.rediscover === true || resumed || stale;
  run.summary.mode = discovering ? 'discover' : 'refresh';
  run.deps.log?.({ type: 'site-start', site: run.site, mode: run.summary.mode });
  await collectPending(run); // notice links a spent budget left last time come first
  if (!discovering) await refresh(run, record, due && [...due]);
  else {
    const readBefore = resumed || stale ? [...record.listUrls] : [];
    // A discovery resumed from an earlier (cut) run read those lists then, not now: once it is
    // done, they are read again as a refresh would, so what they show today is not left for the
    // next run (a 304 when unchanged).
    if ((await discover(run, record)) && readBefore.length > 0) await refresh(run, record, readBefore);
  }
  run.summary.listPages = record.listUrls.length;
  await keepLoginWalls(run, record);
}

/**
 * A site's map is read again from its seeds once a week (its lists kept until replaced): a column
 * its lists' menus do not show (opened under another part of the site) is found within the week.
 * Between, each refresh reads the menus of the lists it fetches for new columns (column-lists.ts).
 */
export const REDISCOVER_AFTER_MS = 7 * 24 * 3600_000;

function mapIsOld(run: SiteRun, record: SiteRecord): boolean {
  const at = record.discoveredAt ? Date.parse(record.discoveredAt) : NaN;
  return Number.isFinite(at) && run.deps.clock() - at > REDISCOVER_AFTER_MS;
}

// Kinds of detail page learned to answer with a login page: kept on the site record (as stored
// now), so the next run asks none of them.
async function keepLoginWalls(run: SiteRun, record: SiteRecord): Promise<void> {
  const walls = wallsToKeep(run, record.loginWalls);
  if (!walls) return;
  const stored = (await run.state.site(run.site)) ?? record;
  record.loginWalls = walls;
  await run.state.commit([put('sites', run.site, { ...stored, loginWalls: walls })]);
}

// Notices of these sites never delivered, oldest first; delivered, then marked in one batch.
// Keys first: with thousands of notices stored and each crawl of many side by side ending with
// this pass, only the few undelivered ones are read whole.
async function deliverNew(deps: CrawlDeps, state: CrawlState, sites: Set<string>): Promise<Notice[]> {
  const [keys, deliveredKeys] = await Promise.all([state.noticeKeys(), state.delivered()]);
  const delivered = new Set(deliveredKeys);
  const stored = await Promise.all(keys.filter((url) => !delivered.has(url)).map((url) => state.notice(url)));
  const fresh = stored
    .filter((n): n is Notice => n !== undefined && sites.has(n.site))
    .sort((a, b) => (a.firstSeenAt < b.firstSeenAt ? -1 : a.firstSeenAt > b.firstSeenAt ? 1 : a.url < b.url ? -1 : 1));
  return deliverMarked(deps, state, fresh);
}

// A notice stored again after its record was lost (a damaged journal) keeps its delivered mark:
// it is not handed out a second time.
async function undelivered(deps: CrawlDeps, fresh: Notice[]): Promise<Notice[]> {
  const marks = await Promise.all(fresh.map((n) => deps.store.get('delivered', n.url)));
  return fresh.filter((_, i) => marks[i] === undefined);
}

// Handed to `deliver`; marked only once it resolved (a throw leaves them for the next run).
async function deliverMarked(deps: CrawlDeps, state: CrawlState, fresh: Notice[]): Promise<Notice[]> {
  if (fresh.length === 0) return fresh;
  await deps.deliver?.(fresh);
  const at = new Date(deps.clock()).toISOString();
  await state.commit(fresh.map((n) => put('delivered', n.url, { at })));
  return fresh;
}

/** Seeds grouped by registrable domain (the university), canonicalised; bad URLs are an error. */
export function groupSeeds(seeds: string[]): Map<string, string[]> {
  const sites = new Map<string, string[]>();
  for (const seed of seeds) {
    const url = canonicalUrl(seed);
    const site = url && /^https?:/.test(url) ? registrableDomain(url) : undefined;
    if (!url || !site) throw new Error(`not an http(s) URL: ${seed}`);
    sites.set(site, [...(sites.get(site) ?? []), url]);
  }
  return sites;
}

/** Runs `task` over `items`, at most `limit` at a time; waits for all to settle. */
async function runPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
