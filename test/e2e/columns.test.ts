/**
 * Sparse procurement columns in the extension, end to end in headless Chromium: the university is
 * added in the options page and checked; the options page lists its watched columns (the 更正公告
 * column holding one old notice among them, with its kind); on day 2 a 延期 posted in that column
 * moves the air-conditioning call's deadline, and the popup shows the project's change old → new,
 * with one alert for each change (the 预算调整 posted beside it too).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import { SPARSE_HOST, startSparseSite, type SparseSite } from '../crawl/sparse-site.ts';
import { announced, browserMissing, buildExtension, crawled, type Extension, launch, ROOT, send } from './browser.ts';

let web: SparseSite;
let ext: Extension;
let options: Page;

describe.skipIf(browserMissing)('sparse columns in the extension', () => {
  beforeAll(async () => {
    buildExtension();
    web = await startSparseSite();
    ext = await launch([`MAP *.edu.cn 127.0.0.1:${web.port}`]);
    options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
  });
  afterAll(async () => {
    await ext?.context.close();
    web?.close();
  });

  it('adds the university in the options page, checks it, and lists its watched columns with their kinds', async () => {
    await options.fill('input[name=seed]', `http://${SPARSE_HOST}/`);
    await options.click('form.add-seed button[type=submit]');
    await options.waitForSelector('tr.site');
    const snapshot = await crawled(options);
    expect(snapshot.notices.map((n) => n.url).sort()).toEqual(web.noticesOf(1));
    await options.reload();
    await options.click('.watched-lists summary');
    const change = options.locator(`li.watched-list[data-url="http://${SPARSE_HOST}/gzgg/"]`);
    await change.waitFor();
    expect(await change.getAttribute('data-kind')).toBe('change');
    expect(await change.locator('.kind').textContent()).toBe('更正变更');
    expect(await options.locator(`li.watched-list[data-url="http://${SPARSE_HOST}/cgzd/"]`).count()).toBe(0);
    await options.locator('tr.site').screenshot({ path: join(ROOT, 'docs', 'screenshots', 'options-columns.png') });
  });

  it('on day 2 reads the 延期 posted in the sparse 更正 column into its project: old → new in the popup, an alert for each change', async () => {
    web.setDay(2);
    await send(options, 'checkNow');
    await options.waitForTimeout(300);
    await crawled(options);
    const snapshot: Snapshot = await announced(options, 2);
    const stored = snapshot.notices.find((n) => n.url === web.change.url);
    const [from, to] = [web.call.deadline, web.change.deadline].map((d) => d.replace(' ', 'T'));
    expect(stored?.changes).toEqual([{ field: 'deadline', from, to }]);
    // One alert per change: the 延期, and the 预算调整 that raised the furniture call's budget.
    expect(snapshot.radar!.alerts.map((a) => a.url).sort()).toEqual([web.change.url, web.budgetChange.url].sort());
    const popup = await ext.open('popup.html');
    const entry = popup.locator('li.notice.project', { has: popup.locator(`.timeline a[href="${web.change.url}"]`) });
    await entry.waitFor();
    expect(await entry.locator('.timeline .change').first().textContent()).toContain(`${web.call.deadline} → ${web.change.deadline}`);
    await popup.close();
  });
});
