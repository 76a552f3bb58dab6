/**
 * Following a pager that exists only as script (`__doPostBack`, `onclick`, a Vue/React pager that
 * fetches JSON): the browser clicks "next" and reads the list again. Shared by the helper's
 * browser (playwright-core) and the extension's tab (scripting.executeScript): each gives a
 * `PagerDriver` over the same in-page functions (page-scripts/pager.ts), which only read the DOM,
 * mark candidates with a data attribute and click one; which one is "next" is decided here, over
 * their snapshot (`pickNextPage`, pure). No page text is run as code.
 */
import { isSettled, type NetworkState } from '../../crawl/settle.ts';
import { SCROLL_WAIT_MS } from '../bounds.ts';
import { LOAD_MORE, NEXT_SIGNS, NEXT_WORD } from '../words.ts';
import type { RenderedPage } from '../../crawl/types.ts';

/** A clickable pager-like element, as the page showed it. */
export interface PagerCandidate {
  /** Its mark (`data-tr-pager`), to click it. */
  mark: number;
  tag: string;
  /** Its text (or an input's value), whitespace removed, at most 20 characters. */
  text: string;
  /** Its title or aria-label. */
  label: string;
  disabled: boolean;
  /** Styled or marked as the page shown (active, current, aria-current), or a bare number beside links. */
  current: boolean;
  /** A link, a button or an element with an onclick: something a click acts on. */
  clickable: boolean;
}

export interface PagerDom {
  html: string;
  charset: string;
  url: string;
}

/** The page, as the renderer reaches it (page-scripts/pager.ts run in it). Each may reject while the page navigates. */
export interface PagerDriver {
  /** Marks and describes the pager-like elements (`markPagerCandidates`). */
  candidates(): Promise<PagerCandidate[]>;
  /** Clicks a marked element (`clickPagerMark`); false when it is gone. */
  click(mark: number): Promise<boolean>;
  /** The DOM without the marks (`readPagerDom`). */
  read(): Promise<PagerDom>;
  wait(ms: number): Promise<void>;
  now(): number;
  /** Scrolls to the page's end (an infinite-scroll list loads its next rows); false when there is no more to scroll. */
  scroll?(): Promise<boolean>;
  /** The page's requests now; without it, a page is taken by its DOM alone. */
  network?(): Promise<NetworkState | undefined>;
}

export interface PagerWalk {
  /** Pages after the first to read at most. */
  maxPages: number;
  /** A click whose list has not changed in this long ends the walk. */
  pageTimeoutMs: number;
  /** The whole walk ends by then (epoch ms, the driver's clock). */
  deadline: number;
  /** Each new page, in order; false ends the walk (nothing new on it, the crawl's budget spent). */
  onPage(page: RenderedPage): Promise<boolean> | boolean;
  signal?: AbortSignal;
}

const POLL_MS = 200;


/** Text without brackets around it ([下一页], 【下一页】). */
const bare = (text: string) => text.replace(/^[[【(（]+|[\]】)）]+$/g, '');

/**
 * Which candidate leads to the page after `pageNo` (1-based: the page shown now, as counted by
 * the clicks so far): a 下一页/next word, else the number `pageNo + 1`, else a 加载更多 button,
 * else a lone › or >. Never a disabled one or the one marked current.
 */
export function pickNextPage(candidates: PagerCandidate[], pageNo: number): PagerCandidate | undefined {
  const live = candidates.filter((c) => c.clickable && !c.disabled && !c.current);
  const byText = (test: RegExp) => live.find((c) => test.test(bare(c.text)) || test.test(c.label));
  const want = String(pageNo + 1);
  return byText(NEXT_WORD) ?? live.find((c) => c.text === want) ?? byText(LOAD_MORE) ?? NEXT_SIGNS.map(byText).find(Boolean);
}

/**
 * Clicks "next" page after page, handing each new page to `onPage`; with no "next" to click, a
 * page that scrolls further is scrolled to its end (an infinite-scroll list). Ends when neither
 * is there, a click changes nothing within `pageTimeoutMs` (a scroll within 3 s), a page comes
 * again (the same DOM), `onPage` says so, `maxPages` are read or the deadline passes. Returns the pages read.
 */
export async function clickThroughPager(driver: PagerDriver, first: PagerDom, walk: PagerWalk, status = 200): Promise<number> {
  const seen = new Set([first.html]);
  let before = first.html;
  let read = 0;
  while (read < walk.maxPages && driver.now() < walk.deadline && !walk.signal?.aborted) {
    const candidates = await driver.candidates().catch(() => [] as PagerCandidate[]);
    const next = pickNextPage(candidates, read + 1);
    before = (await driver.read().catch(() => undefined))?.html ?? before;
    let waitMs = walk.pageTimeoutMs;
    if (next) {
      if (!(await driver.click(next.mark).catch(() => true))) break; // a click that navigated at once may not answer
    } else if (driver.scroll && (await driver.scroll().catch(() => false))) waitMs = Math.min(waitMs, SCROLL_WAIT_MS);
    else break;
    const page = await changedDom(driver, before, Math.min(walk.deadline, driver.now() + waitMs));
    if (!page || seen.has(page.html)) break;
    seen.add(page.html);
    read++;
    const more = await walk.onPage({ url: page.url, status, text: `<!doctype html>${page.html}`, charset: page.charset, via: 'browser' });
    if (!more) break;
    before = page.html;
  }
  return read;
}

/**
 * The DOM once it differs from `before` and has settled (settle.ts: still a moment, its requests
 * done); undefined when it never changed. A list an app clears before its slow API answers is not
 * taken empty: the request keeps it waiting, until `deadline` at most.
 */
async function changedDom(driver: PagerDriver, before: string, deadline: number): Promise<PagerDom | undefined> {
  let last: PagerDom | undefined;
  let changedAt = driver.now();
  let firstChange = 0;
  while (driver.now() < deadline) {
    await driver.wait(POLL_MS);
    // A postback navigates: the page answers nothing until the next document is there.
    const now = await driver.read().catch(() => undefined);
    if (!now || now.html === before) continue;
    firstChange ||= driver.now();
    if (now.html !== last?.html) {
      last = now;
      changedAt = driver.now();
    }
    const network = await driver.network?.().catch(() => undefined);
    if (isSettled(driver.now() - changedAt, driver.now() - firstChange, network)) return last;
  }
  return last;
}
