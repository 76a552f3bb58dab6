/**
 * A page fetched this run is shown to the browser from that answer, not asked of the site again
 * (issue #24: each page at most once a run). The static read is what shows a page needs the
 * browser (an empty list shell, a pager of scripts), so without this the site answers the same
 * page twice: once as served, once to the browser. The browser then runs the page's scripts as
 * a person's would, asking the site only for what they load.
 *
 * A URL's fragment never reaches the server: each route of a hash-routed app is shown the one
 * answer. Kept: recent whole answers (200, not cut at the byte cap) that set no cookie; a
 * page whose answer starts a session is asked by the browser itself, so the session is its own.
 * A renderer that cannot show an answer (the extension's tab) asks the site as before.
 */
import type { FetchedPage } from '../types/page.ts';
import type { SiteRun } from '../crawl/run.ts';
import type { ShownAnswer } from '../crawl/types.ts';

/**
 * List and discovery answers kept per site run: a list's pager is walked in the browser after its
 * page 1's notices were fetched, so a notice's answer never pushes a list's out. Of notices, the
 * last one: its own render follows its read at once.
 */
export const KEPT_LIST_ANSWERS = 8;

/** Remembers a static answer the browser may be shown later this run. */
export function keepAnswer(run: SiteRun, fetched: FetchedPage, purpose: 'discover' | 'list' | 'notice'): void {
  // Only for a renderer that shows answers: nothing is held in memory for one that cannot.
  if (!run.deps.render?.showsAnswers || !showable(fetched)) return;
  const kept: NonNullable<SiteRun['answers']> = (run.answers ??= { lists: new Map() });
  const type = fetched.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || 'text/html';
  const answer: ShownAnswer = { url: withoutFragment(fetched.url), type, text: fetched.text, charset: fetched.charset };
  const urls = [...new Set([fetched.requestedUrl, fetched.url].map(withoutFragment))];
  if (purpose === 'notice') {
    kept.notice = { urls, answer };
    return;
  }
  for (const url of urls) {
    kept.lists.delete(url); // set again below: the newest last
    kept.lists.set(url, answer);
  }
  for (const url of kept.lists.keys()) {
    if (new Set(kept.lists.values()).size <= KEPT_LIST_ANSWERS) break;
    kept.lists.delete(url);
  }
}

/** The answer this run already has for `url`, when the run's renderer shows answers instead of asking. */
export function answerFor(run: SiteRun, url: string): ShownAnswer | undefined {
  if (!run.deps.render?.showsAnswers || !run.answers) return undefined;
  const { lists, notice } = run.answers;
  const page = withoutFragment(url);
  return lists.get(page) ?? (notice?.urls.includes(page) ? notice.answer : undefined);
}

/** The URL the server is asked for: a fragment (a hash router's route) never reaches it. */
function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

function showable(fetched: FetchedPage): boolean {
  return (
    fetched.via === undefined &&
    fetched.status === 200 &&
    !fetched.notModified &&
    !fetched.truncated &&
    fetched.headers['set-cookie'] === undefined &&
    /^https?:/.test(fetched.url)
  );
}
