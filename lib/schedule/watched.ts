/**
 * The schedule over a Store: which of the watched sites' stored lists are due now (and when each
 * is asked next, why), and, after a crawl, what each checked list showed, kept as its rhythm.
 * A site with no lists yet (or marked for rediscovery) is due for discovery, at most once a day
 * (hourly while a discovery cut by its budget is still in progress).
 */
import type { Notice } from '../types/notice.ts';
import type { Store, WriteOp } from '../store/store.ts';
import { DAY_MS, HOUR_MS, chinaClock, chinaDay } from './china-time.ts';
import { DEFAULT_BUDGET, planChecks, type Budget, type Plan, type PlannedCheck } from './budget.ts';
import { recordCheck } from './history.ts';
import { DEFAULT_RHYTHM, type RhythmConfig } from './rhythm.ts';

/** Collection of the rhythms. */
export const RHYTHM = 'rhythm';
/** Collection of the requests made today per site (one record, key TODAY), for the budgets. */
export const REQUESTS = 'requestsToday';
const TODAY = 'today';
const siteKey = (site: string) => `site:${site}`;

export interface WatchPlan extends Plan {
  /** Sites to crawl now: their due lists, or a discovery. */
  sites: string[];
  /** Sites crawled now for a discovery (no lists, or marked to rediscover). */
  discover: string[];
  /** The stored lists to refresh per site (lib/crawl's `lists` option). */
  listsFor(site: string): string[] | undefined;
  /** Per site: its next check and why (the earliest of its lists). */
  bySite: Map<string, PlannedCheck>;
}

/** The plan for `sites` (registrable domains) at `now`. */
export async function planWatch(store: Store, sites: readonly string[], now: number, budget: Budget = DEFAULT_BUDGET, config: RhythmConfig = DEFAULT_RHYTHM): Promise<WatchPlan> {
  const records = await Promise.all(sites.map((site) => store.get('sites', site)));
  const discover: string[] = [];
  const lists: { url: string; site: string }[] = [];
  const bySite = new Map<string, PlannedCheck>();
  for (const [i, site] of sites.entries()) {
    const record = records[i];
    const inProgress = (await store.get('discovery', site)) !== undefined;
    if (!record || record.listUrls.length === 0 || record.rediscover || inProgress) {
      // A discovery a spent budget cut goes on within the hour; one that found nothing, a day later.
      const tried = await store.get(RHYTHM, siteKey(site));
      const at = tried ? tried.lastCheckAt + (inProgress ? HOUR_MS : DAY_MS) : now;
      if (at <= now) discover.push(site);
      const why = inProgress ? 'its discovery goes on' : record?.rediscover ? 'its lists stopped working: looked for again' : tried ? 'no list found yet: looked for again' : 'no list known yet: looked for';
      bySite.set(site, { url: siteKey(site), site, at: Math.max(at, now), kind: 'new', reason: `${why} ${at <= now ? 'now' : chinaClock(at)}` });
      continue;
    }
    for (const url of record.listUrls) lists.push({ url, site });
  }
  const rhythms = await Promise.all(lists.map((l) => store.get(RHYTHM, l.url)));
  const spent = await store.get(REQUESTS, TODAY);
  const requests = new Map(spent && spent.day === chinaDay(now) ? Object.entries(spent.bySite) : []);
  const plan = planChecks(lists.map((l, i) => ({ ...l, rhythm: rhythms[i] })), now, budget, config, requests);
  for (const p of plan.lists) {
    const best = bySite.get(p.site);
    if (!best || p.at < best.at) bySite.set(p.site, p);
  }
  const due = new Map<string, string[]>();
  for (const p of plan.due) due.set(p.site, [...(due.get(p.site) ?? []), p.url]);
  const later = [...bySite.values()].map((p) => p.at).filter((at) => at > now);
  const wakeAt = later.length > 0 ? Math.min(...later) : undefined;
  return {
    ...plan,
    wakeAt,
    sites: [...new Set([...discover, ...due.keys()])],
    discover,
    listsFor: (site) => (discover.includes(site) ? undefined : (due.get(site) ?? [])),
    bySite,
  };
}

/**
 * Keeps what the crawl at `at` showed: each due list of the plan was asked (a spent budget may
 * have left one unread: it counts as asked and is due again by its rhythm); a discovered site's
 * lists start their history now. `fresh`: the crawl's new notices (each names its list);
 * `sites`: its per-site summaries, whose requests count against today's budgets.
 */
export async function recordWatch(store: Store, plan: WatchPlan, at: number, fresh: readonly Notice[], sites: ReadonlyArray<{ site: string; requests?: number }> = []): Promise<void> {
  const byList = new Map<string, Notice[]>();
  for (const n of fresh) byList.set(n.listUrl, [...(byList.get(n.listUrl) ?? []), n]);
  const checked = plan.due.map((p) => ({ url: p.url, site: p.site }));
  for (const site of plan.discover) {
    const record = await store.get('sites', site);
    for (const url of record?.listUrls ?? []) checked.push({ url, site });
  }
  const ops: WriteOp[] = [];
  for (const site of plan.discover) {
    ops.push({ type: 'put', collection: RHYTHM, key: siteKey(site), value: recordCheck(await store.get(RHYTHM, siteKey(site)), { url: siteKey(site), site, at, fresh: [] }) });
  }
  const day = chinaDay(at);
  const spent = await store.get(REQUESTS, TODAY);
  const bySite: Record<string, number> = spent && spent.day === day ? { ...spent.bySite } : {};
  for (const s of sites) if (s.requests) bySite[s.site] = (bySite[s.site] ?? 0) + s.requests;
  ops.push({ type: 'put', collection: REQUESTS, key: TODAY, value: { day, bySite } });
  // Lists the crawl gave up or renamed leave their history behind: dropped, so it stays bounded.
  const touched = new Set([...checked.map((c) => c.site), ...plan.sites]);
  const current = new Set<string>();
  for (const site of touched) for (const url of (await store.get('sites', site))?.listUrls ?? []) current.add(url);
  for (const { url, site } of checked) {
    if (!current.has(url)) continue;
    const notices = byList.get(url) ?? [];
    const rhythm = recordCheck(await store.get(RHYTHM, url), {
      url,
      site,
      at,
      fresh: notices.map((n) => ({ publishedAt: n.publishedAt, changed: (n.changes?.length ?? 0) > 0 })),
    });
    ops.push({ type: 'put', collection: RHYTHM, key: url, value: rhythm });
  }
  for (const old of await store.getAll(RHYTHM)) {
    if (touched.has(old.site) && !old.url.startsWith('site:') && !current.has(old.url)) ops.push({ type: 'delete', collection: RHYTHM, key: old.url });
  }
  await store.write(ops);
}

/** A plan asking every stored list of `sites` now (a crawl run by hand), so its history is kept too. */
export async function planAll(store: Store, sites: readonly string[], now: number): Promise<WatchPlan> {
  return planWatch(store, sites, now, { perSiteDay: Infinity, perDay: Infinity }, { ...DEFAULT_RHYTHM, maxGapMs: 0, minGapMs: 0 });
}
