/**
 * The crawl's hook into project timelines: a new notice is linked to its project (lib/project)
 * in the same batch that stores it. The projects are read from the store once per crawl and kept
 * in memory, by site, since a notice only joins a project of its own university.
 */
import { assignProject, type Project } from '../project/project.ts';
import type { Notice } from '../types/notice.ts';
import type { WriteOp } from '../store/store.ts';
import { put, type CrawlState } from './state.ts';

const books = new WeakMap<CrawlState, Promise<Map<string, Map<string, Project>>>>();

async function book(state: CrawlState): Promise<Map<string, Map<string, Project>>> {
  let loaded = books.get(state);
  if (!loaded) {
    loaded = state.projects().then((all) => {
      const bySite = new Map<string, Map<string, Project>>();
      for (const p of all) {
        const site = bySite.get(p.site) ?? new Map<string, Project>();
        site.set(p.key, p);
        bySite.set(p.site, site);
      }
      return bySite;
    });
    books.set(state, loaded);
  }
  return loaded;
}

/** `notice` with its project (and changes) set, and the op that stores the project (ingest's `link`). */
export async function linkProject(state: CrawlState, notice: Notice): Promise<{ notice: Notice; ops: WriteOp[] }> {
  const bySite = await book(state);
  const site = bySite.get(notice.site) ?? new Map<string, Project>();
  bySite.set(notice.site, site);
  const { notice: linked, project } = assignProject(notice, site.values());
  site.set(project.key, project);
  return { notice: linked, ops: [put('projects', project.key, project)] };
}
