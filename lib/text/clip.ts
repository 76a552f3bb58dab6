/** Cutting text to a byte budget without splitting a character. */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The longest start of `text` whose UTF-8 form fits in `maxBytes`, cut between characters (a
 * surrogate pair is never split), as a string of its own. Text already small enough comes back
 * unchanged; a cut one is its UTF-8 decoded, so a lone surrogate in it reads U+FFFD.
 */
export function clipUtf8(text: string, maxBytes: number): string {
  // Every UTF-16 code unit is at most 3 UTF-8 bytes: short texts need no encoding at all.
  if (text.length * 3 <= maxBytes) return text;
  const room = new Uint8Array(maxBytes);
  // encodeInto writes whole characters only; `read` says how many code units fitted.
  const { read, written } = encoder.encodeInto(text, room);
  if (read >= text.length) return text;
  // Decoded from the bytes, not `text.slice(0, read)`: in V8 a slice is a view that keeps all of
  // `text` alive (a 5 MB page behind every 64 KB excerpt held by a list's batch of new notices).
  return decoder.decode(room.subarray(0, written));
}

/** The first `maxUnits` UTF-16 code units of `text`, one fewer when that would split a surrogate pair. */
export function clipChars(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  const last = text.charCodeAt(maxUnits - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? maxUnits - 1 : maxUnits);
}
