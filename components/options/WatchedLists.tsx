/**
 * A university's map as the crawl watches it: each list and procurement column with its kind, why
 * it is kept, rows when last read, the newest notice date and the last check, and a button to stop
 * watching it. Nothing is watched that the user cannot see here.
 */
import type { WatchedList } from '../../lib/crawl/watched.ts';
import type { MessageKey, Translate } from '../i18n.ts';

const WHY_KEYS: Record<WatchedList['why'], MessageKey> = {
  notices: 'listWhy_notices',
  'named-column': 'listWhy_named_column',
  stream: 'listWhy_stream',
  'front-page': 'listWhy_front_page',
  user: 'listWhy_user',
};

const KIND_KEYS: Record<NonNullable<WatchedList['kind']>, MessageKey> = {
  intention: 'columnKind_intention',
  call: 'columnKind_call',
  change: 'columnKind_change',
  result: 'columnKind_result',
  procurement: 'columnKind_procurement',
};

export function WatchedLists({ lists, onStop, t }: { lists: WatchedList[]; onStop: (url: string) => void; t: Translate }) {
  if (lists.length === 0) return null;
  return (
    <details class="watched-lists">
      <summary>{t('watchedLists', String(lists.length))}</summary>
      <ul>
        {lists.map((list) => (
          <li class="watched-list" data-url={list.url} data-kind={list.kind ?? ''} key={list.url}>
            <a href={list.url} target="_blank" rel="noreferrer">
              {list.name || list.url}
            </a>{' '}
            {list.kind && <span class="kind">{t(KIND_KEYS[list.kind])}</span>}{' '}
            <span class="list-why">{t(WHY_KEYS[list.why])}</span>
            <div class="list-facts">
              {t('listFacts', [String(list.rows), list.newest ?? '—', list.checkedAt ? new Date(list.checkedAt).toLocaleString() : t('never')])}
            </div>
            <button type="button" class="stop-watching" onClick={() => onStop(list.url)}>
              {t('stopWatching')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
