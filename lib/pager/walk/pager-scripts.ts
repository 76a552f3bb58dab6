/**
 * A list whose pager calls a function defined in an external script of its own host
 * (`<script src="/js/page.js">`, `javascript:goPage(3)`) can often be read without a browser: the
 * script is fetched (through the site's fetcher and budget, like any page) and its code read for
 * the page-building function, never run. Bounded: only the page's own host, at most 3 scripts a
 * page (lib/extract) and MAX_PAGER_SCRIPTS a site and run, each cut at MAX_SCRIPT_CHARS; a script
 * is fetched once a run.
 */
import { budgetLeft, fetchCounted, type SiteRun } from '../../crawl/site-run.ts';

/** External scripts fetched per site and run. */
export const MAX_PAGER_SCRIPTS = 4;
/** Code read from one script (a pager's functions sit in a small file). */
export const MAX_SCRIPT_CHARS = 200_000;

/** The code of the scripts at `urls` (fetched once a run, within the caps); [] when none could be read. */
export async function pagerScriptCode(run: SiteRun, urls: string[] | undefined): Promise<string[]> {
  if (!urls || urls.length === 0) return [];
  const known = (run.pagerScripts ??= new Map());
  const code: string[] = [];
  for (const url of urls) {
    if (!known.has(url)) {
      if (known.size >= MAX_PAGER_SCRIPTS || !budgetLeft(run)) continue;
      const fetched = await fetchCounted(run, url, 'list');
      known.set(url, fetched && !fetched.notModified ? fetched.text.slice(0, MAX_SCRIPT_CHARS) : undefined);
    }
    const text = known.get(url);
    if (text) code.push(text);
  }
  return code;
}
