/**
 * The crawl's `render` in the extension: the user's own browser renders a page that needs one
 * in an inactive, muted tab (the user's cookies pass a gateway the user already passed), its DOM
 * is read with `scripting.executeScript` once it settles, and the tab is closed. No new
 * permission: creating a tab needs none, and `scripting` runs only on the hosts the user granted
 * per university (optional host permissions), which are the sites being crawled.
 * One tab at a time, a bound per page, and a cap of pages per run.
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

const POLL_MS = 300;

export interface TabRenderer extends PageRenderer {
  /** Pages rendered in this run. */
  readonly count: number;
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
  return {
    get count() {
      return count;
    },
    render(url, { timeoutMs, signal, pager }) {
      if (++asked > maxPages) return Promise.resolve(undefined);
      const one = async () => {
        if (signal?.aborted) throw signal.reason ?? new Error('aborted');
        const page = await renderInTab(url, Math.min(timeoutMs, ownTimeout), rowLinker, signal, pager && readingWith(pager));
        count++;
        return page;
      };
      if (reading > 0) return one();
      const result = queue.then(one);
      queue = result.catch(() => {});
      return result;
    },
  };
}

async function renderInTab(url: string, timeoutMs: number, rowLinker: RowLinker, signal?: AbortSignal, pager?: PagerRequest): Promise<RenderedPage> {
  const deadline = Date.now() + timeoutMs;
  // Its site's JSON answers kept from the first script on (the tab's own site only, while it renders).
  const release = await recordAnswersOf(url);
  const tab = await browser.tabs.create({ url, active: false }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const tabId = tab.id!;
  crawlTabs.add(tabId);
  const close = () => void browser.tabs.remove(tabId).catch(() => {}).finally(() => {
    crawlTabs.delete(tabId);
    void release();
  });
  signal?.addEventListener('abort', close);
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
    const rows = rowDriver(tabId);
    const none = { dom: undefined, unlinked: 0 };
    const linkedFirst = await rowLinker.link(rows, true).catch(() => none);
    const first = { ...dom, ...linkedFirst.dom };
    const unlinked = (links: { unlinked: number }) => (links.unlinked > 0 ? { unlinkedRows: links.unlinked } : {});
    // A script-only pager: lib/pager/walk/click-pager.ts clicks "next" in the tab, a bound per click and
    // per list; each later page's rows linked by the route learned.
    if (pager) {
      const onPage = async (next: RenderedPage) => {
        const linked = await rowLinker.link(rows, false).catch(() => none);
        return pager.onPage({ ...next, ...(linked.dom && { text: `<!doctype html>${linked.dom.html}` }), ...unlinked(linked) });
      };
      await clickThroughPager(tabDriver(tabId, Math.min(pager.pageTimeoutMs, timeoutMs)), first, { ...pager, onPage, deadline: Date.now() + pager.totalMs, signal }, dom.status);
    }
    return { url: first.url, status: dom.status, text: `<!doctype html>${first.html}`, charset: first.charset, via: 'browser', ...unlinked(linkedFirst) };
  } finally {
    signal?.removeEventListener('abort', close);
    close();
  }
}

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
