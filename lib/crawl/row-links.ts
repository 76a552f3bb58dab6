/**
 * Link-less rows made links in a rendered page, by the route one click taught (row-routes.ts).
 * Shared by the helper's browser (playwright-core) and the extension's tab (scripting.executeScript):
 * each gives a `RowLinkDriver` over the in-page functions of page-scripts/rows.ts and its own way of
 * keeping the page's JSON answers; the steps and the bounds are here. A rendered list whose rows
 * only have click handlers gets one row clicked, the page put back (history back, else loaded
 * again), and every row an `<a href>` to its URL built from its record in the page's JSON answers.
 * Bounded: one learning click per page, 3 per site a crawl, 100 rows linked per page, about 12 s a page.
 */
import type { PagerDom } from '../pager/walk/click-pager.ts';
import { learnRowRoute, recordOfRow, recordsOf, routeUrl, type JsonRecord, type RowRoute } from './row-routes.ts';

/** A row a click handler makes a link: its mark (`data-tr-row`) and its text. */
export interface RouteRow {
  mark: number;
  text: string;
}

/** A marked row's new link. */
export interface RowLink {
  mark: number;
  href: string;
  title: string;
}

/** Rows linked per page at most. */
export const MAX_ROUTE_ROWS = 100;
/** Learning clicks per site (origin) in one crawl. */
export const MAX_CLICKS_PER_SITE = 3;
/** JSON answers kept per page, and the largest read. */
export const MAX_ANSWERS = 50;
export const MAX_ANSWER_BYTES = 2_000_000;
/** Answer types that may hold JSON: older backends serve it as text/html or text/plain, JSONP-era ones as script. */
export const JSON_ANSWER_TYPE = /json|^text\/(?:html|plain)|javascript|^$/i;

/** An answer's text as JSON when it is an object or array; undefined for a page, a script or broken text. */
export function jsonOfAnswer(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
/** JSON answers still being read after this long are left out (a page that polls). */
export const ANSWERS_MS = 1_500;
/** A click that has not moved the app in this long taught nothing. */
const CLICK_MS = 2_000;
/** The list back on screen within this long, else it is loaded again. */
const BACK_MS = 4_000;
/** The whole of one page's linking, learning click and putting back included. */
const PAGE_MS = CLICK_MS + 2 * BACK_MS + 2_000;
const POLL_MS = 100;

/** The rendered page, as the renderer reaches it. Each call may reject while the page navigates. */
export interface RowLinkDriver {
  /** `markRouteRows(limit)` in the page. */
  markRows(limit: number): Promise<RouteRow[]>;
  /** The page's JSON answers (fetch/XHR) so far, those still being read waited for `ANSWERS_MS` at most. */
  answers(): Promise<unknown[]>;
  /** `clickRouteRow(mark)` in the page's own world (a new window the click asks for is caught there). */
  clickRow(mark: number): Promise<boolean>;
  /** `routeAfterClick()` in the page's own world. */
  afterClick(): Promise<{ href: string; opened?: string }>;
  /** `clickRowHeld(mark)` in the page's own world: the click's navigation held, the list kept. */
  clickRowHeld(mark: number): Promise<boolean>;
  /** `heldAfterClick(release)` in the page's own world. */
  heldAfterClick(release: boolean): Promise<string | undefined>;
  /** The page's URL as the browser shows it (during a navigation too); undefined when unknown. */
  url(): Promise<string | undefined>;
  /** History back. */
  back(): Promise<void>;
  /** Loads `url` again (the list when history back did not bring it). */
  load(url: string, timeoutMs: number): Promise<void>;
  /** `linkRouteRows(links)` in the page: the rows linked. */
  linkRows(links: RowLink[]): Promise<number>;
  /** The DOM without marks (`readPagerDom`). */
  read(): Promise<PagerDom>;
  wait(ms: number): Promise<void>;
  now(): number;
}

/** What linking did to a page. */
export interface RowLinks {
  /** The page's DOM with its link-less rows made links; undefined when nothing changed. */
  dom?: PagerDom;
  /** Rows of the page's own JSON records left without a link: no route was learned for them (the crawl reports them). */
  unlinked: number;
}

export interface RowLinker {
  /** Makes the page's link-less rows links. `learn`: a click may be spent. */
  link(driver: RowLinkDriver, learn: boolean): Promise<RowLinks>;
}

/** A linker for one crawl: the routes learned and the clicks spent, per site. */
export function createRowLinker(): RowLinker {
  const routes = new Map<string, RowRoute>();
  const clicks = new Map<string, number>();
  return {
    async link(driver, learn) {
      const deadline = driver.now() + PAGE_MS;
      const bounded = <T>(p: Promise<T>) => withDeadline(driver, p, deadline);
      const marked = () => bounded(driver.markRows(MAX_ROUTE_ROWS)).catch(() => [] as RouteRow[]);
      const records = () => bounded(driver.answers()).then(recordsOf, () => [] as JsonRecord[]);
      const nothing = { unlinked: 0 };
      let rows = await marked();
      if (rows.length === 0) return nothing;
      let known = await records();
      // No record of the rows in the page's answers (the address comes from a click's own request): each row clicked.
      if (known.length === 0) return clickEach(driver, rows);
      const origin = originOf(await bounded(driver.url()).catch(() => undefined));
      if (!origin) return nothing;
      let route = routes.get(origin);
      if (!route && learn && (clicks.get(origin) ?? 0) < MAX_CLICKS_PER_SITE) {
        clicks.set(origin, (clicks.get(origin) ?? 0) + 1);
        const first = rows.find((r) => recordOfRow(r.text, known));
        route = first && (await learnRoute(driver, first, known, deadline));
        if (route) routes.set(origin, route);
        rows = await marked();
        known = await records();
      }
      const found = rows.flatMap((row) => {
        const match = recordOfRow(row.text, known);
        return match ? [{ row, match }] : [];
      });
      const unlinked = { unlinked: found.length };
      if (!route) {
        const clicked = await clickEach(driver, rows);
        return clicked.dom ? clicked : unlinked;
      }
      const links = found.flatMap(({ row, match }) => {
        const href = routeUrl(route, match.record);
        return href ? [{ mark: row.mark, href, title: match.title }] : [];
      });
      if (links.length === 0) return unlinked;
      const linked = await bounded(driver.linkRows(links)).catch(() => 0);
      if (linked === 0) return unlinked;
      const dom = await bounded(driver.read()).catch(() => undefined);
      return { dom, unlinked: found.length - linked };
    },
  };
}

/** One held click's wait for where the row leads (its request to the server answered). */
const HELD_CLICK_MS = 3_000;
/** All the held clicks of one page. */
const HELD_PAGE_MS = 60_000;
/** Rows in a row that lead nowhere before the clicking stops (rows that open a dialog, not a page). */
const HELD_MISSES = 2;
/** A date in a row's text: not part of its title. */
const DATED = /\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}/;
const ROW_DATE = /[\[(（【]?\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?[\])）】]?/g;

/**
 * The fallback for rows no record and no route explain (`onclick="viewNotice(2140)"` POSTs the id and
 * goes where the server answers): each row clicked with its navigation held (the list stays, the
 * notice is not loaded), the address it would have gone to made its link. Only rows that show a
 * date (notice rows do; a menu or a tab box does not), 3 at least. Bounded: MAX_ROUTE_ROWS
 * rows, HELD_CLICK_MS each, HELD_PAGE_MS a page; it stops when the first rows lead nowhere. An
 * address several rows share is no row's own (a login page, the list again): left out.
 */
async function clickEach(driver: RowLinkDriver, marked: RouteRow[]): Promise<RowLinks> {
  // Notice rows show their date: a menu, a tab box or cards of a detail page are not clicked.
  const rows = marked.filter((r) => DATED.test(r.text));
  if (rows.length < 3) return { unlinked: 0 };
  const deadline = driver.now() + HELD_PAGE_MS;
  const bounded = <T>(p: Promise<T>) => withDeadline(driver, p, deadline);
  const before = await bounded(driver.url()).catch(() => undefined);
  const landed: RowLink[] = [];
  let misses = 0;
  for (const row of rows.slice(0, MAX_ROUTE_ROWS)) {
    if (driver.now() >= deadline || (landed.length === 0 && misses >= HELD_MISSES)) break;
    if (!(await bounded(driver.clickRowHeld(row.mark)).catch(() => false))) continue;
    let went: string | undefined;
    const until = Math.min(deadline, driver.now() + HELD_CLICK_MS);
    while (!went && driver.now() < until) {
      await driver.wait(POLL_MS);
      went = await bounded(driver.heldAfterClick(false)).catch(() => undefined);
    }
    if (went && /^https?:\/\//i.test(went) && went !== before) {
      landed.push({ mark: row.mark, href: went, title: row.text.replace(ROW_DATE, ' ').replace(/\s+/g, ' ').trim() || row.text });
    } else misses++;
  }
  await bounded(driver.heldAfterClick(true)).catch(() => undefined);
  const shared = new Set(landed.map((l) => l.href).filter((href, i, all) => all.indexOf(href) !== i));
  const links = landed.filter((l) => !shared.has(l.href));
  if (links.length === 0) return { unlinked: 0 };
  const linked = await bounded(driver.linkRows(links)).catch(() => 0);
  if (linked === 0) return { unlinked: 0 };
  const dom = await bounded(driver.read()).catch(() => undefined);
  return { dom, unlinked: Math.min(rows.length, MAX_ROUTE_ROWS) - linked };
}

/** Clicks `row` and reads where the app went (its URL, or the window it asked for); puts the list back. */
async function learnRoute(driver: RowLinkDriver, row: RouteRow, records: JsonRecord[], deadline: number): Promise<RowRoute | undefined> {
  const bounded = <T>(p: Promise<T>) => withDeadline(driver, p, deadline);
  const before = await bounded(driver.url()).catch(() => undefined);
  if (!before || !(await bounded(driver.clickRow(row.mark)).catch(() => false))) return undefined;
  let went: string | undefined;
  let moved = false;
  const until = Math.min(deadline, driver.now() + CLICK_MS);
  while (!went && driver.now() < until) {
    await driver.wait(POLL_MS);
    const now = await bounded(driver.afterClick()).catch(() => undefined); // a navigation answers nothing
    const url = now?.href ?? (await bounded(driver.url()).catch(() => undefined));
    moved ||= url !== undefined && url !== before;
    went = now?.opened ?? (moved ? url : undefined);
  }
  if (moved || (await bounded(driver.url()).catch(() => before)) !== before) await putBack(driver, before, deadline);
  // Only a web address is a route (a `javascript:` window is not).
  return went && /^https?:\/\//i.test(went) ? learnRowRoute(row.text, went, records) : undefined;
}

/** The list as it was: history back (a router's route, or a page left), else the list loaded again. */
async function putBack(driver: RowLinkDriver, url: string, deadline: number): Promise<void> {
  const listed = async (until: number) => {
    while (driver.now() < until) {
      await driver.wait(POLL_MS);
      const rows = await withDeadline(driver, driver.markRows(1), until).catch(() => []);
      if ((await withDeadline(driver, driver.url(), until).catch(() => undefined)) === url && rows.length > 0) return true;
    }
    return false;
  };
  await withDeadline(driver, driver.back(), deadline).catch(() => {});
  if (await listed(Math.min(deadline, driver.now() + BACK_MS))) return;
  await withDeadline(driver, driver.load(url, Math.max(1, deadline - driver.now())), deadline).catch(() => {});
  await listed(Math.min(deadline, driver.now() + BACK_MS));
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

function withDeadline<T>(driver: RowLinkDriver, promise: Promise<T>, deadline: number): Promise<T> {
  return Promise.race([promise, driver.wait(Math.max(0, deadline - driver.now())).then(() => Promise.reject(new Error('deadline')))]);
}
