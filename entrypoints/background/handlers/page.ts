/**
 * What a content script may ask, on the page it runs on: classify its links, store the notices
 * it shows, whether to offer it as a seed. Every request is the page's word: it must come from a
 * tab on a watched site (or any site after the user's "mark on every site" opt-in), be about
 * that tab's own page, and fit the bounds of lib/messages/page-requests.ts; its notices go through the
 * one ingest (lib/dedup/ingest.ts) like the crawl's.
 */
import { createStoreIngest } from '../../../lib/dedup/ingest.ts';
import { noticeFingerprint } from '../../../lib/dedup/fingerprint.ts';
import { SETTINGS, WATCH } from '../../../lib/extension/records.ts';
import { pageClassifyLinks, pageNotices } from '../../../lib/messages/page-requests.ts';
import type { Handlers, SenderInfo } from '../../../lib/messages/protocol.ts';
import { canonicalUrl } from '../../../lib/url/canonical.ts';
import { isPublicHttpUrl } from '../../../lib/url/private-hosts.ts';
import { registrableDomain } from '../../../lib/url/domain.ts';
import type { HandlerContext } from './context.ts';

/** Throws unless a content script on `tabUrl` may talk to us: a watched site, or any after the opt-in. */
export async function checkPageSender(ctx: HandlerContext, sender: SenderInfo): Promise<void> {
  if (sender.kind !== 'content-script') return;
  const site = sender.tabUrl && /^https?:\/\//i.test(sender.tabUrl) ? registrableDomain(sender.tabUrl) : undefined;
  if (!site) throw new Error('not a web page');
  const watched = await ctx.store.get(WATCH, site);
  if (watched && !watched.paused) return;
  if ((await ctx.store.get(SETTINGS, 'markEverywhere')) === true) return;
  throw new Error('not a watched site');
}

export function pageHandlers(ctx: HandlerContext): Pick<Handlers, 'classifyLinks' | 'reportPageNotices' | 'pageStatus'> {
  const { store } = ctx;
  let ingestFn: ReturnType<typeof createStoreIngest> | undefined;
  const ingestAll: ReturnType<typeof createStoreIngest> = async (arrivals) => {
    if (!ingestFn) {
      const tokenizer = await ctx.tokenizer();
      ingestFn = createStoreIngest(store, (input) => noticeFingerprint(input, tokenizer), () => ctx.now().getTime());
    }
    return ingestFn(arrivals);
  };
  return {
    classifyLinks: async (request, sender) => {
      const { links } = pageClassifyLinks(request, sender.kind === 'content-script' ? sender.tabUrl : null);
      const classifier = await ctx.classifier();
      return links.map((link) => classifier.classify({ text: link.text, url: link.url, context: link.context }));
    },
    reportPageNotices: async (request, sender) => {
      if (sender.kind !== 'content-script') throw new Error('reportPageNotices: only from a page');
      const { pageUrl, notices } = pageNotices(request, sender.tabUrl);
      const site = registrableDomain(pageUrl);
      if (!site) throw new Error('not a web page address');
      const results = await ingestAll(
        notices.map((seen) => ({ url: seen.url, title: seen.title, site, listUrl: pageUrl, type: seen.type, publishedAt: seen.date })),
      );
      const added = results.filter((r) => r.kind === 'new').length;
      if (added > 0) await ctx.changed();
      return { added };
    },
    pageStatus: async (_request, sender) => {
      const page = sender.tabUrl && canonicalUrl(sender.tabUrl);
      const site = page && registrableDomain(page);
      if (!page || !site || !isPublicHttpUrl(page)) return { offerSeed: false };
      const [watched, record] = await Promise.all([store.get(WATCH, site), store.get('sites', site)]);
      const known = new Set([...(watched?.seeds ?? []), ...(record?.listUrls ?? [])]);
      return { offerSeed: !known.has(page) };
    },
  };
}
