/** Pagination as one part: reading a page's pager (readPager) and walking it (next pages, page 1, the browser's clicks, posts). */
export { readPager, type PagerInput, type PagerReading } from './read-pager.ts';
export { pagerLinks } from './read/links.ts';
export { nextPages, streamNextPages, type VisitedSet } from './walk/next-pages.ts';
export { firstPageOf, pageOneLinks, showsPageOne, withoutPageOne } from './walk/first-page.ts';
export { clickThroughPager, pickNextPage, type PagerCandidate, type PagerDom, type PagerDriver, type PagerWalk } from './walk/click-pager.ts';
export { walkScriptPager, wantsClicks } from './walk/script-pager.ts';
export { pagerScriptCode } from './walk/pager-scripts.ts';
export { formBody, postFor, rememberPostbacks, type PendingPost, type Postbacks } from './walk/post-pages.ts';
