/**
 * The renderer's calls (static first, a browser only where needed, as Crawlee's adaptive crawler):
 * a page why-browser.ts sends to the browser is rendered by `deps.render` when there is one and
 * read through the same pipeline, within the site's caps and budget. What a run learns predicts
 * the next pages: a host that let the browser past its challenge (or whose answers the HTTP client
 * refuses) sends its later pages straight to the browser; a kind of page the browser had to draw
 * is drawn first. Without a renderer (or when it declines or fails) the page is noted in the
 * site's summary as `needsBrowser` with its reason, so a site is never silently empty.
 */
import robotsParser from 'robots-parser';
import { FetchError } from '../fetch/errors.ts';
import { DEFAULT_USER_AGENT, robotsToken } from '../fetch/fetcher.ts';
import { isJavaScriptChallenge } from '../fetch/challenge.ts';
import type { NeedsBrowserReason } from './why-browser.ts';
import type { FetchedPage } from '../types/page.ts';
import { budgetLeft, checkAbort, errorKind, recordError, type SiteRun } from '../crawl/run.ts';
import { pageKind } from '../crawl/page-kind.ts';
import type { RenderedPage, ShownAnswer } from '../crawl/types.ts';
import { answerFor } from './shown.ts';

/** A page the browser has not rendered in this long is given up (the renderer's own bound may be shorter). */
export const RENDER_TIMEOUT_MS = 30_000;
/** Pages one site may have rendered per run: a browser page costs seconds and memory. */
export const MAX_RENDERED_PER_SITE = 100;
/**
 * Behind a gateway every page (lists and each notice) is read in the browser, the only way in:
 * a procurement site of 5 lists × 5 pages × 20 notices takes about 300 renders (≈ 1.5 s each).
 */
export const MAX_RENDERED_BEHIND_GATEWAY = 400;
/** After this many pages the browser could not read, a site's other pages are only noted (each failure costs a timeout). */
export const MAX_RENDER_FAILURES = 3;
/** Pages kept in a summary's `needsBrowser` (the first ones say enough). */
const MAX_NOTED = 20;

type Purpose = 'discover' | 'list' | 'notice';
type GatedRobots = ReturnType<typeof robotsParser>;

/** True when this run's browser got past a challenge (or refused answers) on the URL's host: its pages go to the browser (robots.txt still asked). */
export function browserFirst(run: SiteRun, url: string): boolean {
  return run.deps.render !== undefined && run.browser?.hosts.has(hostOf(url)) === true;
}

/** A page straight to the browser, when robots.txt allows it (else the fetcher's own robots error is recorded). */
export async function renderStraight(run: SiteRun, url: string, purpose: Purpose): Promise<FetchedPage | undefined> {
  if (!(await robotsAllow(run, url))) {
    recordError(run, url, 'robots', new FetchError('robots', url, 'disallowed by robots.txt (or it could not be read)'));
    return undefined;
  }
  return renderCounted(run, url, purpose, 'challenge');
}

/**
 * A page of a list the browser drew (a later page, or page 1 on the next run): straight to the
 * browser, since the static answer would be the same empty shell and cost the site a request.
 * 'declined' when the browser cannot take it (none, its cap, robots.txt, no budget): the page is
 * then fetched as usual; 'failed' when it tried and failed (recorded).
 */
export async function renderDrawn(run: SiteRun, url: string, purpose: Purpose): Promise<FetchedPage | 'declined' | 'failed'> {
  // A gateway's host goes to the browser anyway (lib/crawl/site-run.ts), under the gateway's own cap.
  if (!browserHasRoom(run) || browserFirst(run, url) || !budgetLeft(run)) return 'declined';
  if (!(await robotsAllow(run, url))) return 'declined';
  return (await renderCounted(run, url, purpose, 'script-list')) ?? 'failed';
}

/** True when the run has a browser that may take another page: under `cap` rendered, not failing. */
export function browserHasRoom(run: SiteRun, cap = MAX_RENDERED_PER_SITE): boolean {
  return run.deps.render !== undefined && (run.summary.rendered ?? 0) < cap && (run.browser?.failures ?? 0) < MAX_RENDER_FAILURES;
}

/**
 * Detail pages the browser had to draw, by kind (host and path, numbers aside: `/detail.html`,
 * `/info/#.html`): the site's other pages of that kind are drawn too (renderDrawn), as Crawlee's
 * adaptive crawler predicts from the pages it has seen which ones need a browser.
 */
export function noteDrawn(run: SiteRun, url: string): void {
  ((run.browser ??= { hosts: new Set(), failures: 0 }).drawn ??= new Set()).add(pageKind(url));
}

/** True when a page of `url`'s kind had to be drawn by the browser this run. */
export function drawnBefore(run: SiteRun, url: string): boolean {
  return run.browser?.drawn?.has(pageKind(url)) ?? false;
}

async function robotsAllow(run: SiteRun, url: string): Promise<boolean> {
  return (!run.deps.fetcher.robotsAllow || (await run.deps.fetcher.robotsAllow(url))) && (await gatedRobotsAllow(run, url));
}

/**
 * A gateway that answers robots.txt with its challenge (a 412, "no rules" to the fetcher) holds
 * the real rules behind it: the browser, let through, reads them once per host and run. Only
 * rules that disallow count; a robots.txt the browser cannot read either leaves the fetcher's verdict.
 */
async function gatedRobotsAllow(run: SiteRun, url: string): Promise<boolean> {
  const browser = run.browser;
  if (!browser || !run.deps.render) return true;
  const origin = new URL(url).origin;
  const robots = (browser.robots ??= new Map());
  let rules = robots.get(origin);
  if (!rules) {
    rules = readGatedRobots(run, `${origin}/robots.txt`);
    robots.set(origin, rules);
  }
  const parsed = await rules;
  return !parsed || parsed.isAllowed(url, robotsToken(DEFAULT_USER_AGENT)) !== false;
}

async function readGatedRobots(run: SiteRun, robotsUrl: string): Promise<GatedRobots | undefined> {
  const page = await run.deps.render!.render(robotsUrl, { timeoutMs: RENDER_TIMEOUT_MS, signal: run.signal }).catch(() => undefined);
  if (!page || page.status < 200 || page.status >= 300 || isJavaScriptChallenge(page.text)) return undefined;
  // A browser shows a text file as <pre>text</pre>.
  const pre = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(page.text)?.[1];
  if (pre === undefined) return undefined;
  const text = pre.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return robotsParser(robotsUrl, text);
}

/** Notes a page that needed a browser and was not read through one (once per URL and reason). */
export function noteNeedsBrowser(run: SiteRun, url: string, reason: NeedsBrowserReason): void {
  const noted = (run.summary.needsBrowser ??= []);
  if (noted.length >= MAX_NOTED || noted.some((n) => n.url === url && n.reason === reason)) return;
  noted.push({ url, reason });
  run.deps.log?.({ type: 'needs-browser', site: run.site, url, reason });
}

/** A rendered list whose data rows open on a click the browser could not follow: reported, so the site is not silently short. */
export function noteUnlinkedRows(run: SiteRun, url: string, page: RenderedPage): void {
  if ((page.unlinkedRows ?? 0) > 0) noteNeedsBrowser(run, url, 'click-rows');
}

/**
 * Counts and logs a page the browser is about to read: a request to the site, unless the browser
 * is shown the run's static answer of it (shown.ts), which is returned.
 */
export function countBrowserRead(run: SiteRun, url: string, purpose: Purpose): ShownAnswer | undefined {
  const shown = answerFor(run, url);
  if (!shown) run.summary.requests++;
  run.deps.log?.({ type: 'fetch', site: run.site, url, purpose, via: 'browser', ...(shown && { shown: true as const }) });
  return shown;
}

/**
 * Renders `url` in the browser; undefined when there is none, it declined, failed or was not let
 * through (each recorded: the error, and the page in `needsBrowser`).
 */
export async function renderCounted(run: SiteRun, url: string, purpose: Purpose, reason: NeedsBrowserReason, from?: string): Promise<FetchedPage | undefined> {
  const renderer = run.deps.render;
  const browser = (run.browser ??= { hosts: new Set(), failures: 0 });
  const cap = reason === 'challenge' ? MAX_RENDERED_BEHIND_GATEWAY : MAX_RENDERED_PER_SITE;
  if (!renderer || !browserHasRoom(run, cap)) {
    noteNeedsBrowser(run, url, reason);
    return undefined;
  }
  checkAbort(run);
  const shown = countBrowserRead(run, url, purpose);
  let page: RenderedPage | undefined;
  try {
    // A list page may be walked with its pager next (script-pager.ts): kept open, it is not asked again.
    page = await renderer.render(url, { timeoutMs: RENDER_TIMEOUT_MS, signal: run.signal, ...(from ? { from } : {}), ...(purpose !== 'notice' && { keep: true }), ...(shown && { shown }) });
  } catch (error) {
    checkAbort(run);
    browser.failures++;
    recordError(run, url, errorKind(error), error);
    noteNeedsBrowser(run, url, reason);
    return undefined;
  }
  if (!page) {
    noteNeedsBrowser(run, url, reason);
    return undefined;
  }
  run.summary.rendered = (run.summary.rendered ?? 0) + 1;
  const failure = notThrough(url, page);
  if (failure) {
    recordError(run, url, failure.kind, failure);
    // A page the browser reached that is missing (a 404 behind the gateway) is no page a browser could read.
    if (failure.kind === 'http') return undefined;
    browser.failures++;
    noteNeedsBrowser(run, url, reason);
    return undefined;
  }
  // The host that let the browser through (where a redirect ended), not the one that sent it there.
  if (reason === 'challenge') browser.hosts.add(hostOf(page.url));
  // A host whose answers the HTTP client refuses sends the others the same way (one proxy adds the
  // header): to the browser first for the rest of the run, before the host is left as failing.
  if (reason === 'transport') browser.hosts.add(hostOf(url));
  noteUnlinkedRows(run, url, page);
  return fetchedFrom(url, page);
}

// A gateway that kept the browser out too, or an error page: no content to read.
function notThrough(url: string, page: RenderedPage): FetchError | undefined {
  if (page.status === 403 || page.status === 412 || isJavaScriptChallenge(page.text)) {
    return new FetchError('blocked', url, `the gateway did not let the browser through either (HTTP ${page.status})`, page.status);
  }
  if (page.status >= 400) return new FetchError('http', url, `HTTP ${page.status} in the browser`, page.status);
  return undefined;
}

/** A rendered page as the pipeline reads pages: decoded text, no validators (a DOM has none). */
export function fetchedFrom(requestedUrl: string, page: RenderedPage): FetchedPage {
  return {
    requestedUrl,
    url: page.url,
    status: page.status,
    headers: {},
    notModified: false,
    text: page.text,
    charset: page.charset?.toLowerCase() || 'utf-8',
    truncated: false,
    redirects: page.url !== requestedUrl ? [page.url] : [],
    validators: {},
    via: 'browser',
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
