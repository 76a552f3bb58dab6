/**
 * The crawl's memory, as typed records over a Store. Every change goes through `commit`, one
 * atomic batch per step, so a crawl killed anywhere resumes from its last finished step.
 *
 * Collections: `sites` (per university), `lists` (aggregation pages), `notices`, `aliases` (other
 * URLs of a known notice: never fetched again), `rejected` (links with a cut title whose own page
 * showed no notice: never fetched again), `failed` (notice links that failed to fetch),
 * `delivered` (notices already handed out), `projects` (a project's linked notices: lib/project),
 * `discovery` (a site's discovery in progress) with its `frontier/<site>` and `seen/<site>`,
 * `pending/<site>` (notice links a spent budget left for the next run).
 */
import type { Notice } from '../types/notice.ts';
import type { Store, WriteOp } from '../store/store.ts';
import type { TitleDoubt, Validators } from '../types/page.ts';
import type { Collections } from '../app-store/collections.ts';
import type { FrontierEntry } from './frontier.ts';
import type { Project } from '../project/project.ts';
import type { VolatileParams } from './volatile.ts';
import type { Column, ListReason } from './columns.ts';

export interface SiteRecord {
  site: string;
  seeds: string[];
  /** Canonical URLs of the site's aggregation pages (first pages of lists). */
  listUrls: string[];
  /** Set when the stored lists stopped working: the next run discovers again. */
  rediscover?: boolean;
  discoveredAt?: string;
  /** Query parameters learned to change on every fetch, per host (volatile.ts): dropped from the site's URLs. */
  volatileParams?: VolatileParams;
  /** Kinds of detail page (host and path, numbers aside) that answer with a login page: their notices are read from their rows, never asked (login-wall.ts). */
  loginWalls?: string[];
  /**
   * Pages the site names as procurement columns, read or queued by discovery or a refresh
   * (column-lists.ts): a named link not among them is a column opened since, tried once.
   */
  columns?: string[];
  /** Lists the user stopped watching (the options page, `helper sites --drop`): never taken as lists again. */
  unwatched?: string[];
}

export interface ListRecord {
  url: string;
  site: string;
  validators: Validators;
  /** Runs in a row that the page failed or showed no notices; 3 → rediscovery. */
  missedRuns: number;
  /** Its rows (title, URL) when last read: the next read learns volatile parameters from them. */
  rows?: Array<[string, string]>;
  /**
   * Its rows were not newest first when last read (oldest first, by deadline, by project number):
   * a new notice may land on any page while page 1 stays the same, so page 1 is asked without
   * validators (no 304) and the list is read whole (refresh.ts).
   */
  unordered?: true;
  /** Its rows were drawn by a script when last read: it is asked of the browser first (lib/browser/render.ts renderDrawn). */
  drawn?: true;
  /** Its name as the page gives it (the title's first part), when no column name is known. */
  name?: string;
  /** The procurement column the site names it (columns.ts): watched whatever its row count. */
  column?: Column;
  /** Why it is watched (the options page and `helper sites` show it). */
  why?: ListReason;
  /** When it was last read (ISO), and the newest notice date it showed. */
  checkedAt?: string;
  newest?: string;
}

export interface DiscoveryRecord {
  site: string;
  /** Discovery pages fetched so far, across resumed runs: the budget. */
  pages: number;
  /** The next arrival number for the frontier (keeps ties deterministic across resumes). */
  nextOrder: number;
  /** Front pages that look like lists: kept only when the site has no other list. */
  rootLists?: string[];
  /** Discovery pages fetched since the last list was found (for stopping once little is left). */
  sinceList?: number;
  /** Hosts (origins) whose sitemaps discovery has read. */
  sitemapOrigins?: string[];
  /** The seeds were read as a browser draws them, the site having shown no list (discover.ts drawSeeds). */
  seedsDrawn?: true;
  /** Links named as procurement columns (columns.ts), URL → the name: such a page is watched as a column. */
  named?: Record<string, string>;
  /** Calendar URLs queued per series (traps.ts calendarSeries): at most MAX_PERIODS each. */
  periods?: Record<string, number>;
}

/** Thrown when the Store itself fails: the crawl stops, since no step could be saved. */
export class StoreFailure extends Error {
  constructor(cause: unknown) {
    super(`store failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreFailure';
  }
}

/** A notice link found on a list but not fetched yet, because the run's budget was spent. */
export interface PendingRecord {
  url: string;
  title: string;
  date?: string;
  listUrl: string;
  /** Set for a cut title: the score its full title needs. */
  cutThreshold?: number;
  /** The list cut its title silently (PageLink.clipped): completed from its own page. */
  clipped?: true;
  /** The title alone was in doubt (PageLink.doubt): the page's body decides. */
  doubt?: TitleDoubt;
}

export const frontierCollection = (site: string): `frontier/${string}` => `frontier/${site}`;
export const pendingCollection = (site: string): `pending/${string}` => `pending/${site}`;
export const seenCollection = (site: string): `seen/${string}` => `seen/${site}`;

/** Reads and writes the crawl's records; writes are collected by the caller into one batch. */
export class CrawlState {
  constructor(private readonly store: Store) {}

  /** Applies one step's changes all-or-nothing; a store error becomes a StoreFailure. */
  async commit(ops: WriteOp[]): Promise<void> {
    if (ops.length === 0) return;
    try {
      await this.store.write(ops);
    } catch (error) {
      throw new StoreFailure(error);
    }
  }

  async read<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new StoreFailure(error);
    }
  }

  site(site: string): Promise<SiteRecord | undefined> {
    return this.read(() => this.store.get('sites', site));
  }

  list(url: string): Promise<ListRecord | undefined> {
    return this.read(() => this.store.get('lists', url));
  }

  discovery(site: string): Promise<DiscoveryRecord | undefined> {
    return this.read(() => this.store.get('discovery', site));
  }

  async frontier(site: string): Promise<FrontierEntry[]> {
    return this.read(() => this.store.getAll(frontierCollection(site)));
  }

  pending(site: string): Promise<PendingRecord[]> {
    return this.read(() => this.store.getAll(pendingCollection(site)));
  }

  seen(site: string): Promise<string[]> {
    return this.read(() => this.store.keys(seenCollection(site)));
  }

  noticeKeys(): Promise<string[]> {
    return this.read(() => this.store.keys('notices'));
  }

  notice(url: string): Promise<Notice | undefined> {
    return this.read(() => this.store.get('notices', url));
  }

  notices(): Promise<Notice[]> {
    return this.read(() => this.store.getAll('notices'));
  }

  aliases(): Promise<string[]> {
    return this.read(() => this.store.keys('aliases'));
  }

  rejected(): Promise<string[]> {
    return this.read(() => this.store.keys('rejected'));
  }

  failedNotices(): Promise<{ url: string; count: number }[]> {
    return this.read(() => this.store.getAll('failed'));
  }

  /** Project timelines (lib/project), read once per crawl by lib/crawl/projects.ts. */
  projects(): Promise<Project[]> {
    return this.read(() => this.store.getAll('projects'));
  }

  delivered(): Promise<string[]> {
    return this.read(() => this.store.keys('delivered'));
  }

  /** The ops that drop a finished discovery's frontier and seen set. */
  async clearDiscoveryOps(site: string): Promise<WriteOp[]> {
    const [frontier, seen] = await Promise.all([
      this.read(() => this.store.keys(frontierCollection(site))),
      this.read(() => this.store.keys(seenCollection(site))),
    ]);
    return [
      ...frontier.map((key): WriteOp => ({ type: 'delete', collection: frontierCollection(site), key })),
      ...seen.map((key): WriteOp => ({ type: 'delete', collection: seenCollection(site), key })),
      { type: 'delete', collection: 'discovery', key: site },
    ];
  }
}

/** The ops that mark notices as delivered (for a caller that proves a delivery after a kill). */
export function deliveredOps(urls: string[], at: string): WriteOp[] {
  return urls.map((url) => put('delivered', url, { at }));
}

/** Shorthand for a put op, its value typed by the collection. */
export function put<N extends keyof Collections>(collection: N, key: string, value: Collections[N]): WriteOp {
  // The parameters tie the value to its collection; TypeScript cannot follow that into the op union.
  return { type: 'put', collection, key, value } as WriteOp;
}

/** Shorthand for a delete op. */
export function del(collection: keyof Collections, key: string): WriteOp {
  return { type: 'delete', collection, key };
}
