/**
 * Runs the crawl for the watched sites. Sites added while a crawl runs start at once beside it
 * (sharing the worker's fetcher, so one request cap and one queue per host hold for all), never
 * after it. A marker in the store lists the seeds in progress: a service worker stopped mid-crawl
 * finds it at its next start and runs them all again, and the crawl (which checkpoints as it
 * goes) carries on where it stopped. Progress (sites done, notices so far) is kept for the popup
 * and the options page.
 *
 * Each run's new notices are announced once (test/e2e/sw-kill.test.ts stops the worker at random
 * points): the crawl's `deliver` keeps them in `announce` before it marks them delivered, only
 * the call that started a run announces (announceKept), and what a stopped worker kept is
 * announced at its next start: at least once, never lost.
 */
import type { CrawlProgress } from '../../lib/messages/protocol.ts';
import type { Notice } from '../../lib/types/notice.ts';
import type { Store, WriteOp } from '../../lib/store/store.ts';
import { canonicalUrl } from '../../lib/url/canonical.ts';
import { registrableDomain } from '../../lib/url/domain.ts';
import { plainError } from './plain-error.ts';
import { ANNOUNCE, MARKS, SETTINGS, SITE_STATUS, WATCH, type CrawlMarker, type SiteRunOutcome } from '../../lib/extension/records.ts';

/** The part of lib/crawl's per-site summary the extension shows. */
export interface CrawlSummary {
  site: string;
  listPages: number;
  notices: number;
  newNotices: number;
  /** HTTP requests the run made for the site (lib/schedule's budgets). */
  requests?: number;
  errors: Partial<Record<string, number>>;
  lastError?: string;
  rendered?: number;
  needsBrowser?: { url: string; reason: string }[];
}

/** The part of lib/crawl's report the extension uses. */
export interface CrawlResult {
  newNotices: Notice[];
  sites: CrawlSummary[];
}

/** What a running crawl tells the runner as it goes (lib/crawl's `log` and `deliver`, narrowed). */
export interface CrawlHooks {
  siteStarted(site: string): void;
  siteDone(summary: CrawlSummary): void;
  /** New notices stored and about to be marked delivered; the returned promise is awaited first. */
  delivered(notices: Notice[]): Promise<void>;
}

/**
 * The crawl's `deliver`: keeps the notices it hands out until a run announces them. One record
 * per notice, so sites delivering at once never overwrite each other, and a notice handed out
 * again (the worker stopped before the crawl marked it delivered) is the same record. A notice
 * handed out again because it was edited in place (its title changed) is unread again.
 */
export async function keepForAnnouncement(store: Store, fresh: readonly Notice[]): Promise<void> {
  const edited = fresh.filter((n) => n.changes?.some((c) => c.field === 'title'));
  const marks = await Promise.all(edited.map((n) => store.get(MARKS, n.url)));
  await store.write([
    ...fresh.map((n): WriteOp => ({ type: 'put', collection: ANNOUNCE, key: n.url, value: { url: n.url, title: n.title, firstSeenAt: n.firstSeenAt } })),
    ...marks.flatMap((mark): WriteOp[] => (mark?.read ? [{ type: 'put', collection: MARKS, key: mark.url, value: { ...mark, read: false } }] : [])),
  ]);
}

/**
 * Announces the kept notices and `extra` ones through `announce` (the stored notices, oldest
 * first), then forgets them. A worker stopped between the two announces them again: at least
 * once, never lost.
 */
export async function announceKept(store: Store, extra: readonly Notice[], announce: (fresh: Notice[]) => Promise<void>): Promise<void> {
  const kept = (await store.getAll(ANNOUNCE)).sort((a, b) =>
    a.firstSeenAt < b.firstSeenAt ? -1 : a.firstSeenAt > b.firstSeenAt ? 1 : a.url < b.url ? -1 : 1,
  );
  const stored = await Promise.all(kept.map((k) => store.get('notices', k.url)));
  const all = [...stored.filter((n): n is Notice => n !== undefined), ...extra];
  if (all.length > 0) await announce(all);
  await store.write(kept.map((n): WriteOp => ({ type: 'delete', collection: ANNOUNCE, key: n.url })));
}

/** The stored lists each site refreshes (lib/schedule's due lists); undefined: all. */
export type DueLists = (site: string) => readonly string[] | undefined;

/** lib/crawl's `crawl`, with the worker's fetcher, classifier and tokenizer already bound. */
export type CrawlFn = (seeds: string[], hooks?: CrawlHooks, lists?: DueLists) => Promise<CrawlResult>;

/** Site → its run in progress. */
const running = new Map<string, { seeds: Set<string>; done: Promise<CrawlResult | undefined> }>();
/** Progress of the crawls going on now (reset when the last one ends). */
let progress: CrawlProgress | undefined;

/** True while this worker runs a crawl. */
export function isCrawling(): boolean {
  return running.size > 0;
}

/** The progress of the crawls in this worker, or undefined when none runs. */
export function crawlProgress(): CrawlProgress | undefined {
  return progress && { ...progress, sites: { ...progress.sites } };
}

/** The seeds of the watched, unpaused sites (only `site` when given). */
export async function activeSeeds(store: Store, site?: string): Promise<string[]> {
  const watched = await store.getAll(WATCH);
  return watched.filter((w) => !w.paused && (!site || w.site === site)).flatMap((w) => w.seeds);
}

function siteOfSeed(seed: string): string {
  const url = canonicalUrl(seed);
  return (url && registrableDomain(url)) || seed;
}

/**
 * Runs one crawl over `seeds`. Seeds of a site already running join that run when it covers
 * them, else run after it; every other site starts now, beside any run going. Resolves with the
 * result of the runs this call started (undefined when it started none). `lists`: the stored
 * lists a site refreshes now (a run started after another refreshes all of them).
 */
export function runCrawl(
  store: Store,
  crawl: CrawlFn,
  seeds: string[],
  now: () => Date,
  onProgress: () => void = () => {},
  lists?: DueLists,
): Promise<CrawlResult | undefined> {
  const fresh: string[] = [];
  const after = new Map<Promise<unknown>, string[]>();
  for (const seed of seeds) {
    const current = running.get(siteOfSeed(seed));
    if (!current) fresh.push(seed);
    else if (!current.seeds.has(seed)) after.set(current.done, [...(after.get(current.done) ?? []), seed]);
  }
  const parts: Promise<CrawlResult | undefined>[] = [];
  if (fresh.length > 0) parts.push(startRun(store, crawl, fresh, now, onProgress, lists));
  for (const [done, later] of after) parts.push(done.catch(() => undefined).then(() => runCrawl(store, crawl, later, now, onProgress)));
  if (parts.length === 0) return Promise.resolve(undefined);
  return Promise.all(parts).then(merge);
}

function merge(results: (CrawlResult | undefined)[]): CrawlResult | undefined {
  const present = results.filter((r): r is CrawlResult => r !== undefined);
  if (present.length === 0) return undefined;
  return { newNotices: present.flatMap((r) => r.newNotices), sites: present.flatMap((r) => r.sites) };
}

function startRun(store: Store, crawl: CrawlFn, seeds: string[], now: () => Date, onProgress: () => void, lists?: DueLists): Promise<CrawlResult | undefined> {
  const bySite = new Map<string, Set<string>>();
  for (const seed of seeds) bySite.set(siteOfSeed(seed), (bySite.get(siteOfSeed(seed)) ?? new Set()).add(seed));
  progress ??= { startedAt: now().toISOString(), newNotices: 0, sites: {} };
  for (const site of bySite.keys()) progress.sites[site] = 'queued';
  const hooks: CrawlHooks = {
    siteStarted: (site) => {
      if (progress) progress.sites[site] = 'crawling';
      onProgress();
    },
    siteDone: (summary) => {
      if (progress) progress.sites[summary.site] = 'done';
      onProgress();
    },
    delivered: async (notices) => {
      if (progress) progress.newNotices += notices.length;
      onProgress();
    },
  };
  const done = (async () => {
    await null; // the runs below are registered first, so the marker lists these seeds
    await writeMarker(store, now);
    const result = await crawl(seeds, hooks, lists);
    const ops: WriteOp[] = result.sites.map((summary) => ({ type: 'put', collection: SITE_STATUS, key: summary.site, value: siteRunOutcome(summary, now()) }));
    await store.write(ops);
    return result;
  })().finally(async () => {
    for (const site of bySite.keys()) running.delete(site);
    if (running.size === 0) progress = undefined;
    await writeMarker(store, now);
    onProgress();
  });
  for (const [site, siteSeeds] of bySite) running.set(site, { seeds: siteSeeds, done });
  return done;
}

// The marker lists every seed in progress; gone when nothing runs.
async function writeMarker(store: Store, now: () => Date): Promise<void> {
  const old = await store.get(SETTINGS, 'crawl');
  // Read after the await: the seeds running when this write goes out.
  const seeds = [...running.values()].flatMap((r) => [...r.seeds]);
  if (seeds.length === 0) {
    await store.write([{ type: 'delete', collection: SETTINGS, key: 'crawl' }]);
    return;
  }
  const marker: CrawlMarker = { startedAt: old?.startedAt ?? now().toISOString(), seeds };
  await store.write([{ type: 'put', collection: SETTINGS, key: 'crawl', value: marker }]);
}

/** Resumes a run that a stopped worker left unfinished; undefined when none was. */
export async function resumeInterrupted(store: Store, crawl: CrawlFn, now: () => Date, onProgress?: () => void): Promise<CrawlResult | undefined> {
  const marker = await store.get(SETTINGS, 'crawl');
  return marker ? runCrawl(store, crawl, marker.seeds, now, onProgress) : undefined;
}

/** True when a stopped worker left a run to resume (read without loading anything heavy). */
export async function hasInterruptedRun(store: Store): Promise<boolean> {
  return (await store.get(SETTINGS, 'crawl')) !== undefined && running.size === 0;
}

const ALWAYS_SHOWN = new Set(['blocked', 'dns', 'network', 'timeout']);

function siteRunOutcome(summary: CrawlSummary, at: Date): SiteRunOutcome {
  const kinds = Object.entries(summary.errors).filter(([, n]) => (n ?? 0) > 0);
  // A block or an unreachable host is always worth showing. Broken links, pages robots.txt
  // keeps us out of, redirect loops and files are normal on a university site: worth showing
  // only when they cost the site its lists.
  const serious = kinds.filter(([kind]) => ALWAYS_SHOWN.has(kind) || summary.listPages === 0);
  const errorKind = serious.length > 0 ? serious.sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))[0]![0] : undefined;
  return {
    lastRunAt: at.toISOString(),
    listPages: summary.listPages,
    notices: summary.notices,
    errorKind,
    lastError: errorKind ? plainError(errorKind, summary.lastError) : undefined,
    ...(summary.rendered && { rendered: summary.rendered }),
    ...(summary.needsBrowser?.length && { needsBrowser: summary.needsBrowser }),
  };
}
