/**
 * The popup: renders from a snapshot plus an actions interface (Dark Reader style), so it runs
 * with sample data in tests and in the benchmark. The search index is built once and grows with
 * the snapshot; the list shows a page at a time, so 10,000 notices stay fast.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { CrawlProgress, NoticeView, Snapshot } from '../lib/messages.ts';
import { createNoticeSearch, type NoticeSearch } from '../lib/search/notice-search.ts';
import type { NoticeType } from '../lib/types.ts';
import { FilterBar } from './FilterBar.tsx';
import { groupByDay, NO_FILTERS, visibleNotices, type ListFilters } from './filters.ts';
import { dayLabel } from './format.ts';
import type { Translate } from './i18n.ts';
import { NoticeRow } from './NoticeRow.tsx';

/** What the popup can ask of the background. */
export interface PopupActions {
  open(notice: NoticeView): void;
  markRead(url: string, read: boolean): void;
  star(url: string, starred: boolean): void;
  dismiss(url: string, dismissed: boolean): void;
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

/** Keeps one search index across snapshots, adding only notices it has not seen. */
function useSearchIndex(notices: readonly NoticeView[], names: ReadonlyMap<string, string>): NoticeSearch | undefined {
  const index = useRef<NoticeSearch | undefined>(undefined);
  const [indexed] = useState(() => new Set<string>());
  return useMemo(() => {
    index.current ??= createNoticeSearch([], { siteName: (site) => names.get(site) });
    for (const n of notices) {
      if (!indexed.has(n.url)) {
        index.current.add(n);
        indexed.add(n.url);
      }
    }
    return index.current;
  }, [notices]);
}

/** "3 of 8 sites, 41 notices so far". */
export function progressText(progress: CrawlProgress, t: Translate): string {
  const states = Object.values(progress.sites);
  return t('crawlProgress', [String(states.filter((s) => s === 'done').length), String(states.length), String(progress.newNotices)]);
}

/** The whole popup. */
export function PopupApp({ snapshot, actions, t }: Props) {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [shown, setShown] = useState(PAGE_SIZE);
  const now = new Date(snapshot.now);
  const names = useMemo(() => new Map(snapshot.sites.map((s) => [s.site, s.name ?? s.site])), [snapshot.sites]);
  const needsIndex = filters.query.trim() !== '';
  const index = useSearchIndex(needsIndex ? snapshot.notices : [], names);
  const visible = useMemo(
    () => visibleNotices(snapshot.notices, filters, now, needsIndex ? index?.search(filters.query) : undefined),
    [snapshot.notices, filters, snapshot.now],
  );
  const types = useMemo(() => [...new Set(snapshot.notices.flatMap((n) => (n.type ? [n.type] : [])))].sort() as NoticeType[], [snapshot.notices]);
  const sites = [...new Set(snapshot.notices.map((n) => n.site))].map((site) => ({ site, name: names.get(site) ?? site }));
  const change = (next: ListFilters) => {
    setFilters(next);
    setShown(PAGE_SIZE);
  };

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
        <strong>{t('extName')}</strong>
        <span class="unread">{t('unreadCount', String(snapshot.unread))}</span>
        {snapshot.progress && <span class="progress">{progressText(snapshot.progress, t)}</span>}
        <button type="button" class="check-now" disabled={snapshot.crawling} onClick={actions.checkNow}>
          {snapshot.crawling ? t('checking') : t('checkNow')}
        </button>
        <button type="button" class="settings" onClick={actions.openOptions}>
          {t('settings')}
        </button>
      </header>
      <FilterBar filters={filters} sites={sites} types={types} t={t} onChange={change} />
      {visible.length === 0 && <p class="no-matches">{t('noMatches')}</p>}
      {needsIndex ? (
        // Search results in the order of the match, best first, the matched characters marked.
        <section class="results">
          <ul>
            {visible.slice(0, shown).map((n) => (
              <NoticeRow key={n.url} notice={n} siteName={names.get(n.site) ?? n.site} now={now} t={t} actions={actions} query={filters.query} />
            ))}
          </ul>
        </section>
      ) : (
        groupByDay(visible.slice(0, shown)).map((group) => (
          <section class="day" key={group.day}>
            <h2>{dayLabel(group.day, now, t)}</h2>
            <ul>
              {group.notices.map((n) => (
                <NoticeRow key={n.url} notice={n} siteName={names.get(n.site) ?? n.site} now={now} t={t} actions={actions} />
              ))}
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
