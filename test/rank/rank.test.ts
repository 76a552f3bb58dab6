/** Ranking that learns: judgements move similar notices, undo restores the model, the model is plain JSON. */
import { describe, expect, it } from 'vitest';
import { emptyProfile, type InterestProfile } from '../../lib/profile/index.ts';
import { feedbackOn, rankForMe, urgency } from '../../lib/rank/for-me.ts';
import { emptyModel, noticeFeatures, preference, readModel, unlearn, type FeedbackModel } from '../../lib/rank/learn.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { ndcgAt } from '../../helper/eval/rank.ts';

const NOW = new Date(2025, 5, 10, 12, 0).getTime();
let n = 0;
const notice = (title: string, extra: Partial<Notice> = {}): Notice => ({
  url: `https://x.edu.cn/${n++}`,
  title,
  site: 'x.edu.cn',
  listUrl: 'https://x.edu.cn/list',
  type: '招标',
  attachments: [],
  publishedAt: '2025-06-09',
  firstSeenAt: '2025-06-09T08:00:00.000Z',
  ...extra,
});

const list = [
  notice('化学学院实验室改造工程招标公告'),
  notice('物信学院实验室装修工程招标公告'),
  notice('学生公寓物业服务项目招标公告'),
  notice('图书馆物业管理服务采购公告'),
  notice('校园绿化养护服务项目招标公告'),
  notice('关于暂停邮件系统服务的通知', { type: null }),
];
const none = emptyProfile();

describe('learning from judgements', () => {
  it('"not for me" on one notice lowers the notices like it, not the others', () => {
    const before = rankForMe(list, none, emptyModel(), NOW);
    const { model } = feedbackOn(emptyModel(), notice('旗山校区学生公寓物业服务招标公告'), 'not-for-me', none);
    const after = rankForMe(list, none, model, NOW);
    const rankOf = (ranked: typeof before, title: string) => ranked.find((r) => r.notice.title === title)!.rank;
    expect(rankOf(after, '学生公寓物业服务项目招标公告')).toBeLessThan(rankOf(before, '学生公寓物业服务项目招标公告'));
    expect(rankOf(after, '图书馆物业管理服务采购公告')).toBeLessThan(rankOf(before, '图书馆物业管理服务采购公告'));
    expect(after.at(-1)!.notice.title).toBe('学生公寓物业服务项目招标公告');
    expect(rankOf(after, '化学学院实验室改造工程招标公告')).toBeGreaterThanOrEqual(rankOf(before, '化学学院实验室改造工程招标公告'));
  });

  it('"not a tender" sinks look-alikes of a non-notice; starred raises its like', () => {
    let model: FeedbackModel = emptyModel();
    model = feedbackOn(model, notice('关于邮件系统故障的紧急通知', { type: null }), 'not-a-tender', none).model;
    model = feedbackOn(model, notice('生物学院实验室改造工程招标公告'), 'starred', none).model;
    const ranked = rankForMe(list, none, model, NOW).map((r) => r.notice.title);
    expect(ranked.slice(0, 2).sort()).toEqual(['化学学院实验室改造工程招标公告', '物信学院实验室装修工程招标公告']);
    expect(ranked.at(-1)).toBe('关于暂停邮件系统服务的通知');
  });

  it('undo restores the model exactly, in reverse order', () => {
    const steps = [];
    let model: FeedbackModel = emptyModel();
    const snapshots = [model];
    for (const [title, kind] of [['物业服务招标', 'not-for-me'], ['实验室改造招标', 'starred'], ['邮件系统通知', 'not-a-tender'], ['实验室装修', 'opened']] as const) {
      const r = feedbackOn(model, notice(title), kind, none);
      model = r.model;
      steps.push(r.step);
      snapshots.push(model);
    }
    for (let i = steps.length - 1; i >= 0; i--) {
      model = unlearn(model, steps[i]!);
      const want = snapshots[i]!;
      expect(model.updates).toBe(want.updates);
      expect(model.bias).toBeCloseTo(want.bias, 12);
      for (const f of new Set([...Object.keys(model.weights), ...Object.keys(want.weights)])) expect(model.weights[f] ?? 0).toBeCloseTo(want.weights[f] ?? 0, 12);
    }
    expect(Object.keys(model.weights)).toEqual([]);
  });

  it('is plain JSON; a malformed stored model reads as empty', () => {
    const { model } = feedbackOn(emptyModel(), notice('物业服务招标'), 'not-for-me', none);
    const features = noticeFeatures(notice('物业服务招标'));
    expect(preference(readModel(JSON.parse(JSON.stringify(model))), features)).toBeCloseTo(preference(model, features), 12);
    expect(readModel(null)).toEqual(emptyModel());
    expect(readModel({ version: 2 })).toEqual(emptyModel());
    expect(readModel({ version: 1, bias: 'x', weights: {} })).toEqual(emptyModel());
    expect(readModel({ version: 1, bias: 0, weights: { a: 1e9, b: 'x', c: NaN } }).weights).toEqual({ a: 4 });
  });
});

describe('rankForMe', () => {
  it('puts matches first, marks them "for me", and weighs deadline urgency', () => {
    const profile: InterestProfile = { ...emptyProfile(), groups: [{ name: 'lab', query: '实验室' }] };
    const ranked = rankForMe(list, profile, emptyModel(), NOW);
    expect(ranked.slice(0, 2).every((r) => r.forMe)).toBe(true);
    expect(ranked.slice(2).some((r) => r.forMe)).toBe(false);
    expect(urgency({ deadline: '2025-06-12T09:30' }, NOW)).toBeGreaterThan(urgency({ deadline: '2025-07-30T09:30' }, NOW));
    expect(urgency({ deadline: '2025-06-01T09:30' }, NOW)).toBeLessThan(1);
    expect(urgency({ deadline: 'unknown' }, NOW)).toBe(1);
    expect(urgency({}, NOW)).toBe(1);
  });

  it('an empty list ranks to nothing', () => {
    expect(rankForMe([], emptyProfile(), emptyModel(), NOW)).toEqual([]);
  });
});

describe('nDCG', () => {
  it('is 1 for the ideal order and lower otherwise', () => {
    expect(ndcgAt([2, 1, 0], 10)).toBe(1);
    expect(ndcgAt([0, 1, 2], 10)).toBeLessThan(1);
    expect(ndcgAt([0, 0], 10)).toBe(0);
  });
});
