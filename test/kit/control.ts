/**
 * A test web's control routes, once: `/__day?set=N` moves the web to day N (one of its days),
 * `/__truth[?day=N]` is what it shows that day (default today), `/__stats` every day's requests per
 * site, `/__reset` forgets them. The stats are counted here too, per day and site: requests by
 * client (fetch or browser), each list page's fetches with the clients and addresses that asked,
 * and the web's own counters. A web's server composes this with its site handlers (server.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Answer, Client, SiteStats, Truth, WebStats } from './types.ts';

export interface ControlOptions<C extends string, T extends Truth> {
  /** The days `/__day?set=` accepts. */
  days: readonly number[];
  /** The day the web starts on. */
  day?: number;
  truth: (day: number) => T;
  /** The web's own counters, each 0 until counted. */
  counters: readonly C[];
  /** Called when the day changes (a web's sessions or tokens expire). */
  onDay?: (day: number) => void;
  /** Called on `/__reset` (a web's one-time failures re-armed). */
  onReset?: () => void;
}

export interface Control<C extends string> {
  readonly day: number;
  readonly stats: WebStats<C>;
  /** The control route's JSON for `url`, or undefined when `url` is not one. */
  route(url: URL): unknown;
  /** This day's stats of `site` (`other` for a host no site serves), made on first use. */
  siteStats(site: string): SiteStats<C>;
  /** Counts one request of `site` and what its handler answered. */
  record(site: string, ask: Ask, answer?: Answer<C>): void;
}

/** Which client asked: an `x-client` header, else a browser by its User-Agent, else the crawler's fetch. */
export function clientOf(req: IncomingMessage): Client {
  const named = req.headers['x-client'];
  if (typeof named === 'string' && named) return named;
  return /Chrome|Chromium|Firefox/.test(req.headers['user-agent'] ?? '') ? 'browser' : 'fetch';
}

const bump = (o: Record<string, number>, k: string) => { o[k] = (o[k] ?? 0) + 1; };

/**
 * One request as the stats name it: `path` (`//host/path?q`, host without port) for the site's
 * paths; `page` (the Host header as sent, a POST's body before it) for a list page's addresses.
 */
export interface Ask {
  client: Client;
  method: string;
  path: string;
  page: string;
}

export function createControl<C extends string, T extends Truth>(options: ControlOptions<C, T>): Control<C> {
  let day = options.day ?? options.days[0] ?? 1;
  let stats: WebStats<C> = {};
  const fresh = () => ({ requests: 0, byClient: {}, listFetches: 0, tenderListFetches: 0, ...Object.fromEntries(options.counters.map((k) => [k, 0])), pages: {}, paths: {} }) as SiteStats<C>;
  const control: Control<C> = {
    get day() { return day; },
    get stats() { return stats; },
    route(url) {
      switch (url.pathname) {
        case '/__truth': return options.truth(Number(url.searchParams.get('day')) || day);
        case '/__stats': return stats;
        case '/__reset':
          stats = {};
          options.onReset?.();
          return { reset: true };
        case '/__day': {
          const set = Number(url.searchParams.get('set'));
          if (options.days.includes(set) && set !== day) {
            day = set;
            options.onDay?.(set);
          }
          return { day };
        }
        default: return undefined;
      }
    },
    siteStats: (site) => ((stats[day] ??= {})[site] ??= fresh()),
    record(site, ask, answer) {
      const st = control.siteStats(site) as SiteStats;
      st.requests++;
      bump(st.byClient, ask.client);
      bump(st.paths, `${ask.method} ${ask.path}`);
      if (!answer) return;
      for (const k of [answer.count ?? []].flat()) bump(st as unknown as Record<string, number>, k);
      if (answer.list) {
        st.listFetches++;
        if (answer.tenders) st.tenderListFetches++;
        const p = (st.pages[answer.list] ??= { fetches: 0, tenders: !!answer.tenders, clients: {}, urls: {} });
        p.fetches++;
        bump(p.clients, ask.client);
        bump(p.urls, ask.page);
      }
    },
  };
  return control;
}
