/**
 * The built extension's service worker follows an ASP.NET postback pager by POSTing the page's
 * form (Fetcher.postForm through the worker's fetch), in headless Chromium against test/shapes.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, buildExtension, crawled, type Extension, launch, send } from './browser.ts';
import { startServer, truth } from '../shapes/server.ts';

type Truth = { notices: Array<{ url: string; shape: string }> };
let server: Server;
let ext: Extension;
let options: Page;

describe.skipIf(browserMissing)('the extension on a WebForms postback pager', () => {
  beforeAll(async () => {
    buildExtension();
    server = await startServer({ port: 0 });
    ext = await launch([`MAP *.edu.cn 127.0.0.1:${(server.address() as AddressInfo).port}`]);
    options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
  }, 300_000);
  afterAll(async () => {
    await ext?.context.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('finds every notice of the four postback pages', async () => {
    await options.fill('input[name=seed]', 'http://www.pbk.edu.cn/');
    await options.click('form.add-seed button[type=submit]');
    await options.waitForSelector('tr.site');
    const snapshot = await crawled(options);
    const want = new Set((truth() as Truth).notices.filter((n) => n.shape === 'aspnet-postback').map((n) => n.url));
    const found = snapshot.notices.map((n) => n.url);
    expect(found.filter((u) => want.has(u)).length).toBe(want.size);
    expect(found.filter((u) => !want.has(u))).toEqual([]);
  }, 200_000);
});
