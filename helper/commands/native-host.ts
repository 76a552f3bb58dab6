/**
 * `native-host`: the browser starts this (through the launcher install-native writes) and speaks
 * native messaging on stdin/stdout: each message is JSON behind a 4-byte little-endian length.
 * It answers `ping`, and `crawl` (a site's discovery with the helper's FileStore: its list pages
 * and new notices), for sites the browser's own requests cannot reach.
 * Nothing but frames may go to stdout; logs go to stderr.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Notice } from '../../lib/types/notice.ts';
import { registrableDomain } from '../../lib/url/domain.ts';
import type { Io } from '../io.ts';
import { crawlWith, openCrawlState } from './crawl.ts';

/** Chrome refuses host messages over 1 MB; we hold the browser's to the same. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
export const NATIVE_VERSION = '0.1.0';

/** One message as a frame: 4-byte little-endian length, then UTF-8 JSON. */
export function encodeFrame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const head = Buffer.alloc(4);
  head.writeUInt32LE(body.length, 0);
  return Buffer.concat([head, body]);
}

/** Cuts a byte stream into messages; throws when a frame claims more than the limit. */
export class FrameReader {
  private buffered = Buffer.alloc(0);

  /** Adds bytes; returns the complete frames' bodies, parsed (or an Error for bad JSON). */
  push(chunk: Buffer): unknown[] {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    const messages: unknown[] = [];
    while (this.buffered.length >= 4) {
      const length = this.buffered.readUInt32LE(0);
      if (length > MAX_MESSAGE_BYTES) throw new Error(`message of ${length} bytes is over the ${MAX_MESSAGE_BYTES}-byte limit`);
      if (this.buffered.length < 4 + length) break;
      const body = this.buffered.subarray(4, 4 + length).toString('utf8');
      this.buffered = this.buffered.subarray(4 + length);
      try {
        messages.push(JSON.parse(body));
      } catch {
        messages.push(new Error('message is not JSON'));
      }
    }
    return messages;
  }
}

interface Options {
  state: string;
  resolve: string[];
  delayMs: number;
}

type Request = { id?: unknown; type?: unknown; seed?: unknown };

/** Answers one message. */
async function answer(request: Request, options: Options): Promise<Record<string, unknown>> {
  const id = request.id;
  if (request.type === 'ping') return { id, type: 'pong', version: NATIVE_VERSION };
  if (request.type !== 'crawl') return { id, type: 'error', error: `unknown message type: ${String(request.type)}` };
  const seed = typeof request.seed === 'string' && /^https?:\/\//.test(request.seed) ? request.seed : undefined;
  const site = seed && registrableDomain(seed);
  if (!seed || !site) return { id, type: 'error', error: 'crawl needs a seed: an http(s) URL' };
  const store = await openCrawlState(options.state, (text) => process.stderr.write(`${text}\n`));
  try {
    const delivered: Notice[] = [];
    const report = await crawlWith({ seeds: [seed], state: options.state, resolve: options.resolve, delayMs: options.delayMs }, store, async (n) => {
      delivered.push(...n);
    });
    const record = await store.get('sites', site);
    const notices = delivered.map(({ body: _body, ...n }) => n);
    return fit({ id, type: 'crawl', site, listPages: record?.listUrls ?? [], notices, sites: report.sites });
  } finally {
    await store.close();
  }
}

/** Drops notices from the end until the reply fits the browser's 1 MB limit. */
function fit(reply: Record<string, unknown> & { notices: unknown[] }): Record<string, unknown> {
  let notices = reply.notices;
  while (Buffer.byteLength(JSON.stringify({ ...reply, notices })) > MAX_MESSAGE_BYTES - 1024 && notices.length > 0) {
    notices = notices.slice(0, Math.floor(notices.length * 0.8));
  }
  return { ...reply, notices, truncated: notices.length < reply.notices.length };
}

export async function run(argv: string[], io: Io): Promise<number> {
  // The browser adds its own arguments (the caller's origin; Firefox: the manifest path and id).
  const { values } = parseArgs({
    args: argv,
    strict: false,
    allowPositionals: true,
    options: { state: { type: 'string' }, resolve: { type: 'string', multiple: true }, delay: { type: 'string' } },
  });
  const options: Options = {
    state: typeof values.state === 'string' ? values.state : join(homedir(), '.local', 'share', 'tender-radar', 'native-state'),
    resolve: (values.resolve ?? []).filter((r): r is string => typeof r === 'string'),
    delayMs: typeof values.delay === 'string' ? Number(values.delay) : 1000,
  };
  const reader = new FrameReader();
  let queue = Promise.resolve();
  const reply = (message: unknown) => process.stdout.write(encodeFrame(message));
  return new Promise<number>((resolve) => {
    process.stdin.on('data', (chunk: Buffer) => {
      let messages: unknown[];
      try {
        messages = reader.push(chunk);
      } catch (error) {
        reply({ type: 'error', error: (error as Error).message });
        io.log(`native-host: ${(error as Error).message}`);
        process.stdin.destroy();
        return resolve(1);
      }
      for (const message of messages) {
        // One at a time, in order: crawls share the state directory.
        queue = queue.then(async () => {
          if (message instanceof Error || typeof message !== 'object' || message === null) {
            reply({ type: 'error', error: message instanceof Error ? message.message : 'message is not an object' });
            return;
          }
          try {
            reply(await answer(message as Request, options));
          } catch (error) {
            reply({ id: (message as Request).id, type: 'error', error: error instanceof Error ? error.message : String(error) });
          }
        });
      }
    });
    process.stdin.on('end', () => void queue.then(() => resolve(0)));
  });
}
