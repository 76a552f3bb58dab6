/** Builds the popup's and options page's snapshot from the store: ranked notices, sites, unread. */
import type { NoticeView, SiteStatus, Snapshot } from '../messages/protocol.ts';
import { rankNotices } from '../rank/rank-notices.ts';
import type { Store } from '../store/store.ts';
import type { DirectoryEntry } from '../directory/directory.ts';
import { applyRadar, badgeCount } from './radar.ts';
import { watchedSites } from '../crawl/watched.ts';
import { DEFAULT_SCHEDULE, MARKS, NO_MARKS, SETTINGS, SITE_STATUS, WATCH } from './records.ts';
import { planWatch } from '../schedule/watched.ts';

/** Notices joined with the user's marks, ranked; dismissed ones stay (the popup hides them). */
export async function noticeViews(store: Store, now: number): Promise<NoticeView[]> {
  const [notices, markList] = await Promise.all([store.getAll('notices'), store.getAll(MARKS)]);
  const marks = new Map(markList.map(({ url, ...m }) => [url, m]));
  const joined = notices.map((n) => ({ ...n, ...NO_MARKS, ...marks.get(n.url) }));
  const feedback = {
    dismissed: joined.filter((n) => n.dismissed).map((n) => n.title),
    liked: joined.filter((n) => n.starred).map((n) => n.title),
  };
  return rankNotices(joined, feedback, now);
}

/** Watched sites with their last run. */
export async function siteStatuses(store: Store): Promise<SiteStatus[]> {
  const [watched, maps] = await Promise.all([store.getAll(WATCH), watchedSites(store)]);
  const lists = new Map(maps.map((m) => [m.site, m.lists]));
  return Promise.all(
    watched.map(async (w) => {
      const run = await store.get(SITE_STATUS, w.site);
      return { site: w.site, name: w.name, seeds: w.seeds, paused: w.paused, listPages: 0, notices: 0, ...run, lists: lists.get(w.site) ?? [] };
    }),
  );
}

/** Unread notices: not read and not dismissed. */
export function unreadCount(notices: readonly NoticeView[]): number {
  return notices.filter((n) => !n.read && !n.dismissed).length;
}

/** The whole snapshot; `directory` (the embedded university directory) names the sites and gives their provinces. */
export async function buildSnapshot(store: Store, now: number, nativeConnected: boolean, directory: ReadonlyMap<string, DirectoryEntry> = new Map()): Promise<Snapshot> {
  const [views, watched, schedule, marker, everywhere, progress] = await Promise.all([
    noticeViews(store, now),
    siteStatuses(store),
    store.get(SETTINGS, 'schedule'),
    store.get(SETTINGS, 'crawl'),
    store.get(SETTINGS, 'markEverywhere'),
    store.get(SETTINGS, 'progress'),
  ]);
  const { notices, radar } = await applyRadar(store, views, now, { provinceOf: (site) => directory.get(site)?.province });
  // When each unpaused site is asked next, and why (lib/schedule).
  const plan = await planWatch(store, watched.filter((s) => !s.paused).map((s) => s.site), now);
  const next = (site: string) => {
    const p = plan.bySite.get(site);
    return p && { nextCheck: { at: new Date(p.at).toISOString(), kind: p.kind, reason: p.reason } };
  };
  // The university's name: from the directory, else the one read off its homepage.
  const sites = watched.map((s) => ({ ...s, name: directory.get(s.site)?.name ?? s.name, ...next(s.site) }));
  return {
    notices,
    sites,
    radar,
    unread: badgeCount(radar, unreadCount(notices)),
    crawling: marker !== undefined,
    ...(marker !== undefined && progress ? { progress } : {}),
    schedule: schedule ?? DEFAULT_SCHEDULE,
    nativeConnected,
    markEverywhere: everywhere === true,
    now: new Date(now).toISOString(),
  };
}

/** Notices kept in the stored first view: enough for the popup's first page. */
export const VIEW_NOTICES = 100;

/**
 * The snapshot cut to its first page, stored after every change (key SETTINGS/'view') so the
 * popup can draw at once and load the rest from IndexedDB after.
 */
export function firstView(snapshot: Snapshot): Snapshot {
  const visible = snapshot.notices.filter((n) => !n.dismissed);
  const head = [...visible.filter((n) => !n.read), ...visible.filter((n) => n.read)].slice(0, VIEW_NOTICES);
  // Without the page text (up to 64 KB a notice): the first screen never shows it, and the popup reads this record before drawing.
  return { ...snapshot, notices: head.map(({ body: _body, ...view }) => view) };
}
