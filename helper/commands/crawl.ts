/**
 * `npm run helper -- crawl --seed URL … --state DIR`: discover the universities' list pages and
 * print their notices as JSON lines; later runs with the same state print only notices not
 * printed before. Progress and a per-site summary go to stderr. Exit 0 even when sites failed
 * (the summary says which); non-zero only for bad arguments or an unusable state directory.
 */
import { createClassifier } from '../../lib/classify/index.ts';
import { crawl, groupSeeds, type CrawlReport } from '../../lib/crawl/index.ts';
import { createFetcher } from '../../lib/fetch/index.ts';
import type { FetchFn, Notice } from '../../lib/types.ts';
import { CRAWL_USAGE, parseCrawlArgs, type CrawlArgs } from '../crawl/args.ts';
import { noticeLine, summaryTable } from '../crawl/output.ts';
import { createProgress } from '../crawl/progress.ts';
import { openFileStore, type FileStore } from '../file-store.ts';
import type { Io } from '../io.ts';
import { loadNodeTokenizer } from '../jieba-node.ts';
import { createResolvingFetch } from '../resolve.ts';

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
    store = await openFileStore(args.state);
  } catch (error) {
    io.log(`crawl: cannot use the state directory ${args.state}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    const report = await crawlWith(args, store, async (notices) => {
      for (const notice of notices) io.outLine(noticeLine(notice));
    });
    io.log(summaryTable(report.sites));
    return 0;
  } finally {
    await store.close();
  }
}

/** Wires the crawl's capabilities for Node and runs it; `deliver` gets the new notices before they are marked delivered. */
export async function crawlWith(args: CrawlArgs, store: FileStore, deliver: (notices: Notice[]) => Promise<void>, signal?: AbortSignal): Promise<CrawlReport> {
  const fetch: FetchFn = args.resolve.length > 0 ? createResolvingFetch(args.resolve) : globalThis.fetch;
  const tokenizer = loadNodeTokenizer();
  const classifier = createClassifier({ tokenizer });
  // Node has sockets to spare: more hosts at once than a service worker (still one request per host).
  const fetcher = createFetcher({ fetch, hostDelayMs: args.delayMs, maxConcurrent: 16 });
  const progress = createProgress(groupSeeds(args.seeds).size);
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
      },
      { seeds: args.seeds, depth: args.depth, maxPages: args.maxPages, signal },
    );
  } finally {
    progress.done();
  }
}
