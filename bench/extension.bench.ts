/**
 * The extension in headless Chromium: the popup's first render with 10,000 notices (target
 * ≤ 150 ms), and a crawl of the test web inside the service worker (time, notices, memory).
 * Needs /usr/bin/chromium; builds the e2e variant of the extension first.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Snapshot } from '../lib/protocol.ts';
import { browserMissing, buildExtension, launch, send } from '../test/e2e/browser.ts';
import { startTestWeb } from '../testweb/index.ts';

const CORPUS_TITLES = join(import.meta.dirname, '..', '..', 'shared', 'corpus', 'titles', 'fzu-dev-reviewed.jsonl');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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

async function popupRender(): Promise<void> {
  const ext = await launch(['MAP *.edu.cn 127.0.0.1:1']);
  try {
    const options = await ext.open('options.html');
    await send(options, 'importData', { json: backupOf(10_000) });
    const times: { render: number; visible: number; script: number; read: number }[] = [];
    for (let run = 0; run < 5; run++) {
      const popup = await ext.open('popup.html');
      await popup.waitForSelector('.notice');
      await popup.waitForFunction(() => /\d{3,}/.test(document.querySelector('.more')?.textContent ?? ''));
      times.push(
        await popup.evaluate(() => {
          const start = performance.getEntriesByType('navigation')[0]!.startTime;
          const mark = performance.getEntriesByName('tender-radar:first-render')[0]!.startTime;
          const script = performance.getEntriesByName('tender-radar:script')[0]!.startTime - start;
          const read = performance.getEntriesByName('tender-radar:view-read')[0]!.startTime - start;
          return { render: mark - start, visible: performance.now() - start, script, read };
        }),
      );
      await popup.close();
    }
    console.log('| popup, 10,000 notices | median of 5 |');
    console.log('|---|---|');
    console.log(`| navigation → first page drawn (from the stored first view) | ${median(times.map((t) => t.render)).toFixed(0)} ms |`);
    console.log(`| of which: navigation → popup script running | ${median(times.map((t) => t.script)).toFixed(0)} ms |`);
    console.log(`| of which: reading the first view from IndexedDB | ${median(times.map((t) => t.read - t.script)).toFixed(0)} ms |`);
    console.log(`| of which: drawing it (Preact) | ${median(times.map((t) => t.render - t.read)).toFixed(0)} ms |`);
    console.log(`| navigation → all 10,000 loaded and drawn (search and filters ready) | ${median(times.map((t) => t.visible)).toFixed(0)} ms |`);
    console.log(`| target | ≤ 150 ms |`);
  } finally {
    await ext.context.close();
  }
}

async function workerCrawl(): Promise<void> {
  const web = await startTestWeb({ sites: 6, seed: 1 });
  const ext = await launch([`MAP *.edu.cn 127.0.0.1:${web.port}`]);
  try {
    const options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 0 });
    const start = Date.now();
    for (const seed of web.seeds) await send(options, 'addSeed', { url: seed });
    let snapshot: Snapshot;
    for (;;) {
      snapshot = await send<Snapshot>(options, 'getSnapshot');
      if (!snapshot.crawling && snapshot.sites.every((s) => s.lastRunAt)) break;
      await options.waitForTimeout(200);
    }
    const seconds = (Date.now() - start) / 1000;
    const truth = new Set(web.truth(1).sites.flatMap((s) => s.notices.map((n) => n.url)));
    const found = snapshot.notices.filter((n) => truth.has(n.url)).length;
    const heap = await (await ext.worker()).evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize);
    console.log('| crawl in the service worker, 6 test-web sites, no host delay | |');
    console.log('|---|---|');
    console.log(`| time | ${seconds.toFixed(1)} s |`);
    console.log(`| notices stored / truth | ${snapshot.notices.length} / ${truth.size} (${found} of the truth's) |`);
    console.log(`| requests served | ${web.requests.length} |`);
    console.log(`| worker JS heap after | ${heap ? `${(heap / 1048576).toFixed(1)} MiB` : 'not exposed'} |`);
  } finally {
    await ext.context.close();
    await web.close();
  }
}

export async function run(): Promise<void> {
  if (browserMissing) {
    console.log(`skipped: ${browserMissing}`);
    return;
  }
  buildExtension();
  await popupRender();
  if (!process.argv.includes('--popup-only')) await workerCrawl();
}
