/**
 * The popup, the bidder's daily page: renders from a snapshot plus an actions interface (Dark
 * Reader style), so it runs with sample data in tests and in the benchmark. It opens on "for me"
 * (the profile's matches, in the learned ranking's order), "all" one click away; a project with
 * several notices is one entry with its timeline. The search index is built once and grows with
 * the snapshot; the list shows a page at a time, so 10,000 notices stay fast. The search code
 * (with its pinyin and traditional tables) is loaded on the first query, not before the first paint.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CrawlProgress, NoticeView, Snapshot } from '../lib/messages/protocol.ts';
import type { NoticeSearch } from '../lib/search/notice-search.ts';
import type { FeedbackKind } from '../lib/rank/learn.ts';
import type { NoticeType } from '../lib/types/notice.ts';
import { FilterBar } from './FilterBar.tsx';
import { groupByDay, NO_FILTERS, visibleNotices, type ListFilters } from './filters.ts';
import { dayLabel } from './format.ts';
import type { Translate } from './i18n.ts';
import { NoticeRow } from './NoticeRow.tsx';
import { collapseProjects, inView, projectIndex, type ListView } from './radar/lists.ts';
import { RunStatus } from './radar/RunStatus.tsx';

/** What the popup can ask of the background. */
export interface PopupActions {
  open(notice: NoticeView): void;
  markRead(url: string, read: boolean): void;
  star(url: string, starred: boolean): void;
  /** "not a tender", "not for me": hides the notice and teaches the ranking (undo takes it back). */
  feedback(url: string, kind: FeedbackKind): void;
  undo(): void;
  markAllRead(urls: string[]): void;
  openDigest(): void;
  checkNow(): void;
  openOptions(): void;
}

/** Rows rendered per page of the list. */
export const PAGE_SIZE = 100;

interface Props {
  snapshot: Snapshot;
  actions: PopupActions;
  t: Translate;
}

type SearchModule = typeof import('../lib/search/notice-search.ts');
let searchModule: SearchModule | undefined;
let searchLoading: Promise<SearchModule> | undefined;

/** Loads the notice search once (the popup calls it on the first query, and when idle after its first paint). */
export function loadSearch(): Promise<SearchModule> {
  return (searchLoading ??= import('../lib/search/notice-search.ts').then((m) => (searchModule = m)));
}

/** Keeps one search index across snapshots, adding only notices it has not seen; undefined until the search code is loaded. */
function useSearchIndex(notices: readonly NoticeView[], names: ReadonlyMap<string, string>, search: SearchModule | undefined): NoticeSearch | undefined {
  const index = useRef<NoticeSearch | undefined>(undefined);
  const [indexed] = useState(() => new Set<string>());
  return useMemo(() => {
    if (!search) return undefined;
    index.current ??= search.createNoticeSearch([], { siteName: (site) => names.get(site) });
    for (const n of notices) {
      if (!indexed.has(n.url)) {
        index.current.add(n);
        indexed.add(n.url);
      }
    }
    return index.current;
  }, [notices, search]);
}

/** "3 of 8 sites, 41 notices so far". */
export function progressText(progress: CrawlProgress, t: Translate): string {
  const states = Object.values(progress.sites);
  return t('crawlProgress', [String(states.filter((s) => s === 'done').length), String(states.length), String(progress.newNotices)]);
}

/** The whole popup. */
export function PopupApp({ snapshot, actions, t }: Props) {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [view, setView] = useState<ListView>('for-me');
  const [shown, setShown] = useState(PAGE_SIZE);
  const now = new Date(snapshot.now);
  const names = useMemo(() => new Map(snapshot.sites.map((s) => [s.site, s.name ?? s.site])), [snapshot.sites]);
  const projects = useMemo(() => projectIndex(snapshot.radar?.projects), [snapshot.radar?.projects]);
  const byUrl = useMemo(() => new Map(snapshot.notices.map((n) => [n.url, n])), [snapshot.notices]);
  const needsIndex = filters.query.trim() !== '';
  const [search, setSearch] = useState(searchModule);
  useEffect(() => {
    if (needsIndex && !search) void loadSearch().then(setSearch);
  }, [needsIndex, search]);
  const index = useSearchIndex(needsIndex ? snapshot.notices : [], names, search);
  // Until the search code has loaded (a query's first moments), the list stays as it was.
  const searching = needsIndex && index !== undefined;
  const visible = useMemo(
    () => collapseProjects(visibleNotices(inView(snapshot.notices, view), filters, now, searching ? index.search(filters.query) : undefined), projects),
    [snapshot.notices, filters, snapshot.now, view, projects, index],
  );
  const types = useMemo(() => [...new Set(snapshot.notices.flatMap((n) => (n.type ? [n.type] : [])))].sort() as NoticeType[], [snapshot.notices]);
  const sites = [...new Set(snapshot.notices.map((n) => n.site))].map((site) => ({ site, name: names.get(site) ?? site }));
  const forMeCount = inView(snapshot.notices, 'for-me').filter((n) => !n.read && !n.dismissed).length;
  const change = (next: ListFilters) => {
    setFilters(next);
    setShown(PAGE_SIZE);
  };
  const switchTo = (next: ListView) => {
    setView(next);
    setShown(PAGE_SIZE);
  };
  /** The unread notices behind these entries: a project's entry stands for all its notices. */
  const unreadOf = (list: readonly NoticeView[]) => {
    const urls = list.flatMap((n) => (n.project && projects.has(n.project) ? projects.get(n.project)!.notices : [n.url]));
    return [...new Set(urls)].filter((url) => byUrl.get(url)?.read === false);
  };
  const undo = snapshot.radar?.undo ?? [];

  if (snapshot.sites.length === 0 && snapshot.notices.length === 0) {
    return (
      <main class="popup empty">
        <h1>{t('emptyTitle')}</h1>
        <p>{t('emptyBody')}</p>
        <button type="button" class="primary" onClick={actions.openOptions}>
          {t('addSites')}
        </button>
      </main>
    );
  }
  return (
    <main class="popup">
      <header>
        <strong class="brand">{t('extName')}</strong>
        <span class="unread">{t('unreadCount', String(snapshot.unread))}</span>
        {snapshot.progress && <span class="progress">{progressText(snapshot.progress, t)}</span>}
        <button type="button" class="check-now" disabled={snapshot.crawling} onClick={actions.checkNow}>
          {snapshot.crawling ? t('checking') : t('checkNow')}
        </button>
        <button type="button" class="digest" onClick={actions.openDigest}>
          {t('digest')}
        </button>
        <button type="button" class="settings" onClick={actions.openOptions}>
          {t('settings')}
        </button>
      </header>
      <RunStatus snapshot={snapshot} t={t} />
      <nav class="views" role="tablist">
        <button type="button" role="tab" class={`view-for-me${view === 'for-me' ? ' active' : ''}`} aria-selected={view === 'for-me'} onClick={() => switchTo('for-me')}>
          {t('viewForMe')} <span class="count">{forMeCount}</span>
        </button>
        <button type="button" role="tab" class={`view-all${view === 'all' ? ' active' : ''}`} aria-selected={view === 'all'} onClick={() => switchTo('all')}>
          {t('viewAll')}
        </button>
        <span class="spacer" />
        <button type="button" class="mark-all-read" disabled={unreadOf(visible).length === 0} onClick={() => actions.markAllRead(unreadOf(visible))}>
          {t('markAllRead')}
        </button>
      </nav>
      {view === 'for-me' && !snapshot.radar?.profile && (
        <p class="hint">
          {t('noProfileHint')}{' '}
          <button type="button" class="link" onClick={actions.openOptions}>
            {t('setProfile')}
          </button>
        </p>
      )}
      {undo.length > 0 && (
        <div class="undo-bar">
          <span>{t(undo[undo.length - 1]!.kind === 'not-a-tender' ? 'undoNotTender' : 'undoNotForMe', undo[undo.length - 1]!.title.slice(0, 30))}</span>
          <button type="button" class="undo" onClick={actions.undo}>
            {t('undo')}
          </button>
        </div>
      )}
      <FilterBar filters={filters} sites={sites} types={types} t={t} onChange={change} />
      {visible.length === 0 && <p class="no-matches">{view === 'for-me' ? t('noMatchesForMe') : t('noMatches')}</p>}
      {searching ? (
        // Search results in the order of the match, best first, the matched characters marked.
        <section class="results">
          <ul>
            {visible.slice(0, shown).map((n) => (
              <NoticeRow key={n.url} notice={n} siteName={names.get(n.site) ?? n.site} now={now} t={t} actions={actions} query={filters.query} highlight={search!.highlight} />
            ))}
          </ul>
        </section>
      ) : (
        groupByDay(visible.slice(0, shown)).map((group) => (
          <section class="day" key={group.day}>
            <div class="day-head">
              <h2>{dayLabel(group.day, now, t)}</h2>
              {unreadOf(group.notices).length > 0 && (
                <button type="button" class="link day-read" onClick={() => actions.markAllRead(unreadOf(group.notices))}>
                  {t('markDayRead')}
                </button>
              )}
            </div>
            <ul>
              {group.notices.map((n) => {
                const project = n.project ? projects.get(n.project) : undefined;
                const members = project?.notices.flatMap((url) => byUrl.get(url) ?? []);
                return (
                  <NoticeRow
                    key={n.url}
                    notice={n}
                    siteName={names.get(n.site) ?? n.site}
                    now={now}
                    t={t}
                    actions={actions}
                    {...(project && members && members.length > 1 ? { project, members } : {})}
                  />
                );
              })}
            </ul>
          </section>
        ))
      )}
      {visible.length > shown && (
        <button type="button" class="more" onClick={() => setShown(shown + PAGE_SIZE)}>
          {t('more')} ({visible.length - shown})
        </button>
      )}
    </main>
  );
}
