/**
 * Bytes → text for Chinese pages, whose declared charset is often missing or wrong. Only the
 * standard TextDecoder is used (Node 20 full-icu, Chrome and Firefox workers all have GB18030).
 */

import { COMMON_HANZI } from './common-hanzi.ts';

/** A decoded body and the charset it was read with ("utf-8", "gb18030", "big5", …). */
export interface DecodedBody {
  text: string;
  charset: string;
}

// GB18030 is a superset of GBK and GB2312: reading every GB label as GB18030 loses nothing and
// reads the characters that sites labelled "gb2312" but actually wrote in GBK.
const ALIASES: Record<string, string> = {};
for (const label of 'gb2312 gbk x-gbk gb_2312-80 gb_2312 gb18030 cp936 ms936 windows-936 csgb2312 iso-ir-58 chinese euc-cn x-euc-cn'.split(' ')) {
  ALIASES[label] = 'gb18030';
}
for (const label of 'big5 big5-hkscs cn-big5 x-x-big5 csbig5 big-5'.split(' ')) ALIASES[label] = 'big5';
for (const label of 'utf8 utf-8 unicode-1-1-utf-8 x-unicode20utf8'.split(' ')) ALIASES[label] = 'utf-8';

/** How far into the body a `<meta>` charset is looked for (HTML's prescan reads 1024 bytes; old CMSs put it later). */
const META_SCAN_BYTES = 4096;

/** The TextDecoder name for a charset label, or undefined when the label is unknown or unusable. */
export function normalizeCharset(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const key = label.trim().toLowerCase().replace(/^["']|["']$/g, '');
  if (ALIASES[key]) return ALIASES[key];
  try {
    const encoding = new TextDecoder(key).encoding;
    // Without a BOM a UTF-16 declaration is a lie (HTML treats it as UTF-8).
    return encoding.startsWith('utf-16') ? 'utf-8' : encoding;
  } catch {
    return undefined;
  }
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** How much of the body the sniffers look at. */
const SNIFF_BYTES = 4096;

// UTF-16 without a BOM: markup is ASCII, so every other byte is zero (odd ones in LE, even in BE).
function sniffUtf16(bytes: Uint8Array): string | undefined {
  const pairs = Math.floor(Math.min(bytes.length, SNIFF_BYTES) / 2);
  if (pairs < 8) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) zeroEven++;
    if (bytes[2 * i + 1] === 0) zeroOdd++;
  }
  if (zeroOdd >= pairs * 0.2 && zeroEven * 4 < zeroOdd) return 'utf-16le';
  if (zeroEven >= pairs * 0.2 && zeroOdd * 4 < zeroEven) return 'utf-16be';
  return undefined;
}

// How many Han characters are common ones, and their share: high for the right decoding, low for mojibake.
function commonHanzi(text: string): { common: number; share: number } {
  let han = 0;
  let common = 0;
  for (const char of text.slice(0, 32_768)) {
    if (char < '\u2e80') continue;
    han++;
    if (COMMON_HANZI.has(char)) common++;
  }
  return { common, share: han === 0 ? 0 : common / han };
}

// Undeclared GBK or Big5: Big5 bytes are nearly always valid GB18030 too (and often the reverse).
// When both decode cleanly, Big5 must show clear evidence (several common characters, a good share
// of them, twice GB18030's share): GBK is far more common on the sites we read.
function sniffChinese(bytes: Uint8Array): DecodedBody | undefined {
  const gb = decodeStrict(bytes, 'gb18030');
  const big5 = decodeStrict(bytes, 'big5');
  if (gb === undefined) return big5 === undefined ? undefined : { text: big5, charset: 'big5' };
  if (big5 === undefined) return { text: gb, charset: 'gb18030' };
  const asBig5 = commonHanzi(big5);
  const asGb = commonHanzi(gb);
  const big5Wins = asBig5.common >= 4 && asBig5.share >= 0.3 && asBig5.share > 2 * asGb.share;
  return big5Wins ? { text: big5, charset: 'big5' } : { text: gb, charset: 'gb18030' };
}

// Short GBK text can be valid UTF-8 by accident (一 is D2 BB, which UTF-8 reads as Cyrillic һ).
// A page that declares GBK is read as GBK when it decodes cleanly and its UTF-8 reading holds no
// common Chinese character (a page mislabelled GBK but written in UTF-8 has plenty).
function accidentalUtf8(bytes: Uint8Array, utf8: string): DecodedBody | undefined {
  if (commonHanzi(utf8).common > 0) return undefined;
  const gb = decodeStrict(bytes, 'gb18030');
  return gb === undefined ? undefined : { text: gb, charset: 'gb18030' };
}

function headerCharset(contentType: string | undefined): string | undefined {
  return /charset\s*=\s*["']?([^"';,\s]+)/i.exec(contentType ?? '')?.[1];
}

function metaCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, META_SCAN_BYTES));
  return /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

// `stream: true` leaves an incomplete character at the end undecoded: a body cut at the byte
// cap may end in the middle of one, and that must not count as an error.
function decodeAs(bytes: Uint8Array, charset: string): string {
  return new TextDecoder(charset).decode(bytes, { stream: true });
}

// The text when every byte sequence is valid in `charset`, else undefined. (Counting U+FFFD would
// not do: real pages contain U+FFFD that was already in their source.)
function decodeStrict(bytes: Uint8Array, charset: string): string | undefined {
  try {
    return new TextDecoder(charset, { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return undefined;
  }
}

function replacementCount(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) count++;
  return count;
}

function hasNonAscii(bytes: Uint8Array): boolean {
  return bytes.some((byte) => byte >= 0x80);
}

// Charsets where a byte can stand for a character on its own: every byte "decodes", so a clean
// decode proves nothing. Servers (Tomcat, Apache) still default to ISO-8859-1 in the header.
const MULTI_BYTE = new Set(['utf-8', 'gb18030', 'big5', 'euc-jp', 'shift_jis', 'euc-kr', 'iso-2022-jp']);

/**
 * Decodes a page body, never throwing. In order: a BOM; bytes that are valid multi-byte UTF-8
 * (unless GBK is declared, the bytes read cleanly as GBK and as UTF-8 hold no common Chinese); UTF-16 by its zero bytes; a declared multi-byte charset (Content-Type
 * first, then `<meta>`) that decodes without errors; GB18030 or Big5, whichever decodes without
 * errors into common characters (this beats a single-byte declaration such as ISO-8859-1); a declared single-byte charset; UTF-8 for
 * plain ASCII; else whichever of the declared, GB18030 or UTF-8 gives the fewest errors.
 */
export function decodeBody(bytes: Uint8Array, contentType?: string): DecodedBody {
  const bom = bomCharset(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes), charset: bom };
  const utf16 = sniffUtf16(bytes);
  const utf16Text = utf16 && decodeStrict(bytes, utf16);
  if (utf16 && utf16Text !== undefined) return { text: utf16Text, charset: utf16 };

  const nonAscii = hasNonAscii(bytes);
  const utf8 = decodeStrict(bytes, 'utf-8');
  const declared = [normalizeCharset(headerCharset(contentType)), normalizeCharset(metaCharset(bytes))].filter((c): c is string => c !== undefined);
  if (utf8 !== undefined && nonAscii) {
    const gb = declared.includes('gb18030') && !declared.includes('utf-8') ? accidentalUtf8(bytes, utf8) : undefined;
    return gb ?? { text: utf8, charset: 'utf-8' };
  }

  const multiByte = declared.filter((c) => MULTI_BYTE.has(c));
  const singleByte = declared.filter((c) => !MULTI_BYTE.has(c));
  for (const charset of multiByte) {
    const text = decodeStrict(bytes, charset);
    if (text !== undefined) return { text, charset };
  }
  const chinese = nonAscii ? sniffChinese(bytes) : undefined;
  if (chinese) return chinese;
  for (const charset of singleByte) {
    const text = decodeStrict(bytes, charset);
    if (text !== undefined) return { text, charset };
  }
  if (utf8 !== undefined) return { text: utf8, charset: 'utf-8' }; // plain ASCII, nothing declared

  // Nothing decodes cleanly: the fewest errors wins, ties to the earlier (declared first).
  let best = { text: '', charset: '', errors: Infinity };
  for (const charset of new Set([...declared, 'gb18030', 'big5', 'utf-8'])) {
    const text = decodeAs(bytes, charset);
    const errors = replacementCount(text);
    if (errors < best.errors) best = { text, charset, errors };
  }
  return { text: best.text, charset: best.charset };
}
