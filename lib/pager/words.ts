/**
 * The pager's words, once. Every test of "is this text a pager's link, and which one" in lib/ is
 * built here from the same atoms (NEXT, PREV, LAST, FIRST, numbers, arrows); where two callers
 * want different sets, the difference has a name and a reason below. A new word (a CMS's own
 * 后一页) goes into its atom, and every reader and walker knows it. test/architecture.test.ts
 * keeps the words out of lib/ elsewhere (page-scripts/pager.ts, run inside a page, stands alone).
 * Texts are matched whole (`^…$`), case-insensitive; callers strip spaces and brackets first.
 */

/** The page after: 下一页, 下页, 后页, 后一页, next, nextpage. */
const NEXT = String.raw`下一?页|后一?页|next(?:page)?`;
/** The page before: 上一页, 上页, 前页, prev, previous. */
const PREV = String.raw`上一?页|前页|prev(?:ious)?`;
/** The last page: 尾页, 末页, 最后一页, last. */
const LAST = String.raw`尾页|末页|最后一页|last`;
/** The first page: 首页, 第一页, first. 首页 is as often the site's homepage: most callers leave it out. */
const FIRST = String.raw`首页|第一页|first`;
/** A page number a pager shows. */
const NUMBER = String.raw`\d{1,4}`;
/** A later page's number: 2 to 9999 (not 1, which a one-page list shows too). */
const LATER_NUMBER = String.raw`[2-9]|[1-9]\d{1,3}`;
/** Arrows forward: ›, », >, », >>. */
const ON_SIGN = String.raw`[›»>]{1,2}`;
/** Arrows either way. */
const ANY_SIGN = String.raw`[›»<>«‹]{1,2}`;

const whole = (source: string) => new RegExp(`^(?:${source})$`, 'i');

/**
 * A pager link's text: a number, next, previous, last, an arrow either way. Not 首页 (as often the
 * homepage). Used on raw HTML anchors (lib/browser/signals.ts isScriptPager).
 */
export const PAGER_TEXT = whole(`${NUMBER}|${NEXT}|${PREV}|${LAST}|${ANY_SIGN}`);
/** PAGER_TEXT without numbers: a pager has a word (carousel dots "1 2 3" are no pager). */
export const PAGER_WORD = whole(`${NEXT}|${PREV}|${LAST}|${ANY_SIGN}`);
/**
 * A pager link the static walk follows anywhere on a page (read/links.ts pagerLinks): PAGER_TEXT
 * with arrows forward only (a lone ‹ « < beside a list is as often a carousel's).
 */
export const PAGER_LINK_TEXT = whole(`${NUMBER}|${NEXT}|${PREV}|${LAST}|${ON_SIGN}`);
/**
 * The words of a list region's pagination (lib/extract/lists.ts): PAGER_TEXT's words with the
 * first page, and a blog's 较早的文章 / older posts; no arrows (an arrow in a list is a row's bullet).
 */
export const LIST_PAGER_TEXT = whole(`${NUMBER}|${NEXT}|${PREV}|${LAST}|${FIRST}|(?:较早|更早|较新|更新)的?(?:文章|日志|帖子)|(?:older|newer)(?:posts|entries)`);
/** A non-link element calling a page function (`<span onclick="goPage(3)">3</span>`): a number, next, previous, last, 首页. */
export const CLICKER_PAGE_WORD = whole(`${NUMBER}|${NEXT}|${PREV}|${LAST}|首页`);
/** An element carrying its page in a `data-page` attribute: any pager word or arrow (the attribute already says pager). */
export const CONTROL_PAGE_TEXT = whole(`${NUMBER}|${NEXT}|${PREV}|${LAST}|首页|first|${ANY_SIGN}`);
/** A script-only link to a later page (a browser can turn it): 2…9999, next, last. Not 1 nor 首页, which a one-page list shows too. */
export const LATER_PAGE_WORD = whole(`${LATER_NUMBER}|${NEXT}|${LAST}`);
/**
 * A link a posting pager (WebForms `__doPostBack`, a form pager) shows for a later page:
 * LATER_PAGE_WORD, numbers to 99999 (a GridView's), arrows forward, and "..." (a GridView's next ten
 * pages). Only links that post a form are asked, so the arrows are the pager's.
 */
export const POSTED_LATER_PAGE = whole(`${LATER_NUMBER}|[1-9]\\d{4}|${NEXT}|${LAST}|>|>>|›|»|\\.\\.\\.|…`);
/** The last page's link (its argument bounds a form pager's pages). */
export const LAST_WORD = whole(LAST);
/**
 * The link to the page after this one: a next word, with arrows or spaces after it (下一页 >>).
 * The clicker (walk/click-pager.ts), a thin stream's try (lib/crawl/discover.ts) and page 1's
 * test (walk/first-page.ts) ask this.
 */
export const NEXT_WORD = new RegExp(String.raw`^\s*(?:${NEXT})[\s>›»]*$`, 'i');
/** A lone arrow forward, for a thin stream's next page. */
export const NEXT_SIGN = whole(ON_SIGN);
/** Lone arrows a clicker takes for "next" when there is no word: › and > before », which some pagers use for the last page. */
export const NEXT_SIGNS = [/^(?:[>›＞]|&gt;)$/, /^»$/];
/** A pager's link back: 1, 上一页, 前页, prev, with arrows around it (a page after the first shows one). */
export const BACK_TEXT = new RegExp(String.raw`^[«<\s]*(?:1|${PREV})[\s»>]*$`, 'i');
/** A pager's link to page 1: 首页, 第一页, 首 页, 1, first, with arrows around it. */
export const FIRST_PAGE_TEXT = new RegExp(String.raw`^[«<\s]*(?:${FIRST}|首\s*页|1)[\s»>]*$`, 'i');
/**
 * A 加载更多 / 查看更多 / 显示更多 / load more control: more rows of this list appended by a script
 * (a keyset cursor, an offset the script keeps), no page of its own.
 */
export const LOAD_MORE = /^(?:点击)?(?:加载|查看|显示)更多(?:数据|内容|公告|信息)?$|^(?:load|show|view)\s*more$/i;
/** An option naming a page: `3`, `第3页` (the number captured). */
export const PAGE_OPTION = /^第?\s*(\d{1,4})\s*页?$/;
/** The page count a pager shows: 共 12 页, 1/12 页, 第 1/12 页 (the count captured, in 1 or 2). */
export const PAGE_COUNT_SHOWN = /共\s*(\d{1,5})\s*页|\d{1,5}\s*\/\s*(\d{1,5})\s*页/;
/** A GO button's label beside a page-number box. */
export const GO_WORD = /^(?:go|跳转|跳转到|转到|确定|确认)$/i;
