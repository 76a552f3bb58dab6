/** The notice list: the snapshot, the status, and the user's marks on a notice. */
import { MARKS, NO_MARKS, type MarkRecord } from '../../../lib/extension/records.ts';
import { buildSnapshot, noticeViews, unreadCount } from '../../../lib/extension/snapshot.ts';
import type { Handlers, NoticeMarks } from '../../../lib/messages/protocol.ts';
import { isCrawling } from '../crawl-runner.ts';
import type { HandlerContext } from './context.ts';

export function noticeHandlers(ctx: HandlerContext): Pick<Handlers, 'getSnapshot' | 'getStatus' | 'markRead' | 'star' | 'dismiss'> {
  const { store } = ctx;
  const mark = async (url: string, change: Partial<NoticeMarks>) => {
    const old = await store.get(MARKS, url);
    const value: MarkRecord = { ...NO_MARKS, ...old, ...change, url };
    await store.write([{ type: 'put', collection: MARKS, key: url, value }]);
    await ctx.changed();
  };
  return {
    getSnapshot: async () => buildSnapshot(store, ctx.now().getTime(), (await ctx.nativeStatus()).connected, await ctx.directory?.()),
    getStatus: async () => ({ crawling: isCrawling(), unread: unreadCount(await noticeViews(store, ctx.now().getTime())) }),
    markRead: ({ url, read }) => mark(url, { read }),
    star: ({ url, starred }) => mark(url, { starred }),
    dismiss: ({ url, dismissed }) => mark(url, { dismissed }),
  };
}
