/**
 * One site's run as its steps see it: the run and its bookkeeping (run.ts, re-exported here so a
 * step imports one module), a `fetch` that counts, logs and turns failures into recorded errors,
 * and reading a fetched page. A fetch a browser may get past (lib/browser/why-browser.ts) is
 * handed to the renderer (lib/browser/render.ts) or noted.
 */
import { readThisRun } from './twins.ts';
import type { ExtractedPage, FetchedPage, Validators } from '../types/page.ts';
import { isPrivateHost } from '../url/private-hosts.ts';
import { registrableDomain } from '../url/domain.ts';
import type { CrawlErrorKind } from './types.ts';
import { keepAnswer } from '../browser/shown.ts';
import { browserFirst, noteNeedsBrowser, renderCounted, renderStraight } from '../browser/render.ts';
import { whyBrowser } from '../browser/why-browser.ts';
import { postFor } from '../pager/walk/post-pages.ts';
import { budgetLeft, checkAbort, errorKind, recordError, type SiteRun } from './run.ts';

export { budgetLeft, checkAbort, errorKind, outOfTime, recordError, type Limits, type SiteRun } from './run.ts';

/** Fetch failures after which the link is kept for the next run rather than counted as failed. */
const HOST_LEFT = new Set<CrawlErrorKind>(['rate-limited', 'host-failing']);

/** A fetch's outcome: the page, or why there is none ('budget': not requested, the run is spent). */
export interface FetchOutcome {
  page?: FetchedPage;
  failure?: CrawlErrorKind;
  /** failure 'not-html': the answer was a file (its body left unread); its type when the headers tell. */
  fileType?: string;
  /** failure 'blocked': the site itself answered 401/403 to the page (not a robots.txt rule nor a challenge). */
  refused?: true;
}

/** True when the fetcher left `url`'s host for this run: what was not read there waits, at no cost. */
export function hostLeft(run: SiteRun, url: string): boolean {
  return run.hostsLeft?.has(hostnameOf(url)) === true;
}

/** True when a failed fetch should leave its link for the next run (budget spent, host left for this run). */
export function keepForLater(outcome: FetchOutcome): boolean {
  return outcome.failure === 'budget' || (outcome.failure !== undefined && HOST_LEFT.has(outcome.failure));
}

/** Fetches a page within the site's budget; a failure is counted in the summary. */
export async function fetchOutcome(
  run: SiteRun,
  url: string,
  purpose: 'discover' | 'list' | 'notice',
  validators?: Validators,
  from?: string,
): Promise<FetchOutcome> {
  checkAbort(run);
  if (!budgetLeft(run)) return { failure: 'budget' };
  // A link to a private IP literal or localhost is never requested from a site the user named otherwise.
  if (isPrivateHost(hostnameOf(url)) && registrableDomain(url) !== run.site) {
    recordError(run, url, 'private-address', new Error(`private-address: not requested from site ${run.site} (${url})`));
    return { failure: 'private-address' };
  }
  // A postback page is a POST of the form that showed it; with no form (or no way to post) it is not requested.
  const postback = postFor(run.postbacks, url);
  const postForm = run.deps.fetcher.postForm?.bind(run.deps.fetcher);
  if (postback === null || (postback && !postForm)) return { failure: 'bad-url' };
  if (!postback && browserFirst(run, url)) {
    const page = await renderStraight(run, url, purpose);
    return page ? { page } : { failure: 'blocked' }; // render.ts has recorded why
  }
  run.summary.requests++;
  run.deps.log?.({ type: 'fetch', site: run.site, url, purpose });
  try {
    // A list or discovery page that redirects to one read already (twins.ts): not fetched again.
    // `from`: the page that links it, the Referer a click sends (anti-leech sites ask for it).
    const options = { ...(purpose === 'notice' ? {} : { readAlready: (target: string) => readThisRun(run, target) }), ...(from ? { from } : {}) };
    const page = postback && postForm ? await postForm(postback.action, postback.post) : await run.deps.fetcher.fetchPage(url, validators, options);
    if (!postback) keepAnswer(run, page, purpose); // the browser, if the page needs one, is shown this answer (shown.ts)
    return { page };
  } catch (error) {
    checkAbort(run);
    const kind = errorKind(error);
    if (kind === 'read-already') return { failure: kind };
    const status = (error as { status?: unknown }).status;
    const refused = kind === 'blocked' && (status === 401 || status === 403) ? { refused: true as const } : {};
    // A challenge (or 403/412), or an answer the HTTP client refuses (a duplicate Content-Length):
    // a browser may get through (why-browser.ts). render.ts tries and records why it could not.
    const why = whyBrowser({ error });
    if (why && run.deps.render) {
      const page = await renderCounted(run, url, purpose, why, from);
      if (page) return { page };
      if (why === 'challenge') return { failure: 'blocked', ...refused };
    }
    recordError(run, url, kind, error);
    if (HOST_LEFT.has(kind)) (run.hostsLeft ??= new Set()).add(hostnameOf(url));
    if (why && !run.deps.render) noteNeedsBrowser(run, url, why);
    const fileType = kind === 'not-html' ? (error as { fileType?: unknown }).fileType : undefined;
    return { failure: kind, ...(typeof fileType === 'string' ? { fileType } : {}), ...refused };
  }
}

/** Fetches a page; a failure (or a spent budget: see `run.spent`) gives undefined. */
export async function fetchCounted(
  run: SiteRun,
  url: string,
  purpose: 'discover' | 'list' | 'notice',
  validators?: Validators,
  from?: string,
): Promise<FetchedPage | undefined> {
  return (await fetchOutcome(run, url, purpose, validators, from)).page;
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** Runs the pipeline on a fetched page; a page it cannot read is recorded, not thrown. */
export function readCounted(run: SiteRun, fetched: FetchedPage, pagerScripts?: string[]): ExtractedPage | undefined {
  try {
    return run.pipeline.readPage(fetched, run.site, pagerScripts ? { pagerScripts } : undefined);
  } catch (error) {
    recordError(run, fetched.url, 'internal', error);
    return undefined;
  }
}
