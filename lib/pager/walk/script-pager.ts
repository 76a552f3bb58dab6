/**
 * A list whose pager is only script (an ASP.NET `__doPostBack`, `javascript:`/onclick links, a
 * Vue/React pager of buttons that fetches JSON) is walked in the browser: the renderer clicks
 * "next" (lib/pager/walk/click-pager.ts) and each page it shows is read and collected like a fetched
 * later page. Bounded by the pagination limit, the site's render cap and budget, a time per
 * click and per list; a page whose rows came before ends it.
 */
import { candidateCount, collectNotices, type Collected } from '../../crawl/collect.ts';
import type { ListView } from '../../crawl/crawl-pipeline.ts';
import { browserHasRoom, countBrowserRead, fetchedFrom, MAX_RENDERED_PER_SITE, noteUnlinkedRows, RENDER_TIMEOUT_MS } from '../../browser/render.ts';
import { budgetLeft, checkAbort, errorKind, readCounted, recordError, type SiteRun } from '../../crawl/site-run.ts';
import type { RenderedPage } from '../../crawl/types.ts';
import { CLICK_TIMEOUT_MS, PAGER_WALK_MS } from '../bounds.ts';
import { rowSignature } from '../../crawl/volatile.ts';


/** True when the list's later pages can only be reached by clicking in a browser the crawl has. */
export function wantsClicks(run: SiteRun, view: ListView): boolean {
  return run.deps.render !== undefined && view.pagination.length === 0 && (view.scriptPager === true || view.via === 'browser');
}

/**
 * Renders `listUrl` and clicks through its pager, collecting each page's notices under the list;
 * `keepGoing` decides after each page (refresh: only while a page is all new). Returns the pages read.
 */
export async function walkScriptPager(
  run: SiteRun,
  first: ListView,
  listUrl: string,
  keepGoing: (collected: Collected) => boolean,
): Promise<number> {
  const renderer = run.deps.render;
  const browser = (run.browser ??= { hosts: new Set(), failures: 0 });
  if (!renderer || !browserHasRoom(run)) return 0;
  checkAbort(run);
  const rows = new Set<string | undefined>([rowSignature(first.noticeLinks)]);
  let pages = 0;
  const onPage = async (rendered: RenderedPage): Promise<boolean> => {
    pages++;
    run.summary.requests++;
    run.summary.rendered = (run.summary.rendered ?? 0) + 1;
    run.deps.log?.({ type: 'fetch', site: run.site, url: listUrl, purpose: 'list', via: 'browser' });
    noteUnlinkedRows(run, listUrl, rendered);
    const page = readCounted(run, fetchedFrom(listUrl, rendered));
    if (!page) return false;
    const view = { ...run.pipeline.listView(page, { knownList: true }), via: 'browser' as const };
    const signature = rowSignature(view.noticeLinks);
    if (candidateCount(view) === 0 || (signature && rows.has(signature))) return false; // the same rows again: the click led nowhere new
    rows.add(signature);
    return keepGoing(await collectNotices(run, view, listUrl)) && budgetLeft(run) && (run.summary.rendered ?? 0) < MAX_RENDERED_PER_SITE && !run.signal?.aborted;
  };
  // Page 1 still open from its render this run (discovery's or the list's own): the walk starts
  // there. Else its static answer of this run is shown to the browser (shown.ts), or it is asked.
  const shown = renderer.holds?.(listUrl) ? undefined : countBrowserRead(run, listUrl, 'list');
  try {
    await renderer.render(listUrl, {
      timeoutMs: RENDER_TIMEOUT_MS,
      signal: run.signal,
      pager: { maxPages: run.limits.paginationLimit, pageTimeoutMs: CLICK_TIMEOUT_MS, totalMs: PAGER_WALK_MS, onPage },
      ...(shown && { shown }),
    });
  } catch (error) {
    checkAbort(run);
    browser.failures++;
    recordError(run, listUrl, errorKind(error), error);
  }
  return pages;
}
