/**
 * The service worker: wiring only. Messages go to handlers.ts, the crawl to crawl-runner.ts
 * (resumed here when a stopped worker left one unfinished), the rest to one small file each.
 */
import { onMessage, type Runtime } from '../../lib/messenger.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import type { Handlers, Schedule } from '../../lib/protocol.ts';
import { showUnread } from './badge.ts';
import { createSeedMenus, onSeedMenuClick } from './context-menu.ts';
import { syncContentScripts } from './content-scripts.ts';
import { activeSeeds, announceKept, resumeInterrupted, runCrawl, type CrawlResult } from './crawl-runner.ts';
import { directoryByDomain, provinceLookup } from './directory.ts';
import { createHandlers } from './handlers/index.ts';
import { describeChange, openRadarNotificationOnClick, showAlerts, showReminders } from './radar-notify.ts';
import { afterCheck, takeDueReminders } from '../../lib/extension/radar.ts';
import { ensureReminderAlarm, REMIND_ALARM } from './remind-alarm.ts';
import { nameSite } from './site-name.ts';
import { crawlBlockedWithHelper } from './helper-fallback.ts';
import { helperStatus } from './native.ts';
import { notifyNew, openListOnClick } from './notify.ts';
import { DEFAULT_SCHEDULE, SETTINGS } from '../../lib/extension/records.ts';
import { CHECK_ALARM, scheduleChecks } from './schedule.ts';
import { buildSnapshot, firstView } from '../../lib/extension/snapshot.ts';
import { followNotices, workerServices } from './worker-crawl.ts';
import { withoutCrawlTabs } from './tab-renderer.ts';

export default defineBackground({
  type: 'module',
  main() {
    const store = new IdbStore(indexedDB);
    const now = () => new Date();
    const log = (error: unknown) => console.error('[tender-radar]', error);

    // After any change: the badge, and the popup's stored first view.
    const refreshBadge = async () => {
      const snapshot = await buildSnapshot(store, Date.now(), (await helperStatus()).connected, await directoryByDomain());
      await store.write([{ type: 'put', collection: SETTINGS, key: 'view', value: firstView(snapshot) }]);
      await showUnread(snapshot.unread); // matches only when the profile says so
    };
    // During a crawl the badge follows the notices as they are stored, at most every 1.5 s.
    let badgeTimer: ReturnType<typeof setTimeout> | undefined;
    followNotices(() => {
      badgeTimer ??= setTimeout(() => {
        badgeTimer = undefined;
        refreshBadge().catch(log);
      }, 1500);
    });
    const reschedule = async () => scheduleChecks((await store.get<Schedule>(SETTINGS, 'schedule')) ?? DEFAULT_SCHEDULE, now());
    // Once per run, by crawl-runner (the notices to announce are kept in the store until then).
    const afterRun = async (result: CrawlResult) => {
      const fromHelper = await crawlBlockedWithHelper(store, async () => (await workerServices(store)).tokenizer, result).catch((error: unknown) => (log(error), []));
      // Matches only when the profile says so; one alert per change notice that moved a deadline.
      // A failing notification or badge must not keep the run's marker (every start would crawl again).
      await announceKept(store, fromHelper, async (fresh) => {
        const { notify, alerts } = await afterCheck(store, fresh, now(), describeChange, provinceLookup(await directoryByDomain()));
        if (notify.length > 0) await notifyNew(notify.length, notify[0]!.title);
        await showAlerts(alerts);
      }).catch(log);
      await refreshBadge().catch(log);
    };
    const startCrawl = (site?: string) => {
      void (async () => {
        const { crawl } = await workerServices(store);
        // A check that finds nothing to crawl still refreshes the badge, as before.
        const result = await runCrawl(store, crawl, await activeSeeds(store, site), now, afterRun);
        if (!result) await refreshBadge();
      })().catch(log);
    };

    const base = createHandlers({
      store,
      now,
      classifier: async () => (await workerServices(store)).classifier,
      tokenizer: async () => (await workerServices(store)).tokenizer,
      startCrawl,
      changed: async () => {
        await Promise.all([refreshBadge(), reschedule()]);
      },
      sitesChanged: () => syncContentScripts(store).catch(log),
      nativeStatus: helperStatus,
      directory: directoryByDomain,
      showReminders,
    });
    const handlers: Handlers = {
      ...base,
      // Named after the university (directory, else its homepage's title) once added.
      addSeed: async (request, sender) => {
        const status = await base.addSeed(request, sender);
        void nameSite(store, status.site, status.seeds[status.seeds.length - 1]!).then(refreshBadge).catch(log);
        return status;
      },
    };
    onMessage(withoutCrawlTabs(browser.runtime as unknown as Runtime), handlers);

    browser.runtime.onInstalled.addListener(() => {
      createSeedMenus();
      reschedule().catch(log);
      syncContentScripts(store).catch(log);
    });
    browser.alarms.onAlarm.addListener((alarm) => {
      if (alarm.name === CHECK_ALARM) startCrawl();
      if (alarm.name === REMIND_ALARM) {
        void directoryByDomain()
          .then((directory) => takeDueReminders(store, Date.now(), provinceLookup(directory)))
          .then(showReminders)
          .catch(log);
      }
    });
    onSeedMenuClick((url) => Promise.resolve(handlers.addSeed({ url }, { kind: 'extension-page' })));
    openListOnClick();
    openRadarNotificationOnClick();
    ensureReminderAlarm().catch(log);

    // A worker stopped mid-crawl left its marker: carry on from the crawl's last checkpoint.
    void workerServices(store)
      .then(({ crawl }) => resumeInterrupted(store, crawl, now, afterRun))
      .catch(log);
  },
});
