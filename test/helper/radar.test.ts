/** The helper's side: crawl lines carry project and changes; eval reports project linking and ranking. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noticeLine } from '../../helper/crawl/output.ts';
import { evaluate as evaluateProjects } from '../../helper/eval/projects.ts';
import { evaluate as evaluateRank } from '../../helper/eval/rank.ts';

const corpus = existsSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'titles', 'fzu-dev-reviewed.jsonl'));

describe('crawl output', () => {
  it('a notice line carries its project and changes, and leaves out empty ones', () => {
    const base = { url: 'https://x.edu.cn/1', title: 't', site: 'x.edu.cn', listUrl: 'https://x.edu.cn/l', type: null, attachments: [], firstSeenAt: '2025-01-01T00:00:00.000Z' };
    const line = noticeLine({ ...base, project: 'x.edu.cn#no-1234abcd', changes: [{ field: 'deadline', from: '2025-01-10T09:00', to: '2025-01-17T09:00' }] });
    expect(line.project).toBe('x.edu.cn#no-1234abcd');
    expect(line.changes).toEqual([{ field: 'deadline', from: '2025-01-10T09:00', to: '2025-01-17T09:00' }]);
    expect('changes' in noticeLine({ ...base, changes: [] })).toBe(false);
  });
});

describe('eval sections', () => {
  it('projects: pairwise precision and recall for --json', async () => {
    const section = await evaluateProjects();
    expect(section.projects.precision).toBeGreaterThan(0.9);
    expect(section.projects.recall).toBeGreaterThan(0.9);
    expect(section.rows.length).toBe(corpus ? 4 : 2);
  });

  it.skipIf(!corpus)('ranking: 20 clicks make neither persona\'s ranking worse', async () => {
    const section = (await evaluateRank())!;
    for (const persona of ['lab-contractor', 'property-services']) {
      const before = section.rank[`${persona} before feedback`]!;
      const after = section.rank[`${persona} after 20 clicks`]!;
      expect(after.ndcg10).toBeGreaterThanOrEqual(before.ndcg10);
      expect(after.forMePrecision).toBeGreaterThanOrEqual(before.forMePrecision);
    }
  });
});
