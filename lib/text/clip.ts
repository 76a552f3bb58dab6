/** Cutting text to a byte budget without splitting a character. */

const encoder = new TextEncoder();

/**
 * The longest start of `text` whose UTF-8 form fits in `maxBytes`, cut between characters (a
 * surrogate pair is never split). Text already small enough comes back unchanged.
 */
export function clipUtf8(text: string, maxBytes: number): string {
  // Every UTF-16 code unit is at most 3 UTF-8 bytes: short texts need no encoding at all.
  if (text.length * 3 <= maxBytes) return text;
  const room = new Uint8Array(maxBytes);
  // encodeInto writes whole characters only; `read` says how many code units fitted.
  const { read } = encoder.encodeInto(text, room);
  return read >= text.length ? text : text.slice(0, read);
}

/** The first `maxUnits` UTF-16 code units of `text`, one fewer when that would split a surrogate pair. */
export function clipChars(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  const last = text.charCodeAt(maxUnits - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? maxUnits - 1 : maxUnits);
}
