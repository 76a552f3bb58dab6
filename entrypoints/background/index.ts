/**
 * The service worker: wiring only. Messages go to handlers.ts, the crawl to crawl-runner.ts
 * (resumed here when a stopped worker left one unfinished), the rest to one small file each.
 */
import { onMessage, type Runtime } from '../../lib/messages.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import type { Schedule } from '../../lib/messages.ts';
import { showUnread } from './badge.ts';
import { createSeedMenus, onSeedMenuClick } from './context-menu.ts';
import { syncContentScripts } from './content-scripts.ts';
import { activeSeeds, crawlProgress, hasInterruptedRun, isCrawling, resumeInterrupted, runCrawl, type CrawlResult } from './crawl-runner.ts';
import { createHandlers } from './handlers.ts';
import { crawlBlockedWithHelper } from './helper-fallback.ts';
import { helperStatus } from './native.ts';
import { notifyNew, openListOnClick } from './notify.ts';
import { DEFAULT_SCHEDULE, SETTINGS } from './records.ts';
import { CHECK_ALARM, scheduleChecks } from './schedule.ts';
import { buildSnapshot, firstView } from './snapshot.ts';
import { keepAliveWhile } from './keep-alive.ts';
import { throttle } from './throttle.ts';
import { wordTokenizer, workerClassifier, workerCrawl } from './worker-crawl.ts';

export default defineBackground({
  type: 'module',
  main() {
    const store = new IdbStore(indexedDB);
    const now = () => new Date();
    const log = (error: unknown) => console.error('[tender-radar]', error);

    // After any change: the badge, and the popup's stored first view.
    const refreshBadge = async () => {
      const snapshot = await buildSnapshot(store, Date.now(), (await helperStatus()).connected);
      await store.write([{ type: 'put', collection: SETTINGS, key: 'view', value: firstView(snapshot) }]);
      await showUnread(snapshot.unread);
    };
    const reschedule = async () => scheduleChecks((await store.get<Schedule>(SETTINGS, 'schedule')) ?? DEFAULT_SCHEDULE, now());
    // As notices stream in: the stored progress and the badge, at most every 2 s (a snapshot of
    // 10,000 notices is not free), the last change always written.
    const onProgress = throttle(async () => {
      keepAliveWhile(isCrawling);
      const progress = crawlProgress();
      await store.write([progress ? { type: 'put', collection: SETTINGS, key: 'progress', value: progress } : { type: 'delete', collection: SETTINGS, key: 'progress' }]);
      await refreshBadge();
    }, 2000, log);
    const crawl = workerCrawl(store);
    const afterRun = async (result: CrawlResult | undefined) => {
      const fromHelper = await crawlBlockedWithHelper(store, result).catch((error: unknown) => (log(error), []));
      const fresh = [...(result?.newNotices ?? []), ...fromHelper];
      if (fresh.length > 0) await notifyNew(fresh.length, fresh[0]!.title);
      await refreshBadge();
    };
    const startCrawl = (site?: string) => {
      void (async () => {
        await afterRun(await runCrawl(store, crawl, await activeSeeds(store, site), now, onProgress));
      })().catch(log);
    };

    const handlers = createHandlers({
      store,
      now,
      classifier: async () => workerClassifier(),
      tokenizer: () => wordTokenizer(store),
      startCrawl,
      changed: async () => {
        await Promise.all([refreshBadge(), reschedule()]);
      },
      sitesChanged: () => syncContentScripts(store).catch(log),
      nativeStatus: helperStatus,
    });
    onMessage(browser.runtime as unknown as Runtime, handlers);

    browser.runtime.onInstalled.addListener(() => {
      createSeedMenus();
      reschedule().catch(log);
      syncContentScripts(store).catch(log);
    });
    browser.alarms.onAlarm.addListener((alarm) => {
      if (alarm.name === CHECK_ALARM) startCrawl();
    });
    onSeedMenuClick((url) => Promise.resolve(handlers.addSeed?.({ url }, 'extension-page')));
    openListOnClick();

    // A worker stopped mid-crawl left its marker: carry on from the crawl's last checkpoint. One
    // small read decides; a wake with nothing to resume loads nothing more (jieba waits for a crawl).
    void hasInterruptedRun(store)
      .then(async (interrupted) => {
        if (interrupted) await afterRun(await resumeInterrupted(store, crawl, now, onProgress));
      })
      .catch(log);
  },
});
