/** The watched sites: add a seed, pause, remove, check now. */
import { SITE_STATUS, WATCH, type WatchedSite } from '../../../lib/extension/records.ts';
import { pageSeed } from '../../../lib/messages/page-requests.ts';
import type { Handlers, SiteStatus } from '../../../lib/messages/protocol.ts';
import { siteOf, type HandlerContext } from './context.ts';
import { unwatchList, watchList } from '../../../lib/crawl/watched.ts';
import { isSiteRoot } from '../../../lib/url/canonical.ts';

export function siteHandlers(ctx: HandlerContext): Pick<Handlers, 'addSeed' | 'removeSite' | 'pauseSite' | 'checkNow' | 'unwatchList'> {
  const { store } = ctx;
  return {
    addSeed: async (request, sender) => {
      // From a page: only that page itself (the bar's trusted click), on a public host.
      const { url } = sender.kind === 'content-script' ? pageSeed(request, sender.tabUrl) : request;
      const { site, seed } = siteOf(url);
      const old = await store.get(WATCH, site);
      const watched: WatchedSite = old
        ? { ...old, seeds: old.seeds.includes(seed) ? old.seeds : [...old.seeds, seed] }
        : { site, seeds: [seed], paused: false, addedAt: ctx.now().toISOString() };
      await store.write([{ type: 'put', collection: WATCH, key: site, value: watched }]);
      // A page of a university already mapped (a list the user points at: pasted, or the right-click
      // menu) joins its watched lists; a new university's page starts its discovery as a seed.
      const mapped = await store.get('sites', site);
      if (mapped && mapped.listUrls.length > 0 && !isSiteRoot(seed)) await watchList(store, seed, ctx.now().toISOString());
      await ctx.sitesChanged();
      ctx.startCrawl(site);
      const status: SiteStatus = { site, seeds: watched.seeds, paused: watched.paused, listPages: 0, notices: 0 };
      return status;
    },
    removeSite: async ({ site }) => {
      await store.write([
        { type: 'delete', collection: WATCH, key: site },
        { type: 'delete', collection: SITE_STATUS, key: site },
      ]);
      await ctx.sitesChanged();
    },
    unwatchList: async ({ url }) => {
      await unwatchList(store, url);
      await ctx.sitesChanged();
    },
    pauseSite: async ({ site, paused }) => {
      const watched = await store.get(WATCH, site);
      if (!watched) throw new Error(`not a watched site: ${site}`);
      await store.write([{ type: 'put', collection: WATCH, key: site, value: { ...watched, paused } }]);
      await ctx.sitesChanged();
    },
    checkNow: (request) => {
      ctx.startCrawl(request?.site);
      return { started: true };
    },
  };
}
