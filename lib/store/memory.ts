/** An in-memory Store: for tests, and as the reference the contract test holds others to. */
import { untypedOp, type DefaultSchema, type CollectionName, type KeyIn, type Schema, type Store, type UntypedOp, type WriteOp } from './store.ts';

/** Reads over collections held in memory, values deep-copied out: MemoryStore, and the helper's FileStore (which logs every write to disk too). */
export abstract class InMemoryReads<S extends Schema = DefaultSchema> {
  protected readonly collections = new Map<string, Map<string, unknown>>();

  async get<N extends CollectionName<S>, K extends KeyIn<S, N>>(collection: N, key: K): Promise<S[N][K] | undefined> {
    const value = this.collections.get(collection)?.get(key);
    return value === undefined ? undefined : (structuredClone(value) as S[N][K]);
  }

  async getAll<N extends CollectionName<S>>(collection: N): Promise<Array<S[N][KeyIn<S, N>]>> {
    const map = this.collections.get(collection);
    if (!map) return [];
    return sortedKeys(map).map((key) => structuredClone(map.get(key)) as S[N][KeyIn<S, N>]);
  }

  async keys<N extends CollectionName<S>>(collection: N): Promise<Array<KeyIn<S, N>>> {
    const map = this.collections.get(collection);
    return map ? (sortedKeys(map) as Array<KeyIn<S, N>>) : [];
  }
}

/**
 * Values are deep-copied in and out, so callers can never mutate what is stored (like IndexedDB).
 * What `write` took under a collection is what `get` hands back: the schema `S` types both ends.
 */
export class MemoryStore<S extends Schema = DefaultSchema> extends InMemoryReads<S> implements Store<S> {
  async write(ops: WriteOp<S>[]): Promise<void> {
    // Clone everything first: if any value cannot be cloned, nothing is applied (all-or-nothing).
    const prepared = ops.map(untypedOp).map((op) => (op.type === 'put' ? { ...op, value: structuredClone(op.value) } : op));
    applyOps(this.collections, prepared);
  }
}

/** Applies a batch to nested maps; shared with the file store's replay. */
export function applyOps(collections: Map<string, Map<string, unknown>>, ops: readonly UntypedOp[]): void {
  for (const op of ops) {
    let map = collections.get(op.collection);
    if (op.type === 'put') {
      if (!map) collections.set(op.collection, (map = new Map()));
      map.set(op.key, op.value);
    } else {
      map?.delete(op.key);
    }
  }
}

/** Keys in code-unit order, the order IndexedDB returns string keys in. */
function sortedKeys(map: Map<string, unknown>): string[] {
  return [...map.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
