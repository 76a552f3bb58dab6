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
import { activeSeeds, resumeInterrupted, runCrawl, type CrawlResult } from './crawl-runner.ts';
import { directoryByDomain, provinceLookup } from './directory.ts';
import { createHandlers } from './handlers.ts';
import { createRadarHandlers } from './radar-handlers.ts';
import { describeChange, openRadarNotificationOnClick, showAlerts, showReminders } from './radar-notify.ts';
import { afterCheck, takeDueReminders } from './radar.ts';
import { ensureReminderAlarm, REMIND_ALARM } from './remind-alarm.ts';
import { nameSite } from './site-name.ts';
import { crawlBlockedWithHelper } from './helper-fallback.ts';
import { helperStatus } from './native.ts';
import { notifyNew, openListOnClick } from './notify.ts';
import { DEFAULT_SCHEDULE, SETTINGS } from './records.ts';
import { CHECK_ALARM, scheduleChecks } from './schedule.ts';
import { buildSnapshot, firstView, siteStatuses } from './snapshot.ts';
import { followNotices, workerServices } from './worker-crawl.ts';

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
    const afterRun = async (result: CrawlResult | undefined) => {
      const fromHelper = await crawlBlockedWithHelper(store, result).catch((error: unknown) => (log(error), []));
      const fresh = [...(result?.newNotices ?? []), ...fromHelper];
      // Matches only when the profile says so; one alert per change notice that moved a deadline.
      const { notify, alerts } = await afterCheck(store, fresh, now(), describeChange, provinceLookup(await directoryByDomain()));
      if (notify.length > 0) await notifyNew(notify.length, notify[0]!.title);
      await showAlerts(alerts);
      await refreshBadge();
    };
    const startCrawl = (site?: string) => {
      void (async () => {
        const { crawl } = await workerServices(store);
        await afterRun(await runCrawl(store, crawl, await activeSeeds(store, site), now));
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
    });
    const handlers = {
      ...base,
      getSnapshot: async () => buildSnapshot(store, now().getTime(), (await helperStatus()).connected, await directoryByDomain()),
      ...createRadarHandlers({
        store,
        now,
        changed: refreshBadge,
        options: async () => provinceLookup(await directoryByDomain()),
        names: async () => {
          const directory = await directoryByDomain();
          return Object.fromEntries((await siteStatuses(store)).map((s) => [s.site, directory.get(s.site)?.name ?? s.name ?? s.site]));
        },
      }),
      // Named after the university (directory, else its homepage's title) once added.
      addSeed: async (request: { url: string }, kind: Parameters<NonNullable<typeof base.addSeed>>[1]) => {
        const status = await base.addSeed!(request, kind);
        void nameSite(store, status.site, status.seeds[status.seeds.length - 1]!).then(refreshBadge).catch(log);
        return status;
      },
    };
    onMessage(browser.runtime as unknown as Runtime, handlers);

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
    onSeedMenuClick((url) => Promise.resolve(handlers.addSeed?.({ url }, 'extension-page')));
    openListOnClick();
    openRadarNotificationOnClick();
    ensureReminderAlarm().catch(log);

    // A worker stopped mid-crawl left its marker: carry on from the crawl's last checkpoint.
    void workerServices(store)
      .then(({ crawl }) => resumeInterrupted(store, crawl, now))
      .then(afterRun)
      .catch(log);
  },
});
