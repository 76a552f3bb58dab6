/**
 * The outbox's rule (lib/notify/outbox.ts): a notice once per channel however often the crawl
 * delivers it; the batch in flight saved as `sending` before its request, `written` once the
 * request left whole; after a kill a `sending` batch is sent again and a `written` one counts as
 * sent. A "kill" here is a run abandoned mid-push and a new Outbox read from the last saved text.
 */
import { describe, expect, it } from 'vitest';
import { channelKey, channelLabel, emptyOutbox, Outbox, parseOutbox, pushAll, type ChannelConfig, type NotifyCaps, type Post, type PostRequest } from '../../lib/notify/index.ts';
import { FEED_KEPT } from '../../lib/notify/outbox.ts';
import { items, makeItem } from './fixtures.ts';

const channel: ChannelConfig = { type: 'webhook', url: 'http://127.0.0.1:9/hook' };
const key = channelKey(channel);
const channels = new Map([[key, channelLabel(channel)]]);

/** An outbox whose saves are kept, as the file would be. */
function fileOutbox(text?: string) {
  const saves: string[] = [];
  const outbox = new Outbox(text ? parseOutbox(text) : emptyOutbox(), (t) => void saves.push(t), Date.now);
  return { outbox, saves, last: () => saves.at(-1)! };
}

function caps(post: Post, logs: string[] = []): NotifyCaps {
  return { post, hmacSha256Base64: async () => '', now: Date.now, sleep: async () => {}, log: (t) => logs.push(t) };
}

/** A receiver that takes every request: what it got, by notice URL. */
function receiver() {
  const got: string[] = [];
  const post: Post = async (req, written) => {
    written();
    got.push(...(JSON.parse(req.body).notices as { url: string }[]).map((n) => n.url));
    return { status: 204, text: '' };
  };
  return { got, post };
}

describe('outbox', () => {
  it('takes a notice once per channel: delivered again, pending or already sent, it is not pushed twice', async () => {
    const { outbox } = fileOutbox();
    await outbox.enqueue(items(3), channels);
    await outbox.enqueue(items(3), channels); // a crawl killed before its delivered marks delivers again
    const r = receiver();
    await pushAll(outbox, [channel], caps(r.post));
    await outbox.enqueue(items(4), channels);
    await pushAll(outbox, [channel], caps(r.post));
    expect(r.got).toEqual(items(4).map((i) => i.url));
  });

  it('an edit in place (a new revisedAt) is news: pushed again under its own id', async () => {
    const { outbox } = fileOutbox();
    const r = receiver();
    await outbox.enqueue([makeItem(1)], channels);
    await pushAll(outbox, [channel], caps(r.post));
    await outbox.enqueue([makeItem(1, { id: `${makeItem(1).url}#revised=2026-11-21T08:00:00.000Z`, revisedAt: '2026-11-21T08:00:00.000Z' })], channels);
    await pushAll(outbox, [channel], caps(r.post));
    expect(r.got).toEqual([makeItem(1).url, makeItem(1).url]);
  });

  it('saves `sending` before the request and `written` before the answer is read', async () => {
    const { outbox, last } = fileOutbox();
    await outbox.enqueue(items(2), channels);
    const seen: string[] = [];
    const post: Post = async (_req: PostRequest, written) => {
      seen.push(parseOutbox(last()).channels[key]!.inflight!.state);
      written();
      await Promise.resolve();
      seen.push(parseOutbox(last()).channels[key]!.inflight!.state);
      return { status: 204, text: '' };
    };
    await pushAll(outbox, [channel], caps(post));
    expect(seen).toEqual(['sending', 'written']);
    const after = parseOutbox(last()).channels[key]!;
    expect(after.inflight).toBeUndefined();
    expect(after.sent).toEqual(items(2).map((i) => i.id));
  });

  it('after a kill while `sending`: the batch is sent again, once, in its place', async () => {
    const first = fileOutbox();
    await first.outbox.enqueue(items(3), channels);
    // The run dies inside the POST, before the request left whole: `written` never called.
    const dying: Post = () => new Promise(() => {});
    void pushAll(first.outbox, [channel], caps(dying));
    await new Promise((resolve) => setImmediate(resolve));
    expect(parseOutbox(first.last()).channels[key]!.inflight!.state).toBe('sending');

    const next = fileOutbox(first.last());
    const notes = await next.outbox.recover();
    expect(notes[0]).toContain('sent again');
    const r = receiver();
    await pushAll(next.outbox, [channel], caps(r.post));
    expect(r.got).toEqual(items(3).map((i) => i.url));
  });

  it('after a kill once `written`: the batch counts as sent and is not repeated; the rest goes out', async () => {
    const first = fileOutbox();
    await first.outbox.enqueue(items(150), channels); // two messages: 100 + 50
    const r = receiver();
    // The receiver takes the first message whole; the run dies before its answer is read.
    const dying: Post = (req, written) => {
      written();
      r.got.push(...(JSON.parse(req.body).notices as { url: string }[]).map((n) => n.url));
      return new Promise(() => {});
    };
    void pushAll(first.outbox, [channel], caps(dying));
    await new Promise((resolve) => setImmediate(resolve));
    expect(parseOutbox(first.last()).channels[key]!.inflight!.state).toBe('written');

    const next = fileOutbox(first.last());
    expect((await next.outbox.recover())[0]).toContain('counted as sent');
    await pushAll(next.outbox, [channel], caps(r.post));
    expect(r.got).toEqual(items(150).map((i) => i.url)); // each once, in order
  });

  it('a network error before the request left: kept for the next run; after it left whole: counted as sent', async () => {
    const logs: string[] = [];
    const { outbox } = fileOutbox();
    await outbox.enqueue(items(1), channels);
    const refused: Post = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const [before] = await pushAll(outbox, [channel], caps(refused));
    expect(before).toMatchObject({ sent: 0, left: 1, error: 'connect ECONNREFUSED' });
    const dropped: Post = async (_req, written) => {
      written();
      throw new Error('socket hang up');
    };
    const [after] = await pushAll(outbox, [channel], caps(dropped, logs));
    expect(after).toMatchObject({ sent: 1, left: 0 });
    expect(logs.join('\n')).toContain('written but not answered');
  });

  it('stays bounded: the feed keeps the last notices, past deadlines leave', async () => {
    let now = Date.parse('2026-11-28T00:00:00Z');
    const outbox = new Outbox(emptyOutbox(), () => {}, () => now);
    await outbox.enqueue(items(FEED_KEPT + 50).map((i) => ({ ...i, deadline: '2026-11-30T09:00' })), new Map());
    expect(outbox.feedItems()).toHaveLength(FEED_KEPT);
    expect(outbox.allItems()).toHaveLength(FEED_KEPT + 50); // upcoming deadlines kept for the calendar
    now = Date.parse('2026-12-05T00:00:00Z');
    await outbox.enqueue([makeItem(9999, { deadline: undefined })], new Map());
    expect(outbox.allItems()).toHaveLength(FEED_KEPT);
  });

  it('a damaged file is refused, never read as empty', () => {
    expect(() => parseOutbox('{"format":"tender-radar-outbox"')).toThrow('not JSON');
    expect(() => parseOutbox('{"format":"other"}')).toThrow('not a tender-radar outbox');
  });
});
