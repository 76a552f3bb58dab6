/**
 * The bidder's radar end to end, in headless Chromium against the test web: an interest profile
 * set in the options page (with its errors shown in Chinese), the popup opening on "for me" with
 * only the matching notices and the badge counting exactly those, day 2's 更正 moving a deadline
 * raising one alert that names the new deadline, the project's timeline in the popup, a deadline
 * reminder fired at a fixed "now" (once), and the digest page. Screenshots go to docs/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeView, Snapshot } from '../../lib/messages/protocol.ts';
import { titleCore } from '../../lib/project/stage.ts';
import type { Reminder } from '../../lib/remind/reminders.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import type { TruthNotice } from '../../testweb/types.ts';
import { announced, badgeText, browserMissing, buildExtension, crawled, type Extension, launch, ROOT, send } from './browser.ts';

declare const chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } };

const SHOTS = join(ROOT, 'docs', 'screenshots');
let web: TestWeb;
let ext: Extension;
let options: Page;
/** Day 2's change notice and the day-1 call it changes (same project number). */
let change: TruthNotice;
let call: TruthNotice;
/** The profile's one word: four characters of the project's name. */
let word: string;

/** The notification ids shown so far, read in the service worker. */
async function notificationIds(): Promise<string[]> {
  return Object.keys(await (await ext.worker()).evaluate(() => chrome.notifications.getAll()));
}

/** What the profile should match, computed here from the stored text: the word in the title or the body's opening. */
const matches = (n: NoticeView) => `${n.title}\n${(n.body ?? '').slice(0, 600)}`.includes(word) && !n.title.includes('招聘');

describe.skipIf(browserMissing)('the radar in Chromium', () => {
  beforeAll(async () => {
    buildExtension();
    web = await startTestWeb({ sites: 1, seed: 1 });
    const truth = web.truth(2).sites[0]!;
    change = truth.notices.find((n) => n.type === '更正变更' && n.publishedAt === '2026-11-21')!;
    call = truth.notices.find((n) => n.projectNo === change.projectNo && n.url !== change.url)!;
    word = titleCore(call.title).slice(0, 4);
    ext = await launch([`MAP *.edu.cn 127.0.0.1:${web.port}`]);
    options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await ext?.context.close();
    await web?.close();
  });

  it('has a day-2 更正 in the test web that moves a day-1 deadline by a week', () => {
    expect(change.deadline! > call.deadline!).toBe(true);
    expect(Date.parse(change.deadline!) - Date.parse(call.deadline!)).toBe(7 * 86_400_000);
  });

  it('sets an interest profile in the options page, with errors in plain Chinese', async () => {
    await options.waitForSelector('section.profile');
    const query = options.locator('input[name=group-query-0]');
    await query.fill('仪器 -仪');
    expect(await options.textContent('.query-error')).toContain('永远不会命中');
    await query.fill('词 '.repeat(10_000));
    expect(await options.textContent('.query-error')).toContain('最多');
    await query.fill('-物业');
    expect(await options.textContent('.query-error')).toContain('排除词');
    await query.fill('.*设备');
    expect(await options.textContent('.query-note')).toContain('不是正则表达式');
    await query.fill(`${word} -招聘`);
    expect(await options.locator('.query-error').count()).toBe(0);
    await options.fill('input[name=group-name-0]', '本项目');
    expect(await options.isChecked('input[name=count-matches]')).toBe(true);
    await options.click('button.save-profile');
    await options.waitForSelector('.profile-message:not(.error)');
    const snapshot = await send<Snapshot>(options, 'getSnapshot');
    expect(snapshot.radar?.profile?.groups).toEqual([{ name: '本项目', query: `${word} -招聘` }]);
    expect(snapshot.radar?.profile?.countMatchesOnly).toBe(true);
  });

  it('opens the popup on "for me": only matching notices, the badge counting exactly them', async () => {
    await options.fill('input[name=seed]', web.seeds[0]!);
    await options.click('form.add-seed button[type=submit]');
    await options.waitForSelector('tr.site');
    const snapshot = await crawled(options);
    const forMe = snapshot.notices.filter((n) => n.forMe);
    const expected = snapshot.notices.filter((n) => matches(n) && !n.dismissed);
    expect(forMe.length).toBeGreaterThan(0);
    expect(forMe.length).toBeLessThan(snapshot.notices.length);
    expect(new Set(forMe.map((n) => n.url))).toEqual(new Set(expected.map((n) => n.url)));
    expect(forMe.map((n) => n.url)).toContain(call.url);

    const popup = await ext.open('popup.html');
    await popup.waitForSelector('.notice');
    const rows = await popup.locator('li.notice').evaluateAll((els) => els.map((e) => e.getAttribute('data-url')!));
    const forMeUrls = new Set(forMe.map((n) => n.url));
    expect(rows.length).toBeGreaterThan(0);
    for (const url of rows) expect(forMeUrls.has(url)).toBe(true);
    // The words found are marked as text.
    expect(await popup.locator('li.notice mark').first().textContent()).toBe(word);
    const unreadForMe = forMe.filter((n) => !n.read).length;
    expect(await badgeText(ext)).toBe(String(unreadForMe));
    expect(await popup.textContent('.view-for-me .count')).toBe(String(unreadForMe));
    expect(await popup.textContent('.unread')).toContain(String(unreadForMe));
    // "All" is one click away.
    await popup.click('.view-all');
    expect(await popup.locator('li.notice').count()).toBeGreaterThan(rows.length);
    await popup.close();
  });

  it('on day 2 raises one alert naming the new deadline of the project the 更正 changed', async () => {
    const before = await notificationIds();
    web.setDay(2);
    await send(options, 'checkNow');
    await options.waitForTimeout(300);
    await crawled(options);
    const snapshot = await announced(options, 1);
    const stored = snapshot.notices.find((n) => n.url === change.url)!;
    expect(stored.changes).toEqual([{ field: 'deadline', from: call.deadline, to: change.deadline }]);
    const alerts = snapshot.radar!.alerts;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.url).toBe(change.url);
    expect(alerts[0]!.message).toContain(change.deadline!.replace('T', ' '));
    expect(alerts[0]!.message).toContain(call.deadline!.replace('T', ' '));
    const shown = (await notificationIds()).filter((id) => !before.includes(id) && id.startsWith('change '));
    expect(shown).toEqual([`change ${change.url}`]);
  });

  it("shows the project as one entry with its timeline, the change's old → new deadline", async () => {
    const popup = await ext.open('popup.html');
    const entry = popup.locator('li.notice.project', { has: popup.locator(`.timeline a[href="${change.url}"]`) });
    await entry.waitFor();
    expect(await entry.count()).toBe(1);
    expect(await entry.locator('.timeline .step').count()).toBeGreaterThanOrEqual(2);
    const moved = await entry.locator('.timeline .change').textContent();
    expect(moved).toContain(`${call.deadline!.replace('T', ' ')} → ${change.deadline!.replace('T', ' ')}`);
    // The call and its change are not listed again as rows of their own.
    const rows = await popup.locator('li.notice').evaluateAll((els) => els.map((e) => e.getAttribute('data-url')));
    expect(rows.filter((u) => u === call.url || u === change.url)).toHaveLength(1);
    await popup.setViewportSize({ width: 600, height: 600 });
    await entry.hover();
    await popup.screenshot({ path: join(SHOTS, 'popup.png') });
    await popup.close();
  });

  // "Not for me" teaches the ranking: the notice leaves "for me", and notices like it may follow it
  // (the popup's undo bar says so); undo takes the lesson back whole.
  it('"not for me" takes a notice (and notices like it) out of "for me" and the badge, and undo brings them back', async () => {
    const before = await send<Snapshot>(options, 'getSnapshot');
    const target = before.notices.find((n) => n.forMe && !n.read && n.url !== change.url && n.url !== call.url) ?? before.notices.find((n) => n.forMe && !n.read)!;
    await send(options, 'feedback', { url: target.url, kind: 'not-for-me' });
    const after = await send<Snapshot>(options, 'getSnapshot');
    expect(after.notices.find((n) => n.url === target.url)!.forMe).toBe(false);
    expect(Number(await badgeText(ext))).toBe(after.radar!.forMeUnread);
    expect(after.radar!.forMeUnread).toBeLessThanOrEqual(before.radar!.forMeUnread - 1);
    // Nothing joins "for me" by a "not for me".
    const forMeBefore = new Set(before.notices.filter((n) => n.forMe).map((n) => n.url));
    expect(after.notices.filter((n) => n.forMe && !forMeBefore.has(n.url))).toEqual([]);
    await send(options, 'undoFeedback');
    const undone = await send<Snapshot>(options, 'getSnapshot');
    expect(undone.notices.find((n) => n.url === target.url)!.forMe).toBe(true);
    expect(undone.radar!.forMeUnread).toBe(before.radar!.forMeUnread);
    expect(new Set(undone.notices.filter((n) => n.forMe).map((n) => n.url))).toEqual(forMeBefore);
    expect(undone.radar!.undo).toHaveLength(0);
  });

  it('fires a deadline reminder once, at a fixed "now" two days before the new deadline', async () => {
    const [date] = change.deadline!.split('T') as [string];
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const now = new Date(y, m - 1, d - 2, 9, 0).toISOString();
    const due = await send<Reminder[]>(options, 'runReminders', { now });
    const mine = due.find((r) => r.url === change.url);
    expect(mine).toMatchObject({ kind: 'before', daysLeft: 2, deadline: change.deadline });
    expect(due.every((r) => r.url !== call.url)).toBe(true); // the old deadline has passed
    expect(await notificationIds()).toContain(`remind ${change.url} before ${change.deadline}`);
    expect(await send<Reminder[]>(options, 'runReminders', { now })).toEqual([]);
    const lastDay = new Date(y, m - 1, d, 8, 30).toISOString();
    expect((await send<Reminder[]>(options, 'runReminders', { now: lastDay })).map((r) => r.url)).toContain(change.url);
  });

  it('shows the daily digest with the changed deadline, printable', async () => {
    const digest = await ext.open('digest.html');
    await digest.waitForSelector('main.digest');
    expect(await digest.textContent('section.changed')).toContain(change.deadline!.replace('T', ' '));
    expect(await digest.locator('section.today .university').count()).toBe(1);
    await digest.setViewportSize({ width: 900, height: 800 });
    await digest.screenshot({ path: join(SHOTS, 'digest.png') });
    await digest.emulateMedia({ media: 'print' });
    expect(await digest.locator('button.print').isVisible()).toBe(false);
    await digest.close();
  });

  it('shows the options page with the profile and readable feature labels', async () => {
    await options.reload();
    await options.waitForSelector('section.profile');
    const labels = await options.locator('.features tbody td:first-child').allTextContents();
    expect(labels.some((l) => /domain|negative|neg-/.test(l))).toBe(false);
    await options.screenshot({ path: join(SHOTS, 'options.png'), fullPage: false });
  });

  it('acts on the focused row by key, and "mark all read" empties the badge', async () => {
    const popup = await ext.open('popup.html');
    await popup.waitForSelector('li.notice:not(.read)');
    const before = Number(await badgeText(ext));
    // The row by its notice: a refresh of the list may reorder the rows meanwhile.
    const url = await popup.locator('li.notice:not(.read)').first().getAttribute('data-url');
    await popup.locator(`li.notice[data-url="${url}"]`).focus();
    await popup.keyboard.press('r');
    await popup.waitForSelector(`li.notice.read[data-url="${url}"]`);
    await expect.poll(async () => Number(await badgeText(ext))).toBe(before - 1);
    await popup.emulateMedia({ colorScheme: 'dark' });
    await popup.setViewportSize({ width: 600, height: 600 });
    await popup.screenshot({ path: join(SHOTS, 'popup-dark.png') });
    await popup.click('.mark-all-read');
    await expect.poll(() => badgeText(ext)).toBe('');
    expect(await popup.locator('li.notice:not(.read)').count()).toBe(0);
    await popup.close();
  });
});
