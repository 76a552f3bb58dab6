/** The popup page: fetches the snapshot from the background and renders PopupApp over it. */
import { render } from 'preact';
import { PopupApp, type PopupActions } from '../../components/PopupApp.tsx';
import type { Translate } from '../../components/i18n.ts';
import { sendMessage, type Snapshot } from '../../lib/messages.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import { SETTINGS } from '../background/records.ts';
import { buildSnapshot } from '../background/snapshot.ts';
import './style.css';

const t: Translate = (key, subs) => browser.i18n.getMessage(key, subs);
const app = document.getElementById('app')!;
let snapshot: Snapshot | undefined;

const store = new IdbStore(indexedDB);

/** The whole snapshot, read from IndexedDB here: 10,000 notices through messaging cost ~1 s. */
async function refresh(): Promise<void> {
  const status = await sendMessage(browser.runtime, 'nativeStatus').catch(() => ({ connected: false }));
  snapshot = await buildSnapshot(store, Date.now(), status.connected);
  render(<PopupApp snapshot={snapshot} actions={actions} t={t} />, app);
}

/** First the stored first page (one read), then everything. */
async function start(): Promise<void> {
  performance.mark('tender-radar:script');
  const view = await store.get<Snapshot>(SETTINGS, 'view');
  performance.mark('tender-radar:view-read');
  if (view) {
    snapshot = view;
    render(<PopupApp snapshot={view} actions={actions} t={t} />, app);
    // For bench/extension.bench.ts: when the list first stood on screen.
    performance.mark('tender-radar:first-render');
  }
  await refresh();
  if (!view) performance.mark('tender-radar:first-render');
}

/** Applies a mark at once on screen, then tells the background. */
function mark(url: string, change: Partial<Pick<Snapshot['notices'][number], 'read' | 'starred' | 'dismissed'>>, send: () => Promise<unknown>) {
  if (snapshot) {
    const notices = snapshot.notices.map((n) => (n.url === url ? { ...n, ...change } : n));
    snapshot = { ...snapshot, notices, unread: notices.filter((n) => !n.read && !n.dismissed).length };
    render(<PopupApp snapshot={snapshot} actions={actions} t={t} />, app);
  }
  send().catch(() => refresh());
}

const actions: PopupActions = {
  open: (n) => mark(n.url, { read: true }, () => sendMessage(browser.runtime, 'markRead', { url: n.url, read: true })),
  markRead: (url, read) => mark(url, { read }, () => sendMessage(browser.runtime, 'markRead', { url, read })),
  star: (url, starred) => mark(url, { starred }, () => sendMessage(browser.runtime, 'star', { url, starred })),
  dismiss: (url, dismissed) => mark(url, { dismissed }, () => sendMessage(browser.runtime, 'dismiss', { url, dismissed })),
  checkNow: () => {
    void sendMessage(browser.runtime, 'checkNow').then(refresh);
  },
  openOptions: () => void browser.runtime.openOptionsPage(),
};

document.documentElement.lang = browser.i18n.getUILanguage();
void start();
// While a check runs, follow it: one small read tells whether one started since the popup opened.
setInterval(() => {
  if (snapshot?.crawling) void refresh();
  else
    void store.get(SETTINGS, 'crawl').then((marker) => {
      if (marker !== undefined) return refresh();
    });
}, 3000);
