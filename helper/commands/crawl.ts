/**
 * `npm run helper -- crawl --seed URL … --state DIR`: discover the universities' list pages and
 * print their notices as JSON lines; later runs with the same state print only notices not
 * printed before. Progress and a per-site summary go to stderr. Exit 0 even when sites failed
 * (the summary says which); non-zero for bad arguments, an unusable state directory, or an
 * output or state that cannot be written (a full disk, a closed pipe): the run stops there and
 * the notices not written come out in the next run (delivery.ts). With `--notify FILE` the
 * delivered notices are also pushed to the team's channels once the crawl is done
 * (helper/notify/notifier.ts, lib/notify).
 */
import { createClassifier } from '../../lib/classify/index.ts';
import { crawl, groupSeeds, StoreFailure, type CrawlReport } from '../../lib/crawl/index.ts';
import { createFetcher, withCookies } from '../../lib/fetch/index.ts';
import type { FetchFn } from '../../lib/types/capabilities.ts';
import { CRAWL_USAGE, parseCrawlArgs, type CrawlArgs } from '../crawl/args.ts';
import { createDelivery, DeliveryFailure, recoverPending, type Deliver } from '../crawl/delivery.ts';
import { summaryTable } from '../crawl/output.ts';
import { createProgress } from '../crawl/progress.ts';
import { openFileStore, type FileStore } from '../file-store.ts';
import type { Output } from '../output.ts';
import type { Io } from '../io.ts';
import { loadNodeTokenizer } from '../jieba-node.ts';
import { createResolvingFetch } from '../resolve.ts';
import { createBrowserRenderer } from '../browser.ts';
import { openNotifier, type Notifier } from '../notify/notifier.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_BUDGET } from '../../lib/schedule/budget.ts';
import { recordHandRun, watch, watchRound, type WatchDeps } from '../crawl/watch.ts';

export async function run(argv: string[], io: Io): Promise<number> {
  let args: CrawlArgs;
  try {
    args = parseCrawlArgs(argv);
  } catch (error) {
    io.log(`crawl: ${error instanceof Error ? error.message : String(error)}\n${CRAWL_USAGE}`);
    return 2;
  }
  let store: FileStore;
  try {
    store = await openCrawlState(args.state, io.log);
  } catch (error) {
    io.log(`crawl: cannot use the state directory ${args.state}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  let notifier: Notifier | undefined;
  try {
    if (args.notify !== undefined) notifier = await openNotifier(args.notify, args.state, io.log);
  } catch (error) {
    io.log(`crawl: ${error instanceof Error ? error.message : String(error)}`);
    await store.close();
    return 2;
  }
  const output = io.sink ?? ioOutput(io);
  const stop = new AbortController();
  let code = 0;
  try {
    const recovered = await recoverPending(store, Date.now);
    if (recovered) io.log(`crawl: ${recovered}`);
    const delivery = createDelivery(output, store, (failure) => stop.abort(failure));
    // Into the outbox first: a kill after this and before the delivered mark only delivers again, which the outbox takes once.
    const deliver: Deliver = notifier ? async (notices) => (await notifier.enqueue(notices), await delivery(notices)) : delivery;
    if (args.watch) {
      // A watch pushes as each batch is delivered: its rounds are small and it does not end.
      const pushing: Deliver = notifier ? async (notices) => (await deliver(notices), await notifier.finish()) : deliver;
      await crawlOnRhythm(args, store, pushing, stop, io.log);
    } else {
      const at = Date.now();
      const report = await crawlWith(args, store, deliver, stop.signal, (text) => io.log(text));
      // The lists' history for a later --watch or --due; a run that cannot keep it still delivered.
      await recordHandRun(store, args.seeds, at, report).catch((error: unknown) => io.log(`crawl: the lists' rhythm not kept: ${error instanceof Error ? error.message : String(error)}`));
      io.log(summaryTable(report.sites, args.browser !== undefined));
      await notifier?.finish();
    }
  } catch (error) {
    if (!(error instanceof DeliveryFailure || error instanceof StoreFailure)) throw error;
    io.log(`crawl: stopped: ${error.message}; ${error instanceof DeliveryFailure ? 'the notices not written' : 'what was not saved'} will come again in the next run`);
    code = 1;
  } finally {
    try {
      await store.close();
    } catch (error) {
      io.log(`crawl: cannot save the state in ${args.state}: ${error instanceof Error ? error.message : String(error)}`);
      code = 1;
    }
  }
  return code;
}

/** `--watch` / `--due` (helper/crawl/watch.ts); SIGINT or SIGTERM ends a watch at its last checkpoint, exit 0. */
async function crawlOnRhythm(args: CrawlArgs, store: FileStore, deliver: Deliver, stop: AbortController, log: (text: string) => void): Promise<void> {
  const quit = () => stop.abort(new WatchEnded());
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
  const deps: WatchDeps = {
    store,
    seeds: args.seeds,
    crawlOnce: (seeds, lists) => crawlWith({ ...args, seeds }, store, deliver, stop.signal, log, lists),
    clock: Date.now,
    sleep: (ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined),
    log,
    budget: { perSiteDay: args.siteBudget ?? DEFAULT_BUDGET.perSiteDay, perDay: args.dayBudget ?? DEFAULT_BUDGET.perDay },
  };
  const report = (r: CrawlReport) => log(summaryTable(r.sites, args.browser !== undefined));
  try {
    if (args.watch === 'due') {
      const round = await watchRound(deps);
      if (round.report) report(round.report);
      else log('crawl --due: no list due now');
    } else await watch(deps, stop.signal, report);
  } catch (error) {
    if (!(stop.signal.reason instanceof WatchEnded)) throw error;
  } finally {
    process.off('SIGINT', quit);
    process.off('SIGTERM', quit);
  }
  if (stop.signal.reason instanceof WatchEnded) log('crawl: stopped by a signal; the next run goes on from the last checkpoint');
}

class WatchEnded extends Error {
  constructor() {
    super('stopped by a signal');
  }
}

/** An Io without a sink of its own (an embedding caller's): its `out`, taken as done when called. */
function ioOutput(io: Io): Output {
  return { name: 'output', path: undefined, write: async (text, written) => {
      io.out(text);
      written?.();
    }, size: () => 0, sync: () => {}, truncate: () => {}, close: async () => {} };
}

/** The crawl's state directory: delivered marks are mirrored, so one damaged record cannot make notices come twice. */
export function openCrawlState(dir: string, log: (text: string) => void): Promise<FileStore> {
  return openFileStore(dir, { mirrored: ['delivered'], warn: log });
}

/** Wires the crawl's capabilities for Node and runs it; `deliver` gets the new notices before they are marked delivered. */
export async function crawlWith(
  args: CrawlArgs,
  store: FileStore,
  deliver: Deliver,
  signal?: AbortSignal,
  log?: (text: string) => void,
  lists?: (site: string) => readonly string[] | undefined,
): Promise<CrawlReport> {
  // Node keeps no cookies: the run keeps what the sites set (a JSP session), as a browser would.
  const fetch: FetchFn = withCookies(args.resolve.length > 0 ? createResolvingFetch(args.resolve) : globalThis.fetch);
  const tokenizer = loadNodeTokenizer();
  const classifier = createClassifier({ tokenizer });
  // Node has sockets to spare: more hosts at once than a service worker (still one request per host).
  const fetcher = createFetcher({ fetch, hostDelayMs: args.delayMs, maxConcurrent: 16 });
  const progress = createProgress(groupSeeds(args.seeds).size);
  // Launched only when a page needs it; closed whatever happens.
  const render = args.browser ? createBrowserRenderer({ executablePath: args.browser, resolve: args.resolve, timeoutMs: args.browserTimeoutMs }) : undefined;
  try {
    return await crawl(
      {
        fetcher,
        store,
        classifier,
        tokenizer,
        clock: Date.now,
        log: progress.onEvent,
        deliver,
        render,
      },
      { seeds: args.seeds, depth: args.depth, maxPages: args.maxPages, signal, lists },
    );
  } finally {
    progress.done();
    await render?.close();
    if (render?.times.length) log?.(renderFigures(render.times));
  }
}

/** "browser: 7 pages rendered, median 1.2 s, longest 8.0 s". */
function renderFigures(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `browser: ${times.length} pages rendered, median ${s(sorted[Math.floor(sorted.length / 2)]!)}, longest ${s(sorted.at(-1)!)}`;
}
