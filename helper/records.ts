/**
 * The helper's record files (the store's journal, snapshot and mirror): one record a line,
 * `<byte length> <crc32 hex> <JSON>\n`. Files are read in chunks, so memory holds one record at a
 * time however big the file; a damaged record (torn by a kill, cut short, a flipped byte) is
 * reported with its byte position and skipped, and reading goes on at the next valid record.
 */
import { closeSync, fstatSync, fsyncSync, openSync, readSync, writeSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/** A stretch of a file that held no valid record. */
export interface Damage {
  file: string;
  /** Byte offset where the bad bytes start. */
  at: number;
  /** How many bytes were skipped. */
  length: number;
  /** True when the bad bytes run to the end of the file (a torn last write). */
  atEnd: boolean;
}

const NEWLINE = 0x0a;
const CHUNK = 1 << 20;
/** "<length> <crc> " is at most 10 + 1 + 8 + 1 bytes. */
const MAX_HEADER = 20;
const HEADER = /^(\d{1,10}) ([0-9a-f]{1,8}) $/;

/** One record's bytes. */
export function encodeRecord(value: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const header = Buffer.from(`${json.length} ${crc32(json).toString(16)} `, 'ascii');
  return Buffer.concat([header, json, Buffer.from('\n')]);
}

/**
 * Calls `onRecord` with each valid record of `path` in order and `onDamage` for each bad stretch;
 * returns the offset just past the last valid record (where appending may go on).
 */
export function readRecords(path: string, onRecord: (value: unknown) => void, onDamage: (damage: Damage) => void): number {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    let buf = Buffer.alloc(0);
    let bufStart = 0; // file offset of buf[0]
    /** Makes sure buf holds the bytes [from, from + count) of the file, or all up to EOF. */
    const ensure = (from: number, count: number) => {
      const want = Math.min(from + count, size);
      if (from < bufStart) throw new Error('record reader went backwards');
      if (from > bufStart) {
        buf = buf.subarray(Math.min(from - bufStart, buf.length));
        bufStart = from;
      }
      const have = bufStart + buf.length;
      if (have >= want) return;
      const more = Buffer.alloc(Math.max(want - have, Math.min(CHUNK, size - have)));
      const n = readFully(fd, more, have);
      buf = Buffer.concat([buf, more.subarray(0, n)]);
    };
    /** The offset just after the first newline at or after `from`, or the file's size. */
    const nextLineStart = (from: number): number => {
      for (let pos = from; ; pos = bufStart + buf.length) {
        ensure(pos, CHUNK);
        const i = buf.indexOf(NEWLINE);
        if (i >= 0) return bufStart + i + 1;
        if (bufStart + buf.length >= size) return size;
      }
    };
    /** The record starting at `at`: its value and end, or undefined when the bytes there are no valid record. */
    const recordAt = (at: number): { value: unknown; end: number } | undefined => {
      ensure(at, MAX_HEADER);
      const head = buf.subarray(0, MAX_HEADER);
      const second = head.indexOf(0x20, head.indexOf(0x20) + 1);
      if (second < 0) return undefined;
      const match = HEADER.exec(head.toString('latin1', 0, second + 1));
      if (!match) return undefined;
      const length = Number(match[1]);
      const start = at + second + 1;
      if (start + length + 1 > size) return undefined; // a length no file this size can hold: torn or flipped
      ensure(at, second + 1 + length + 1);
      const json = buf.subarray(second + 1, second + 1 + length);
      if (buf[second + 1 + length] !== NEWLINE || crc32(json).toString(16) !== match[2]) return undefined;
      try {
        return { value: JSON.parse(json.toString('utf8')), end: start + length + 1 };
      } catch {
        return undefined; // a checksum collision on garbage: vanishingly rare, still not a record
      }
    };
    let at = 0;
    let goodEnd = 0;
    while (at < size) {
      const record = recordAt(at);
      if (record) {
        onRecord(record.value);
        at = goodEnd = record.end;
        continue;
      }
      // Resynchronise: every record starts just after a newline, so try each one after `at`.
      const damagedAt = at;
      let next = nextLineStart(at);
      while (next < size && !recordAt(next)) next = nextLineStart(next);
      onDamage({ file: path, at: damagedAt, length: next - damagedAt, atEnd: next >= size });
      at = next;
    }
    return goodEnd;
  } finally {
    closeSync(fd);
  }
}

function readFully(fd: number, into: Buffer, position: number): number {
  let done = 0;
  while (done < into.length) {
    const n = readSync(fd, into, done, into.length - done, position + done);
    if (n === 0) break;
    done += n;
  }
  return done;
}

/** Writes all of `bytes` at the fd's position; a write that makes no progress is an error (a full disk), never success. */
export function writeAll(fd: number, bytes: Uint8Array): void {
  let done = 0;
  while (done < bytes.length) {
    const n = writeSync(fd, bytes, done, bytes.length - done);
    if (n <= 0) throw Object.assign(new Error('no space left on device (the write stopped short)'), { code: 'ENOSPC' });
    done += n;
  }
}

/** Writes records to a new file in batches of about a megabyte, then fsyncs it: memory stays bounded. */
export class RecordWriter {
  private readonly fd: number;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  bytes = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  add(value: unknown): void {
    const record = encodeRecord(value);
    this.pending.push(record);
    this.pendingBytes += record.length;
    if (this.pendingBytes >= CHUNK) this.flush();
  }

  /** Flushes, fsyncs and closes; throws on any failure (the file must then not be used). */
  finish(): void {
    try {
      this.flush();
      fsyncSync(this.fd);
    } finally {
      closeSync(this.fd);
    }
  }

  /** Closes without caring about errors (after a failure). */
  abandon(): void {
    try {
      closeSync(this.fd);
    } catch {
      // already failing
    }
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    writeAll(this.fd, Buffer.concat(this.pending));
    this.bytes += this.pendingBytes;
    this.pending = [];
    this.pendingBytes = 0;
  }
}
