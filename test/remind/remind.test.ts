/** Reminders, the ICS alarms and project events, and the digest. */
import { describe, expect, it } from 'vitest';
import { buildDigest } from '../../lib/digest/index.ts';
import { deadlinesIcs } from '../../lib/export/ics.ts';
import { emptyProfile, type InterestProfile } from '../../lib/profile/index.ts';
import { assignProject, type Project } from '../../lib/project/index.ts';
import { dueReminders } from '../../lib/remind/index.ts';
import type { Notice } from '../../lib/types/notice.ts';

const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const notice = (url: string, title: string, extra: Partial<Notice> = {}): Notice => ({
  url: `https://x.edu.cn/${url}`,
  title,
  site: 'x.edu.cn',
  listUrl: 'https://x.edu.cn/list',
  type: '招标',
  attachments: [],
  firstSeenAt: '2025-06-01T02:00:00.000Z',
  ...extra,
});
const lab: InterestProfile = { ...emptyProfile(), groups: [{ name: 'lab', query: '实验室' }] };

describe('dueReminders', () => {
  const call = notice('1', '实验室改造工程招标公告', { deadline: '2025-06-13T09:30' });

  it('reminds N days before and on the last day, once each', () => {
    expect(dueReminders([call], lab, at(2025, 6, 9), [])).toEqual([]); // 4 days before
    const before = dueReminders([call], lab, at(2025, 6, 10), []);
    expect(before).toMatchObject([{ kind: 'before', daysLeft: 3, url: call.url }]);
    expect(dueReminders([call], lab, at(2025, 6, 11), [before[0]!.key])).toEqual([]);
    const last = dueReminders([call], lab, at(2025, 6, 13, 8, 5), [before[0]!.key]);
    expect(last).toMatchObject([{ kind: 'last-day', daysLeft: 0 }]);
    expect(dueReminders([call], { ...lab, reminderDays: 5 }, at(2025, 6, 8), [])).toMatchObject([{ kind: 'before', daysLeft: 5 }]);
    expect(dueReminders([call], { ...lab, reminderDays: 0 }, at(2025, 6, 11), [])).toEqual([]);
  });

  it('reminds again when a change moves the deadline', () => {
    const fired = dueReminders([call], lab, at(2025, 6, 10), []).map((r) => r.key);
    const moved = { ...call, deadline: '2025-06-14T09:30' };
    expect(dueReminders([moved], lab, at(2025, 6, 11), fired)).toMatchObject([{ kind: 'before', deadline: '2025-06-14T09:30' }]);
  });

  it('only for matching or starred notices; none for no deadline, a bad one or a past one', () => {
    const other = notice('2', '物业服务招标公告', { deadline: '2025-06-12T09:30' });
    expect(dueReminders([other], lab, at(2025, 6, 10), [])).toEqual([]);
    expect(dueReminders([other], lab, at(2025, 6, 10), [], { starred: new Set([other.url]) })).toHaveLength(1);
    const bad = [notice('3', '实验室A'), notice('4', '实验室B', { deadline: '下周五' }), notice('5', '实验室C', { deadline: '2025-06-01T09:30' }), notice('6', '实验室D', { deadline: '2025-13-45' })];
    expect(dueReminders(bad, lab, at(2025, 6, 10), [])).toEqual([]);
    expect(dueReminders([call], lab, at(2025, 6, 13, 9, 31), [])).toEqual([]); // closed a minute ago
    expect(dueReminders([], lab, at(2025, 6, 10), [])).toEqual([]);
  });

  it('a date-only deadline lasts the whole day', () => {
    const day = notice('7', '实验室设备询价', { deadline: '2025-06-13' });
    expect(dueReminders([day], lab, at(2025, 6, 13, 20), [])).toMatchObject([{ kind: 'last-day' }]);
  });
});

describe('deadlinesIcs', () => {
  it('carries the reminders as VALARMs', () => {
    const ics = deadlinesIcs([notice('1', '实验室改造工程招标公告', { deadline: '2025-06-13T09:30' })], new Date('2025-06-01T00:00:00Z'), { reminderDays: 3 });
    expect(ics).toContain('TRIGGER:-P3D');
    expect(ics).toContain('TRIGGER:-PT90M'); // 08:00 on the day of a 09:30 deadline
    expect(ics.match(/BEGIN:VALARM/g)).toHaveLength(2);
  });

  it('one event per project under one UID, its SEQUENCE bumped by each change', () => {
    const projects = new Map<string, Project>();
    const link = (n: Notice) => {
      const r = assignProject(n, projects.values());
      projects.set(r.project.key, r.project);
      return r.notice;
    };
    const call = link(notice('p1', '图书馆空调改造工程招标公告', { publishedAt: '2025-06-01', deadline: '2025-06-20T09:30' }));
    const stamp = new Date('2025-06-02T00:00:00Z');
    const first = deadlinesIcs([call], stamp);
    const change = link(notice('p2', '图书馆空调改造工程更正公告', { publishedAt: '2025-06-10', deadline: '2025-06-27T09:30', type: '更正变更' }));
    const second = deadlinesIcs([call, change], stamp);
    const uid = (ics: string) => /UID:(.*)/.exec(ics)![1];
    expect(uid(second)).toBe(uid(first));
    expect(second.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(first).toContain('SEQUENCE:0');
    expect(second).toContain('SEQUENCE:1');
    expect(second).toContain('DTSTART:20250627T093000');
  });
});

describe('buildDigest', () => {
  it("groups today's matches by university and stage, lists this week's deadlines and the moved ones", () => {
    const now = at(2025, 6, 10, 18);
    const today = new Date(at(2025, 6, 10, 9)).toISOString();
    const notices = [
      notice('a', '实验室改造工程招标公告', { firstSeenAt: today, deadline: '2025-06-12T09:30' }),
      notice('b', '实验室改造工程中标候选人公示', { firstSeenAt: today, type: '候选人公示', site: 'a.edu.cn' }),
      notice('c', '实验室装修更正公告', { firstSeenAt: today, type: '更正变更', deadline: '2025-06-20T09:30', changes: [{ field: 'deadline', from: '2025-06-13T09:30', to: '2025-06-20T09:30' }] }),
      notice('d', '实验室设备采购公告', { firstSeenAt: new Date(at(2025, 6, 2)).toISOString(), deadline: '2025-06-15T09:30' }),
      notice('e', '物业服务招标公告', { firstSeenAt: today, deadline: '2025-06-11T09:30' }),
      notice('f', '实验室家具采购公告', { firstSeenAt: 'garbage', deadline: '2025-06-01T09:30' }),
    ];
    const digest = buildDigest(notices, lab, now);
    expect(digest.date).toBe('2025-06-10');
    expect(digest.total).toBe(3);
    expect(digest.sites.map((s) => s.site)).toEqual(['a.edu.cn', 'x.edu.cn']);
    expect(digest.sites[1]!.stages.map((s) => [s.stage, s.items.map((i) => i.url.slice(-1))])).toEqual([['call', ['a']], ['change', ['c']]]);
    expect(digest.deadlinesThisWeek.map((i) => i.url.slice(-1))).toEqual(['a', 'd']);
    expect(digest.changed).toMatchObject([{ url: 'https://x.edu.cn/c', changes: [{ field: 'deadline' }] }]);
    expect(buildDigest([], emptyProfile(), now)).toMatchObject({ total: 0, sites: [], deadlinesThisWeek: [], changed: [] });
  });
});
