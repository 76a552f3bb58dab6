/** Ranking: fresher first, open deadlines up, and "not a tender" lowering similar real titles. */
import { describe, expect, it } from 'vitest';
import { feedbackFactor } from '../../lib/rank/feedback.ts';
import { freshness, rankNotices } from '../../lib/rank/rank-notices.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { corpusMissing, reviewedNotices } from './corpus.ts';

const NOW = Date.parse('2024-11-01T09:00:00');
const notice = (title: string, publishedAt: string, extra: Partial<Notice> = {}): Notice => ({
  url: `https://zbb.fzu.edu.cn/${encodeURIComponent(title)}`,
  title,
  site: 'fzu.edu.cn',
  listUrl: 'https://zbb.fzu.edu.cn/',
  type: '招标',
  attachments: [],
  firstSeenAt: `${publishedAt}T08:00:00`,
  publishedAt,
  ...extra,
});

describe('freshness', () => {
  it('halves each week and favours an open deadline', () => {
    const today = freshness(notice('a', '2024-11-01'), NOW);
    const weekOld = freshness(notice('a', '2024-10-25'), NOW);
    expect(weekOld / today).toBeCloseTo(0.5, 1);
    const open = freshness(notice('a', '2024-10-25', { deadline: '2024-11-05T09:30' }), NOW);
    const closed = freshness(notice('a', '2024-10-25', { deadline: '2024-10-30T09:30' }), NOW);
    expect(open).toBeGreaterThan(weekOld);
    expect(closed).toBeLessThan(weekOld);
  });

  it('copes with a missing or unreadable date', () => {
    expect(freshness({ ...notice('a', 'bad'), firstSeenAt: 'also bad' }, NOW)).toBe(1);
  });
});

describe('feedback', () => {
  it('sinks titles like a dismissed one and lifts titles like a starred one', () => {
    const factor = feedbackFactor({ dismissed: ['2024年研究生招生考试报名公告'], liked: ['实验室设备采购项目招标公告'] });
    expect(factor('2025年研究生招生考试报名公告')).toBeLessThan(0.5);
    expect(factor('化学实验室设备采购项目招标公告')).toBeGreaterThan(1.2);
    expect(factor('图书馆物业服务询价公告')).toBeCloseTo(1, 1);
  });
});

describe.skipIf(corpusMissing)('rankNotices on real titles', () => {
  if (corpusMissing) console.warn(`skipped: ${corpusMissing}`);
  it('moves the titles most like a dismissed "other" below the notices', () => {
    const all = reviewedNotices().slice(0, 400).map((n) => ({ ...n, publishedAt: '2024-11-01' }));
    const other = all.find((n) => n.label === 'other' && n.title.includes('通知'))!;
    const before = rankNotices(all, { dismissed: [], liked: [] }, NOW);
    const after = rankNotices(all, { dismissed: [other.title], liked: [] }, NOW);
    const position = (list: { url: string }[]) => list.findIndex((n) => n.url === other.url);
    expect(position(after)).toBeGreaterThan(position(before));
    expect(position(after)).toBeGreaterThanOrEqual(all.length * 0.95);
    // The notices the classifier would keep are not dragged down with it.
    const meanNoticePosition = (list: { label: string }[]) => {
      const places = list.flatMap((n, i) => (n.label === 'notice' ? [i] : []));
      return places.reduce((a, b) => a + b, 0) / places.length;
    };
    expect(meanNoticePosition(after)).toBeLessThanOrEqual(meanNoticePosition(before) + 1);
  });
});
