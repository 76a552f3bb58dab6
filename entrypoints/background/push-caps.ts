/**
 * lib/notify's capabilities in the service worker: a POST with fetch (no cookies, no redirect
 * followed, 30 s at most, the answer read to 64 KB), HMAC-SHA256 with WebCrypto, the clock and a
 * sleep. fetch cannot tell when the request has left, so `written` is never called (lib/notify's
 * outbox then sends a batch a stopped worker left in flight again: a repeat, never a loss).
 * Only standard web APIs: the unit tests run this same file in Node.
 */
import type { NotifyCaps, Post } from '../../lib/notify/index.ts';

const TIMEOUT_MS = 30_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** The answer's body as text, at most MAX_ANSWER_BYTES of it read. */
async function boundedText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_ANSWER_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  void reader.cancel().catch(() => undefined);
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(all.subarray(0, MAX_ANSWER_BYTES));
}

export function fetchPost(fetchFn: typeof fetch = fetch): Post {
  return async (request) => {
    const response = await fetchFn(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      credentials: 'omit',
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const retryAfter = response.headers.get('retry-after');
    return { status: response.status, text: await boundedText(response), ...(retryAfter !== null && { retryAfter }) };
  };
}

const utf8 = new TextEncoder();

export async function webCryptoHmac(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', utf8.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, utf8.encode(message)));
  let binary = '';
  for (const byte of signature) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function browserPushCaps(log: (text: string) => void, fetchFn?: typeof fetch): NotifyCaps {
  return {
    post: fetchPost(fetchFn),
    hmacSha256Base64: webCryptoHmac,
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
    log,
  };
}
