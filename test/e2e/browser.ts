/** The built extension in headless Chromium (playwright-core), with every *.edu.cn host sent to 127.0.0.1. */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import { built, outputOf } from './built.ts';

// The extension APIs as seen inside the page and the worker (evaluated there, typed here).
declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  action: { getBadgeText(details: object): Promise<string> };
};

export const ROOT = join(import.meta.dirname, '..', '..');
export const CHROMIUM = '/usr/bin/chromium';
const OUT = outputOf('chrome-e2e');

/** Chromium's id for an unpacked extension: SHA-256 of its absolute path, hex digits 0–f written a–p. */
export function unpackedExtensionId(path = OUT): string {
  const hex = createHash('sha256').update(path).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}

/** Why e2e tests cannot run here, or undefined. */
export const browserMissing = existsSync(CHROMIUM) ? undefined : `${CHROMIUM} not found: apt-get install -y chromium fonts-wqy-microhei`;

/** The e2e variant of the extension (host permissions for *.edu.cn granted at install), built once per e2e run. */
export function buildExtension(): string {
  return built('chrome-e2e');
}

export interface Extension {
  context: BrowserContext;
  id: string;
  worker(): Promise<Worker>;
  open(page: 'popup.html' | 'options.html' | 'digest.html'): Promise<Page>;
}

/** Launches Chromium with the extension; `rules` are host-resolver rules ("MAP *.edu.cn 127.0.0.1:PORT"). */
export async function launch(rules: string[], profile = mkdtempSync(join(tmpdir(), 'tender-radar-e2e-'))): Promise<Extension> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    // Chromium on Linux takes its UI language (and so the extension's i18n) from LANGUAGE; --lang
    // alone is ignored. Chinese is the product's default language.
    env: { ...process.env, LANGUAGE: 'zh_CN', LANG: 'zh_CN.UTF-8' },
    viewport: { width: 900, height: 800 },
    args: [
      `--disable-extensions-except=${OUT}`,
      `--load-extension=${OUT}`,
      `--host-resolver-rules=${rules.join(', ')}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--lang=zh-CN',
    ],
  });
  const worker = async () => context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
  const id = new URL((await worker()).url()).host;
  return {
    context,
    id,
    worker,
    async open(name) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${id}/${name}`);
      return page;
    },
  };
}

/** Sends one protocol message from an extension page, as the popup and options page do. */
export function send<T>(page: Page, type: string, data?: unknown): Promise<T> {
  return page.evaluate(
    async ([type, data]) => {
      const reply = (await chrome.runtime.sendMessage({ protocol: 'tender-radar', type, data })) as { ok: boolean; value?: unknown; error?: string };
      if (!reply.ok) throw new Error(reply.error);
      return reply.value;
    },
    [type, data] as const,
  ) as Promise<T>;
}

/** The toolbar badge's text, read inside the service worker. */
export async function badgeText(ext: Extension): Promise<string> {
  return (await ext.worker()).evaluate(() => chrome.action.getBadgeText({}));
}

/**
 * The snapshot once the check's announcement is in: its alerts number at least `count` (the alerts
 * follow the crawl's end, with the notifications and the push, a moment after its marker clears).
 */
export async function announced(page: Page, count: number, timeoutMs = 30_000): Promise<Snapshot> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await send<Snapshot>(page, 'getSnapshot');
    if ((snapshot.radar?.alerts.length ?? 0) >= count || Date.now() > until) return snapshot;
    await page.waitForTimeout(200);
  }
}

/** Waits until no crawl runs and every watched site has run at least once; the snapshot then. */
export async function crawled(page: Page, timeoutMs = 180_000): Promise<Snapshot> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await send<Snapshot>(page, 'getSnapshot');
    if (!snapshot.crawling && snapshot.sites.every((s) => s.lastRunAt)) return snapshot;
    if (Date.now() > until) throw new Error(`crawl did not finish: ${JSON.stringify(snapshot.sites)}`);
    await page.waitForTimeout(500);
  }
}
