/** IdbStore over fake-indexeddb: the Store behaviour the crawler relies on, atomic writes included. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { IdbStore } from '../../lib/store/idb.ts';
import type { UntypedSchema } from '../../lib/store/store.ts';
import { storeContract } from '../store/contract.ts';

const fresh = () => new IdbStore<UntypedSchema>(new IDBFactory(), 'test');

describe('IdbStore', () => {
  it('puts, gets, lists and deletes per collection', async () => {
    const store = fresh();
    await store.write([
      { type: 'put', collection: 'notices', key: 'http://a.edu.cn/1', value: { title: '采购公告' } },
      { type: 'put', collection: 'notices', key: 'http://a.edu.cn/2', value: { title: '招标公告' } },
      { type: 'put', collection: 'sites', key: 'a.edu.cn', value: { paused: false } },
    ]);
    expect(await store.get('notices', 'http://a.edu.cn/1')).toEqual({ title: '采购公告' });
    expect(await store.keys('notices')).toEqual(['http://a.edu.cn/1', 'http://a.edu.cn/2']);
    expect(await store.getAll('sites')).toEqual([{ paused: false }]);
    await store.write([{ type: 'delete', collection: 'notices', key: 'http://a.edu.cn/1' }]);
    expect(await store.keys('notices')).toEqual(['http://a.edu.cn/2']);
    expect(await store.get('notices', 'http://a.edu.cn/1')).toBeUndefined();
    await store.close();
  });

  it('keeps nothing of a batch that fails', async () => {
    const store = fresh();
    const bad = { fn: () => 1 }; // functions cannot be cloned: the put fails
    await expect(
      store.write([
        { type: 'put', collection: 'c', key: 'ok', value: 1 },
        { type: 'put', collection: 'c', key: 'bad', value: bad },
      ]),
    ).rejects.toThrow();
    expect(await store.keys('c')).toEqual([]);
  });

  it('keeps data across a reopen of the same database', async () => {
    const factory = new IDBFactory();
    const first = new IdbStore<UntypedSchema>(factory, 'persist');
    await first.write([{ type: 'put', collection: 'crawl', key: 'state', value: { running: true } }]);
    await first.close();
    const second = new IdbStore<UntypedSchema>(factory, 'persist');
    expect(await second.get('crawl', 'state')).toEqual({ running: true });
  });
});

let databases = 0;
storeContract('IdbStore (fake-indexeddb)', async () => new IdbStore<UntypedSchema>(new IDBFactory(), `contract-${databases++}`));
