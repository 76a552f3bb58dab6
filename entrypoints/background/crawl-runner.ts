/**
 * Runs the crawl for the watched sites, one run at a time per worker. A marker in the store
 * says a run is in progress: a service worker stopped mid-crawl finds it at its next start and
 * runs again, and the crawl (which checkpoints as it goes) carries on where it stopped.
 *
 * Each run announces its new notices once (test/e2e/sw-kill.test.ts stops the worker at random
 * points): only the call that started a run announces it (a "check now" or the check alarm that
 * joins a resumed run used to announce it a second time), the notices to announce are kept in
 * `announce` before the crawl marks them delivered, and the marker goes only after the
 * announcement, so a worker stopped in between announces them at its next start instead of never.
 * A check waiting for the running run (a site added mid-crawl) is in the marker too.
 */
import type { Notice, Store, WriteOp } from '../../lib/types.ts';
import { plainError } from './plain-error.ts';
import { ANNOUNCE, SETTINGS, SITE_STATUS, WATCH, type CrawlMarker, type SiteRun, type WatchedSite } from '../../lib/extension/records.ts';

/** The part of lib/crawl's per-site summary the extension shows. */
export interface CrawlSummary {
  site: string;
  listPages: number;
  notices: number;
  newNotices: number;
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

/** lib/crawl's `crawl`, with the worker's fetcher, classifier and tokenizer already bound. */
export type CrawlFn = (seeds: string[]) => Promise<CrawlResult>;

/** Tells the user about a finished run (notification, badge); called once per run. */
export type AnnounceFn = (result: CrawlResult) => Promise<void>;

/** A new notice the crawl handed out and no run has announced yet (key: its URL). */
interface Unannounced {
  url: string;
  title: string;
  firstSeenAt: string;
}

/**
 * The crawl's `deliver`: keeps the notices it hands out until a run announces them. One record
 * per notice, so sites delivering at once never overwrite each other, and a notice handed out
 * again (the worker stopped before the crawl marked it delivered) is the same record.
 */
export async function keepForAnnouncement(store: Store, fresh: readonly Notice[]): Promise<void> {
  await store.write(
    fresh.map((n): WriteOp => ({ type: 'put', collection: ANNOUNCE, key: n.url, value: { url: n.url, title: n.title, firstSeenAt: n.firstSeenAt } })),
  );
}

/**
 * Announces the kept notices and `extra` ones through `announce` (the stored notices, oldest
 * first), then forgets them. A worker stopped between the two announces them again: at least
 * once, never lost.
 */
export async function announceKept(store: Store, extra: readonly Notice[], announce: (fresh: Notice[]) => Promise<void>): Promise<void> {
  const kept = (await store.getAll<Unannounced>(ANNOUNCE)).sort((a, b) =>
    a.firstSeenAt < b.firstSeenAt ? -1 : a.firstSeenAt > b.firstSeenAt ? 1 : a.url < b.url ? -1 : 1,
  );
  const stored = await Promise.all(kept.map((k) => store.get<Notice>('notices', k.url)));
  const all = [...stored.filter((n): n is Notice => n !== undefined), ...extra];
  if (all.length > 0) await announce(all);
  await store.write(kept.map((n): WriteOp => ({ type: 'delete', collection: ANNOUNCE, key: n.url })));
}

let running: Promise<CrawlResult | undefined> | undefined;
let runningSeeds: ReadonlySet<string> = new Set();
/** Seeds of checks waiting for the running run to end; kept in the marker too (see runCrawl). */
const waiting = new Set<string>();

/** True while this worker runs a crawl. */
export function isCrawling(): boolean {
  return running !== undefined;
}

/** The seeds of the watched, unpaused sites (only `site` when given). */
export async function activeSeeds(store: Store, site?: string): Promise<string[]> {
  const watched = await store.getAll<WatchedSite>(WATCH);
  return watched.filter((w) => !w.paused && (!site || w.site === site)).flatMap((w) => w.seeds);
}

/**
 * Runs one crawl over `seeds` and `announce`s it. A run already going is joined when it covers
 * the seeds (the joiner gets undefined: the run's starter announces it), else the new seeds run
 * after it; undefined when there is nothing to crawl.
 */
export function runCrawl(store: Store, crawl: CrawlFn, seeds: string[], now: () => Date, announce: AnnounceFn): Promise<CrawlResult | undefined> {
  const mark = (marked: Iterable<string>): WriteOp => {
    const marker: CrawlMarker = { startedAt: now().toISOString(), seeds: [...new Set(marked)] };
    return { type: 'put', collection: SETTINGS, key: 'crawl', value: marker };
  };
  if (running) {
    if (seeds.every((s) => runningSeeds.has(s))) return running.then(() => undefined);
    // A check waiting its turn is written into the marker too: a worker stopped before its turn
    // runs it at the next start (it used to wait in memory only, and was lost with the worker).
    const current = running;
    for (const s of seeds) waiting.add(s);
    // Its turn comes even when the run before it fails, so `waiting` never keeps a seed for good.
    const next = () => runCrawl(store, crawl, seeds, now, announce);
    return store
      .write([mark([...runningSeeds, ...waiting])])
      .catch(() => undefined) // the store failing fails the running run too, which says so
      .then(() => current)
      .then(next, next);
  }
  if (seeds.length === 0) return Promise.resolve(undefined);
  runningSeeds = new Set(seeds);
  for (const s of seeds) waiting.delete(s);
  running = (async () => {
    await store.write([mark([...seeds, ...waiting])]);
    const result = await crawl(seeds);
    // Before the marker goes: a worker stopped until here resumes and announces at its next start.
    await announce(result);
    const ops: WriteOp[] = result.sites.map((summary) => ({
      type: 'put',
      collection: SITE_STATUS,
      key: summary.site,
      value: siteRun(summary, now()),
    }));
    // The marker goes unless checks still wait their turn (they are in it).
    ops.push(waiting.size > 0 ? mark(waiting) : { type: 'delete', collection: SETTINGS, key: 'crawl' });
    await store.write(ops);
    return result;
  })().finally(() => {
    running = undefined;
    runningSeeds = new Set();
  });
  return running;
}

/** Resumes a run that a stopped worker left unfinished; undefined when none was. */
export async function resumeInterrupted(store: Store, crawl: CrawlFn, now: () => Date, announce: AnnounceFn): Promise<CrawlResult | undefined> {
  const marker = await store.get<CrawlMarker>(SETTINGS, 'crawl');
  return marker ? runCrawl(store, crawl, marker.seeds, now, announce) : undefined;
}

const ALWAYS_SHOWN = new Set(['blocked', 'dns', 'network', 'timeout']);

function siteRun(summary: CrawlSummary, at: Date): SiteRun {
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
