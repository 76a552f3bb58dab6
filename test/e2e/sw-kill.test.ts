/**
 * Kill test (issue 10): the built extension's crawl survives its service worker being stopped at
 * random points. A reference profile crawls a small test web (day 1, then day 2) without
 * interruption; a second profile crawls an identical web while the test stops the worker
 * (CDP ServiceWorker.stopAllWorkers) at K random points and wakes it again the ways the browser
 * does (a message, "check now", the popup opening, the check alarm). Both must end with the same
 * notices in IndexedDB (none lost, none stored twice), the same unread count and badge, and one
 * "new notices" notification per run naming the same count; on day 2 only day 2's notices are new.
 *
 * The kill points come from a seeded generator printed at the start: SW_KILL_SEED=<n> replays them.
 */
import type { CDPSession, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBackup } from '../../lib/export/backup.ts';
import { WATCH, type WatchedSite } from '../../lib/extension/records.ts';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import { canonicalUrl } from '../../lib/url/canonical.ts';
import { registrableDomain } from '../../lib/url/domain.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { badgeText, browserMissing, buildExtension, crawled, type Extension, launch, send } from './browser.ts';

const SITES = 2;
const WEB_SEED = 3;
const KILLS_PER_DAY = 14;
const SEED = Number(process.env.SW_KILL_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a failing run's kill points can be replayed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

// The extension APIs as seen inside the page and the worker (evaluated there, typed here).
declare const chrome: {
  notifications: { create(...args: unknown[]): Promise<string> };
  alarms: { create(name: string, info: { when: number }): Promise<void> };
};

/** One profile's run: the extension, its web, the notifications its workers created. */
interface Run {
  ext: Extension;
  web: TestWeb;
  options: Page;
  cdp: CDPSession;
  /** The title of every notification created, in order, across every worker the run had. */
  notified: string[];
  workerStates: string[];
  stopSpy: () => void;
}

/** What one day of a run ended with. */
interface DayResult {
  notices: string[];
  unread: string[];
  badge: string;
  notified: string[];
  /** Raw records of the `notices` and `delivered` collections, read from IndexedDB. */
  rawNotices: { key: string; url: string; aliases: string[] }[];
  delivered: number;
}

const SPY = '[notify-spy]';

/**
 * Logs every notification a worker creates to the console (the test reads it from there, so a
 * worker stopped right after creating one still counts), then creates it as before. Playwright
 * keeps one Worker object across a stop and restart, so the spy is put back into each new worker
 * context by polling (a restarted worker takes a second or more, loading jieba, before it could
 * notify). Returns a function that stops the polling.
 */
function spyOnNotifications(worker: Worker, notified: string[]): () => void {
  worker.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(SPY)) notified.push(text.slice(SPY.length + 1));
  });
  let stopped = false;
  void (async () => {
    while (!stopped) {
      const install = worker.evaluate((tag) => {
        const spied = self as unknown as { notifySpy?: boolean };
        if (spied.notifySpy) return;
        spied.notifySpy = true;
        const create = chrome.notifications.create.bind(chrome.notifications);
        chrome.notifications.create = (...args: unknown[]) => {
          const options = args.find((a): a is { title: string } => typeof a === 'object' && a !== null);
          console.log(`${tag} ${options?.title ?? '?'}`);
          return create(...args);
        };
      }, SPY);
      // A stopped worker does not answer: try again shortly.
      await Promise.race([install.catch(() => undefined), new Promise((r) => setTimeout(r, 500))]);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return () => {
    stopped = true;
  };
}

async function startRun(web: TestWeb): Promise<Run> {
  const ext = await launch([`MAP *.edu.cn 127.0.0.1:${web.port}`]);
  const notified: string[] = [];
  const stopSpy = spyOnNotifications(await ext.worker(), notified);
  const options = await ext.open('options.html');
  const cdp = await ext.context.newCDPSession(options);
  const workerStates: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => workerStates.push(...e.versions.map((v) => v.runningStatus)));
  await cdp.send('ServiceWorker.enable');
  // The sites come in as a backup of the watch list, so nothing crawls before "check now".
  const watch = new MemoryStore();
  const at = new Date().toISOString();
  await watch.write(
    web.seeds.map((seed) => {
      const url = canonicalUrl(seed)!;
      const site = registrableDomain(url)!;
      const value: WatchedSite = { site, seeds: [url], paused: false, addedAt: at };
      return { type: 'put', collection: WATCH, key: site, value };
    }),
  );
  await send(options, 'importData', { json: await exportBackup(watch, [WATCH], new Date()) });
  await send(options, 'setPoliteness', { hostDelayMs: 40 });
  return { ext, web, options, cdp, notified, workerStates, stopSpy };
}

/** Reads the store's raw records straight from IndexedDB in an extension page (does not wake the worker). */
function readCollection<T>(page: Page, collection: string): Promise<{ key: string; value: T }[]> {
  return page.evaluate(
    (collection) =>
      new Promise<{ key: string; value: T }[]>((resolve, reject) => {
        const open = indexedDB.open('tender-radar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('records').objectStore('records').index('byCollection').getAll(collection);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { key: string; value: T }[]).map(({ key, value }) => ({ key, value })));
          };
        };
      }),
    collection,
  );
}

async function crawlMarker(page: Page): Promise<boolean> {
  return (await readCollection(page, 'settings')).some((r) => r.key === 'crawl');
}

type Wake = 'message' | 'checkNow' | 'popup' | 'alarm';
const WAKES: Wake[] = ['message', 'checkNow', 'popup', 'alarm'];

/** Wakes a stopped worker the ways the browser would. */
async function wake(run: Run, how: Wake): Promise<void> {
  if (how === 'message') await send(run.options, 'getSnapshot');
  else if (how === 'checkNow') await send(run.options, 'checkNow');
  else if (how === 'popup') {
    const popup = await run.ext.open('popup.html');
    await popup.waitForTimeout(200);
    await popup.close();
  } else {
    // The daily check's alarm, due now: its event starts a worker, whose handler starts a check.
    await run.options.evaluate(() => chrome.alarms.create('scheduled-check', { when: Date.now() }));
  }
}

async function stopWorker(run: Run): Promise<void> {
  const before = run.workerStates.filter((s) => s === 'stopped').length;
  await run.cdp.send('ServiceWorker.stopAllWorkers');
  const until = Date.now() + 5000;
  while (run.workerStates.filter((s) => s === 'stopped').length === before && Date.now() < until) await run.options.waitForTimeout(50);
}

/**
 * Starts a check and stops the worker up to `kills` times while the crawl runs: each stop lands
 * a random time after the woken worker's crawl made a request (or, one time in four, at a random
 * moment of its start-up), then the worker is woken a random way. Returns the kills made.
 */
async function checkWithKills(run: Run, kills: number, random: () => number, label: string): Promise<string[]> {
  await send(run.options, 'checkNow');
  // The check is under way once its marker is stored (the worker loads jieba first).
  for (const until = Date.now() + 30_000; !(await crawlMarker(run.options)) && Date.now() < until; ) await run.options.waitForTimeout(50);
  const done: string[] = [];
  for (let i = 0; i < kills; i++) {
    const startup = random() < 0.25;
    const delay = Math.round(startup ? random() * 1500 : 100 + random() * 1400);
    // The last stop is woken by the check alarm: the check then joins the resumed run, which
    // must still be announced once.
    const drawn = WAKES[Math.floor(random() * WAKES.length)]!;
    const how = i === kills - 1 ? 'alarm' : drawn;
    if (!startup) {
      // Wait for the (re)started crawl to fetch again, so each stop cuts into real crawl work.
      const requests = run.web.requests.length;
      const until = Date.now() + 20_000;
      while (run.web.requests.length === requests && Date.now() < until && (await crawlMarker(run.options))) {
        await run.options.waitForTimeout(50);
      }
    }
    await run.options.waitForTimeout(delay);
    if (!(await crawlMarker(run.options))) break; // the crawl finished before this stop
    const served = run.web.requests.length;
    await stopWorker(run);
    done.push(`${label} kill ${i + 1}: ${startup ? 'start-up' : 'crawl'} +${delay} ms, after ${served} requests, wake by ${how}`);
    await wake(run, how);
  }
  return done;
}

async function dayResult(run: Run, snapshot: Snapshot, notifiedBefore: number): Promise<DayResult> {
  const raw = await readCollection<{ url: string; aliases?: string[] }>(run.options, 'notices');
  return {
    notices: snapshot.notices.map((n) => n.url).sort(),
    unread: snapshot.notices.filter((n) => !n.read && !n.dismissed).map((n) => n.url).sort(),
    badge: await badgeText(run.ext),
    notified: run.notified.slice(notifiedBefore),
    rawNotices: raw.map(({ key, value }) => ({ key, url: value.url, aliases: value.aliases ?? [] })),
    delivered: (await readCollection(run.options, 'delivered')).length,
  };
}

/** Day 1 (a check from a fresh profile), then day 2 (everything read first, then a check). */
async function twoDays(run: Run, kills: number, random: () => number, log: string[]): Promise<[DayResult, DayResult]> {
  log.push(...(await checkWithKills(run, kills, random, 'day 1')));
  const day1 = await dayResult(run, await crawled(run.options, 120_000), 0);
  for (const url of day1.notices) await send(run.options, 'markRead', { url, read: true });
  run.web.setDay(2);
  // Day 2 is a short refresh: a slower pace leaves room for as many stops as day 1.
  await send(run.options, 'setPoliteness', { hostDelayMs: 800 });
  const notifiedBefore = run.notified.length;
  log.push(...(await checkWithKills(run, kills, random, 'day 2')));
  const day2 = await dayResult(run, await crawled(run.options, 120_000), notifiedBefore);
  return [day1, day2];
}

/** Truth notices that have more than one stored record (by the record's URL or its aliases). */
function storedTwice(web: TestWeb, raw: DayResult['rawNotices']): string[] {
  const truth = web.truth().sites.flatMap((s) => s.notices.map((n) => n.url));
  return truth.filter((url) => raw.filter((r) => r.url === url || r.aliases.includes(url)).length > 1);
}

describe.skipIf(browserMissing)('the crawl with its service worker stopped at random points', () => {
  if (browserMissing) console.warn(`skipped: ${browserMissing}`);
  const runs: Run[] = [];
  let reference: [DayResult, DayResult];
  let interrupted: [DayResult, DayResult];
  const kills: string[] = [];

  beforeAll(async () => {
    buildExtension();
    console.log(`sw-kill: SW_KILL_SEED=${SEED} replays this run's kill points`);
    const random = generator(SEED);
    const reference_ = await startRun(await startTestWeb({ sites: SITES, seed: WEB_SEED }));
    runs.push(reference_);
    reference = await twoDays(reference_, 0, random, []);
    reference_.stopSpy();
    await reference_.ext.context.close();
    const killed = await startRun(await startTestWeb({ sites: SITES, seed: WEB_SEED }));
    runs.push(killed);
    interrupted = await twoDays(killed, KILLS_PER_DAY, random, kills);
    console.log(kills.join('\n'));
  });
  afterAll(async () => {
    for (const run of runs) {
      run.stopSpy();
      await run.ext.context.close().catch(() => undefined);
      await run.web.close();
    }
  });

  it('stops the worker at least 6 times a day, and each stop ends a worker', () => {
    for (const day of ['day 1', 'day 2']) expect(kills.filter((k) => k.startsWith(day)).length).toBeGreaterThanOrEqual(6);
    expect(runs[1]!.workerStates.filter((s) => s === 'stopped').length).toBeGreaterThanOrEqual(kills.length);
  });

  it('ends day 1 with the reference crawl\'s notices: none lost, none stored twice', () => {
    const [ref, got] = [reference[0], interrupted[0]];
    expect(ref.notices.length).toBeGreaterThan(10);
    expect(got.notices.filter((u) => !ref.notices.includes(u))).toEqual([]); // stored, not in the reference
    expect(ref.notices.filter((u) => !got.notices.includes(u))).toEqual([]); // lost
    expect(got.rawNotices.map((r) => r.key).sort()).toEqual(ref.notices);
    expect(storedTwice(runs[1]!.web, got.rawNotices)).toEqual([]);
    expect(got.delivered).toBe(got.notices.length);
  });

  it('shows the same unread count and badge, and one notification for the day\'s run', () => {
    const [ref, got] = [reference[0], interrupted[0]];
    expect(got.unread).toEqual(ref.unread);
    expect(got.badge).toBe(ref.badge);
    expect(got.badge).toBe(String(ref.unread.length));
    expect(ref.notified).toHaveLength(1);
    expect(got.notified).toEqual(ref.notified);
  });

  it('on day 2 after the interrupted day 1, brings only day 2\'s new notices as new', () => {
    const [ref, got] = [reference[1], interrupted[1]];
    const fresh = new Set(runs[1]!.web.truth(2).newOnDay2);
    expect(ref.unread.length).toBeGreaterThan(0);
    expect(got.unread).toEqual(ref.unread);
    expect(got.unread.filter((u) => fresh.has(u)).length / got.unread.length).toBeGreaterThanOrEqual(0.9);
    expect(got.notices).toEqual(ref.notices);
    expect(storedTwice(runs[1]!.web, got.rawNotices)).toEqual([]);
    expect(got.badge).toBe(ref.badge);
    // One "new notices" notification for the run; a 更正 that moved a deadline adds its own alert.
    expect(ref.notified.filter((title) => title.startsWith('发现'))).toHaveLength(1);
    expect(got.notified).toEqual(ref.notified);
  });
});
