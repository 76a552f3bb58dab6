/**
 * The service worker: wiring only. Messages go to handlers.ts, the crawl to crawl-runner.ts
 * (resumed here when a stopped worker left one unfinished), the rest to one small file each.
 */
import { onMessage } from '../../lib/messages/messenger.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import type { Handlers } from '../../lib/messages/protocol.ts';
import { showUnread } from './badge.ts';
import { createSeedMenus, onSeedMenuClick } from './context-menu.ts';
import { syncContentScripts } from './content-scripts.ts';
import { activeSeeds, announceKept, crawlProgress, hasInterruptedRun, isCrawling, resumeInterrupted, runCrawl, type CrawlResult } from './crawl-runner.ts';
import { directoryByDomain, provinceLookup } from './directory.ts';
import { createHandlers } from './handlers/index.ts';
import { describeChange, openRadarNotificationOnClick, showAlerts, showReminders } from './radar-notify.ts';
import { afterCheck, takeDueReminders } from '../../lib/extension/radar.ts';
import { ensureReminderAlarm, REMIND_ALARM } from './remind-alarm.ts';
import { nameSite } from './site-name.ts';
import { crawlBlockedWithHelper } from './helper-fallback.ts';
import { forgetHelperStatusOnLinkChange, helperStatus } from './native.ts';
import { notifyNew, openListOnClick } from './notify.ts';
import { DEFAULT_SCHEDULE, SETTINGS, WATCH } from '../../lib/extension/records.ts';
import { activeSites, CHECK_ALARM, RHYTHM_ALARM, scheduleChecks, scheduleRhythm } from './schedule.ts';
import { planAll, planWatch, recordWatch, type WatchPlan } from '../../lib/schedule/watched.ts';
import { buildSnapshot, firstView } from '../../lib/extension/snapshot.ts';
import { keepAliveWhile } from './keep-alive.ts';
import { throttle } from './throttle.ts';
import { wordTokenizer, workerClassifier, workerCrawl } from './worker-crawl.ts';
import { withoutCrawlTabs } from './tab-renderer.ts';
import { forgetAnswerRecorder } from './json-answers.ts';
import { browserPushCaps } from './push-caps.ts';
import { createPusher } from '../../lib/extension/push.ts';

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
    // While a crawl runs, the sites it covers are not asked again beside it: its end sets the alarm.
    const rescheduleRhythm = async () => void (await scheduleRhythm(store, Date.now(), isCrawling() ? 10 * 60_000 : undefined));
    const reschedule = async () => {
      await scheduleChecks((await store.get(SETTINGS, 'schedule')) ?? DEFAULT_SCHEDULE, now());
      await rescheduleRhythm();
    };
    // As notices stream in: the stored progress and the badge, at most every 2 s (a snapshot of
    // 10,000 notices is not free), the last change always written.
    const onProgress = throttle(async () => {
      keepAliveWhile(working);
      const progress = crawlProgress();
      await store.write([progress ? { type: 'put', collection: SETTINGS, key: 'progress', value: progress } : { type: 'delete', collection: SETTINGS, key: 'progress' }]);
      await refreshBadge();
    }, 2000, log);
    // Sites crawled side by side end one by one: while others still run, the throttled refresh
    // does (a full snapshot per site end would read every notice forty times over).
    const refreshAfterRun = async () => (isCrawling() ? onProgress() : refreshBadge());
    const crawl = workerCrawl(store);
    // The push to the user's group (lib/extension/push.ts): a run's notices enter its outbox as
    // they are announced, and the outbox goes out after each run (what failed goes with the next).
    const pushCaps = browserPushCaps((text) => console.info('[tender-radar]', text));
    const pusher = createPusher(store, pushCaps, async () => {
      const directory = await directoryByDomain();
      return { university: (site) => directory.get(site)?.name, match: provinceLookup(directory) };
    });
    // The worker is kept up while it crawls or pushes (a push may wait out a robot's rate limit).
    function working() {
      return isCrawling() || pusher.busy();
    }
    // Once per run, by the call that started it (the notices to announce are kept in the store until then).
    const afterRun = async (result: CrawlResult | undefined) => {
      if (!result) return refreshAfterRun();
      const fromHelper = await crawlBlockedWithHelper(store, () => wordTokenizer(store), result).catch((error: unknown) => (log(error), []));
      // Matches only when the profile says so; one alert per change notice that moved a deadline.
      // A failing notification or badge must not keep the run's marker (every start would crawl again).
      await announceKept(store, fromHelper, async (fresh) => {
        const { notify, alerts } = await afterCheck(store, fresh, now(), describeChange, provinceLookup(await directoryByDomain()));
        await pusher.take(fresh);
        if (notify.length > 0) await notifyNew(notify.length, notify[0]!.title);
        await showAlerts(alerts);
      }).catch(log);
      await refreshAfterRun().catch(log);
      // Not awaited: a push waiting out a robot's rate limit must not hold the run's rescheduling.
      keepAliveWhile(working);
      void pusher.push().then((r) => r?.error && log(`push: ${r.channel}: ${r.error}; ${r.left} notices wait for the next run`), log);
    };
    // Every run keeps what each list showed (lib/schedule's history), then sets the rhythm alarm again.
    const runAndRecord = async (plan: WatchPlan, seeds: string[], everyList = false) => {
      const at = Date.now();
      // The daily check and "check now" read every list, whatever the plan's rhythm says.
      const result = await runCrawl(store, crawl, seeds, now, onProgress, everyList || plan.due.length >= plan.lists.length ? undefined : plan.listsFor);
      // The announcement (notifications, alerts, the push) first: it follows the crawl's end at once.
      await afterRun(result);
      if (result) await recordWatch(store, plan, at, result.newNotices, result.sites).catch(log);
      await rescheduleRhythm();
    };
    // The daily check and "check now": every list of the sites.
    const startCrawl = (site?: string) => {
      void (async () => {
        const sites = site ? [site] : await activeSites(store);
        await runAndRecord(await planAll(store, sites, Date.now()), await activeSeeds(store, site), true);
      })().catch(log);
    };
    // The rhythm alarm: only the lists due now, and the sites still to discover.
    const startDue = () => {
      void (async () => {
        const plan = await planWatch(store, await activeSites(store), Date.now());
        const due = new Set(plan.sites);
        const seeds = (await store.getAll(WATCH)).filter((w) => !w.paused && due.has(w.site)).flatMap((w) => w.seeds);
        if (seeds.length > 0) await runAndRecord(plan, seeds);
        else await rescheduleRhythm();
      })().catch(log);
    };

    const base = createHandlers({
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
      directory: directoryByDomain,
      showReminders,
      pushCaps,
    });
    const handlers: Handlers = {
      ...base,
      // Named after the university (directory, else its homepage's title) once added.
      addSeed: async (request, sender) => {
        const status = await base.addSeed(request, sender);
        void nameSite(store, status.site, status.seeds[status.seeds.length - 1]!).then(onProgress).catch(log);
        return status;
      },
    };
    onMessage(withoutCrawlTabs(browser.runtime), handlers);
    // No tab renders at a worker's start: a JSON-answer recorder a stopped worker left goes.
    forgetAnswerRecorder().catch(log);

    browser.runtime.onInstalled.addListener(() => {
      createSeedMenus();
      reschedule().catch(log);
      syncContentScripts(store).catch(log);
    });
    browser.alarms.onAlarm.addListener((alarm) => {
      if (alarm.name === CHECK_ALARM) startCrawl();
      if (alarm.name === RHYTHM_ALARM) startDue();
      if (alarm.name === REMIND_ALARM) {
        void directoryByDomain()
          .then((directory) => takeDueReminders(store, Date.now(), provinceLookup(directory)))
          .then(showReminders)
          .catch(log);
      }
    });
    onSeedMenuClick((url) => Promise.resolve(handlers.addSeed({ url }, { kind: 'extension-page' })));
    openListOnClick();
    forgetHelperStatusOnLinkChange();
    openRadarNotificationOnClick();
    ensureReminderAlarm().catch(log);
    // Chrome may drop alarms on a restart: the rhythm alarm is set again at every worker start.
    rescheduleRhythm().catch(log);

    // A worker stopped mid-crawl left its marker: carry on from the crawl's last checkpoint. One
    // small read decides; a wake with nothing to resume loads nothing more (jieba waits for a crawl).
    // Notices a stopped worker kept but never announced are announced then.
    void hasInterruptedRun(store)
      .then(async (interrupted) => {
        if (interrupted) {
          const at = Date.now();
          const result = await resumeInterrupted(store, crawl, now, onProgress);
          // The resumed sites' lists start (or go on with) their history at this run.
          if (result) await recordWatch(store, await planAll(store, result.sites.map((s) => s.site), at), at, result.newNotices, result.sites).catch(log);
          await afterRun(result);
          await rescheduleRhythm();
        }
        else await afterRun({ newNotices: [], sites: [] });
      })
      .catch(log);
  },
});
