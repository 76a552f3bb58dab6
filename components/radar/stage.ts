/** The words for a project's stage, a change and a result, in the user's language. */
import type { ProjectStage } from '../../lib/project/stage.ts';
import type { ProjectChange } from '../../lib/types/notice.ts';
import { money } from '../format.ts';
import type { MessageKey, Translate } from '../i18n.ts';

const STAGE_KEY: Record<ProjectStage, MessageKey> = {
  intent: 'stage_intent',
  call: 'stage_call',
  change: 'stage_change',
  result: 'stage_result',
  void: 'stage_void',
};

export function stageLabel(stage: ProjectStage, t: Translate): string {
  return t(STAGE_KEY[stage]);
}

const FIELD_KEY: Record<ProjectChange['field'], MessageKey> = {
  title: 'changed_title',
  deadline: 'changed_deadline',
  openingAt: 'changed_openingAt',
  budget: 'changed_budget',
};

function shown(value: string | number, t: Translate): string {
  return typeof value === 'number' ? money(value, t) : value.replace('T', ' ');
}

/** "截止时间: 2026-11-29 10:30 → 2026-12-06 10:30". */
export function changeText(change: ProjectChange, t: Translate): string {
  return `${t(FIELD_KEY[change.field])}: ${shown(change.from, t)} → ${shown(change.to, t)}`;
}
