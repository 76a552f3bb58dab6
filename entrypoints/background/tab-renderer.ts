/**
 * The crawl's `render` in the extension: the user's own browser renders a page that needs one
 * in an inactive, muted tab (the user's cookies pass a gateway the user already passed), its DOM
 * is read with `scripting.executeScript` once it settles, and the tab is closed. No new
 * permission: creating a tab needs none, and `scripting` runs only on the hosts the user granted
 * per university (optional host permissions), which are the sites being crawled.
 * One tab at a time, a bound per page, and a cap of pages per run. A list page rendered with `keep`
 * stays open a moment (`KEEP_TABS`, `KEEP_TAB_MS`): its pager walk, asked next, starts in that tab
 * instead of asking the site for page 1 again; `close()` at the run's end closes what is left.
 * A list whose rows have click handlers only gets them made links (lib/crawl/row-links.ts: one
 * row clicked teaches the app's route, the rows' records in the page's JSON answers give their
 * URLs); those answers are kept in the tab by a script registered for its site while it renders
 * (json-answers.ts).
 */
import { clickThroughPager, isSettled, type PagerDom, type PagerDriver, type PagerRequest, type PageRenderer, type RenderedPage } from '../../lib/crawl/index.ts';
import { ANSWERS_MS, createRowLinker, type RowLinkDriver, type RowLinker } from '../../lib/crawl/row-links.ts';
import { isJavaScriptChallenge } from '../../lib/fetch/index.ts';
import type { Runtime, Sender } from '../../lib/messages/messenger.ts';
import { clickPagerMark, markPagerCandidates, MAX_CANDIDATES, readPagerDom, scrollToEnd } from '../../page-scripts/pager.ts';
import { readPageDom } from '../../page-scripts/snapshot.ts';
import { clickRouteRow, clickRowHeld, heldAfterClick, linkRouteRows, markRouteRows, routeAfterClick } from '../../page-scripts/rows.ts';
import { recordAnswersOf, tabAnswers, tabRequests } from './json-answers.ts';

/** A page's own bound, unless the crawl asks for less. */
export const TAB_TIMEOUT_MS = 20_000;
/**
 * Pages rendered in tabs per run: each is a tab the user may see open and close. A script list
 * whose notices are script shells takes one a notice, and a gateway one a page (robots.txt too).
 */
export const MAX_TAB_PAGES = 60;

/** List tabs kept open after a `keep` render, and for how long: few and short, as the user sees them. */
export const KEEP_TABS = 2;
export const KEEP_TAB_MS = 60_000;

const POLL_MS = 300;

export interface TabRenderer extends PageRenderer {
  /** Pages rendered in this run. */
  readonly count: number;
  /** Closes the tabs kept open (the run is over). */
  close(): Promise<void>;
}

/** A tab the crawl opened, settled on its page: `first` is that page as read, its rows linked (`shown` its DOM). */
interface OpenTab {
  tabId: number;
  first: RenderedPage;
  shown: PagerDom;
  close(): Promise<void>;
}

interface Dom {
  html: string;
  charset: string;
  url: string;
  status: number;
}

/** The page's DOM as the tab shows it, open shadow roots in (runs in the tab). */
const readDom: () => Dom = readPageDom;

/** Tabs open for the crawl now: their pages are the crawl's to read, not the user's to mark. */
const crawlTabs = new Set<number>();

/**
 * The runtime as the message handlers see it, without the content script of the crawl's own tabs:
 * it would mark links in the DOM being read and store the links it sees as notices the user saw.
 * Its first question (classifyLinks) gets "no notices", which ends it; anything else a refusal.
 */
export function withoutCrawlTabs(runtime: Runtime): Runtime {
  const wrapped = new Map<unknown, (message: unknown, sender: Sender) => Promise<unknown> | undefined>();
  const fromCrawlTab = (sender: Sender) => crawlTabs.has((sender.tab as { id?: number } | undefined)?.id ?? -1);
  return {
    id: runtime.id,
    getURL: (path) => runtime.getURL(path),
    sendMessage: (message) => runtime.sendMessage(message),
    onMessage: {
      addListener(listener) {
        const quiet = (message: unknown, sender: Sender) => {
          if (!fromCrawlTab(sender)) return listener(message, sender);
          const classify = (message as { type?: unknown } | null)?.type === 'classifyLinks';
          return Promise.resolve(classify ? { ok: true, value: [] } : { ok: false, error: 'a page the crawl is reading' });
        };
        wrapped.set(listener, quiet);
        runtime.onMessage.addListener(quiet);
      },
      removeListener(listener) {
        const quiet = wrapped.get(listener);
        if (quiet) runtime.onMessage.removeListener(quiet);
        wrapped.delete(listener);
      },
    },
  };
}

/** A renderer for one crawl run. */
export function createTabRenderer(options: { timeoutMs?: number; maxPages?: number } = {}): TabRenderer {
  const ownTimeout = options.timeoutMs ?? TAB_TIMEOUT_MS;
  const maxPages = options.maxPages ?? MAX_TAB_PAGES;
  const rowLinker = createRowLinker();
  let queue: Promise<unknown> = Promise.resolve();
  let asked = 0;
  let count = 0;
  /** A pager walk is waiting for the crawl to read a page: tabs asked meanwhile go past the queue (the walk holds it). */
  let reading = 0;
  const readingWith = (pager: PagerRequest): PagerRequest => ({
    ...pager,
    async onPage(page) {
      reading++;
      try {
        return await pager.onPage(page);
      } finally {
        reading--;
      }
    },
  });
  /** List tabs kept after a `keep` render, oldest first, each until its time is up. */
  const kept = new Map<string, OpenTab & { until: number }>();
  const take = (url: string): OpenTab | undefined => {
    const held = kept.get(url);
    kept.delete(url);
    if (held && Date.now() < held.until) return held;
    void held?.close();
    return undefined;
  };
  const keepOpen = (url: string, tab: OpenTab) => {
    void take(url)?.close();
    kept.set(url, { ...tab, until: Date.now() + KEEP_TAB_MS });
    // A kept tab closes when its time is up even if no walk asks for it (`take` closes an expired one).
    setTimeout(() => {
      if (kept.get(url)?.tabId === tab.tabId) take(url);
    }, KEEP_TAB_MS + 1_000);
    for (const oldUrl of kept.keys()) {
      if (kept.size <= KEEP_TABS) break;
      void take(oldUrl)?.close();
    }
  };
  async function renderOne(url: string, timeoutMs: number, signal?: AbortSignal, pager?: PagerRequest, keep?: boolean): Promise<RenderedPage> {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    // A list page rendered a moment ago and kept: its pager walk starts in that tab, the site not asked again.
    const held = pager ? take(url) : undefined;
    const tab = held ?? (await openTab(url, timeoutMs, rowLinker, signal));
    if (!held) count++;
    let keepIt = false;
    try {
      if (pager) await walkPager(tab, timeoutMs, rowLinker, readingWith(pager), signal);
      keepIt = Boolean(keep && !pager && !signal?.aborted);
      return tab.first;
    } finally {
      if (keepIt) keepOpen(url, tab);
      else await tab.close();
    }
  }
  return {
    get count() {
      return count;
    },
    render(url, { timeoutMs, signal, pager, keep }) {
      if (++asked > maxPages) return Promise.resolve(undefined);
      const one = () => renderOne(url, Math.min(timeoutMs, ownTimeout), signal, pager, keep);
      if (reading > 0) return one();
      const result = queue.then(one);
      queue = result.catch(() => {});
      return result;
    },
    holds: (url) => (kept.get(url)?.until ?? 0) > Date.now(),
    async close() {
      await Promise.all([...kept.keys()].map((url) => take(url)?.close()));
    },
  };
}

/** Opens `url` in an inactive, muted tab and reads it once it settles, its script-only rows made links. */
async function openTab(url: string, timeoutMs: number, rowLinker: RowLinker, signal?: AbortSignal): Promise<OpenTab> {
  const deadline = Date.now() + timeoutMs;
  // Its site's JSON answers kept from the first script on (the tab's own site only, while it is open).
  const release = await recordAnswersOf(url);
  const tab = await browser.tabs.create({ url, active: false }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const tabId = tab.id!;
  crawlTabs.add(tabId);
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= browser.tabs
      .remove(tabId)
      .catch(() => {})
      .finally(() => {
        crawlTabs.delete(tabId);
        signal?.removeEventListener('abort', onAbort);
        void release();
      }));
  const onAbort = () => void close();
  signal?.addEventListener('abort', onAbort);
  try {
    void browser.tabs.update(tabId, { muted: true }).catch(() => {});
    let dom: Dom | undefined;
    let changedAt = Date.now();
    while (Date.now() < deadline) {
      await sleep(POLL_MS);
      const { status } = await browser.tabs.get(tabId);
      if (status !== 'complete') continue; // loading, or a gateway's reload
      // A page whose script loops never answers: the deadline ends the wait.
      const now = await beforeDeadline(read(tabId), deadline).catch(() => undefined);
      if (!now) continue;
      if (now.html !== dom?.html) changedAt = Date.now();
      dom = now;
      if (isJavaScriptChallenge(now.html)) continue;
      // Its scripts' requests too: a list still waiting for a slow API is not read empty.
      const requests = await beforeDeadline(tabRequests(tabId), deadline).catch(() => undefined);
      if (isSettled(Date.now() - changedAt, 0, requests)) break;
    }
    const seconds = Math.round(timeoutMs / 1000);
    if (!dom) throw Object.assign(new Error(`timeout: the page did not finish loading in a background tab in ${seconds} s (${url})`), { kind: 'timeout' });
    // Rows that are links only to a click handler: made links (one click may teach the route).
    const linked = await rowLinker.link(rowDriver(tabId), true).catch(() => ({ dom: undefined, unlinked: 0 }));
    const shown = { ...dom, ...linked.dom };
    const first: RenderedPage = { url: shown.url, status: dom.status, text: `<!doctype html>${shown.html}`, charset: shown.charset, via: 'browser', ...unlinked(linked) };
    return { tabId, first, shown, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A script-only pager: lib/pager/walk/click-pager.ts clicks "next" in the tab, a bound per click and
 * per list; each later page's rows linked by the route learned.
 */
async function walkPager(tab: OpenTab, timeoutMs: number, rowLinker: RowLinker, pager: PagerRequest, signal?: AbortSignal): Promise<void> {
  const rows = rowDriver(tab.tabId);
  const onPage = async (next: RenderedPage) => {
    const linked = await rowLinker.link(rows, false).catch(() => ({ dom: undefined, unlinked: 0 }));
    return pager.onPage({ ...next, ...(linked.dom && { text: `<!doctype html>${linked.dom.html}` }), ...unlinked(linked) });
  };
  await clickThroughPager(tabDriver(tab.tabId, Math.min(pager.pageTimeoutMs, timeoutMs)), tab.shown, { ...pager, onPage, deadline: Date.now() + pager.totalMs, signal }, tab.first.status);
}

const unlinked = (links: { unlinked: number }) => (links.unlinked > 0 ? { unlinkedRows: links.unlinked } : {});

/** page-scripts/pager.ts run in the tab (a navigating tab answers with an error: asked again). */
function tabDriver(tabId: number, boundMs: number): PagerDriver {
  const inTab = async <A, R>(func: (arg: A) => R, arg: A): Promise<R> => {
    const injected = browser.scripting.executeScript({ target: { tabId }, func: func as (arg: unknown) => unknown, args: [arg ?? null] }); // undefined is no JSON
    const [result] = await beforeDeadline(injected, Date.now() + boundMs);
    return result?.result as R;
  };
  return {
    candidates: () => inTab(markPagerCandidates, MAX_CANDIDATES),
    click: (mark) => inTab(clickPagerMark, mark),
    read: () => inTab(readPagerDom, undefined),
    scroll: () => inTab(scrollToEnd, undefined),
    network: () => beforeDeadline(tabRequests(tabId), Date.now() + boundMs),
    wait: sleep,
    now: Date.now,
  };
}

/** page-scripts/rows.ts run in the tab; the click and where it led in the page's own world (its `window.open`). */
function rowDriver(tabId: number): RowLinkDriver {
  const inTab = async <A, R>(func: (arg: A) => R, arg: A, world: 'ISOLATED' | 'MAIN' = 'ISOLATED'): Promise<R> => {
    const [result] = await browser.scripting.executeScript({ target: { tabId }, world, func: func as (arg: unknown) => unknown, args: [arg ?? null] });
    return result?.result as R;
  };
  return {
    markRows: (limit) => inTab(markRouteRows, limit),
    async answers() {
      // Answers whose body is still being read (a page that polls) are waited for a moment only.
      const until = Date.now() + ANSWERS_MS;
      let kept = await tabAnswers(tabId);
      while (kept.pending > 0 && Date.now() < until) {
        await sleep(100);
        kept = await tabAnswers(tabId);
      }
      return kept.answers;
    },
    clickRow: (mark) => inTab(clickRouteRow, mark, 'MAIN'),
    afterClick: () => inTab(routeAfterClick, undefined, 'MAIN'),
    clickRowHeld: (mark) => inTab(clickRowHeld, mark, 'MAIN'),
    heldAfterClick: (release) => inTab(heldAfterClick, release, 'MAIN'),
    url: async () => (await browser.tabs.get(tabId)).url || undefined,
    back: () => inTab(() => history.back(), undefined),
    load: async (url) => void (await browser.tabs.update(tabId, { url })),
    linkRows: (links) => inTab(linkRouteRows, links),
    read: () => inTab(readPagerDom, undefined) as Promise<PagerDom>,
    wait: sleep,
    now: Date.now,
  };
}

async function read(tabId: number): Promise<Dom | undefined> {
  const [result] = await browser.scripting.executeScript({ target: { tabId }, func: readDom });
  return result?.result as Dom | undefined;
}

function beforeDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return Promise.race([promise, sleep(Math.max(0, deadline - Date.now())).then(() => Promise.reject(new Error('deadline')))]);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
