/**
 * A crash-safe Store in a directory, for the helper.
 *
 * Layout: `snapshot.json` (all collections, written to a temp file then renamed, so it is always
 * whole) + `journal.log` (every batch since, appended as one record). A record is one line:
 * `<byte length> <crc32 hex> <JSON of the ops>\n`. On open the journal is replayed on top of the
 * snapshot and stops at the first record that is short or fails its checksum: a batch torn by a
 * kill is dropped whole, which is exactly the all-or-nothing promise of `write`.
 * Replaying a journal twice gives the same state (last op per key wins), so a crash between the
 * snapshot's rename and the journal's truncation loses nothing.
 */
import { mkdirSync, openSync, readFileSync, renameSync, writeFileSync, writeSync, fsyncSync, closeSync, ftruncateSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { applyOps } from '../lib/store/memory.ts';
import { acquireDirLock } from './dir-lock.ts';
import type { Store, WriteOp } from '../lib/types.ts';

export interface FileStoreOptions {
  /**
   * fsync each batch, so the latest steps survive a power loss too. Default false: a killed
   * process loses nothing written (the OS has it), and after a power loss the journal still
   * loads consistently, only the last few steps are redone. The snapshot is always synced.
   */
  durable?: boolean;
  /** Compact into the snapshot when the journal grows past this many bytes. Default 8 MiB. */
  compactBytes?: number;
}

type Collections = Map<string, Map<string, unknown>>;

/** Opens (or creates) the store in `dir`; fails clearly when the directory is not writable. */
export async function openFileStore(dir: string, options: FileStoreOptions = {}): Promise<FileStore> {
  mkdirSync(dir, { recursive: true });
  const release = acquireDirLock(dir);
  try {
    return new FileStore(dir, options, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** The directory-backed Store; use `openFileStore(dir)`, which also locks the directory. Reads are served from memory. */
export class FileStore implements Store {
  private readonly collections: Collections;
  private readonly journalPath: string;
  private readonly snapshotPath: string;
  private fd: number | undefined;
  private journalBytes: number;
  private readonly durable: boolean;
  private readonly compactBytes: number;

  constructor(
    dir: string,
    options: FileStoreOptions = {},
    private readonly release: () => void = () => {},
  ) {
    this.snapshotPath = join(dir, 'snapshot.json');
    this.journalPath = join(dir, 'journal.log');
    this.durable = options.durable ?? false;
    this.compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
    this.collections = readSnapshot(this.snapshotPath);
    const { batches, goodBytes } = readJournal(this.journalPath);
    for (const ops of batches) applyOps(this.collections, ops);
    this.fd = openSync(this.journalPath, 'a+');
    // Cut a torn tail off now, or the next record would be appended after garbage.
    ftruncateSync(this.fd, goodBytes);
    this.journalBytes = goodBytes;
  }

  async get<T>(collection: string, key: string): Promise<T | undefined> {
    const value = this.collections.get(collection)?.get(key);
    return value === undefined ? undefined : (structuredClone(value) as T);
  }

  async getAll<T>(collection: string): Promise<T[]> {
    const map = this.collections.get(collection);
    if (!map) return [];
    return [...map.keys()].sort(byCodeUnit).map((key) => structuredClone(map.get(key)) as T);
  }

  async keys(collection: string): Promise<string[]> {
    return [...(this.collections.get(collection)?.keys() ?? [])].sort(byCodeUnit);
  }

  /** Synchronous inside, so batches can never interleave; the journal is written before memory. */
  async write(ops: WriteOp[]): Promise<void> {
    if (this.fd === undefined) throw new Error('FileStore is closed');
    for (const op of ops) if (op.type === 'put') structuredClone(op.value); // rejects what JSON would mangle
    const record = encodeRecord(ops);
    writeSync(this.fd, record);
    if (this.durable) fsyncSync(this.fd);
    this.journalBytes += record.length;
    applyOps(this.collections, JSON.parse(JSON.stringify(ops)) as WriteOp[]);
    if (this.journalBytes > this.compactBytes) this.compact();
  }

  /** Writes everything to a fresh snapshot (temp file + rename), then empties the journal. */
  compact(): void {
    if (this.fd === undefined) return;
    const plain: Record<string, Record<string, unknown>> = {};
    for (const [name, map] of this.collections) plain[name] = Object.fromEntries(map);
    const temp = `${this.snapshotPath}.tmp`;
    writeFileSync(temp, JSON.stringify(plain));
    syncFile(temp); // before the rename, or a power loss could leave an empty snapshot in place
    renameSync(temp, this.snapshotPath);
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.journalBytes = 0;
  }

  async close(): Promise<void> {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
    this.release();
  }
}

function encodeRecord(ops: WriteOp[]): Buffer {
  const json = Buffer.from(JSON.stringify(ops), 'utf8');
  const header = Buffer.from(`${json.length} ${crc32(json).toString(16)} `, 'ascii');
  return Buffer.concat([header, json, Buffer.from('\n')]);
}

/** The batches of the journal up to the first damaged record, and how many bytes were good. */
export function readJournal(path: string): { batches: WriteOp[][]; goodBytes: number } {
  if (!existsSync(path)) return { batches: [], goodBytes: 0 };
  const bytes = readFileSync(path);
  const batches: WriteOp[][] = [];
  let at = 0;
  while (at < bytes.length) {
    const firstSpace = bytes.indexOf(0x20, at);
    const secondSpace = firstSpace < 0 ? -1 : bytes.indexOf(0x20, firstSpace + 1);
    if (secondSpace < 0 || secondSpace - at > 32) break;
    const length = Number(bytes.toString('ascii', at, firstSpace));
    const checksum = bytes.toString('ascii', firstSpace + 1, secondSpace);
    const start = secondSpace + 1;
    const end = start + length;
    if (!Number.isInteger(length) || end + 1 > bytes.length || bytes[end] !== 0x0a) break;
    const json = bytes.subarray(start, end);
    if (crc32(json).toString(16) !== checksum) break;
    batches.push(JSON.parse(json.toString('utf8')) as WriteOp[]);
    at = end + 1;
  }
  return { batches, goodBytes: at };
}

function readSnapshot(path: string): Collections {
  const collections: Collections = new Map();
  if (!existsSync(path)) return collections;
  const plain = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
  for (const [name, entries] of Object.entries(plain)) collections.set(name, new Map(Object.entries(entries)));
  return collections;
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
