/** An in-memory Store: for tests, and as the reference the contract test holds others to. */
import type { Store, WriteOp } from '../types.ts';

/** Values are deep-copied in and out, so callers can never mutate what is stored (like IndexedDB). */
export class MemoryStore implements Store {
  private readonly collections = new Map<string, Map<string, unknown>>();

  async get<T>(collection: string, key: string): Promise<T | undefined> {
    const value = this.collections.get(collection)?.get(key);
    return value === undefined ? undefined : (structuredClone(value) as T);
  }

  async getAll<T>(collection: string): Promise<T[]> {
    const map = this.collections.get(collection);
    if (!map) return [];
    return sortedKeys(map).map((key) => structuredClone(map.get(key)) as T);
  }

  async keys(collection: string): Promise<string[]> {
    const map = this.collections.get(collection);
    return map ? sortedKeys(map) : [];
  }

  async write(ops: WriteOp[]): Promise<void> {
    // Clone everything first: if any value cannot be cloned, nothing is applied (all-or-nothing).
    const prepared = ops.map((op) => (op.type === 'put' ? { ...op, value: structuredClone(op.value) } : op));
    applyOps(this.collections, prepared);
  }
}

/** Applies a batch to nested maps; shared with the file store's replay. */
export function applyOps(collections: Map<string, Map<string, unknown>>, ops: WriteOp[]): void {
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
