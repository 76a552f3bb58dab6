/**
 * `crawl --watch` and `crawl --due`: the crawl on lib/schedule's rhythm. Each round plans over the
 * state (which stored lists are due, within the budgets; which sites still need a discovery),
 * crawls only those, keeps what each list showed as its rhythm, then sleeps until the next list
 * is due (at most WAKE_CAP, so a clock that jumped, a machine that slept, is planned again).
 * `--due` does one round and exits, for a cron or systemd timer; `--watch` repeats until its
 * signal aborts (SIGINT/SIGTERM), which ends the round's crawl at its last checkpoint.
 */
import type { CrawlReport } from '../../lib/crawl/index.ts';
import { groupSeeds } from '../../lib/crawl/index.ts';
import { chinaClock } from '../../lib/schedule/china-time.ts';
import { planAll, planWatch, recordWatch, type WatchPlan } from '../../lib/schedule/watched.ts';
import type { Budget } from '../../lib/schedule/budget.ts';
import type { Store } from '../../lib/store/store.ts';

/** Longest sleep between two plans. */
export const WAKE_CAP_MS = 30 * 60_000;

export interface WatchDeps {
  store: Store;
  seeds: string[];
  /** One crawl of these seeds, refreshing per site only the lists `lists` names. */
  crawlOnce(seeds: string[], lists: (site: string) => readonly string[] | undefined): Promise<CrawlReport>;
  clock(): number;
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  log(text: string): void;
  budget?: Budget;
}

/** One round: the due lists crawled and recorded. Resolves with the plan and the report (undefined when nothing was due). */
export async function watchRound(deps: WatchDeps): Promise<{ plan: WatchPlan; report?: CrawlReport }> {
  const bySite = groupSeeds(deps.seeds);
  const at = deps.clock();
  const plan = await planWatch(deps.store, [...bySite.keys()], at, deps.budget);
  if (plan.sites.length === 0) return { plan };
  const lists = plan.due.length;
  const parts = [...(lists ? [`${lists} list${lists === 1 ? '' : 's'} due on ${plan.sites.length - plan.discover.length} site(s)`] : []), ...(plan.discover.length ? [`${plan.discover.length} site(s) to discover`] : [])];
  deps.log(`watch: ${chinaClock(at)} China time: ${parts.join(', ')}`);
  const report = await deps.crawlOnce(plan.sites.flatMap((site) => bySite.get(site)!), plan.listsFor);
  await recordWatch(deps.store, plan, at, report.newNotices, report.sites);
  return { plan, report };
}

/** A crawl run by hand (no --watch, no --due): every list asked, and its history kept. */
export async function recordHandRun(store: Store, seeds: string[], at: number, report: CrawlReport): Promise<void> {
  await recordWatch(store, await planAll(store, [...groupSeeds(seeds).keys()], at), at, report.newNotices, report.sites);
}

/** Rounds until `signal` aborts; the reports of the rounds that crawled go to `onReport`. */
export async function watch(deps: WatchDeps, signal: AbortSignal, onReport: (report: CrawlReport) => void = () => {}): Promise<void> {
  while (!signal.aborted) {
    const { report } = await watchRound(deps);
    if (report) onReport(report);
    if (signal.aborted) return;
    const plan = await planWatch(deps.store, [...groupSeeds(deps.seeds).keys()], deps.clock(), deps.budget);
    if (plan.sites.length > 0) continue; // due again already (a long round)
    const next = [...plan.bySite.values()].sort((a, b) => a.at - b.at)[0];
    if (next) deps.log(`watch: waiting; ${next.site} is next: ${next.reason} (China time)`);
    const wait = next ? Math.min(WAKE_CAP_MS, Math.max(1000, next.at - deps.clock())) : WAKE_CAP_MS;
    await deps.sleep(wait, signal);
  }
}
