/** The radar's cuts of the popup list: "for me" or all, and one entry per project. */
import type { NoticeView } from '../../lib/messages/protocol.ts';
import type { Project } from '../../lib/project/project.ts';

export type ListView = 'for-me' | 'all';

/** "For me": what the profile matched and the learned ranking kept; "all": every notice. */
export function inView(notices: readonly NoticeView[], view: ListView): NoticeView[] {
  // A view without the radar's fields (a stored first view from before it) counts as for me.
  return view === 'all' ? [...notices] : notices.filter((n) => n.forMe !== false);
}

/** A project's key → the project, for the projects with more than one notice. */
export function projectIndex(projects: readonly Project[] = []): Map<string, Project> {
  return new Map(projects.map((p) => [p.key, p]));
}

/** Keeps the first (best-ranked) notice of each multi-notice project: the project's one entry. */
export function collapseProjects(notices: readonly NoticeView[], projects: ReadonlyMap<string, Project>): NoticeView[] {
  const seen = new Set<string>();
  return notices.filter((n) => {
    if (!n.project || !projects.has(n.project)) return true;
    if (seen.has(n.project)) return false;
    seen.add(n.project);
    return true;
  });
}
