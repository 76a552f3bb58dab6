/**
 * When a page is handed to the browser: the whole rule. Static first: every page is fetched and
 * read without one, and the browser is asked only for what that read shows it could not do. The
 * first of these that holds is the reason (`NeedsBrowserReason`):
 *
 * A fetch that failed:
 *  1. `challenge`: the fetcher called the answer `blocked` (a gateway's JavaScript challenge, told
 *     by lib/fetch/challenge.ts, or a 403/412).
 *  2. `transport`: the HTTP client refused an answer a browser reads (a duplicate Content-Length,
 *     Node's `HPE_*`: signals.ts isRefusedAnswer).
 * A page read as served (never one the browser drew):
 *  3. `click-rows`: more rows open on a click than the notice links read from them.
 *  4. `script-list`: no notice rows read and under 200 characters of main text, from HTML that is a
 *     script's shell (an empty list container or template and a script that loads data:
 *     signals.ts isScriptList). A notice's page too.
 *  5. `script-frame`: a frame whose address a script sets (lib/extract `scriptFrame`).
 * A list page, drawn or not:
 *  6. `js-pager`: its pager is scripts only (the reader marked it `js-pager`, or a list with no
 *     pager URL whose pager links are all scripts: signals.ts isScriptPager).
 * A site (whySeedsBrowser):
 *  7. `script-menu`: discovery found no list at all, and nothing sent the site to a browser yet.
 *
 * Before any fetch, what the run learnt sends pages straight to the browser (render.ts): a host
 * the browser got into past a challenge or refused answers (`browserFirst`), a list the browser
 * drew and a kind of detail page it had to draw (`renderDrawn`).
 *
 * What the crawl does with a reason: renders the page (render.ts `renderCounted`) within the
 * site's caps and budget, clicks through a js-pager list (lib/pager/walk/script-pager.ts), draws the
 * seeds once (script-menu). Without a browser, or when it declines or fails, the page is noted in
 * the site's summary (`needsBrowser`: the reason and its URL) so a site is never silently short.
 * A caller passes `among`: the reasons it acts on, so a reason it does not handle never hides one it does.
 */
import type { ListView } from '../crawl/crawl-pipeline.ts';
import type { SiteSummary } from '../crawl/types.ts';
import type { ExtractedPage, FetchedPage } from '../types/page.ts';
import { isRefusedAnswer, isScriptList, isScriptPager } from './signals.ts';

/** Why a page needs a browser (the rule above; README.md says what each means to the user). */
export type NeedsBrowserReason = 'challenge' | 'transport' | 'click-rows' | 'script-list' | 'script-frame' | 'js-pager' | 'script-menu';

/** A fetch that threw: its error (lib/fetch's FetchError `{ kind, detail }`). */
export interface FailedFetch {
  error: unknown;
}

/**
 * Main text shorter than this marks a shell. News portals carry empty `<ul>`s and data scripts
 * (comments, counters) beside an article; a page a script fills shows no body of its own.
 * On the 140 static HTML pages of ../shared/corpus/extraction: 33 have the script markers (26
 * before a loading line beside an external script counted), 4 of them a short body (3 portal
 * list pages, whose rows the crawl reads first: no render).
 */
const SHELL_BODY_CHARS = 200;

interface Read {
  fetched: FetchedPage | FailedFetch;
  page: ExtractedPage | undefined;
  view: ListView | undefined;
}

const RULES: readonly (readonly [NeedsBrowserReason, (read: Read) => boolean])[] = [
  ['challenge', ({ fetched }) => kindOf(fetched) === 'blocked'],
  ['transport', ({ fetched }) => kindOf(fetched) === 'network' && isRefusedAnswer((fetched as FailedFetch).error)],
  ['click-rows', ({ fetched, page, view }) => asServed(fetched) && !!page && !!view && (page.clickRows ?? 0) > rowsRead(view)],
  ['script-list', ({ fetched, page, view }) => asServed(fetched) && !!page && (!view || rowsRead(view) === 0) && isScriptShell(fetched, page)],
  ['script-frame', ({ fetched, page }) => asServed(fetched) && page?.scriptFrame === true],
  ['js-pager', ({ fetched, page, view }) => !!page && !!view && 'text' in fetched && scriptPagerOnly(fetched, page, view)],
];

/**
 * Why this fetch, or this page as read (and, for a list, its view), needs a browser; undefined when
 * it does not. `among`: the reasons the caller acts on (all when absent), asked in the rule's order.
 */
export function whyBrowser(
  fetched: FetchedPage | FailedFetch,
  page?: ExtractedPage,
  view?: ListView,
  among?: readonly NeedsBrowserReason[],
): NeedsBrowserReason | undefined {
  const read: Read = { fetched, page, view };
  return RULES.find(([reason, holds]) => (!among || among.includes(reason)) && holds(read))?.[0];
}

/**
 * `script-menu`: a site whose discovery found no list (`lists`: lists and root lists found) may
 * hide its columns in a menu only scripts draw; its seeds are drawn once (`seedsDrawn`: done).
 * A site already reported for a browser (a gateway, a script list) says why, and one the browser
 * already drew showed what it could: no second try.
 */
export function whySeedsBrowser(found: { lists: number; seedsDrawn?: boolean }, summary: Pick<SiteSummary, 'needsBrowser' | 'rendered'>): 'script-menu' | undefined {
  if (found.lists > 0 || found.seedsDrawn) return undefined;
  if (summary.needsBrowser?.length || summary.rendered) return undefined;
  return 'script-menu';
}

/**
 * True when a page fetched as served read no rows or text because a script fetches them: the
 * browser's DOM has them. A page that shows a full page of dated rows as served (a Hanweb
 * datastore's records, whose script only turns its pages) is no shell, whatever its scripts do.
 */
export function isScriptShell(fetched: FetchedPage, page: ExtractedPage): boolean {
  return !fetched.via && page.body.length < SHELL_BODY_CHARS && !showsRows(page) && isScriptList(fetched.text);
}

/** Dated rows that make a page of a list as served; a sidebar box of the newest few shows fewer. */
const SHOWN_ROWS = 10;
const showsRows = (page: ExtractedPage) => page.links.filter((l) => l.date !== undefined && l.inScope && !l.skip).length >= SHOWN_ROWS;

// A pager of scripts only: the reader said so, or a list with no pager URL whose pager links are all scripts.
function scriptPagerOnly(fetched: FetchedPage, page: ExtractedPage, view: ListView): boolean {
  return page.needsBrowser === 'js-pager' || (view.isList && view.pagination.length === 0 && !page.scriptPagerRead && isScriptPager(fetched.text));
}

// Notice rows read from a list (as lib/crawl/collect.ts candidateCount: judged notices and cut titles).
function rowsRead(view: ListView): number {
  return view.noticeLinks.length + (view.cutLinks?.length ?? 0);
}

function asServed(fetched: FetchedPage | FailedFetch): fetched is FetchedPage {
  return 'text' in fetched && !fetched.via;
}

function kindOf(fetched: FetchedPage | FailedFetch): unknown {
  return 'error' in fetched ? (fetched.error as { kind?: unknown } | null)?.kind : undefined;
}
