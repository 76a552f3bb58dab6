/**
 * Speed of "for me": matching the largest profile allowed (2,000 words: 4 groups × 500) against the
 * corpus notice titles, ranking them with a learned model, and linking them into projects.
 * Medians of a few rounds.
 */
import { readDevRows, rowNotice } from '../helper/eval/labelled-corpus.ts';
import { emptyProfile, matchNotice, type InterestProfile } from '../lib/profile/index.ts';
import { assignProject, type Project } from '../lib/project/index.ts';
import { feedbackOn, rankForMe } from '../lib/rank/for-me.ts';
import { emptyModel } from '../lib/rank/learn.ts';
import { medianMs as median } from './median.ts';

/** Prints the figures. */
export async function run(): Promise<void> {
  const rows = readDevRows();
  if (!rows) {
    console.log('../shared/corpus is absent: no radar bench');
    return;
  }
  const notices = rows.map((r) => rowNotice(r));
  const words = (g: number) => Array.from({ length: 500 }, (_, i) => `词${g}x${i}`).join(' | ');
  const biggest: InterestProfile = { ...emptyProfile(), groups: Array.from({ length: 4 }, (_, g) => ({ name: `g${g}`, query: words(g) })) };
  const lab: InterestProfile = { ...emptyProfile(), groups: [{ name: 'lab', query: '实验室 改造 | 实验室 装修 | 仪器 -物业' }] };
  let model = emptyModel();
  for (const n of notices.slice(0, 20)) model = feedbackOn(model, n, 'not-for-me', lab).model;
  const out: [string, string][] = [];
  let ms = median(() => notices.forEach((n) => matchNotice(n, biggest)));
  out.push([`matchNotice, 4 groups × 500 words, ${notices.length} notices`, `${ms.toFixed(1)} ms (${Math.round(notices.length / (ms / 1000))} notices/s)`]);
  ms = median(() => rankForMe(notices, lab, model, Date.now()));
  out.push([`rankForMe, ${notices.length} notices, model after 20 judgements`, `${ms.toFixed(1)} ms`]);
  ms = median(() => {
    const projects = new Map<string, Project>();
    for (const n of notices) {
      const { project } = assignProject(n, projects.values());
      projects.set(project.key, project);
    }
  });
  out.push([`assignProject, ${notices.length} notices in turn`, `${ms.toFixed(1)} ms`]);
  for (const [name, value] of out) console.log(`${name.padEnd(60)} ${value}`);
}
