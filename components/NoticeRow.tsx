/**
 * One notice in the list, compact: stage, title (the profile's words marked, as text, never
 * HTML), university, deadline and budget at a glance; the actions show on hover and on focus,
 * and keys act on the focused row (Enter open, r read, s star, x not a tender, n not for me).
 */
import type { NoticeView } from '../lib/messages/protocol.ts';
import type { Project } from '../lib/project/project.ts';
import { stageOf } from '../lib/project/stage.ts';
import type { highlight } from '../lib/search/notice-search.ts';
import { countdown, money } from './format.ts';
import type { Translate } from './i18n.ts';
import type { PopupActions } from './PopupApp.tsx';
import { Highlight } from './radar/Highlight.tsx';
import { ProjectTimeline } from './radar/ProjectTimeline.tsx';
import { stageLabel } from './radar/stage.ts';

interface Props {
  notice: NoticeView;
  siteName: string;
  now: Date;
  t: Translate;
  actions: PopupActions;
  /** The notice's project when it has more than one notice: the row carries its timeline. */
  project?: Project;
  members?: NoticeView[];
  /** The search typed, when searching: its matches in the title are marked by `highlight`. */
  query?: string;
  /** The search's marker, passed in: the search code loads only once a query is typed. */
  highlight?: typeof highlight;
}

/** The title as text nodes, the search's matches in <mark>. */
function markedTitle(title: string, query: string, mark: typeof highlight) {
  const ranges = mark(title, query);
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

/** Moves the focus to the next or previous row. */
function moveFocus(from: HTMLElement, step: 1 | -1): void {
  const rows = [...document.querySelectorAll<HTMLElement>('li.notice')];
  rows[rows.indexOf(from) + step]?.focus();
}

/** A row; every string from a page is rendered as a text node. */
export function NoticeRow({ notice: n, siteName, now, t, actions, project, members, query, highlight }: Props) {
  // A project's entry shows where it stands: its latest stage and the deadline in force.
  const deadline = project?.deadline ?? n.deadline;
  const stage = project?.stage ?? stageOf(n);
  const left = deadline ? countdown(deadline, now, t) : undefined;
  const soon = deadline !== undefined && Date.parse(deadline) - now.getTime() < 3 * 86_400_000 && Date.parse(deadline) > now.getTime();
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || e.ctrlKey || e.metaKey || e.altKey) return;
    const row = e.currentTarget as HTMLElement;
    const keys: Record<string, () => void> = {
      Enter: () => row.querySelector<HTMLAnchorElement>('a.title')?.click(),
      r: () => actions.markRead(n.url, !n.read),
      s: () => actions.star(n.url, !n.starred),
      x: () => actions.feedback(n.url, 'not-a-tender'),
      n: () => actions.feedback(n.url, 'not-for-me'),
      j: () => moveFocus(row, 1),
      ArrowDown: () => moveFocus(row, 1),
      k: () => moveFocus(row, -1),
      ArrowUp: () => moveFocus(row, -1),
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };
  return (
    <li class={`notice${n.read ? ' read' : ''}${project ? ' project' : ''}`} data-url={n.url} tabIndex={0} onKeyDown={onKey}>
      <div class="line">
        <span class={`stage stage-${stage}`}>{stageLabel(stage, t)}</span>
        {n.formerTitles?.length ? (
          <span class="retitled" title={`${t('changed_title')}: ${n.formerTitles.at(-1)} → ${n.title}`}>
            {t('retitled')}
          </span>
        ) : null}
        <a class="title" href={n.url} target="_blank" rel="noopener noreferrer" title={n.title} onClick={() => actions.open(n)}>
          {n.starred ? '★ ' : ''}
          {query && highlight ? markedTitle(n.title, query, highlight) : <Highlight text={n.title} words={n.match?.words ?? []} />}
        </a>
      </div>
      <div class="meta">
        <span class="site">{siteName}</span>
        {deadline && (
          <span class={`deadline${soon ? ' soon' : ''}`}>
            {t('deadline')} {deadline.replace('T', ' ').slice(5)} {left && <b>({left})</b>}
          </span>
        )}
        {n.budget !== undefined && (
          <span class="budget">
            {t('budget')} {money(n.budget, t)}
          </span>
        )}
        {n.match && n.match.group && (
          <span class="matched" title={n.match.words.join(' ')}>
            {t('matchedGroup', n.match.group)}: {n.match.words.join('、')}
          </span>
        )}
      </div>
      {project && members && <ProjectTimeline project={project} members={members} t={t} open={actions.open} />}
      <div class="actions">
        <button type="button" class="read" title="r" onClick={() => actions.markRead(n.url, !n.read)}>
          {n.read ? t('markUnread') : t('markRead')}
        </button>
        <button type="button" class="star" title="s" onClick={() => actions.star(n.url, !n.starred)}>
          {n.starred ? t('unstar') : t('star')}
        </button>
        <button type="button" class="dismiss" title="x" onClick={() => actions.feedback(n.url, 'not-a-tender')}>
          {t('notTender')}
        </button>
        <button type="button" class="not-for-me" title="n" onClick={() => actions.feedback(n.url, 'not-for-me')}>
          {t('notForMe')}
        </button>
      </div>
    </li>
  );
}
