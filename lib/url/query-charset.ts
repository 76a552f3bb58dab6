/**
 * Browsers percent-encode the raw characters of a link's query string in the PAGE's charset, not
 * in UTF-8: on a GBK page `list.asp?ftype=招标公告` is sent as `ftype=%D5%D0%B1%EA%B9%AB%B8%E6`, and
 * old ASP sites only understand that. TextEncoder writes UTF-8 only, so the double-byte tables of
 * GB18030 and Big5 are built once by decoding every byte pair with TextDecoder.
 */

const tables = new Map<string, Map<string, string>>();

// Lead bytes 0x81–0xFE; trail bytes: GB18030 0x40–0xFE without 0x7F, Big5 0x40–0x7E and 0xA1–0xFE.
function isTrail(charset: string, byte: number): boolean {
  if (charset === 'big5') return (byte >= 0x40 && byte <= 0x7e) || (byte >= 0xa1 && byte <= 0xfe);
  return byte >= 0x40 && byte <= 0xfe && byte !== 0x7f;
}

function table(charset: string): Map<string, string> {
  const cached = tables.get(charset);
  if (cached) return cached;
  const decoder = new TextDecoder(charset);
  const map = new Map<string, string>();
  // As the URL standard does: bytes above 0x7F are %XX, an ASCII trail byte (Big5 "i") stays itself.
  const hex = (byte: number) => (byte < 0x80 ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase()}`);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (!isTrail(charset, trail)) continue;
      const char = decoder.decode(Uint8Array.of(lead, trail));
      // Keep the first (canonical) pair for a character; skip pairs that do not decode.
      if (char !== '\uFFFD' && !map.has(char)) map.set(char, hex(lead) + hex(trail));
    }
  }
  tables.set(charset, map);
  return map;
}

/**
 * The charset a page's query strings are re-encoded in: GB18030 for the GB family (a decoder's
 * "gb18030", a browser's `characterSet` "GBK"), Big5; undefined for UTF-8 and the rest.
 */
export function legacyQueryCharset(charset: string | undefined): 'gb18030' | 'big5' | undefined {
  const label = charset?.trim().toLowerCase();
  if (label === 'gb18030' || label === 'gbk' || label === 'gb2312') return 'gb18030';
  return label === 'big5' ? 'big5' : undefined;
}

/**
 * Percent-encodes the non-ASCII characters of `query` in `charset`, as a browser does for a
 * page in that charset. Characters the charset's two-byte table lacks fall back to UTF-8.
 */
export function encodeQueryIn(query: string, charset: 'gb18030' | 'big5'): string {
  const map = table(charset);
  return query.replace(/[^\x00-\x7f]/gu, (char) => map.get(char) ?? utf8(char));
}

/** `char` percent-encoded in UTF-8; encodeURIComponent throws on a lone surrogate (hostile text): that becomes U+FFFD. */
export function utf8(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return '%EF%BF%BD';
  }
}

/** `href` with the raw characters of its own query string encoded in `charset` (path and fragment untouched). */
export function withQueryIn(href: string, charset: 'gb18030' | 'big5'): string {
  const question = href.indexOf('?');
  const hash = href.indexOf('#');
  if (question < 0 || (hash >= 0 && hash < question)) return href;
  const end = hash < 0 ? href.length : hash;
  return href.slice(0, question + 1) + encodeQueryIn(href.slice(question + 1, end), charset) + href.slice(end);
}
