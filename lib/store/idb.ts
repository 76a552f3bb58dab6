/**
 * The extension's Store: IndexedDB through the idb library, over an IDBFactory passed in (the
 * browser's `indexedDB`, or fake-indexeddb in tests), so lib/ stays free of browser globals.
 *
 * Collections are open-ended (the crawler adds its own), so every record lives in one object
 * store under the compound key [collection, key]: a new collection needs no schema upgrade, which
 * in IndexedDB would block every other open page (popup, options) until they close.
 */
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { untypedOp, type DefaultSchema, type CollectionName, type KeyIn, type Schema, type Store, type WriteOp } from './store.ts';
import { IdbBatcher } from './idb-batch.ts';

/** The database's schema, carried by the types (idb's DBSchema). */
export interface TenderRadarDb extends DBSchema {
  records: {
    key: [string, string];
    value: { collection: string; key: string; value: unknown };
    indexes: { byCollection: string };
  };
}

/** The current schema version; `upgrade` brings any older database up to it. */
export const DB_VERSION = 1;

/** Opens (creating or upgrading) the database named `name` in `factory`. */
export async function openTenderRadarDb(factory: IDBFactory, name: string): Promise<IDBPDatabase<TenderRadarDb>> {
  const request = factory.open(name, DB_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    const db = request.result;
    // One step per version, so a database several versions behind is brought up in order.
    if (event.oldVersion < 1) {
      const records = db.createObjectStore('records', { keyPath: ['collection', 'key'] });
      records.createIndex('byCollection', 'collection');
    }
  });
  const opened = await wrap(request);
  if (!opened) throw new Error(`IndexedDB ${name} did not open`);
  // idb's wrap() carries no schema: this names ours, which the upgrade above has just made sure of.
  const db = opened as IDBPDatabase<TenderRadarDb>;
  // Another page wants a newer schema: step aside; the store reopens on its next call.
  db.addEventListener('versionchange', () => db.close());
  return db;
}

/**
 * A Store over IndexedDB; each `write` is all-or-nothing. What `write` took under a collection is
 * what `get` hands back: the schema `S` types both ends.
 */
export class IdbStore<S extends Schema = DefaultSchema> implements Store<S> {
  private db: Promise<IDBPDatabase<TenderRadarDb>> | undefined;

  constructor(
    private readonly factory: IDBFactory,
    private readonly name = 'tender-radar',
  ) {}

  private open(): Promise<IDBPDatabase<TenderRadarDb>> {
    this.db ??= openTenderRadarDb(this.factory, this.name).then((db) => {
      db.addEventListener('versionchange', () => (this.db = undefined));
      return db;
    });
    return this.db;
  }

  // Calls that arrive while a transaction runs share the next one (idb-batch.ts).
  private readonly batcher = new IdbBatcher(() => this.open());

  async get<N extends CollectionName<S>, K extends KeyIn<S, N>>(collection: N, key: K): Promise<S[N][K] | undefined> {
    return (await this.batcher.get(collection, key)) as S[N][K] | undefined;
  }

  async getAll<N extends CollectionName<S>>(collection: N): Promise<Array<S[N][KeyIn<S, N>]>> {
    return (await this.batcher.getAll(collection)) as Array<S[N][KeyIn<S, N>]>;
  }

  async keys<N extends CollectionName<S>>(collection: N): Promise<Array<KeyIn<S, N>>> {
    return (await this.batcher.keys(collection)) as Array<KeyIn<S, N>>;
  }

  /** All-or-nothing, in a transaction it may share with other calls. */
  write(ops: WriteOp<S>[]): Promise<void> {
    return ops.length === 0 ? Promise.resolve() : this.batcher.write(ops.map(untypedOp));
  }

  async close(): Promise<void> {
    const db = this.db;
    this.db = undefined;
    if (db) (await db).close();
  }
}
