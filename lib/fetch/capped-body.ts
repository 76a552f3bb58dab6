/** Reads a response body as a stream and stops at a byte cap, so a huge page cannot fill memory. */

/** The bytes read, and whether the body went on past the cap. */
export interface CappedBody {
  bytes: Uint8Array;
  truncated: boolean;
}

/** Reads at most `maxBytes` of the body, then cancels the rest of the stream. */
export async function readCapped(response: Response, maxBytes: number): Promise<CappedBody> {
  if (!response.body) return { bytes: new Uint8Array(0), truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - size;
    chunks.push(value.length > room ? value.subarray(0, room) : value);
    size += Math.min(value.length, room);
    if (value.length >= room) {
      // Exactly at the cap is not yet "more": only bytes beyond it make the body truncated.
      truncated = value.length > room || !(await reader.read()).done;
      if (truncated) await reader.cancel().catch(() => undefined);
      break;
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, truncated };
}
