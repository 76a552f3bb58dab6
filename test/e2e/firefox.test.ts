/**
 * A smoke run of the Firefox build (MV2) in headless firefox-esr over WebDriver BiDi: the
 * extension installs, its popup renders the empty state in Chinese, messages reach the
 * background and come back (a schedule set there is in the next snapshot), and the helper link
 * (nativeMessaging) is not held from install.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import { built } from './built.ts';
import { firefoxMissing, launchFirefox, type Firefox } from './firefox.ts';

let OUT: string;
const ID = 'tender-radar@tender-radar.local'; // wxt.config.ts: browser_specific_settings.gecko.id
const uuid = randomUUID(); // the popup's moz-extension:// host, fixed before start
let firefox: Firefox;
let popup: string;

/** One protocol message sent from the popup page, as the popup itself sends them. */
async function send<T>(type: string, data?: unknown): Promise<T> {
  const message = JSON.stringify({ protocol: 'tender-radar', type, data });
  const reply = await firefox.evaluate<{ ok: boolean; value?: T; error?: string }>(popup, `browser.runtime.sendMessage(${message})`);
  if (!reply.ok) throw new Error(reply.error);
  return reply.value as T;
}

describe.skipIf(firefoxMissing)('the extension in Firefox', () => {
  if (firefoxMissing) console.warn(`skipped: ${firefoxMissing}`);

  beforeAll(async () => {
    OUT = built('firefox');
    firefox = await launchFirefox({ [ID]: uuid });
  });
  afterAll(async () => {
    await firefox?.close();
  });

  it('installs the built extension temporarily', async () => {
    const { extension } = await firefox.command<{ extension: string }>('webExtension.install', { extensionData: { type: 'path', path: OUT } });
    expect(extension).toBe(ID);
  });

  it('opens the popup in Chinese with the empty state that leads to adding sites', async () => {
    popup = await firefox.open(`moz-extension://${uuid}/popup.html`);
    // The popup renders after its first IndexedDB read and a message to the background.
    const text = await firefox.evaluate<string>(
      popup,
      `new Promise((done, fail) => {
        const until = Date.now() + 10000;
        const look = () => document.querySelector('main.popup') ? done(document.body.innerText)
          : Date.now() > until ? fail(new Error('the popup did not render in 10 s')) : setTimeout(look, 50);
        look();
      })`,
    );
    expect(await firefox.evaluate(popup, `browser.i18n.getMessage('extName')`)).toBe('高校标讯雷达');
    expect(text).toContain('还没有监测任何学校');
    expect(await firefox.evaluate(popup, `document.querySelector('main.popup.empty button.primary')?.textContent`)).toBe('添加学校');
  });

  it('round-trips messages with the background page', async () => {
    const before = await send<Snapshot>('getSnapshot');
    expect(before).toMatchObject({ notices: [], sites: [], unread: 0, crawling: false });
    await send('setSchedule', { time: '07:15', everyHours: 12 });
    const after = await send<Snapshot>('getSnapshot');
    expect(after.schedule).toEqual({ time: '07:15', everyHours: 12 });
    expect(before.schedule).not.toEqual(after.schedule);
  });

  it("does not hold the helper link from install: nativeMessaging is the user's to grant", async () => {
    expect(await firefox.evaluate(popup, `browser.permissions.contains({ permissions: ['nativeMessaging'] })`)).toBe(false);
    const held = await firefox.evaluate<{ permissions: string[] }>(popup, `browser.permissions.getAll()`);
    expect(held.permissions).toContain('storage');
    expect(held.permissions).not.toContain('nativeMessaging');
    // No helper is asked without the link: the status says so.
    const status = await send<{ connected: boolean; reason?: string }>('nativeStatus');
    expect(status.connected).toBe(false);
    expect(status.reason).toContain('the nativeMessaging permission is not granted');
  });
});
