/**
 * `npm run helper -- page URL [--resolve 'PATTERN=ADDRESS']… [--scope DOMAIN] [--no-robots]`
 * `npm run helper -- page --file saved.html --url URL [--content-type 'text/html; charset=gbk']`
 * Fetches one page (or reads a saved one) and prints what the pipeline sees of it, as JSON.
 */
import { open } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { decodeBody } from '../../lib/decode/decode.ts';
import { createFetcher, DEFAULT_MAX_BYTES, FetchError, withCookies } from '../../lib/fetch/index.ts';
import { readPage } from '../../lib/extract/read-page.ts';
import type { ExtractedPage, FetchedPage } from '../../lib/types/page.ts';
import { registrableDomain } from '../../lib/url/domain.ts';
import type { Io } from '../io.ts';
import { createResolvingFetch } from '../resolve.ts';

const USAGE = `usage: npm run helper -- page URL [--resolve 'PATTERN=ADDRESS']... [--scope DOMAIN] [--no-robots]
       npm run helper -- page --file saved.html --url URL [--content-type TYPE]`;
/** Blocks are listed with the start of their text only: enough to see what a block is. */
const BLOCK_PREVIEW_CHARS = 200;

/** The JSON the command prints for one page. */
export function pageReport(page: ExtractedPage, charset: string) {
  return {
    url: page.url,
    charset,
    title: page.title,
    publishedAt: page.publishedAt,
    body: page.body,
    links: page.links.map(({ url, text, titleAttr, title, context, date, inScope, skip }) => ({ url, text, titleAttr, title, context, date, inScope, skip })),
    attachments: page.attachments,
    blocks: page.blocks.map(({ type, weight, path, text }) => ({ type, weight: Number(weight.toFixed(4)), path, text: text.slice(0, BLOCK_PREVIEW_CHARS) })),
    listRegions: page.listRegions,
    // How the crawl would go on from here: later pages no link names, frames, a browser needed.
    ...(page.pagerUrls ? { pagerUrls: page.pagerUrls } : {}),
    ...(page.frames ? { frames: page.frames } : {}),
    ...(page.needsBrowser ? { needsBrowser: page.needsBrowser } : {}),
  };
}

/** A saved page read as if fetched from `url`; more than a fetch would read (or an endless /dev/zero) is an error. */
async function readSaved(file: string, url: string, contentType?: string): Promise<FetchedPage> {
  const bytes = await readCappedFile(file, DEFAULT_MAX_BYTES);
  const { text, charset } = decodeBody(bytes, contentType);
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  return { requestedUrl: url, url, status: 200, headers, notModified: false, text, charset, truncated: false, redirects: [], validators: {} };
}

/** The file's bytes, reading at most `maxBytes` + 1 of it: a bigger file (or a device) fails at once. */
async function readCappedFile(file: string, maxBytes: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(maxBytes + 1);
    let size = 0;
    while (size < buffer.length) {
      const { bytesRead } = await handle.read(buffer, size, buffer.length - size);
      if (bytesRead === 0) break;
      size += bytesRead;
    }
    if (size > maxBytes) throw new TooLarge(`${file}: more than ${maxBytes} bytes (the most a page fetch reads)`);
    return buffer.subarray(0, size);
  } finally {
    await handle.close();
  }
}

class TooLarge extends Error {}

/** Runs the command; 0 on success, 1 when the page cannot be fetched or read, 2 on bad arguments. */
export async function run(args: string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        resolve: { type: 'string', multiple: true },
        scope: { type: 'string' },
        file: { type: 'string' },
        url: { type: 'string' },
        'content-type': { type: 'string' },
        'no-robots': { type: 'boolean' },
      },
    });
  } catch (error) {
    io.log(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const url = values.url ?? positionals[0];
  if (!url || !/^https?:\/\//i.test(url) || positionals.length > 1) {
    io.log(USAGE);
    return 2;
  }
  const scope = values.scope ?? registrableDomain(url);
  try {
    const fetched = values.file
      ? await readSaved(values.file, url, values['content-type'])
      : await createFetcher({ fetch: withCookies(createResolvingFetch(values.resolve ?? [])), robots: !values['no-robots'] }).fetchPage(url);
    const page = readPage(fetched, scope === undefined ? {} : { scope });
    io.out(`${JSON.stringify(pageReport(page, fetched.charset), null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof FetchError) {
      io.log(`cannot fetch ${error.url}: ${error.message}`);
      return 1;
    }
    if (error instanceof TooLarge) {
      io.log(`cannot read ${error.message}`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') {
      io.log(`cannot read ${values.file}: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}
