/**
 * The built extension reads a hash-router list whose rows have click handlers only (test/shapes6,
 * `hash-click`): in the background tab one row is clicked to learn the app's route, the rows'
 * records in the page's JSON answers (kept in the tab by the registered recorder) give every row
 * its `#/detail/{id}` URL, and the list's script-only pager is clicked through. After "check now"
 * the store and the popup hold every tender notice of the site under its route URL, none of its
 * news rows, and the recorder is no longer registered.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, buildExtension, crawled, type Extension, launch, send } from './browser.ts';
// @ts-expect-error: a plain .mjs test web without types
import { startServer, truth } from '../shapes6/server.mjs';

declare const chrome: { scripting: { getRegisteredContentScripts(): Promise<Array<{ id: string }>> } };

type Truth = { notices: Array<{ url: string; title: string; shape: string; site: string }> };
const SITE = 'hsa.edu.cn';
const tenders = (truth(1) as Truth).notices.filter((n) => n.shape === 'hash-click');

let server: Server;
let ext: Extension;
let options: Page;

describe.skipIf(browserMissing)('the extension links list rows that have click handlers only', () => {
  beforeAll(async () => {
    buildExtension();
    server = await startServer({ port: 0 });
    ext = await launch([`MAP *.edu.cn 127.0.0.1:${(server.address() as AddressInfo).port}`]);
    options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
  });
  afterAll(async () => {
    await ext?.context.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('stores every tender of a hash-router list of click-only rows under its route URL, and no news row', async () => {
    expect(tenders.length).toBeGreaterThan(30);
    await options.fill('input[name=seed]', `http://www.${SITE}/`);
    await options.click('form.add-seed button[type=submit]');
    await options.waitForTimeout(300);
    await send(options, 'checkNow');
    await options.waitForTimeout(300);
    const snapshot = await crawled(options, 220_000);
    const mine = snapshot.notices.filter((n) => n.site === SITE);
    const found = new Set(mine.map((n) => n.url));
    // Every tender, its URL the app's own route (`…/cgw/index.html#/detail/1026`), page 2 and 3 of the list too.
    expect(tenders.filter((t) => !found.has(t.url)).map((t) => t.url)).toEqual([]);
    // Nothing else: no news row of the mixed column, no list page.
    const truthUrls = new Set(tenders.map((t) => t.url));
    expect(mine.map((n) => n.url).filter((u) => !truthUrls.has(u))).toEqual([]);
    expect(mine.every((n) => n.via === 'browser')).toBe(true);
    // The tabs are closed, and the JSON-answer recorder is registered for no site once none renders.
    expect(ext.context.pages().filter((p) => /edu\.cn/.test(p.url()))).toEqual([]);
    const registered = await (await ext.worker()).evaluate(() => chrome.scripting.getRegisteredContentScripts());
    expect(registered.map((r) => r.id)).not.toContain('tender-radar-json-answers');

    const popup = await ext.open('popup.html');
    await popup.waitForSelector('.notice');
    const titles = await popup.locator('.notice .title').allTextContents();
    expect(titles).toContain(tenders[0]!.title);
    expect(titles.length).toBeGreaterThanOrEqual(tenders.length);
    await popup.close();
  });
});
