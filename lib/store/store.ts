/**
 * The store's shape over any schema: a schema names each collection and maps its keys to their
 * values, and `Store<S>` / `WriteOp<S>` are typed by it, so a read is typed by its collection
 * (and a setting by its key) with no cast at the caller. lib/store knows no collection: the
 * application declares its own above it (lib/app-store/collections.ts) and registers them as the
 * default schema, so `store.get('notices', url)` is a `Notice | undefined` with no type argument.
 */

/**
 * The schema a store is typed by when none is named. Empty here; the application fills it in by
 * declaration merging (`declare module … { interface StoreRegister { schema: AppSchema } }`, the
 * way TanStack Router's `Register` works), so this layer imports none of its consumers.
 */
export interface StoreRegister {}

/** The registered schema, or an untyped one when nothing is registered. */
export type DefaultSchema = StoreRegister extends { schema: infer S extends Schema } ? S : UntypedSchema;

/** Any schema: collection name → (key → value). */
export type Schema = object;

/** A collection name of schema `S`. */
export type CollectionName<S extends Schema = DefaultSchema> = keyof S & string;
/** A key in collection `N` of `S` (any string, or a setting's name). */
export type KeyIn<S extends Schema, N extends CollectionName<S>> = keyof S[N] & string;

/**
 * Each collection's ops: a put (its value typed by the collection, and for settings by the key)
 * or a delete (of any key: a record an older version left behind can be dropped too).
 */
type OpsOf<S extends Schema> = {
  [N in CollectionName<S>]:
    | { [K in KeyIn<S, N>]: { type: 'put'; collection: N; key: K; value: S[N][K] } }[KeyIn<S, N>]
    | { type: 'delete'; collection: N; key: string };
};

/** One change of a batch (on collection `N`, by default any). */
export type WriteOp<S extends Schema = DefaultSchema, N extends CollectionName<S> = CollectionName<S>> = OpsOf<S>[N];

/**
 * Where crawl state and notices live: memory (tests), a directory (the helper), IndexedDB (the
 * extension). Collections are named key-value maps; `write` applies a batch all-or-nothing, so a
 * checkpoint is never half-written.
 */
export interface Store<S extends Schema = DefaultSchema> {
  get<N extends CollectionName<S>, K extends KeyIn<S, N>>(collection: N, key: K): Promise<S[N][K] | undefined>;
  getAll<N extends CollectionName<S>>(collection: N): Promise<Array<S[N][KeyIn<S, N>]>>;
  keys<N extends CollectionName<S>>(collection: N): Promise<Array<KeyIn<S, N>>>;
  write(ops: WriteOp<S>[]): Promise<void>;
  close?(): Promise<void>;
}

/** A schema with no types: for code that moves records it does not read (store tests, the stores' insides). */
export type UntypedSchema = Record<string, Record<string, unknown>>;

/** An op as a store keeps it, whatever its schema. */
export type UntypedOp = WriteOp<UntypedSchema>;

/** The op with its types dropped, for a store's insides (every schema's op has this shape). */
export function untypedOp<S extends Schema>(op: WriteOp<S>): UntypedOp {
  return op.type === 'put' ? { type: 'put', collection: op.collection, key: op.key, value: op.value } : { type: 'delete', collection: op.collection, key: op.key };
}
