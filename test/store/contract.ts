/**
 * The behaviour every Store must have. Each implementation calls `storeContract` from its own
 * test file: `storeContract('MemoryStore', async () => new MemoryStore())`.
 */
import { describe, expect, it } from 'vitest';
import type { Store, UntypedSchema } from '../../lib/store/store.ts';

/** Registers the shared Store tests under `describe(name)`; `makeStore` gives a fresh, empty store. */
export function storeContract(name: string, makeStore: () => Promise<Store<UntypedSchema>>): void {
  describe(`Store contract: ${name}`, () => {
    it('is empty at first', async () => {
      const store = await makeStore();
      expect(await store.get('notices', 'a')).toBeUndefined();
      expect(await store.getAll('notices')).toEqual([]);
      expect(await store.keys('notices')).toEqual([]);
      await store.close?.();
    });

    it('puts, gets, overwrites and deletes', async () => {
      const store = await makeStore();
      await store.write([{ type: 'put', collection: 'c', key: 'k', value: { n: 1, s: '招标公告' } }]);
      expect(await store.get('c', 'k')).toEqual({ n: 1, s: '招标公告' });
      await store.write([{ type: 'put', collection: 'c', key: 'k', value: { n: 2 } }]);
      expect(await store.get('c', 'k')).toEqual({ n: 2 });
      await store.write([{ type: 'delete', collection: 'c', key: 'k' }]);
      expect(await store.get('c', 'k')).toBeUndefined();
      await store.write([{ type: 'delete', collection: 'never', key: 'missing' }]);
      await store.close?.();
    });

    it('keeps collections apart and lists keys in code-unit order', async () => {
      const store = await makeStore();
      await store.write([
        { type: 'put', collection: 'a', key: 'https://b.edu.cn/', value: 2 },
        { type: 'put', collection: 'a', key: 'https://a.edu.cn/', value: 1 },
        { type: 'put', collection: 'a', key: 'https://a.edu.cn/中', value: 3 },
        { type: 'put', collection: 'b', key: 'https://a.edu.cn/', value: 'other' },
      ]);
      expect(await store.keys('a')).toEqual(['https://a.edu.cn/', 'https://a.edu.cn/中', 'https://b.edu.cn/']);
      expect(await store.getAll('a')).toEqual([1, 3, 2]);
      expect(await store.getAll('b')).toEqual(['other']);
      await store.close?.();
    });

    it('applies a batch in order: a later op on the same key wins', async () => {
      const store = await makeStore();
      await store.write([
        { type: 'put', collection: 'c', key: 'x', value: 1 },
        { type: 'delete', collection: 'c', key: 'x' },
        { type: 'put', collection: 'c', key: 'y', value: 1 },
        { type: 'put', collection: 'c', key: 'y', value: 2 },
      ]);
      expect(await store.get('c', 'x')).toBeUndefined();
      expect(await store.get('c', 'y')).toBe(2);
      await store.close?.();
    });

    it('hands out copies: mutating a value read or written does not change the store', async () => {
      const store = await makeStore();
      const value = { list: [1, 2] };
      await store.write([{ type: 'put', collection: 'c', key: 'k', value }]);
      value.list.push(3);
      const read = (await store.get('c', 'k')) as { list: number[] } | undefined;
      read!.list.push(4);
      expect(await store.get('c', 'k')).toEqual({ list: [1, 2] });
      await store.close?.();
    });

    it('rejects a batch it cannot store and applies none of it', async () => {
      const store = await makeStore();
      await expect(
        store.write([
          { type: 'put', collection: 'c', key: 'ok', value: 1 },
          { type: 'put', collection: 'c', key: 'bad', value: { f: () => 1 } },
        ]),
      ).rejects.toThrow();
      expect(await store.get('c', 'ok')).toBeUndefined();
      await store.close?.();
    });

    it('stores a thousand records in one batch', async () => {
      const store = await makeStore();
      const ops = Array.from({ length: 1000 }, (_, i) => ({
        type: 'put' as const,
        collection: 'seen',
        key: `https://www.x.edu.cn/info/${String(i).padStart(4, '0')}.htm`,
        value: { i },
      }));
      await store.write(ops);
      expect((await store.keys('seen')).length).toBe(1000);
      expect(await store.get('seen', 'https://www.x.edu.cn/info/0999.htm')).toEqual({ i: 999 });
      await store.close?.();
    });
  });
}
