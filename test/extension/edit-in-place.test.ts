/**
 * A notice edited in place, as the extension meets it: test/shapes15's `edited` university
 * (www.gxd.edu.cn) changes a day-1 title to "…（更正）" on day 2, keeping its URL. The crawl bound as
 * worker-crawl.ts binds it (deliver → keepForAnnouncement), then the radar's afterCheck: the user
 * read the notice on day 1; after day 2's check the one record carries the new title and its
 * former one, is unread again, and raises one alert saying old title → new.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepForAnnouncement } from '../../entrypoints/background/crawl-runner.ts';
import { createClassifier } from '../../lib/classify/index.ts';
import { crawl } from '../../lib/crawl/index.ts';
import { afterCheck } from '../../lib/extension/radar.ts';
import { MARKS, NO_MARKS } from '../../lib/extension/records.ts';
import { createFetcher } from '../../lib/fetch/index.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { localFetch } from '../crawl/support.ts';
import { startServer, truth } from '../shapes15/server.ts';
import { corpusPresent } from '../shapes15/titles.mjs';

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });
let server: Server;
let port: number;

beforeAll(async () => {
  if (!corpusPresent) return;
  server = await startServer({ port: 0 });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe.skipIf(!corpusPresent)('a notice edited in place, in the extension', () => {
  it('comes back unread under its new title, with its former one, and raises one alert old → new', async () => {
    const store = new MemoryStore();
    const seeds = ['http://www.gxd.edu.cn/'];
    const check = async (): Promise<Notice[]> => {
      const delivered: Notice[] = [];
      await crawl(
        {
          fetcher: createFetcher({ fetch: localFetch(port), hostDelayMs: 0 }),
          store,
          classifier,
          tokenizer,
          clock: Date.now,
          deliver: async (fresh) => {
            await keepForAnnouncement(store, fresh);
            delivered.push(...fresh);
          },
        },
        { seeds },
      );
      return delivered;
    };
    await fetch(`http://127.0.0.1:${port}/__day?set=1`);
    const day1 = await check();
    const edit = truth(2).changed.find((e) => e.day === 2 && e.shape === 'edited' && e.expect === 'report')!;
    const before = day1.find((n) => n.url === edit.url)!;
    expect(before, 'the day-1 notice the web edits on day 2').toBeDefined();
    await store.write([{ type: 'put', collection: MARKS, key: edit.url, value: { ...NO_MARKS, url: edit.url, read: true } }]);

    await fetch(`http://127.0.0.1:${port}/__day?set=2`);
    const day2 = await check();
    const again = day2.filter((n) => n.url === edit.url);
    expect(again).toHaveLength(1);
    const stored = (await store.get('notices', edit.url))!;
    expect(stored.title).not.toBe(before.title);
    expect(stored.title).toContain('更正');
    expect(stored.formerTitles).toEqual([before.title]);
    expect(stored.firstSeenAt).toBe(before.firstSeenAt);
    expect((await store.get(MARKS, edit.url))?.read).toBe(false);
    // Only the edit comes back of day 1's notices.
    const day1Urls = new Set(day1.map((n) => n.url));
    expect(day2.filter((n) => day1Urls.has(n.url)).map((n) => n.url)).toEqual([edit.url]);

    const { alerts } = await afterCheck(store, day2, new Date(), (n) => ({ title: 'changed', message: (n.changes ?? []).map((c) => `${c.field}: ${c.from} → ${c.to}`).join('\n') }));
    expect(alerts.filter((a) => a.url === edit.url)).toEqual([
      expect.objectContaining({ id: `change ${edit.url}`, message: expect.stringContaining(`title: ${before.title} → ${stored.title}`) }),
    ]);
  }, 120_000);
});
