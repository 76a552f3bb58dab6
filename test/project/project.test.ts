/** Project timelines: linking across stages, columns and sub-sites; changes; results; stable keys. */
import { describe, expect, it } from 'vitest';
import { assignProject, projectKey, stageOf, titleCore, type Project } from '../../lib/project/index.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { linkAll, pairScore, writtenSet } from '../../helper/eval/projects.ts';
import { linkProject } from '../../lib/crawl/projects.ts';
import { CrawlState } from '../../lib/crawl/state.ts';
import { MemoryStore } from '../../lib/store/memory.ts';

const notice = (url: string, title: string, publishedAt: string, extra: Partial<Notice> = {}): Notice => ({
  url: `https://cg.x.edu.cn/${url}`,
  title,
  site: 'x.edu.cn',
  listUrl: 'https://cg.x.edu.cn/list',
  type: null,
  attachments: [],
  publishedAt,
  firstSeenAt: `${publishedAt}T08:00:00.000Z`,
  ...extra,
});

/** Feeds notices in order through a JSON round trip of the stored projects, as the crawl stores them. */
function feed(notices: Notice[], start: Project[] = []) {
  const store = new Map(start.map((p) => [p.key, JSON.parse(JSON.stringify(p)) as Project]));
  const out: Notice[] = [];
  for (const n of notices) {
    const { notice, project } = assignProject(n, store.values());
    store.set(project.key, JSON.parse(JSON.stringify(project)) as Project);
    out.push(notice);
  }
  return { notices: out, projects: [...store.values()] };
}

describe('titleCore and stageOf', () => {
  it('strips the frame and stage words so every stage names the same project', () => {
    const core = titleCore('关于福州大学机械学院实验室改造工程项目的招标公告');
    expect(titleCore('关于福州大学机械学院实验室改造工程项目中标候选人的公示')).toBe(core);
    expect(titleCore('福建某招标代理有限公司关于福州大学机械学院实验室改造工程的中标公告')).toBe(core);
    expect(titleCore('2025年5月政府采购意向公开（机械学院实验室改造）')).toBe(core);
    expect(stageOf({ title: '关于机械学院实验室改造工程的更正公告', type: null })).toBe('change');
    expect(stageOf({ title: '机械学院实验室改造工程中标候选人公示', type: null })).toBe('result');
    expect(stageOf({ title: '任何标题', type: '采购意向' })).toBe('intent');
  });
});

describe('assignProject', () => {
  it('links intention → call → 更正 without a number → result, records the moved deadline and closes with the winner', () => {
    const { notices, projects } = feed([
      notice('1', '2025年政府采购意向公开（生命科学学院流式细胞仪）', '2025-03-01', { type: '采购意向' }),
      notice('2', '生命科学学院流式细胞仪采购项目公开招标公告', '2025-04-01', { projectNo: 'X-2025-07', deadline: '2025-04-22T09:30', openingAt: '2025-04-22T09:30', budget: 1_200_000 }),
      notice('3', '生命科学学院流式细胞仪采购项目更正公告', '2025-04-15', { deadline: '2025-04-29T09:30', budget: 1_300_000 }),
      notice('4', '生命科学学院流式细胞仪采购项目澄清公告', '2025-04-18'),
      notice('5', '生命科学学院流式细胞仪采购项目中标结果公告', '2025-05-10', { projectNo: 'X-2025-07', winner: '某仪器公司', amount: 1_250_000 }),
    ]);
    expect(new Set(notices.map((n) => n.project)).size).toBe(1);
    expect(projects).toHaveLength(1);
    expect(notices[2]!.changes).toEqual([
      { field: 'deadline', from: '2025-04-22T09:30', to: '2025-04-29T09:30' },
      { field: 'budget', from: 1_200_000, to: 1_300_000 },
    ]);
    expect(notices[3]!.changes).toBeUndefined(); // a clarification that moves nothing
    const [p] = projects;
    expect(p).toMatchObject({ stage: 'result', closed: true, winner: '某仪器公司', amount: 1_250_000, deadline: '2025-04-29T09:30', projectNo: 'X-2025-07', sequence: 1 });
    expect(p!.notices).toHaveLength(5);
  });

  it('keeps look-alikes apart: other numbers, other years, other campuses, a new round after the result', () => {
    const { notices } = feed([
      notice('a', '2024年教材采购项目招标公告', '2024-06-01'),
      notice('b', '2025年教材采购项目招标公告', '2025-06-01'),
      notice('c', '望江校区图书馆空调改造工程招标公告', '2025-04-01'),
      notice('d', '江安校区图书馆空调改造工程招标公告', '2025-04-01'),
      notice('e', '实验室改造工程招标公告', '2025-04-01', { projectNo: 'XD-2025-01' }),
      notice('f', '实验室改造工程招标公告', '2025-04-02', { projectNo: 'XD-2025-02' }),
      notice('g', '店面出租项目中标公告', '2025-05-01'),
      notice('h', '店面出租项目招标公告', '2025-05-20'),
      notice('i', '中标候选人公示', '2025-05-21'),
      notice('j', '中标候选人公示', '2025-05-22'),
    ]);
    expect(new Set(notices.map((n) => n.project)).size).toBe(notices.length);
  });

  it('a result months after the call still joins; a year later it does not', () => {
    const near = feed([notice('1', '体育馆照明改造工程招标公告', '2025-01-10'), notice('2', '体育馆照明改造工程中标公告', '2025-05-10')]).notices;
    expect(near[0]!.project).toBe(near[1]!.project);
    const far = feed([notice('1', '体育馆照明改造工程招标公告', '2023-01-10'), notice('2', '体育馆照明改造工程中标公告', '2025-05-10')]).notices;
    expect(far[0]!.project).not.toBe(far[1]!.project);
  });

  it('keys are stable across runs: a later run joins the stored project, and re-assigning is idempotent', () => {
    const first = feed([notice('1', '图书馆数据库采购项目招标公告', '2025-03-01', { deadline: '2025-03-20T09:00' })]);
    const again = feed([notice('1', '图书馆数据库采购项目招标公告', '2025-03-01', { deadline: '2025-03-20T09:00' })]);
    expect(again.notices[0]!.project).toBe(first.notices[0]!.project);
    expect(first.notices[0]!.project).toBe(projectKey(first.notices[0]!));
    const later = feed([notice('2', '图书馆数据库采购项目延期公告', '2025-03-15', { deadline: '2025-03-27T09:00' })], first.projects);
    expect(later.notices[0]!.project).toBe(first.notices[0]!.project);
    expect(later.notices[0]!.changes).toEqual([{ field: 'deadline', from: '2025-03-20T09:00', to: '2025-03-27T09:00' }]);
    const repeat = assignProject(first.notices[0]!, later.projects);
    expect(repeat.project.notices).toHaveLength(2);
    expect(repeat.created).toBe(false);
  });

  it('survives bad input: no title, no date, no site match', () => {
    const { notices } = feed([
      notice('1', '', '2025-01-01'),
      { ...notice('2', '公告', '2025-01-01'), publishedAt: undefined, firstSeenAt: 'not a date' },
      { ...notice('3', '实验室改造工程招标公告', '2025-01-01'), site: 'y.edu.cn' },
      notice('4', '实验室改造工程中标公告', '2025-02-01'),
    ]);
    expect(notices.every((n) => typeof n.project === 'string')).toBe(true);
    expect(notices[2]!.project).not.toBe(notices[3]!.project);
  });
});

describe('the written chains', () => {
  it('links every chain and no look-alike (pairwise P and R = 1 on the seen set)', () => {
    const set = writtenSet();
    const score = pairScore(linkAll(set.notices), set.gold);
    expect(score.chains).toBeGreaterThanOrEqual(20);
    expect(score.precision).toBe(1);
    expect(score.recall).toBe(1);
  });
});

describe('the crawl hook (lib/crawl/projects.ts)', () => {
  it('stores the project in the notice batch, and a later run joins it', async () => {
    const store = new MemoryStore();
    const run1 = new CrawlState(store);
    const call = await linkProject(run1, notice('c', '图书馆空调改造工程招标公告', '2025-03-01', { deadline: '2025-03-21T09:00' }));
    await run1.commit([{ type: 'put', collection: 'notices', key: call.notice.url, value: call.notice }, ...call.ops]);
    const run2 = new CrawlState(store); // the next crawl: projects read from the store
    const change = await linkProject(run2, notice('d', '图书馆空调改造工程延期公告', '2025-03-15', { deadline: '2025-03-28T09:00' }));
    await run2.commit(change.ops);
    const result = await linkProject(run2, notice('e', '图书馆空调改造工程中标公告', '2025-04-10', { winner: '某公司' }));
    await run2.commit(result.ops);
    expect(change.notice.project).toBe(call.notice.project);
    expect(result.notice.project).toBe(call.notice.project);
    expect(change.notice.changes).toEqual([{ field: 'deadline', from: '2025-03-21T09:00', to: '2025-03-28T09:00' }]);
    const stored = await store.getAll('projects');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ closed: true, winner: '某公司', deadline: '2025-03-28T09:00', sequence: 1 });
    expect(stored[0]!.notices).toHaveLength(3);
  });
});
