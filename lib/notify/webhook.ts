/**
 * A generic webhook: the notices as JSON, for anything else (a script, n8n, a chat bridge).
 * `{"format": "tender-radar-notices", "version": 1, "batch": id, "part": 1, "parts": 2,
 * "notices": [NotifyItem…]}`, at most 100 notices a message. The batch id and part also go as an
 * `Idempotency-Key` header, so a receiver that keeps them can drop a message it already took.
 * Any 2xx is sent; 429 (or 503 with Retry-After) is waited for; anything else failed.
 */
import { JSON_HEADERS, retryAfterMs, type HttpChannelKind } from './channel.ts';
import { cut } from './text.ts';
import type { WebhookChannel } from './types.ts';

export const WEBHOOK_NOTICES = 100;

export const webhook: HttpChannelKind<WebhookChannel> = {
  rateLimitWaitMs: 60_000,
  messages(items) {
    const out = [];
    for (let i = 0; i < items.length; i += WEBHOOK_NOTICES) out.push(items.slice(i, i + WEBHOOK_NOTICES));
    return out.map((part, i) => ({ items: part, body: { part: i + 1, parts: out.length } }));
  },
  async request(channel, message, { batch }) {
    const { part, parts } = message.body as { part: number; parts: number };
    const body = { format: 'tender-radar-notices', version: 1, batch, part, parts, notices: message.items };
    return { url: channel.url, body: JSON.stringify(body), headers: { ...JSON_HEADERS, 'idempotency-key': `${batch}-${part}` } };
  },
  answer(answer) {
    if (answer.status >= 200 && answer.status < 300) return { ok: true };
    const waitMs = retryAfterMs(answer.retryAfter);
    const rateLimited = answer.status === 429 || (answer.status === 503 && waitMs !== undefined);
    return { ok: false, rateLimited, error: `HTTP ${answer.status}: ${cut(answer.text, 200)}`, ...(waitMs !== undefined && { waitMs }) };
  },
};
