/**
 * The built extension reads sites only a browser reads (test/crawl/script-sites.ts): a list whose
 * rows a script fetches from a JSON API, and a site behind a 412 gateway whose script sets a
 * cookie and reloads. Their pages open in background tabs of the user's browser (the list's
 * script-only pager is clicked there); the popup lists their notices and the options page says,
 * in plain words, that the browser was needed.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import { API_HOST, GATE_HOST, startScriptSites, type ScriptSites } from '../crawl/script-sites.ts';
import { browserMissing, buildExtension, crawled, type Extension, launch, ROOT, send } from './browser.ts';

let sites: ScriptSites;
let ext: Extension;
let options: Page;

describe.skipIf(browserMissing)('the extension renders pages that need a browser', () => {
  beforeAll(async () => {
    buildExtension();
    sites = await startScriptSites();
    ext = await launch([`MAP *.edu.cn 127.0.0.1:${sites.port}`]);
    options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
  });
  afterAll(async () => {
    await ext?.context.close();
    await sites?.close();
  });

  it('reads a JSON-API list and a gateway site in background tabs, and the popup lists their notices', async () => {
    for (const host of [API_HOST, GATE_HOST]) {
      await options.fill('input[name=seed]', `http://${host}/`);
      await options.click('form.add-seed button[type=submit]');
      await options.waitForTimeout(300);
    }
    const snapshot = await crawled(options, 200_000);
    const found = new Set(snapshot.notices.map((n) => n.url));
    for (const host of [API_HOST, GATE_HOST] as const) {
      const truth = sites.truth[host];
      expect(truth.filter((u) => found.has(u)), host).toEqual(truth);
    }
    // The JSON-API list's second page too: its script-only 下一页 clicked in the tab (lib/pager/walk/click-pager.ts).
    expect(sites.apiPages.filter((u) => found.has(u))).toEqual(sites.apiPages);
    // The list's page 1 is asked twice (3 times before tabs were kept): by the crawl's own fetch (in the
    // extension it carries the browser's User-Agent), whose answer shows a list drawn by script, and
    // by one tab; the pager walk starts in that tab, kept open, rather than loading the page again.
    expect(sites.requests.filter((r) => r === `browser ${API_HOST}/zbgg.html`)).toHaveLength(2);
    // Read by the crawl in background tabs; nothing taken from those tabs by the content script (they are never seen).
    expect(snapshot.notices.map((n) => [n.url, n.via]).filter(([, via]) => via !== 'browser')).toEqual([]);
    expect(snapshot.sites.find((s) => s.site === 'gate-test.edu.cn')?.rendered).toBeGreaterThanOrEqual(sites.truth[GATE_HOST].length);
    // The tabs are closed again.
    expect(ext.context.pages().filter((p) => /edu\.cn/.test(p.url()))).toEqual([]);

    const popup = await ext.open('popup.html');
    await popup.waitForSelector('.notice');
    const titles = await popup.locator('.notice .title').allTextContents();
    expect(titles).toContain('图书馆密集书架采购项目公开招标公告');
    expect(titles.length).toBeGreaterThanOrEqual(sites.truth[API_HOST].length);
    await popup.close();
  });

  it('says in the site status, after check now, that pages were read in background tabs', async () => {
    await options.reload();
    const row = options.locator(`tr.site[data-site="apilist-test.edu.cn"]`);
    await row.locator('.site-actions button').first().click(); // 立即检查
    await options.waitForTimeout(500);
    const snapshot = await crawled(options, 200_000);
    const site = snapshot.sites.find((s) => s.site === 'apilist-test.edu.cn')!;
    // The list is a script's every time: its page is rendered again (its notices are known).
    expect(site.rendered).toBe(1);
    expect(site.errorKind).toBeUndefined();
    await options.reload();
    await expect.poll(() => row.locator('.browser-read').textContent()).toBe('读取需要浏览器：已在后台标签页打开 1 页');
    // Its script-only pager was clicked through on the first run: no page is left unread.
    expect(await row.locator('.browser-needed').count()).toBe(0);
    await options.screenshot({ path: join(ROOT, 'docs', 'screenshots', 'options-browser.png') });
  });
});
