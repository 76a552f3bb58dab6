/**
 * A JSON backup of everything the extension keeps (notices, the user's marks, sites, settings,
 * crawl state), and its restore. Restore checks the whole file first and then replaces the
 * named collections in one atomic write, so a bad file changes nothing.
 */
import type { Store, WriteOp } from '../types.ts';

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
export async function exportBackup(store: Store, collections: readonly string[], now: Date): Promise<string> {
  const backup: Backup = { format: FORMAT, version: VERSION, exportedAt: now.toISOString(), collections: {} };
  for (const name of collections) {
    const entries: Record<string, unknown> = {};
    for (const key of await store.keys(name)) entries[key] = await store.get(name, key);
    backup.collections[name] = entries;
  }
  return JSON.stringify(backup);
}

/** Parses and checks a backup; throws a plain-words error when it is not one of ours. */
export function parseBackup(json: string): Backup {
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

/** Replaces the backed-up collections with the backup's content; returns the records restored. */
export async function importBackup(store: Store, json: string, allowed: readonly string[]): Promise<number> {
  const backup = parseBackup(json);
  const ops: WriteOp[] = [];
  let records = 0;
  for (const [name, entries] of Object.entries(backup.collections)) {
    if (!allowed.includes(name)) continue; // never write collections we do not know
    for (const key of await store.keys(name)) ops.push({ type: 'delete', collection: name, key });
    for (const [key, value] of Object.entries(entries)) {
      ops.push({ type: 'put', collection: name, key, value });
      records++;
    }
  }
  await store.write(ops);
  return records;
}
