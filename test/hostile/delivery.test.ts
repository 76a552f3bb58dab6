/**
 * The delivery's recovery after a kill between appending a batch to --out and marking it, taken
 * step by step in process (the kill tests hit it at random): the whole lines are marked
 * delivered, a torn last line is cut off, the rest stays undelivered.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDelivery, recoverPending } from '../../helper/crawl/delivery.ts';
import { noticeLine } from '../../helper/crawl/output.ts';
import { openFileStore } from '../../helper/file-store.ts';
import { openOutput } from '../../helper/output.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { freshDir } from './tmpfs.ts';

const notice = (i: number): Notice => ({
  url: `http://zbb.x.edu.cn/info/${i}.htm`,
  title: `关于第${i}批设备采购项目的招标公告`,
  site: 'x.edu.cn',
  listUrl: 'http://zbb.x.edu.cn/zbgg.htm',
  type: '招标',
  attachments: [],
  firstSeenAt: '2026-11-20T08:00:00.000Z',
});
const line = (n: Notice) => `${JSON.stringify(noticeLine(n))}\n`;

describe('recoverPending', () => {
  it('marks the whole lines of the interrupted batch, cuts a torn one, leaves the rest undelivered', async () => {
    const dir = freshDir('delivery-');
    const out = join(dir, 'out.jsonl');
    const earlier = '{"url":"http://earlier.example/1"}\n';
    writeFileSync(out, earlier);
    const batch = [1, 2, 3, 4].map(notice);
    const store = await openFileStore(join(dir, 'state'));
    // As appendBatch leaves things when killed after writing two lines and half a third.
    await store.write([{ type: 'put', collection: 'helper/out', key: 'pending', value: { path: out, offset: earlier.length, urls: batch.map((n) => n.url) } }]);
    writeFileSync(out, earlier + line(batch[0]!) + line(batch[1]!) + line(batch[2]!).slice(0, 20), { flag: 'w' });
    const message = await recoverPending(store, Date.now);
    expect(message).toMatch(/4 notices .*: 2 had been written whole; a torn last line \(from byte \d+\) was cut off; the other 2 come again/);
    expect(await store.keys('delivered')).toEqual([batch[0]!.url, batch[1]!.url]);
    expect(readFileSync(out, 'utf8')).toBe(earlier + line(batch[0]!) + line(batch[1]!));
    expect(await recoverPending(store, Date.now)).toBeUndefined(); // done once
    await store.close();
  });

  it('a batch delivered to a file appends, marks every notice and leaves nothing pending', async () => {
    const dir = freshDir('delivery-');
    const out = join(dir, 'out.jsonl');
    writeFileSync(out, 'kept\n');
    const store = await openFileStore(join(dir, 'state'));
    const output = openOutput(out, { append: true });
    const deliver = createDelivery(output, store, () => {});
    const batch = [5, 6].map(notice);
    await deliver(batch);
    await output.close();
    expect(readFileSync(out, 'utf8')).toBe(`kept\n${batch.map(line).join('')}`);
    expect(await store.keys('delivered')).toEqual(batch.map((n) => n.url).sort());
    expect(await store.keys('helper/out')).toEqual([]);
    await store.close();
  });
});
