/**
 * The content script runs only on the sites the user watches and granted: registered at run
 * time for `*://*.<site>/*`, re-registered whenever the watched sites change.
 */
import type { Store } from '../../lib/store/store.ts';
import { SETTINGS, WATCH } from '../../lib/extension/records.ts';

const ID = 'tender-radar-marks';

/** Every http(s) page: only once the user opted in and granted it. */
const EVERY_PAGE = '*://*/*';

/** Registers the content script for every watched, unpaused site the user granted (or every page). */
export async function syncContentScripts(store: Store): Promise<void> {
  const watched = (await store.getAll(WATCH)).filter((w) => !w.paused);
  const everywhere = (await store.get(SETTINGS, 'markEverywhere')) === true;
  const matches: string[] = [];
  if (everywhere && (await browser.permissions.contains({ origins: [EVERY_PAGE] }))) matches.push(EVERY_PAGE);
  for (const w of matches.length > 0 ? [] : watched) {
    const origin = `*://*.${w.site}/*`;
    if (await browser.permissions.contains({ origins: [origin] })) matches.push(origin);
  }
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [ID] });
  if (registered.length > 0) await browser.scripting.unregisterContentScripts({ ids: [ID] });
  if (matches.length === 0) return;
  await browser.scripting.registerContentScripts([
    { id: ID, matches, js: ['content-scripts/content.js'], runAt: 'document_idle', persistAcrossSessions: true },
  ]);
}
