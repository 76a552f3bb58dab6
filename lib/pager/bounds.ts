/**
 * Every limit of reading and walking a pager, once: what a page's scripts, forms and counts may
 * give, what the crawl fetches or remembers for them, how long the browser clicks. The list walk's
 * own cap (a list's pages per run) is the crawl's `paginationLimit`; these bound one reader or one
 * run so that a hostile page stays a bounded, safe outcome.
 */

/** Most later-page URLs one reader gives (a jump form, TRS, a datastore, a count, a form pager); the walk stops far earlier. */
export const MAX_READ_PAGES = 100;
/** Most pages a pager widget's settings give (layui laypage, jqPaginator: counted from page 1, so a wider bound). */
export const MAX_WIDGET_PAGES = 200;
/** Longest function body read for a page-building function: a page's own pager code is short. */
export const MAX_FUNCTION_CHARS = 4000;
/** Longest pager widget settings object read. */
export const MAX_WIDGET_SETTINGS_CHARS = 4000;
/** A form bigger than this (a huge view state) is not posted: a bounded request. */
export const MAX_FORM_CHARS = 1_000_000;
/** Inputs read from one form. */
export const MAX_FORM_INPUTS = 300;
/** A page's own external scripts its pager (or its rows' function) may be in: at most this many named per page. */
export const MAX_PAGER_SCRIPTS_PER_PAGE = 3;
/** External pager scripts fetched per site and run. */
export const MAX_PAGER_SCRIPTS_PER_RUN = 4;
/** Code read from one pager script (a pager's functions sit in a small file). */
export const MAX_SCRIPT_CHARS = 200_000;
/** Most postback pages remembered in a run (each holds a view state). */
export const MAX_REMEMBERED_POSTS = 200;
/** A click whose list has not changed in this long ends the browser's walk. */
export const CLICK_TIMEOUT_MS = 10_000;
/** One list's clicking in the browser, all pages together. */
export const PAGER_WALK_MS = 120_000;
/** After a scroll, new rows come within this long or not at all (a list with nothing below). */
export const SCROLL_WAIT_MS = 3_000;
