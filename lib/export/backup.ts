/**
 * A JSON backup of everything the extension keeps (notices, the user's marks, sites, settings,
 * crawl state), and its restore. Restore checks the whole file first, every record against its
 * collection's schema (lib/extension/backup-checks.ts), and then replaces the named collections
 * in one atomic write, so a bad file changes nothing and says what is wrong.
 */
import { SchemaError } from '../validate/checks.ts';
import type { Store, WriteOp } from '../store/store.ts';
import type { CollectionName } from '../store/store.ts';

/** A collection's records: the check of a value, and the key it must be stored under (when fixed by the value). */
export interface CollectionSchema {
  /** Checks one record (`key` for collections whose records differ by key, like settings). */
  value: (value: unknown, path: string, key: string) => unknown;
  key?: (value: never) => string;
}

/** What a restore may write: the schema of each collection, by name. */
export type BackupSchema = Readonly<Partial<Record<CollectionName, CollectionSchema>>>;

/** A backup file larger than this is refused before parsing. */
export const MAX_BACKUP_CHARS = 200_000_000;
const MAX_KEY = 2048;

const FORMAT = 'tender-radar-backup';
const VERSION = 1;

/** The file's shape: every collection as a key → value map. */
export interface Backup {
  format: typeof FORMAT;
  version: number;
  exportedAt: string;
  collections: Record<string, Record<string, unknown>>;
}

/** Reads `collections` from the store into a backup JSON string. */
export async function exportBackup(store: Store, collections: readonly CollectionName[], now: Date): Promise<string> {
  const backup: Backup = { format: FORMAT, version: VERSION, exportedAt: now.toISOString(), collections: {} };
  for (const name of collections) backup.collections[name] = await entriesOf(store, name);
  return JSON.stringify(backup);
}

async function entriesOf<N extends CollectionName>(store: Store, name: N): Promise<Record<string, unknown>> {
  const entries: Record<string, unknown> = {};
  for (const key of await store.keys(name)) entries[key] = await store.get(name, key);
  return entries;
}

/** Parses and checks a backup; throws a plain-words error when it is not one of ours. */
export function parseBackup(json: string): Backup {
  if (typeof json !== 'string' || json.length > MAX_BACKUP_CHARS) throw new Error('not a backup file: too large');
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new Error('not a backup file: it is not JSON');
  }
  const backup = data as Partial<Backup> | null;
  if (!backup || backup.format !== FORMAT) throw new Error('not a Tender Radar backup file');
  if (typeof backup.version !== 'number' || backup.version > VERSION) {
    throw new Error(`backup version ${String(backup.version)} is newer than this extension understands`);
  }
  const collections = backup.collections;
  if (!collections || typeof collections !== 'object' || Array.isArray(collections)) {
    throw new Error('backup file has no collections');
  }
  for (const [name, entries] of Object.entries(collections)) {
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) throw new Error(`backup collection ${name} is broken`);
  }
  return backup as Backup;
}

/**
 * The backup's records that `schema` knows, each checked (and reduced to the fields its schema
 * names); throws "backup record notices[…].deadline: expected a string" on the first bad one.
 */
export function checkBackup(backup: Backup, schema: BackupSchema): Map<CollectionName, [string, unknown][]> {
  const checked = new Map<CollectionName, [string, unknown][]>();
  const known = (name: string): name is CollectionName => Object.hasOwn(schema, name);
  for (const [name, entries] of Object.entries(backup.collections)) {
    const collection = known(name) ? schema[name] : undefined;
    if (!known(name) || !collection) continue; // never write collections we do not know
    const records: [string, unknown][] = [];
    for (const [key, value] of Object.entries(entries)) {
      const path = `${name}[${JSON.stringify(key.slice(0, 80))}]`;
      try {
        if (key.length === 0 || key.length > MAX_KEY) throw new SchemaError(path, 'key empty or too long');
        const record = collection.value(value, path, key);
        if (collection.key && collection.key(record as never) !== key) throw new SchemaError(path, 'stored under another key than its own');
        records.push([key, record]);
      } catch (error) {
        if (error instanceof SchemaError) throw new Error(`backup record ${error.message}`);
        throw error;
      }
    }
    checked.set(name, records);
  }
  return checked;
}

/** Replaces the backed-up collections with the backup's content; returns the records restored. */
export async function importBackup(store: Store, json: string, schema: BackupSchema): Promise<number> {
  const checked = checkBackup(parseBackup(json), schema);
  const ops: WriteOp[] = [];
  let records = 0;
  for (const [name, entries] of checked) {
    ops.push(...(await replaceOps(store, name, entries)));
    records += entries.length;
  }
  await store.write(ops);
  return records;
}

/** The ops that replace collection `name` with `entries`, each checked by the collection's schema. */
async function replaceOps(store: Store, name: CollectionName, entries: [string, unknown][]): Promise<WriteOp[]> {
  const deletes = (await store.keys(name)).map((key: string): WriteOp => ({ type: 'delete', collection: name, key }));
  return [...deletes, ...entries.map(([key, value]) => checkedPut(name, key, value))];
}

/** A put of a value the backup schema has checked for its collection (and key): that check is its type. */
function checkedPut(collection: CollectionName, key: string, value: unknown): WriteOp {
  return { type: 'put', collection, key, value } as WriteOp;
}
