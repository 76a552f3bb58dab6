/** The options page: renders OptionsApp over a snapshot it reads from IndexedDB; permissions are asked here (a user gesture). */
import { render } from 'preact';
import type { Translate } from '../../components/i18n.ts';
import type { OptionsActions } from '../../components/options/actions.ts';
import { OptionsApp } from '../../components/options/OptionsApp.tsx';
import { sendMessage } from '../../lib/messages/messenger.ts';
import { registrableDomain } from '../../lib/url/domain.ts';
import { directoryIndex, type DirectoryEntry, type DirectoryFile } from '../../lib/directory/directory.ts';
import { buildSnapshot } from '../../lib/extension/snapshot.ts';
import { paced } from '../../lib/extension/paced.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import './style.css';

const t: Translate = (key, subs) => browser.i18n.getMessage(key, subs);
const app = document.getElementById('app')!;

const store = new IdbStore(indexedDB);
/** The university directory (names, provinces), read once. */
const directory: Promise<Map<string, DirectoryEntry>> = fetch(browser.runtime.getURL('/directory/universities.json'))
  .then(async (r) => directoryIndex((await r.json()) as DirectoryFile))
  .catch(() => new Map());

/** The optional permission behind the local helper's link (wxt.config.ts). */
const HELPER_LINK = { permissions: ['nativeMessaging' as const] };

/**
 * The snapshot, built here from IndexedDB as the popup does: asking the worker every 5 s would
 * have it read, rank and send every notice while it crawls (seconds each with thousands of them).
 */
async function refresh(): Promise<void> {
  const status = await sendMessage(browser.runtime, 'nativeStatus').catch((error: unknown) => ({ connected: false, reason: String(error) }));
  const helper = { linked: await browser.permissions.contains(HELPER_LINK), reason: status.reason };
  const snapshot = await buildSnapshot(store, Date.now(), status.connected, await directory);
  render(<OptionsApp snapshot={snapshot} helper={helper} actions={actions} t={t} />, app);
}

/** `*://*.<registrable domain>/*` for each address: all of that university's sites, nothing more. */
function originsOf(urls: string[]): string[] {
  const domains = urls.map((u) => registrableDomain(u));
  if (domains.some((d) => !d)) throw new Error(`not a web page address: ${urls.join(' ')}`);
  return [...new Set(domains.map((d) => `*://*.${d}/*`))];
}

const actions: OptionsActions = {
  async addSeeds(urls) {
    // request() first, while the click still counts as a user gesture.
    if (!(await browser.permissions.request({ origins: originsOf(urls) }))) throw new Error(t('permissionDenied'));
    for (const url of urls) await sendMessage(browser.runtime, 'addSeed', { url });
    await refresh();
  },
  async markEverywhere(on) {
    const origins = ['*://*/*'];
    if (on && !(await browser.permissions.request({ origins }))) throw new Error(t('permissionDenied'));
    await sendMessage(browser.runtime, 'setMarkEverywhere', { on });
    if (!on) await browser.permissions.remove({ origins });
    await refresh();
  },
  async linkHelper(on) {
    // request() first, while the click still counts as a user gesture.
    if (on && !(await browser.permissions.request(HELPER_LINK))) throw new Error(t('helperLinkDenied'));
    if (!on) await browser.permissions.remove(HELPER_LINK);
    await refresh();
  },
  pauseSite: (site, paused) => sendMessage(browser.runtime, 'pauseSite', { site, paused }).then(refresh),
  removeSite: (site) => sendMessage(browser.runtime, 'removeSite', { site }).then(refresh),
  unwatchList: (url) => sendMessage(browser.runtime, 'unwatchList', { url }).then(refresh),
  checkNow: (site) => sendMessage(browser.runtime, 'checkNow', { site }).then(refresh),
  setSchedule: (schedule) => sendMessage(browser.runtime, 'setSchedule', schedule),
  download(name, type, text) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
  exportBackup: () => sendMessage(browser.runtime, 'exportData'),
  importBackup: async (json) => {
    const { records } = await sendMessage(browser.runtime, 'importData', { json });
    await refresh();
    return records;
  },
  getFeatureReview: () => sendMessage(browser.runtime, 'getFeatureReview'),
  reviewFeatureTerm: (term, accepted) => sendMessage(browser.runtime, 'reviewFeatureTerm', { term, accepted }),
  saveProfile: async (profile) => {
    const saved = await sendMessage(browser.runtime, 'setProfile', { profile });
    await refresh();
    return saved;
  },
  loadDirectory: async () => (await fetch(browser.runtime.getURL('/directory/universities.json'))).json(),
  requestHosts: (origins) => browser.permissions.request({ origins }),
  getPush: () => sendMessage(browser.runtime, 'getPush'),
  setPush: (push) => sendMessage(browser.runtime, 'setPush', { push }),
  testPush: () => sendMessage(browser.runtime, 'testPush'),
};

document.documentElement.lang = browser.i18n.getUILanguage();
void refresh();
// Follow crawls started from here, paced by the refresh's cost (lib/extension/paced.ts).
const follow = paced(refresh, Date.now);
setInterval(() => void follow(), 5000);
