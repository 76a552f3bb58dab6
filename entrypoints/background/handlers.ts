/** What the background answers to each message: thin wiring over the store and lib/. */
import { exportBackup, importBackup } from '../../lib/export/backup.ts';
import type { Handlers, NoticeMarks, Schedule, SiteStatus } from '../../lib/messages.ts';
import type { LinkInput, LinkVerdict, Notice, Store, Tokenizer } from '../../lib/types.ts';
import { featureReview, reviewTerm } from './features.ts';
import { canonicalUrl, registrableDomain } from '../../lib/url.ts';
import { isCrawling } from './crawl-runner.ts';
import { BACKUP_COLLECTIONS, MARKS, NO_MARKS, SETTINGS, SITE_STATUS, WATCH, type MarkRecord, type WatchedSite } from './records.ts';
import { buildSnapshot, noticeViews, unreadCount } from './snapshot.ts';

/** Links classified per message at most: a hostile page cannot make the worker spin. */
const MAX_LINKS = 2000;
/** Characters of link text or context looked at. */
const MAX_TEXT = 500;

/** What the handlers need from the background. */
export interface HandlerContext {
  store: Store;
  now: () => Date;
  /** The worker's tokenizer (jieba), for the feature library's expansion. */
  tokenizer: () => Promise<Tokenizer>;
  /** The link classifier (built with jieba, so it may take a moment the first time). */
  classifier: () => Promise<{ classify(link: LinkInput): LinkVerdict }>;
  startCrawl: (site?: string) => void;
  /** Called after anything that changes the unread count or the schedule. */
  changed: () => Promise<void>;
  /** Called after the watched sites change (the content script follows them). */
  sitesChanged: () => Promise<void>;
  nativeStatus: () => Promise<{ connected: boolean; version?: string }>;
}

/** The watched site for a page URL; throws in plain words when it is not a web page. */
export function siteOf(url: string): { site: string; seed: string } {
  const seed = /^https?:\/\//i.test(url) ? canonicalUrl(url) : undefined;
  const site = seed ? registrableDomain(seed) : undefined;
  if (!seed || !site) throw new Error(`not a web page address: ${url.slice(0, 100)}`);
  return { site, seed };
}

function checkSchedule(schedule: Schedule): Schedule {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(schedule.time)) throw new Error(`not a time of day: ${schedule.time}`);
  if (!Number.isInteger(schedule.everyHours) || schedule.everyHours < 1 || schedule.everyHours > 168) {
    throw new Error('the interval must be 1 to 168 hours');
  }
  return { time: schedule.time, everyHours: schedule.everyHours };
}

/** Builds the message handlers over `ctx`. */
export function createHandlers(ctx: HandlerContext): Handlers {
  const { store } = ctx;
  const mark = async (url: string, change: Partial<NoticeMarks>) => {
    const old = await store.get<MarkRecord>(MARKS, url);
    const value: MarkRecord = { ...NO_MARKS, ...old, ...change, url };
    await store.write([{ type: 'put', collection: MARKS, key: url, value }]);
    await ctx.changed();
  };
  const setPaused = async (site: string, paused: boolean) => {
    const watched = await store.get<WatchedSite>(WATCH, site);
    if (!watched) throw new Error(`not a watched site: ${site}`);
    await store.write([{ type: 'put', collection: WATCH, key: site, value: { ...watched, paused } }]);
    await ctx.sitesChanged();
  };
  return {
    getSnapshot: async () => buildSnapshot(store, ctx.now().getTime(), (await ctx.nativeStatus()).connected),
    getStatus: async () => ({ crawling: isCrawling(), unread: unreadCount(await noticeViews(store, ctx.now().getTime())) }),
    checkNow: (request) => {
      ctx.startCrawl(request?.site);
      return { started: true };
    },
    markRead: ({ url, read }) => mark(url, { read }),
    star: ({ url, starred }) => mark(url, { starred }),
    dismiss: ({ url, dismissed }) => mark(url, { dismissed }),
    addSeed: async ({ url }) => {
      const { site, seed } = siteOf(url);
      const old = await store.get<WatchedSite>(WATCH, site);
      const watched: WatchedSite = old
        ? { ...old, seeds: old.seeds.includes(seed) ? old.seeds : [...old.seeds, seed] }
        : { site, seeds: [seed], paused: false, addedAt: ctx.now().toISOString() };
      await store.write([{ type: 'put', collection: WATCH, key: site, value: watched }]);
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
    pauseSite: ({ site, paused }) => setPaused(site, paused),
    classifyLinks: async ({ links }) => {
      const classifier = await ctx.classifier();
      return links.slice(0, MAX_LINKS).map((link) =>
        classifier.classify({ text: String(link.text).slice(0, MAX_TEXT), url: link.url, context: link.context?.slice(0, MAX_TEXT) }),
      );
    },
    reportPageNotices: async ({ pageUrl, notices }) => {
      const { site } = siteOf(pageUrl);
      let added = 0;
      for (const seen of notices.slice(0, MAX_LINKS)) {
        const url = canonicalUrl(seen.url);
        if (!url || registrableDomain(url) !== site || (await store.get('notices', url))) continue;
        const notice: Notice = {
          url,
          title: String(seen.title).slice(0, MAX_TEXT),
          site,
          listUrl: pageUrl,
          type: seen.type,
          attachments: [],
          firstSeenAt: ctx.now().toISOString(),
          ...(seen.date ? { publishedAt: seen.date } : {}),
        };
        await store.write([{ type: 'put', collection: 'notices', key: url, value: notice }]);
        added++;
      }
      if (added > 0) await ctx.changed();
      return { added };
    },
    exportData: () => exportBackup(store, BACKUP_COLLECTIONS, ctx.now()),
    importData: async ({ json }) => {
      const records = await importBackup(store, json, BACKUP_COLLECTIONS);
      // A backup made mid-crawl carries that run's marker and a stale first view: neither applies here.
      await store.write([
        { type: 'delete', collection: SETTINGS, key: 'crawl' },
        { type: 'delete', collection: SETTINGS, key: 'view' },
        { type: 'delete', collection: SETTINGS, key: 'progress' },
      ]);
      await Promise.all([ctx.changed(), ctx.sitesChanged()]);
      return { records };
    },
    setSchedule: async (schedule) => {
      await store.write([{ type: 'put', collection: SETTINGS, key: 'schedule', value: checkSchedule(schedule) }]);
      await ctx.changed();
    },
    setMarkEverywhere: async ({ on }) => {
      await store.write([{ type: 'put', collection: SETTINGS, key: 'markEverywhere', value: on }]);
      await ctx.sitesChanged();
    },
    setPoliteness: async ({ hostDelayMs }) => {
      if (!Number.isFinite(hostDelayMs) || hostDelayMs < 0 || hostDelayMs > 60_000) throw new Error('the delay must be 0 to 60,000 ms');
      await store.write([{ type: 'put', collection: SETTINGS, key: 'hostDelayMs', value: hostDelayMs }]);
    },
    nativeStatus: () => ctx.nativeStatus(),
    getFeatureReview: async () => featureReview(store, await ctx.tokenizer()),
    reviewFeatureTerm: ({ term, accepted }) => reviewTerm(store, term, accepted),
  };
}
