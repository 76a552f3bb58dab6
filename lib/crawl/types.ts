/** The crawl's inputs, outputs and events: what the helper and the extension both call. */
import type { Clock, FetchedPage, FetchErrorKind, LinkInput, LinkVerdict, Notice, Store, Tokenizer, Validators } from '../types.ts';

/** The part of lib/fetch's Fetcher the crawl uses: one page, conditional when validators are given. */
export interface PageFetcher {
  fetchPage(url: string, validators?: Validators): Promise<FetchedPage>;
}

/** The part of lib/classify's classifier the crawl uses. */
export interface LinkClassifier {
  classify(link: LinkInput): LinkVerdict;
}

export interface CrawlDeps {
  fetcher: PageFetcher;
  store: Store;
  classifier: LinkClassifier;
  tokenizer: Tokenizer;
  clock: Clock;
  log?: (event: CrawlEvent) => void;
  /**
   * Receives each university's new notices as soon as it is crawled, before they are marked as
   * delivered. If it throws (or the process dies first) they stay unmarked and come again in the
   * next run: nothing is lost. Without it, the report's `newNotices` is the delivery.
   */
  deliver?: (notices: Notice[]) => Promise<void>;
}

export interface CrawlOptions {
  seeds: string[];
  /** Link depth of discovery from the seed. Default 4. */
  depth?: number;
  /** Pages fetched by one site's discovery (notice detail pages not counted). Default 300. */
  maxPages?: number;
  /** Aggregation pages kept per site. Default 40. */
  maxListPages?: number;
  /** Pages of one list's pagination followed. Default 20. */
  paginationLimit?: number;
  /** Stop a site's crawl after this long (by the injected clock); the rest waits for the next run. Default 30 min. */
  maxSiteMs?: number;
  signal?: AbortSignal;
  /** Site runs open at once (the fetcher spaces requests to one host and caps those in flight). Default 16. */
  concurrency?: number;
}

/** Error kinds counted per site: the fetcher's, plus 'internal' for a page the pipeline choked on. */
export type CrawlErrorKind = FetchErrorKind | 'internal';

export interface SiteSummary {
  /** Registrable domain of the university. */
  site: string;
  mode: 'discover' | 'refresh';
  /** Aggregation (list) pages known after this run. */
  listPages: number;
  /** Notices stored for the site. */
  notices: number;
  /** Notices first delivered in this run. */
  newNotices: number;
  /** HTTP requests made (attempts, robots-blocked included). */
  requests: number;
  errors: Partial<Record<CrawlErrorKind, number>>;
  lastError?: string;
}

export interface CrawlReport {
  /** Notices not delivered before: first seen in this run, or in a run that was cut short. */
  newNotices: Notice[];
  sites: SiteSummary[];
}

export type CrawlEvent =
  | { type: 'site-start'; site: string; mode: 'discover' | 'refresh' }
  | { type: 'fetch'; site: string; url: string; purpose: 'discover' | 'list' | 'notice' }
  | { type: 'list-page'; site: string; url: string }
  | { type: 'notice'; site: string; notice: Notice }
  | { type: 'error'; site: string; url: string; kind: CrawlErrorKind; message: string }
  | { type: 'site-done'; summary: SiteSummary };
