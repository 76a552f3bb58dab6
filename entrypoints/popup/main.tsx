/**
 * The popup page: draws the stored first page, then reads the whole snapshot and renders PopupApp
 * over it. Only what the first paint needs is imported here; the snapshot's code (ranking, radar,
 * directory) and the search are loaded after it.
 */
import { render } from 'preact';
import { loadSearch, PopupApp, type PopupActions } from '../../components/PopupApp.tsx';
import type { Translate } from '../../components/i18n.ts';
import { sendMessage } from '../../lib/messages/messenger.ts';
import { type NoticeView, type Snapshot } from '../../lib/messages/protocol.ts';
import { IdbStore } from '../../lib/store/idb.ts';
import { SETTINGS } from '../../lib/extension/records.ts';
import { paced } from '../../lib/extension/paced.ts';
import './style.css';

const t: Translate = (key, subs) => browser.i18n.getMessage(key, subs);
const app = document.getElementById('app')!;
let snapshot: Snapshot | undefined;

const store = new IdbStore(indexedDB);

/**
 * Renders the popup. A re-render can move or replace the row that has the keyboard focus (the
 * whole snapshot replacing the first page, a new order), which drops the focus: it is put back on
 * the row of the same notice, so a key pressed next still acts on it.
 */
function show(view: Snapshot): void {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.closest('li.notice')?.getAttribute('data-url') : null;
  render(<PopupApp snapshot={view} actions={actions} t={t} />, app);
  if (!focused || document.activeElement?.closest('li.notice')) return;
  const again = [...app.querySelectorAll<HTMLElement>('li.notice')].find((row) => row.dataset.url === focused);
  again?.focus();
}

/** The whole snapshot, read from IndexedDB here: 10,000 notices through messaging cost ~1 s. */
async function refresh(): Promise<void> {
  const since = marksMade;
  // The code loads while the worker (perhaps woken by this message) answers.
  const [status, { wholeSnapshot }] = await Promise.all([
    sendMessage(browser.runtime, 'nativeStatus').catch(() => ({ connected: false })),
    import('./whole-snapshot.ts'),
  ]);
  const whole = await wholeSnapshot(store, Date.now(), status.connected);
  // A mark made while the store was read may not be in what was read: it is applied again.
  snapshot = recentMarks.filter((m) => m.seq > since).reduce((view, m) => withChange(view, m.urls, m.change), whole);
  show(snapshot);
}

/** First the stored first page (one read), then everything. */
async function start(): Promise<void> {
  performance.mark('tender-radar:script');
  const view = await store.get(SETTINGS, 'view');
  performance.mark('tender-radar:view-read');
  if (view) {
    snapshot = view;
    show(view);
    // For bench/extension.bench.ts: when the list first stood on screen.
    performance.mark('tender-radar:first-render');
  }
  await refresh();
  if (!view) performance.mark('tender-radar:first-render');
  // The search is ready before the first query in all but the quickest hands.
  void loadSearch();
}

type Change = Partial<Pick<NoticeView, 'read' | 'starred' | 'dismissed' | 'notForMe' | 'forMe'>>;

/** The marks made lately, numbered: a whole read that began before one of them applies it again. */
const recentMarks: { seq: number; urls: ReadonlySet<string>; change: Change }[] = [];
let marksMade = 0;

/** `view` with `change` made to the notices of `urls`, and its unread count to match. */
function withChange(view: Snapshot, urls: ReadonlySet<string>, change: Change): Snapshot {
  const notices = view.notices.map((n) => (urls.has(n.url) ? { ...n, ...change } : n));
  // The header's count is the badge's: matches only when the profile says so.
  const matchesOnly = view.radar?.profile?.countMatchesOnly === true;
  const unread = notices.filter((n) => !n.read && !n.dismissed && (!matchesOnly || n.forMe)).length;
  return { ...view, notices, unread };
}

/** Applies marks at once on screen, then tells the background (and reloads: the badge count and ranking follow it). */
function mark(urls: readonly string[], change: Change, send: () => Promise<unknown>, reload = false) {
  const set = new Set(urls);
  recentMarks.push({ seq: ++marksMade, urls: set, change });
  if (recentMarks.length > 100) recentMarks.shift();
  if (snapshot) {
    snapshot = withChange(snapshot, set, change);
    show(snapshot);
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
