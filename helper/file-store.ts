/**
 * A crash-safe Store in a directory, for the helper.
 *
 * Layout: `snapshot.log` (every entry as one record `[collection, key, value]`, written record by
 * record to a temp file, fsynced, then renamed, so it is always whole and memory never holds it as
 * one string) + `journal.log` (every batch since, appended as one record of its ops) +
 * `mirror.log` (the batches' ops on the `mirrored` collections, again: a second copy of what must
 * never be lost, like the delivered marks). Records are `<byte length> <crc32 hex> <JSON>\n`
 * (records.ts). On open the snapshot, journal and mirror are replayed in that order; a damaged
 * record is reported with its file and byte position, skipped, and the records after it are kept.
 * A damaged file is then set aside (`*.damaged-<time>`) and the state compacted, so the next
 * append never follows garbage. Replaying a journal twice gives the same state (last op per key
 * wins), so a crash between the snapshot's rename and the journal's truncation loses nothing.
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { applyOps, InMemoryReads } from '../lib/store/memory.ts';
import { acquireDirLock } from './dir-lock.ts';
import { readRecords, RecordWriter, encodeRecord, writeAll, type Damage } from './records.ts';
import { untypedOp, type DefaultSchema, type CollectionName, type KeyIn, type Schema, type Store, type UntypedOp, type WriteOp } from '../lib/store/store.ts';

export interface FileStoreOptions {
  /**
   * fsync each batch, so the latest steps survive a power loss too. Default false: a killed
   * process loses nothing written (the OS has it), and after a power loss the journal still
   * loads consistently, only the last few steps are redone. The snapshot is always synced.
   */
  durable?: boolean;
  /** Compact into the snapshot when the journal grows past this many bytes. Default 8 MiB. */
  compactBytes?: number;
  /**
   * Collections whose puts are written twice (journal and mirror.log), so one damaged record
   * cannot lose them. Only for add-only collections: a mirror replay re-applies old puts.
   */
  mirrored?: string[];
  /** Where damage found on open is reported. Default: stderr. */
  warn?: (message: string) => void;
}

type Collections = Map<string, Map<string, unknown>>;

/** Opens (or creates) the store in `dir`; fails clearly when the directory is not writable. */
export async function openFileStore<S extends Schema = DefaultSchema>(dir: string, options: FileStoreOptions = {}): Promise<FileStore<S>> {
  mkdirSync(dir, { recursive: true });
  const release = acquireDirLock(dir);
  try {
    return new FileStore<S>(dir, options, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The directory-backed Store; use `openFileStore(dir)`, which also locks the directory. Reads are
 * served from memory. What `write` took under a collection is what `get` hands back: the schema
 * `S` types both ends.
 */
export class FileStore<S extends Schema = DefaultSchema> extends InMemoryReads<S> implements Store<S> {
  private readonly journalPath: string;
  private readonly snapshotPath: string;
  private readonly mirrorPath: string;
  private fd: number | undefined;
  private mirrorFd: number | undefined;
  private journalBytes = 0;
  private readonly durable: boolean;
  private readonly compactBytes: number;
  private readonly mirrored: Set<string>;
  /** Set when a write failed halfway: nothing more is written, the next run replays what is whole. */
  private broken: Error | undefined;

  constructor(
    dir: string,
    options: FileStoreOptions = {},
    private readonly release: () => void = () => {},
  ) {
    super();
    this.snapshotPath = join(dir, 'snapshot.log');
    this.journalPath = join(dir, 'journal.log');
    this.mirrorPath = join(dir, 'mirror.log');
    this.durable = options.durable ?? false;
    this.compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
    this.mirrored = new Set(options.mirrored ?? []);
    const warn = options.warn ?? ((message: string) => process.stderr.write(`${message}\n`));

    // A damaged record inside a file: the file is set aside after loading. A torn last record (a
    // write cut by a kill or a full disk) is only reported and cut off: it was never committed.
    const damaged = new Set<string>();
    const onDamage = (damage: Damage) => {
      if (!damage.atEnd) damaged.add(damage.file);
      warn(describeDamage(damage));
    };
    const legacy = join(dir, 'snapshot.json');
    if (existsSync(this.snapshotPath)) {
      const end = readRecords(this.snapshotPath, (entry) => this.loadEntry(entry), onDamage);
      if (end < statSync(this.snapshotPath).size) damaged.add(this.snapshotPath); // a snapshot is never appended to
    } else if (existsSync(legacy)) {
      readLegacySnapshot(legacy, this.collections);
    }
    const replay = (path: string) => (existsSync(path) ? readRecords(path, (ops) => applyOps(this.collections, ops as UntypedOp[]), onDamage) : 0);
    const journalEnd = replay(this.journalPath);
    const mirrorEnd = replay(this.mirrorPath);

    this.fd = openSync(this.journalPath, 'a+');
    this.mirrorFd = openSync(this.mirrorPath, 'a+');
    // Cut a torn tail off now, or the next record would be appended after garbage.
    ftruncateSync(this.fd, journalEnd);
    ftruncateSync(this.mirrorFd, mirrorEnd);
    this.journalBytes = journalEnd;
    if (damaged.size > 0) {
      // Keep the damaged files for a look, and start clean from everything that was whole.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      for (const file of damaged) {
        const aside = `${file}.damaged-${stamp}`;
        renameSync(file, aside);
        warn(`state: ${file} had damaged records (reported above); kept as ${aside}; every whole record in it is kept in the state`);
      }
      this.reopenLogs();
      this.compact();
    } else if (existsSync(legacy)) {
      this.compact();
    }
  }

  /**
   * Synchronous inside, so batches can never interleave; the journal is written before memory.
   * A short or failed write throws (and the store refuses further writes): never a silent success.
   */
  async write(ops: WriteOp<S>[]): Promise<void> {
    this.prepare(ops).commit();
  }

  /**
   * Encodes a batch now, to be written later by `commit()` with nothing left to do but the
   * system calls: the delivery marks a line in the instant after writing it (delivery.ts).
   */
  prepare(typed: WriteOp<S>[]): { commit(): void } {
    if (this.fd === undefined || this.mirrorFd === undefined) throw new Error('FileStore is closed');
    const ops = typed.map(untypedOp);
    for (const op of ops) if (op.type === 'put') structuredClone(op.value); // rejects what JSON would mangle
    const record = encodeRecord(ops);
    const mirror = ops.filter((op) => op.type === 'put' && this.mirrored.has(op.collection));
    const mirrorRecord = mirror.length > 0 ? encodeRecord(mirror) : undefined;
    const copy = JSON.parse(JSON.stringify(ops)) as UntypedOp[];
    return { commit: () => this.commitRecord(record, mirrorRecord, copy) };
  }

  private commitRecord(record: Buffer, mirrorRecord: Buffer | undefined, ops: UntypedOp[]): void {
    if (this.fd === undefined || this.mirrorFd === undefined) throw new Error('FileStore is closed');
    if (this.broken) throw new Error(`the state can no longer be written: ${this.broken.message}`);
    try {
      writeAll(this.fd, record);
      if (mirrorRecord) writeAll(this.mirrorFd, mirrorRecord);
      if (this.durable) {
        fsyncSync(this.fd);
        if (mirrorRecord) fsyncSync(this.mirrorFd);
      }
    } catch (error) {
      this.fail(error);
      throw error;
    }
    this.journalBytes += record.length;
    applyOps(this.collections, ops);
    if (this.journalBytes > this.compactBytes) this.compact();
  }

  /** fsyncs the journal and mirror: after this, what was written survives a power loss. Throws on failure. */
  sync(): void {
    if (this.fd === undefined || this.mirrorFd === undefined) return;
    if (this.broken) throw new Error(`the state can no longer be written: ${this.broken.message}`);
    try {
      fsyncSync(this.fd);
      fsyncSync(this.mirrorFd);
    } catch (error) {
      this.fail(error);
      throw error;
    }
  }

  /**
   * Writes everything to a fresh snapshot, record by record (temp file, fsync, rename), then
   * empties the journal and mirror. A failure leaves the old snapshot and journal in place.
   */
  compact(): void {
    if (this.fd === undefined || this.mirrorFd === undefined) return;
    const temp = `${this.snapshotPath}.tmp`;
    const writer = new RecordWriter(temp);
    try {
      for (const [name, map] of this.collections) for (const [key, value] of map) writer.add([name, key, value]);
      writer.finish(); // synced before the rename, or a power loss could leave an empty snapshot in place
    } catch (error) {
      writer.abandon();
      rmSync(temp, { force: true });
      this.fail(error);
      throw error;
    }
    renameSync(temp, this.snapshotPath);
    syncDir(join(this.snapshotPath, '..'));
    rmSync(join(this.snapshotPath, '..', 'snapshot.json'), { force: true }); // the old format, now converted
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    ftruncateSync(this.mirrorFd, 0);
    fsyncSync(this.mirrorFd);
    this.journalBytes = 0;
  }

  /** Syncs and closes; throws when the last writes cannot be made durable (a full disk shows here too). */
  async close(): Promise<void> {
    if (this.fd === undefined || this.mirrorFd === undefined) return;
    try {
      if (!this.broken) {
        fsyncSync(this.fd);
        fsyncSync(this.mirrorFd);
      }
    } finally {
      closeSync(this.fd);
      closeSync(this.mirrorFd);
      this.fd = this.mirrorFd = undefined;
      this.release();
    }
  }

  private loadEntry(entry: unknown): void {
    if (!Array.isArray(entry) || entry.length !== 3 || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') return;
    const [name, key, value] = entry as [string, string, unknown];
    let map = this.collections.get(name);
    if (!map) this.collections.set(name, (map = new Map()));
    map.set(key, value);
  }

  private reopenLogs(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    if (this.mirrorFd !== undefined) closeSync(this.mirrorFd);
    this.fd = openSync(this.journalPath, 'a+');
    this.mirrorFd = openSync(this.mirrorPath, 'a+');
  }

  /** After a failed write: cut the journal back to its last whole record if possible, and write no more. */
  private fail(error: unknown): void {
    this.broken = error instanceof Error ? error : new Error(String(error));
    try {
      if (this.fd !== undefined) ftruncateSync(this.fd, this.journalBytes);
    } catch {
      // the next open reports and drops the torn record instead
    }
  }
}

function describeDamage(damage: Damage): string {
  return damage.atEnd
    ? `state: ${damage.file}: torn or damaged record at byte ${damage.at} (${damage.length} bytes to the end) skipped`
    : `state: ${damage.file}: damaged record at byte ${damage.at} (${damage.length} bytes) skipped; the records after it are kept`;
}

/** The batches of a journal (for tests and tools); damaged records are skipped. */
export function readJournal(path: string): { batches: UntypedOp[][]; damage: Damage[] } {
  const batches: UntypedOp[][] = [];
  const damage: Damage[] = [];
  if (existsSync(path)) readRecords(path, (ops) => batches.push(ops as UntypedOp[]), (d) => damage.push(d));
  return { batches, damage };
}

/** The snapshot of versions before 0.2: one JSON object of all collections (read once, then converted). */
function readLegacySnapshot(path: string, collections: Collections): void {
  const plain = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
  for (const [name, entries] of Object.entries(plain)) collections.set(name, new Map(Object.entries(entries)));
}

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
