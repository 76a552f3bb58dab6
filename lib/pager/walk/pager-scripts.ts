/**
 * A list whose pager calls a function defined in an external script of its own host
 * (`<script src="/js/page.js">`, `javascript:goPage(3)`) can often be read without a browser: the
 * script is fetched (through the site's fetcher and budget, like any page) and its code read for
 * the page-building function, never run. Bounded (bounds.ts): only the page's own host,
 * MAX_PAGER_SCRIPTS_PER_PAGE a page (read-pager.ts) and MAX_PAGER_SCRIPTS_PER_RUN a site and run,
 * each cut at MAX_SCRIPT_CHARS; a script is fetched once a run.
 */
import { MAX_PAGER_SCRIPTS_PER_RUN, MAX_SCRIPT_CHARS } from '../bounds.ts';
import { budgetLeft, fetchCounted, type SiteRun } from '../../crawl/site-run.ts';


/** The code of the scripts at `urls` (fetched once a run, within the caps); [] when none could be read. */
export async function pagerScriptCode(run: SiteRun, urls: string[] | undefined): Promise<string[]> {
  if (!urls || urls.length === 0) return [];
  const known = (run.pagerScripts ??= new Map());
  const code: string[] = [];
  for (const url of urls) {
    if (!known.has(url)) {
      if (known.size >= MAX_PAGER_SCRIPTS_PER_RUN || !budgetLeft(run)) continue;
      const fetched = await fetchCounted(run, url, 'list');
      known.set(url, fetched && !fetched.notModified ? fetched.text.slice(0, MAX_SCRIPT_CHARS) : undefined);
    }
    const text = known.get(url);
    if (text) code.push(text);
  }
  return code;
}
