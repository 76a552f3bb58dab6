/** Background wiring over WXT's fake browser: the daily alarm, the badge, seed permissions, plain-words errors. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { showUnread } from '../../entrypoints/background/badge.ts';
import { universityOrigins } from '../../entrypoints/background/context-menu.ts';
import { plainError } from '../../entrypoints/background/plain-error.ts';
import { CHECK_ALARM, nextRun, scheduleChecks } from '../../entrypoints/background/schedule.ts';

// WXT's build puts `browser` in scope; here the fake stands in for the browser's API surface.
Object.assign(globalThis, { browser: fakeBrowser });

describe('background wiring', () => {
  beforeEach(() => fakeBrowser.reset());

  it('schedules the next check at the chosen time of day, repeating', async () => {
    const now = new Date(2026, 10, 22, 9, 0);
    expect(nextRun({ time: '08:30', everyHours: 24 }, now)).toEqual(new Date(2026, 10, 23, 8, 30));
    expect(nextRun({ time: '21:15', everyHours: 24 }, now)).toEqual(new Date(2026, 10, 22, 21, 15));
    await scheduleChecks({ time: '21:15', everyHours: 12 }, now);
    const alarm = await fakeBrowser.alarms.get(CHECK_ALARM);
    expect(alarm).toMatchObject({ scheduledTime: new Date(2026, 10, 22, 21, 15).getTime(), periodInMinutes: 720 });
  });

  it('shows the unread count on the badge, nothing at zero', async () => {
    await showUnread(37);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('37');
    await showUnread(0);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
  });

  it('asks for one university at a time, every host of it', () => {
    expect(universityOrigins('https://zbb.fzu.edu.cn/cgxx.htm')).toEqual(['*://*.fzu.edu.cn/*']);
    expect(universityOrigins('http://www.xmu.edu.cn/')).toEqual(['*://*.xmu.edu.cn/*']);
    expect(universityOrigins('not a url')).toEqual([]);
  });

  it('says what went wrong in plain words', () => {
    expect(plainError('blocked', 'HTTP 412 at https://zbzx.lzjtu.edu.cn/')).toBe(
      'blocked (HTTP 412): open the site once in a tab (the extension then reads the notices you see)',
    );
    expect(plainError('dns')).toBe('the site name could not be found: check the address');
    expect(plainError('weird')).toBe('error: weird');
  });
});
