/**
 * A project's timeline under its row: each notice with its stage (意向 → 招标 → 更正 → 结果),
 * what a change moved (old → new), and the winner and amount once a result closed it.
 */
import type { NoticeView } from '../../lib/messages/protocol.ts';
import type { Project } from '../../lib/project/project.ts';
import { stageOf } from '../../lib/project/stage.ts';
import { money } from '../format.ts';
import type { Translate } from '../i18n.ts';
import { changeText, stageLabel } from './stage.ts';

interface Props {
  project: Project;
  /** The project's notices as stored (some may be missing: removed or never stored). */
  members: NoticeView[];
  t: Translate;
  open: (notice: NoticeView) => void;
}

const when = (n: NoticeView) => n.publishedAt ?? n.firstSeenAt.slice(0, 10);

export function ProjectTimeline({ project, members, t, open }: Props) {
  const ordered = [...members].sort((a, b) => when(a).localeCompare(when(b)));
  return (
    <div class="timeline">
      <ol>
        {ordered.map((n) => {
          const stage = stageOf(n);
          return (
            <li key={n.url} class={`step stage-${stage}`}>
              <span class="when">{when(n).slice(5)}</span>
              <span class={`stage stage-${stage}`}>{stageLabel(stage, t)}</span>
              <a href={n.url} target="_blank" rel="noopener noreferrer" title={n.title} onClick={() => open(n)}>
                {n.title}
              </a>
              {n.changes?.map((c) => (
                <div class="change" key={c.field}>
                  {changeText(c, t)}
                </div>
              ))}
            </li>
          );
        })}
      </ol>
      {project.closed && (
        <p class="closed">
          {t('projectClosed')}
          {project.winner && ` · ${t('winner')} ${project.winner}`}
          {project.amount !== undefined && ` · ${money(project.amount, t)}`}
        </p>
      )}
    </div>
  );
}
