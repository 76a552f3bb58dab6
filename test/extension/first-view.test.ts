/** The popup's stored first page (settings/view): what the popup draws after one read. */
import { describe, expect, it } from 'vitest';
import { firstView, VIEW_NOTICES } from '../../lib/extension/snapshot.ts';
import type { NoticeView, Snapshot } from '../../lib/messages/protocol.ts';

const notice = (i: number, marks: Partial<NoticeView> = {}): NoticeView => ({
  url: `https://zbb.a.edu.cn/info/${i}.htm`,
  title: `实验室设备采购项目${i}公开招标公告`,
  site: 'a.edu.cn',
  listUrl: 'https://zbb.a.edu.cn/',
  type: '招标',
  attachments: [],
  firstSeenAt: '2026-11-01T08:00:00.000Z',
  body: '采购需求：'.repeat(5000),
  read: false,
  starred: false,
  dismissed: false,
  rank: 1 - i / 1000,
  ...marks,
});

describe('firstView', () => {
  const snapshot = (notices: NoticeView[]): Snapshot => ({
    notices,
    sites: [],
    unread: notices.length,
    crawling: false,
    schedule: { hour: 8, minute: 0 } as unknown as Snapshot['schedule'],
    nativeConnected: false,
    markEverywhere: false,
    now: '2026-11-02T00:00:00.000Z',
  });

  it('keeps the first page, unread first, dismissed out, without the page text', () => {
    const all = Array.from({ length: 300 }, (_, i) => notice(i, { read: i < 10, dismissed: i === 20 }));
    const view = firstView(snapshot(all));
    expect(view.notices).toHaveLength(VIEW_NOTICES);
    expect(view.notices[0]!.url).toBe(all[10]!.url); // the unread first
    expect(view.notices.some((n) => n.dismissed)).toBe(false);
    expect(view.notices.every((n) => n.body === undefined && n.title.length > 0)).toBe(true);
    expect(JSON.stringify(view).length).toBeLessThan(100_000);
  });
});
