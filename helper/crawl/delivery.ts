/**
 * Delivering notices so none is lost and none comes twice, across kills and full disks.
 *
 * To a regular file (`--out FILE`, or stdout redirected to one): before a batch is appended, its
 * URLs and the file's size are recorded in the state (`pending`); the lines are appended in one
 * write and fsynced; then the notices are marked delivered and `pending` dropped. A run that finds
 * a `pending` (the last one was killed in between) reads the file from the recorded size: the
 * URLs whose whole line is there are marked delivered, a torn last line is cut off, the rest are
 * delivered again. A failed write (ENOSPC…) cuts the file back to where the batch started.
 *
 * To a pipe (stdout, a FIFO): one line at a time, each marked delivered as soon as the OS took it,
 * in the same synchronous step. The only repeat possible is that one line, if a kill lands in
 * exactly the gap between the two system calls (microseconds).
 *
 * Any write error stops the crawl (through `abort`) with the error: the notices not written stay
 * unmarked and come out in the next run.
 */
import { closeSync, existsSync, fstatSync, ftruncateSync, openSync, readSync } from 'node:fs';
import { deliveredOps, StoreFailure } from '../../lib/crawl/index.ts';
import type { Notice } from '../../lib/types/notice.ts';
import type { Store, WriteOp } from '../../lib/store/store.ts';
import type { OutputPending } from '../../lib/app-store/collections.ts';
import { MAX_URL_LENGTH } from '../../lib/url/resolve.ts';
import type { Output } from '../output.ts';
import { noticeLine } from './output.ts';

/** The helper's own record of a batch being appended to a file. */
const PENDING = { collection: 'helper/out', key: 'pending' } as const;

/** Raised when the output cannot be written; the crawl stops with it. */
export class DeliveryFailure extends Error {
  constructor(output: Output, cause: unknown) {
    super(`cannot write notices to ${output.name}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DeliveryFailure';
  }
}

export type Deliver = (notices: Notice[]) => Promise<void>;

/** A store that can encode a batch ahead and write it later in one step (FileStore). */
export interface PreparingStore extends Store {
  prepare(ops: WriteOp[]): { commit(): void };
}

/**
 * The crawl's `deliver` for `output`. Batches are written one at a time (sites finish in
 * parallel); after a failure every later batch fails at once, and `onFailure` has stopped the crawl.
 */
export function createDelivery(output: Output, store: PreparingStore, onFailure: (failure: DeliveryFailure) => void): Deliver {
  let queue: Promise<void> = Promise.resolve();
  let failed: DeliveryFailure | undefined;
  const deliverOne = async (notices: Notice[]) => {
    if (failed) throw failed;
    // A notice under an over-long URL (from a state older than the cap) is never printed: it is only marked.
    const tooLong = notices.filter((n) => n.url.length > MAX_URL_LENGTH);
    if (tooLong.length > 0) {
      await saved(store.write(deliveredOps(tooLong.map((n) => n.url), now())));
      notices = notices.filter((n) => n.url.length <= MAX_URL_LENGTH);
    }
    if (notices.length === 0) return;
    const lines = notices.map((n) => `${JSON.stringify(noticeLine(n))}\n`);
    try {
      if (output.path !== undefined) await appendBatch(output, store, notices, lines);
      else {
        for (let i = 0; i < notices.length; i++) {
          // The mark is encoded before the line is written and written the instant after it, in
          // the same synchronous step: nothing runs between the line and its mark.
          const mark = store.prepare(deliveredOps([notices[i]!.url], now()));
          let storeError: unknown;
          const commit = () => {
            try {
              mark.commit();
            } catch (error) {
              storeError = error;
            }
          };
          await output.write(lines[i]!, commit).catch(asWriteError);
          if (storeError !== undefined) throw new StoreFailure(storeError);
        }
      }
    } catch (error) {
      if (!(error instanceof OutputWriteError)) throw error; // a store failure: the crawl reports it as such
      failed = new DeliveryFailure(output, error.cause);
      onFailure(failed);
      throw failed;
    }
  };
  return (notices) => {
    const turn = queue.then(() => deliverOne(notices));
    queue = turn.catch(() => {});
    return turn;
  };
}

async function appendBatch(output: Output, store: Store, notices: Notice[], lines: string[]): Promise<void> {
  const offset = output.size();
  const pending: OutputPending = { path: output.path!, offset, urls: notices.map((n) => n.url) };
  await saved(store.write([{ type: 'put', ...PENDING, value: pending }]));
  try {
    await output.write(lines.join(''));
    output.sync();
  } catch (error) {
    try {
      output.truncate(offset); // no torn line left behind
    } catch {
      // the next run finds the torn line by `pending` and cuts it
    }
    asWriteError(error);
  }
  await saved(store.write([...deliveredOps(pending.urls, now()), { type: 'delete', ...PENDING }]));
}

const now = () => new Date().toISOString();

/** A store write whose failure is the state's (the crawl stops and says so), not the output's. */
async function saved(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (error) {
    throw error instanceof StoreFailure ? error : new StoreFailure(error);
  }
}

/** An error of writing the output itself (not of the store, which fails with its own StoreFailure). */
class OutputWriteError extends Error {}

function asWriteError(error: unknown): never {
  throw new OutputWriteError('output write failed', { cause: error });
}

/**
 * After a kill between appending a batch and marking it: marks the notices whose whole line is
 * in the file, cuts a torn last line, and says what it did (undefined when nothing was pending).
 */
export async function recoverPending(store: Store, clock: () => number): Promise<string | undefined> {
  const pending = await store.get(PENDING.collection, PENDING.key);
  if (!pending) return undefined;
  let found: string[] = [];
  let note = '';
  if (existsSync(pending.path)) {
    const scan = scanFrom(pending.path, pending.offset, new Set(pending.urls));
    found = scan.found;
    if (scan.tornAt !== undefined) note = `; a torn last line (from byte ${scan.tornAt}) was cut off`;
  }
  await store.write([...deliveredOps(found, new Date(clock()).toISOString()), { type: 'delete', ...PENDING }]);
  return `out: the last run was stopped while writing ${pending.urls.length} notices to ${pending.path}: ${found.length} had been written whole${note}; the other ${pending.urls.length - found.length} come again`;
}

/** The pending URLs whose line is whole in `path` after `offset`; cuts a torn last line. */
function scanFrom(path: string, offset: number, urls: Set<string>): { found: string[]; tornAt: number | undefined } {
  const fd = openSync(path, 'r+');
  try {
    const size = fstatSync(fd).size;
    const found: string[] = [];
    let carry = Buffer.alloc(0);
    let lineStart = offset;
    const chunk = Buffer.alloc(1 << 20);
    for (let at = offset; at < size; ) {
      const n = readSync(fd, chunk, 0, chunk.length, at);
      if (n === 0) break;
      at += n;
      let data = Buffer.concat([carry, chunk.subarray(0, n)]);
      for (let nl = data.indexOf(0x0a); nl >= 0; nl = data.indexOf(0x0a)) {
        const url = urlOf(data.subarray(0, nl));
        if (url !== undefined && urls.has(url)) found.push(url);
        lineStart += nl + 1;
        data = data.subarray(nl + 1);
      }
      carry = Buffer.from(data); // a line of ours is bounded (bounded notices), so this stays small
    }
    if (lineStart < size) {
      ftruncateSync(fd, lineStart);
      return { found, tornAt: lineStart };
    }
    return { found, tornAt: undefined };
  } finally {
    closeSync(fd);
  }
}

function urlOf(line: Buffer): string | undefined {
  try {
    const value = JSON.parse(line.toString('utf8')) as { url?: unknown };
    return typeof value.url === 'string' ? value.url : undefined;
  } catch {
    return undefined;
  }
}
