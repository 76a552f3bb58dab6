/**
 * The built extension end to end, in headless Chromium against the test web: add a seed in the
 * options page, check now, the popup lists the notices and the badge counts them; day 2 brings
 * only the new ones; a title written as HTML shows as text; a service worker stopped mid-crawl
 * ends with the same notices; export then import restores the same data. Screenshots go to
 * docs/screenshots/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { badgeText, browserMissing, buildExtension, crawled, type Extension, launch, ROOT, send, unpackedExtensionId } from './browser.ts';
import { HOSTILE_HOST, HOSTILE_TITLE, startHostileSite } from './hostile-site.ts';

const SHOTS = join(ROOT, 'docs', 'screenshots');
let web: TestWeb;
let web2: TestWeb;
let hostile: Awaited<ReturnType<typeof startHostileSite>>;
let ext: Extension;
let options: Page;

const truthUrls = (day: 1 | 2) => new Set(web.truth(day).sites[0]!.notices.map((n) => n.url));

describe.skipIf(browserMissing)('the extension in Chromium', () => {
  if (browserMissing) console.warn(`skipped: ${browserMissing}`);

  beforeAll(async () => {
    buildExtension();
    web = await startTestWeb({ sites: 1, seed: 1 });
    web2 = await startTestWeb({ sites: 1, seed: 7 });
    hostile = await startHostileSite();
    const domain2 = web2.truth(1).sites[0]!.domain;
    ext = await launch([
      `MAP ${HOSTILE_HOST} 127.0.0.1:${hostile.port}`,
      `MAP *.${domain2} 127.0.0.1:${web2.port}`,
      `MAP *.edu.cn 127.0.0.1:${web.port}`,
    ]);
    options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await ext?.context.close();
    await web?.close();
    await web2?.close();
    await hostile?.close();
  });

  it('adds a seed in the options page, checks, and lists the notices with the badge count', async () => {
    await options.fill('input[name=seed]', web.seeds[0]!);
    await options.click('form.add-seed button[type=submit]');
    await options.waitForSelector('tr.site');
    const snapshot = await crawled(options);
    const found = new Set(snapshot.notices.map((n) => n.url));
    const truth = truthUrls(1);
    const hits = [...truth].filter((u) => found.has(u)).length;
    expect(hits / truth.size).toBeGreaterThanOrEqual(0.9);
    expect(hits / found.size).toBeGreaterThanOrEqual(0.9);

    const popup = await ext.open('popup.html');
    await popup.waitForSelector('.notice');
    expect(await popup.textContent('.unread')).toContain(String(snapshot.unread));
    expect(await badgeText(ext)).toBe(String(snapshot.unread));
    // (popup.png and options.png are taken by radar.test.ts, with an interest profile set.)
    await popup.close();
  });

  it('on day 2 brings only the new notices as unread', async () => {
    const before = await send<Snapshot>(options, 'getSnapshot');
    for (const n of before.notices) await send(options, 'markRead', { url: n.url, read: true });
    web.setDay(2);
    await send(options, 'checkNow');
    await options.waitForTimeout(300);
    const after = await crawled(options);
    const unread = after.notices.filter((n) => !n.read).map((n) => n.url);
    const fresh = new Set(web.truth(2).newOnDay2);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.filter((u) => fresh.has(u)).length / unread.length).toBeGreaterThanOrEqual(0.9);
    expect(await badgeText(ext)).toBe(String(unread.length));
  });

  it('marks notice links on a watched site the user opens, and does not offer a list it already watches', async () => {
    const site = web.truth(2).sites[0]!;
    const listUrl = site.listPages.find((u) => !site.blockedHosts.some((h) => u.includes(h)))!;
    const tab = await ext.context.newPage();
    await tab.goto(listUrl);
    await tab.waitForSelector('.tender-radar-mark', { timeout: 30_000 });
    const marked = await tab.locator('.tender-radar-mark').count();
    const rows = site.notices.filter((n) => n.listUrl === listUrl).length;
    expect(marked).toBeGreaterThanOrEqual(3);
    expect(marked).toBeLessThanOrEqual(rows);
    // The list is one the crawl found: no "add as seed" bar (test/e2e/hostile-page.test.ts shows it on a new list).
    await tab.waitForTimeout(2000);
    expect(await tab.locator('#tender-radar-bar').count()).toBe(0);
    await tab.screenshot({ path: join(SHOTS, 'content-marks.png') });
    await tab.close();
  });

  it('shows a title written as HTML as plain text', async () => {
    await options.fill('input[name=seed]', `http://${HOSTILE_HOST}/`);
    await options.click('form.add-seed button[type=submit]');
    await options.waitForTimeout(300);
    const snapshot = await crawled(options);
    expect(snapshot.notices.map((n) => n.title)).toContain(HOSTILE_TITLE);
    const popup = await ext.open('popup.html');
    let alerted = false;
    popup.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await popup.fill('.search', '实验室设备采购项目招标');
    await popup.waitForSelector('.notice');
    expect(await popup.locator('.notice .title').allTextContents()).toContain(HOSTILE_TITLE);
    expect(await popup.locator('.notice img').count()).toBe(0);
    expect(alerted).toBe(false);
    await popup.close();
  });

  it('ends with the same notices when the service worker is stopped mid-crawl', async () => {
    await send(options, 'setPoliteness', { hostDelayMs: 250 });
    await options.fill('input[name=seed]', web2.seeds[0]!);
    await options.click('form.add-seed button[type=submit]');
    await options.waitForTimeout(3000);
    expect((await send<Snapshot>(options, 'getSnapshot')).crawling).toBe(true);
    const requestsBefore = web2.requests.length;
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
    await (await ext.worker()).evaluate(() => Object.assign(self, { stoppedHere: true }));
    const cdp = await ext.context.newCDPSession(options);
    const states: string[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', (e) => states.push(...e.versions.map((v) => v.runningStatus)));
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await options.waitForTimeout(1000);
    // The next message wakes a new worker (if nothing woke one yet); it finds the crawl marker and resumes.
    const woken = await send<Snapshot>(options, 'getSnapshot');
    expect(woken.crawling).toBe(true);
    expect(states).toContain('stopped');
    expect(await (await ext.worker()).evaluate(() => 'stoppedHere' in self)).toBe(false);
    const snapshot = await crawled(options);
    expect(web2.requests.length).toBeGreaterThan(requestsBefore);
    const site2 = web2.truth(1).sites[0]!;
    const found = new Set(snapshot.notices.filter((n) => n.site === site2.domain).map((n) => n.url));
    const hits = site2.notices.filter((n) => found.has(n.url)).length;
    expect(hits / site2.notices.length).toBeGreaterThanOrEqual(0.9);
    expect(hits / found.size).toBeGreaterThanOrEqual(0.9);
  });

  it('shows the local helper as connected once install-native wrote its manifest into the profile', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'tender-radar-native-profile-'));
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'helper/cli.ts'), 'install-native', '--browser', 'chromium',
        '--extension-id', unpackedExtensionId(), '--user-data-dir', profile, '--launcher-dir', join(profile, 'bin')],
      { stdio: 'pipe' },
    );
    const other = await launch([`MAP *.edu.cn 127.0.0.1:1`], profile);
    try {
      expect(other.id).toBe(unpackedExtensionId());
      const page = await other.open('options.html');
      expect(await send(page, 'nativeStatus')).toEqual({ connected: true, version: '0.1.0' });
      await page.reload();
      await page.waitForSelector('.helper .connected');
    } finally {
      await other.context.close();
    }
  });

  it('exports a backup that an empty profile imports to the same data', async () => {
    const json = await send<string>(options, 'exportData');
    const before = await send<Snapshot>(options, 'getSnapshot');
    const other = await launch([`MAP *.edu.cn 127.0.0.1:1`]);
    try {
      const page = await other.open('options.html');
      expect((await send<Snapshot>(page, 'getSnapshot')).notices).toEqual([]);
      await send(page, 'importData', { json });
      const after = await send<Snapshot>(page, 'getSnapshot');
      const strip = (s: Snapshot) => s.notices.map(({ rank: _rank, ...n }) => n).sort((a, b) => a.url.localeCompare(b.url));
      expect(strip(after)).toEqual(strip(before));
      expect(after.sites.map((s) => s.seeds)).toEqual(before.sites.map((s) => s.seeds));
    } finally {
      await other.context.close();
    }
  });
});
