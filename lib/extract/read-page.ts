/** The single entry the crawler and the helper use to read a fetched page. */
import { extractPage, type ExtractOptions } from './index.ts';
import { parseHtml } from '../parse/parse.ts';
import type { ExtractedPage, FetchedPage } from '../types/page.ts';

/** Parses and extracts an already decoded page (its final URL after redirects is the base). */
export function readPage(fetched: FetchedPage, options: ExtractOptions = {}): ExtractedPage {
  return extractPage(parseHtml(fetched.text), fetched.url || fetched.requestedUrl, { ...options, charset: options.charset ?? fetched.charset });
}
