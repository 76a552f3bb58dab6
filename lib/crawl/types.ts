/** The crawl's inputs, outputs and events: what the helper and the extension both call. */
import type { NeedsBrowserReason } from '../browser/why-browser.ts';
import type { Clock, Tokenizer } from '../types/capabilities.ts';
import type { FetchedPage, FetchErrorKind, FormPost, Validators } from '../types/page.ts';
import type { LinkInput, LinkVerdict, Notice } from '../types/notice.ts';
import type { Store } from '../store/store.ts';
import type { LinkClassifier } from '../classify/rows.ts';

/** The part of lib/fetch's Fetcher the crawl uses: one page, conditional when validators are given. */
export interface PageFetcher {
  /** `options.readAlready`: pages read already this run; a redirect to one is not followed. */
  fetchPage(url: string, validators?: Validators, options?: { readAlready?: (url: string) => boolean }): Promise<FetchedPage>;
  /** Whether robots.txt lets us fetch `url` (asked before a page goes straight to the browser). */
  robotsAllow?(url: string): Promise<boolean>;
  /** The `Sitemap:` URLs of `url`'s origin from its robots.txt (discovery reads them for list pages). */
  sitemaps?(url: string): Promise<string[]>;
  /** POSTs a page's own form (a WebForms pager's postback) to its host; without it such pagers are only noted (`js-pager`). */
  postForm?(url: string, form: FormPost): Promise<FetchedPage>;
}

/** A page as a browser shows it once its scripts settled: `text` is the DOM's outerHTML. */
export interface RenderedPage {
  url: string;
  status: number;
  text: string;
  /** The document's charset (the document's characterSet): links with non-ASCII queries are encoded by it. */
  charset?: string;
  via: 'browser';
  /** Rows of the page's own data that act on a click but could not be made links (lib/crawl/row-links.ts): reported, not read. */
  unlinkedRows?: number;
}

/** A page's static answer, decoded, as the browser may be shown it: 200, its final URL, its MIME type and charset. */
export interface ShownAnswer {
  url: string;
  type: string;
  text: string;
  charset: string;
}

/**
 * A browser that renders pages the static fetch cannot read (lib/browser/why-browser.ts). It
 * gives up within `timeoutMs` (throwing an error with a `kind`: 'timeout', 'blocked' …), and
 * answers undefined when it declines (its cap of pages for this run is reached).
 */
export interface PageRenderer {
  /** `from`: the page whose link this is, opened as a click would (its Referer). */
  /**
   * `keep`: the page may be walked with a pager later this run (a list page); a renderer may keep
   * it open a while, so that the walk starts there instead of asking the site for it again.
   */
  /**
   * `shown`: the answer this run already has for the page (lib/browser/shown.ts); a renderer that
   * can show it to the browser does, so the site is not asked for the same page again.
   */
  render(url: string, options: { timeoutMs: number; signal?: AbortSignal; pager?: PagerRequest; from?: string; keep?: boolean; shown?: ShownAnswer }): Promise<RenderedPage | undefined>;
  /** True when it shows the browser a `shown` answer rather than asking the site (the helper's Chromium; not a tab). */
  readonly showsAnswers?: boolean;
  /** True when a page of `url` kept open (`keep`) is still there: a pager walk from it asks the site nothing for its first page. */
  holds?(url: string): boolean;
}

/**
 * Asks the renderer to follow the rendered list's script-only pager (lib/pager/walk/click-pager.ts):
 * click "next", wait for the list to change, hand the page over, up to `maxPages` pages. A
 * renderer that cannot click ignores it.
 */
export interface PagerRequest {
  maxPages: number;
  /** A click that changed nothing in this long ends the walk. */
  pageTimeoutMs: number;
  /** The whole walk's bound. */
  totalMs: number;
  /** Each page after the first; false ends the walk. */
  onPage(page: RenderedPage): Promise<boolean> | boolean;
}

export type { LinkClassifier };

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
  /** A browser for pages that need one (challenges, script-written lists); without it they are reported in `needsBrowser`. */
  render?: PageRenderer;
}

export interface CrawlOptions {
  seeds: string[];
  /** Link depth of discovery from the seed. Default 4. */
  depth?: number;
  /**
   * Pages fetched by one site's discovery, across resumed runs. Default 300. When given, it also
   * bounds the requests of one site in one run (see maxRequests).
   */
  maxPages?: number;
  /**
   * Requests one site may make in one run, of every kind: discovery, lists, pagination, notice
   * pages. Default: maxPages when given, else 1000. When spent, the site's summary counts a
   * 'budget' error and the rest (frontier, notice links) waits for the next run.
   */
  maxRequests?: number;
  /** Aggregation pages kept per site. Default 40. */
  maxListPages?: number;
  /** Pages of one list's pagination followed. Default 20. */
  paginationLimit?: number;
  /** Stop a site's crawl after this long (by the injected clock; notice pages count too); the rest waits for the next run. Default 30 min. */
  maxSiteMs?: number;
  signal?: AbortSignal;
  /** Site runs open at once (the fetcher spaces requests to one host and caps those in flight). Default 16. */
  concurrency?: number;
  /**
   * The stored lists a site refreshes this run (lib/schedule: those due); undefined, or no
   * option: all of them. A site that discovers ignores it.
   */
  lists?: (site: string) => readonly string[] | undefined;
}

/**
 * Error kinds counted per site: the fetcher's, 'internal' for a page the pipeline choked on, and
 * 'budget' when the site's requests or time for the run were used up (the rest waits, nothing lost),
 * 'list-limit' when a list had more pages than one walk reads (its oldest pages stay unread).
 */
export type CrawlErrorKind = FetchErrorKind | 'internal' | 'budget' | 'list-limit';

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
  /** Pages read through the browser (`deps.render`). */
  rendered?: number;
  /** Pages that needed a browser and were not (fully) read: no renderer, it declined or failed, or a script-only pager. */
  needsBrowser?: { url: string; reason: NeedsBrowserReason }[];
}

export interface CrawlReport {
  /** Notices not delivered before: first seen in this run, or in a run that was cut short. */
  newNotices: Notice[];
  sites: SiteSummary[];
}

export type CrawlEvent =
  | { type: 'site-start'; site: string; mode: 'discover' | 'refresh' }
  /** `shown`: a browser read of a page fetched already this run, shown its answer (no request). */
  | { type: 'fetch'; site: string; url: string; purpose: 'discover' | 'list' | 'notice'; via?: 'browser'; shown?: true }
  | { type: 'needs-browser'; site: string; url: string; reason: NeedsBrowserReason }
  | { type: 'list-page'; site: string; url: string }
  | { type: 'notice'; site: string; notice: Notice }
  | { type: 'error'; site: string; url: string; kind: CrawlErrorKind; message: string }
  | { type: 'site-done'; summary: SiteSummary };
