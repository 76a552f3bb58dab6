/**
 * Link-less rows made links in the helper's browser (lib/crawl/row-routes.ts): a rendered list
 * whose rows only have click handlers gets one row clicked to learn the app's route, the page put
 * back (history back, else loaded again), and every row given an `<a href>` to its URL built from
 * its record in the page's JSON answers. Bounded: one learning click per page, 3 per site a crawl,
 * 100 rows linked per page, a few seconds per page.
 */
import type { Page, Response } from 'playwright-core';
import { learnRowRoute, recordOfRow, recordsOf, routeUrl, type RowRoute } from '../lib/crawl/row-routes.ts';
import { readPagerDom } from '../page-scripts/pager.ts';
import { clickRouteRow, linkRouteRows, markRouteRows, routeAfterClick, type RouteRow } from '../page-scripts/rows.ts';

/** Rows linked per page at most. */
const MAX_ROWS = 100;
/** Learning clicks per site (origin) in one crawl. */
const MAX_CLICKS_PER_SITE = 3;
/** JSON answers kept per page, and the largest read. */
const MAX_ANSWERS = 50;
const MAX_ANSWER_BYTES = 2_000_000;
/** A click that has not moved the app in this long taught nothing. */
const CLICK_MS = 2_000;
/** The list back on screen within this long, else it is loaded again. */
const BACK_MS = 4_000;
const POLL_MS = 100;
/** JSON answers still being read after this long are left out. */
const ANSWERS_MS = 1_500;

export interface RowLinker {
  /** Starts keeping the page's JSON answers (before it loads). */
  watch(page: Page): void;
  /** The page's DOM with its link-less rows made links, or undefined when nothing changed. `learn`: a click may be spent. */
  link(page: Page, learn: boolean): Promise<{ html: string; charset: string } | undefined>;
}

export function createRowLinker(): RowLinker {
  const routes = new Map<string, RowRoute>();
  const clicks = new Map<string, number>();
  const answers = new WeakMap<Page, Array<Promise<unknown>>>();

  const keep = (page: Page) => (response: Response) => {
    const list = answers.get(page);
    const type = response.request().resourceType();
    if (!list || list.length >= MAX_ANSWERS || (type !== 'xhr' && type !== 'fetch')) return;
    const headers = response.headers();
    if (!/json/i.test(headers['content-type'] ?? '') || Number(headers['content-length'] ?? 0) > MAX_ANSWER_BYTES) return;
    list.push(response.json().catch(() => undefined));
  };

  return {
    watch(page) {
      answers.set(page, []);
      page.on('response', keep(page));
    },
    async link(page, learn) {
      const deadline = Date.now() + CLICK_MS + 2 * BACK_MS + 2_000;
      const bounded = <T>(p: Promise<T>) => withDeadline(p, deadline);
      let rows = await bounded(page.evaluate(markRouteRows, MAX_ROWS)).catch(() => [] as RouteRow[]);
      if (rows.length === 0) return undefined;
      // Answers still coming (a page that polls) are not waited for long.
      const records = () => withDeadline(settledAnswers(answers.get(page) ?? []), Math.min(deadline, Date.now() + ANSWERS_MS)).then(recordsOf, () => []);
      let known = await records();
      if (known.length === 0) return undefined;
      const origin = new URL(page.url()).origin;
      let route = routes.get(origin);
      if (!route && learn && (clicks.get(origin) ?? 0) < MAX_CLICKS_PER_SITE) {
        clicks.set(origin, (clicks.get(origin) ?? 0) + 1);
        const first = rows.find((r) => recordOfRow(r.text, known));
        route = first && (await learnRoute(page, first, known, deadline));
        if (route) routes.set(origin, route);
        rows = await bounded(page.evaluate(markRouteRows, MAX_ROWS)).catch(() => [] as RouteRow[]);
        known = await records();
      }
      if (!route) return undefined;
      const links = rows.flatMap((row) => {
        const found = recordOfRow(row.text, known);
        const href = found && routeUrl(route, found.record);
        return href ? [{ mark: row.mark, href, title: found.title }] : [];
      });
      if (links.length === 0) return undefined;
      const linked = await bounded(page.evaluate(linkRouteRows, links)).catch(() => 0);
      if (linked === 0) return undefined;
      return bounded(page.evaluate(readPagerDom)).catch(() => undefined);
    },
  };
}

/** The answers read so far and those that finish soon; one still open does not hold the others. */
async function settledAnswers(pending: Array<Promise<unknown>>): Promise<unknown[]> {
  const done: unknown[] = [];
  await Promise.race([Promise.all(pending.map((p) => p.then((v) => done.push(v)))), sleep(ANSWERS_MS)]);
  return done;
}

/** Clicks `row` and reads where the app went (its URL, or the window it asked for); puts the list back. */
async function learnRoute(page: Page, row: RouteRow, records: ReturnType<typeof recordsOf>, deadline: number): Promise<RowRoute | undefined> {
  const before = page.url();
  if (!(await withDeadline(page.evaluate(clickRouteRow, row.mark), deadline).catch(() => false))) return undefined;
  let went: string | undefined;
  const until = Math.min(deadline, Date.now() + CLICK_MS);
  while (!went && Date.now() < until) {
    await sleep(POLL_MS);
    const now = await withDeadline(page.evaluate(routeAfterClick), deadline).catch(() => undefined); // a navigation answers nothing
    went = now?.opened ?? (page.url() !== before ? page.url() : undefined);
  }
  if (page.url() !== before) await putBack(page, before, deadline);
  return went ? learnRowRoute(row.text, went, records) : undefined;
}

/** The list as it was: history back (a router's route, or a page left), else the list loaded again. */
async function putBack(page: Page, url: string, deadline: number): Promise<void> {
  const listed = async (until: number) => {
    while (Date.now() < until) {
      await sleep(POLL_MS);
      const rows = await withDeadline(page.evaluate(markRouteRows, 1), until).catch(() => []);
      if (page.url() === url && rows.length > 0) return true;
    }
    return false;
  };
  await withDeadline(page.evaluate(() => history.back()), deadline).catch(() => {});
  if (await listed(Math.min(deadline, Date.now() + BACK_MS))) return;
  await page.goto(url, { waitUntil: 'commit', timeout: Math.max(1, deadline - Date.now()) }).catch(() => {});
  await listed(Math.min(deadline, Date.now() + BACK_MS));
}

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return Promise.race([promise, sleep(Math.max(0, deadline - Date.now())).then(() => Promise.reject(new Error('deadline')))]);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
