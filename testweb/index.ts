/**
 * The test web: many made-up Chinese university sites, in the real CMS shapes, on one local
 * port, with their ground truth. `startTestWeb()` → a running server; see types.ts.
 */
import type { AddressInfo } from 'node:net';
import { buildSite, type SiteModel, type SiteSpec } from './model.ts';
import { listen, type ServerState } from './server.ts';
import { buildTruth } from './truth.ts';
import type { TestWeb, TestWebOptions } from './types.ts';
import { makeUniversities } from './universities.ts';

export type * from './types.ts';

/** Builds the sites of a test web (no server): the model the pages and the truth come from. */
export function buildSites(options: Pick<TestWebOptions, 'sites' | 'seed' | 'corpusDir'> = {}): SiteModel[] {
  const specs: SiteSpec[] = Array.isArray(options.sites) ? options.sites : Array.from({ length: options.sites ?? 6 }, () => ({}));
  const seed = options.seed ?? 1;
  return makeUniversities(specs.length, seed).map((university, i) => buildSite(i, specs[i]?.university ?? university, seed, { corpusDir: options.corpusDir, ...specs[i] }));
}

/** Starts the test web on 127.0.0.1. */
export async function startTestWeb(options: TestWebOptions = {}): Promise<TestWeb> {
  const sites = buildSites(options);
  const hosts = new Map<string, SiteModel>();
  for (const site of sites) {
    for (const host of [site.mainHost, site.procHost, site.university.domain]) hosts.set(host, site);
  }
  const state: ServerState = { hosts, day: options.day ?? 1, slowMs: options.slowMs ?? 0, requests: [] };
  const server = await listen(state, options.port ?? 0);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    resolveRule: `*.edu.cn=127.0.0.1:${port}`,
    seeds: sites.map((site) => `http://${site.mainHost}/`),
    get day() {
      return state.day;
    },
    setDay: (day) => {
      state.day = day;
    },
    truth: (day) => buildTruth(sites, day ?? state.day),
    requests: state.requests,
    clearLog: () => {
      state.requests.length = 0;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
