/** Store calls sharing IndexedDB transactions (lib/store/idb-batch.ts), over fake-indexeddb. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { IdbStore } from '../../lib/store/idb.ts';
import type { UntypedSchema } from '../../lib/store/store.ts';

/** A factory that counts the transactions opened on its databases. */
function countingFactory(): { factory: IDBFactory; transactions: () => number } {
  const factory = new IDBFactory();
  let count = 0;
  const open = factory.open.bind(factory);
  factory.open = (...args: Parameters<IDBFactory['open']>) => {
    const request = open(...args);
    request.addEventListener('success', () => {
      const db = request.result;
      const transaction = db.transaction.bind(db);
      db.transaction = ((...a: Parameters<IDBDatabase['transaction']>) => (count++, transaction(...a))) as IDBDatabase['transaction'];
    });
    return request;
  };
  return { factory, transactions: () => count };
}

describe('IdbStore batching', () => {
  it('serves forty sites writing at once in a few transactions, each write kept', async () => {
    const { factory, transactions } = countingFactory();
    const store = new IdbStore<UntypedSchema>(factory, 'many');
    await store.get('warm', 'up');
    const before = transactions();
    await Promise.all(
      Array.from({ length: 40 }, (_, site) =>
        (async () => {
          for (let step = 0; step < 5; step++) {
            await store.write([{ type: 'put', collection: `frontier/s${site}`, key: `p${step}`, value: { step } }]);
            expect(await store.get(`frontier/s${site}`, `p${step}`)).toEqual({ step });
          }
        })(),
      ),
    );
    // 400 calls; one transaction each would be 400.
    expect(transactions() - before).toBeLessThan(40);
    for (let site = 0; site < 40; site++) expect(await store.keys(`frontier/s${site}`)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });

  it('reads in call order: a read made after a write sees it, one made before does not', async () => {
    const store = new IdbStore<UntypedSchema>(new IDBFactory(), 'order');
    await store.write([{ type: 'put', collection: 'c', key: 'k', value: 1 }]);
    const [before, , after, all] = await Promise.all([
      store.get('c', 'k'),
      store.write([{ type: 'put', collection: 'c', key: 'k', value: 2 }]),
      store.get('c', 'k'),
      store.getAll('c'),
    ]);
    expect([before, after, all]).toEqual([1, 2, [2]]);
  });

  it('fails only the write that cannot be stored; the others sharing its transaction are kept', async () => {
    const store = new IdbStore<UntypedSchema>(new IDBFactory(), 'isolate');
    await store.get('warm', 'up');
    const results = await Promise.allSettled([
      store.write([{ type: 'put', collection: 'c', key: 'a', value: 1 }]),
      store.write([
        { type: 'put', collection: 'c', key: 'b1', value: 2 },
        { type: 'put', collection: 'c', key: 'b2', value: { fn: () => 1 } }, // cannot be cloned
      ]),
      store.write([{ type: 'put', collection: 'c', key: 'c', value: 3 }]),
      store.keys('c'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[3] as PromiseFulfilledResult<string[]>).value).toEqual(['a', 'c']);
    expect(await store.keys('c')).toEqual(['a', 'c']); // nothing of the failed batch
  });
});
