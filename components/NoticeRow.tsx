/** One notice in the list: title (as text, never HTML), university, type, dates, budget, actions. */
import type { NoticeView } from '../lib/messages.ts';
import { highlight } from '../lib/search/notice-search.ts';
import { countdown, money } from './format.ts';
import type { Translate } from './i18n.ts';
import type { PopupActions } from './PopupApp.tsx';

interface Props {
  notice: NoticeView;
  siteName: string;
  now: Date;
  t: Translate;
  actions: PopupActions;
  /** The search typed, when searching: its matches in the title are marked. */
  query?: string;
}

/** The title as text nodes, the matched parts in <mark>. */
function markedTitle(title: string, query: string | undefined) {
  const ranges = query ? highlight(title, query) : [];
  if (ranges.length === 0) return title;
  const parts = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(title.slice(at, start));
    parts.push(<mark key={start}>{title.slice(start, end)}</mark>);
    at = end;
  }
  if (at < title.length) parts.push(title.slice(at));
  return parts;
}

/** A row; every string from a page is rendered as a text node. */
export function NoticeRow({ notice: n, siteName, now, t, actions, query }: Props) {
  const left = n.deadline ? countdown(n.deadline, now, t) : undefined;
  return (
    <li class={`notice${n.read ? ' read' : ''}`} data-url={n.url}>
      <a class="title" href={n.url} target="_blank" rel="noopener noreferrer" title={n.title} onClick={() => actions.open(n)}>
        {n.starred ? '★ ' : ''}
        {markedTitle(n.title, query)}
      </a>
      <div class="meta">
        <span class="site">{siteName}</span>
        {n.type && <span class="type">{n.type}</span>}
        {n.publishedAt && <span class="date">{n.publishedAt}</span>}
        {n.deadline && (
          <span class="deadline">
            {t('deadline')} {n.deadline.replace('T', ' ')} {left && <b>({left})</b>}
          </span>
        )}
        {n.budget !== undefined && (
          <span class="budget">
            {t('budget')} {money(n.budget, t)}
          </span>
        )}
      </div>
      <div class="actions">
        <button type="button" onClick={() => actions.markRead(n.url, !n.read)}>
          {n.read ? t('markUnread') : t('markRead')}
        </button>
        <button type="button" onClick={() => actions.star(n.url, !n.starred)}>
          {n.starred ? t('unstar') : t('star')}
        </button>
        <button type="button" class="dismiss" onClick={() => actions.dismiss(n.url, true)}>
          {t('notTender')}
        </button>
      </div>
    </li>
  );
}
