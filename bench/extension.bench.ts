/**
 * The extension in headless Chromium (needs /usr/bin/chromium; builds the e2e variant first):
 * - wake: popup first render with 10,000 notices, the service worker warm and stopped (cold),
 *   and whether that wake loaded jieba (target ≤ 150 ms cold, jieba not loaded);
 * - crawl: an 8-site and a 40-site test web added from the options page one address at a time,
 *   as a user would: time to the first notice in the popup, time to all, peak RSS of the extension process (worker + its pages); and
 *   the slowest site of the run crawled alone (target: all ≤ 1.5 × that, first notice ≤ 30 s).
 * Flags: --popup-only, --crawl-only, --sites=8,40, --delay=MS (host delay, default 300), --verbose
 * (progress at each poll: read from IndexedDB in the options page, never asked of the worker).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Snapshot } from '../lib/messages/protocol.ts';
import { browserMissing, buildExtension, launch, send, type Extension } from '../test/e2e/browser.ts';
import { startTestWeb, type TestWeb } from '../testweb/index.ts';

const CORPUS_TITLES = join(import.meta.dirname, '..', '..', 'shared', 'corpus', 'titles', 'fzu-dev-reviewed.jsonl');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

/** A backup holding `count` notices (real titles when the corpus is there). */
function backupOf(count: number): string {
  const titles = existsSync(CORPUS_TITLES)
    ? readFileSync(CORPUS_TITLES, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text)
    : ['实验室设备采购项目公开招标公告'];
  const notices: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const url = `https://zbb.bench${i % 40}.edu.cn/info/${i}.htm`;
    const day = `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    notices[url] = {
      url,
      title: titles[i % titles.length],
      site: `bench${i % 40}.edu.cn`,
      listUrl: `https://zbb.bench${i % 40}.edu.cn/`,
      type: '招标',
      attachments: [],
      firstSeenAt: `${day}T08:00:00.000Z`,
      publishedAt: day,
      deadline: i % 3 === 0 ? `${day}T09:30` : undefined,
      budget: i % 2 === 0 ? 10_000 * (i % 500) : undefined,
    };
  }
  return JSON.stringify({ format: 'tender-radar-backup', version: 1, exportedAt: new Date().toISOString(), collections: { notices } });
}

/** Stops every service worker through the DevTools protocol: the next message wakes a fresh one. */
async function stopWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
  await page.waitForTimeout(300);
}

async function jiebaLoaded(ext: Extension): Promise<boolean> {
  const worker = await ext.worker();
  return worker.evaluate(() => performance.getEntriesByName('tender-radar:jieba-init').length > 0);
}

async function popupRender(): Promise<void> {
  const ext = await launch(['MAP *.edu.cn 127.0.0.1:1']);
  try {
    const options = await ext.open('options.html');
    await send(options, 'importData', { json: backupOf(10_000) });
    const rows: string[] = [];
    for (const mode of ['warm', 'cold'] as const) {
      const times: { script: number; viewRead: number; render: number; visible: number }[] = [];
      let jieba = false;
      for (let run = 0; run < 5; run++) {
        if (mode === 'cold') await stopWorkers(options);
        const popup = await ext.open('popup.html');
        await popup.waitForSelector('.notice');
        await popup.waitForFunction(() => /\d{3,}/.test(document.querySelector('.more')?.textContent ?? ''));
        times.push(
          await popup.evaluate(() => {
            const start = performance.getEntriesByType('navigation')[0]!.startTime;
            const mark = performance.getEntriesByName('tender-radar:first-render')[0]!.startTime;
            // (no named helper in here: tsx would wrap it in a __name call the page does not have)
            const [script, viewRead] = ['tender-radar:script', 'tender-radar:view-read'].map((name) => performance.getEntriesByName(name)[0]!.startTime - start);
            return { script: script!, viewRead: viewRead!, render: mark - start, visible: performance.now() - start };
          }),
        );
        await popup.waitForTimeout(500); // let the woken worker settle before asking it
        jieba ||= await jiebaLoaded(ext);
        await popup.close();
      }
      rows.push(
        `| ${mode} | ${median(times.map((t) => t.script)).toFixed(0)} ms | ${median(times.map((t) => t.viewRead)).toFixed(0)} ms | ${median(times.map((t) => t.render)).toFixed(0)} ms | ${median(times.map((t) => t.visible)).toFixed(0)} ms | ${jieba ? 'yes' : 'no'} |`,
      );
    }
    console.log('| popup, 10,000 notices, worker | navigation → script runs | → first view read | → first page drawn (median of 5) | → all loaded | jieba loaded by the wake |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log('target: ≤ 150 ms cold, jieba not loaded');
  } finally {
    await ext.context.close();
  }
}

interface CrawlRun {
  firstNotice?: number;
  all: number;
  /** Times the service worker was seen replaced during the crawl. */
  restarts: number;
  /** Sites with a finished run when the crawl stopped. */
  sitesRun: number;
  notices: number;
  truth: number;
  peakRssMiB?: number;
  busiestHost: string;
}

/**
 * Resident memory of this bench's Chromium extension process (the service worker, with the popup
 * and options page it hosts), read from /proc: the worker's own heap is not readable from the
 * worker (no performance.memory there). 0 where /proc is missing.
 */
function extensionRss(): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const parent = new Map<number, number>();
  for (const pid of entries) {
    try {
      // ppid is the 2nd field after the parenthesised name.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parent.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const ours = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 10; p = parent.get(p) ?? 0, hops++) if (p === process.pid) return true;
    return false;
  };
  let total = 0;
  for (const pid of parent.keys()) {
    if (pid === process.pid || !ours(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--extension-process')) continue;
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Whether a crawl runs, sites with a finished run and notices stored: three small reads of the extension's IndexedDB. */
function progressOf(page: Page): Promise<{ crawling: boolean; sitesRun: number; notices: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('tender-radar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const records = db.transaction('records').objectStore('records');
          const byCollection = records.index('byCollection');
          const marker = records.getKey(['settings', 'crawl']);
          const sites = byCollection.count('siteStatus');
          const notices = byCollection.count('notices');
          notices.onsuccess = () => {
            resolve({ crawling: marker.result !== undefined, sitesRun: sites.result, notices: notices.result });
            db.close();
          };
        };
      }),
  );
}

/** Adds `seeds` from the options page one by one, the popup open, and waits until every site ran. */
async function crawlFromOptions(web: TestWeb, seeds: string[], delayMs: number): Promise<CrawlRun> {
  const ext = await launch([`MAP *.edu.cn 127.0.0.1:${web.port}`]);
  let peak = 0;
  let sampling = true;
  try {
    const options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: delayMs });
    const popup = await ext.open('popup.html');
    let restarts = 0;
    let lastWorker = await ext.worker();
    const sampler = (async () => {
      while (sampling) {
        // The worker may have been stopped and started again: ask the current one, never wait on a dead one.
        const worker = ext.context.serviceWorkers()[0];
        if (worker && worker !== lastWorker) {
          restarts++;
          lastWorker = worker;
        }
        peak = Math.max(peak, extensionRss());
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    web.clearLog();
    const start = Date.now();
    for (const seed of seeds) await send(options, 'addSeed', { url: seed });
    // The popup follows a running check by itself (every 3 s); a notice row is the user seeing one.
    const first = popup
      .waitForSelector('.notice', { timeout: 30 * 60_000 })
      .then(() => (Date.now() - start) / 1000)
      .catch(() => undefined);
    let idleSince: number | undefined;
    for (;;) {
      // Counted in the options page's own IndexedDB reads: the poll must not load the worker it measures.
      const now = await progressOf(options);
      if (!now.crawling && now.sitesRun === seeds.length) break;
      // A crawl that stopped with sites never run (a worker restart losing queued sites): give up after 20 s idle.
      idleSince = now.crawling ? undefined : (idleSince ?? Date.now());
      if (process.argv.includes('--verbose')) console.error(`${((Date.now() - start) / 1000).toFixed(0)} s: ${now.notices} notices, ${now.sitesRun} sites run, crawling ${now.crawling}, ${web.requests.length} requests`);
      if (idleSince !== undefined && Date.now() - idleSince > 20_000) break;
      await options.waitForTimeout(500);
    }
    const all = (Date.now() - start) / 1000;
    const snapshot = await send<Snapshot>(options, 'getSnapshot');
    const sitesRun = snapshot.sites.filter((s) => s.lastRunAt).length;
    sampling = false;
    await sampler;
    const firstNotice = snapshot.notices.length > 0 ? await first : undefined;
    const sites = new Set(seeds.map((s) => new URL(s).hostname.split('.').slice(-3).join('.')));
    const truth = new Set(web.truth(1).sites.filter((s) => sites.has(s.domain)).flatMap((s) => s.notices.map((n) => n.url)));
    const byHost = new Map<string, number>();
    for (const r of web.requests) byHost.set(r.host, (byHost.get(r.host) ?? 0) + 1);
    const busiestHost = [...byHost].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    return { firstNotice, all, sitesRun, restarts, notices: snapshot.notices.filter((n) => truth.has(n.url)).length, truth: truth.size, peakRssMiB: peak / 2 ** 20, busiestHost };
  } finally {
    sampling = false;
    await ext.context.close();
  }
}

async function workerCrawl(sites: number, delayMs: number): Promise<void> {
  const web = await startTestWeb({ sites, seed: 1 });
  try {
    const run = await crawlFromOptions(web, web.seeds, delayMs);
    // The site with the most requests on one host is the slowest under a per-host delay: alone, for the yardstick.
    const slowSeed = web.seeds.find((s) => s.includes(run.busiestHost.split('.').slice(-3).join('.'))) ?? web.seeds[0]!;
    const alone = await crawlFromOptions(web, [slowSeed], delayMs);
    console.log(`| ${sites} sites, host delay ${delayMs} ms | first notice in popup | all done | sites run | all ÷ slowest site alone | notices (of truth) | peak RSS, extension process |`);
    console.log('|---|---|---|---|---|---|---|');
    console.log(
      `| all added from the options page | ${run.firstNotice?.toFixed(1) ?? '—'} s | ${run.all.toFixed(1)} s | ${run.sitesRun}/${sites} | ${(run.all / alone.all).toFixed(2)} | ${run.notices} / ${run.truth} | ${run.peakRssMiB?.toFixed(1)} MiB |`,
    );
    console.log(`(worker restarts seen during the run: ${run.restarts})`);
    console.log(`| slowest site alone (${slowSeed}) | ${alone.firstNotice?.toFixed(1) ?? '—'} s | ${alone.all.toFixed(1)} s | ${alone.sitesRun}/1 | 1 | ${alone.notices} / ${alone.truth} | ${alone.peakRssMiB?.toFixed(1)} MiB |`);
    console.log('target: all ≤ 1.5 × the slowest site alone; first notice ≤ 30 s');
  } finally {
    await web.close();
  }
}

export async function run(): Promise<void> {
  if (browserMissing) {
    console.log(`skipped: ${browserMissing}`);
    return;
  }
  buildExtension();
  if (!process.argv.includes('--crawl-only')) await popupRender();
  if (process.argv.includes('--popup-only')) return;
  const delay = Number(flag('delay') ?? 300);
  for (const sites of (flag('sites') ?? '8,40').split(',').map(Number)) await workerCrawl(sites, delay);
}
