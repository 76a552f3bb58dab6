/**
 * The popup page: draws the stored first page, then reads the whole snapshot and renders PopupApp
 * over it. Only what the first paint needs is imported here; the snapshot's code (ranking, radar,
 * directory) and the search are loaded after it.
 */
import { render } from 'preact';
import { loadSearch, PopupApp, type PopupActions } from '../../components/PopupApp.tsx';
import type { Translate } from '../../components/i18n.ts';
import { sendMessage } from '../../lib/messenger.ts';
import { type NoticeView, type Snapshot } from '../../lib/protocol.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import { SETTINGS } from '../../lib/extension/records.ts';
import { paced } from '../../lib/extension/paced.ts';
import './style.css';

const t: Translate = (key, subs) => browser.i18n.getMessage(key, subs);
const app = document.getElementById('app')!;
let snapshot: Snapshot | undefined;

const store = new IdbStore(indexedDB);

/** The whole snapshot, read from IndexedDB here: 10,000 notices through messaging cost ~1 s. */
async function refresh(): Promise<void> {
  // The code loads while the worker (perhaps woken by this message) answers.
  const [status, { wholeSnapshot }] = await Promise.all([
    sendMessage(browser.runtime, 'nativeStatus').catch(() => ({ connected: false })),
    import('./whole-snapshot.ts'),
  ]);
  snapshot = await wholeSnapshot(store, Date.now(), status.connected);
  render(<PopupApp snapshot={snapshot} actions={actions} t={t} />, app);
}

/** First the stored first page (one read), then everything. */
async function start(): Promise<void> {
  performance.mark('tender-radar:script');
  const view = await store.get(SETTINGS, 'view');
  performance.mark('tender-radar:view-read');
  if (view) {
    snapshot = view;
    render(<PopupApp snapshot={view} actions={actions} t={t} />, app);
    // For bench/extension.bench.ts: when the list first stood on screen.
    performance.mark('tender-radar:first-render');
  }
  await refresh();
  if (!view) performance.mark('tender-radar:first-render');
  // The search is ready before the first query in all but the quickest hands.
  void loadSearch();
}

type Change = Partial<Pick<NoticeView, 'read' | 'starred' | 'dismissed' | 'notForMe' | 'forMe'>>;

/** Applies marks at once on screen, then tells the background (and reloads: the badge count and ranking follow it). */
function mark(urls: readonly string[], change: Change, send: () => Promise<unknown>, reload = false) {
  if (snapshot) {
    const set = new Set(urls);
    const notices = snapshot.notices.map((n) => (set.has(n.url) ? { ...n, ...change } : n));
    // The header's count is the badge's: matches only when the profile says so.
    const matchesOnly = snapshot.radar?.profile?.countMatchesOnly === true;
    const unread = notices.filter((n) => !n.read && !n.dismissed && (!matchesOnly || n.forMe)).length;
    snapshot = { ...snapshot, notices, unread };
    render(<PopupApp snapshot={snapshot} actions={actions} t={t} />, app);
  }
  send().then(
    () => (reload ? refresh() : undefined),
    () => refresh(),
  );
}

const actions: PopupActions = {
  open: (n) => mark([n.url], { read: true }, () => sendMessage(browser.runtime, 'markRead', { url: n.url, read: true })),
  markRead: (url, read) => mark([url], { read }, () => sendMessage(browser.runtime, 'markRead', { url, read })),
  star: (url, starred) => mark([url], { starred }, () => sendMessage(browser.runtime, 'star', { url, starred })),
  feedback: (url, kind) =>
    mark([url], kind === 'not-a-tender' ? { dismissed: true } : { notForMe: true, forMe: false }, () => sendMessage(browser.runtime, 'feedback', { url, kind }), true),
  undo: () => void sendMessage(browser.runtime, 'undoFeedback').then(refresh),
  markAllRead: (urls) => mark(urls, { read: true }, () => sendMessage(browser.runtime, 'markAllRead', { urls })),
  openDigest: () => void browser.tabs.create({ url: browser.runtime.getURL('/digest.html') }),
  checkNow: () => {
    void sendMessage(browser.runtime, 'checkNow').then(refresh);
  },
  openOptions: () => void browser.runtime.openOptionsPage(),
};

document.documentElement.lang = browser.i18n.getUILanguage();
void start();
// While a check runs, follow it: one small read tells whether one started since the popup opened.
// Paced by its cost: reading thousands of notices every 3 s would hold the store the crawl writes to.
const follow = paced(refresh, Date.now);
setInterval(() => {
  if (snapshot?.crawling) void follow();
  else
    void store.get(SETTINGS, 'crawl').then((marker) => {
      if (marker !== undefined) return refresh();
    });
}, 3000);
