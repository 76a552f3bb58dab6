/**
 * A link's href made absolute: resolved against its page (the query's raw characters encoded in
 * the page's charset, as browsers do), parsed without throwing, and bounded in length.
 */
import { legacyQueryCharset, withQueryIn } from './query-charset.ts';

/** URLs longer than this are not stored or printed: real pages' URLs are far shorter, and a 100 KB one is an attack or a bug. */
export const MAX_URL_LENGTH = 2048;

/** `url` parsed (against `base` when given), or undefined where `new URL` would throw: what `URL.parse` does where it exists. */
export function parseUrl(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/**
 * Resolves `href` against `base` (the page URL, or its `<base href>` already resolved); undefined
 * for garbage. Pass the page's `charset` (FetchedPage.charset): on a "gb18030" or "big5" page the
 * raw characters of the query are encoded in that charset, as browsers do, not in UTF-8.
 */
export function resolveUrl(href: string, base: string, charset?: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed.length > MAX_URL_LENGTH) return undefined;
  try {
    const legacy = legacyQueryCharset(charset);
    return new URL(legacy ? withQueryIn(trimmed, legacy) : trimmed, base).href;
  } catch {
    return undefined;
  }
}
