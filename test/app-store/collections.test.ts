/**
 * The store's schema (lib/app-store/collections.ts): a read is typed by its collection, a setting by its
 * key, and a write is checked against both. The type assertions are checked by `tsc --noEmit`
 * (npm run typecheck); the `@ts-expect-error` lines fail it the day a wrong call compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FrontierEntry } from '../../lib/crawl/frontier.ts';
import type { SiteRecord } from '../../lib/crawl/state.ts';
import type { CrawlMarker } from '../../lib/extension/records.ts';
import type { Schedule } from '../../lib/messages/protocol.ts';
import { MemoryStore } from '../../lib/store/memory.ts';
import type { WriteOp } from '../../lib/store/store.ts';
import type { Notice } from '../../lib/types/notice.ts';

describe('the store schema', () => {
  it('types reads by collection, settings by key, with no type argument', async () => {
    const store = new MemoryStore();
    const schedule: Schedule = { time: '07:00', everyHours: 12 };
    await store.write([
      { type: 'put', collection: 'settings', key: 'schedule', value: schedule },
      { type: 'put', collection: 'settings', key: 'hostDelayMs', value: 1500 },
      { type: 'put', collection: 'seen/a.edu.cn', key: 'https://www.a.edu.cn/', value: 1 },
    ]);
    expect(await store.get('settings', 'schedule')).toEqual(schedule);
    expect(await store.get('settings', 'hostDelayMs')).toBe(1500);
    expect(await store.keys('seen/a.edu.cn')).toEqual(['https://www.a.edu.cn/']);

    expectTypeOf(store.get('notices', 'u')).resolves.toEqualTypeOf<Notice | undefined>();
    expectTypeOf(store.get('sites', 'a.edu.cn')).resolves.toEqualTypeOf<SiteRecord | undefined>();
    expectTypeOf(store.get('settings', 'schedule')).resolves.toEqualTypeOf<Schedule | undefined>();
    expectTypeOf(store.get('settings', 'crawl')).resolves.toEqualTypeOf<CrawlMarker | undefined>();
    expectTypeOf(store.getAll('frontier/a.edu.cn')).resolves.toEqualTypeOf<FrontierEntry[]>();
  });

  it('refuses, at compile time, a value of another collection or an unknown setting', () => {
    const ops: WriteOp[] = [
      // @ts-expect-error a notice is not a number
      { type: 'put', collection: 'notices', key: 'u', value: 1 },
      // @ts-expect-error the host delay is a number
      { type: 'put', collection: 'settings', key: 'hostDelayMs', value: 'fast' },
      // @ts-expect-error not a setting
      { type: 'put', collection: 'settings', key: 'colour', value: 'red' },
      // @ts-expect-error not a collection
      { type: 'delete', collection: 'notice', key: 'u' },
    ];
    expect(ops).toHaveLength(4);
  });
});
